"""Replies that quote our real mails (tests/mail/corpus/reports/: turn reports, receipts,
mail answers) in every program's way: top- and bottom-posted, forwarded, answered between
the quoted lines, copied in by hand without attribution or ">" (then ``last=True`` gives
the reader "last_mail", the only way to see it), the issue's Yahoo Mail for Android reply
in Italian, attributions in a language no rule knows. Markup: tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

YAHOO = [
    # The case: Yahoo Mail for Android, Italian attribution running into the quoted
    # report, "Inviato da Yahoo Mail su Android"; the report's own "Orders" heading below.
    mail("diplomacy-f1901-italy", "it", "quoted-report no-heading", """
+ F ion - tun
+ A apu H
+ A ven H

~ Grazie
""", V("yahoo-android", mode="top", last=True), V("yahoo-android", mode="top")),
    mail("diplomacy-f1901-italy", "it", "quoted-report natural-heading", """
# orders | Ordini autunno 1901:
+ F ion - tun
+ A apu H
+ A ven - tri
""",
        V("yahoo-android", mode="top", last=True, opts=(("join", "no"),)),
        V("yahoo-web", mode="top")),
    mail("diplomacy-w1901-turkey", "en", "quoted-report no-heading", """
+ F smy B
""", V("yahoo-web", mode="top", ui="pl", last=True), V("yahoo-web", mode="top", ui="pl")),
]

PASTED = [
    mail("diplomacy-f1901-germany", "de", "quoted-report no-heading", """
+ A mun - bur
+ A ruh S A mun - bur
+ F hol H
""", V("gmail-web", mode="pasted", last=True), V("outlook-web", mode="pasted", last=True),
        V("thunderbird", mode="pasted", last=True)),
    mail("diplomacy-f1901-england", "en", "quoted-report natural-heading", """
# orders | My orders:
+ F nth - bel
+ F nwg - nwy
+ A yor H
""", V("gmail-web", mode="pasted-above", last=True), V("webde-web", mode="pasted-above",
                                                      ui="en", last=True)),
    mail("diplomacy-w1901-russia", "en", "quoted-report no-heading chatty", """
~ The report looks fine to me, thanks.

+ A mos B
+ F stp/nc B
""", V("outlook-win", mode="pasted-above", ui="en", last=True), V("k9", mode="pasted", last=True)),
    mail("diplomacy-f1901-austria", "de", "quoted-report chatty", """
~ Hallo Gisela, hier die Auswertung nochmal, ist die so richtig?
""", V("gmail-web", mode="pasted", last=True), V("webde-web", mode="pasted", last=True)),
]

INLINE = [
    mail("diplomacy-f1901-england", "en", "quoted-report natural-heading", """
. On Mon, Mar 2, 2026 at 10:00 AM Gamemaster <gamemaster@pbem.example.org> wrote:
. > Orders
. >   England: F lon - nth — succeeds
. >   England: F edi - nwg — succeeds
. >   England: A lvp - yor — succeeds

~ All according to plan.

. >   France: A par - bur — succeeds

~ France is moving east. Good for me.

. > Next phase: F1901M

# orders | My orders for F1901:
+ F nth - bel
+ F nwg - nwy
+ A yor H
""", V("thunderbird", mode="inline", ui="en", last=True), V("mutt", mode="inline")),
    mail("diplomacy-f1901-austria", "de", "quoted-report no-heading", """
. Am 02.03.26 um 10:00 schrieb Gamemaster:
. > Befehle
. >   Österreich: A vie - gal — abgeprallt (Patt mit Russland A war aus war)

~ Mist. Dann eben so:

+ A vie - gal
+ A ser - rum
+ F alb - gre

. >   Russland: A war - gal — abgeprallt (Patt mit Österreich A vie aus vie)

~ Ruslan, das war nicht nett.
""", V("thunderbird", mode="inline", last=True), V("k9", mode="inline")),
]

FORWARDS = [
    mail("diplomacy-f1901-germany", "de", "quoted-report natural-heading", """
# orders | Befehle:
+ A mun - bur
+ A ruh S A mun - bur
+ F hol H
""", V("gmail-web", mode="forward"), V("outlook-win", mode="forward"),
        V("thunderbird", mode="forward"), V("apple-mail", mode="forward")),
    mail("diplomacy-f1901-france", "en", "quoted-report no-heading", """
