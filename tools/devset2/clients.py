"""Each mail program's message as it leaves the player's device: headers in its order, its
charset and transfer encoding, plain and/or HTML parts, the quote of the mail it answers in
its own style, its signature and phone footer. ``build(mail, context)`` returns the bytes."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass

from tools.devset2 import htmlparts, quoting
from tools.devset2.htmlparts import Composed
from tools.devset2.model import Mail


@dataclass(frozen=True)
class Client:
    family: str  # message-id and HTML flavour
    html: str  # plain | alt | only: what it sends by default
    plain_charset: str
    plain_enc: str  # qp | b64 | 8bit | 7bit-or-qp
    quote: str  # gt | gt-tight | apple | outlook | outlook-rule | outlook-classic | yahoo | gmx
    boundary: str


CLIENTS: dict[str, Client] = {
    "gmail-web": Client("gmail", "alt", '"UTF-8"', "7bit-or-qp", "gt", "gmail"),
    "gmail-android": Client("gmail", "alt", '"UTF-8"', "7bit-or-qp", "gt", "gmail"),
    "gmail-ios": Client("gmail", "alt", '"UTF-8"', "7bit-or-qp", "gt", "gmail"),
    "outlook-desktop": Client("outlook-desktop", "alt", '"iso-8859-1"', "qp", "outlook",
                              "outlook"),
    "outlook-desktop-plain": Client("outlook-desktop", "plain", '"iso-8859-1"', "qp",
                                    "outlook-classic", "outlook"),
    "outlook-web": Client("outlook-web", "alt", '"iso-8859-1"', "qp", "outlook-rule",
                          "outlook"),
    "outlook-ios": Client("outlook-mobile", "alt", '"utf-8"', "b64", "outlook-rule", "outlook"),
    "outlook-android": Client("outlook-mobile", "alt", '"utf-8"', "b64", "outlook-rule",
                              "outlook"),
    "thunderbird": Client("thunderbird", "plain", "UTF-8; format=flowed", "8bit", "gt",
                          "thunderbird"),
    "thunderbird-html": Client("thunderbird", "alt", "UTF-8; format=flowed", "8bit", "gt",
                               "thunderbird"),
    "apple-mail": Client("apple", "plain", "utf-8", "qp", "apple", "apple"),
    "apple-mail-html": Client("apple", "alt", "utf-8", "qp", "apple", "apple"),
    "iphone": Client("iphone", "plain", "utf-8", "qp", "apple", "apple"),
    "yahoo-web": Client("yahoo-web", "alt", "UTF-8", "qp", "yahoo", "yahoo"),
    "yahoo-android": Client("yahoo-android", "alt", "UTF-8", "qp", "yahoo", "yahoo"),
    "gmx-web": Client("gmx", "only", "UTF-8", "qp", "gmx", "other"),
    "webde-web": Client("webde", "only", "UTF-8", "qp", "gmx", "other"),
    "gmx-android": Client("gmx-android", "plain", "UTF-8", "qp", "gt", "other"),
    "webde-android": Client("webde-android", "plain", "UTF-8", "qp", "gt", "other"),
    "proton": Client("proton", "alt", "utf-8", "qp", "gt", "other"),
    "samsung": Client("samsung", "alt", "utf-8", "b64", "samsung", "samsung"),
    "k9": Client("k9", "plain", "UTF-8", "qp", "gt-tight", "other"),
    "fairemail": Client("fairemail", "alt", "UTF-8", "qp", "gt", "other"),
    "webmail-plainstub": Client("stub", "stub", "UTF-8", "qp", "gt", "other"),
    # A mail server's own auto-reply (iCloud, web.de): plain text, no program behind it.
    "server-autoreply": Client("server", "plain", "utf-8", "7bit-or-qp", "gt", "other"),
}


@dataclass
class Context:
    """Where the mail goes and what it answers; ``quoted`` is the answered mail's text."""

    to: str
    sent: dt.datetime
    rng: random.Random
    quoted: list[str]
    quoted_subject: str = ""
    quoted_from: tuple[str, str] = ("Gamemaster", "gamemaster@pbem.example.org")
    quoted_when: dt.datetime | None = None
    quoted_id: str = ""


def attribution(mail: Mail, ctx: Context) -> list[str]:
    """The lines above the quote (or forward) in this program's style and language."""
    lang, when = mail.language, ctx.quoted_when or ctx.sent
    name, addr = ctx.quoted_from
    me = mail.persona.email
    family = CLIENTS[mail.client].family
    if mail.posting == "forward":
        return quoting.forward_header(mail.client, when, f"{name} <{addr}>", me,
                                      ctx.quoted_subject, lang)
    style = CLIENTS[mail.client].quote
    if style in ("outlook", "outlook-rule", "outlook-classic"):
        return quoting.outlook_block(when, f"{name} <{addr}>", me, ctx.quoted_subject, lang,
                                     classic=style == "outlook-classic",
                                     rule=style == "outlook-rule")
    if style == "gmx":
        return quoting.gmx_block(when, f'"{name}" <{addr}>', me, ctx.quoted_subject, lang)
    if style == "samsung":
        return quoting.samsung_block(when, f"{name} <{addr}>", me, ctx.quoted_subject, lang)
    if family == "gmail":
        line = quoting.gmail_attribution(when, name, addr, lang)
        if "wrapped-attribution" in mail.quirks:  # Gmail's plain part breaks it near 78
            cut = line.rfind(" ", 0, 76)
            return [line[:cut], line[cut + 1:]]
        return [line]
    if family in ("apple", "iphone"):
        return [quoting.apple_attribution(when, name, addr, lang)]
    if family == "thunderbird":
        return [quoting.thunderbird_attribution(when, name, lang)]
    if family == "yahoo-web":
        return [quoting.yahoo_web_attribution(when, name, addr, lang)]
    if family == "yahoo-android":
        return [quoting.yahoo_android_attribution(when, name, addr, lang)]
    if family == "proton":
        return quoting.proton_attribution(when, name, addr, lang)
    if family in ("k9", "gmx-android", "webde-android"):
        return [quoting.k9_attribution(when, name, addr, lang)]
    return [quoting.fairemail_attribution(when, name, addr, lang)]


