"""The MIME of the programs beside Gmail, Outlook and Apple's: Thunderbird (and the old
webmailer that mislabels its charset), Yahoo, Proton, K-9, FairEmail, Samsung Email and
GMX/web.de."""

from __future__ import annotations

import datetime as dt

from tools.devset3 import html as H
from tools.devset3.draft import Draft
from tools.devset3.mime import Ids, Part, pick_encoding, rfc_date


def flowed(text: str, width: int = 72) -> str:
    """format=flowed (RFC 3676): long lines broken at spaces, each broken line ending in a
    space; quoted lines keep their '>' and are broken the same way."""
    out = []
    for line in text.split("\n"):
        if line == "-- " or len(line) <= width:
            out.append(line.rstrip(" ") if line != "-- " else line)
            continue
        prefix = ""
        while line.startswith(">"):
            prefix += ">"
            line = line[1:]
        if prefix and line.startswith(" "):
            prefix += " "
            line = line[1:]
        words = line.split(" ")
        current = ""
        for word in words:
            if current and len(prefix) + len(current) + len(word) + 1 > width:
                out.append(prefix + current + " ")
                current = word
            else:
                current = f"{current} {word}" if current else word
        out.append(prefix + current)
    return "\n".join(out)


def others(d: Draft, ids: Ids, when: dt.datetime, plain: str, own: list[str], sig: list[str],
           footer: str | None, attribution: str, quoted_html: str, header: list[str]
           ) -> tuple[Part, list[tuple[str, str]], str]:
    client = d.client
    domain = d.who.email.split("@")[1]
    if client in ("thunderbird", "legacy-webmail"):
        mid = f"<{ids.uuid()}@{domain}>"
        heads = [("Message-ID", mid), ("Date", rfc_date(when)), ("MIME-Version", "1.0"),
                 ("User-Agent", "Mozilla Thunderbird"),
                 ("Content-Language", "de-DE" if d.lang == "de" else "en-GB")]
        if client == "legacy-webmail":
            # Declares ISO-8859-1 and sends the UTF-8 bytes it was given (issue 21's case).
            heads = [("Message-ID", mid), ("Date", rfc_date(when)), ("MIME-Version", "1.0"),
                     ("X-Mailer", "SquirrelMail/1.4.22")]
            part = Part("text/plain", "", "iso-8859-1", "8bit", charset_quoted=False)
            part.body = plain.encode("utf-8").decode("latin-1")
            part.charset = "iso-8859-1"
            return _Raw(part), heads, mid
        if d.html_extra.get("html"):
            html = H.thunderbird(own, sig, attribution, quoted_html, mid.strip("<>"))
            root = Part("multipart/alternative", children=(
                Part("text/plain", flowed(plain), "UTF-8", pick_encoding(plain, "7bit", "8bit"),
                     params="format=flowed", charset_quoted=False),
                Part("text/html", html, "UTF-8", pick_encoding(html, "7bit", "8bit"),
                     charset_quoted=False)),
                boundary="------------" + ids.alnum(24))
            return root, heads, mid
        text = flowed(plain)
        return Part("text/plain", text, "UTF-8", pick_encoding(text, "7bit", "8bit"),
                    params="format=flowed", charset_quoted=False), heads, mid
    if client in ("yahoo-web", "yahoo-android"):
        mid = f"<{ids.digits(10)}.{ids.digits(7)}.{ids.digits(13)}@mail.yahoo.com>"
        heads = [("Date", rfc_date(when, 0)), ("Message-ID", mid), ("MIME-Version", "1.0")]
        if client == "yahoo-android":
            heads.append(("X-Mailer", "WebService/1.1.23187 YMailNorrin"))
        else:
            heads.append(("X-Mailer", "WebService/1.1.23187 YMailNovation"))
        html = H.yahoo(own, attribution, quoted_html, ids.hex(8))
        root = Part("multipart/alternative", children=(
            Part("text/plain", plain, "UTF-8", "quoted-printable"),
            Part("text/html", html, "UTF-8", "quoted-printable")),
            boundary=f"----=_Part_{ids.digits(7)}_{ids.digits(9)}.{ids.digits(13)}")
        return root, heads, mid
    if client == "proton":
        mid = f"<{ids.alnum(40)}{ids.alnum(20)}=@proton.me>"
        heads = [("Date", rfc_date(when, 0)), ("Message-ID", mid),
                 ("Feedback-ID", f"{ids.digits(8)}:user:proton"),
                 ("X-Pm-Message-ID", ids.alnum(40)), ("MIME-Version", "1.0")]
        html = H.proton([x for x in own if x not in (footer or "").split("\n")],
                        footer or "", attribution, quoted_html)
        root = Part("multipart/alternative", children=(
            Part("text/plain", plain, "utf-8", "quoted-printable", charset_quoted=False),
            Part("text/html", html, "utf-8", "base64", charset_quoted=False)),
            boundary="b1_" + ids.alnum(40))
        return root, heads, mid
    if client == "samsung":
        mid = f"<{ids.hex(8)}-{ids.hex(4)}@email.android.com>"
        heads = [("Date", rfc_date(when)), ("Message-ID", mid), ("MIME-Version", "1.0"),
                 ("Importance", "normal"), ("X-Priority", "3")]
        html = H.samsung([x for x in own if x != footer], footer or "", header, quoted_html)
        root = Part("multipart/alternative", children=(
            Part("text/plain", plain, "UTF-8", "base64"),
            Part("text/html", html, "UTF-8", "base64")),
            boundary=f"--_com.samsung.android.email_{ids.digits(15)}")
        return root, heads, mid
    if client in ("k9", "fairemail"):
        mid = f"<{ids.hex(8).upper()}-{ids.hex(4).upper()}@{domain}>"
        heads = [("Date", rfc_date(when)), ("Message-ID", mid), ("MIME-Version", "1.0")]
        if client == "k9":
            heads.append(("User-Agent", "K-9 Mail for Android"))
            return Part("text/plain", plain, "UTF-8", pick_encoding(plain)), heads, mid
        html = H.fairemail(own, attribution, quoted_html)
        root = Part("multipart/alternative", children=(
            Part("text/plain", plain, "UTF-8", pick_encoding(plain)),
            Part("text/html", html, "UTF-8", "quoted-printable")),
            boundary=f"----=_Part_{ids.digits(7)}_{ids.digits(9)}.{ids.digits(13)}")
        heads.append(("User-Agent", "FairEmail"))
        return root, heads, mid
    # GMX sends HTML only; web.de (set to plain text by this player) plain only.
    app = "gmx" if client == "gmx-web" else "webde"
    mid = f"<trinity-{ids.uuid()}-{ids.digits(13)}@3c-app-{app}-bap{ids.digits(2)}>"
    heads = [("MIME-Version", "1.0"), ("Message-ID", mid), ("Date", rfc_date(when)),
             ("Importance", "normal"), ("Sensitivity", "Normal"),
             ("X-Priority", "3"), ("X-UI-Message-Type", "mail")]
    if client == "gmx-web":
        html = H.gmx(own, sig, header, quoted_html)
        return Part("text/html", html, "UTF-8", "quoted-printable"), heads, mid
    return Part("text/plain", plain, "UTF-8", pick_encoding(plain)), heads, mid


class _Raw(Part):
    """A part whose body is already the bytes to send (decoded as latin-1)."""

    def __init__(self, part: Part) -> None:
        super().__init__(part.ctype, part.body, part.charset, part.encoding,
                         charset_quoted=False)

    def payload(self) -> str:
        body = self.body.replace("\n", "\r\n")
        return body if body.endswith("\r\n") else body + "\r\n"
