"""Gmail (web, Android, iOS) and Outlook (Windows desktop, web/365, iOS and Android apps)
as they compose a mail: headers, MIME shape, charsets, attributions, quote containers.

Gmail: multipart/alternative, UTF-8 quoted-printable (7bit when ASCII); the plain part
wraps the attribution near 76 columns and quotes with "> "; HTML in ``div dir=ltr`` with the
quote in ``div.gmail_quote`` > ``blockquote.gmail_quote``. The Android app puts the sender
first in German ("X schrieb am Mo., ...:").
Outlook desktop: Word HTML (``MsoNormal`` paragraphs; the quote is NOT in a container, only a
top-bordered div with the From/Sent/To/Subject block before it) and a plain part in
ISO-8859-1 quoted-printable with the header block unindented ("-----Original Message-----"
in the classic setting). Outlook on the web: ``divRplyFwdMsg`` after ``appendonsend`` and 32
underscores in the plain part. The apps: "Get Outlook for iOS" footers, UTF-8 base64.
"""

from __future__ import annotations

import textwrap

from tools.corpus import people
from tools.corpus.compose import (
    FORWARD_OUTLOOK,
    REPLY_OUTLOOK,
    Draft,
    arrange,
    esc,
    html_lines,
    html_quote,
    pick,
    prefixed,
)
from tools.corpus.mime import Multipart, address_header, encoded_word, message, text_part

GMAIL_ATTR = {
    "en": "On Mon, Mar 2, 2026 at 10:00 AM {gm} wrote:",
    "de": "Am Mo., 2. März 2026 um 10:00 Uhr schrieb {gm}:",
    "it": "Il giorno lun 2 mar 2026 alle ore 10:00 {gm} ha scritto:",
    "fr": "Le lun. 2 mars 2026 à 10:00, {gm} a écrit :",
    "es": "El lun, 2 mar 2026 a las 10:00, Gamemaster (<gamemaster@pbem.example.org>) escribió:",
    "nl": "Op ma 2 mrt 2026 om 10:00 schreef {gm}:",
}
GMAIL_ANDROID_ATTR = {
    "en": "On Mon, 2 Mar 2026, 10:00 Gamemaster, <gamemaster@pbem.example.org> wrote:",
    "de": "{gm} schrieb am Mo., 2. März 2026, 10:00:",
    "it": "Il lun 2 mar 2026, 10:00 {gm} ha scritto:",
    "fr": "Le lun. 2 mars 2026, 10:00, {gm} a écrit :",
    "es": "El lun, 2 mar 2026, 10:00, {gm} escribió:",
    "nl": "Op ma 2 mrt 2026 10:00 schreef {gm}:",
}
GMAIL_IOS_ATTR = {
    "en": "On Mon, Mar 2, 2026 at 10:00, {gm} wrote:",
    "de": "Am Mo., 2. März 2026 um 10:00 schrieb {gm}:",
}
GMAIL_FORWARD = {
    "en": ["---------- Forwarded message ---------", "From: {gm}",
           "Date: Mon, Mar 2, 2026 at 10:00 AM", "Subject: {subject}", "To: <{to}>"],
    "de": ["---------- Weitergeleitete Nachricht ---------", "Von: {gm}",
           "Date: Mo., 2. März 2026 um 10:00 Uhr", "Subject: {subject}", "To: <{to}>"],
    "es": ["---------- Mensaje reenviado ---------", "De: {gm}",
           "Date: lun, 2 mar 2026 a las 10:00", "Subject: {subject}", "To: <{to}>"],
    "nl": ["---------- Doorgestuurd bericht ---------", "Van: {gm}",
           "Date: ma 2 mrt 2026 om 10:00", "Subject: {subject}", "To: <{to}>"],
}


def gmail_wrap(line: str, after_bracket: bool) -> list[str]:
    """Gmail's plain part breaks a long attribution: after "<" or at the last space."""
    if len(line) <= 76:
        return [line]
    if after_bracket and "<" in line and line.index("<") < 76:
        cut = line.index("<") + 1
        return [line[:cut], line[cut:]]
    return textwrap.wrap(line, 76, break_long_words=False, break_on_hyphens=False)


