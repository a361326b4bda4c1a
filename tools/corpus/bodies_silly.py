"""Rather Silly Diplomacy 1.42: every box under the short names its players use, both
languages, any case (Lama, Wurmloch, Narr, Vorhersage, Superhirn, Antwort, Rückzüge,
Seelenverkauf ...); the Superhirn's question and secret answer under every wording (a
heading that could mean either box goes to the secret one or is refused with a question:
``#?``); the other seats' replies to the question. Markup: tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

HERDS = [
    mail("silly-w1900-austria", "de", "silly-short-names", """
# lama_placement | Lama:
+ tyr
+ boh
+ gal
""", V("gmail-web"), V("iphone")),
    mail("silly-w1900-england", "en", "silly-short-names", """
# lama_placement | LAMA
+ yor
+ cly
+ wal
""", V("outlook-web"), V("thunderbird", ui="en")),
    mail("silly-w1900-france", "fr", "silly-short-names greeting-first-line", """
~ Bonjour,
# lama_placement | Lamas :
+ pic
+ bur
+ gas
""", V("gmail-web"), V("samsung", ui="fr")),
    mail("silly-w1900-germany", "de", "no-heading greeting-first-line signature", """
~ Moin,

+ ruh
+ pru
+ sil

~ Gerd
""", V("webde-web"), V("k9")),
    mail("silly-w1900-italy", "de", "silly-short-names", """
# lama_placement | Lamaherden:
+> pie, tus, apu => pie => tus => apu
""", V("gmx-web", html="html"), V("outlook-win")),
    mail("silly-w1900-russia", "en", "silly-short-names natural-heading", """
# lama_placement | Herds: lvn, ukr, fin | *
""", V("gmail-android"), V("proton")),
    mail("silly-w1900-turkey", "en", "silly-short-names", """
# lama_placement | lama herds:
+ - arm
+ - syr
+ - alb
""", V("apple-mail"), V("yahoo-web", ui="en")),
    mail("silly-w1900-narr", "de", "silly-short-names", """
# lama_placement | LAMAHERDEN (geheim)
+ Tirol
+ bur
+ Ukraine

~ Närrische Grüße, Nora
""", V("thunderbird"), V("gmail-web")),
    mail("silly-w1900-doktor", "de", "silly-short-names", """
# lama_placement | lamas
+ sil
+ gal
+ boh
""", V("iphone"), V("outlook-android")),
    mail("silly-w1900-wahrsager", "de", "silly-short-names", """
# lama_placement | Lama: pru, lvn, tus | *

~ Die Sterne stehen gut.
""", V("gmx-app"), V("gmail-web")),
]

SUPERHIRN = [
    mail("silly-w1900-superhirn", "de", "superhirn-secret silly-short-names", """
# lama_placement | Lama:
+ nth
+ mao
+ bla

# superhirn_question | Frage:
+ Wie hoch ist die Zugspitze?

# superhirn_answer | Antwort (geheim):
+ 2962 Meter
""", V("gmail-web"), V("thunderbird"), V("outlook-win")),
    mail("silly-w1900-superhirn", "en", "superhirn-secret", """
# superhirn_question | Question: What is the airspeed velocity of an unladen lama? | *
# superhirn_answer | Secret answer: 42 km/h | *
""", V("gmail-web", mode="top", last=True), V("apple-mail", mode="top")),
    mail("silly-s1901-superhirn", "de", "superhirn-secret", """
~ Hallo Spielleitung,

# superhirn_question | Frage des Superhirns: Wie viele Beine hat ein Lama? | *
# superhirn_answer | Antwort (geheim): vier | *

~ Sigmund
""", V("gmail-web", mode="top"), V("webde-web", mode="top")),
    mail("silly-s1901-superhirn", "de", "superhirn-secret", """
# superhirn_question | Frage:
+ In welchem Jahr wurde der Wiener Kongress eröffnet?
# superhirn_answer | Lösung:
+ 1814
""", V("iphone", mode="top"), V("outlook-web", mode="top")),
    mail("silly-s1901-superhirn", "en", "superhirn-secret", """
# superhirn_question | Question for spring 1901:
+ How many provinces border the Black Sea?
# superhirn_answer | Answer:
+ Six: bul, con, ank, arm, sev, rum
+ INSEL isl
""", V("outlook-web"), V("proton", mode="top", ui="en")),
    mail("silly-s1901-superhirn", "de", "superhirn-secret silly-short-names", """
#? superhirn_answer | SUPERHIRN
+ 8848 Meter
""", V("gmail-web"), V("samsung")),
    mail("silly-s1901-superhirn", "de", "superhirn-secret silly-short-names", """
