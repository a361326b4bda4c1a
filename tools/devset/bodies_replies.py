"""Replies to our real mails (tests/mail/corpus/reports/: turn reports, receipts, mail
answers, STATUS answers) in every program's way: top- and bottom-posted, answered between
the quoted lines, forwarded from another account, copied in by hand (only ``last_mail``
tells), with and without ``last_mail``; a correction written as prose (not read), thanks that
change nothing. Markup: tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

TOP = [
    mail("diplomacy-f1901-austria", "de", "quoted-report no-heading", """
~ Ok, dann so:

+ A ser - gre
+ F alb S A ser - gre
+ A vie - gal

~ LG Anna
""", V("outlook-win", mode="top", opts=(("classic", "yes"),)), V("gmx-app", mode="top"),
        V("webde-app", mode="top", last=True)),
    mail("diplomacy-f1901-england", "en", "quoted-report natural-heading", """
# orders | Fall orders:
+ F nth - bel
+ F nwg - nwy
+ A yor - lon
""", V("outlook-android", ui="en", mode="top"), V("gmail-android", mode="top", last=True),
        V("html-stub", ui="en", mode="top")),
    mail("diplomacy-f1901-turkey", "en", "quoted-report no-heading signature", """
+ F ank - bla
+ A bul - gre
+ A con - bul

~ Tom
""", V("yahoo-android", ui="en", mode="top"), V("fairemail", ui="en", mode="top"),
        V("outlook-web", mode="top", last=True)),
    mail("silly-s1901-austria", "de", "quoted-report multi-box silly-short-names", """
~ Danke für die Auswertung!

# orders | Befehle:
+ A vie - gal
+ A bud - ser
+ F tri - alb

# superhirn_reply | Antwort:
+ 2962 m
""", V("gmail-web", mode="top", last=True), V("yahoo-web", ui="de", mode="top"),
        V("gmx-web", mode="top", html="html")),
    mail("silly-s1901-turkey", "en", "quoted-report no-heading", """
+ F ank - bla
+ A con - bul
+ A smy - con

~ thx
""", V("gmail-ios", mode="top"), V("outlook-ios", ui="en", mode="top", last=True)),
    mail("diplomacy-w1901-england", "de", "quoted-report no-heading", """
+ F lon B
+ A lvp B

~ Gruß Emil
""", V("outlook-win", mode="top"), V("samsung", mode="top", last=True)),
    mail("diplomacy-w1901-russia", "en", "quoted-report natural-heading", """
# orders | Builds:
+ A mos B
+ F stp/sc B
""", V("proton", mode="top", opts=(("older", "yes"),)), V("gmail-web", ui="en", mode="top")),
]

BOTTOM = [
    mail("diplomacy-f1901-germany", "de", "quoted-report no-heading bottom-posted", """
~ Hallo Gisela,

+ A mun - bur
+ A ruh S A mun - bur
+ F hol - bel

~ Gruß Gerd
""", V("thunderbird", mode="bottom"), V("k9", mode="bottom", last=True),
        V("mutt", ui="de", mode="bottom")),
    mail("diplomacy-f1901-france", "en", "quoted-report natural-heading bottom-posted", """
# orders | Orders:
+ A bur H
+ A spa - por
+ F mao S A spa - por
""", V("apple-mail", ui="en", mode="bottom"), V("proton", mode="bottom"),
        V("fairemail", ui="en", mode="bottom", last=True)),
    mail("silly-s1901-russia", "de", "quoted-report bottom-posted silly-short-names", """
# orders | Züge:
+ F stp/sc - bot
+ A mos - sev
+ A war - ukr
+ F sev - rum
# wormhole_vote | Wurmloch:
+ mos - con
""", V("thunderbird", mode="bottom", last=True), V("gmail-web", mode="bottom")),
    mail("diplomacy-f1901r-france", "de", "quoted-report bottom-posted no-heading", """
