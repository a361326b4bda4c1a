"""The first 364 mails of the corpus as the earlier generator wrote them (kept byte for byte
as the regression part): nine bodies in the styles of common mail programs and encodings,
HTML, attachments, automatic mails, malformed mails and the turns of 1848 and Europa 1815.
Their old expectations (``{"boxes": [[kind, text]], "press": [{"names": ...}], ...}``) are
translated to the corpus format by :mod:`tools.corpus.regression`. Nothing here is new:
this is the old ``tools/mail_corpus.py`` without its ``main``, except that multipart
boundaries are fixed (the email package draws them at random, so the old generator never
wrote the same bytes twice)."""

from __future__ import annotations

from email.charset import BASE64, QP, Charset
from email.message import EmailMessage
from email.mime.application import MIMEApplication
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.utils import formataddr

TO = "g7-12-abcdefgh234567abcdef@pbem.example.org"
FROM = "Anna Österreicher <anna@example.org>"
GM = "Gamemaster <gamemaster@pbem.example.org>"
# What a receipt or report we sent looks like when quoted back: it must never be read.
QUOTED = ["We received version 3 of the orders for Austria in S1901M.", "ORDERS",
          "A vie H", "A bud H", "PRESS TO england", "quoted press must not be sent",
          "ENDPRESS", "STATUS"]

# name, rule set, own text, expected {"boxes": [[kind, text]], "press": [...], "commands"}
BODIES = [
    ("orders", "diplomacy", "ORDERS\nA vie - gal\nA bud - ser\nF tri H",
     {"boxes": [["orders", "A vie - gal\nA bud - ser\nF tri H"]]}),
    ("befehle", "diplomacy", "Befehle:\nA Wien - Galizien\nF Triest H\n\nViele Grüße\nAnna",
     {"boxes": [["orders", "A Wien - Galizien\nF Triest H"]]}),
    ("press", "diplomacy",
     "PRESS TO france, italy\nLiebe Freunde, wir müssen über München reden.\nENDPRESS",
     {"press": [{"names": ["france", "italy"], "public": False, "grey": False,
                 "body": "Liebe Freunde, wir müssen über München reden."}]}),
    ("silly", "rather_silly",
     "ORDERS\nA vie - tyr\nLAMA HERDS\ntyr\nboh\nWORMHOLE VOTE\nlon - mos",
     {"boxes": [["orders", "A vie - tyr"], ["lama_placement", "tyr\nboh"],
                ["wormhole_vote", "lon - mos"]]}),
    ("commands", "diplomacy", "STATUS\nHISTORY",
     {"commands": ["status", "history"]}),
    ("grey", "diplomacy", "GREY PRESS TO england\nPass auf deinen Rücken auf.\nENDPRESS\nWAIT",
     {"press": [{"names": ["england"], "public": False, "grey": True,
                 "body": "Pass auf deinen Rücken auf."}], "commands": ["wait"]}),
    ("mixed", "diplomacy",
     "ORDERS: A vie - gal\nF tri - adr\n\nPRESSE AN Deutschland\nGrüße aus Wien, Gerd!\n"
     "PRESSEENDE\nNOWAIT",
     {"boxes": [["orders", "A vie - gal\nF tri - adr"]],
      "press": [{"names": ["Deutschland"], "public": False, "grey": False,
                 "body": "Grüße aus Wien, Gerd!"}], "commands": ["nowait"]}),
    ("superhirn", "rather_silly",
     "Antwort auf die Frage des Superhirns:\nDie Zugspitze ist 2962 m hoch, schätze ich.",
     {"boxes": [["superhirn_reply", "Die Zugspitze ist 2962 m hoch, schätze ich."]]}),
    ("public", "diplomacy", "Hallo zusammen,\nPRESS TO ALL\nFrieden für alle!\nENDPRESS",
     {"press": [{"names": [], "public": True, "grey": False, "body": "Frieden für alle!"}],
      "ignored": 1}),
]


