"""A raw mail -> its envelope and the player's own text.

Steps, each forgiving: the MIME tree is walked for the first ``text/plain`` part (else the
first ``text/html``, read as text with inscriptis after the quoted blocks mail programs mark
in HTML are removed); every other part is an attachment, noted and ignored. Bodies are
decoded by their declared charset (ISO-8859-1 read as its superset Windows-1252, an unknown
or wrong charset falls back to UTF-8, then Windows-1252). Then quoted replies, forwarded
parts and signatures are dropped: mail-parser-reply (German and English headers) splits the
text at "On ... wrote:" / "Am ... schrieb ...:" / Outlook's "From:/Von:" blocks, and lines
quoted with ">" are removed.

Mails sent by a machine (RFC 3834 ``Auto-Submitted``, ``Precedence: bulk``, bounces,
delivery reports, our own mails) are flagged in ``automatic`` so that nobody answers them.
"""

from __future__ import annotations

import email
import email.header
import email.policy
import hashlib
import re
from dataclasses import dataclass, field
from email.message import Message
from email.utils import getaddresses

from mailparser_reply.parser import EmailMessage as ReplyText

OWN_HEADER = "X-Gamemaster-Mail"
RECIPIENT_HEADERS = ("Delivered-To", "X-Original-To", "Envelope-To", "X-Envelope-To", "To",
                     "Cc")
AUTO_SUBJECTS = re.compile(
    r"^\s*(auto(matic)?\s*(reply|antwort)|automatische\s+antwort|out\s+of\s+(the\s+)?office|"
    r"abwesenheitsnotiz|abwesend|undeliver|delivery\s+status|mail\s+delivery\s+failed|"
    r"returned\s+mail|unzustellbar)", re.IGNORECASE)
CUT_MARKERS = re.compile(
    r"^\s*(-{2,}\s*(forwarded message|weitergeleitete nachricht|original message|"
    r"ursprüngliche nachricht|urspr.ngliche nachricht)\s*-{2,}|begin forwarded message:|"
    r"anfang der weitergeleiteten nachricht:)\s*$", re.IGNORECASE)
# What mail programs wrap quoted replies in, in their HTML.
HTML_QUOTES = ("//blockquote", "//*[contains(@class,'gmail_quote')]",
               "//*[contains(@class,'moz-cite-prefix')]", "//*[@id='divRplyFwdMsg']",
               "//*[@id='appendonsend']/following-sibling::*", "//*[@id='appendonsend']",
               "//*[@id='mail-editor-reference-message-container']",
               "//*[contains(@class,'yahoo_quoted')]")
CHARSET_ALIASES = {"iso-8859-1": "cp1252", "latin-1": "cp1252", "latin1": "cp1252",
                   "us-ascii": "cp1252", "ascii": "cp1252"}


class MailUnreadable(ValueError):
    """Not a mail at all (no headers, no sender)."""


@dataclass(frozen=True)
class MailParts:
    message_key: str
    message_id: str
    sender: str
    recipients: tuple[str, ...]
    subject: str
    automatic: str  # why nobody answers it; "" for a person's mail
    text: str
    notes: tuple[str, ...] = field(default_factory=tuple)
    size: int = 0
    # The Message-IDs this mail answers (In-Reply-To, References): a reply to a press mail.
    references: tuple[str, ...] = ()


def message_key(raw: bytes, message_id: str) -> str:
    """What makes a mail the same mail: its Message-ID, or its bytes when it has none."""
    source = message_id.strip().encode() if message_id.strip() else raw
    return hashlib.sha256(source).hexdigest()


def envelope(raw: bytes) -> Message:
    """The headers alone (cheap even for an oversized mail)."""
    return email.message_from_bytes(raw.split(b"\r\n\r\n", 1)[0].split(b"\n\n", 1)[0] + b"\n\n",
                                    policy=email.policy.compat32)


def _header(message: Message, name: str) -> str:
    return " ".join(_decoded(message.get(name, "")).split())


def _decoded(value: object) -> str:
    try:
        return str(email.header.make_header(email.header.decode_header(str(value))))
    except Exception:  # a broken encoded word: keep what is there
        return str(value)


def addresses(message: Message, *names: str) -> tuple[str, ...]:
    # Decoded first: some programs encode the whole "Name <address>" as one encoded word.
    values = [_decoded(v) for name in names for v in message.get_all(name, [])]
    return tuple(addr.strip().lower() for _name, addr in getaddresses(values) if "@" in addr)


def automatic_reason(message: Message, own: set[str]) -> str:
    """Why this mail comes from a machine (RFC 3834 and the common practice), or ""."""
    auto = _header(message, "Auto-Submitted").lower()
    if auto and auto != "no":
        return f"Auto-Submitted: {auto}"
    precedence = _header(message, "Precedence").lower()
    if precedence in {"bulk", "junk", "list", "auto_reply"}:
        return f"Precedence: {precedence}"
    for name in ("X-Autoreply", "X-Autorespond", "X-Auto-Reply", "X-Failed-Recipients",
                 "List-Id", OWN_HEADER):
        if message.get(name):
            return f"{name} header"
    if message.get_content_type() == "multipart/report":
        return "delivery report"
    return_path = _header(message, "Return-Path")
    if return_path.strip() in {"<>", ""} and message.get("Return-Path") is not None:
        return "bounce (empty Return-Path)"
    sender = (addresses(message, "From") or ("",))[0]
    if sender.split("@")[0] in {"mailer-daemon", "postmaster", "noreply", "no-reply"}:
        return f"sent by {sender.split('@')[0]}"
    if sender in own:
        return "our own mail (loop)"
    if AUTO_SUBJECTS.match(_header(message, "Subject")):
        return "auto-reply subject"
    return ""