# superhirn_question | Superhirn-Frage:
+ Wie heißt die Hauptstadt von Burgund?
#? superhirn_answer | Superhirn:
+ Dijon
""", V("k9"), V("gmx-web", html="html")),
    mail("silly-s1901-superhirn", "de", "superhirn-secret", """
# superhirn_answer | Geheim:
+ Dijon
+ INSEL cre
""", V("thunderbird"), V("iphone")),
    mail("silly-s1901-superhirn", "de", "superhirn-secret", """
# superhirn_answer | Antwort:
+ 1848
# superhirn_question | Frage (öffentlich):
+ Wann tagte die Paulskirche zum ersten Mal?
""", V("outlook-win"), V("gmail-android")),
    mail("silly-s1901-superhirn", "en", "superhirn-secret", """
# superhirn_question | My question:
+ Which power owns the most lamas?
# superhirn_answer | Secret answer:
+ Nobody knows, that's the point.
""", V("gmail-web"), V("fairemail", ui="en")),
    mail("silly-s1901-superhirn", "de", "superhirn-secret", """
# superhirn_answer | ANTWORT DES SUPERHIRNS
+ 17
# superhirn_question | FRAGE DES SUPERHIRNS
+ Wie viele Lamas passen in einen Smart?
""", V("webde-web"), V("apple-mail")),
    mail("silly-s1901-superhirn", "nl", "superhirn-secret", """
# superhirn_question | Question:
+ Hoe hoog is de Vaalserberg?
#? superhirn_answer | Superhirn (secret):
+ 322,4 m
""", V("gmail-web", ui="nl"), V("outlook-web", ui="nl")),
    mail("silly-s1901-superhirn", "de", "superhirn-secret", """
# superhirn_question | Frage S1901:
+ Wie lang ist der Rhein?
# superhirn_answer | Geheime Antwort:
+ 1233 km
""", V("gmail-web", mode="top", last=True), V("outlook-win", mode="top", last=True),
        V("yahoo-android", mode="top", ui="de")),
]

REPLIES = [
    mail("silly-s1901-germany", "de", "silly-short-names superhirn-secret", """
# orders | Befehle:
+ F kie - den
+ A ber - kie
+ A mun - ruh

# superhirn_reply | Antwort:
+ 2962 m
""", V("gmail-web", mode="top"), V("webde-web", mode="top")),
    mail("silly-s1901-austria", "de", "silly-short-names superhirn-secret", """
# orders | Befehle:
+ A vie - tyr
+ A bud - ser
+ F tri - alb

# superhirn_reply | Superhirn:
+ Die Zugspitze ist 2962 Meter hoch.
""", V("thunderbird", mode="bottom"), V("iphone", mode="top")),
    mail("silly-s1901-england", "en", "silly-short-names superhirn-secret", """
# orders | Orders:
+ F lon - nth
+ F edi - nwg
+ A lvp - yor
# superhirn_reply | Answer to the Superhirn: 2962 m | *
""", V("outlook-web", mode="top"), V("gmail-ios", mode="top")),
    mail("silly-s1901-narr", "de", "silly-short-names superhirn-secret", """
# superhirn_reply | Antwort auf die Frage:
+ Höher als der Watzmann, ca. 2960 m.
""", V("gmx-web", mode="top", html="html"), V("k9", mode="top")),
]

SHORT_NAMES = [
    mail("silly-s1901-austria", "de", "silly-short-names", """
# orders | Befehle:
+ A vie - tyr
+ A bud - ser
+ F tri - alb

# wormhole_vote | Wurmloch:
+ nwy - tun
""", V("gmail-web", mode="top"), V("outlook-win", mode="top")),
    mail("silly-s1901-turkey", "en", "silly-short-names", """
# orders | ORDERS
+ F ank - bla
+ A con - bul
+ A smy - arm
# wormhole_vote | wormhole: lon - mos | *
""", V("gmail-web", mode="top"), V("apple-mail", mode="top")),
    mail("silly-s1901-russia", "de", "silly-short-names", """
# orders | Züge:
+ F stp/sc - bot
+ A mos - ukr
+ A war - gal
+ F sev - bla
# wormhole_vote | WURMLOCH
+ bla - bal
# lama_explosion | LAMA
+ ukr
""", V("thunderbird", mode="top"), V("webde-web", mode="top")),
    mail("silly-s1901-germany", "en", "silly-short-names", """
# orders | Orders
+ F kie - hol
+ A ber - mun
+ A mun - ruh

# lama_explosion | Lama:
+ ruh

