"""Standard Diplomacy orders as players send them: the body is the orders (DPjudge habit)
between greetings, small talk, sign-offs and company footers; numbered and bulleted lists,
a comment behind an order, several orders on one line, full words in English and German,
Outlook's autocorrected dashes, typos; natural and classic headings in six languages; a
note under "Notiz:"/"PS:" that is not read. Markup: tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

NO_HEADING = [
    mail("diplomacy-s1901-italy", "it", "no-heading greeting-first-line signature", """
~ Buongiorno a tutti,

. ecco i miei ordini per la primavera:

+ F nap - ion
+ A rom - apu
+ A ven H

~ Un saluto,
~ Giulia
""", V("gmail-web", ui="it"), V("outlook-web", ui="it")),
    mail("diplomacy-s1901-germany", "de", "no-heading greeting-first-line signature", """
~ Hallo Gisela,
~ anbei meine Züge. Ich hoffe, das Format passt so.
+ F kie - den
+ A ber - kie
+ A mun - ruh
~ Schönes Wochenende
~ Gerd
""", V("webde-web"), V("outlook-ios", ui="de")),
    mail("diplomacy-f1901-russia", "en", "no-heading signature", """
+ F bot - swe
+ A ukr - rum
+ F sev S A ukr - rum
+ A war - gal

~ R.
""", V("k9"), V("gmail-ios")),
    mail("diplomacy-f1901-france", "fr", "no-heading greeting-first-line signature", """
~ Salut Gisela,

~ Désolé pour le retard, j'étais en déplacement toute la semaine.

+ A bur H
+ A spa - por
+ F mao - bre

~ Bonne soirée !
~ F.
""", V("gmail-android", ui="fr"), V("apple-mail", ui="fr")),
    mail("diplomacy-s1901-turkey", "en", "no-heading chatty", """
~ Quick one before my flight:
+ F ank - bla
+ A con - bul
+ A smy - arm
~ If Russia bounces me in the Black Sea I'll be grumpy.
""", V("outlook-android", ui="en"), V("iphone", ui="en")),
    mail("diplomacy-f1901-germany", "de", "no-heading signature", """
+ A München – Burgund
+ A Ruhr unterstützt A München nach Burgund
+ F Holland hält

~ Viele Grüße aus Kiel
~ Gerd
""", V("outlook-win"), V("outlook-win", opts=(("classic", "yes"),))),
    mail("diplomacy-w1901-russia", "de", "no-heading greeting-first-line", """
~ Guten Morgen!
+ Baue A mos
+ Baue F stp/nc
~ Danke und bis zum Frühjahr
""", V("gmx-app"), V("thunderbird")),
    mail("diplomacy-w1901-austria", "en", "no-heading signature", """
+ Build A bud

~ Thanks,
~ Andrew Hall
. Vienna, Austria
""", V("outlook-web"), V("yahoo-web", ui="en")),
    mail("diplomacy-f1901-england", "nl", "no-heading greeting-first-line signature", """
~ Hoi Gisela,

~ Hierbij mijn orders voor de herfst.

+ F nth - bel
+ F nwg - nwy
+ A yor - lon

~ Met vriendelijke groet,
~ Daan de Vries
""", V("outlook-win", ui="nl"), V("gmail-web", ui="nl")),
    mail("diplomacy-s1901-russia", "es", "no-heading greeting-first-line signature", """
~ Hola!

+ F stp/sc - bot
+ A mos - stp
+ A war - ukr
+ F sev - rum

~ Un abrazo,
~ Pablo
""", V("gmail-android", ui="es"), V("outlook-win", ui="es")),
    mail("diplomacy-f1901r-france", "de", "no-heading greeting-first-line signature", """
~ Mist, Burgund ist weg.

+ A bur - par

~ Franziska
""", V("iphone"), V("gmx-web", html="html")),
    mail("diplomacy-w1901-turkey", "it", "no-heading", """
+ F smy B
~ Grazie!
""", V("yahoo-android", ui="it"), V("gmail-web", ui="it")),
]

LISTS = [
    mail("diplomacy-s1901-france", "en", "no-heading lists", """
~ Hi,

+ 1) A par - bur
+ 2) A mar - spa
+ 3) F bre - mao

~ Frank
""", V("apple-mail", ui="en"), V("fairemail", ui="en")),
    mail("diplomacy-f1901-austria", "de", "natural-heading lists", """
# orders | Meine Befehle für den Herbst:
+ • A ser - gre
+ • F alb S A ser - gre
+ • A vie - gal
""", V("iphone"), V("outlook-web", ui="de")),
    mail("diplomacy-f1901-turkey", "en", "no-heading lists", """
+ * F ank - bla
+ * A bul - gre
+ * A con - bul

~ -Tom
""", V("mutt"), V("proton")),
    mail("diplomacy-s1901-england", "de", "natural-heading lists", """