def _decode(part: Message) -> str:
    payload = part.get_payload(decode=True)
    if not isinstance(payload, bytes):
        payload = str(part.get_payload()).encode("utf-8", "replace")
    declared = (part.get_content_charset() or "utf-8").lower()
    for charset in (CHARSET_ALIASES.get(declared, declared), "utf-8", "cp1252"):
        try:
            return payload.decode(charset)
        except (LookupError, UnicodeDecodeError):
            continue
    return payload.decode("utf-8", "replace")


def html_to_text(html: str) -> str:
    """HTML read as text, without the quoted replies mail programs mark in it."""
    import lxml.html
    from inscriptis import get_text

    try:
        tree = lxml.html.fromstring(html)
    except (ValueError, lxml.etree.ParserError):
        return ""
    for path in HTML_QUOTES:
        for element in tree.xpath(path):
            if element.getparent() is not None:
                element.getparent().remove(element)
    return get_text(lxml.html.tostring(tree, encoding="unicode"))


def body_text(message: Message) -> tuple[str, list[str]]:
    """The mail's text (plain preferred, else HTML as text) and notes on what was skipped."""
    plain = html = None
    notes: list[str] = []
    for part in message.walk():
        if part.is_multipart():
            continue
        kind = part.get_content_type()
        filename = part.get_filename()
        attached = part.get_content_disposition() == "attachment" or filename
        if kind == "text/plain" and not attached and plain is None:
            plain = _decode(part)
        elif kind == "text/html" and not attached and html is None:
            html = _decode(part)
        elif kind not in {"text/plain", "text/html"} or attached:
            notes.append(f"attachment {filename or kind} ignored")
    if plain is not None and plain.strip():
        return plain, notes
    if html is not None:
        notes.append("HTML read as text")
        return html_to_text(html), notes
    return plain or "", notes


def _reply_text(text: str) -> ReplyText:
    return ReplyText(text=text, languages=["de", "en"], keep_hyphen_lists=True)


def strip_reply(text: str) -> tuple[str, bool]:
    """The player's own text: quoted replies and forwards cut off (signatures are cut later,
    by :func:`cut_signature`, which must know where press blocks are). The flag says whether
    anything was cut."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\xa0", " ")
    lines = text.split("\n")
    for number, line in enumerate(lines):
        if CUT_MARKERS.match(line):
            lines = lines[:number]
            break
    reply = _reply_text("\n".join(lines)).read()
    own = reply.replies[0].full_body if reply.replies else ""
    kept = [line for line in own.split("\n") if not line.lstrip().startswith(">")]
    result = "\n".join(kept).strip("\n")
    return result, result.split() != text.split()


# Closing lines mail-parser-reply does not know: phones' German "sent from" lines and the
# short greetings people end a mail with ("Schöne Grüße", "LG", "LG Gerd", "Cheers").
MORE_SIGNATURES = re.compile(
    r"^[ \t]*(?:von meinem .{1,40} gesendet\.?|gesendet von meinem .{1,40}|"
    r"diese nachricht wurde von meinem .{1,40} gesendet\.?|get outlook for .{1,40}|"
    r"(?:schöne|schoene|herzliche|freundliche|beste|liebe|viele|sonnige)?\s*gr(?:ü|ue)(?:ß|ss)e?"
    r"\b.{0,30}|(?:lg|vg|mfg|cheers|regards|thanks|danke|ciao|tschüss)[,!.]?"
    r"(?:[ \t]+\w{1,20}[,!.]?)?)[ \t]*$",
    re.IGNORECASE | re.MULTILINE)


def cut_signature(text: str, protected: list[tuple[int, int]]) -> str:
    """The text without its signature ("-- ", "Viele Grüße", "Sent from my iPhone" ... to the
    end), as mail-parser-reply (and MORE_SIGNATURES) find it; a match inside a protected span
    (a press block, where "Grüße aus Wien" is the message) does not count."""
    for pattern in (_reply_text("").SIGNATURE_REGEX, MORE_SIGNATURES):
        position = 0
        while (match := pattern.search(text, position)) is not None:
            start = match.start() + len(match.group()) - len(match.group().lstrip())
            span = next(((a, b) for a, b in protected if a <= start < b), None)
            if span is None:
                text = text[:start].rstrip()
                break
            position = max(span[1], match.start() + 1)
    return text


def read_mail(raw: bytes, *, own_addresses: set[str] | frozenset[str] = frozenset(),
              max_bytes: int = 256 * 1024) -> MailParts:
    """Everything the intake needs from one raw mail; raises MailUnreadable for non-mail."""
    head = envelope(raw)
    message_id = _header(head, "Message-ID")[:255]
    sender = (addresses(head, "From") or ("",))[0]
    if not sender:
        raise MailUnreadable("no sender address")
    recipients = tuple(dict.fromkeys(addresses(head, *RECIPIENT_HEADERS)))
    parts = dict(message_key=message_key(raw, message_id), message_id=message_id,
                 sender=sender, recipients=recipients, subject=_header(head, "Subject")[:200],
                 size=len(raw), references=tuple(re.findall(
                     r"<[^<>\s]{1,250}>", f"{head.get('In-Reply-To', '')} "
                                           f"{head.get('References', '')}")))
    message = email.message_from_bytes(raw, policy=email.policy.compat32)
    automatic = automatic_reason(message, set(own_addresses))
    if automatic or len(raw) > max_bytes:
        return MailParts(**parts, automatic=automatic, text="")
    text, notes = body_text(message)
    own, cut = strip_reply(text)
    if cut and own.strip():
        notes.append("quoted text and signature ignored")
    return MailParts(**parts, automatic="", text=own, notes=tuple(notes))

