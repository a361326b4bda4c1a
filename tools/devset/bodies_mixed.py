"""Mails that mix everything, the way long-time PBEM players write: classic headings
(ORDERS/BEFEHLE) with press and commands around them, END with notes below, orders without
unit type or with coasts in brackets, prose that names orders without being one, a closing
followed by more orders (not the end), press ended by the mail's closing before a "-- "
signature; chatty mails that change nothing; French, Spanish, Dutch and Italian players;
legacy charsets and mislabelled mails, HTML-only programs and attachments.
Markup: tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

LATIN1 = (("charset", "iso-8859-1"),)
CP1252 = (("charset", "windows-1252"),)
MISLABELLED = (("mislabel", "yes"), ("charset", "iso-8859-1"))

CLASSIC = [
    mail("diplomacy-f1901-austria", "de", "classic-heading commands press", """
# orders | BEFEHLE
+ A ser - gre
+ F alb S A ser - gre
+ A vie - gal

@ russia | PRESSE AN Russland
% Galizien war ein Missverständnis. Ich gehe wieder raus, versprochen.
@end - | PRESSEENDE

! nowait | NICHT WARTEN
! end | ENDE
. Notizen: nächste Runde Bulgarien?
""", V("thunderbird", opts=CP1252), V("mutt", ui="de", opts=LATIN1)),
    mail("diplomacy-s1901-england", "en", "classic-heading commands press", """
! wait | WAIT
# orders | ORDERS
+ F lon - nth
+ F edi - nwg
+ A lvp - yor
@ germany | PRESS TO germany
% Holland is yours, Denmark too if you want it.
@end - | ENDPRESS
! status | STATUS
! end | SIGNOFF
""", V("mutt"), V("k9")),
    mail("diplomacy-f1901-italy", "de", "classic-heading commands", """
! status | status
# orders | befehle
+ F ion - tun
+ A apu H
+ A ven H
! history | verlauf
""", V("gmail-web"), V("outlook-win", opts=LATIN1)),
    mail("silly-s1901-germany", "de", "classic-heading multi-box commands", """
# orders | BEFEHLE
+ F kie - den
+ A ber - kie
+ A mun - ruh
# wormhole_vote | WURMLOCH
+ den - tun
# superhirn_reply | ANTWORT
+ 2962 m
! wait | WARTEN
! end | ENDE
. (Text darunter wird nicht gelesen, oder?)
""", V("webde-web", opts=(("charset", "ISO-8859-15"),)), V("thunderbird")),
]

SHAPES = [
    mail("diplomacy-s1901-austria", "en", "no-heading no-unit-type", """
+ vie - gal
+ bud - ser
+ tri - alb
""", V("gmail-android"), V("webde-app", ui="en")),
    mail("diplomacy-f1901-france", "en", "natural-heading coasts", """
# orders | Orders for France:
+ A bur - mar
+ A spa - por
+ F mao - spa (nc)
""", V("gmail-web", ui="en"), V("outlook-web", ui="en")),
    mail("diplomacy-s1901-france", "fr", "no-heading capitals", """
~ Bonjour à tous,

+ A Par - Bur
+ A Mar - Spa
+ F Bre - MAO

~ Amicalement,
~ François Lefèvre
""", V("thunderbird", ui="fr"), V("samsung", ui="fr"), V("outlook-win", ui="fr")),
    mail("diplomacy-s1901-germany", "de", "no-heading prose-with-orders", """
~ Ich habe lange überlegt, ob ich A mun - bur spiele, aber Frankreich ist mir zu nett.
~ Also ganz klassisch:

+ F kie - hol
+ A ber - kie
+ A mun - ruh
""", V("gmail-web"), V("iphone")),
    mail("diplomacy-f1901-turkey", "de", "no-heading signoff-not-last", """
+ F ank - bla
+ A bul - gre

~ Gruß Tarik

~ Ach, und noch:
+ A con - bul
""", V("iphone", mode="top"), V("gmail-web", mode="top")),
    mail("diplomacy-f1901-russia", "en", "chatty no-orders", """
