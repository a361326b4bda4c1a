"""Apple Mail (macOS), Mail on the iPhone, Thunderbird, K-9 Mail and FairEmail as they
compose a mail.

Apple Mail: multipart/alternative ("Apple-Mail=_<UUID>"), UTF-8 quoted-printable; the
attribution is the first line INSIDE the quote ("> On 2 Mar 2026, at 10:00, X wrote:") and
in the HTML the first thing in ``blockquote type=cite``; forwards start with "Begin
forwarded message:". iPhone: the same with "Sent from my iPhone" (in the player's language)
above the quote and ``Mime-Version: 1.0 (1.0)``.
Thunderbird: plain text, UTF-8 8bit, format=flowed, the attribution above the quote ("Am
02.03.26 um 10:00 schrieb Gamemaster:"), "-- " signature, top or bottom posting; its HTML
mails put the attribution in ``div.moz-cite-prefix``. K-9: plain text with its "-- " footer
between the text and the quote. FairEmail: multipart with the quote in a blockquote.
"""

from __future__ import annotations

from tools.corpus import people
from tools.corpus.compose import Draft, arrange, esc, html_lines, html_quote, pick, prefixed
from tools.corpus.mime import (
    Multipart,
    address_header,
    encoded_word,
    flowed,
    message,
    text_part,
)

APPLE_ATTR = {
    "en": "On 2 Mar 2026, at 10:00, {gm} wrote:",
    "de": "Am 02.03.2026 um 10:00 schrieb {gm}:",
    "fr": "Le 2 mars 2026 à 10:00, {gm} a écrit :",
    "it": "Il giorno 2 mar 2026, alle ore 10:00, {gm} ha scritto:",
    "es": "El 2 mar 2026, a las 10:00, {gm} escribió:",
    "nl": "Op 2 mrt 2026, om 10:00 heeft {gm} het volgende geschreven:",
}
APPLE_FORWARD = {
    "en": ["Begin forwarded message:", "", "From: {gm}", "Subject: {subject}",
           "Date: 2 March 2026 at 10:00:00 CET", "To: {to}"],
    "de": ["Anfang der weitergeleiteten Nachricht:", "", "Von: {gm}", "Betreff: {subject}",
           "Datum: 2. März 2026 um 10:00:00 MEZ", "An: {to}"],
    "fr": ["Début du message réexpédié :", "", "De: {gm}", "Objet: {subject}",
           "Date: 2 mars 2026 à 10:00:00 UTC+1", "À: {to}"],
    "it": ["Inizio messaggio inoltrato:", "", "Da: {gm}", "Oggetto: {subject}",
           "Data: 2 marzo 2026 10:00:00 CET", "A: {to}"],
}
IPHONE_FOOTER = {"en": "Sent from my iPhone", "de": "Von meinem iPhone gesendet",
                 "it": "Inviato da iPhone", "fr": "Envoyé de mon iPhone",
                 "es": "Enviado desde mi iPhone", "nl": "Verstuurd vanaf mijn iPhone"}


def _uuid(number: int, salt: str) -> str:
    t = people.token(number, salt, 32, "0123456789ABCDEF")
    return f"{t[:8]}-{t[8:12]}-{t[12:16]}-{t[16:20]}-{t[20:]}"


