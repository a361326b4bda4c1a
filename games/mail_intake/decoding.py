"""Bytes and header values -> clean text, whatever the sender's program declared.

Decoding rule (text parts and encoded words alike):

1. Bytes that are valid UTF-8 and contain non-ASCII win over a declared single-byte charset
   (ISO-8859-x, Windows-125x, US-ASCII, none at all): a UTF-8 mail labelled Latin-1 must read
   "A München", not "A MÃ¼nchen". Real Latin-1 text is practically never valid UTF-8.
2. Else the declared charset (ISO-8859-1 and US-ASCII read as their superset Windows-1252,
   then as ISO-8859-1, which cannot fail).
3. A declared charset that is unknown, not a text codec or fails: ASCII if the bytes are
   ASCII, UTF-8 if they are valid UTF-8, else the one charset-normalizer detects when it
   recognises a language in the text (of equally good ones Windows-1252, the charset of the
   languages our players write), else Windows-1252 with replacement characters for its five
   undefined bytes. (charset-normalizer guesses wildly on a few words: "Straße" comes out as
   UTF-16 or Big5, so a guess without a language is not taken.)

Every returned string is then cleaned (:func:`clean_text`): NUL and the other C0/C1 control
characters go (tab and newline stay, CR LF and CR become LF), so do zero-width characters,
BOMs, bidi overrides and lone surrogates (PostgreSQL refuses NUL, and a surrogate cannot be
encoded at all); a no-break space becomes a space. Header values are also folded to one line.
"""

from __future__ import annotations

import codecs
import email.errors
import email.header
import re

from charset_normalizer import from_bytes

# Longest header value read (an address list of hundreds of recipients fits); beyond it the
# standard library's parsers slow down quadratically on hostile input.
MAX_HEADER_CHARS = 16 * 1024
# Codecs a mail may not ask for: not text encodings of mail, or slow on hostile input.
REFUSED_CODECS = {"idna", "punycode", "raw-unicode-escape", "unicode-escape", "undefined",
                  "uu", "uu_codec", "base64", "hex", "zlib", "bz2", "quopri", "rot-13"}
# Labels whose superset is read instead: ISO-8859-1 and US-ASCII mails are Windows-1252 in
# practice ("smart quotes" and the euro sign in 0x80-0x9f).
LATIN1_CODECS = {"ascii", "iso8859-1", "latin-1"}
# Invisible characters with no place in a player's text: every control (Cc: C0, DEL, C1, but
# tab and newline), format (Cf: soft hyphen, Arabic and Syriac marks, zero-width and bidi
# controls, word joiners, BOM, interlinear annotations, Egyptian hieroglyph and musical format
# characters, language tags) and surrogate (Cs) code point of Unicode 14 (Python 3.11's
# unicodedata); tests/mail/test_mail_decoding.py checks the list against the running Python.
_INVISIBLE = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\xad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2"
    "\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ud800-\udfff\ufeff"
    "\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U00013438\U0001bca0-\U0001bca3"
    "\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]")
_NEWLINES = re.compile("\r\n|[\r\u2028\u2029]")


def clean_text(text: str) -> str:
    """The text without control and invisible characters, with LF line ends."""
    text = _NEWLINES.sub("\n", text).replace("\xa0", " ").replace("\u202f", " ")
    return _INVISIBLE.sub("", text)


def clean_header(text: str) -> str:
    """A header value as one clean line with single spaces."""
    return " ".join(clean_text(text).split())


def _codec(label: str | None) -> str | None:
    """Python's name of a declared charset ("ascii" when none is declared, the default of
    RFC 2045), or None for an unknown or refused one."""
    label = (label or "").strip().strip("\"'").lower()
    if not label:
        return "ascii"
    try:
        name = codecs.lookup(label).name
    except (LookupError, ValueError):
        return None
    return None if name in REFUSED_CODECS else name


def _single_byte(codec: str | None) -> bool:
    return codec is None or codec in LATIN1_CODECS or codec.startswith(
        ("iso8859-", "cp125", "cp8", "cp4", "mac-", "koi8", "latin"))


def _utf8(data: bytes) -> str | None:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _detected(data: bytes) -> str | None:
    """The bytes decoded by the charset charset-normalizer finds, if it recognised a language
    in them (on a few words it guesses: "Straße" in Windows-1252 comes out as UTF-16 or
    Big5); of equally good charsets, Windows-1252 (it ranks Windows-1250 first for "Voilà")."""
    matches = list(from_bytes(data))
    if not matches or matches[0].coherence <= 0:
        return None
    best = matches[0]
    western = next((m for m in matches if m.encoding == "cp1252" and m.chaos <= best.chaos
                    and m.coherence >= best.coherence), None)
    return str(western or best)


def decode_bytes(data: bytes, declared: str | None) -> str:
    """The bytes as text by the rule of this module's docstring (not yet cleaned)."""
    codec = _codec(declared)
    if _single_byte(codec) and not data.isascii() and (text := _utf8(data)) is not None:
        return text
    tries = ("cp1252", "iso8859-1") if codec in LATIN1_CODECS else (codec,) if codec else ()
    for name in tries:
        try:
            return data.decode(name)
        except (UnicodeDecodeError, LookupError):
            continue
    if data.isascii():
        return data.decode("ascii")
    if (text := _utf8(data)) is not None:
        return text
    if (detected := _detected(data)) is not None:
        return detected
    return data.decode("cp1252", "replace")


def raw_header(value: object) -> str:
    """A header value as the parser keeps it, its 8-bit bytes (kept as surrogates by the
    email package) decoded by the same rule as a body without a declared charset."""
    text = str(value)[:MAX_HEADER_CHARS]
    if text.isascii():
        return text
    return decode_bytes(text.encode("utf-8", "surrogateescape"), None)


_ENCODED_WORD = re.compile(r"=\?[^?\s]{1,75}\?[bBqQ]\?[^?\s]*\?=")
_BETWEEN_WORDS = re.compile(r"(?<=\?=)[ \t\r\n]+(?==\?)")


def decode_words(text: str) -> str:
    """RFC 2047 encoded words (=?charset?b?...?=) decoded, each by the rule above; a word
    that does not decode stays as it is. Whitespace between two encoded words goes."""
    if "=?" not in text:
        return text
    text = _BETWEEN_WORDS.sub("", text)

    def word(match: re.Match[str]) -> str:
        try:
            [(data, charset)] = email.header.decode_header(match.group())
        except (ValueError, email.errors.HeaderParseError):
            return match.group()
        if isinstance(data, str):
            return data
        return decode_bytes(data, charset)

    return _ENCODED_WORD.sub(word, text)


def header_text(value: object) -> str:
    """A header value decoded (8-bit bytes and encoded words) and cleaned to one line."""
    return clean_header(decode_words(raw_header(value)))