~ Same orders as last turn please, I'm on holiday.
~ Ryan
""", V("outlook-ios", ui="en", mode="top"), V("gmail-web", ui="en", mode="top", last=True)),
    mail("diplomacy-s1901-italy", "it", "natural-heading press-unclosed signature", """
# orders | ORDINI
+ F nap - ion
+ A rom - ven
+ A ven - tyr

@ austria | PRESS TO Austria
% Scusa Niccolò, niente di personale.
~sig Ciao,
~sig Giulia
.sig
. Giulia Rossi - Milano
""", V("thunderbird", ui="it"), V("gmail-web", ui="it")),
    mail("diplomacy-w1901-france", "fr", "no-heading", """
~ Salut,
+ A par B
~ Merci !
""", V("yahoo-web", ui="fr"), V("outlook-web", ui="fr")),
    mail("diplomacy-f1901r-france", "es", "no-heading greeting-first-line", """
~ Hola,

+ A bur R mar

~ Gracias,
~ Marta
""", V("gmail-web", ui="es"), V("apple-mail", ui="es")),
    mail("diplomacy-f1901-germany", "nl", "no-heading greeting-first-line signature", """
~ Hallo Gisela,

+ A mun - bur
+ A ruh S A mun - bur
+ F hol H

~ Groetjes,
~ Sanne
""", V("outlook-web", ui="nl"), V("proton", ui="nl")),
    mail("diplomacy-s1901-turkey", "es", "natural-heading greeting-first-line", """
~ Buenas,
. Órdenes de Turquía:
+ F ank - bla
+ A con - bul
+ A smy - arm
~ Saludos
""", V("outlook-win", ui="es"), V("gmail-android", ui="es")),
    mail("diplomacy-f1901-england", "nl", "natural-heading", """
# orders | Orders Engeland:
+ F nth - bel
+ F nwg - nwy
+ A yor H
""", V("gmail-web", ui="nl", mode="top"), V("outlook-win", ui="nl", mode="top")),
    mail("silly-s1901-russia", "es", "silly-short-names multi-box", """
~ Hola,
# orders | Orders:
+ F stp/sc - bot
+ A mos - ukr
+ A war - gal
+ F sev - bla
# wormhole_vote | Wurmloch:
+ sev - ank
~ Pablo
""", V("gmail-web", ui="es"), V("outlook-web", ui="es")),
    mail("silly-s1901-france", "fr", "silly-short-names", """
# orders | Ordres France :
+ A par - pic
+ A mar - bur
+ F bre - eng
# superhirn_reply | Antwort :
+ 2962 mètres
""", V("iphone", ui="fr"), V("thunderbird", ui="fr")),
]

ENCODED = [
    mail("diplomacy-f1901-germany", "de", "encodings no-heading signature", """
+ A München - Burgund
+ A Ruhr unterstützt A München - Burgund
+ F Holland hält

~ Grüße
~ Gerd Preuß
""", V("mutt", ui="de", opts=MISLABELLED), V("thunderbird", opts=LATIN1)),
    mail("diplomacy-s1901-austria", "de", "encodings natural-heading", """
# orders | Befehle für Österreich – Frühjahr 1901:
+ A Wien – Galizien
+ A Budapest – Serbien
+ F Triest – Albanien
""", V("outlook-win", opts=CP1252), V("gmx-web", html="plain", opts=(("charset", "ISO-8859-15"),))),
    mail("silly-s1901-austria", "de", "encodings silly-short-names", """
# lama_explosion | Lama-Explosion Österreich:
+ Böhmen
# wormhole_vote | Wurmloch:
+ Tunis - Norwegen
""", V("mutt", ui="de", opts=MISLABELLED), V("webde-web", opts=(("charset", "ISO-8859-15"),))),
]

HTML_AND_FILES = [
    mail("diplomacy-f1901-austria", "en", "html-only no-heading", """