def _gmail(d: Draft, variant: str) -> bytes:
    gm = people.GM
    table = {"web": GMAIL_ATTR, "android": GMAIL_ANDROID_ATTR, "ios": GMAIL_IOS_ATTR}[variant]
    attribution = pick(table, d.ui) if d.ui in table else pick(GMAIL_ATTR, d.ui)
    attribution = attribution.format(gm=gm)
    if d.mode == "forward":
        head = [x.format(gm=gm, subject=d.quote_subject, to=d.sender)
                for x in pick(GMAIL_FORWARD, d.ui)] + [""]
        quote = list(d.quote)
    else:
        head = [*gmail_wrap(attribution, d.number % 2 == 0), ""]
        quote = prefixed(d.quote)
    own = list(d.own)
    plain = arrange(d, own, head, quote, gap=2 if d.mode == "top" else 1)
    text = "\n".join(plain) + "\n"
    outer = '<div dir="auto">' if variant == "android" else '<div dir="ltr">'
    first, *rest = own or [""]
    body = outer + esc(first) + "".join(
        f"<div>{esc(x)}</div>" if x.strip() else "<div><br></div>" for x in rest) + "</div>"
    if d.quoting:
        if d.mode == "forward":
            fwd = "<br>".join(esc(x) for x in head[:-1])
            quote_html = (f'<div class="gmail_quote gmail_quote_container"><div dir="ltr" '
                          f'class="gmail_attr">{fwd}<br></div><br><br>'
                          f'<div dir="ltr">{html_quote(d.quote)}</div></div>')
        else:
            quote_html = (
                '<div class="gmail_quote gmail_quote_container"><div dir="ltr" '
                f'class="gmail_attr">{esc(attribution)}<br></div><blockquote '
                'class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid '
                f'rgb(204,204,204);padding-left:1ex">{html_quote(d.quote)}</blockquote></div>')
        html = (quote_html + "\n" + body if d.mode == "bottom" else
                body + "<br>" + quote_html) + "\n"
    else:
        html = body + "\n"
    ascii_only = all(ord(c) < 128 for c in text + html)
    transfer = "7bit" if ascii_only else "quoted-printable"
    boundary = "0000000000" + people.token(d.number, "gmail", 16)
    parts = [text_part("plain", text, "UTF-8", transfer),
             text_part("html", html, "UTF-8", transfer)]
    content = parts[0] if d.html == "plain" else Multipart("alternative", boundary, parts)
    headers = [("MIME-Version", "1.0"), ("Date", people.date_header(d.number)),
               *d.reply_headers(),
               ("Message-ID", f"<CA{people.token(d.number, 'gmid', 40, people.ALNUM + '+_-')}"
                              "@mail.gmail.com>"),
               ("Subject", encoded_word(d.subject_line("Re: ", "Fwd: "), "UTF-8")),
               ("From", address_header(d.name, d.sender, "UTF-8")), ("To", d.to)]
    return message(headers, content)


def gmail_web(d: Draft) -> bytes:
    return _gmail(d, "web")


def gmail_android(d: Draft) -> bytes:
    return _gmail(d, "android")


def gmail_ios(d: Draft) -> bytes:
    return _gmail(d, "ios")


OUTLOOK_HEAD = {
    "de": ["Von: {gm} ", "Gesendet: Montag, 2. März 2026 10:00", "An: {to}",
           "Betreff: {subject}"],
    "en": ["From: {gm} ", "Sent: Monday, March 2, 2026 10:00 AM", "To: {to}",
           "Subject: {subject}"],
    "fr": ["De : {gm} ", "Envoyé : lundi 2 mars 2026 10:00", "À : {to}", "Objet : {subject}"],
    "it": ["Da: {gm} ", "Inviato: lunedì 2 marzo 2026 10:00", "A: {to}",
           "Oggetto: {subject}"],
    "es": ["De: {gm} ", "Enviado el: lunes, 2 de marzo de 2026 10:00", "Para: {to}",
           "Asunto: {subject}"],
    "nl": ["Van: {gm} ", "Verzonden: maandag 2 maart 2026 10:00", "Aan: {to}",
           "Onderwerp: {subject}"],
}
ORIGINAL = {"de": "-----Ursprüngliche Nachricht-----", "en": "-----Original Message-----",
            "fr": "-----Message d'origine-----", "it": "-----Messaggio originale-----",
            "es": "-----Mensaje original-----", "nl": "-----Oorspronkelijk bericht-----"}
MOBILE_FOOTER = {
    ("ios", "en"): ("Get Outlook for iOS<https://aka.ms/o0ukef>", "Get ", "Outlook for iOS",
                    "https://aka.ms/o0ukef"),
    ("ios", "de"): ("Outlook für iOS<https://aka.ms/o0ukef> herunterladen", "",
                    "Outlook für iOS", "https://aka.ms/o0ukef"),
    ("android", "en"): ("Get Outlook for Android<https://aka.ms/AAb9ysg>", "Get ",
                        "Outlook for Android", "https://aka.ms/AAb9ysg"),
    ("android", "de"): ("Outlook für Android<https://aka.ms/AAb9ysg> herunterladen", "",
                        "Outlook für Android", "https://aka.ms/AAb9ysg"),
}


