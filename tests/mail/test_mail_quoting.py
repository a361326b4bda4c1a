"""Quoted replies and forwards in the formats of real mail programs, in six languages, plain
text and HTML, top- and bottom-posted (games/mail_intake/quoting.py, htmltext.py): the
player's own text stays whole, the quoted turn report goes. Each mail is composed from the
player's lines and a quote in the program's format; the expectation is those lines."""

from __future__ import annotations

from email.message import EmailMessage

import pytest

from games.mail_intake.parse import read_mail
from games.mail_intake.quoting import strip_quotes

GM = "Gamemaster <gm@pbem.example.org>"
# The turn report a reply quotes: it has an orders heading and units of its own.
REPORT = ["Results of Demo 1901, spring movement", "ORDERS", "A vie H", "A bud - rum",
          "F tri - adr", "PRESS TO england", "report press line", "ENDPRESS", "STATUS"]
OWN = ["ORDERS", "A vie - gal", "A bud - ser", "F tri H", "", "PRESS TO italy",
       "Shall we talk about Munich?", "ENDPRESS"]


def q(lines: list[str], prefix: str = "> ") -> list[str]:
    return [prefix + line for line in lines]


def outlook(sender: str, sent: str, to: str, subject: str, sep: str = ":") -> list[str]:
    return [f"{sender}{sep} {GM}", f"{sent}{sep} Monday, 2 March 2026 10:00",
            f"{to}{sep} Anna <anna@example.org>", f"{subject}{sep} Re: Demo 1901"]