def _apple(d: Draft, phone: bool) -> bytes:
    gm = people.GM
    attribution = pick(APPLE_ATTR, d.ui).format(gm=gm)
    footer = [pick(IPHONE_FOOTER, d.ui)] if phone else []
    own = list(d.own)
    if d.mode == "forward":
        head = [x.format(gm=gm, subject=d.quote_subject, to=d.sender)
                for x in pick(APPLE_FORWARD, d.ui)]
        quote_lines = prefixed([*head, "", *d.quote], "> ", "> ")
        plain = own + (["", *footer] if footer else []) + ["", ""] + quote_lines
    elif d.mode in {"top", "bottom"} and d.quote_name:
        quote_lines = prefixed([attribution, "", *d.quote], "> ", "> ")
        if d.mode == "bottom":
            plain = quote_lines + [""] + own + (["", *footer] if footer else [])
        else:
            plain = own + (["", *footer] if footer else []) + [""] + quote_lines
    else:
        plain = arrange(d, own, [], [], tail=["", *footer] if footer else [])
    text = "\n".join(plain) + "\n"
    if phone:
        own_html = html_lines(own, lambda x: f'<div dir="ltr">{x}</div>',
                              '<div dir="ltr"><br></div>')
        sig = f'<div dir="ltr"><br><div dir="ltr">{esc(footer[0])}</div>' if footer else ""
        if d.quoting:
            cite = (esc(attribution) if d.mode != "forward" else
                    "<br>".join(esc(x) for x in head))
            quote_html = (f'<div dir="ltr"><br><blockquote type="cite">{cite}<br><br>'
                          f'</blockquote></div><blockquote type="cite"><div dir="ltr">'
                          f'{html_quote(d.quote)}</div></blockquote>')
        else:
            quote_html = ""
        body_html = (quote_html + own_html + sig + "</div>" if d.mode == "bottom" else
                     own_html + sig + quote_html + ("</div>" if sig else ""))
        html = ('<html><head><meta http-equiv="content-type" content="text/html; '
                f'charset=utf-8"></head><body dir="auto">{body_html}</body></html>')
    else:
        first, *rest = own or [""]
        own_html = esc(first) + html_lines(rest, lambda x: f"<div>{x}</div>", "<div><br></div>")
        quote_html = ""
        if d.quoting:
            cite = (f"<div>{esc(attribution)}</div>" if d.mode != "forward" else
                    "".join(f"<div>{esc(x)}</div>" for x in head))
            quote_html = ('<div><br><blockquote type="cite">' + cite
                          + '<br class="Apple-interchange-newline"><div><div>'
                          + html_quote(d.quote) + "</div></div></blockquote></div><br>")
        inner = quote_html + own_html if d.mode == "bottom" else own_html + quote_html
        html = ('<html aria-label="message body"><head><meta http-equiv="content-type" '
                'content="text/html; charset=utf-8"></head><body style="overflow-wrap: '
                'break-word; -webkit-nbsp-mode: space; line-break: after-white-space;">'
                + inner + "</body></html>")
    ascii_only = all(ord(c) < 128 for c in text + html)
    charset, transfer = ("us-ascii", "7bit") if ascii_only else ("utf-8", "quoted-printable")
    boundary = ("Apple-Mail-" if phone else "Apple-Mail=_") + _uuid(d.number, "bnd")
    parts = [text_part("plain", text, charset, transfer, quote_charset=False),
             text_part("html", html, charset, transfer, quote_charset=False)]
    content = parts[0] if d.html == "plain" else Multipart(
        "alternative", boundary, parts, quote_boundary=not phone)
    version = ("1.0 (1.0)" if phone else
               "1.0 (Mac OS X Mail 16.0 \\(3826.400.131.1.6\\))")
    headers = [("From", address_header(d.name, d.sender, "utf-8")),
               ("Mime-Version", version),
               ("Subject", encoded_word(d.subject_line("Re: ", "Fwd: "), "utf-8")),
               ("Date", people.date_header(d.number)),
               *([("References", h[1]) for h in d.reply_headers()[:1]]),
               *([("In-Reply-To", h[1]) for h in d.reply_headers()[:1]]),
               ("Message-Id", f"<{_uuid(d.number, 'mid')}@{d.sender.split('@')[1]}>"),
               ("To", d.to),
               ("X-Mailer", "iPhone Mail (22D72)" if phone else "Apple Mail (2.3826.400.131.1.6)")]
    return message(headers, content, content_first=not phone)


def apple_mail(d: Draft) -> bytes:
    return _apple(d, phone=False)