# retreats | Retreats:
+ A mun R boh
+ F kie R den
""", V("outlook-web", mode="top"), V("proton", mode="top")),
    mail("silly-s1901-turkey", "de", "silly-short-names", """
# orders | Befehle:
+ F ank - bla
+ A con - bul
+ A smy - con

# soul_sales | Seelenverkauf:
+ F ank TEUFEL
""", V("gmail-web", mode="top"), V("iphone", mode="top")),
    mail("silly-s1901-austria", "de", "silly-short-names", """
# retreats | Rückzüge:
+ A vie R boh
+ A bud R gal
# lama_explosion | Lama-Explosion:
+ L tyr Exp
""", V("outlook-win", mode="top"), V("gmx-app", mode="top")),
    mail("silly-s1901-narr", "de", "silly-short-names", """
# narr_override | Narr:
+ A mun - bur
""", V("gmail-web", mode="top"), V("thunderbird", mode="bottom")),
    mail("silly-s1901-narr", "en", "silly-short-names greeting-first-line", """
~ Hi,
# narr_override | NARR
+ F ank - con
# wormhole_vote | Wormhole:
+ lon - mos
""", V("gmail-android", mode="top"), V("outlook-ios", mode="top")),
    mail("silly-s1901-narr", "de", "silly-short-names", """
# narr_override | Eingriffe:
+ A vie - boh
# lama_explosion | LAMA-EXPLOSIONEN (geheim): bur | *
""", V("webde-web", mode="top"), V("samsung", mode="top")),
    mail("silly-s1901-wahrsager", "de", "silly-short-names", """
# wahrsager_prediction | Vorhersage:
+ gal A
+ bla F
""", V("gmail-web", mode="top"), V("iphone", mode="top")),
    mail("silly-s1901-wahrsager", "en", "silly-short-names", """
# wahrsager_prediction | Predictions:
+ gal
+ bla
# lama_explosion | lama
+ tus
""", V("outlook-web", mode="top"), V("k9", mode="top")),
    mail("silly-s1901-wahrsager", "de", "silly-short-names", """
# wahrsager_prediction | WAHRSAGER
+> VORHERSAGE gal A => gal A
# superhirn_reply | Antwort:
+ 2962
""", V("gmx-web", mode="top", html="html"), V("apple-mail", mode="top")),
    mail("silly-s1901-wahrsager", "nl", "silly-short-names", """
# wahrsager_prediction | Vorhersagen (geheim):
+ bur A
+ bla F
""", V("gmail-web", ui="nl"), V("proton", ui="nl")),
    mail("silly-s1901-doktor", "de", "silly-short-names", """
# orders | Befehle Doktor:
+ T hyp - lon
# wormhole_vote | Wurmloch: bla - bal | *
""", V("thunderbird", mode="top"), V("gmail-web", mode="top")),
    mail("silly-s1901-france", "fr", "silly-short-names", """
# orders | Ordres :
+ A par - bur
+ A mar - spa
+ F bre - mao
# lama_explosion | Lama :
+ gas
# superhirn_reply | Superhirn :
+ 2962 mètres
""", V("gmail-web", mode="top", ui="fr"), V("samsung", mode="top", ui="fr")),
    mail("silly-s1901-italy", "de", "silly-short-names no-heading", """
~ Hallo Gisela,

+ F nap - ion
+ A rom - apu
+ A ven H

# wormhole_vote | wurmloch:
+ nap - tun

~ Ida
""", V("iphone", mode="top"), V("outlook-android", mode="top")),
    mail("silly-s1901-england", "de", "silly-short-names", """
# orders | Befehle England:
+ F lon - nth
+ F edi - nwg
+ A lvp - yor
# soul_sales | Seelenverkäufe:
+ A lvp SEELE
# wormhole_vote | Wurmloch-Abstimmung:
+ nwy - tun
""", V("gmail-web", mode="top"), V("webde-web", mode="top")),
]

ROLES = [
    mail("silly-s1901-narr", "en", "silly-short-names", """
# narr_override | Overrides:
+ A ber - sil
""", V("gmail-web", mode="top"), V("thunderbird", ui="en", mode="top", html="html")),
    mail("silly-s1901-england", "en", "silly-short-names", """
# orders | Orders:
+ F lon - nth
+ F edi - nwg
+ A lvp - yor
# share_build | Share build:
+? F isl
""", V("outlook-web", mode="top"), V("gmail-web", mode="top")),
    mail("silly-s1901-germany", "de", "silly-short-names", """
# share_build | Anteilseinheit:
+? F isl
""", V("webde-web", mode="top"), V("iphone", mode="top")),
]

BODIES = [*HERDS, *SUPERHIRN, *REPLIES, *SHORT_NAMES, *ROLES]
