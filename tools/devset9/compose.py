"""Each mail program's raw message for a typed body (MIME from tools/devset3's composition):
headers, parts, charset and transfer encoding, footer, and how it quotes or forwards."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from random import Random

from tools.devset3 import html as H
from tools.devset3.mime import Ids, Part, address, encode_word, message, pick_encoding, rfc_date
from tools.devset3.quoting import ATTRIBUTION, FULL, forward_block, header_block
from tools.devset9.content import Player

CLIENTS = [
    "gmail-web",
    "gmail-android",
    "gmail-ios",
    "apple-mail",
    "iphone",
    "thunderbird",
    "yahoo-web",
    "yahoo-android",
    "proton",
    "k9",
    "fairemail",
    "outlook-desktop",
    "outlook-web",
    "outlook-mobile",
    "samsung",
    "gmx-web",
    "webde-web",
    "legacy-webmail",
    "stub-webmail",
]
FOOTER = {
    "iphone": {
        "de": "Von meinem iPhone gesendet",
        "en": "Sent from my iPhone",
        "it": "Inviato da iPhone",
        "fr": "Envoyé de mon iPhone",
        "es": "Enviado desde mi iPhone",
        "nl": "Verstuurd vanaf mijn iPhone",
    },
    "yahoo-android": {
        "de": "Von Yahoo Mail auf Android gesendet",
        "en": "Sent from Yahoo Mail on Android",
        "it": "Inviato da Yahoo Mail su Android",
        "fr": "Envoyé depuis Yahoo Mail pour Android",
        "es": "Enviado desde Yahoo Mail para Android",
        "nl": "Verzonden vanuit Yahoo Mail voor Android",
    },
    "samsung": {
        "de": "Von meinem Samsung Galaxy Smartphone gesendet.",
        "en": "Sent from my Galaxy",
    },
    "outlook-mobile": {
        "de": "Outlook für Android herunterladen<https://aka.ms/AAb9ysg>",
        "en": "Get Outlook for Android<https://aka.ms/AAb9ysg>",
    },
    "proton": {
        "de": "Gesendet mit Proton Mail sichere E-Mail.",
        "en": "Sent with Proton Mail secure email.",
    },
}
ATTR_FAMILY = {
    "gmail-web": "gmail",
    "gmail-android": "gmail",
    "gmail-ios": "gmail",
    "apple-mail": "apple",
    "iphone": "apple",
    "thunderbird": "thunderbird",
    "legacy-webmail": "thunderbird",
    "yahoo-web": "yahoo",
    "yahoo-android": "yahoo-android",
    "proton": "proton",
    "k9": "k9",
    "fairemail": "fairemail",
    "stub-webmail": "gmail",
}
START = dt.datetime(2026, 3, 2, 11, 0, tzinfo=dt.UTC)
PHONES = {"iphone", "gmail-android", "gmail-ios", "outlook-mobile", "samsung", "yahoo-android"}


def footer(client: str, lang: str) -> str | None:
    table = FOOTER.get(client)
    return table.get(lang, table["en"]) if table else None


def quote_lines(
    client: str, lang: str, mode: str, report: list[str], to: str, subject: str
) -> tuple[list[str], str]:
    if mode == "forward":
        fam = {"gmail": "gmail", "apple": "apple"}.get(ATTR_FAMILY.get(client, ""), "thunderbird")
        block = forward_block(fam, lang, to, subject)
        return [*block, *report], "\n".join(block)
    if client.startswith("outlook") or client in ("samsung", "gmx-web", "webde-web"):
        style = (
            client
            if client.startswith("outlook")
            else ("samsung" if client == "samsung" else "gmx")
        )
        block = header_block(style, lang, to, subject)
        body = [f"> {x}" if x else ">" for x in report] if client == "webde-web" else report
        return [*block, "", *body], "\n".join(block)
    attribution = ATTRIBUTION[ATTR_FAMILY[client]][lang]
    if client.startswith("yahoo"):
        return [attribution, "", *[f"  {x}" for x in report]], attribution
    return [attribution, "", *[f"> {x}" if x else ">" for x in report]], attribution


def compose(
    index: int,
    who: Player,
    client: str,
    lang: str,
    to: str,
    subject: str,
    typed: list[str],
    quote: tuple[str, str, str, str] | None,
    reports: Path,
) -> bytes:
    """quote: (report file, mode top|bottom|forward, report subject, unused)."""
    rng = Random(f"heldout8-{index}")
    ids = Ids(rng)
    when = START + dt.timedelta(hours=index % 60, minutes=(index * 17) % 60)
    sig = [] if client in PHONES or client.startswith("apple") else list(who.sign)
    own = list(typed)
    plain_own = (
        [*own, "", "-- ", *sig]
        if sig and not client.startswith("outlook")
        else ([*own, "", *sig] if sig else list(own))
    )
    foot = footer(client, lang)
    if foot:
        plain_own += ["", foot]
    qlines: list[str] = []
    attribution = ""
    quoted_html = ""
    if quote:
        name, mode, qsubject, _ = quote
        report = (reports / name).read_text(encoding="utf-8").rstrip("\n").split("\n")
        qlines, attribution = quote_lines(
            client, lang, mode, report, address(who.name, who.email), qsubject
        )
        quoted_html = (reports / (name[:-4] + ".html")).read_text(encoding="utf-8")
        subject = ("Fwd: " if mode == "forward" else "Re: ") + qsubject
        lines = [*qlines, "", *plain_own] if mode == "bottom" else [*plain_own, "", *qlines]
    else:
        lines = plain_own
    plain = "\n".join(lines) + "\n"
    html_own = [*own] + (["", foot] if foot else [])
    heads: list[tuple[str, str]] = [("MIME-Version", "1.0"), ("Date", rfc_date(when))]
    if client.startswith("gmail") or client == "stub-webmail":
        heads.append(("Message-ID", f"<CA{ids.alnum(42)}@mail.gmail.com>"))
        html = H.gmail(html_own, sig, attribution, quoted_html)
        ppart = Part("text/plain", plain, "UTF-8", pick_encoding(plain))
        if client == "stub-webmail":
            stub = (
                "Diese Nachricht ist im HTML-Format. Bitte verwenden Sie ein HTML-fähiges "
                "E-Mail-Programm.\n"
                if lang == "de"
                else "This message is in HTML format. Please use an HTML capable mail program.\n"
            )
            ppart = Part("text/plain", stub, "UTF-8", pick_encoding(stub))
            html = H.plain_as_html(plain.rstrip("\n"))
        root = Part(
            "multipart/alternative",
            children=(ppart, Part("text/html", html, "UTF-8", pick_encoding(html))),
            boundary="0000000000" + ids.hex(14),
        )
    elif client.startswith("outlook"):
        header = [h for h in qlines[:8] if ":" in h]
        html = H.outlook(html_own, sig, header, quoted_html, lang, "utf-8")
        heads.append(
            ("Message-ID", f"<DB9PR03MB{ids.digits(4)}{ids.alnum(8)}@eurprd03.prod.outlook.com>")
        )
        if client == "outlook-desktop":
            heads.append(("X-Mailer", "Microsoft Outlook 16.0"))
        root = Part(
            "multipart/alternative",
            children=(
                Part("text/plain", plain, "utf-8", "quoted-printable"),
                Part("text/html", html, "utf-8", "quoted-printable"),
            ),
            boundary=f"_000_DB9PR03MB{ids.hex(20)}_",
        )
    elif client == "apple-mail":
        heads.append(("Message-Id", f"<{ids.uuid(True)}@{who.email.split('@')[1]}>"))
        heads.append(("X-Mailer", "Apple Mail (2.3826.400.131.1.6)"))
        html = H.apple(html_own, sig, attribution, quoted_html)
        root = Part(
            "multipart/alternative",
            children=(
                Part("text/plain", plain, "utf-8", "quoted-printable", charset_quoted=False),
                Part("text/html", html, "utf-8", "quoted-printable", charset_quoted=False),
            ),
            boundary=f"Apple-Mail=_{ids.uuid(True)}",
        )
    else:
        domain = who.email.split("@")[1]
        heads.append(("Message-ID", f"<{ids.uuid()}@{domain}>"))
        agent = {
            "thunderbird": "Mozilla Thunderbird",
            "k9": "K-9 Mail for Android",
            "fairemail": "FairEmail",
            "legacy-webmail": "SquirrelMail/1.4.22",
            "iphone": "iPhone Mail (22D82)",
        }.get(client)
        if agent:
            heads.append(("User-Agent" if client != "iphone" else "X-Mailer", agent))
        charset = "utf-8"
        if client == "legacy-webmail":  # declares Latin-1, sends UTF-8
            charset = "iso-8859-1"
            root = Part("text/plain", plain.encode("utf-8").decode("latin-1"), charset, "8bit")
        else:
            root = Part("text/plain", plain, charset, pick_encoding(plain))
    top = [("From", address(who.name, who.email)), ("To", to), ("Subject", encode_word(subject))]
    if quote and quote[1] != "forward":
        ref = f"<report-{quote[0][:-4]}@gm.example.org>"
        top += [("In-Reply-To", ref), ("References", ref)]
    return message([*top, *heads], root)


__all__ = ["CLIENTS", "FULL", "compose"]