def quoted(prefix: str = "> ") -> str:
    return "\n".join(prefix + line for line in QUOTED)


def plain(body: str) -> str:
    return body


# Each style turns the player's own text into the whole text the mail program sends.
STYLES = {
    "new-mail": plain,
    "gmail-en": lambda b: f"{b}\n\nOn Mon, Mar 2, 2026 at 10:00 AM {GM} wrote:\n\n{quoted()}\n",
    "gmail-de": lambda b: (f"{b}\n\nAm Mo., 2. März 2026 um 10:00 Uhr schrieb {GM}:\n\n"
                           f"{quoted()}\n"),
    "outlook-en": lambda b: (f"{b}\n\n________________________________\nFrom: {GM}\n"
                             "Sent: Monday, March 2, 2026 10:00 AM\nTo: " + FROM + "\n"
                             "Subject: [Demo 1901] Orders received\n\n" + quoted("") + "\n"),
    "outlook-de": lambda b: (f"{b}\n\nVon: {GM}\nGesendet: Montag, 2. März 2026 10:00\n"
                             "An: " + FROM + "\nBetreff: [Demo 1901] Befehle erhalten\n\n"
                             + quoted("") + "\n"),
    "outlook-original": lambda b: (f"{b}\n\n-----Original Message-----\nFrom: {GM}\n"
                                   "Sent: Monday, March 2, 2026 10:00\nTo: anna@example.org\n"
                                   "Subject: Orders\n\n" + quoted("") + "\n"),
    "apple-mail": lambda b: (f"{b}\n\n> On 2. Mar 2026, at 10:00, {GM} wrote:\n> \n"
                             f"{quoted()}\n"),
    "iphone-de": lambda b: (f"{b}\n\nVon meinem iPhone gesendet\n\n> Am 02.03.2026 um 10:00 "
                            f"schrieb {GM}:\n> \n{quoted()}\n"),
    "android": lambda b: (f"{b}\n\nSent from my Galaxy\n\n\n-------- Original message --------\n"
                          f"From: {GM}\nDate: 02/03/2026 10:00 (GMT+01:00)\nTo: {FROM}\n"
                          "Subject: Orders\n\n" + quoted("") + "\n"),
    "thunderbird-de": lambda b: f"{b}\n\nAm 02.03.26 um 10:00 schrieb Gamemaster:\n{quoted()}\n",
    "thunderbird-bottom": lambda b: (f"Am 02.03.26 um 10:00 schrieb Gamemaster:\n{quoted()}\n"
                                     f"\n{b}\n"),
    "signature-dashes": lambda b: f"{b}\n\n-- \nAnna Österreicher\nWien, Ringstraße 1\n",
    "gmail-forward": lambda b: (f"{b}\n\n---------- Forwarded message ---------\nFrom: {GM}\n"
                                "Date: Mon, Mar 2, 2026 at 10:00 AM\nSubject: Orders\nTo: "
                                f"{FROM}\n\n" + quoted("") + "\n"),
    "apple-forward": lambda b: (f"{b}\n\nBegin forwarded message:\n\nFrom: {GM}\n"
                                "Subject: Orders\nDate: 2 March 2026 at 10:00:00 CET\n\n"
                                + quoted("") + "\n"),
    "webde-de": lambda b: (f"{b}\n\n\nGesendet: Montag, 02. März 2026 um 10:00 Uhr\nVon: {GM}\n"
                           f"An: {FROM}\nBetreff: Befehle\n{quoted('')}\n"),
}
HTML_STYLES = {
    "html-gmail": lambda b: (
        '<div dir="ltr">' + "".join(f"<div>{_esc(x) or '<br>'}</div>" for x in b.split("\n"))
        + '</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, '
        'Mar 2, 2026 at 10:00 AM Gamemaster wrote:<br></div><blockquote class="gmail_quote">'
        + "<br>".join(QUOTED) + "</blockquote></div>"),
    "html-outlook": lambda b: (
        '<html><body><div class="WordSection1">'
        + "".join(f'<p class="MsoNormal">{_esc(x) or "&nbsp;"}</p>' for x in b.split("\n"))
        + '</div><div id="appendonsend"></div><hr><div id="divRplyFwdMsg"><b>From:</b> '
        "Gamemaster<br><b>Sent:</b> Monday<br></div><div>" + "<br>".join(QUOTED)
        + "</div></body></html>"),
    "html-apple": lambda b: (
        '<html><body style="word-wrap: break-word;">' + "<br>".join(_esc(x) for x in
                                                                   b.split("\n"))
        + '<br><div><br><blockquote type="cite"><div>On 2. Mar 2026, at 10:00, Gamemaster '
        "wrote:</div>" + "<br>".join(QUOTED) + "</blockquote></div></body></html>"),
    "html-thunderbird": lambda b: (
        "<html><body><p>" + "<br>\n".join(_esc(x) for x in b.split("\n")) + "</p>"
        '<div class="moz-cite-prefix">Am 02.03.26 um 10:00 schrieb Gamemaster:<br></div>'
        '<blockquote type="cite">' + "<br>".join(QUOTED) + "</blockquote></body></html>"),
}
ENCODINGS = [("utf-8", QP), ("utf-8", BASE64), ("iso-8859-1", QP), ("iso-8859-15", None),
             ("windows-1252", QP), ("utf-8", None)]


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _charset(name: str, encoding) -> Charset:  # type: ignore[no-untyped-def]
    charset = Charset(name)
    charset.body_encoding = encoding
    return charset


