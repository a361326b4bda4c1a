"""Yahoo Mail (web, Android), GMX and WEB.DE (web and apps), Proton Mail and Samsung Email
as they compose a mail.

Yahoo: multipart/alternative, UTF-8 quoted-printable; the plain part does NOT prefix the
quote with ">": the attribution is indented and followed by the quoted text as lines (the
Android app even runs the first quoted line onto the attribution after three spaces:
"... ha scritto:   Results of ..."), the Android footer is "Inviato da Yahoo Mail su
Android" (in the app's language); the HTML quote is ``div.yahoo_quoted``.
GMX/WEB.DE web: HTML only (``div name=quote`` with the "Gesendet:/Von:/An:/Betreff:"
block) or plain with that block unindented; the apps add "Diese Nachricht wurde von meinem
Android Mobiltelefon mit GMX Mail gesendet." and quote with ">".
Proton: multipart/alternative in base64, "Sent with Proton Mail secure email.", the quote in
``div.protonmail_quote`` (older: "------- Original Message -------" above the attribution).
Samsung Email: "-------- Original message --------" header block, quote unindented,
"Sent from my Galaxy" footer, base64 parts.
"""

from __future__ import annotations

from tools.corpus import people
from tools.corpus.compose import Draft, arrange, esc, html_lines, html_quote, pick, prefixed
from tools.corpus.mime import Multipart, address_header, encoded_word, message, text_part

YAHOO_WEB_ATTR = {
    "en": "On Monday, March 2, 2026 at 10:00:00 AM GMT+1, {gm} wrote:",
    "de": "Am Montag, 2. März 2026 um 10:00:00 MEZ hat {gm} Folgendes geschrieben:",
    "it": "Il lunedì 2 marzo 2026 alle ore 10:00:00 CET, {gm} ha scritto:",
    "fr": "Le lundi 2 mars 2026 à 10:00:00 UTC+1, {gm} a écrit :",
    "es": "El lunes, 2 de marzo de 2026, 10:00:00 CET, {gm} escribió:",
    "pl": "W poniedziałek, 2 marca 2026 10:00:00 CET, {gm} napisał(a):",
}
YAHOO_ANDROID_ATTR = {
    "it": "Il lun, 2 mar, 2026 alle 10:00, Gamemaster<gamemaster@pbem.example.org> ha scritto:",
    "en": "On Mon, Mar 2, 2026 at 10:00, Gamemaster<gamemaster@pbem.example.org> wrote:",
    "de": "Am Mo., März 2, 2026 at 10:00 schrieb Gamemaster<gamemaster@pbem.example.org>:",
    "fr": "Le lun., mars 2, 2026 à 10:00, Gamemaster<gamemaster@pbem.example.org> a écrit :",
}
YAHOO_ANDROID_FOOTER = {"it": "Inviato da Yahoo Mail su Android",
                        "en": "Sent from Yahoo Mail on Android",
                        "de": "Gesendet von Yahoo Mail auf Android",
                        "fr": "Envoyé depuis Yahoo Mail pour Android"}


