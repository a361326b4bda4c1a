"""The mails that are hard for other reasons than the words: auto-replies, a bounce and a
loop nobody answers; a UTF-8 body labelled ISO-8859-1 and a Windows-1252 one labelled UTF-8;
a NUL byte after the heading; a plain part that only asks for an HTML program; a forwarded
private mail full of order-like lines under the player's own press to the game master."""

from __future__ import annotations

from tools.devset2 import orders, plan
from tools.devset2.compose import Kit
from tools.devset2.mime import CRLF
from tools.devset2.model import Box, Press, Text
from tools.devset2.plan import Planner
from tools.devset2.plan import Recipe as R
from tools.devset2.shapes import Shape

AUTO = (("Auto-Submitted", "auto-replied"),)


def out_of_office(text: list[str]):
    return lambda kit: ([Text(text, listed=False)], ["auto-reply"])


ITALY_THREAT = (["Ciao Anna,", "", "se non ritiri l'esercito da Trieste, questo turno faccio:",
                 "A ven - tri", "F ion - adr", "A apu H", "", "Pensaci.", "Marco"],
                "accordo?", "Marco Bianchi", "marco.bianchi.tn@gmail.com")


def forwarded_threat(kit: Kit) -> Shape:
    press = Press("PRESSE AN SPIELLEITUNG", ["gm"],
                  ["Ist das erlaubt? Italien droht mir außerhalb des Spiels per Mail, "
                   "siehe unten.", "Bitte vertraulich behandeln."])
    return [kit.greet(), press], ["forward", "press-gm", "press-endpress",
                                  "forwarded-orders-not-read", "greeting-first-line"]


def nul_orders(kit: Kit) -> Shape:
    lines = orders.DIPLOMACY["s1901"]["russia"][0]
    return [Box("orders", lines, heading="ORDERS"), kit.close()], ["classic-heading",
                                                                    "nul-byte"]


def nul_lama(kit: Kit) -> Shape:
    return [Box("lama_placement", orders.HERDS["doktor"][2], heading="Lama:")], [
        "short-box-name", "secret-box", "nul-byte"]


def umlauts_fall(kit: Kit) -> Shape:
    lines = ["A München - Burgund", "A Ruhr unterstützt A München - Burgund", "F Holland hält"]
    return [kit.greet(), Box("orders", lines), kit.close()], [
        "no-heading", "mislabelled-charset", "greeting-first-line", "full-words"]


def umlauts_silly(kit: Kit) -> Shape:
    return ([Box("orders", ["A Wien - Böhmen", "A Budapest - Serbien", "F Triest - Albanien"],
                 heading="Befehle:"),
             Box("lama_explosion", ["Böhmen"], heading="Lama:"),
             Box("superhirn_reply", ["2962 Meter, glaube ich"], heading="Superhirn:")],
            ["short-box-name", "secret-box", "multi-box", "mislabelled-charset"])


def cp1252(kit: Kit) -> Shape:
    return ([kit.greet(), Box("orders", ["A München - Ruhr", "A Berlin - Kiel",
                                         "F Kiel - Dänemark"], heading="Befehle:"),
             Box("soul_sales", ["A mun TEUFEL"], heading="Seelenverkauf:"), kit.close()],
            ["short-box-name", "secret-box", "cp1252-as-utf8", "greeting-first-line"])


def stub_orders(kit: Kit) -> Shape:
    return ([kit.greet(), Box("orders", orders.DIPLOMACY["f1901"]["austria"][1],
                              heading="Befehle F1901:"), kit.close()],
            ["plain-stub", "natural-heading", "greeting-first-line"])


def stub_turn(kit: Kit) -> Shape:
    return ([Press("PRESSE AN Frankreich", ["fra"],
                   ["Ich bleibe diese Runde ruhig, halte du mir den Rücken frei."]),
             Text(["Schöne Grüße aus Linz"], listed=False)], ["plain-stub", "press-only",
                                                               "press-endpress"])


def _raw(lines: list[str]) -> bytes:
    return (CRLF.join(lines) + CRLF).encode("utf-8")


