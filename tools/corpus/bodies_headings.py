"""Standard Diplomacy orders under natural headings with extra words ("Befehle
Österreich, Herbst 1901:", "Orders for the fall:", a power's name alone), greetings on the
first line, signatures (closings, "-- " blocks with address and phone, company footers), a
name or a sentence inside the box. Markup: tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

NATURAL = [
    mail("diplomacy-s1901-england", "en", "natural-heading", """
# orders | My orders:
+ F lon - nth
+ F edi - nwg
+ A lvp - yor
""", V("gmail-web"), V("outlook-ios")),
    mail("diplomacy-f1901-germany", "de", "natural-heading signature", """
# orders | Befehle F1901:
+ A mun - bur
+ A ruh S A mun - bur
+ F hol - bel

~ Gruß Gerd
""", V("thunderbird", mode="bottom"), V("gmx-web", mode="top", html="html")),
    mail("diplomacy-f1901-austria", "de", "natural-heading", """
# orders | meine Befehle:
+ A vie - gal
+ A ser - rum
+ F alb - gre
""", V("webde-app", mode="top"), V("gmail-android", mode="top")),
    mail("diplomacy-f1901-england", "en", "natural-heading greeting-first-line", """
~ Hi,

# orders | Orders for England:
+ F nth - bel
+ F nwg - nwy
+ A yor - lvp
""", V("thunderbird", ui="en", mode="top"), V("proton", mode="top")),
    mail("diplomacy-f1901-austria", "de", "natural-heading signature", """
# orders | Befehle Österreich, Herbst 1901:
+ A vie - gal
+ A ser - gre
+ F alb S A ser - gre

~ Mit freundlichen Grüßen
~ Anna Österreicher
""", V("outlook-win", mode="top"), V("outlook-win", mode="top", opts=(("classic", "yes"),))),
    mail("diplomacy-f1901r-france", "de", "natural-heading", """
# orders | Rückzug für Frankreich:
+ A bur - pic
""", V("gmail-web", mode="top"), V("iphone", mode="top")),
    mail("diplomacy-f1901-italy", "en", "natural-heading", """
# orders | Orders for the fall:
+ F ion - tun
+ A apu H
+ A ven - tyr
""", V("yahoo-web", mode="top"), V("apple-mail", mode="bottom")),
    mail("diplomacy-s1901-germany", "de", "natural-heading greeting-first-line signature", """
~ Hallo Gisela,

# orders | Hier meine Befehle:
+ F kie - hol
+ A ber - kie
+ A mun - ruh

~ Grüße
~ Gerd
""", V("gmx-web", html="html"), V("webde-web")),
    mail("diplomacy-s1901-turkey", "en", "natural-heading", """
# orders | Orders for spring 1901:
+ F ank - bla
+ A con - bul
+ A smy - arm
""", V("gmail-web"), V("yahoo-android", ui="en")),
    mail("diplomacy-f1901-russia", "en", "natural-heading", """
# orders | Moves:
+ F bot - swe
+ A ukr - rum
+ A war H
+ F sev S A ukr - rum
""", V("outlook-web", mode="top"), V("k9", mode="top")),
    mail("diplomacy-s1901-austria", "de", "natural-heading", """
# orders | **Befehle**
+ A vie - gal
+ A bud - ser
+ F tri - alb
""", V("gmail-web"), V("apple-mail")),
    mail("diplomacy-s1901-austria", "de", "natural-heading greeting-first-line", """
~ Hallo nochmal,

~ ich habe mich umentschieden.

# orders | Befehle (korrigiert):
+ A vie - tri
+ A bud - ser
+ F tri - alb

~ Danke!
""", V("gmail-web", mode="top", last=True), V("outlook-win", mode="top"),
        V("iphone", mode="top")),
    mail("diplomacy-f1901-france", "fr", "natural-heading", """
# orders | France :
+ A bur H
+ A spa - por
+ F mao H
""", V("gmail-web", mode="top"), V("thunderbird", mode="bottom", ui="fr")),
    mail("diplomacy-f1901-austria", "de", "natural-heading", """
# orders | Österreich:
+ A vie H
+ A ser H
+ F alb - gre
""", V("samsung", mode="top"), V("gmail-web", mode="top")),
    mail("diplomacy-w1901-england", "en", "natural-heading", """
# orders | Builds:
+ F lon B
+ A edi B
""", V("gmail-web", mode="top"), V("outlook-web", mode="top")),
    mail("diplomacy-w1901-germany", "de", "natural-heading", """
# orders | Aufbauten W1901:
+ A kie B
""", V("thunderbird", mode="top"), V("gmx-web", mode="top", html="html")),
    mail("diplomacy-f1901r-france", "en", "natural-heading", """
# orders | Retreat:
+ A bur R par
""", V("outlook-web", mode="top", ui="en"), V("proton", mode="top", ui="en")),
    mail("diplomacy-s1901-russia", "de", "natural-heading", """
