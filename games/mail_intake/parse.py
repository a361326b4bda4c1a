"""A raw mail -> its envelope and the player's own text.

Steps, each forgiving, and no byte sequence raises anything but :class:`MailUnreadable`:

- the headers (:func:`envelope`), decoded and cleaned (:mod:`games.mail_intake.decoding`:
  8-bit bytes, encoded words, control characters);
- the text part (:mod:`games.mail_intake.mime`: plain text, or HTML when there is none or
  the plain part is a stub; attachments noted), decoded by the rule of
  :mod:`games.mail_intake.decoding`;
- quoted replies and forwarded mails dropped (:mod:`games.mail_intake.quoting`, in HTML also
  :mod:`games.mail_intake.htmltext`). Signatures are cut later, by the reader of the text,
  which knows where press blocks are.

Mails sent by a machine (RFC 3834 ``Auto-Submitted``, ``Precedence: bulk``, bounces,
delivery reports, our own mails) are flagged in ``automatic`` so that nobody answers them.
"""

from __future__ import annotations

import email
import email.errors
import email.policy
import hashlib
import re
from dataclasses import dataclass, field
from email.message import Message
from email.utils import getaddresses

from mailparser_reply.parser import EmailMessage as ReplyText

from games.mail_intake.decoding import (
    MAX_HEADER_CHARS,
    clean_header,
    decode_words,
    header_text,
    raw_header,
)
from games.mail_intake.mime import NestedTooDeeply, body_text, too_many_containers
from games.mail_intake.quoting import split_quotes

OWN_HEADER = "X-Gamemaster-Mail"
RECIPIENT_HEADERS = ("Delivered-To", "X-Original-To", "Envelope-To", "X-Envelope-To", "To",
                     "Cc")
AUTO_SUBJECTS = re.compile(
    r"^\s*(auto(matic)?\s*(reply|antwort)|automatische\s+antwort|out\s+of\s+(the\s+)?office|"
    r"abwesenheitsnotiz|abwesend|undeliver|delivery\s+status|mail\s+delivery\s+failed|"
    r"returned\s+mail|unzustellbar)", re.IGNORECASE)
# Header bytes read at most (real headers, DKIM and ARC included, take a few KB).
MAX_HEAD_BYTES = 1024 * 1024
# Headers of one name read at most (a hostile mail may repeat "To:" thousands of times).
MAX_HEADER_COUNT = 50
_MESSAGE_ID = re.compile(r"<[!-;=?-~]{1,250}>")
_ADDRESS = re.compile(r"[^\s<>(),;:\"@]{1,64}@[^\s<>(),;:\"@]{1,255}")


class MailUnreadable(ValueError):
    """Not a mail at all (no headers, no sender), or one no mail program writes."""


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
    # The display name of From, decoded and cleaned ("" if none): a signature may be it.
    sender_name: str = ""
    # An unmarked quote (no ">") from its first line to the end: the reader looks for text
    # the player wrote below it when the text above holds nothing (``sections.read_tail``).
    tail: str = ""


def message_key(raw: bytes, message_id: str) -> str:
    """What makes a mail the same mail: its Message-ID, or its bytes when it has none."""
    source = message_id.strip().encode("utf-8", "replace") if message_id.strip() else raw
    return hashlib.sha256(source).hexdigest()


def envelope(raw: bytes) -> Message:
    """The headers alone (cheap even for an oversized mail: at most its first MAX_HEAD_BYTES
    are read); never raises."""
    head = raw[:MAX_HEAD_BYTES].split(b"\r\n\r\n", 1)[0].split(b"\n\n", 1)[0] + b"\n\n"
    try:
        return email.message_from_bytes(head, policy=email.policy.compat32)
    except (RecursionError, ValueError, TypeError, LookupError,
            email.errors.MessageError):  # pragma: no cover - the parser is lenient
        return Message()


def _raw_values(message: Message, name: str) -> list[str]:
    """The header's values as received: 8-bit bytes still bytes (as surrogates), which
    ``get`` would turn into replacement characters."""
    name = name.lower()
    return [value for key, value in message.raw_items() if key.lower() == name][
        :MAX_HEADER_COUNT]


def header(message: Message, name: str) -> str:
    """The first value of a header as the reader reads it: encoded words decoded, cleaned."""
    values = _raw_values(message, name)
    return header_text(values[0]) if values else ""