# orders | Befehle England Frühjahr 1901
+ 1. F lon - eng
+ 2. F edi - nth
+ 3. A lvp - yor
""", V("thunderbird"), V("gmx-web", html="html")),
]

COMMENTS = [
    mail("diplomacy-s1901-austria", "en", "natural-heading comments", """
# orders | Orders:
+> A vie - gal (Russia will bounce me, I know) => A vie - gal
+ A bud - ser
+> F tri - alb (so Italy stays out) => F tri - alb
""", V("gmail-web", ui="en"), V("thunderbird", ui="en")),
    mail("diplomacy-f1901-italy", "de", "no-heading comments", """
+> F ion C A apu - tun   // der Klassiker => F ion C A apu - tun
+ A apu - tun via convoy
+> A ven H   // bleibt zu Hause => A ven H

~ Ida
""", V("webde-web"), V("k9")),
    mail("diplomacy-f1901-germany", "en", "natural-heading comments one-line-orders", """
# orders | ORDERS GERMANY F1901
+> A mun - bur, A ruh S A mun - bur => A mun - bur => A ruh S A mun - bur
+> F hol H (just in case) => F hol H
""", V("gmail-web", ui="en"), V("outlook-web", ui="en")),
    mail("diplomacy-s1901-russia", "de", "natural-heading one-line-orders", """
# orders | Befehle:
+> F stp/sc - bot; A mos - ukr; A war - gal; F sev - bla => F stp/sc - bot => A mos - ukr \
=> A war - gal => F sev - bla
""", V("samsung"), V("gmail-android")),
    mail("diplomacy-s1901-italy", "en", "no-heading one-line-orders", """
~ Simple this time:

+> F nap - ion, A rom - apu, A ven H => F nap - ion => A rom - apu => A ven H

~ Isabel
""", V("outlook-ios", ui="en"), V("gmail-web", ui="en")),
]

FULL_WORDS = [
    mail("diplomacy-s1901-england", "en", "no-heading full-words", """
+ Fleet London to English Channel
+ Fleet Edinburgh to North Sea
+ Army Liverpool to Yorkshire
""", V("outlook-win", ui="en"), V("yahoo-web", ui="en")),
    mail("diplomacy-s1901-austria", "de", "no-heading full-words greeting-first-line", """
~ Servus Gisela,

+ Armee Wien zieht nach Galizien
+ Armee Budapest zieht nach Serbien
+ Flotte Triest zieht nach Albanien

~ Pfiat di
~ Anna
""", V("gmx-web", html="html"), V("webde-app")),
    mail("diplomacy-f1901-austria", "en", "no-heading full-words", """
+ Army Serbia to Greece
+ Fleet Albania supports Army Serbia to Greece
+ Army Vienna holds
""", V("gmail-web", ui="en", mode="top"), V("apple-mail", ui="en", mode="top")),
    mail("diplomacy-f1901-italy", "it", "no-heading full-words", """
~ Ciao,
+ Fleet Ionian Sea convoys A Apulia to Tunis
+ A Apulia - Tunis by convoy
+ A Venice holds
~ Grazie, Giulia
""", V("yahoo-web", ui="it"), V("gmail-android", ui="it")),
    mail("diplomacy-s1901-germany", "de", "no-heading full-words autocorrect", """
+ F Kiel – Dänemark
+ A Berlin – Kiel
+ A München – Ruhr
""", V("outlook-win"), V("iphone")),
    mail("diplomacy-w1901-england", "de", "no-heading full-words", """
+ Baue Flotte London
+ Baue Armee Edinburgh
""", V("thunderbird", mode="top"), V("webde-web", mode="top")),
]

TYPOS = [
    mail("diplomacy-s1901-austria", "en", "natural-heading typos", """
# orders | Orders:
+? A Vienna - Galica
+ A bud - ser
+ F tri - alb
""", V("gmail-ios"), V("outlook-android", ui="en")),
    mail("diplomacy-f1901-germany", "de", "no-heading typos", """
+ A München - Burgund
+ A ruh S A mun - bur
+? F Holland - Belguim
""", V("gmail-web"), V("samsung")),
    mail("diplomacy-s1901-france", "en", "natural-heading typos", """
# orders | my orders
+ A par - bur
+? A Marseilles - Spian
+ F bre - mao
""", V("proton"), V("k9")),
]

HEADINGS = [
    mail("diplomacy-f1901-england", "en", "classic-heading", """
# orders | ORDERS
+ F nth - bel
+ F nwg - nwy
+ A yor - lvp
! end | END
""", V("mutt"), V("thunderbird", ui="en")),
    mail("diplomacy-s1901-turkey", "de", "natural-heading", """
# orders | Befehle der Türkei (Frühjahr 1901):
+ F ank - bla
+ A con - bul
+ A smy - con
""", V("gmail-web"), V("outlook-win")),
    mail("diplomacy-f1901-russia", "de", "natural-heading", """
