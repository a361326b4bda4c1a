"""Writing MIME by hand, byte for byte as a given mail program does: headers with encoded
words, parts in 7bit, 8bit, quoted-printable or base64, CRLF line ends, boundaries and ids in
each program's own shape. (The standard library's email package would normalise exactly the
details the corpus must keep: charsets, encodings, line lengths, header order.)"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import quopri
from dataclasses import dataclass
from random import Random

CRLF = "\r\n"


def encode_word(text: str, charset: str = "UTF-8", how: str = "Q") -> str:
    """RFC 2047 encoded words for a header value, split so that no word passes 75 chars."""
    if all(ord(c) < 128 for c in text):
        return text
    words = []
    chunk = ""
    for char in text:
        trial = chunk + char
        if len(_word(trial, charset, how)) > 70:
            words.append(_word(chunk, charset, how))
            chunk = char
        else:
            chunk = trial
    if chunk:
        words.append(_word(chunk, charset, how))
    return (CRLF + " ").join(words)


def _word(text: str, charset: str, how: str) -> str:
    raw = text.encode(charset)
    if how == "B":
        return f"=?{charset}?B?{base64.b64encode(raw).decode()}?="
    out = []
    for byte in raw:
        c = chr(byte)
        if c == " ":
            out.append("_")
        elif (c.isalnum() and byte < 128) or (c in "-!*+/" and byte < 128):
            out.append(c)
        else:
            out.append(f"={byte:02X}")
    return f"=?{charset}?Q?{''.join(out)}?="


def address(name: str, email: str, charset: str = "UTF-8", how: str = "Q",
            quote: bool = False) -> str:
    if not name:
        return email
    if all(ord(c) < 128 for c in name):
        shown = f'"{name}"' if quote or "," in name else name
        return f"{shown} <{email}>"
    return f"{encode_word(name, charset, how)} <{email}>"


def transfer(text: str, charset: str, encoding: str) -> str:
    """A part's body in its transfer encoding, as CRLF text (8bit bodies stay raw bytes,
    decoded as latin-1 so that the caller can join them with the rest)."""
    data = text.replace("\r\n", "\n").replace("\n", "\r\n").encode(charset)
    if encoding == "base64":
        b64 = base64.b64encode(data).decode()
        return CRLF.join(b64[i:i + 76] for i in range(0, len(b64), 76)) + CRLF
    if encoding == "quoted-printable":
        lines = data.split(b"\r\n")
        encoded = [quopri.encodestring(line, quotetabs=False).replace(b"\n", b"\r\n")
                   for line in lines]
        return b"\r\n".join(encoded).decode("ascii") + ("" if data.endswith(b"\r\n") else CRLF)
    body = data.decode("latin-1")
    return body if body.endswith(CRLF) else body + CRLF


def pick_encoding(text: str, plain_choice: str = "7bit", other: str = "quoted-printable"
                  ) -> str:
    """7bit when every character is ASCII and no line is long, else the program's choice."""
    ascii_only = all(ord(c) < 128 for c in text)
    short = all(len(line) <= 76 for line in text.split("\n"))
    return plain_choice if ascii_only and short else other


@dataclass
class Part:
    """A leaf part (text) or a multipart with children."""
    ctype: str
    body: str = ""
    charset: str | None = None
    encoding: str = "7bit"
    params: str = ""             # extra Content-Type parameters ("format=flowed")
    children: tuple[Part, ...] = ()
    boundary: str = ""
    extra_headers: tuple[tuple[str, str], ...] = ()
    charset_quoted: bool = True  # charset="UTF-8" (Gmail, Outlook) or charset=utf-8

    def render(self) -> str:
        head = self.headers()
        return CRLF.join(f"{k}: {v}" for k, v in head) + CRLF + CRLF + self.payload()

    def headers(self) -> list[tuple[str, str]]:
        ctype = self.ctype
        if self.charset:
            cs = f'"{self.charset}"' if self.charset_quoted else self.charset
            ctype += f"; charset={cs}"
        if self.params:
            ctype += f"; {self.params}"
        if self.children:
            ctype += f'; boundary="{self.boundary}"'
        out = [("Content-Type", ctype)]
        if not self.children:
            out.append(("Content-Transfer-Encoding", self.encoding))
        return [*out, *self.extra_headers]

    def payload(self) -> str:
        if not self.children:
            return transfer(self.body, self.charset or "us-ascii", self.encoding)
        chunks = []
        for child in self.children:
            chunks.append(f"--{self.boundary}{CRLF}{child.render()}")
        return CRLF.join(chunks) + f"{CRLF}--{self.boundary}--{CRLF}"


def message(headers: list[tuple[str, str]], root: Part) -> bytes:
    """Headers then the root part's own headers and body: the raw message."""
    lines = [f"{k}: {v}" for k, v in headers]
    lines += [f"{k}: {v}" for k, v in root.headers()]
    text = CRLF.join(lines) + CRLF + CRLF + root.payload()
    return text.encode("latin-1")


class Ids:
    """Message ids, boundaries and dates drawn from the mail's own random source."""

    def __init__(self, rng: Random) -> None:
        self.rng = rng

    def hex(self, n: int) -> str:
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n))

    def alnum(self, n: int, upper: bool = True) -> str:
        pool = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        pool = pool if upper else pool[26:]
        return "".join(self.rng.choice(pool) for _ in range(n))

    def uuid(self, upper: bool = False) -> str:
        h = self.hex(32)
        u = f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"
        return u.upper() if upper else u

    def digits(self, n: int) -> str:
        return "".join(self.rng.choice("0123456789") for _ in range(n))

    def b64(self, n: int) -> str:
        return base64.b64encode(binascii.unhexlify(self.hex(2 * n))).decode()[:n]


def rfc_date(when: dt.datetime, zone_minutes: int = 60) -> str:
    local = when + dt.timedelta(minutes=zone_minutes)
    sign = "+" if zone_minutes >= 0 else "-"
    hh, mm = divmod(abs(zone_minutes), 60)
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][local.weekday()]
    month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
             "Dec"][local.month - 1]
    return (f"{days}, {local.day} {month} {local.year} {local:%H:%M:%S} "
            f"{sign}{hh:02d}{mm:02d}")
