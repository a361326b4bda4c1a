"""A held-out mail's raw bytes: the client's parts (``clients.py``) under its headers, with the
quirks some senders really have (a UTF-8 body labelled ISO-8859-1, a NUL byte after a
heading, a plain part that is only a stub)."""

from __future__ import annotations

from email.utils import format_datetime

from tools.devset2 import mime
from tools.devset2.clients import CLIENTS, STUB, Context, composed, html_text, plain_text
from tools.devset2.mime import CRLF, Leaf, Multi
from tools.devset2.model import Box, Mail

REPLY = {"outlook": {"de": "AW: ", "fr": "RE\u00a0: ", "it": "R: ", "es": "RE: ", "nl": "RE: ",
                     "en": "RE: "},
         "gmx": {"de": "Aw: ", "en": "Re: "},
         "samsung": {"de": "AW: "}}
FORWARD = {"outlook": {"de": "WG: ", "fr": "TR\u00a0: ", "it": "I: ", "es": "RV: ",
                       "nl": "FW: ", "en": "FW: "},
           "gmx": {"de": "Wg: ", "en": "Fwd: "},
           "samsung": {"de": "WG: "}}


ASCII_LABEL = {"outlook-desktop", "outlook-web", "apple"}


def subject_of(mail: Mail, ctx: Context) -> str:
    if mail.subject or mail.quote is None:
        return mail.subject
    family = CLIENTS[mail.client].family
    group = ("outlook" if family.startswith("outlook") else "gmx" if family in ("gmx", "webde")
             else "samsung" if family == "samsung" else "")
    table = FORWARD if mail.posting == "forward" else REPLY
    default = "Fwd: " if mail.posting == "forward" else "Re: "
    prefix = table.get(group, {}).get(mail.language, default)
    return prefix + ctx.quoted_subject


def _charset(label: str) -> str:
    return label.split(";")[0].strip('"')


def _encoding(choice: str, payload: bytes) -> str:
    ascii_only = all(b < 128 for b in payload)
    return {"qp": "quoted-printable", "b64": "base64",
            "8bit": "7bit" if ascii_only else "8bit",
            "7bit-or-qp": "7bit" if ascii_only else "quoted-printable"}[choice]


def _nul_after_heading(mail: Mail, text: str) -> str:
    heading = next((p.heading for p in mail.parts if isinstance(p, Box) and p.heading), None)
    if heading is None:
        return text
    return text.replace(heading + "\n", heading + "\x00\n", 1)


def parts(mail: Mail, ctx: Context) -> Leaf | Multi:
    client = CLIENTS[mail.client]
    c = composed(mail, ctx)
    plain = "\n".join(plain_text(mail, c)) + "\n"
    mode = client.html if mail.html == "auto" else mail.html
    label = client.plain_charset
    if mime.fits(plain, "ascii") and client.family in ASCII_LABEL:  # their "us-ascii" habit
        label = label.replace(_charset(label), "us-ascii")
    charset = _charset(label)
    if not mime.fits(plain, charset):
        label, charset = label.replace(charset, "utf-8"), "utf-8"
    if "nul-after-heading" in mail.quirks:
        plain = _nul_after_heading(mail, plain)
    payload = plain.replace("\n", "\r\n").encode(charset)
    declared = label
    if "mislabelled-charset" in mail.quirks:  # UTF-8 bytes sent as ISO-8859-1
        payload = plain.replace("\n", "\r\n").encode("utf-8")
        declared = label.replace(charset, "ISO-8859-1")
    if "cp1252-as-utf8" in mail.quirks:  # Windows-1252 bytes sent as UTF-8
        payload = plain.replace("\n", "\r\n").encode("cp1252")
        declared = "UTF-8"
    text_leaf = Leaf(f"text/plain; charset={declared}", _encoding(client.plain_enc, payload),
                     payload)
    if mode == "plain":
        return text_leaf
    html_cs = "utf-8" if client.family == "outlook-mobile" else charset
    html = html_text(mail, c, ctx, html_cs)
    if not mime.fits(html, html_cs):
        html_cs = "utf-8"
    if "nul-after-heading" in mail.quirks:
        heading = next(p.heading for p in mail.parts if isinstance(p, Box) and p.heading)
        html = html.replace(heading, heading + "\x00", 1)
    html_payload = html.encode(html_cs)
    html_label = f'"{html_cs}"' if label.startswith('"') else html_cs
    if "mislabelled-charset" in mail.quirks:
        html_payload, html_label = html.encode("utf-8"), "ISO-8859-1"
    if "cp1252-as-utf8" in mail.quirks:
        html_payload, html_label = html.encode("cp1252"), "UTF-8"
    html_leaf = Leaf(f"text/html; charset={html_label}",
                     _encoding(client.plain_enc, html_payload), html_payload)
    if mode == "only":
        return html_leaf
    if mode == "stub":
        stub = STUB.get(mail.language, STUB["en"]) + "\r\n"
        text_leaf = Leaf('text/plain; charset="UTF-8"', "quoted-printable", stub.encode())
    return Multi("alternative", mime.boundary(ctx.rng, client.boundary), [text_leaf, html_leaf])