def dsn(scenario: str) -> bytes:
    """A bounce (RFC 3464) sent to the seat address, carrying our turn report."""
    report, head = plan.saved("diplomacy-f1901r-report-turkey")
    b = "9B095B5ADSN=_01DC8F3A2B7C1D40000A1B2Cmx.hotmail.de"
    lost = "tarik.alt@hotmail.de"
    return _raw([
        "Return-Path: <>", "From: Mail Delivery System <MAILER-DAEMON@mx.hotmail.de>",
        f"To: {plan.seat_address(scenario)}", "Subject: Undelivered Mail Returned to Sender",
        "Date: Thu, 12 Mar 2026 08:14:52 +0100", "Auto-Submitted: auto-replied",
        "Message-ID: <20260312071452.4F2A1C0123@mx.hotmail.de>", "MIME-Version: 1.0",
        "Content-Type: multipart/report; report-type=delivery-status;", f' boundary="{b}"', "",
        "This is a MIME-encapsulated message.", "",
        f"--{b}", "Content-Description: Notification", "Content-Type: text/plain; "
        "charset=us-ascii", "", "I'm sorry to have to inform you that your message could not",
        "be delivered to one or more recipients.", "", f"<{lost}>: mailbox unavailable", "",
        f"--{b}", "Content-Description: Delivery report",
        "Content-Type: message/delivery-status", "", "Reporting-MTA: dns; mx.hotmail.de", "",
        f"Final-Recipient: rfc822; {lost}", "Action: failed", "Status: 5.1.1", "",
        f"--{b}", "Content-Description: Undelivered Message", "Content-Type: message/rfc822",
        "", f"From: {head['from']}", f"To: {lost}", f"Subject: {head['subject']}",
        "MIME-Version: 1.0", "Content-Type: text/plain; charset=utf-8",
        "Content-Transfer-Encoding: 8bit", "", *report, "", f"--{b}--"])


def redirect(scenario: str) -> bytes:
    """Our own turn report, sent back to the seat address by the player's automatic
    forwarding (Gmail keeps the headers and adds X-Forwarded-*): a loop."""
    report, head = plan.saved("diplomacy-f1901r-report-russia")
    to = plan.seat_address(scenario)
    return _raw([
        "X-Forwarded-Encrypted: i=1; AJvYcCX3Lk", f"X-Forwarded-To: {to}",
        f"X-Forwarded-For: s.volkov@gmail.com {to}", "Delivered-To: s.volkov@gmail.com",
        f"From: {head['from']}", "To: s.volkov@gmail.com", f"Reply-To: {head['reply_to']}",
        f"Subject: {head['subject']}", "Date: Wed, 11 Mar 2026 20:04:00 +0100",
        "Message-ID: <diplomacy-f1901r-report-russia.1@pbem.example.org>",
        "Auto-Submitted: auto-generated", "MIME-Version: 1.0",
        'Content-Type: text/plain; charset="utf-8"', "Content-Transfer-Encoding: 8bit", "",
        *report])


def build(planner: Planner) -> None:
    add = planner.add
    add("silly-s1901-germany", R("x", client="outlook-desktop", automatic=True,
                                 subject="Automatische Antwort: [Lamas am Rhein] Ergebnisse von "
                                         "W1900", headers=(*AUTO, ("X-Auto-Response-Suppress",
                                                                   "All")), signature=[]),
        out_of_office(["Vielen Dank für Ihre Nachricht.", "",
                       "Ich bin bis einschließlich 16.03.2026 nicht im Büro und habe keinen "
                       "Zugriff auf meine E-Mails. In dringenden Fällen wenden Sie sich bitte "
                       "an info@vogel-partner.example.", "",
                       "Mit freundlichen Grüßen", "Matthias Vogel"]))
    add("diplomacy-s1901-england", R("x", client="server-autoreply", automatic=True,
                                     subject="Re: [Westfalen 1901] S1901M: orders received for "
                                             "England", headers=AUTO),
        out_of_office(["I'm away until 12 March with limited access to email.",
                       "I'll reply when I'm back. Thanks!", "", "Emily"]))
    add("diplomacy-f1901r-germany", R("x", client="server-autoreply", automatic=True,
                                      subject="Abwesenheitsnotiz", headers=AUTO),
        out_of_office(["Hallo,", "", "ich bin bis zum 20. März im Urlaub und lese meine "
                       "E-Mails nur unregelmäßig.", "", "Gruß", "Gerd Hoffmann"]))
    mail = add("diplomacy-w1901-turkey", R("x", automatic=True),
               lambda kit: ([], ["bounce", "auto-reply"]))
    mail.raw_override, mail.client = dsn("diplomacy-w1901-turkey"), "mailer-daemon"
    loop = add("diplomacy-w1901-russia", R("x", automatic=True),
               lambda kit: ([], ["loop", "auto-reply"]))
    loop.raw_override, loop.client = redirect("diplomacy-w1901-russia"), "gmail-forwarding"
    add("diplomacy-f1901-austria", R("x", text=ITALY_THREAT, posting="forward"),
        forwarded_threat)
    add("diplomacy-s1901-russia", R("x", client="thunderbird", quirks=("nul-after-heading",)),
        nul_orders)
    add("silly-w1900-doktor", R("x", quirks=("nul-after-heading",)), nul_lama)
    add("diplomacy-f1901-germany", R("x", client="webde-android",
                                     quirks=("mislabelled-charset",)), umlauts_fall)
    add("silly-s1901-austria", R("x", client="iphone", quirks=("mislabelled-charset",)),
        umlauts_silly)
    add("silly-s1901-germany", R("x", client="outlook-desktop-plain",
                                 quirks=("cp1252-as-utf8",)), cp1252)
    add("diplomacy-f1901-austria", R("x", who=1, client="webmail-plainstub"), stub_orders)
    add("1815-r1-aut", R("x", client="webmail-plainstub"), stub_turn)