# name -> (lines above the player's text, lines below it, footer lines that stay)
TOP = {
    "gmail-en": ["On Mon, Mar 2, 2026 at 10:00 AM Gamemaster <gm@pbem.example.org> wrote:", "",
                 *q(REPORT)],
    "gmail-en-wrapped": ["On Mon, Mar 2, 2026 at 10:00 AM Gamemaster <",
                         "gm@pbem.example.org> wrote:", "", *q(REPORT)],
    "gmail-en-three-lines": ["On Monday, March 2, 2026 at 10:00 AM Gamemaster of the",
                             "Rather Silly Diplomacy game <", "gm@pbem.example.org> wrote:",
                             "", *REPORT],
    "gmail-de": [f"Am Mo., 2. März 2026 um 10:00 Uhr schrieb {GM}:", "", *q(REPORT)],
    "gmail-fr": [f"Le lun. 2 mars 2026 à 10:00, {GM} a écrit :", "", *q(REPORT)],
    "gmail-it": [f"Il giorno lun 2 mar 2026 alle ore 10:00 {GM} ha scritto:", "", *q(REPORT)],
    "gmail-es": ["El lun, 2 mar 2026 a las 10:00, Gamemaster (<gm@pbem.example.org>) "
                 "escribió:", "", *q(REPORT)],
    "gmail-nl": [f"Op ma 2 mrt 2026 om 10:00 schreef {GM}:", "", *q(REPORT)],
    "yahoo-en": [f"On Monday, March 2, 2026, 10:00:00 AM GMT+1, {GM} wrote:", "", "",
                 *REPORT],
    "yahoo-de": [f"Am Montag, 2. März 2026, 10:00:00 MEZ hat {GM} Folgendes geschrieben:",
                 "", *REPORT],
    "yahoo-fr": [f"Le lundi 2 mars 2026, 10:00:00 UTC+1, {GM} a écrit :", "", *REPORT],
    "yahoo-es": [f"El lunes, 2 de marzo de 2026, 10:00:00 CET, {GM} escribió:", "", *REPORT],
    "yahoo-nl": [f"Op maandag 2 maart 2026 10:00:00 CET schreef {GM}:", "", *REPORT],
    "yahoo-it-android": ["Inviato da Yahoo Mail su Android", "",
                         "  Il lun, 2 mar, 2026 alle 10:00, Gamemaster<gm@pbem.example.org> "
                         "ha scritto:   ", "", *("   " + line for line in REPORT)],
    "apple-en": [f"On 2 Mar 2026, at 10:00, {GM} wrote:", "", *q(REPORT)],
    "apple-de": [f"Am 02.03.2026 um 10:00 schrieb {GM}:", "", *q(REPORT)],
    "apple-fr": [f"Le 2 mars 2026 à 10:00, {GM} a écrit :", "", *q(REPORT)],
    "apple-it": [f"Il giorno 2 mar 2026, alle ore 10:00, {GM} ha scritto:", "", *q(REPORT)],
    "apple-es": [f"El 2 mar 2026, a las 10:00, {GM} escribió:", "", *q(REPORT)],
    "apple-nl": [f"Op 2 mrt 2026 om 10:00 heeft {GM} het volgende geschreven:", "",
                 *q(REPORT)],
    "iphone-en": ["Sent from my iPhone", "", *q([f"On 2 Mar 2026, at 10:00, {GM} wrote:", "",
                                                 *REPORT])],
    "iphone-fr": ["Envoyé de mon iPhone", "", *q([f"Le 2 mars 2026 à 10:00, {GM} a écrit :",
                                                   *REPORT])],
    "outlook-en": ["________________________________", *outlook("From", "Sent", "To",
                                                                 "Subject"), "", *REPORT],
    "outlook-de": ["________________________________", *outlook("Von", "Gesendet", "An",
                                                                 "Betreff"), "", *REPORT],
    "outlook-fr": ["________________________________", *outlook("De", "Envoyé", "À", "Objet",
                                                                 " :"), "", *REPORT],
    "outlook-it": ["________________________________", *outlook("Da", "Inviato", "A",
                                                                 "Oggetto"), "", *REPORT],
    "outlook-es": ["________________________________", *outlook("De", "Enviado", "Para",
                                                                 "Asunto"), "", *REPORT],
    "outlook-nl": ["________________________________", *outlook("Van", "Verzonden", "Aan",
                                                                 "Onderwerp"), "", *REPORT],
    "outlook-bold": [*("*" + line.replace(":", ":*", 1) for line in outlook(
        "From", "Sent", "To", "Subject")), "", *REPORT],
    "outlook-original-en": ["-----Original Message-----", *outlook("From", "Sent", "To",
                                                                    "Subject"), "", *REPORT],
    "outlook-original-de": ["-----Ursprüngliche Nachricht-----", *outlook(
        "Von", "Gesendet", "An", "Betreff"), "", *REPORT],
    "outlook-original-fr": ["-----Message d'origine-----", *outlook(
        "De", "Envoyé", "À", "Objet", " :"), "", *REPORT],
    "outlook-original-it": ["-----Messaggio originale-----", *outlook(
        "Da", "Inviato", "A", "Oggetto"), "", *REPORT],
    "outlook-original-es": ["-----Mensaje original-----", *outlook(
        "De", "Enviado", "Para", "Asunto"), "", *REPORT],
    "outlook-original-nl": ["-----Oorspronkelijk bericht-----", *outlook(
        "Van", "Verzonden", "Aan", "Onderwerp"), "", *REPORT],
    "android-de": ["Von meinem Samsung Galaxy Smartphone gesendet.", "", "",
                   "-------- Ursprüngliche Nachricht --------", f"Von: {GM}",
                   "Datum: 02.03.26 10:00 (GMT+01:00)", "An: Anna <anna@example.org>",
                   "Betreff: Ergebnisse", "", *REPORT],
    "gmx-de": ["", "Gesendet: Montag, 02. März 2026 um 10:00 Uhr", f'Von: "Gamemaster" <{GM}>',
               "An: anna@web.de", "Betreff: Re: Demo 1901", *REPORT],
    "gmx-en": ["", "Sent: Monday, March 02, 2026 at 10:00 AM", f"From: {GM}",
               "To: anna@gmx.net", "Subject: Re: Demo 1901", *REPORT],
    "proton": ["Sent with Proton Mail secure email.", "", "------- Original Message -------",
               f"On Monday, March 2nd, 2026 at 10:00, {GM} wrote:", "", *q(REPORT)],
    "thunderbird-en": ["On 3/2/26 10:00 AM, Gamemaster wrote:", *q(REPORT)],
    "thunderbird-fr": ["Le 02/03/2026 à 10:00, Gamemaster a écrit :", *q(REPORT)],
    "thunderbird-it": ["Il 02/03/26 10:00, Gamemaster ha scritto:", *q(REPORT)],
    "thunderbird-es": ["El 2/3/26 a las 10:00, Gamemaster escribió:", *q(REPORT)],
    "thunderbird-nl": ["Op 02-03-2026 om 10:00 schreef Gamemaster:", *q(REPORT)],
    "forward-gmail-en": ["---------- Forwarded message ---------", f"From: {GM}",
                         "Date: Mon, Mar 2, 2026 at 10:00 AM", "Subject: Results",
                         "To: Anna <anna@example.org>", "", *REPORT],
    "forward-gmail-de": ["---------- Weitergeleitete Nachricht ---------", f"Von: {GM}",
                         "Date: Mo., 2. März 2026 um 10:00 Uhr", "Subject: Ergebnisse",
                         "To: Anna <anna@example.org>", "", *REPORT],
    "forward-thunderbird-de": ["-------- Weitergeleitete Nachricht --------",
                               "Betreff: Ergebnisse", "Datum: Mon, 2 Mar 2026 10:00:00 +0100",
                               f"Von: {GM}", "An: anna@example.org", "", *REPORT],
    "forward-thunderbird-fr": ["-------- Message transféré --------", "Sujet : Résultats",
                               "Date : Mon, 2 Mar 2026 10:00:00 +0100", f"De : {GM}", "",
                               *REPORT],
    "forward-apple-fr": ["Début du message réexpédié :", "", f"De: {GM}", "Objet: Résultats",
                         "Date: 2 mars 2026 à 10:00:00 UTC+1", "À: anna@example.org", "",
                         *REPORT],
    "forward-thunderbird-it": ["-------- Messaggio inoltrato --------", "Oggetto: Risultati",
                               "Data: Mon, 2 Mar 2026 10:00:00 +0100", f"Mittente: {GM}", "",
                               *REPORT],
    "forward-apple-it": ["Inizio messaggio inoltrato:", "", f"Da: {GM}", "Oggetto: Risultati",
                         "Data: 2 marzo 2026 10:00:00 CET", *REPORT],
    "forward-gmail-es": ["---------- Mensaje reenviado ---------", f"De: {GM}",
                         "Date: lun, 2 mar 2026 a las 10:00", "Subject: Resultados", "",
                         *REPORT],
    "forward-gmail-nl": ["---------- Doorgestuurd bericht ---------", f"Van: {GM}",
                         "Date: ma 2 mrt 2026 om 10:00", "Subject: Resultaten", "", *REPORT],
    "forward-apple-en": ["Begin forwarded message:", "", f"From: {GM}", "Subject: Results",
                         "Date: 2 March 2026 at 10:00:00 CET", "To: anna@example.org", "",
                         *REPORT],
    "forward-apple-de": ["Anfang der weitergeleiteten Nachricht:", "", f"Von: {GM}",
                         "Betreff: Ergebnisse", "Datum: 2. März 2026 um 10:00:00 MEZ",
                         *REPORT],
    "deep-quotes": ["On 3/2/26 10:00 AM, Gamemaster wrote:", "> On 3/1/26, Anna wrote:",
                    *q(q(REPORT, ">")), *q(q(q(REPORT)), ">"), "> > > > A vie H"],
}
FOOTERS = {"yahoo-it-android": ["Inviato da Yahoo Mail su Android"],
           "proton": ["Sent with Proton Mail secure email."],
           "iphone-en": ["Sent from my iPhone"], "iphone-fr": ["Envoyé de mon iPhone"],
           "android-de": ["Von meinem Samsung Galaxy Smartphone gesendet."]}