~ Hi,
+ A ser - gre
+ F alb S A ser - gre
+ A vie H
~ Andrew
""", V("html-stub", ui="en"), V("html-stub", ui="en", mode="top", last=True)),
    mail("diplomacy-s1901-germany", "de", "html-only natural-heading", """
# orders | Befehle:
+ F kie - den
+ A ber - kie
+ A mun - ruh
""", V("html-stub", ui="de"), V("gmx-web", html="html")),
    mail("diplomacy-f1901-italy", "it", "attachment no-heading", """
~ Ciao, allego la mappa con le mie mosse.

+ F ion - tun
+ A apu H
+ A ven - tyr
""", V("gmail-web", ui="it"), V("yahoo-web", ui="it"), attachment="mappa_autunno.png"),
    mail("silly-s1901-england", "de", "attachment silly-short-names", """
# orders | Befehle:
+ F lon - nth
+ F edi - nwg
+ A lvp - yor
# lama_explosion | Lama:
+ wal
""", V("outlook-win"), V("apple-mail"), attachment="Screenshot_Befehle.png"),
]

CHATTY = [
    mail("diplomacy-f1901-russia", "de", "chatty", """
~ Hallo Gisela,

~ kannst du mir sagen, bis wann genau der ZAT läuft? Im Bericht steht 20 Uhr,
~ aber ist das MEZ?

~ Danke!
~ Ruslan
""", V("gmail-web", mode="top"), V("thunderbird", mode="bottom")),
    mail("diplomacy-s1901-italy", "it", "chatty", """
~ Scusate, mi sono perso: i miei ordini sono arrivati?
""", V("yahoo-android", ui="it", mode="top", quote="answer-diplomacy-s1901-italy.en"),
        V("gmail-web", ui="it")),
    mail("diplomacy-w1901-italy", "en", "chatty", """
~ No builds for me, so nothing to send. Just confirming I'm still here.
~ Isabel
""", V("outlook-web", mode="top"), V("proton", mode="top")),
]

# F1901R: only France retreats; the other seats write press, commands and chat meanwhile.
RETREAT_PHASE = [
    mail("diplomacy-f1901r-austria", "de", "press commands", """
@ russia | PRESSE AN Russland
% Rumänien gehört dir, Bulgarien mir. Abgemacht?
@end - | PRESSEENDE
! status | STAND
""", V("webde-web"), V("iphone")),
    mail("diplomacy-f1901r-england", "en", "quoted-report chatty", """
~ Belgium and Norway, lovely. Cheers!
""", V("gmail-web", ui="en", mode="top", last=True), V("outlook-ios", ui="en", mode="top")),
    mail("diplomacy-f1901r-germany", "de", "grey-press signature", """
@grey england | GRAUE PRESSE AN England
% Frankreich zieht sich nach Paris zurück und baut eine Flotte in Brest.
@end - | PRESSEENDE

~ Gruß
~ Gerd
""", V("gmx-app"), V("thunderbird", mode="top")),
    mail("diplomacy-f1901r-italy", "it", "press-public press-unclosed signature", """
@public all | PRESS TO ALL
% L'Italia augura a tutti un buon inverno.
% Nessun attacco, promesso.

~sig Ciao,
~sig Giulia
""", V("yahoo-web", ui="it"), V("gmail-android", ui="it")),
    mail("diplomacy-f1901r-russia", "en", "commands", """
! history | HISTORY
""", V("k9"), V("outlook-web")),
    mail("diplomacy-f1901r-turkey", "de", "several-press", """
@ austria | PRESSE AN Österreich
% Griechenland ist deins, ich bleibe in Bulgarien.
@end - | PRESSEENDE
@ russia | PRESSE AN Russland
% Glückwunsch zu Rumänien und Schweden.
@end - | PRESSEENDE
""", V("outlook-win"), V("samsung")),
]

BODIES = [*CLASSIC, *SHAPES, *CHATTY, *RETREAT_PHASE, *ENCODED, *HTML_AND_FILES]