+ A bur R pic
""", V("mutt", ui="de", mode="bottom"), V("k9", mode="bottom")),
]

INLINE = [
    mail("diplomacy-f1901-italy", "en", "quoted-report inline no-heading", """
. On Mon, Mar 2, 2026 at 10:00 AM Gamemaster <gamemaster@pbem.example.org> wrote:
. > Results of S1901M in Demo 1901
. >
. > Orders
. >   Italy: F nap - ion — succeeds
. >   Italy: A rom - apu — succeeds

~ Good, now Tunis.

+ F ion C A apu - tun
+ A apu - tun via convoy
+ A ven H

. >   Turkey: F ank - bla — bounced (bounced with Russia F sev from sev)

~ Ha, those two again.
""", V("thunderbird", ui="en", mode="inline"), V("mutt", mode="inline", last=True)),
    mail("silly-s1901-germany", "de", "quoted-report inline silly-short-names", """
. Am 02.03.26 um 10:00 schrieb Gamemaster:
. > Ereignisse
. >   das Superhirn fragt (antworten Sie mit Ihren nächsten Befehlen): Wie hoch ist die Zugspitze?

# superhirn_reply | Antwort:
+ 2962 Meter

. > Nur für Deutschland
. >   Ihre Lamaherden: ruh, pru, sil

# lama_explosion | Lama:
+ pru
""", V("thunderbird", mode="inline", last=True), V("k9", mode="inline")),
]

FORWARDED = [
    mail("diplomacy-f1901-russia", "de", "quoted-report forward no-heading", """
~ Weitergeleitet vom Dienstrechner, hier meine Züge:

+ F bot - swe
+ A ukr - rum
+ A war H
+ F sev S A ukr - rum
""", V("gmail-web", mode="forward"), V("thunderbird", mode="forward"),
        V("outlook-web", ui="de", mode="forward")),
    mail("diplomacy-w1901-germany", "en", "quoted-report forward natural-heading", """
# orders | Build:
+ F kie B
""", V("apple-mail", ui="en", mode="forward"), V("outlook-win", ui="en", mode="forward")),
]

PASTED = [
    mail("diplomacy-f1901-turkey", "de", "quoted-report pasted no-heading", """
+ F ank - bla
+ A bul - gre
+ A con - bul
""", V("webde-web", mode="pasted", last=True), V("gmx-web", html="html", mode="pasted",
                                                  last=True)),
    mail("silly-s1901-italy", "de", "quoted-report pasted natural-heading", """
# orders | Befehle:
+ F nap - ion
+ A rom - apu
+ A ven H
""", V("outlook-win", mode="pasted-above", last=True), V("iphone", mode="pasted-above",
                                                          last=True)),
]

NOTHING = [
    mail("diplomacy-s1901-austria", "de", "quoted-report chatty prose-correction", """
~ Hallo Gisela,

~ bitte statt A vie - gal lieber A vie - tri, falls das noch geht.

~ Danke, Anna
""", V("webde-web", mode="top", last=True), V("outlook-win", mode="top")),
    mail("diplomacy-s1901-england", "en", "quoted-report chatty", """
~ Perfect, thanks. All three read correctly.
""", V("gmail-web", ui="en", mode="top", last=True), V("iphone", ui="en", mode="top")),
    mail("diplomacy-f1901-germany", "de", "quoted-report chatty", """
~ Was ist denn in Burgund passiert? Ich dachte, Frankreich hält?
""", V("samsung", mode="top"), V("gmx-app", mode="top", last=True)),
    mail("silly-s1901-superhirn", "en", "quoted-report chatty superhirn-secret", """
~ Thanks. The next question follows tomorrow, I need to think about it.
""", V("outlook-web", mode="top", last=True), V("proton", mode="top")),
]

BODIES = [*TOP, *BOTTOM, *INLINE, *FORWARDED, *PASTED, *NOTHING]
