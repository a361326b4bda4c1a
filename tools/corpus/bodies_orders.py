"""Standard Diplomacy orders as players write them without any heading (the DPjudge/njudge
habit: the body is the orders), between greeting and sign-off or inside a chatty mail;
numbered, bulleted, lower case, in full words. Markup: tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

NO_HEADING = [
    mail("diplomacy-s1901-england", "en", "no-heading", """
+ F lon - nth
+ F edi - nwg
+ A lvp - yor
""", V("gmail-web"), V("thunderbird", ui="en"), V("mutt")),
    mail("diplomacy-s1901-france", "fr", "no-heading greeting-first-line signature", """
~ Bonjour,

+ A par - bur
+ A mar - spa
+ F bre - mao

~ Bonne journée,
~ François
""", V("gmail-web"), V("iphone")),
    mail("diplomacy-s1901-germany", "de", "no-heading greeting-first-line signature", """
~ Moin,

+ F kie - hol
+ A ber - mun
+ A mun - ruh

~ Gerd
""", V("webde-web", html="plain"), V("gmx-app")),
    mail("diplomacy-s1901-italy", "it", "no-heading greeting-first-line signature", """
~ Ciao,

+ F nap - ion
+ A rom - apu
+ A ven H

~ Giulia
""", V("yahoo-web"), V("gmail-android")),
    mail("diplomacy-s1901-russia", "en", "no-heading", """
+ F stp/sc - bot
+ A mos - ukr
+ A war - gal
+ F sev - bla
""", V("outlook-web"), V("k9")),
    mail("diplomacy-s1901-turkey", "es", "no-heading greeting-first-line signature", """
~ Hola Gisela,

+ F ank - bla
+ A con - bul
+ A smy - con

~ Saludos,
~ Lucía
""", V("gmail-web"), V("apple-mail")),
    mail("diplomacy-s1901-austria", "de", "no-heading", """
+ 1. A vie - gal
+ 2. A bud - ser
+ 3. F tri - alb
""", V("outlook-win"), V("thunderbird")),
    mail("diplomacy-s1901-england", "nl", "no-heading greeting-first-line", """
~ Hoi,

+ - F lon - nth
+ - F edi - nwg
+ - A lvp - yor

~ Groeten, Daan
""", V("gmail-web"), V("fairemail", ui="nl")),
    mail("diplomacy-s1901-austria", "de", "no-heading", """
+ Armee Wien nach Galizien
+ Armee Budapest nach Serbien
+ Flotte Triest nach Albanien
""", V("gmx-web", html="html"), V("iphone")),
    mail("diplomacy-s1901-austria", "en", "no-heading", """
+ a vie-gal
+ a bud-ser
+ f tri-alb
""", V("gmail-ios"), V("samsung")),
    mail("diplomacy-s1901-germany", "en", "no-heading greeting-first-line signature", """
~ Hi GM,
~ sorry for the late reply, busy week at work.

+ F Kiel - Holland
+ A Berlin - Munich
+ A Munich -> Ruhr

~ Cheers,
~ George
""", V("outlook-web"), V("outlook-ios")),
    mail("diplomacy-f1901-austria", "de", "no-heading greeting-first-line signature", """
~ Hallo Gisela,

~ hier kommen meine Züge, Russland hat mich ja schön ausgebremst.

+ A ser - gre
+ F alb S A ser - gre
+ A vie - tri

~ Viele Grüße
~ Anna
""", V("gmail-web", mode="top"), V("thunderbird", mode="bottom"), V("webde-web", mode="top")),
    mail("diplomacy-f1901-england", "en", "no-heading", """
+ F nth - bel
+ F nwg - nwy
+ A yor H
""", V("outlook-web", mode="top"), V("apple-mail", mode="top", ui="en")),
    mail("diplomacy-f1901-russia", "en", "no-heading greeting-first-line signature", """
~ Thanks!

+ F bot - swe
+ A ukr - rum
+ A war - gal
+ F sev S A ukr - rum

~ Ryan
""", V("gmail-android", mode="top"), V("samsung", mode="top")),
    mail("diplomacy-f1901-turkey", "de", "no-heading signature", """
+ F ank - bla
+ A bul - gre
+ A con - bul

