"""Each mail program's whole message: headers, MIME structure, charset and transfer encoding,
footer, and the way it quotes (top or bottom) or forwards the mail it answers."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from random import Random

from tools.devset3 import html as H
from tools.devset3.clients_more import others as _others
from tools.devset3.draft import Draft
from tools.devset3.mime import (
    Ids,
    Part,
    address,
    encode_word,
    message,
    pick_encoding,
    rfc_date,
)
from tools.devset3.personas import seat_address
from tools.devset3.quoting import ATTRIBUTION, REPLY_PREFIX, forward_block, header_block

FOOTERS = {
    "iphone": {"en": "Sent from my iPhone", "de": "Von meinem iPhone gesendet",
               "it": "Inviato da iPhone", "fr": "Envoyé de mon iPhone",
               "es": "Enviado desde mi iPhone", "nl": "Verstuurd vanaf mijn iPhone"},
    "outlook-mobile": {"en": "Get Outlook for Android<https://aka.ms/AAb9ysg>",
                       "de": "Outlook für Android herunterladen<https://aka.ms/AAb9ysg>",
                       "es": "Obtener Outlook para iOS<https://aka.ms/o0ukef>",
                       "it": "Scarica Outlook per Android<https://aka.ms/AAb9ysg>",
                       "fr": "Télécharger Outlook pour Android<https://aka.ms/AAb9ysg>",
                       "nl": "Outlook voor Android downloaden<https://aka.ms/AAb9ysg>"},
    "yahoo-android": {"en": "Sent from Yahoo Mail on Android",
                      "de": "Von Yahoo Mail auf Android gesendet",
                      "it": "Inviato da Yahoo Mail su Android",
                      "fr": "Envoyé depuis Yahoo Mail pour Android",
                      "es": "Enviado desde Yahoo Mail para Android",
                      "nl": "Verzonden vanuit Yahoo Mail voor Android"},
    "samsung": {"en": "Sent from my Galaxy", "de": "Von meinem Samsung Galaxy Smartphone gesendet.",
                "it": "Inviato dal mio Galaxy", "fr": "Envoyé depuis mon Galaxy",
                "es": "Enviado desde mi Galaxy", "nl": "Verzonden vanaf mijn Galaxy"},
    "proton": {"en": "Sent with Proton Mail secure email.",
               "de": "Gesendet mit Proton Mail sichere E-Mail."},
}
FAMILY = {"gmail-web": "gmail", "gmail-android": "gmail", "gmail-ios": "gmail",
          "apple-mail": "apple", "iphone": "apple", "thunderbird": "thunderbird",
          "yahoo-web": "yahoo", "yahoo-android": "yahoo-android", "proton": "proton",
          "k9": "k9", "fairemail": "fairemail", "outlook-desktop": "outlook",
          "outlook-web": "outlook", "outlook-mobile": "outlook", "samsung": "samsung",
          "gmx-web": "gmx", "webde-web": "gmx", "legacy-webmail": "thunderbird",
          "stub-webmail": "gmail"}
START = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)


class Reports:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.subjects = json.loads((folder / "subjects.json").read_text(encoding="utf-8"))

    def text(self, name: str) -> str:
        return (self.folder / name).read_text(encoding="utf-8")

    def html(self, name: str) -> str:
        return (self.folder / (name[:-4] + ".html")).read_text(encoding="utf-8")


def _footer(client: str, lang: str) -> str | None:
    table = FOOTERS.get(client)
    return table.get(lang, table.get("en")) if table else None


def _quote_plain(d: Draft, reports: Reports, to: str) -> tuple[list[str], str]:
    """The quoted (or forwarded) mail as the program writes it in the plain part, and the
    attribution line (or the header block joined) for the HTML part."""
    name, lang, client = d.quoted, d.lang, d.client
    assert name is not None
    lines = reports.text(name).rstrip("\n").split("\n")
    subject = reports.subjects[name]
    family = FAMILY[client]
    if d.quote_mode == "forward":
        fam = family if family in ("gmail", "apple") else "thunderbird"
        block = forward_block(fam, lang, to, subject)
        return [*block, *lines], "\n".join(block)
    if family in ("outlook", "samsung", "gmx"):
        style = client if family == "outlook" else family
        block = header_block(style, lang, to, subject)
        body = [f"> {x}" if x else ">" for x in lines] if client == "webde-web" else lines
        return [*block, "", *body], "\n".join(block)
    attribution = ATTRIBUTION.get(family, ATTRIBUTION["gmail"])[lang]
    if client == "iphone":
        return [f"> {attribution}", "> ", *[f"> {x}" if x else ">" for x in lines]], attribution
    if family in ("yahoo", "yahoo-android"):  # no ">": the quote is only indented
        return [f"    {attribution}  ", " ", " ", *[f"  {x}" for x in lines]], attribution
    return [attribution, "", *[f"> {x}" if x else ">" for x in lines]], attribution


def compose(d: Draft, reports: Reports, index: int) -> bytes:
    rng = Random(f"mime-{index}")
    ids = Ids(rng)
    who, client, lang = d.who, d.client, d.lang
    family = FAMILY[client]
    to = seat_address(d.key)
    when = START + dt.timedelta(hours=3 + index % 70, minutes=(index * 37) % 60,
                                seconds=(index * 13) % 60)
    typed = d.body().rstrip("\n").split("\n")
    footer = _footer(client, lang)
    if client == "k9" and rng.random() < 0.4:
        footer = ("-- \nDiese Nachricht wurde von meinem Android-Gerät mit K-9 Mail gesendet."
                  if lang == "de" else
                  "-- \nSent from my Android device with K-9 Mail. Please excuse my brevity.")
    # Phone apps and Apple Mail have no configured signature here (only their footer).
    phones = ("iphone", "gmail-android", "gmail-ios", "outlook-mobile", "samsung",
              "yahoo-android")
    sig = list(who.signature) if family != "apple" and client not in phones else []
    own = list(typed)
    if sig and family != "outlook":
        own_plain = [*own, "", "-- ", *sig]
    else:
        own_plain = [*own, "", *sig] if sig else list(own)
    if footer:
        own_plain += ["", *footer.split("\n")]
    quote_lines: list[str] = []
    attribution = ""
    if d.quoted:
        quote_lines, attribution = _quote_plain(d, reports, address(who.name, who.email))
    if not d.quoted:
        plain_lines = own_plain
    elif d.quote_mode == "bottom":
        plain_lines = [*quote_lines, "", *own_plain]
    else:
        plain_lines = [*own_plain, "", *quote_lines]
    plain = "\n".join(plain_lines) + "\n"
    quoted_html = reports.html(d.quoted) if d.quoted else ""
    subject = d.subject
    if d.quoted:
        base = reports.subjects[d.quoted]
        fw = d.quote_mode == "forward"
        if family == "outlook":
            subject = REPLY_PREFIX["outlook"][lang][1 if fw else 0] + base
        elif family == "gmx":
            subject = REPLY_PREFIX["gmx"]["de" if lang == "de" else "en"][1 if fw else 0] + base
        else:
            subject = ("Fwd: " if fw else "Re: ") + base
    return _assemble(d, ids, when, to, subject, plain, own, sig, footer, attribution,
                     quoted_html, quote_lines)


def _assemble(d: Draft, ids: Ids, when: dt.datetime, to: str, subject: str, plain: str,
              own: list[str], sig: list[str], footer: str | None, attribution: str,
              quoted_html: str, quote_lines: list[str]) -> bytes:
    who, client, lang = d.who, d.client, d.lang
    family = FAMILY[client]
    header_lines = [h for h in quote_lines[:8] if ":" in h] if family in ("outlook", "gmx",
                                                                          "samsung") else []
    html_own = [*own] + (["", *footer.split("\n")] if footer and family not in (
        "proton", "samsung") else [])
    heads: list[tuple[str, str]] = []
    root: Part
    mid = ""
    if family == "gmail":
        mid = f"<CA{ids.alnum(2)}{ids.alnum(40)}@mail.gmail.com>"
        heads = [("MIME-Version", "1.0"), ("Date", rfc_date(when)), ("Message-ID", mid)]
        enc = pick_encoding(plain)
        html_text = H.gmail(html_own, sig, attribution, quoted_html)
        plain_part = Part("text/plain", plain, "UTF-8", enc)
        html_part = Part("text/html", html_text, "UTF-8", pick_encoding(html_text))
        if client == "stub-webmail":
            stub = ("Diese Nachricht ist im HTML-Format. Bitte verwenden Sie ein HTML-fähiges "
                    "E-Mail-Programm." if lang == "de" else
                    "This message is in HTML format. Please use an HTML capable mail program.")
            plain_part = Part("text/plain", stub + "\n", "UTF-8", pick_encoding(stub))
            html_part = Part("text/html", H.plain_as_html(plain.rstrip("\n")), "UTF-8",
                             "quoted-printable")
            heads = [("MIME-Version", "1.0"), ("Date", rfc_date(when)),
                     ("Message-ID", f"<{ids.hex(16)}@webmail.example.net>"),
                     ("X-Mailer", "WebMail Pro 7.2")]
        root = Part("multipart/alternative", children=(plain_part, html_part),
                    boundary="000000000000" + ids.hex(12))
    elif family == "outlook":
        charset = _latin_or_utf8(plain)
        enc = "quoted-printable"
        mid = f"<AM9PR07MB{ids.digits(4)}{ids.alnum(8, False).upper()}@AM9PR07MB" \
              f"{ids.digits(4)}.eurprd07.prod.outlook.com>"
        html_text = H.outlook(html_own, sig, header_lines, quoted_html, lang, charset)
        if _latin_or_utf8(html_text) != charset:
            charset = "utf-8"
        locale = {"en": "en-GB", "de": "de-DE", "it": "it-IT", "fr": "fr-FR", "es": "es-ES",
                  "nl": "nl-NL"}[lang]
        heads = [("Thread-Topic", encode_word(subject, charset, "Q")),
                 ("Thread-Index", ids.b64(24) + "=="), ("Date", rfc_date(when, 0)),
                 ("Message-ID", mid), ("Accept-Language", f"{locale}, en-US"),
                 ("Content-Language", locale)]
        if client == "outlook-desktop":
            heads.append(("X-Mailer", "Microsoft Outlook 16.0"))
        heads.append(("MIME-Version", "1.0"))
        boundary = "_000_" + mid.strip("<>").replace("@", "").replace(".", "")[:44] + "_"
        root = Part("multipart/alternative", children=(
            Part("text/plain", plain, charset, enc), Part("text/html", html_text, charset, enc)),
            boundary=boundary)
    elif family == "apple":
        mid = f"<{ids.uuid(True)}@{who.email.split('@')[1]}>"
        if client == "iphone":
            heads = [("X-Mailer", "iPhone Mail (22D82)"), ("Mime-Version", "1.0 (1.0)"),
                     ("Date", rfc_date(when)),
                     ("Message-Id", mid)]
            plain_part = Part("text/plain", plain, "utf-8", pick_encoding(plain),
                              charset_quoted=False)
            if d.quoted:
                html_text = H.iphone(html_own, attribution, quoted_html)
                root = Part("multipart/alternative", children=(
                    plain_part, Part("text/html", html_text, "utf-8", "quoted-printable",
                                     charset_quoted=False)),
                    boundary=f"Apple-Mail-{ids.uuid(True)}")
            else:
                root = plain_part
        else:
            heads = [("Mime-Version", "1.0 (Mac OS X Mail 16.0 \\(3826.400.131.1.6\\))"),
                     ("Date", rfc_date(when)), ("Message-Id", mid),
                     ("X-Mailer", "Apple Mail (2.3826.400.131.1.6)")]
            html_text = H.apple(html_own, sig, attribution, quoted_html)
            root = Part("multipart/alternative", children=(
                Part("text/plain", plain, "utf-8", pick_encoding(plain, other="quoted-printable"),
                     charset_quoted=False),
                Part("text/html", html_text, "utf-8", "quoted-printable", charset_quoted=False)),
                boundary=f"Apple-Mail=_{ids.uuid(True)}")
    else:
        root, heads, mid = _others(d, ids, when, plain, html_own, sig, footer, attribution,
                                   quoted_html, header_lines)
    charset_h = "iso-8859-1" if family == "outlook" and _latin_or_utf8(who.name + subject) == \
        "iso-8859-1" else "UTF-8"
    top = [("From", address(who.name, who.email, charset_h)), ("To", to),
           ("Subject", encode_word(subject, charset_h))]
    top += list(d.html_extra.get("headers", ()))  # an auto-reply's Auto-Submitted ...
    if d.quoted:
        ref = f"<report-{d.quoted[:-4]}@gm.example.org>"
        top += [("In-Reply-To", ref), ("References", ref)] if d.quote_mode != "forward" else []
    if family in ("gmail", "outlook"):
        return message([*heads[:1], *top, *heads[1:]] if family == "gmail" else [*top, *heads],
                       root)
    return message([*top, *heads], root)


def _latin_or_utf8(text: str) -> str:
    try:
        text.encode("iso-8859-1")
        return "iso-8859-1"
    except UnicodeEncodeError:
        try:
            text.encode("windows-1252")
            return "windows-1252"
        except UnicodeEncodeError:
            return "utf-8"