# orders | ORDERS S1901M
+ F stp/sc - bot
+ A mos - ukr
+ A war - gal
+ F sev - bla
""", V("webde-web"), V("outlook-win")),
    mail("diplomacy-f1901-germany", "de", "natural-heading", """
# orders | BEFEHLE FÜR DEUTSCHLAND
+ A mun - bur
+ A ruh S A mun - bur
+ F hol H
""", V("gmail-ios", mode="top"), V("outlook-android", mode="top")),
    mail("diplomacy-f1901-england", "en", "natural-heading", """
# orders | Orders (England, F1901):
+ F nth - bel
+ F nwg - nwy
+ A yor H
""", V("iphone", mode="top"), V("fairemail", mode="top", ui="en")),
    mail("diplomacy-s1901-italy", "it", "natural-heading", """
. Ordini:
+ F nap - ion
+ A rom - apu
+ A ven H
""", V("yahoo-android", ui="it"), V("outlook-web", ui="it")),
    mail("diplomacy-s1901-france", "fr", "natural-heading greeting-first-line", """
~ Salut,
. Ordres :
+ A par - bur
+ A mar - spa
+ F bre - mao
""", V("thunderbird", ui="fr"), V("samsung", ui="fr")),
    mail("diplomacy-s1901-turkey", "es", "natural-heading", """
. Órdenes:
+ F ank - bla
+ A con - bul
+ A smy - con
""", V("gmail-android", ui="es"), V("outlook-win", ui="es")),
    mail("diplomacy-f1901-russia", "de", "natural-heading greeting-first-line", """
~ Guten Abend,

# orders | Züge Russland Herbst 1901:
+ F bot - swe
+ A ukr - rum
+ A war - gal
+ F sev S A ukr - rum
""", V("gmail-web", mode="top"), V("apple-mail", mode="top")),
    mail("diplomacy-w1901-russia", "de", "natural-heading", """
# orders | Aufbauten: A mos B | *
+ F stp/nc B
""", V("webde-web", mode="top"), V("iphone", mode="top")),
    mail("diplomacy-f1901-turkey", "en", "natural-heading", """
# orders | Turkey: F ank - bla | *
+ A bul - gre
+ A con - bul
""", V("gmail-web", mode="top"), V("outlook-web", mode="top")),
]

GREETINGS = [
    mail("diplomacy-s1901-germany", "de", "greeting-first-line natural-heading", """
~ Hallo zusammen,
# orders | Befehle:
+ F kie - hol
+ A ber - kie
+ A mun - ruh
""", V("outlook-win"), V("iphone")),
    mail("diplomacy-f1901-italy", "it", "greeting-first-line no-heading", """
~ Ciao,
+ F ion - tun
+ A apu H
+ A ven H
""", V("yahoo-android", mode="top", ui="it", opts=(("join", "no"),)), V("gmail-web", mode="top")),
    mail("diplomacy-f1901-england", "en", "greeting-first-line", """
~ Thanks!
# orders | ORDERS
+ F nth - bel
+ F nwg - nwy
+ A yor H
""", V("gmail-web", mode="top"), V("samsung", mode="top", ui="en")),
    mail("diplomacy-f1901-germany", "de", "greeting-first-line", """
~ Moin
+ A mun - bur
+ A ruh S A mun - bur
+ F hol H
""", V("k9", mode="top"), V("gmx-app", mode="top")),
    mail("diplomacy-s1901-austria", "en", "greeting-first-line natural-heading", """
~ Hi GM,

# orders | orders:
+ A vie - gal
+ A bud - ser
+ F tri - alb
""", V("gmail-web", mode="top", last=True), V("proton", mode="top")),
    mail("diplomacy-w1901-france", "fr", "greeting-first-line no-heading signature", """
~ Bonjour Gisela,
+ F bre B
~ Bises,
~ François
""", V("iphone", mode="top"), V("gmail-web", mode="top")),
    mail("diplomacy-f1901-russia", "nl", "greeting-first-line no-heading", """
~ Hallo,

+ F bot - swe
+ A ukr - rum
+ A war H
+ F sev H

~ Groetjes, Bram
""", V("gmail-web", mode="top"), V("outlook-win", mode="top", ui="nl")),
    mail("diplomacy-s1901-russia", "de", "greeting-first-line", """
~ Lieber Spielleiter,

# orders | Befehle:
+ F stp/sc - bot
+ A mos - sev
+ A war - ukr
+ F sev - rum
""", V("webde-web"), V("outlook-win")),
    mail("diplomacy-f1901-austria", "en", "greeting-first-line", """
~ Dear GM,
# orders | Orders:
+ A vie - gal
+ A ser - rum
+ F alb - gre
~ Regards,
~ Andrew
""", V("outlook-win", mode="top", ui="en"), V("apple-mail", mode="top")),
    mail("diplomacy-f1901-turkey", "de", "greeting-first-line", """