def _yahoo(d: Draft, android: bool) -> bytes:
    gm = people.GM
    own = list(d.own)
    attribution = (pick(YAHOO_ANDROID_ATTR, d.ui) if android else
                   pick(YAHOO_WEB_ATTR, d.ui).format(gm=gm))
    footer = [pick(YAHOO_ANDROID_FOOTER, d.ui)] if android else []
    quote = list(d.quote)
    if android:
        # The app runs the first quoted line onto the attribution (unless told otherwise).
        joined = d.option("join", "yes") == "yes" and quote
        head = ([" ", f"  {attribution}   {quote[0]}"] if joined else
                [" ", f"  {attribution}", ""])
        body = quote[1:] if joined else quote
        plain = ([*own, "", *footer, *head, *body]) if d.quoting \
            else [*own, "", *footer]
    else:
        head = ["", "", f"    {attribution}  ", "", ""]
        plain = arrange(d, own, head, [" " + x if x else "" for x in quote])
    text = "\n".join(plain) + "\n"
    if android:
        own_html = "".join(f'<div dir="ltr">{esc(x) or "<br>"}</div>' for x in own)
        sig = ('<div id="ymail_android_signature"><a id="ymail_android_signature_link" href='
               '"https://mail.onelink.me/107872968?pid=nativeplacement&amp;c=Global_'
               'Acquisition_YMktg_315_Internal_EmailSignature&amp;af_sub1=Acquisition&amp;'
               f'af_sub2=Global_YMktg&amp;af_sub3=&amp;af_sub4=100000604&amp;af_sub5='
               f'EmailSignature__Static_">{esc(footer[0])}</a></div>')
        quote_html = ""
        if d.quoting:
            name_part, _, rest = attribution.partition("<")
            quote_html = ('<br><br><div class="yahoo_quoted" style="margin:10px 0px 0px 0.8ex;'
                          f'border-left:1px solid #ccc;padding-left:1ex;"><div>{esc(name_part)}'
                          f'</div><div>&lt;{esc(rest)}</div><br><blockquote style="margin: 0 0 '
                          '20px 0;"><div style="padding: 10px 0 0 20px; margin: 10px 0 0 0; '
                          f'border-left: 1px solid #6D00F6;">{html_quote(quote)}</div>'
                          '</blockquote></div>')
        cursor = people.token(d.number, "ycur", 13, people.DIGITS)
        html = (f'<div id="yMail_cursorElementTracker_{cursor}'
                f'"><br></div>{own_html}<br>{sig}{quote_html}')
    else:
        wrap_id = people.token(d.number, "ydp", 8)
        own_html = html_lines(own, lambda x: f'<div dir="ltr" data-setdir="false">{x}</div>',
                              '<div dir="ltr" data-setdir="false"><br></div>')
        quote_html = ""
        if d.quoting:
            quoted_id = people.token(d.number, "yq", 10, people.DIGITS)
            quote_html = (f'<div id="ydp{wrap_id}yahoo_quoted_{quoted_id}"'
                          f' class="ydp{wrap_id}yahoo_quoted"><div style="font-family:'
                          "'Helvetica Neue', Helvetica, Arial, sans-serif;font-size:13px;"
                          f'color:#26282a;"><div>{esc(attribution)}</div><div><br></div>'
                          f'<div><br></div><div><div dir="ltr">{html_quote(quote)}</div></div>'
                          '</div></div>')
        own_block = (f'<div class="ydp{wrap_id}yahoo-style-wrap" style="font-family:Helvetica '
                     f'Neue, Helvetica, Arial, sans-serif;font-size:13px;">{own_html}</div>')
        inner = quote_html + own_block if d.mode == "bottom" else own_block + quote_html
        html = f"<html><head></head><body>{inner}</body></html>"
    boundary = "----=_Part_" + people.token(d.number, "ypart", 7, "0123456789") + "_" + \
        people.token(d.number, "ypart2", 9, "0123456789") + ".17724" + \
        people.token(d.number, "ypart3", 8, "0123456789")
    parts = [text_part("plain", text, "UTF-8", "quoted-printable", quote_charset=False),
             text_part("html", html, "UTF-8", "quoted-printable", quote_charset=False)]
    content = Multipart("alternative", boundary, parts)
    mid = (f"<{people.token(d.number, 'ymid', 10, '0123456789')}."
           f"{people.token(d.number, 'ymid2', 7, '0123456789')}.17724"
           f"{people.token(d.number, 'ymid3', 9, '0123456789')}@mail.yahoo.com>")
    headers = [("Date", people.date_header(d.number)),
               ("From", address_header(d.name, d.sender, "UTF-8")), ("To", d.to),
               ("Message-ID", mid), *d.reply_headers(),
               ("Subject", encoded_word(d.subject_line("Re: ", "Fwd: "), "UTF-8")),
               ("MIME-Version", "1.0"),
               ("X-Mailer", "WebService/1.1.23369 YahooMailAndroidMobile" if android else
                "WebService/1.1.23369 YMailNorrin")]
    return message(headers, content)