def headers(mail: Mail, ctx: Context, body: Leaf | Multi) -> list[tuple[str, str]]:
    p = mail.persona
    client = CLIENTS[mail.client]
    family = client.family
    domain = p.email.split("@")[1]
    sender = mime.address(p.name, p.email, style="B" if family in ("apple", "iphone",
                                                                    "samsung") else "Q")
    subject = mime.header_word(subject_of(mail, ctx),
                               style="B" if family in ("apple", "iphone") else "Q")
    date = format_datetime(ctx.sent)
    if family == "gmail":
        date = date.replace(f" 0{ctx.sent.day} ", f" {ctx.sent.day} ")
    mid = mime.message_id(ctx.rng, family, domain)
    reply = []
    if mail.quote is not None and mail.posting != "forward" and ctx.quoted_id:
        reply = [("In-Reply-To", ctx.quoted_id), ("References", ctx.quoted_id)]
    if isinstance(body, Multi):
        ctype = f'multipart/{body.subtype};{CRLF} boundary="{body.boundary}"'
        cte: list[tuple[str, str]] = []
    else:
        ctype, cte = body.content_type, [("Content-Transfer-Encoding", body.encoding)]
    common = {"From": sender, "To": ctx.to, "Subject": subject, "Date": date,
              "Message-ID": mid, "MIME-Version": "1.0", "Content-Type": ctype}
    order: list[tuple[str, str]]
    if family == "gmail":
        order = [("MIME-Version", "1.0"), *reply, ("From", sender), ("Date", date),
                 ("Message-ID", mid), ("Subject", subject), ("To", ctx.to)]
    elif family == "thunderbird":
        order = [("Message-ID", mid), ("Date", date), ("MIME-Version", "1.0"),
                 ("User-Agent", "Mozilla Thunderbird"), ("Subject", subject), ("To", ctx.to),
                 *reply[1:], ("Content-Language", {"de": "de-DE", "fr": "fr", "nl": "nl"}.get(
                     mail.language, "en-US")), ("From", sender), *reply[:1]]
    elif family in ("apple", "iphone"):
        build = "3826.400.131.1.6"
        mv = "1.0 (1.0)" if family == "iphone" else f"1.0 (Mac OS X Mail 16.0 \\({build}\\))"
        mailer = "iPhone Mail (22D82)" if family == "iphone" else f"Apple Mail (2.{build})"
        order = [("Content-Type", ctype), *cte, ("From", sender), ("Mime-Version", mv),
                 ("Subject", subject), ("Date", date), *reply[1:], *reply[:1], ("To", ctx.to),
                 ("Message-Id", mid), ("X-Mailer", mailer), *mail.extra_headers]
        return order
    elif family.startswith("outlook"):
        order = [("From", sender), ("To", ctx.to), ("Subject", subject),
                 ("Thread-Topic", mime.header_word(subject_of(mail, ctx).split(": ", 1)[-1])),
                 ("Thread-Index", "AQH" + "".join(ctx.rng.choice("ABCDEFGHabcdefgh0123456789+/")
                                                  for _ in range(29))),
                 ("Date", date), ("Message-ID", mid), *reply,
                 ("Accept-Language", "de-DE, en-US" if mail.language == "de" else "en-US"),
                 ("Content-Language", {"de": "de-DE", "fr": "fr-FR", "nl": "nl-NL"}.get(
                     mail.language, "en-US")), ("X-MS-Has-Attach", ""),
                 ("X-MS-TNEF-Correlator", "")]
        if family == "outlook-desktop":
            order.append(("X-Mailer", "Microsoft Outlook 16.0"))
        order.append(("MIME-Version", "1.0"))
    elif family.startswith("yahoo"):
        mailer = "WebService/1.1.23369 " + ("YahooMailAndroidMobile" if "android" in family
                                            else "YMailNorrin")
        order = [("Date", date), ("From", sender), ("To", ctx.to), ("Message-ID", mid),
                 *reply, ("Subject", subject), ("MIME-Version", "1.0"),
                 ("X-Mailer", mailer)]
    elif family in ("gmx", "webde"):
        order = [("MIME-Version", "1.0"), ("Message-ID", mid), ("From", sender),
                 ("To", ctx.to), ("Subject", subject), ("Date", date), ("Importance", "normal"),
                 ("Sensitivity", "Normal"), *reply, ("X-Priority", "3"),
                 ("X-UI-Message-Type", "mail")]
    elif family == "k9":
        order = [("MIME-Version", "1.0"), *reply, ("User-Agent", "K-9 Mail for Android"),
                 ("Subject", subject), ("From", sender), ("Date", date), ("To", ctx.to),
                 ("Message-ID", mid)]
    else:
        order = [(k, v) for k, v in common.items() if k != "Content-Type"]
        order[5:5] = reply
    return [*order, *mail.extra_headers, ("Content-Type", ctype), *cte]


def build(mail: Mail, ctx: Context) -> bytes:
    if mail.raw_override is not None:
        return mail.raw_override
    body = parts(mail, ctx)
    head = "".join(f"{k}: {v}{CRLF}" if v else f"{k}:{CRLF}" for k, v in
                   headers(mail, ctx, body))
    if isinstance(body, Multi):
        text = head + CRLF + mime.multi_text(body)
    else:
        text = head + CRLF + mime.encode_payload(body.payload, body.encoding)
    return text.encode("latin-1")