def _headers(message, number: int, subject: str = "Re: [Demo 1901] Orders received") -> None:
    message["From"] = formataddr(("Anna Österreicher", "anna@example.org"))
    message["To"] = TO
    message["Subject"] = subject
    message["Date"] = "Mon, 02 Mar 2026 11:00:00 +0100"
    message["Message-ID"] = f"<corpus-{number:03d}@example.org>"
    message["MIME-Version"] = "1.0"


def text_mail(number: int, text: str, charset: str, encoding) -> bytes:  # type: ignore[no-untyped-def]
    part = MIMEText(text, "plain", _charset(charset, encoding))
    _headers(part, number)
    return part.as_bytes()


def html_mail(number: int, html: str, charset: str, encoding) -> bytes:  # type: ignore[no-untyped-def]
    part = MIMEText(html, "html", _charset(charset, encoding))
    _headers(part, number)
    return part.as_bytes()


def alternative_mail(number: int, text: str, html: str) -> bytes:
    message = MIMEMultipart("alternative")
    message.attach(MIMEText(text, "plain", "utf-8"))
    message.attach(MIMEText(html, "html", "utf-8"))
    message.set_boundary(f"===============corpus{number:03d}==")
    _headers(message, number)
    return message.as_bytes()


def attachment_mail(number: int, text: str) -> bytes:
    message = MIMEMultipart("mixed")
    message.attach(MIMEText(text, "plain", "utf-8"))
    pdf = MIMEApplication(b"%PDF-1.4 fake", "pdf")
    pdf.add_header("Content-Disposition", "attachment", filename="Befehle.pdf")
    message.attach(pdf)
    message.set_boundary(f"===============corpus{number:03d}==")
    _headers(message, number)
    return message.as_bytes()


def fits(text: str, charset: str) -> bool:
    try:
        text.encode(charset)
    except UnicodeEncodeError:
        return False
    return True


def expected(ruleset: str, spec: dict, notes: list[str] | None = None) -> dict:
    return {"automatic": False, "ruleset": ruleset, "boxes": spec.get("boxes", []),
            "press": spec.get("press", []), "commands": spec.get("commands", []),
            "ignored": spec.get("ignored", 0), "notes": notes or []}