~ Forwarding from my work account, orders below.

+ A bur H
+ A spa - por
+ F mao - bre
""", V("gmail-web", mode="forward", ui="en"), V("outlook-web", mode="forward", ui="en")),
    mail("diplomacy-w1901-austria", "es", "quoted-report no-heading", """
+ A bud B
""", V("gmail-web", mode="forward"), V("outlook-win", mode="forward")),
]

RECEIPTS = [
    mail("diplomacy-s1901-italy", "en", "quoted-report natural-heading", """
~ Change of plans:

# orders | Orders:
+ F nap - ion
+ A rom - apu
+ A ven - tyr
""", V("outlook-web", mode="top", last=True), V("samsung", mode="top"),
        V("gmail-web", mode="bottom")),
    mail("diplomacy-s1901-germany", "en", "quoted-report no-heading", """
~ Actually, one change:

+ F kie - den
+ A ber - kie
+ A mun - ruh
""", V("outlook-win", mode="top", ui="en", last=True), V("gmx-web", mode="top", ui="en",
                                                         html="html")),
    mail("diplomacy-s1901-austria", "de", "quoted-report no-heading", """
+ A vie - gal
+ A bud - ser
+ F tri - adr
""", V("webde-web", mode="top", last=True), V("yahoo-web", mode="top"),
        V("outlook-android", mode="top")),
    mail("diplomacy-s1901-england", "en", "quoted-report chatty", """
~ Great, thanks for confirming.
""", V("gmail-web", mode="top"), V("outlook-web", mode="top", last=True)),
]

MORE_REPLIES = [
    mail("diplomacy-f1901-russia", "en", "quoted-report natural-heading", """
# orders | ORDERS
+ F bot - swe
+ A ukr - rum
+ A war - gal
+ F sev S A ukr - rum
""", V("outlook-win", mode="bottom", ui="en"), V("gmx-web", mode="bottom", ui="en",
                                                 html="html"),
        V("proton", mode="top", opts=(("older", "yes"),))),
    mail("diplomacy-f1901-turkey", "de", "quoted-report no-heading", """
+ F ank - bla
+ A bul - gre
+ A con - bul
""", V("samsung", mode="top"), V("k9", mode="bottom"), V("fairemail", mode="top")),
    mail("diplomacy-f1901r-france", "fr", "quoted-report natural-heading", """
# orders | Retraite :
+ A bur - par
""", V("outlook-win", mode="top"), V("apple-mail", mode="bottom"),
        V("samsung", mode="top", last=True)),
    mail("diplomacy-w1901-germany", "de", "quoted-report no-heading", """
+ A mun B
""", V("gmx-app", mode="top"), V("webde-app", mode="top", last=True),
        V("iphone", mode="bottom")),
    mail("diplomacy-w1901-england", "en", "quoted-report natural-heading", """
# orders | Builds W1901:
+ F lon B
+ F edi B
""", V("outlook-ios", mode="top"), V("gmail-ios", mode="top"), V("proton", mode="top")),
    mail("silly-s1901-superhirn", "de", "quoted-report superhirn-secret", """
# superhirn_question | Frage:
+ Wie viele Zentren hat Russland am Anfang?
# superhirn_answer | Antwort (geheim):
+ 4
""", V("outlook-win", mode="top", last=True), V("samsung", mode="top"),
        V("webde-web", mode="top", last=True)),
    mail("silly-s1901-germany", "de", "quoted-report silly-short-names superhirn-secret", """
# orders | Befehle:
+ F kie - hol
+ A ber - kie
+ A mun - ruh
# superhirn_reply | Antwort:
+ 2962 m
""", V("outlook-win", mode="top", last=True), V("samsung", mode="top"),
        V("yahoo-web", mode="top")),
    mail("silly-s1901-italy", "en", "quoted-report no-heading", """
+ F nap - ion
+ A rom - apu
+ A ven H
""", V("outlook-web", mode="top", last=True), V("samsung", mode="top", ui="en")),
]

BODIES = [*YAHOO, *PASTED, *INLINE, *FORWARDS, *RECEIPTS, *MORE_REPLIES]