def _outlook_block(d: Draft, seconds: bool = False) -> list[str]:
    rows = [x.format(gm=people.GM, to=d.sender, subject=d.quote_subject)
            for x in pick(OUTLOOK_HEAD, d.ui)]
    if seconds:
        rows[1] = rows[1].replace("10:00", "10:00:00")
    return rows


def outlook_win(d: Draft) -> bytes:
    """Outlook 2016/365 desktop on Windows: Word HTML, classic or modern header block."""
    classic = d.option("classic") == "yes"
    block = _outlook_block(d)
    if classic:
        block = [pick(ORIGINAL, d.ui), *block]
    plain = arrange(d, list(d.own), [*block, ""], list(d.quote))
    text = "\n".join(plain) + "\n"
    # Western European Outlook: ISO-8859-1, Windows-1252 once a dash or curly quote needs it.
    for charset in (d.option("charset", "iso-8859-1"), "windows-1252", "utf-8"):
        try:
            text.encode(charset)
            break
        except UnicodeEncodeError:
            continue

    def paragraph(x: str) -> str:
        return f'<p class="MsoNormal">{x}<o:p></o:p></p>\n'
    own_html = html_lines(list(d.own), paragraph, '<p class="MsoNormal"><o:p>&nbsp;</o:p></p>\n')
    quote_html = ""
    if d.quoting:
        heads = "<br>\n".join(
            f"<b>{esc(row.split(':', 1)[0])}:</b>{esc(row.split(':', 1)[1])}" for row in block
            if ":" in row and not row.startswith("-----"))
        quote_html = ('<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt '
                      '0cm 0cm 0cm">\n<p class="MsoNormal"><b><span lang="DE">'
                      f'</span></b>{heads}<o:p></o:p></p>\n</div>\n'
                      '<p class="MsoNormal"><o:p>&nbsp;</o:p></p>\n'
                      + "".join(paragraph(esc(x)) if x.strip() else
                                '<p class="MsoNormal"><o:p>&nbsp;</o:p></p>\n'
                                for x in d.quote))
    language = {"de": "DE", "en": "EN-US", "fr": "FR", "it": "IT", "es": "ES", "nl": "NL"}
    inner = (quote_html + own_html if d.mode == "bottom" else own_html
             + '<p class="MsoNormal"><o:p>&nbsp;</o:p></p>\n' + quote_html)
    html = ('<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com'
            ':office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://'
            'schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">'
            f'<head><meta http-equiv=Content-Type content="text/html; charset={charset}">'
            '<meta name=Generator content="Microsoft Word 15 (filtered medium)"><style><!--\n'
            'p.MsoNormal, li.MsoNormal, div.MsoNormal\n\t{margin:0cm;\n\tfont-size:11.0pt;\n\t'
            'font-family:"Calibri",sans-serif;}\n@page WordSection1\n\t{size:612.0pt 792.0pt;}'
            '\ndiv.WordSection1\n\t{page:WordSection1;}\n--></style></head>'
            f'<body lang="{language.get(d.ui, "DE")}" link="#0563C1" vlink="#954F72" '
            'style="word-wrap:break-word">\n<div class="WordSection1">\n'
            + inner + "</div>\n</body>\n</html>\n")
    stamp = people.token(d.number, "outlook", 12, "0123456789ABCDEF")
    boundary = f"----=_NextPart_000_{stamp[:4]}_01DCAA{stamp[4:6]}.{stamp[6:12]}70"
    content = Multipart("alternative", boundary, [
        text_part("plain", text, charset, "quoted-printable"),
        text_part("html", html, charset, "quoted-printable")],
        preamble="This is a multipart message in MIME format.")
    reply, forward = pick(REPLY_OUTLOOK, d.ui), pick(FORWARD_OUTLOOK, d.ui)
    headers = [("From", address_header(d.name, d.sender, charset)), ("To", f"<{d.to}>"),
               *d.reply_headers(),
               ("Subject", encoded_word(d.subject_line(reply, forward), charset)),
               ("Date", people.date_header(d.number)),
               ("Message-ID", f"<000001dcaa{stamp[:2].lower()}${stamp[2:10].lower()}$"
                              f"{stamp[4:12].lower()}@{d.sender.split('@')[1]}>"),
               ("MIME-Version", "1.0"), ("X-Mailer", "Microsoft Outlook 16.0"),
               ("Thread-Index", "AQH" + people.token(d.number, "thread", 20,
                                                     "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef")),
               ("Content-Language", {"de": "de", "en": "en-us"}.get(d.ui, d.ui))]
    return message(headers, content)