def iphone(d: Draft) -> bytes:
    return _apple(d, phone=True)


TB_ATTR = {
    "de": "Am 02.03.26 um 10:00 schrieb Gamemaster:",
    "en": "On 3/2/26 10:00 AM, Gamemaster wrote:",
    "fr": "Le 02/03/2026 à 10:00, Gamemaster a écrit :",
    "it": "Il 02/03/26 10:00, Gamemaster ha scritto:",
    "es": "El 2/3/26 a las 10:00, Gamemaster escribió:",
    "nl": "Op 02-03-2026 om 10:00 schreef Gamemaster:",
}
TB_FORWARD = {
    "de": ["-------- Weitergeleitete Nachricht --------", "Betreff: \t{subject}",
           "Datum: \tMon, 2 Mar 2026 10:00:00 +0100", "Von: \t{gm}", "An: \t{to}"],
    "en": ["-------- Forwarded Message --------", "Subject: \t{subject}",
           "Date: \tMon, 2 Mar 2026 10:00:00 +0100", "From: \t{gm}", "To: \t{to}"],
    "fr": ["-------- Message transféré --------", "Sujet : \t{subject}",
           "Date : \tMon, 2 Mar 2026 10:00:00 +0100", "De : \t{gm}", "Pour : \t{to}"],
    "it": ["-------- Messaggio inoltrato --------", "Oggetto: \t{subject}",
           "Data: \tMon, 2 Mar 2026 10:00:00 +0100", "Mittente: \t{gm}", "A: \t{to}"],
}


def thunderbird(d: Draft) -> bytes:
    gm = people.GM
    own = list(d.own)
    if d.mode == "forward":
        head = [x.format(gm=gm, subject=d.quote_subject, to=d.sender)
                for x in pick(TB_FORWARD, d.ui)] + ["", ""]
        quote = list(d.quote)
    else:
        head, quote = [pick(TB_ATTR, d.ui)], prefixed(d.quote)
    plain = arrange(d, own, head, quote)
    charset = d.option("charset", "UTF-8")
    text = "\n".join(plain) + "\n"
    try:
        text.encode(charset)
    except UnicodeEncodeError:
        charset = "UTF-8"
    if d.html == "html":
        body = "<br>\n".join(esc(x) for x in own)
        quote_html = ""
        if d.quoting:
            cite = people.report_message_id(d.quote_name or "")[1:-1]
            quote_html = (f'<div class="moz-cite-prefix">{esc(head[0])}<br>\n</div>\n'
                          f'<blockquote type="cite" cite="mid:{cite}">'
                          f'<pre class="moz-quote-pre" wrap="">{esc(chr(10).join(d.quote))}'
                          '</pre>\n</blockquote>\n')
        inner = (quote_html + f"<p>{body}</p>\n" if d.mode == "bottom" else
                 f"<p>{body}</p>\n" + quote_html)
        html = ('<!DOCTYPE html>\n<html>\n  <head>\n    <meta http-equiv="content-type" '
                'content="text/html; charset=UTF-8">\n  </head>\n  <body>\n' + inner
                + "  </body>\n</html>\n")
        content = text_part("html", html, "UTF-8", "8bit", quote_charset=False)
    else:
        content = text_part("plain", flowed(text), charset, "8bit", quote_charset=False,
                            extra_params=[("format", "flowed")])
    language = {"de": "de-DE", "en": "en-US", "fr": "fr", "it": "it", "es": "es-ES", "nl": "nl"}
    headers = [("Message-ID", f"<{_uuid(d.number, 'tb').lower()}@{d.sender.split('@')[1]}>"),
               ("Date", people.date_header(d.number)), ("MIME-Version", "1.0"),
               ("User-Agent", "Mozilla Thunderbird"),
               *([("Subject", encoded_word(d.subject_line("Re: ", "Fwd: "), "UTF-8"))]
                 if d.mode == "new" else []),
               ("Content-Language", language.get(d.ui, "de-DE")),
               ("To", d.to), *d.reply_headers(),
               ("From", address_header(d.name, d.sender, "UTF-8")),
               *([("Subject", encoded_word(d.subject_line("Re: ", "Fwd: "), "UTF-8"))]
                 if d.mode != "new" else [])]
    return message(headers, content)