def automatic_mails(start: int) -> list[tuple[str, bytes]]:
    mails = []
    specs = [
        ("out-of-office-de", {"Auto-Submitted": "auto-replied"},
         "Automatische Antwort: Orders", "Ich bin bis 10. März nicht im Büro.\nORDERS\nA vie H"),
        ("out-of-office-outlook", {"X-Auto-Response-Suppress": "All",
                                   "X-Autoreply": "yes"},
         "Automatic reply: Orders", "I am out of the office.\nORDERS\nA vie H"),
        ("vacation-precedence", {"Precedence": "bulk"}, "Vacation", "ORDERS\nA vie H"),
        ("mailing-list", {"List-Id": "<diplomacy.lists.example.org>", "Precedence": "list"},
         "[dip-l] ORDERS", "ORDERS\nA vie H"),
        ("our-own-mail", {"X-Gamemaster-Mail": "1", "Auto-Submitted": "auto-generated"},
         "[Demo 1901] Orders received", "ORDERS\nA vie H"),
        ("bounce-empty-return-path", {"Return-Path": "<>"}, "Undelivered Mail Returned",
         "ORDERS\nA vie H"),
        ("out-of-office-subject-only", {}, "Abwesenheitsnotiz: Befehle",
         "Ich bin im Urlaub.\nORDERS\nA vie H"),
    ]
    for offset, (name, headers, subject, body) in enumerate(specs):
        message = EmailMessage()
        _headers(message, start + offset, subject)
        for key, value in headers.items():
            message[key] = value
        message.set_content(body)
        mails.append((name, message.as_bytes()))
    bounce = MIMEMultipart("report", report_type="delivery-status")
    bounce.attach(MIMEText("Delivery to the following recipient failed.\nORDERS\nA vie H"))
    bounce.set_boundary(f"===============corpus{start + len(specs):03d}==")
    _headers(bounce, start + len(specs), "Mail delivery failed")
    bounce.replace_header("From", "MAILER-DAEMON@mx.example.org")
    mails.append(("bounce-report", bounce.as_bytes()))
    return mails


def malformed_mails(start: int) -> list[tuple[str, bytes, dict]]:
    """Broken in the ways mail arrives broken; each still read as far as it can be."""
    orders = {"boxes": [["orders", "A vie - gal"]]}
    head = (f"From: {FROM}\r\nTo: {TO}\r\nSubject: kaputt\r\n"
            f"Message-ID: <corpus-{{n:03d}}@example.org>\r\n").replace("{{n", "{n")
    return [
        ("wrong-charset-label", (head.format(n=start) + "Content-Type: text/plain; "
         "charset=us-ascii\r\n\r\nORDERS\r\nA vie - gal\r\nPRESS TO italy\r\nGr\xfc\xdfe "
         "nach Rom\r\nENDPRESS\r\n").encode("latin-1"),
         {**orders, "press": [{"names": ["italy"], "public": False, "grey": False,
                               "body": "Grüße nach Rom"}]}),
        ("unknown-charset", (head.format(n=start + 1) + "Content-Type: text/plain; "
         "charset=x-unknown\r\n\r\nORDERS\r\nA vie - gal\r\n").encode(), orders),
        ("no-content-type", (head.format(n=start + 2) + "\r\nORDERS\r\nA vie - gal\r\n")
         .encode(), orders),
        ("broken-boundary", (head.format(n=start + 3) + "MIME-Version: 1.0\r\nContent-Type: "
         "multipart/alternative; boundary=\"XYZ\"\r\n\r\n--XYZ\r\nContent-Type: text/plain; "
         "charset=utf-8\r\n\r\nORDERS\r\nA vie - gal\r\n").encode(), orders),
        ("bad-base64", (head.format(n=start + 4) + "Content-Type: text/plain; charset=utf-8"
         "\r\nContent-Transfer-Encoding: base64\r\n\r\nT1JERVJTCkEgdmllIC0gZ2Fs!!\r\n")
         .encode(), orders),
        ("lf-only-8bit", (head.format(n=start + 5).replace("\r\n", "\n") + "Content-Type: "
         "text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\nORDERS\nA vie - gal\n"
         "\nSchöne Grüße\n").encode(), orders),
        ("encoded-words-subject", (head.format(n=start + 6).replace(
            "Subject: kaputt", "Subject: =?utf-8?q?Re=3A_Befehle_f=C3=BCr_=C3=96sterreich?=")
         + "Content-Type: text/plain; charset=utf-8\r\n\r\nORDERS\r\nA vie - gal\r\n").encode(),
         orders),
        ("no-message-id", (head.format(n=start + 7).split("Message-ID")[0] + "Content-Type: "
         "text/plain\r\n\r\nORDERS\r\nA vie - gal\r\n").encode(), orders),
    ]