# Bottom-posting programs: the quote with ">" above the player's text.
BOTTOM = {name: quote[len(FOOTERS.get(name, [])):] for name, quote in TOP.items()
          if name.startswith(("thunderbird", "gmail-", "apple-", "proton", "deep"))
          and any(line.startswith(">") for line in quote)}


def plain_mail(text: str) -> bytes:
    message = EmailMessage()
    message["From"], message["To"] = "Anna <anna@example.org>", "g7-12-abc@pbem.example.org"
    message["Subject"] = "Re: Demo 1901"
    message.set_content(text)
    return message.as_bytes()


def html_mail(html: str) -> bytes:
    message = EmailMessage()
    message["From"], message["To"] = "Anna <anna@example.org>", "g7-12-abc@pbem.example.org"
    message["Subject"] = "Re: Demo 1901"
    message.set_content(html, subtype="html")
    return message.as_bytes()


def lines(text: str) -> list[str]:
    return [line.strip() for line in text.split("\n") if line.strip()]


def check(text: str, expected: list[str]) -> None:
    assert lines(text) == lines("\n".join(expected)), text
    assert not {"A vie H", "report press line", "STATUS", "Results of Demo 1901, spring "
                "movement"} & set(lines(text))


@pytest.mark.parametrize("name", sorted(TOP))
def test_a_top_posted_reply_keeps_the_players_text_and_drops_the_quote(name):
    footer = FOOTERS.get(name, [])
    quote = TOP[name][len(footer):]
    text = "\n".join([*OWN, "", *footer, "", *quote, ""])
    parts = read_mail(plain_mail(text))
    check(parts.text, [*OWN, *footer])
    assert "quoted text and signature ignored" in parts.notes


