"""A parsed mail -> the text part the player wrote in, decoded and cleaned.

The MIME tree is walked without recursion and at most ``MAX_DEPTH`` levels deep (deeper is
refused as "nested too deeply"; the email package's own parser recurses, so
:func:`too_many_containers` is checked on the raw bytes before it runs). The first inline
``text/plain`` part is the text, unless it is a *stub* of the ``text/html`` part beside it in
the same ``multipart/alternative``; then the HTML is read as text (without its quotes, see
:mod:`games.mail_intake.htmltext`). The first inline ``text/html`` is also read when there is
no plain text or it is blank. Every other part, an attached mail (``message/rfc822``: a
forwarded mail is never the player's own text) included, is an attachment, noted and ignored.

Stub rule (it does not depend on the stub's wording): the plain part is a stub when it has
no word at all, or when fewer than half of its distinct words occur in the HTML part's text
(quotes included), or when they are fewer than a quarter of the HTML's distinct words. The
same mail as plain text and HTML shares nearly all words; "This message is in HTML format,
please use an HTML mail program", in whichever language, shares almost none with the orders
in the HTML (and the few it shares, "HTML", "mail", "message", are a small part of a quoted
report's words).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from email.message import Message
from itertools import islice

from games.mail_intake.decoding import clean_header, clean_text, decode_bytes
from games.mail_intake.htmltext import html_to_text, html_words

MAX_DEPTH = 16
# multipart and message/* parts in the raw bytes the parser may meet at all (a real mail has
# a handful); the email package's parser recurses once per level and slows down with each.
MAX_CONTAINERS = 64
_CONTAINER = re.compile(rb"content-type[ \t]*:\s*(?:multipart|message)/", re.IGNORECASE)
_WORD = re.compile(r"\w+")


class NestedTooDeeply(ValueError):
    """The MIME tree is deeper than anybody's mail program makes it."""


def too_many_containers(raw: bytes) -> bool:
    """Whether the raw mail declares more multipart/message parts than MAX_CONTAINERS."""
    return sum(1 for _match in islice(_CONTAINER.finditer(raw), MAX_CONTAINERS + 1)) > (
        MAX_CONTAINERS)


@dataclass
class _Text:
    text: str
    alternative: int | None  # id() of the multipart/alternative it is one of, if any


def _decoded(part: Message) -> str:
    payload = part.get_payload(decode=True)
    if not isinstance(payload, bytes):
        payload = b""
    try:
        charset = part.get_content_charset()
    except (LookupError, ValueError, TypeError):
        charset = None
    text = clean_text(decode_bytes(payload, charset))
    if part.get_content_type() == "text/plain" and str(
            part.get_param("format", "") or "").lower() == "flowed":
        text = unflow(text, str(part.get_param("delsp", "") or "").lower() == "yes")
    return text


def unflow(text: str, delsp: bool) -> str:
    """A format=flowed text (RFC 3676, Thunderbird and Apple Mail send it) as the player wrote
    it: a line ending in a space continues on the next (the program wrapped it); quoted
    lines keep their ">" and the signature dash stays a line of its own."""
    out: list[str] = []
    joining = False
    for line in text.split("\n"):
        if line.startswith(" ") and not line.startswith("  "):
            line = line[1:]  # space-stuffing
        if joining and out:
            out[-1] += line
        else:
            out.append(line)
        joining = line.endswith(" ") and line != "-- "
        if joining and delsp:
            out[-1] = out[-1][:-1]
    return "\n".join(out)


def _attachment_name(part: Message) -> str:
    try:
        name = part.get_filename()
    except (LookupError, ValueError, TypeError):
        name = None
    return clean_header(str(name or part.get_content_type()))[:100]


def is_stub(plain: str, html: str) -> bool:
    """Whether the plain part is only a stand-in for the HTML part (module docstring)."""
    words = set(_WORD.findall(plain.casefold()))
    if not words:
        return True
    shown = set(_WORD.findall(html_words(html).casefold()))
    common = len(words & shown)
    return bool(shown) and (2 * common < len(words) or 4 * common < len(shown))


def _walk(message: Message, notes: list[str]) -> tuple[_Text | None, _Text | None]:
    plain = html = None
    stack: list[tuple[Message, int, int | None]] = [(message, 0, None)]
    while stack:
        part, depth, alternative = stack.pop()
        if depth > MAX_DEPTH:
            raise NestedTooDeeply(f"nested too deeply (more than {MAX_DEPTH} MIME levels)")
        kind = clean_header(part.get_content_type()).lower()
        # is_multipart() first: get_payload() of a leaf may decode it by a hostile charset.
        if kind.startswith("multipart/") and part.is_multipart():
            inner = id(part) if kind == "multipart/alternative" else alternative
            stack.extend((child, depth + 1, inner) for child in reversed(part.get_payload())
                         if isinstance(child, Message))
            continue
        attached = part.get_content_disposition() == "attachment" or _has_filename(part)
        if kind == "text/plain" and not attached and plain is None:
            plain = _Text(_decoded(part), alternative)
        elif kind == "text/html" and not attached and html is None:
            html = _Text(_decoded(part), alternative)
        elif kind not in {"text/plain", "text/html"} or attached:
            notes.append(f"attachment {_attachment_name(part)} ignored")
    return plain, html


def _has_filename(part: Message) -> bool:
    try:
        return bool(part.get_filename())
    except (LookupError, ValueError, TypeError):
        return False


def body_text(message: Message) -> tuple[str, list[str]]:
    """The mail's own text part and notes on what was skipped; raises NestedTooDeeply."""
    notes: list[str] = []
    plain, html = _walk(message, notes)
    if plain is not None and plain.text.strip():
        alternatives = html is not None and html.alternative is not None and (
            html.alternative == plain.alternative)
        if not (alternatives and html is not None and is_stub(plain.text, html.text)):
            return plain.text, notes
        notes.append("plain-text part ignored: it is not the text of the HTML part")
    if html is not None:
        notes.append("HTML read as text")
        return clean_text(html_to_text(html.text)), notes
    return plain.text if plain is not None else "", notes