# 1848 and Europa 1815: the turn of the seat on turn, as players answer a turn report from
# their phones and desktops (German and English, umlauts, top- and bottom-posting). The quoted
# report below them holds an old turn under the same headings: it must never be read.
QUOTED_TURN = ["Ergebnisse von T3 in 1848 am Tisch", "Spieler 2 spielt PE25 David Hansemann.",
               "AKTION", "passe", "ZUG", "1: Passen", "STATUS",
               "PRESSE AN Spieler 1", "quoted press must not be sent", "PRESSEENDE"]
TURN_STYLES = {
    "iphone-de": lambda b: (f"{b}\n\nVon meinem iPhone gesendet\n\n> Am 02.03.2026 um 10:00 "
                            f"schrieb {GM}:\n> \n" + "\n".join("> " + x for x in QUOTED_TURN)
                            + "\n"),
    "iphone-en": lambda b: (f"{b}\n\nSent from my iPhone\n\n> On 2 Mar 2026, at 10:00, {GM} "
                            "wrote:\n> \n" + "\n".join("> " + x for x in QUOTED_TURN) + "\n"),
    "samsung-de": lambda b: (f"{b}\n\nVon meinem Samsung Galaxy Smartphone gesendet.\n\n\n"
                             "-------- Ursprüngliche Nachricht --------\nVon: " + GM + "\n"
                             "Datum: 02.03.26 10:00 (GMT+01:00)\nAn: " + FROM + "\n"
                             "Betreff: Ergebnisse von T3\n\n" + "\n".join(QUOTED_TURN) + "\n"),
    "android-en": lambda b: (f"{b}\n\nSent from my Galaxy\n\n\n-------- Original message "
                             f"--------\nFrom: {GM}\nDate: 02/03/2026 10:00 (GMT+01:00)\n"
                             f"To: {FROM}\nSubject: Results of T3\n\n"
                             + "\n".join(QUOTED_TURN) + "\n"),
    "gmail-de": lambda b: (f"{b}\n\nAm Mo., 2. März 2026 um 10:00 Uhr schrieb {GM}:\n\n"
                           + "\n".join("> " + x for x in QUOTED_TURN) + "\n"),
    "outlook-de": lambda b: (f"{b}\n\nVon: {GM}\nGesendet: Montag, 2. März 2026 10:00\n"
                             "An: " + FROM + "\nBetreff: [1848 am Tisch] Ergebnisse von T3\n\n"
                             + "\n".join(QUOTED_TURN) + "\n"),
    "thunderbird-bottom": lambda b: ("Am 02.03.26 um 10:00 schrieb Gamemaster:\n"
                                     + "\n".join("> " + x for x in QUOTED_TURN) + f"\n\n{b}\n"),
    "apple-mail": lambda b: (f"{b}\n\n> On 2. Mar 2026, at 10:00, {GM} wrote:\n> \n"
                             + "\n".join("> " + x for x in QUOTED_TURN) + "\n"),
    "webde-de": lambda b: (f"{b}\n\n\nGesendet: Montag, 02. März 2026 um 10:00 Uhr\nVon: {GM}\n"
                           f"An: {FROM}\nBetreff: Ergebnisse\n" + "\n".join(QUOTED_TURN) + "\n"),
}
# name, rule set, style, charset, encoding, own text, expected reading
TURN_MAILS = [
    ("1848-aktion-blum", "game1848", "iphone-de", "utf-8", QP,
     "AKTION\nspiele Robert Blum", {"boxes": [["action", "spiele Robert Blum"]]}),
    ("1848-action-colon", "game1848", "android-en", "utf-8", BASE64,
     "ACTION: PE09", {"boxes": [["action", "PE09"]]}),
    ("1848-zug-greeting", "game1848", "gmail-de", "iso-8859-15", None,
     "Hallo Gisela,\n\nZUG\nZ05 auf Spieler 2\n\nLG Gerd",
     {"boxes": [["action", "Z05 auf Spieler 2"]], "ignored": 1}),
    ("1848-befehle-passe", "game1848", "outlook-de", "windows-1252", QP,
     "Befehle:\npasse\n\nMit freundlichen Grüßen\nFrançois",
     {"boxes": [["action", "passe"]]}),
    ("1848-schiebe-bottom", "game1848", "thunderbird-bottom", "iso-8859-1", QP,
     "AKTION\nschiebe PE09\n\nSchöne Grüße\nEmil", {"boxes": [["action", "schiebe PE09"]]}),
    ("1848-stand-verlauf", "game1848", "apple-mail", "utf-8", None,
     "STAND\nVERLAUF", {"commands": ["status", "history"]}),
    ("1848-zusatzkarte", "game1848", "samsung-de", "utf-8", QP,
     "Aktion\nZusatzkarte", {"boxes": [["action", "Zusatzkarte"]]}),
    ("1848-press-and-pass", "game1848", "iphone-en", "utf-8", BASE64,
     "ACTION\npass\n\nPRESS TO Spieler 3\nLass uns die Liberalen stärken – Grüße aus Köln!"
     "\nENDPRESS",
     {"boxes": [["action", "pass"]],
      "press": [{"names": ["Spieler 3"], "public": False, "grey": False,
                 "body": "Lass uns die Liberalen stärken – Grüße aus Köln!"}]}),
    ("1848-metternich-stars", "game1848", "webde-de", "windows-1252", QP,
     "**AKTION**\nspiele Fürst Metternich", {"boxes": [["action", "spiele Fürst Metternich"]]}),
    ("1848-wait-not-used", "game1848", "iphone-de", "iso-8859-15", QP,
     "Spielzug: Z29 an s3\nWARTEN", {"boxes": [["action", "Z29 an s3"]],
                                      "commands": ["wait"]}),
    ("1848-friedrich-wilhelm", "game1848", "gmail-de", "utf-8", QP,
     "Aktion: spiele Friedrich Wilhelm IV.\n\nViele Grüße aus Potsdam",
     {"boxes": [["action", "spiele Friedrich Wilhelm IV."]]}),
    ("1815-zug-team", "europa1815", "iphone-de", "utf-8", QP,
     "ZUG\n1: Verlegung nach Paris: 2 Inf aus Lyon\n2: Nachschub in Paris: 2 Inf 2 Kav\n"
     "Team: Erfolgsmarker übergeben",
     {"boxes": [["turn", "1: Verlegung nach Paris: 2 Inf aus Lyon\n2: Nachschub in Paris: 2 "
                         "Inf 2 Kav\nTeam: Erfolgsmarker übergeben"]]}),
    ("1815-turn-english", "europa1815", "android-en", "utf-8", None,
     "TURN\n1: move to Paris: 2 inf from Lyon\n2: pass",
     {"boxes": [["turn", "1: move to Paris: 2 inf from Lyon\n2: pass"]]}),
    ("1815-aktionen-moin", "europa1815", "gmail-de", "iso-8859-1", QP,
     "Moin,\n\nAktionen:\n1: Angriff auf Bayern: 2 Inf aus Prag\n2: Passen\n\nViele Grüße "
     "aus Wien\nAnna",
     {"boxes": [["turn", "1: Angriff auf Bayern: 2 Inf aus Prag\n2: Passen"]], "ignored": 1}),
    ("1815-orders-outlook", "europa1815", "outlook-de", "windows-1252", QP,
     "Orders:\n1: Verlegung nach Köln: 2 Inf 1 Kav aus Magdeburg\n2: Passen\n\nMit "
     "freundlichen Grüßen\nGerd Preuß",
     {"boxes": [["turn", "1: Verlegung nach Köln: 2 Inf 1 Kav aus Magdeburg\n2: Passen"]]}),
    ("1815-befehle-team", "europa1815", "webde-de", "iso-8859-15", None,
     "BEFEHLE\n1: Passen\n2: Passen\nTeam: Truppen übergeben nach Marseille: 1 Inf aus "
     "Mailand",
     {"boxes": [["turn", "1: Passen\n2: Passen\nTeam: Truppen übergeben nach Marseille: 1 Inf "
                         "aus Mailand"]]}),
    ("1815-status-nowait", "europa1815", "samsung-de", "utf-8", BASE64,
     "STAND\nNICHT WARTEN", {"commands": ["status", "nowait"]}),
    ("1815-press-then-turn", "europa1815", "iphone-de", "utf-8", QP,
     "PRESSE AN Österreich\nHalte Tirol, ich komme über die Schweiz.\nPRESSEENDE\n"
     "ZUG: 1: Passen\n2: Passen",
     {"boxes": [["turn", "1: Passen\n2: Passen"]],
      "press": [{"names": ["Österreich"], "public": False, "grey": False,
                 "body": "Halte Tirol, ich komme über die Schweiz."}]}),
    ("1815-bottom-koeln", "europa1815", "thunderbird-bottom", "utf-8", None,
     "Zug\n1: Nachschub in Köln: 1 Inf 1 Art\n\nGrüße\nGerd",
     {"boxes": [["turn", "1: Nachschub in Köln: 1 Inf 1 Art"]]}),
    ("1815-iphone-en-history", "europa1815", "iphone-en", "utf-8", QP,
     "Turn:\n1: pass\n2: pass\nHISTORY",
     {"boxes": [["turn", "1: pass\n2: pass"]], "commands": ["history"]}),
    ("1815-diplomatie", "europa1815", "apple-mail", "iso-8859-1", QP,
     "AKTION\n1: Diplomatie in Sachsen\n2: Passen\n\nCheers",
     {"boxes": [["turn", "1: Diplomatie in Sachsen\n2: Passen"]]}),
    ("1815-end-stops", "europa1815", "outlook-de", "utf-8", BASE64,
     "ZUG\n1: Passen\nENDE\nDas hier bitte nicht lesen: 2: Angriff auf Berlin",
     {"boxes": [["turn", "1: Passen"]]}),
]


def turn_mails(start: int) -> list[tuple[str, bytes, dict]]:
    """The 1848 and Europa 1815 mails, plain text and one HTML-only from a phone each."""
    mails = []
    for offset, (name, ruleset, style, charset, encoding, body, spec) in enumerate(TURN_MAILS):
        text = TURN_STYLES[style](body)
        if not fits(text, charset):
            charset = "utf-8"
        mails.append((f"{name}-{style}", text_mail(start + offset, text, charset, encoding),
                      expected(ruleset, spec)))
    html_mails = [("1848-html-ios", "game1848", "Aktion: Z03 auf Simson",
                   {"boxes": [["action", "Z03 auf Simson"]]}),
                  ("1815-html-outlook", "europa1815", "ZUG\n1: Nachschub in Wien: 2 Inf 1 Kav",
                   {"boxes": [["turn", "1: Nachschub in Wien: 2 Inf 1 Kav"]]})]
    for offset, (name, ruleset, body, spec) in enumerate(html_mails, start + len(mails)):
        style = "html-apple" if "ios" in name else "html-outlook"
        mails.append((name, html_mail(offset, HTML_STYLES[style](body), "utf-8", QP),
                      expected(ruleset, spec, ["HTML read as text"])))
    return mails