~ Hey Gisela
+ F ank - bla
+ A bul - gre
+ A con - bul
""", V("iphone", mode="top"), V("gmail-android", mode="top")),
]

SIGNATURES = [
    mail("diplomacy-s1901-austria", "de", "signature natural-heading", """
# orders | Befehle:
+ A vie - gal
+ A bud - ser
+ F tri - alb

.sig
. Anna Österreicher
. Ringstraße 12, 1010 Wien
. Tel. +43 660 1234567
""", V("thunderbird"), V("mutt", ui="de")),
    mail("diplomacy-f1901-germany", "de", "signature no-heading", """
+ A mun - bur
+ A ruh S A mun - bur
+ F hol H

~ Mit freundlichen Grüßen

~ Gerd Preuß
. Teamleiter Controlling
. Stadtwerke Musterstadt GmbH
. Hauptstraße 1 | 12345 Musterstadt
. Tel.: +49 89 1234-567 | Fax: +49 89 1234-568
. www.stadtwerke-musterstadt.example
""", V("outlook-win", mode="top"), V("outlook-web", mode="top")),
    mail("diplomacy-f1901-england", "en", "signature no-heading", """
+ F nth - bel
+ F nwg - nwy
+ A yor H

~ Cheers,
~ Emily

. --
. Emily Clarke | Senior Analyst
. +44 20 7946 0000
""", V("outlook-web", mode="top"), V("gmail-web", mode="top")),
    mail("diplomacy-s1901-italy", "en", "signature natural-heading", """
# orders | Orders:
+ F nap - ion
+ A rom - apu
+ A ven H

~ Isabel

. _____________________________
. Isabel Grant
. Tel. +39 06 1234 5678
""", V("outlook-win", ui="en"), V("thunderbird", ui="en")),
    mail("diplomacy-s1901-france", "de", "signature natural-heading", """
# orders | Befehle:
+ A par - bur
+ A mar - spa
+ F bre - mao

~ LG, Franziska
""", V("iphone"), V("samsung"), V("outlook-ios")),
    mail("diplomacy-w1901-turkey", "de", "signature natural-heading", """
# orders | Aufbau:
+ F smy B

~ Beste Grüße
~ Tarik Yılmaz

.sig
. Tarik Yılmaz · Köln · +49 170 1234567
""", V("thunderbird", mode="bottom"), V("k9", mode="top")),
    mail("diplomacy-s1901-russia", "en", "signature no-heading", """
+ F stp/sc - bot
+ A mos - ukr
+ A war - gal
+ F sev - bla

~ Ryan O'Neill
. Mobile: +353 87 123 4567
""", V("gmail-web"), V("yahoo-web", ui="en")),
]

PROSE_IN_BOX = [
    mail("diplomacy-s1901-austria", "de", "prose-in-box natural-heading", """
# orders | Befehle:
+ A vie - gal
+ A bud - ser
+ F tri - alb
~ Anna
""", V("gmail-web"), V("webde-web")),
    mail("diplomacy-f1901-austria", "de", "prose-in-box natural-heading", """
# orders | Befehle:
+ A vie - gal
~ ich hoffe, Russland spielt diesmal mit
+ A ser - rum
+ F alb - gre
""", V("gmail-web", mode="top"), V("thunderbird", mode="bottom")),
    mail("diplomacy-f1901-england", "en", "prose-in-box natural-heading", """
# orders | ORDERS
+ F nth - bel
+ F nwg - nwy
~ (the army stays put, I don't trust France)
+ A yor H
~ Thanks, Emily
""", V("outlook-web", mode="top"), V("iphone", mode="top", ui="en")),
    mail("diplomacy-s1901-germany", "en", "prose-in-box natural-heading", """
# orders | Orders:
+ F kie - hol
+ A ber - kie
+ A mun - ruh
~ That's all for now.
~ George
""", V("gmail-web"), V("proton")),
    mail("diplomacy-f1901-italy", "de", "prose-in-box natural-heading", """
# orders | Befehle Italien:
+ F ion - tun
~ Tunis ist wichtig.
+ A apu H
+ A ven H
~ Ida
""", V("gmx-web", mode="top", html="html"), V("outlook-win", mode="top")),
    mail("diplomacy-w1901-russia", "en", "prose-in-box natural-heading", """
# orders | Builds:
+ A mos B
~ and a fleet in the north, please:
+ F stp/nc B
""", V("gmail-web", mode="top"), V("k9", mode="top")),
    mail("diplomacy-f1901-turkey", "fr", "prose-in-box natural-heading", """
# orders | Ordres:
+ F ank - bla
+ A bul - gre
+ A con - bul
~ Merci beaucoup !
""", V("gmail-web", mode="top", ui="fr"), V("apple-mail", mode="top", ui="fr")),
]

BODIES = [*NATURAL, *GREETINGS, *SIGNATURES, *PROSE_IN_BOX]