def yahoo_web(d: Draft) -> bytes:
    return _yahoo(d, android=False)


def yahoo_android(d: Draft) -> bytes:
    return _yahoo(d, android=True)


GMX_HEAD = {
    "de": ["Gesendet: Montag, 02. März 2026 um 10:00 Uhr", 'Von: "Gamemaster" <{addr}>',
           "An: {to}", "Betreff: {subject}"],
    "en": ["Sent: Monday, March 02, 2026 at 10:00 AM", 'From: "Gamemaster" <{addr}>',
           "To: {to}", "Subject: {subject}"],
}
GMX_APP_FOOTER = {
    ("gmx", "de"): "Diese Nachricht wurde von meinem Android Mobiltelefon mit GMX Mail gesendet.",
    ("webde", "de"): "Diese Nachricht wurde von meinem Android Mobiltelefon mit WEB.DE Mail "
                     "gesendet.",
    ("gmx", "en"): "This message was sent from my Android mobile phone with GMX Mail.",
    ("webde", "en"): "This message was sent from my Android mobile phone with WEB.DE Mail.",
}


def _united(d: Draft, brand: str, app: bool) -> bytes:
    """GMX and WEB.DE (1&1 "trinity" web mailer; the Android apps)."""
    own = list(d.own)
    if app:
        footer = ["", GMX_APP_FOOTER.get((brand, d.ui)) or GMX_APP_FOOTER[(brand, "de")]]
        head = [f'Am 2. März 2026 10:00:00 MEZ schrieb "Gamemaster" <{people.GM_ADDRESS}>:'
                if d.ui == "de" else
                f'On March 2, 2026 10:00:00 AM CET, "Gamemaster" <{people.GM_ADDRESS}> wrote:']
        plain = arrange(d, own, head, prefixed(d.quote), tail=footer)
    else:
        head = [x.format(addr=people.GM_ADDRESS, to=d.sender, subject=d.quote_subject)
                for x in pick(GMX_HEAD, d.ui)]
        plain = arrange(d, own, [" ", " ", "", *head] if d.mode != "bottom" else head,
                        list(d.quote))
    text = "\n".join(plain) + "\n"
    own_html = html_lines(own, lambda x: f"<div>{x}</div>", "<div>&nbsp;</div>")
    quote_html = ""
    if d.quoting:
        if app:
            quote_html = (f'<div class="quote">{esc(head[0])}<blockquote class="quote">'
                          f'{html_quote(d.quote)}</blockquote></div>')
        else:
            block = "<br/>\n".join(f"<b>{esc(r.split(':', 1)[0])}:</b>&nbsp;"
                                   f"{esc(r.split(':', 1)[1].strip())}" for r in head)
            quote_html = ('<div>&nbsp;\n<div name="quote" style="margin:10px 5px 5px 10px; '
                          'padding: 10px 0 10px 10px; border-left:2px solid #C3D9E5; word-wrap:'
                          ' break-word; -webkit-nbsp-mode: space; -webkit-line-break: after-'
                          f'white-space;">\n<div style="margin:0 0 10px 0;">{block}</div>\n'
                          f'<div name="quoted-content">{html_quote(d.quote)}</div>\n</div>\n'
                          '</div>')
    inner = quote_html + own_html if d.mode == "bottom" else own_html + quote_html
    html = ('<html><head></head><body><div style="font-family: Verdana;font-size: 12.0px;">'
            f"{inner}</div></body></html>\n")
    charset = d.option("charset", "UTF-8")
    try:
        (text + html).encode(charset)
    except UnicodeEncodeError:
        charset = "UTF-8"
    if d.html == "html":
        content = text_part("html", html, charset, "quoted-printable", quote_charset=False)
    elif d.html == "plain" or app:
        content = text_part("plain", text, charset, "quoted-printable", quote_charset=False)
    else:
        content = Multipart("alternative", f"=_{brand}-{people.token(d.number, 'gmxb', 24)}",
                            [text_part("plain", text, charset, "quoted-printable",
                                       quote_charset=False),
                             text_part("html", html, charset, "quoted-printable",
                                       quote_charset=False)])
    host = "3c-app-gmx-bap05" if brand == "gmx" else "3c-app-webde-bs34"
    mid = (f"<trinity-{people.token(d.number, 'tri', 8)}-{people.token(d.number, 'tri2', 4)}-"
           f"{people.token(d.number, 'tri3', 4)}-{people.token(d.number, 'tri4', 4)}-"
           f"{people.token(d.number, 'tri5', 12)}-17724"
           f"{people.token(d.number, 'tri6', 8, people.DIGITS)}@{host}>")
    if app:
        mid = f"<{people.token(d.number, 'gmxapp', 24)}@{brand}.net>"
    reply = "Aw: " if d.ui == "de" else "Re: "
    forward = "Wg: " if d.ui == "de" else "Fwd: "
    headers = [("MIME-Version", "1.0"), ("Message-ID", mid),
               ("From", address_header(d.name, d.sender, charset.lower())), ("To", d.to),
               ("Subject", encoded_word(d.subject_line(reply, forward), charset.lower())),
               ("Date", people.date_header(d.number)), *d.reply_headers(),
               ("Importance", "normal"), ("Sensitivity", "Normal"),
               *([] if app else [("X-Priority", "3"), ("X-UI-Message-Type", "mail")])]
    return message(headers, content, content_first=True)