K9_FOOTER = {"de": "Diese Nachricht wurde von meinem Android-Gerät mit K-9 Mail gesendet.",
             "en": "Sent from my Android device with K-9 Mail. Please excuse my brevity."}
K9_ATTR = {"de": "Am 2. März 2026 10:00:00 MEZ schrieb {gm}:",
           "en": "On March 2, 2026 10:00:00 AM GMT+01:00, {gm} wrote:",
           "fr": "Le 2 mars 2026 10:00:00 GMT+01:00, {gm} a écrit :",
           "it": "Il 2 marzo 2026 10:00:00 CET, {gm} ha scritto:"}


def k9(d: Draft) -> bytes:
    own = list(d.own)
    footer = ["", "-- ", pick(K9_FOOTER, d.ui)]
    head = [pick(K9_ATTR, d.ui).format(gm=people.GM)]
    plain = arrange(d, own, head, prefixed(d.quote), tail=footer)
    text = "\n".join(plain) + "\n"
    content = text_part("plain", text, "utf-8", "quoted-printable", quote_charset=False)
    headers = [("MIME-Version", "1.0"), ("User-Agent", "K-9 Mail for Android"),
               *d.reply_headers(),
               ("Subject", encoded_word(d.subject_line("Re: ", "Fwd: "), "UTF-8")),
               ("From", address_header(d.name, d.sender, "UTF-8")),
               ("Date", people.date_header(d.number)), ("To", d.to),
               ("Message-ID", f"<{_uuid(d.number, 'k9').lower()}@{d.sender.split('@')[1]}>")]
    return message(headers, content)


# FairEmail writes K-9's attribution (Android's long date format), in more languages.
FAIR_ATTR = {**K9_ATTR, "nl": "Op 2 maart 2026 10:00:00 CET schreef {gm}:"}


def fairemail(d: Draft) -> bytes:
    own = list(d.own)
    head = [pick(FAIR_ATTR, d.ui).format(gm=people.GM)]
    plain = arrange(d, own, head, prefixed(d.quote))
    text = "\n".join(plain) + "\n"
    own_html = "<br>".join(esc(x) for x in own)
    quote_html = ""
    if d.quoting:
        quote_html = (f'<p>{esc(head[0])}</p><blockquote style="margin:0 0 0 6px;padding-left:'
                      f'6px;border-left:3px solid #536DFE;">{html_quote(d.quote)}</blockquote>')
    inner = (quote_html + f"<p>{own_html}</p>" if d.mode == "bottom" else
             f"<p>{own_html}</p>" + quote_html)
    html = f"<!DOCTYPE html><html><head></head><body>{inner}</body></html>"
    content = Multipart("alternative", "----=_Part_" + people.token(d.number, "fair", 10,
                                                                     "0123456789"),
                        [text_part("plain", text, "UTF-8", "quoted-printable"),
                         text_part("html", html, "UTF-8", "quoted-printable")])
    headers = [("Date", people.date_header(d.number)),
               ("From", address_header(d.name, d.sender, "UTF-8")), ("To", d.to),
               ("Message-ID", f"<{_uuid(d.number, 'fe').lower()}@{d.sender.split('@')[1]}>"),
               *d.reply_headers(),
               ("Subject", encoded_word(d.subject_line("Re: ", "Fwd: "), "UTF-8")),
               ("MIME-Version", "1.0")]
    return message(headers, content)


CLIENTS = {"apple-mail": apple_mail, "iphone": iphone, "thunderbird": thunderbird, "k9": k9,
           "fairemail": fairemail}