# orders | Russland:
+ F bot - swe
+ A ukr - rum
+ A war H
+ F sev S A ukr - rum
""", V("webde-web", mode="top"), V("iphone", mode="top")),
    mail("diplomacy-s1901-england", "en", "natural-heading", """
# orders | === ORDERS S1901 ===
+ F lon - nth
+ F edi - nwg
+ A lvp - yor
""", V("outlook-web"), V("gmail-android")),
    mail("diplomacy-f1901-france", "de", "natural-heading greeting-first-line", """
~ Hallo,
# orders | Frankreich F1901:
+ A bur H
+ A spa - por
+ F mao S A spa - por
""", V("gmx-web", html="html"), V("outlook-win", mode="top")),
    mail("diplomacy-w1901-germany", "en", "natural-heading", """
# orders | Winter builds:
+ A ber B
""", V("gmail-web", ui="en", mode="top"), V("outlook-ios", ui="en", mode="top")),
    mail("diplomacy-s1901-italy", "de", "natural-heading", """
# orders | BEFEHLE
+ F nap - ion
+ A rom - apu
+ A ven H
""", V("webde-web"), V("thunderbird")),
    mail("diplomacy-f1901-turkey", "en", "natural-heading", """
# orders | Here are my orders for Fall 1901:
+ F ank - bla
+ A bul - ser
+ A con - bul
""", V("proton", mode="top"), V("yahoo-web", ui="en", mode="top")),
    mail("diplomacy-f1901r-france", "en", "natural-heading", """
# orders | Retreats:
+ A bur - gas
""", V("gmail-web", ui="en", mode="top"), V("outlook-web", ui="en", mode="top")),
    mail("diplomacy-s1901-austria", "de", "natural-heading", """
# orders | Österreich-Ungarn:
+ A vie - gal
+ A bud - ser
+ F tri - alb
""", V("outlook-web", ui="de"), V("samsung")),
]

NOTES = [
    mail("diplomacy-f1901-austria", "de", "natural-heading notes-colon", """
# orders | Befehle:
+ A ser - gre
+ F alb S A ser - gre
+ A vie H

~ Notiz für nächstes Jahr:
~ A vie - gal
~ A ser - bul
""", V("gmail-web", mode="top"), V("thunderbird")),
    mail("diplomacy-s1901-england", "en", "natural-heading notes-colon", """
# orders | Orders:
+ F lon - nth
+ F edi - nwg
+ A lvp - yor

~ PS:
~ I may be late with the fall orders, travelling.
""", V("outlook-web"), V("apple-mail", ui="en")),
]

FOOTERS = [
    mail("diplomacy-s1901-germany", "de", "no-heading signature", """
+ F kie - hol
+ A ber - kie
+ A mun - ruh

~ Mit freundlichen Grüßen
~ i. A. Gerd Preuß

. Musterwerke GmbH | Abteilung Einkauf
. Industriestraße 7, 80331 München
. Tel. +49 89 123456-0 | Mobil +49 171 2345678
. Geschäftsführer: Dr. Hans Muster | Amtsgericht München HRB 123456

. Diese E-Mail enthält vertrauliche Informationen. Wenn Sie nicht der richtige Adressat
. sind, informieren Sie bitte sofort den Absender und vernichten Sie diese E-Mail.
""", V("outlook-win"), V("outlook-web", ui="de")),
    mail("diplomacy-f1901-italy", "en", "no-heading signature", """
+ F ion - tun
+ A apu - nap
+ A ven H

~ Best regards,
~ Isabel Grant
. Senior Consultant
. Via del Corso 12, 00186 Roma
. +39 06 1234 5678
""", V("outlook-win", ui="en"), V("gmail-web", ui="en")),
    mail("diplomacy-f1901-austria", "de", "no-heading signature", """
+ A ser - gre
+ F alb S A ser - gre
+ A vie - tyr

~ Grüße aus Wien
~ Anna

.sig
. Anna Österreicher
. Ringstraße 12/4, 1010 Wien
""", V("thunderbird"), V("k9")),
    mail("diplomacy-s1901-turkey", "en", "no-heading signature", """
+ F ank - con
+ A con - bul
+ A smy - arm

.sig
. Tom Baker
. "The only winning move is not to play." (not really)
""", V("mutt"), V("thunderbird", ui="en")),
    mail("diplomacy-w1901-france", "en", "no-heading signature", """
+ Build F bre

~ Cheers
~ Frank (France)
. mobile: +33 6 12 34 56 78
""", V("gmail-web", ui="en"), V("samsung", ui="en")),
]

BODIES = [*NO_HEADING, *LISTS, *COMMENTS, *FULL_WORDS, *TYPOS, *HEADINGS, *NOTES, *FOOTERS]