@pytest.mark.parametrize("name", sorted(BOTTOM))
def test_a_bottom_posted_reply_keeps_the_players_text_below_the_quote(name):
    text = "\n".join([*BOTTOM[name], "", *OWN, "", "-- ", "Anna"])
    check(read_mail(plain_mail(text)).text, [*OWN, "--", "Anna"])


def test_an_interleaved_answer_keeps_every_line_of_the_player():
    text = "\n".join(["On 3/2/26 10:00 AM, Gamemaster wrote:", "> Will you attack Munich?",
                      "Not this year.", "> And Venice?", "> > STATUS", *OWN])
    check(read_mail(plain_mail(text)).text, ["Not this year.", *OWN])


@pytest.mark.parametrize("prose", [
    "On Monday, as France wrote:", "Am Montag schrieb Frankreich:",
    "On 2 March 1901 Austria wrote:", "Il re ha scritto:", "Gamemaster wrote:",
    "El rey de España escribió:", "Op maandag schreef Frankrijk:",
    "Am Montag hat Frankreich Folgendes geschrieben:",
    "From: Austria", "PRESS TO france\nFrom: Austria\nTo: France"])
def test_prose_that_looks_like_an_attribution_cuts_nothing(prose):
    text = "\n".join([prose, *OWN, "A mun - ber"])
    assert lines(read_mail(plain_mail(text)).text) == lines(text)


def test_a_mail_without_quotes_is_unchanged_and_says_nothing_was_cut():
    text = "\n".join(OWN)
    assert strip_quotes(text) == (text, False)


# --- HTML -----------------------------------------------------------------------------------

def divs(lines_: list[str]) -> str:
    return "".join(f"<div>{line or '<br>'}</div>" for line in lines_)