~ LG Tarik
""", V("iphone", mode="top"), V("gmx-web", mode="top", html="html")),
    mail("diplomacy-w1901-russia", "en", "no-heading", """
+ A mos B
+ F stp/nc B
""", V("k9"), V("proton")),
    mail("diplomacy-w1901-england", "de", "no-heading greeting-first-line", """
~ Servus!

+ Build F lon
+ Build A edi

~ Danke fürs Leiten!
""", V("outlook-android", mode="top"), V("gmail-web")),
    mail("diplomacy-f1901r-france", "fr", "no-heading", """
+ A bur - gas
""", V("gmail-web", mode="top"), V("samsung", mode="top")),
    mail("diplomacy-w1901-turkey", "en", "no-heading greeting-first-line", """
~ Hi all,
+ F smy B
~ That's it from me.
""", V("yahoo-web", ui="en"), V("proton", mode="top")),
]

IN_PROSE = [
    mail("diplomacy-s1901-england", "en", "no-heading greeting-first-line signature", """
~ Hi Gisela,

~ first time playing by mail, so I hope this is the right format.
~ I'm going for the usual opening.

+ F lon - nth
+ F edi - nwg
+ A lvp - yor

~ Let me know if anything is unclear.

~ Best,
~ Emily
""", V("gmail-web"), V("outlook-win", ui="en")),
    mail("diplomacy-f1901-germany", "de", "no-heading greeting-first-line", """
~ Hallo zusammen,

~ nachdem Frankreich nach Burgund gegangen ist, muss ich reagieren.
+ A mun - bur
+ A ruh S A mun - bur
+ F hol H
~ Das sollte reichen. Schönen Abend noch!
""", V("gmail-web", mode="top"), V("outlook-win", mode="top", opts=(("classic", "yes"),))),
    mail("diplomacy-f1901-italy", "it", "no-heading greeting-first-line signature", """
~ Ciao Gisela,

~ ecco i miei ordini per l'autunno. La Turchia mi preoccupa un po'.

+ F ion - tun
+ A apu H
+ A ven H

~ A presto,
~ Giulia
""", V("gmail-web", mode="top"), V("iphone", mode="top")),
    mail("diplomacy-f1901-france", "fr", "no-heading greeting-first-line signature", """
~ Bonsoir,

~ L'Allemagne m'attaque en Bourgogne, je tiens la position.

+ A bur H
+ A spa - por
+ F mao - bre

~ Merci et bonne soirée,
~ François Lefèvre
""", V("apple-mail", mode="top"), V("outlook-web", mode="top")),
    mail("diplomacy-s1901-turkey", "en", "no-heading greeting-first-line", """
~ Evening GM,

~ here goes nothing. Standard opening, nothing fancy:
+ F ank - bla
+ A con - bul
+ A smy - con

~ Cheers
""", V("k9", ui="en"), V("gmail-ios")),
    mail("diplomacy-w1901-austria", "de", "no-heading greeting-first-line signature", """
~ Grüß Gott,

~ ich baue eine Armee in Budapest.

+ A bud B

~ Schöne Grüße aus Wien
~ Anna
""", V("outlook-win", mode="top"), V("iphone", mode="top")),
    mail("diplomacy-w1901-germany", "de", "no-heading", """
~ Ich baue in Kiel eine Flotte:

+ F kie B

~ Gerd
""", V("webde-web", mode="top", html="plain"), V("k9")),
]

ATTACHED = [
    mail("diplomacy-f1901-england", "en", "no-heading", """
~ Screenshot of my plan attached, orders below.

+ F nth - bel
+ F nwg - nwy
+ A yor H
""", V("iphone", ui="en"), V("gmail-android"), attachment="IMG_0423.PNG"),
    mail("diplomacy-f1901-austria", "de", "natural-heading", """
# orders | Befehle:
+ A vie - gal
+ A ser - rum
+ F alb - gre

~ Die Karte mit meinen Zügen hängt an.
""", V("outlook-win", mode="top"), V("thunderbird", mode="top", html="html"),
        attachment="Karte_F1901.png"),
]

BODIES = [*NO_HEADING, *IN_PROSE, *ATTACHED]
