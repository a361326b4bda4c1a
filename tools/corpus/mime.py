"""Raw MIME as mail programs write it, byte for byte: headers in the program's order,
bodies in its charset and transfer encoding (quoted-printable, base64, 8bit, 7bit,
format=flowed), CRLF line ends, multipart boundaries in its style. The email package's own
generator is not used because it re-folds and re-orders what the programs write."""

from __future__ import annotations

import base64
import quopri
import textwrap
from dataclasses import dataclass, field

CRLF = "\r\n"


def encoded_word(text: str, charset: str = "utf-8", kind: str = "q") -> str:
    """A header value as the program encodes it: plain when ASCII, else RFC 2047 encoded
    words in ``charset`` spelt as the program spells it ("UTF-8", "utf-8", ...), folded
    into words of at most 75 characters."""
    if all(ord(c) < 128 for c in text):
        return text
    try:
        text.encode(charset)
    except UnicodeEncodeError:  # a name the body's charset lacks: the header goes UTF-8
        charset = "UTF-8" if charset.isupper() else "utf-8"
    words, current = [], b""
    limit = 45 if kind == "q" else 42
    for char in text:
        data = char.encode(charset)
        if len(current) + len(data) > limit and current:
            words.append(current)
            current = b""
        current += data
    words.append(current)

    def q(data: bytes) -> str:
        return "".join(chr(b) if chr(b).isalnum() and b < 128 else "_" if b == 32
                       else f"={b:02X}" for b in data)
    if kind == "b":
        return (CRLF + " ").join(f"=?{charset}?B?{base64.b64encode(w).decode()}?=" for w in words)
    return (CRLF + " ").join(f"=?{charset}?Q?{q(w)}?=" for w in words)


def address_header(name: str, address: str, charset: str = "utf-8", kind: str = "q",
                   quote: bool = False) -> str:
    if not name:
        return address
    if all(ord(c) < 128 for c in name):
        shown = f'"{name}"' if quote or any(c in name for c in ",.;'") else name
        return f"{shown} <{address}>"
    return f"{encoded_word(name, charset, kind)} <{address}>"


def flowed(text: str, width: int = 72) -> str:
    """RFC 3676 format=flowed: long lines wrapped with a trailing space, quoted lines
    keep their ">" on every piece, lines starting with a space or "From " space-stuffed."""
    out = []
    for line in text.split("\n"):
        prefix = ""
        while line.startswith(">"):
            prefix += ">"
            line = line[1:]
        if prefix and line.startswith(" "):
            prefix, line = prefix + " ", line[1:]
        if not prefix and (line.startswith(" ") or line.startswith("From ")):
            line = " " + line
        if line == "-- " or len(prefix + line) <= width:
            out.append(prefix + line)
            continue
        pieces = textwrap.wrap(line, width - len(prefix), break_long_words=False,
                               break_on_hyphens=False, drop_whitespace=True)
        out += [prefix + piece + " " for piece in pieces[:-1]] + [prefix + pieces[-1]]
    return "\n".join(out)


def encode_body(text: str, charset: str, transfer: str) -> bytes:
    """A text body in ``charset`` and ``transfer`` encoding, CRLF line ends."""
    data = text.replace("\r\n", "\n").encode(charset)
    if transfer == "quoted-printable":
        encoded = quopri.encodestring(data, quotetabs=False)
        return encoded.replace(b"\n", b"\r\n")
    if transfer == "base64":
        crlf = data.replace(b"\n", b"\r\n")
        return base64.encodebytes(crlf).replace(b"\n", b"\r\n")
    return data.replace(b"\n", b"\r\n")


@dataclass
class Part:
    """One leaf part: text/plain or text/html (or an attachment's bytes)."""

    content_type: str
    body: bytes
    params: list[tuple[str, str]] = field(default_factory=list)
    transfer: str | None = None
    extra: list[tuple[str, str]] = field(default_factory=list)
    quote_params: bool = True

    def head(self) -> list[tuple[str, str]]:
        def value(v: str) -> str:
            return f'"{v}"' if self.quote_params else v
        params = "".join(f"; {k}={value(v)}" for k, v in self.params)
        rows = [("Content-Type", f"{self.content_type}{params}")]
        if self.transfer:
            rows.append(("Content-Transfer-Encoding", self.transfer))
        return rows + self.extra

    def render(self) -> bytes:
        return head_bytes(self.head()) + CRLF.encode() + self.body


def text_part(subtype: str, text: str, charset: str, transfer: str, *,
              quote_charset: bool = True, extra_params: list[tuple[str, str]] | None = None,
              extra: list[tuple[str, str]] | None = None, charset_label: str | None = None
              ) -> Part:
    """A text part: ``charset`` encodes the bytes, ``charset_label`` (default the same) is
    what the header says (they differ only in the mislabelled mails)."""
    return Part(f"text/{subtype}", encode_body(text, charset, transfer),
                [("charset", charset_label or charset), *(extra_params or [])], transfer,
                extra or [], quote_charset)


@dataclass
class Multipart:
    subtype: str
    boundary: str
    parts: list[Part | Multipart]
    preamble: str = ""
    quote_boundary: bool = True
    extra_params: list[tuple[str, str]] = field(default_factory=list)

    def head(self) -> list[tuple[str, str]]:
        boundary = f'"{self.boundary}"' if self.quote_boundary else self.boundary
        params = "".join(f"; {k}={v}" for k, v in self.extra_params)
        return [("Content-Type", f"multipart/{self.subtype}; boundary={boundary}{params}")]

    def body(self) -> bytes:
        out = b""
        if self.preamble:
            out += self.preamble.replace("\n", CRLF).encode() + CRLF.encode() * 2
        for part in self.parts:
            out += f"--{self.boundary}{CRLF}".encode() + part.render() + CRLF.encode()
        return out + f"--{self.boundary}--{CRLF}".encode()

    def render(self) -> bytes:
        return head_bytes(self.head()) + CRLF.encode() + self.body()


def head_bytes(rows: list[tuple[str, str]], charset: str = "utf-8") -> bytes:
    return "".join(f"{name}: {value}{CRLF}" for name, value in rows).encode(charset)


def message(headers: list[tuple[str, str]], content: Part | Multipart,
            *, content_first: bool = False, header_charset: str = "utf-8") -> bytes:
    """A whole mail: the program's headers, then the content's own headers and body."""
    rows = list(headers)
    content_rows = content.head()
    rows = content_rows + rows if content_first else rows + content_rows
    body = content.body if isinstance(content, Part) else content.body()
    return head_bytes(rows, header_charset) + CRLF.encode() + body


def esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def nbsp_esc(text: str) -> str:
    """Escaped, with runs of spaces kept as the HTML editors keep them (&nbsp;)."""
    out = esc(text)
    while "  " in out:
        out = out.replace("  ", " &nbsp;", 1)
    return out