def _outlook_new(d: Draft, variant: str) -> bytes:
    """Outlook on the web / 365 (``web``) and the iOS and Android apps."""
    block = _outlook_block(d, seconds=variant != "web")
    if variant == "web":
        block = [x.rstrip() for x in block]
    rule = "_" * 32
    footer: list[str] = []
    mobile = MOBILE_FOOTER.get((variant, d.ui)) or MOBILE_FOOTER.get((variant, "en"))
    if mobile:
        footer = ["", mobile[0]]
    plain = arrange(d, list(d.own), [rule, *block, ""], list(d.quote), tail=footer)
    text = "\n".join(plain) + "\n"
    charset, transfer = ("iso-8859-1", "quoted-printable") if variant == "web" else (
        "utf-8", "base64")
    try:
        text.encode(charset)
    except UnicodeEncodeError:
        charset, transfer = "utf-8", "base64"
    style = ('style="font-family: Aptos, Aptos_EmbeddedFont, Aptos_MSFontService, Calibri, '
             'Helvetica, sans-serif; font-size: 12pt; color: rgb(0, 0, 0);"')
    own_html = html_lines(list(d.own), lambda x: f'<div class="elementToProof" {style}>{x}</div>'
                          "\n", f'<div class="elementToProof" {style}><br></div>\n')
    if mobile:
        own_html += (f'<div id="ms-outlook-mobile-signature" dir="ltr"><div><br></div>'
                     f'{esc(mobile[1])}<a href="{mobile[3]}">{esc(mobile[2])}</a></div>\n')
    quote_html = ""
    if d.quoting:
        heads = "<br>\n".join(f"<b>{esc(r.split(':', 1)[0])}:</b>{esc(r.split(':', 1)[1])}"
                              for r in block)
        reference = (f'<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" '
                     f'style="font-size:11pt" color="#000000">{heads}</font><div>&nbsp;</div>'
                     f'</div>\n<div><div dir="ltr">{"<br>".join(esc(x) for x in d.quote)}'
                     '</div></div>\n')
        if variant == "web":
            quote_html = ('<div id="appendonsend"></div>\n<hr style="display:inline-block;'
                          f'width:98%" tabindex="-1">\n{reference}')
        else:
            quote_html = ('<div id="mail-editor-reference-message-container"><div class="ms-'
                          'outlook-mobile-reference-message skipProofing">'
                          f'<hr style="display:inline-block;width:98%" tabindex="-1">'
                          f'{reference}</div></div>\n')
    inner = quote_html + own_html if d.mode == "bottom" else own_html + quote_html
    html = (f'<html>\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset='
            f'{charset}">\n<style type="text/css" style="display:none;"> P {{margin-top:0;'
            f'margin-bottom:0;}} </style>\n</head>\n<body dir="ltr">\n{inner}</body>\n</html>\n')
    stamp = people.token(d.number, "exo", 14, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    server = f"AM9PR07MB{stamp[:4]}"
    parts = [text_part("plain", text, charset, transfer),
             text_part("html", html, charset, transfer)]
    content = Multipart("alternative", f"_000_{server}{stamp}{server}eurprd07prod_", parts,
                        quote_boundary=True)
    if d.html == "html":
        content = parts[1]
    reply, forward = pick(REPLY_OUTLOOK, d.ui), pick(FORWARD_OUTLOOK, d.ui)
    headers = [("From", address_header(d.name, d.sender, charset)), ("To", d.to),
               ("Subject", encoded_word(d.subject_line(reply, forward), charset)),
               ("Thread-Topic", encoded_word(d.subject_line("", ""), charset)),
               ("Thread-Index", "AQHc" + people.token(d.number, "ti", 24,
                                                      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef")),
               ("Date", people.date_header(d.number)),
               ("Message-ID", f"<{server}{stamp}@{server}.eurprd07.prod.outlook.com>"),
               *d.reply_headers(),
               ("Accept-Language", "de-DE, en-US" if d.ui == "de" else "en-US"),
               ("Content-Language", "de-DE" if d.ui == "de" else "en-US"),
               ("X-MS-Has-Attach", ""), ("X-MS-TNEF-Correlator", ""),
               ("MIME-Version", "1.0")]
    return message(headers, content)


def outlook_web(d: Draft) -> bytes:
    return _outlook_new(d, "web")


def outlook_ios(d: Draft) -> bytes:
    return _outlook_new(d, "ios")


def outlook_android(d: Draft) -> bytes:
    return _outlook_new(d, "android")


CLIENTS = {"gmail-web": gmail_web, "gmail-android": gmail_android, "gmail-ios": gmail_ios,
           "outlook-win": outlook_win, "outlook-web": outlook_web, "outlook-ios": outlook_ios,
           "outlook-android": outlook_android}