def quote_plain(style: str, head: list[str], quoted: list[str], forward: bool) -> list[str]:
    if forward and style not in ("apple",):
        return [*head, *quoted]
    if style == "gt":
        return [*head, "", *[f"> {q}" if q else ">" for q in quoted]]
    if style == "gt-tight":
        return [*head, *[f">{q}" for q in quoted]]
    if style == "apple":
        if forward:
            return [*head, *[f"> {q}" if q else ">" for q in quoted]]
        return [*[f"> {h}" for h in head], "> ", *[f"> {q}" if q else "> " for q in quoted]]
    if style == "yahoo":
        return [f"    {head[0]}  ", " ", *[f" {q}" if q else " " for q in quoted]]
    return [*head, "", *quoted]


def flowed(lines: list[str], width: int = 72) -> list[str]:
    """format=flowed (RFC 3676): long lines broken after a space, which stays at the end."""
    out = []
    for line in lines:
        if line == "-- ":
            out.append(line)
            continue
        prefix = ">" * (len(line) - len(line.lstrip(">"))) if line.startswith(">") else ""
        rest = line[len(prefix):]
        if prefix and rest.startswith(" "):
            prefix, rest = prefix + " ", rest[1:]
        while len(prefix) + len(rest) > width and " " in rest[:width - len(prefix)]:
            cut = rest.rfind(" ", 0, width - len(prefix))
            out.append(prefix + rest[:cut + 1])
            rest = rest[cut + 1:]
        out.append(prefix + rest)
    return out


SIG_MARKED = ("gmail", "thunderbird", "k9", "fairemail", "gmx", "webde")


def composed(mail: Mail, ctx: Context) -> Composed:
    from tools.devset2 import people

    sig = mail.signature if mail.signature is not None else mail.persona.signature
    footer = quoting.phone_footer(mail.client, mail.language) if mail.footer else None
    if mail.client == "iphone" and sig:  # a signature set on the phone replaces the footer
        footer = None
    if mail.client == "k9" and mail.footer:
        sig = [*(sig or []), people.k9_footer(mail.language)]
    head = attribution(mail, ctx) if mail.quote else []
    return Composed(typed=mail.typed(), signature=list(sig or []), footer=footer,
                    quote_head=head, quoted=ctx.quoted if mail.quote else [],
                    posting=mail.posting)


def plain_text(mail: Mail, c: Composed) -> list[str]:
    client = CLIENTS[mail.client]
    own = list(c.typed)
    if c.signature:  # "-- " where the program writes it; Outlook, Apple, Yahoo do not
        marked = mail.client.startswith(SIG_MARKED)
        own += ["", "-- ", *c.signature] if marked else ["", *c.signature]
    if c.footer and mail.client != "proton":
        own += ["", c.footer]
    if mail.client == "proton":
        own += ["", "Sent with [Proton Mail](https://proton.me/mail/home) secure email."]
    if not c.quote_head:
        lines = own
    else:
        quote = quote_plain(client.quote, c.quote_head, c.quoted, mail.posting == "forward")
        lines = [*quote, "", *own] if mail.posting == "bottom" else [*own, "", "", *quote]
    if "flowed" in client.plain_charset:
        lines = flowed(lines)
    return lines


def html_text(mail: Mail, c: Composed, ctx: Context, charset: str) -> str:
    family = CLIENTS[mail.client].family
    if family == "gmail":
        return htmlparts.gmail(c, mobile=mail.client != "gmail-web")
    if family == "outlook-desktop":
        return htmlparts.outlook_desktop(c, charset)
    if family in ("outlook-web", "outlook-mobile"):
        link = {"outlook-ios": "https://aka.ms/o0ukef", "outlook-android":
                "https://aka.ms/AAb9ysg"}.get(mail.client, "")
        return htmlparts.outlook_web(c, charset, mobile=link)
    if family == "thunderbird":
        return htmlparts.thunderbird(c, ctx.quoted_id.strip("<>"))
    if family in ("apple", "iphone"):
        return htmlparts.apple(c, phone=family == "iphone")
    if family.startswith("yahoo"):
        ident = "".join(ctx.rng.choice("0123456789abcdef") for _ in range(12))
        return htmlparts.yahoo(c, ident, android=c.footer or "" if "android" in family else "")
    if family in ("gmx", "webde"):
        return htmlparts.gmx(c)
    if family == "proton":
        return htmlparts.proton(c)
    if family == "samsung":
        return htmlparts.samsung(c)
    return htmlparts.fairemail(c)


STUB = {"de": "Diese Nachricht enthält HTML. Bitte verwenden Sie ein E-Mail-Programm, das "
              "HTML-Nachrichten anzeigen kann.",
        "en": "This message is in HTML format. Please use an HTML-capable mail program to "
              "read it."}