def _named_addresses(message: Message, *names: str) -> list[tuple[str, str]]:
    """(display name, address) of each mailbox in these headers, both decoded and cleaned.
    Parsed before the encoded words are decoded (a name "Müller, Hans" may hold a comma),
    and decoded first where that finds no address (a whole "Name <address>" encoded)."""
    found = []
    for name in names:
        for value in _raw_values(message, name):
            text = raw_header(value)
            pairs = _parsed(text)
            if not any("@" in address for _name, address in pairs):
                pairs = _parsed(decode_words(text))
            found.extend((clean_header(decode_words(display)), clean_header(address))
                         for display, address in pairs if "@" in address)
    return found


def _parsed(value: str) -> list[tuple[str, str]]:
    try:
        return getaddresses([value[:MAX_HEADER_CHARS]])
    except (RecursionError, ValueError, IndexError):  # "(((((": comments nest recursively
        return [("", address) for address in _ADDRESS.findall(value)]


def addresses(message: Message, *names: str) -> tuple[str, ...]:
    return tuple(address.strip().lower() for _name, address in _named_addresses(message, *names))
def automatic_reason(message: Message, own: set[str]) -> str:
    """Why this mail comes from a machine (RFC 3834 and the common practice), or ""."""
    auto = header(message, "Auto-Submitted").lower()
    if auto and auto != "no":
        return f"Auto-Submitted: {auto}"
    precedence = header(message, "Precedence").lower()
    if precedence in {"bulk", "junk", "list", "auto_reply"}:
        return f"Precedence: {precedence}"
    for name in ("X-Autoreply", "X-Autorespond", "X-Auto-Reply", "X-Failed-Recipients",
                 "List-Id", OWN_HEADER):
        if message.get(name):
            return f"{name} header"
    if message.get_content_type() == "multipart/report":
        return "delivery report"
    return_path = header(message, "Return-Path")
    if return_path.strip() in {"<>", ""} and message.get("Return-Path") is not None:
        return "bounce (empty Return-Path)"
    sender = (addresses(message, "From") or ("",))[0]
    if sender.split("@")[0] in {"mailer-daemon", "postmaster", "noreply", "no-reply"}:
        return f"sent by {sender.split('@')[0]}"
    if sender in own:
        return "our own mail (loop)"
    if AUTO_SUBJECTS.match(header(message, "Subject")):
        return "auto-reply subject"
    return ""


def _reply_text(text: str) -> ReplyText:
    return ReplyText(text=text, languages=["de", "en"], keep_hyphen_lists=True)


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


def _references(head: Message) -> tuple[str, ...]:
    values = " ".join(raw_header(value) for name in ("In-Reply-To", "References")
                      for value in _raw_values(head, name))
    return tuple(_MESSAGE_ID.findall(values))[:100]


def read_mail(raw: bytes, *, own_addresses: set[str] | frozenset[str] = frozenset(),
              max_bytes: int = 256 * 1024) -> MailParts:
    """Everything the intake needs from one raw mail. Raises MailUnreadable for non-mail
    (no sender address) and for a MIME tree no mail program writes (nested too deeply), and
    for nothing else: any other failure of a parser on hostile bytes is one too."""
    try:
        return _read(raw, set(own_addresses), max_bytes)
    except MailUnreadable:
        raise
    except NestedTooDeeply as error:
        raise MailUnreadable(str(error)) from error
    except (RecursionError, ValueError, TypeError, LookupError, IndexError, KeyError,
            AttributeError, UnicodeError, email.errors.MessageError) as error:
        # A parser bug on hostile bytes must not crash the intake; the name says which.
        raise MailUnreadable(f"unreadable: {type(error).__name__}") from error


def _read(raw: bytes, own: set[str], max_bytes: int) -> MailParts:
    head = envelope(raw)
    message_id = header(head, "Message-ID")[:255]
    senders = _named_addresses(head, "From")
    if not senders:
        raise MailUnreadable("no sender address")
    sender_name, sender = senders[0][0][:200], senders[0][1].strip().lower()
    recipients = tuple(dict.fromkeys(addresses(head, *RECIPIENT_HEADERS)))
    parts = dict(message_key=message_key(raw, message_id), message_id=message_id,
                 sender=sender, sender_name=sender_name, recipients=recipients,
                 subject=header(head, "Subject")[:200], size=len(raw),
                 references=_references(head))
    automatic = automatic_reason(head, own)
    if automatic or len(raw) > max_bytes:
        return MailParts(**parts, automatic=automatic, text="")
    if too_many_containers(raw):
        raise NestedTooDeeply("nested too deeply (too many MIME parts)")
    message = email.message_from_bytes(raw, policy=email.policy.compat32)
    text, notes = body_text(message)
    own_text, tail = split_quotes(text)
    if own_text.split() != text.split() and own_text.strip():
        notes.append("quoted text and signature ignored")
    return MailParts(**parts, automatic="", text=own_text, notes=tuple(notes), tail=tail)
