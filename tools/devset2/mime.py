"""MIME building blocks written by hand, so each program's habits show in the bytes: its
charset labels, transfer encodings, boundaries, header order and RFC 2047 words."""

from __future__ import annotations

import base64
import quopri
import random
from dataclasses import dataclass

CRLF = "\r\n"


@dataclass
class Leaf:
    content_type: str  # e.g. 'text/plain; charset="UTF-8"'
    encoding: str  # 7bit 8bit quoted-printable base64
    payload: bytes  # the decoded bytes (already in the part's charset)
    extra: tuple[tuple[str, str], ...] = ()


@dataclass
class Multi:
    subtype: str  # alternative mixed related report
    boundary: str
    parts: list[Leaf | Multi]
    params: str = ""


def fits(text: str, charset: str) -> bool:
    try:
        text.encode(charset)
    except UnicodeEncodeError:
        return False
    return True


def encode_payload(payload: bytes, encoding: str) -> str:
    if encoding == "base64":
        data = base64.b64encode(payload).decode("ascii")
        return CRLF.join(data[i:i + 76] for i in range(0, len(data), 76)) + CRLF
    if encoding == "quoted-printable":
        # quopri keeps the line breaks of the text (CRLF in, CRLF out) and soft-breaks at 76.
        body = quopri.encodestring(payload.replace(b"\r\n", b"\n"), quotetabs=False)
        return body.decode("ascii").replace("\n", CRLF)
    text = payload.decode("latin-1")  # 7bit/8bit: the bytes as they are
    return text.replace("\r\n", "\n").replace("\n", CRLF)


def leaf_text(leaf: Leaf) -> str:
    head = [f"Content-Type: {leaf.content_type}", f"Content-Transfer-Encoding: {leaf.encoding}",
            *(f"{k}: {v}" for k, v in leaf.extra)]
    return CRLF.join(head) + CRLF + CRLF + encode_payload(leaf.payload, leaf.encoding)


def multi_text(multi: Multi, *, preamble: str = "") -> str:
    out = [preamble] if preamble else []
    for part in multi.parts:
        out.append(f"--{multi.boundary}{CRLF}")
        if isinstance(part, Multi):
            out.append(f'Content-Type: multipart/{part.subtype};{CRLF} boundary="{part.boundary}"'
                       f"{part.params}{CRLF}{CRLF}")
            out.append(multi_text(part))
        else:
            out.append(leaf_text(part))
        if not out[-1].endswith(CRLF):
            out.append(CRLF)
    out.append(f"--{multi.boundary}--{CRLF}")
    return "".join(out)


def header_word(text: str, *, charset: str = "UTF-8", style: str = "Q") -> str:
    """An RFC 2047 encoded word when the text is not ASCII (one word per 40 chars)."""
    if fits(text, "ascii"):
        return text
    words = []
    for i in range(0, len(text), 30):
        chunk = text[i:i + 30].encode(charset)
        if style == "B":
            words.append(f"=?{charset}?B?{base64.b64encode(chunk).decode('ascii')}?=")
        else:
            enc = "".join(chr(b) if (48 <= b <= 57 or 65 <= b <= 90 or 97 <= b <= 122)
                          else "_" if b == 32 else f"={b:02X}" for b in chunk)
            words.append(f"=?{charset}?Q?{enc}?=")
    return f"{CRLF} ".join(words)


def address(name: str, addr: str, *, charset: str = "UTF-8", style: str = "Q",
            quote: bool = False) -> str:
    if not name:
        return addr
    if fits(name, "ascii"):
        shown = f'"{name}"' if quote or any(c in name for c in ",.()") else name
        return f"{shown} <{addr}>"
    return f"{header_word(name, charset=charset, style=style)} <{addr}>"


def boundary(rng: random.Random, style: str) -> str:
    hexes = "0123456789abcdef"
    if style == "gmail":
        return "0000000000" + "".join(rng.choice(hexes) for _ in range(18))
    if style == "outlook":
        tail = "".join(rng.choice("ABCDEF0123456789") for _ in range(24))
        return f"_000_{tail}eurprd07prodoutlook_"
    if style == "apple":
        return "Apple-Mail=_" + uuid(rng).upper()
    if style == "thunderbird":
        return "------------" + "".join(rng.choice("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef")
                                        for _ in range(24))
    if style == "yahoo":
        return "----=_Part_" + f"{rng.randrange(10**6, 10**7)}_{rng.randrange(10**8, 10**9)}." \
                               f"{rng.randrange(10**12, 10**13)}"
    if style == "samsung":
        return "--_com.samsung.android.email_" + str(rng.randrange(10**15, 10**16))
    return "b1=_" + "".join(rng.choice("0123456789abcdefghijklmnopqrstuvwxyz")
                            for _ in range(40))


def uuid(rng: random.Random) -> str:
    h = "".join(rng.choice("0123456789abcdef") for _ in range(32))
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{h[16:20]}-{h[20:]}"


def message_id(rng: random.Random, family: str, domain: str) -> str:
    alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    if family == "gmail":
        return "<CA" + "".join(rng.choice(alnum + "+_-=") for _ in range(44)) + \
               "@mail.gmail.com>"
    if family in ("outlook-web", "outlook-mobile"):
        box = "".join(rng.choice("ABCDEF0123456789") for _ in range(4))
        return f"<AS8PR07MB{box}{rng.randrange(10**9, 10**10):X}@AS8PR07MB{box}." \
               f"eurprd07.prod.outlook.com>"
    if family == "outlook-desktop":
        return f"<000{rng.randrange(16):x}01dc{rng.randrange(16**4):04x}$" \
               f"{rng.randrange(16**8):08x}${rng.randrange(16**8):08x}$@{domain}>"
    if family in ("apple", "iphone"):
        return f"<{uuid(rng).upper()}@{domain}>"
    if family.startswith("yahoo"):
        return f"<{rng.randrange(10**9, 10**10)}.{rng.randrange(10**6, 10**7)}." \
               f"{rng.randrange(10**12, 10**13)}@mail.yahoo.com>"
    if family.startswith(("gmx", "webde")):
        host = "3c-app-webde-bs" if "webde" in family else "3c-app-gmx-bap"
        stamp = rng.randrange(10**12, 10**13)
        return f"<trinity-{uuid(rng)}-{stamp}@{host}{rng.randrange(10, 80)}>"
    if family == "proton":
        return "<" + "".join(rng.choice(alnum) for _ in range(60)) + "=@proton.me>"
    if family == "samsung":
        return f"<{rng.randrange(16**15):015x}.{rng.randrange(10**9, 10**10)}@email.android.com>"
    return f"<{uuid(rng)}@{domain}>"