def gmx_web(d: Draft) -> bytes:
    return _united(d, "gmx", app=False)


def webde_web(d: Draft) -> bytes:
    return _united(d, "webde", app=False)


def gmx_app(d: Draft) -> bytes:
    return _united(d, "gmx", app=True)


def webde_app(d: Draft) -> bytes:
    return _united(d, "webde", app=True)


PROTON_ATTR = {"en": "On Monday, March 2nd, 2026 at 10:00, {gm} wrote:",
               "de": "Am Montag, 2. März 2026 um 10:00 schrieb {gm}:",
               "fr": "Le lundi 2 mars 2026 à 10:00, {gm} a écrit :",
               "nl": "Op maandag 2 maart 2026 om 10:00 schreef {gm}:"}
PROTON_SIG = {"en": "Sent with Proton Mail secure email.",
              "de": "Gesendet mit der sicheren E-Mail von Proton Mail.",
              "fr": "Envoyé avec la messagerie sécurisée Proton Mail.",
              "nl": "Verzonden met beveiligde e-mail van Proton Mail."}


def proton(d: Draft) -> bytes:
    own = list(d.own)
    attribution = pick(PROTON_ATTR, d.ui).format(gm=people.GM)
    signature = pick(PROTON_SIG, d.ui)
    older = d.option("older") == "yes"
    head = (["------- Original Message -------"] if older else []) + [attribution, ""]
    plain = arrange(d, own, head, prefixed(d.quote), tail=["", signature])
    text = "\n".join(plain) + "\n"
    style = 'style="font-family: Arial, sans-serif; font-size: 14px;"'
    own_html = html_lines(own, lambda x: f"<div {style}>{x}</div>", f"<div {style}><br></div>")
    sig_html = (f'<div class="protonmail_signature_block" {style}><div class="protonmail_'
                'signature_block-user protonmail_signature_block-empty"></div><div class='
                '"protonmail_signature_block-proton">' + esc(signature).replace(
                    "Proton Mail", '<a target="_blank" href="https://proton.me/mail/home">'
                    "Proton Mail</a>") + "</div></div>")
    quote_html = ""
    if d.quoting:
        lead = "<div>------- Original Message -------<br></div>" if older else ""
        quote_html = (f'<div class="protonmail_quote">{lead}{esc(attribution)}<br><blockquote '
                      f'class="protonmail_quote" type="cite">{html_quote(d.quote)}'
                      "</blockquote><br></div>")
    inner = (quote_html + own_html + sig_html if d.mode == "bottom" else
             own_html + f"<div {style}><br></div>" + sig_html + f"<div {style}><br></div>"
             + quote_html)
    boundary = "b1=_" + people.token(d.number, "pm", 42, people.ALNUM)
    content = Multipart("alternative", boundary, [
        text_part("plain", text, "utf-8", "base64"), text_part("html", inner, "utf-8", "base64")])
    mid = people.token(d.number, "pmid", 86, people.ALNUM + "-_")
    headers = [("Date", people.date_header(d.number)), ("To", d.to),
               ("From", address_header(d.name, d.sender, "utf-8")),
               ("Subject", encoded_word(d.subject_line("Re: ", "Fwd: "), "utf-8")),
               ("Message-ID", f"<{mid}=@proton.me>"), *d.reply_headers(),
               ("Feedback-ID", "20568564:user:proton"), ("X-Pm-Message-ID", mid[:40] + "=="),
               ("MIME-Version", "1.0")]
    return message(headers, content)