REPORT_HTML = "<br>".join(REPORT)
HTML_TOP = {
    "gmail": '<div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, Mar 2, 2026 '
             f"at 10:00 AM Gamemaster &lt;gm@pbem.example.org&gt; wrote:<br></div><blockquote "
             f'class="gmail_quote" style="margin:0 0 0 .8ex">{REPORT_HTML}</blockquote></div>',
    "gmail-container": '<div class="gmail_quote gmail_quote_container"><div class="gmail_attr">'
                       f"Am Mo., 2. März 2026 um 10:00 Uhr schrieb Gamemaster:</div>"
                       f"<blockquote>{REPORT_HTML}</blockquote></div>",
    "outlook-web": '<div id="appendonsend"></div><hr style="display:inline-block;width:98%">'
                   '<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri"><b>From:</b> '
                   "Gamemaster<br><b>Sent:</b> Monday, March 2, 2026 10:00 AM<br><b>To:</b> "
                   f"Anna<br><b>Subject:</b> Results</font></div><div>{REPORT_HTML}</div>",
    "outlook-web-wrapped": '<div class="wrap"><hr><div id="divRplyFwdMsg"><b>De :</b> '
                           "Gamemaster<br><b>Envoyé :</b> lundi 2 mars</div></div>"
                           f"<div><p>{REPORT_HTML}</p></div>",
    "outlook-new": '<div id="mail-editor-reference-message-container"><b>Von:</b> Gamemaster'
                   f"<br><b>Gesendet:</b> Montag<br>{REPORT_HTML}</div>",
    "outlook-desktop": '<div><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt'
                       ' 0cm 0cm 0cm"><p class="MsoNormal"><b>From:</b> Gamemaster &lt;gm@pbem'
                       ".example.org&gt;<br><b>Sent:</b> Monday, March 2, 2026 10:00 AM<br>"
                       "<b>To:</b> Anna<br><b>Subject:</b> RE: Demo 1901</p></div></div>"
                       + "".join(f'<p class="MsoNormal">{line}</p>' for line in REPORT),
    "outlook-old": '<div class="OutlookMessageHeader" lang="de"><hr><b>Von:</b> Gamemaster<br>'
                   f"<b>Gesendet:</b> Montag</div><div>{REPORT_HTML}</div>",
    "apple": '<div><br><blockquote type="cite"><div>On 2 Mar 2026, at 10:00, Gamemaster '
             f"&lt;gm@pbem.example.org&gt; wrote:</div><br><div>{REPORT_HTML}</div>"
             "</blockquote></div>",
    "apple-attribution-outside": "<div><br><div>Le 2 mars 2026 à 10:00, Gamemaster &lt;gm@"
                                 'pbem.example.org&gt; a écrit :</div><br><blockquote '
                                 f'type="cite"><div>{REPORT_HTML}</div></blockquote></div>',
    "thunderbird": '<div class="moz-cite-prefix">Am 02.03.26 um 10:00 schrieb Gamemaster:<br>'
                   f'</div><blockquote type="cite" cite="mid:x@y">{REPORT_HTML}</blockquote>',
    "thunderbird-forward": '<div class="moz-forward-container"><br>-------- Forwarded Message '
                           '--------<table class="moz-email-headers-table"><tr><th>Subject: '
                           f"</th><td>Results</td></tr></table><br>{REPORT_HTML}</div>",
    "yahoo": '<div id="yahoo_quoted_2158811873" class="yahoo_quoted"><div style="font-size:13px">'
             f"<div>On Monday, March 2, 2026, 10:00:00 AM GMT+1, Gamemaster &lt;gm@pbem.example"
             f".org&gt; wrote:</div><div><br></div><div>{REPORT_HTML}</div></div></div>",
    "yahoo-ydp": '<div id="ydp4ec1323dyahoo_quoted_7441" class="ydp4ec1323dyahoo_quoted">'
                 "<div>Il lunedì 2 marzo 2026, 10:00:00 CET, Gamemaster ha scritto:</div>"
                 f"<div>{REPORT_HTML}</div></div>",
    "yahoo-class-only": '<div class="yahoo_quoted" style="display: block;"><div>On Monday, '
                        f"March 2, 2026, Gamemaster wrote:</div><div>{REPORT_HTML}</div></div>",
    # Classes stripped (web mailers do so when they forward), the id tells.
    "yahoo-id-only": '<div id="ydpa1b2c3d4yahoo_quoted_5566"><div>Le lundi 2 mars 2026, '
                     f"Gamemaster a écrit :</div><div>{REPORT_HTML}</div></div>",
    "yahoo-ios": f'<blockquote class="iosymail">{REPORT_HTML}</blockquote>',
    "proton": '<div class="protonmail_quote">------- Original Message -------<br>On Monday, '
              "March 2nd, 2026 at 10:00, Gamemaster &lt;gm@pbem.example.org&gt; wrote:<br><br>"
              f'<blockquote class="protonmail_quote" type="cite">{REPORT_HTML}</blockquote></div>',
    "gmx": '<div name="quote" style="margin:10px 5px 5px 10px; border-left:2px solid #C3D9E5;">'
           '<div style="margin:0 0 10px 0;"><b>Gesendet:</b>&nbsp;Montag, 02. März 2026 um '
           "10:00 Uhr<br/><b>Von:</b>&nbsp;&quot;Gamemaster&quot; &lt;gm@pbem.example.org&gt;"
           "<br/><b>An:</b>&nbsp;anna@web.de<br/><b>Betreff:</b>&nbsp;Re: Demo</div>"
           f'<div name="quoted-content">{REPORT_HTML}</div></div>',
}


@pytest.mark.parametrize("name", sorted(HTML_TOP))
def test_an_html_reply_keeps_the_players_text_and_drops_the_quote(name):
    html = f'<html><body><div dir="ltr">{divs(OWN)}</div><br>{HTML_TOP[name]}</body></html>'
    parts = read_mail(html_mail(html))
    check(parts.text, OWN)
    assert "HTML read as text" in parts.notes


@pytest.mark.parametrize("name", ["gmail", "apple", "thunderbird", "thunderbird-forward",
                                  "proton", "gmx", "yahoo", "yahoo-ydp", "yahoo-class-only",
                                  "yahoo-id-only"])
def test_an_html_reply_below_the_quote_keeps_the_players_text(name):
    own_as_tail = "<br>".join(OWN)  # text right after the quote's closing tag
    html = f"<html><body>{HTML_TOP[name]}{own_as_tail}<br><div>-- <br>Anna</div></body></html>"
    check(read_mail(html_mail(html)).text, [*OWN, "--", "Anna"])