SAMSUNG = {
    "de": ("Gesendet von meinem Galaxy", "-------- Ursprüngliche Nachricht --------",
           ["Von: {gm} ", "Datum: 02.03.26 10:00 (GMT+01:00) ", "An: {to} ",
            "Betreff: {subject} "]),
    "en": ("Sent from my Galaxy", "-------- Original message --------",
           ["From: {gm} ", "Date: 02/03/2026 10:00 (GMT+01:00) ", "To: {to} ",
            "Subject: {subject} "]),
    "it": ("Inviato dal mio Galaxy", "-------- Messaggio originale --------",
           ["Da: {gm} ", "Data: 02/03/26 10:00 (GMT+01:00) ", "A: {to} ",
            "Oggetto: {subject} "]),
    "fr": ("Envoyé depuis mon appareil Galaxy", "-------- Message d'origine --------",
           ["De : {gm} ", "Date : 02/03/2026 10:00 (GMT+01:00) ", "À : {to} ",
            "Objet : {subject} "]),
}


def samsung(d: Draft) -> bytes:
    own = list(d.own)
    footer, rule, rows = SAMSUNG.get(d.ui) or SAMSUNG["en"]
    head = [rule] + [r.format(gm=people.GM, to=d.sender, subject=d.quote_subject)
                     for r in rows] + [""]
    plain = arrange(d, own, head, list(d.quote), gap=2, tail=["", "", "", footer])
    text = "\n".join(plain) + "\n"
    own_html = html_lines(own, lambda x: f'<div dir="auto">{x}</div>',
                          '<div dir="auto"><br></div>')
    sig = (f'<div dir="auto"><br></div><div id="composer_signature" dir="auto"><div style='
           f'"font-size:12px;color:#575757" dir="auto">{esc(footer)}</div></div>')
    quote_html = ""
    if d.quoting:
        rows_html = "".join(f"<div>{esc(r)}</div>" for r in head[:-1])
        quote_html = ('<div dir="auto"><br></div><div><br></div><div align="left" dir="auto" '
                      f'style="font-size:100%;color:#000000">{rows_html}<div><br></div></div>'
                      f'<div dir="auto">{html_quote(d.quote)}</div>')
    html = ('<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">'
            f'</head><body>{own_html}{sig}{quote_html}</body></html>')
    boundary = "--_com.samsung.android.email_" + people.token(d.number, "sam", 15, "0123456789")
    content = Multipart("alternative", boundary, [
        text_part("plain", text, "UTF-8", "base64"), text_part("html", html, "UTF-8", "base64")])
    headers = [("Message-ID", f"<{people.token(d.number, 'sammid', 20)}@email.android.com>"),
               ("Date", people.date_header(d.number)), *d.reply_headers(),
               ("Subject", encoded_word(d.subject_line("Re: ", "Fwd: "), "UTF-8", "b")),
               ("From", address_header(d.name, d.sender, "UTF-8", "b")), ("To", d.to),
               ("MIME-Version", "1.0")]
    return message(headers, content)


CLIENTS = {"yahoo-web": yahoo_web, "yahoo-android": yahoo_android, "gmx-web": gmx_web,
           "webde-web": webde_web, "gmx-app": gmx_app, "webde-app": webde_app,
           "proton": proton, "samsung": samsung}
