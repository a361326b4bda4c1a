"""Rather Silly Diplomacy 1.42, the seven powers: mails that fill several boxes at once
(orders, wormhole vote, lama explosions, the answer to the Superhirn, soul sales, retreats
sent ahead, conditional), the boxes named every way players name them (short names in
either language, any case, with and without colon, with the power's name, "(geheim)", the
vote on the heading's line "Wurmloch nwy - tun"), and winter 1900's lama herds. The herds
each seat placed are tests/mail/scenarios.py's SILLY_HERDS. Markup: tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

MANY_BOXES = [
    mail("silly-s1901-austria", "de", "multi-box silly-short-names greeting-first-line", """
~ Hallo Spielleitung,

# orders | Befehle Österreich:
+ A vie - gal
+ A bud - ser
+ F tri - alb

# wormhole_vote | Wurmloch nwy - tun | nwy - tun

# lama_explosion | Lama-Explosion (geheim):
+ L gal Exp

# superhirn_reply | Antwort ans Superhirn:
+ 2962 m

~ Servus
~ Anna
""", V("gmail-web", mode="top"), V("webde-web", mode="top")),
    mail("silly-s1901-england", "en", "multi-box silly-short-names", """
# orders | ORDERS
+ F lon - nth
+ F edi - nwg
+ A lvp - yor

# wormhole_vote | WORMHOLE
+ lon - mos

# soul_sales | SOUL SALES
+ IF dislodged(A lvp) THEN A lvp TEUFEL

# retreats | RETREATS
+ IF dislodged(F edi) THEN F edi R cly

# superhirn_reply | ANSWER
+ 2962 metres
""", V("outlook-web"), V("thunderbird", ui="en")),
    mail("silly-s1901-france", "fr", "multi-box silly-short-names no-heading", """
~ Bonsoir,

+ A par - bur
+ A mar - spa
+ F bre - mao

# lama_explosion | Lama : pic | *
# wormhole_vote | Wurmloch : bre - nap | *
# superhirn_reply | Superhirn : 2962 m | *

~ Bonne nuit,
~ François
""", V("gmail-web", ui="fr"), V("apple-mail", ui="fr")),
    mail("silly-s1901-germany", "de", "multi-box silly-short-names", """
# orders | BEFEHLE DEUTSCHLAND
+ F kie - den
+ A ber - kie
+ A mun - ruh
# lama_explosion | LAMAS
+ ruh
+ sil
# wormhole_vote | WURMLOCH
+ Kiel - London
# soul_sales | SEELENVERKAUF
+ A mun TEUFEL
# superhirn_reply | ANTWORT
+ Etwa 2960 Meter, glaube ich.
""", V("outlook-win"), V("gmx-web", html="html")),
    mail("silly-s1901-italy", "it", "multi-box silly-short-names", """
~ Ciao Gisela,

# orders | Ordini Italia:
+ F nap - ion
+ A rom - apu
+ A ven H

# lama_explosion | lama
+ tus

# wormhole_vote | wurmloch
+ nap - tun

~ A presto,
~ Giulia
""", V("yahoo-web", ui="it"), V("gmail-android", ui="it")),
    mail("silly-s1901-russia", "en", "multi-box silly-short-names", """
# orders | Moves:
+ F stp/sc - bot
+ A mos - ukr
+ A war - gal
+ F sev - bla

# retreats | Retreats (conditional):
+ IF dislodged(A war) THEN A war R lvn
+ IF dislodged(F sev) THEN F sev R arm

# wormhole_vote | Vote: sev - ank | *

# superhirn_reply | Answer to the Superhirn:
+ 2962 m
""", V("gmail-web", ui="en"), V("proton")),
    mail("silly-s1901-turkey", "de", "multi-box silly-short-names", """
# orders | Türkei:
+ F ank - bla
+ A con - bul
+ A smy - arm

# soul_sales | Seelen:
+ F ank SEELE
+ IF dislodged(A con) THEN A con TEUFEL

# lama_explosion | Sprengung:
+ syr

# superhirn_reply | Rätsel:
+ 2.962 m
""", V("thunderbird"), V("iphone")),
    mail("silly-s1901-austria", "en", "multi-box silly-short-names", """
# orders | Orders:
+ A vie - tyr
+ A bud - ser
+ F tri - alb
# lama_explosion | Llama explosion: boh | *
# wormhole_vote | Wormhole vote: lon - mos | *
""", V("outlook-ios", ui="en"), V("gmail-ios")),
]

BOX_NAMES = [
    mail("silly-s1901-germany", "de", "silly-short-names", """
# wormhole_vote | wurmloch
+ kie - lon
""", V("k9", mode="top"), V("samsung", mode="top")),
    mail("silly-s1901-england", "de", "silly-short-names", """
# lama_explosion | LAMA-EXPLOSIONEN ENGLAND (geheim)
+ L yor Exp
+ L cly Exp
""", V("gmail-web"), V("outlook-win")),
    mail("silly-s1901-russia", "de", "silly-short-names", """
# superhirn_reply | Superhirn-Antwort:
+ Die Zugspitze ist 2962 m hoch.
""", V("iphone", mode="top"), V("gmail-android", mode="top")),
    mail("silly-s1901-italy", "de", "silly-short-names", """
# soul_sales | Seelenverkauf Italien:
+ A ven TEUFEL
""", V("webde-web"), V("thunderbird")),
    mail("silly-s1901-turkey", "en", "silly-short-names", """
# retreats | retreats
+ IF dislodged(F ank) THEN F ank R con
# wormhole_vote | wormhole:
+ ank - sev
""", V("gmail-web", ui="en"), V("yahoo-android", ui="en")),
    mail("silly-s1901-france", "de", "silly-short-names no-heading", """
+ A par - pic
+ A mar - bur
+ F bre - eng

# wormhole_vote | WURMLOCH: Brest - Neapel | *

~ Franziska
""", V("gmx-app"), V("outlook-android")),
    mail("silly-s1901-austria", "de", "silly-short-names", """
# lama_explosion | Explosion:
+ Tirol
# superhirn_reply | Lösung:
+ 2962
""", V("apple-mail"), V("fairemail")),
    mail("silly-s1901-england", "en", "silly-short-names", """
# orders | England orders
+ F lon - eng
+ F edi - nth
+ A lvp - wal
# share_build | Share unit:
+? F lon
""", V("outlook-web", mode="top"), V("gmail-web", ui="en", mode="top")),
]

PROSE_AND_PRESS = [
    mail("silly-s1901-russia", "de", "silly-short-names press-unclosed", """
@ turkey | PRESSE AN Türkei
% Das Schwarze Meer bleibt leer, versprochen.

# orders | Befehle:
+ F stp/sc - bot
+ A mos - ukr
+ A war - gal
+ F sev H

# lama_explosion | Lama:
+ ukr

~ Gruß, Ruslan
""", V("gmail-web"), V("webde-web")),
    mail("silly-s1901-italy", "en", "silly-short-names prose-in-box", """
# orders | Orders:
+ F nap - ion
+ A rom - apu
~ (Venice stays, obviously)
+ A ven H
# superhirn_reply | Answer:
+ 2962 m
~ Thanks for running this!
""", V("outlook-win", ui="en"), V("iphone", ui="en")),
    mail("silly-s1901-germany", "en", "silly-short-names greeting-first-line signature", """
~ Hi,

# orders | Orders Germany:
+ F kie - hol
+ A ber - kie
+ A mun - ruh

# wormhole_vote | Wormhole: kie - lon | *

~ Best,
~ George

. --
. George Turner
. +44 7700 900123
""", V("gmail-web", ui="en"), V("thunderbird", ui="en")),
]

HERDS = [
    mail("silly-w1900-austria", "de", "no-heading greeting-first-line", """
~ Hallo,

+ Tirol
+ Böhmen
+ Galizien

~ Danke!
""", V("gmail-web"), V("iphone")),
    mail("silly-w1900-england", "en", "silly-short-names", """
# lama_placement | Llama herds: Yorkshire, Clyde, Wales | *
""", V("outlook-web"), V("apple-mail", ui="en")),
    mail("silly-w1900-germany", "de", "silly-short-names", """
# lama_placement | LAMAHERDEN DEUTSCHLAND
+ ruh
+ pru
+ sil
""", V("thunderbird"), V("gmx-web", html="html")),
    mail("silly-w1900-italy", "it", "silly-short-names greeting-first-line", """
~ Ciao!
# lama_placement | Lama:
+ pie
+ tus
+ apu
~ Grazie
""", V("yahoo-android", ui="it"), V("gmail-web", ui="it")),
    mail("silly-w1900-russia", "de", "silly-short-names press", """
# lama_placement | Herden:
+ lvn
+ ukr
+ fin

@ turkey | PRESSE AN Türkei
% Frohes neues Spiel!
@end - | PRESSEENDE
""", V("webde-web"), V("outlook-win")),
    mail("silly-w1900-turkey", "en", "no-heading", """
+> arm, syr, alb => arm => syr => alb
""", V("k9"), V("samsung", ui="en")),
    mail("silly-w1900-france", "de", "silly-short-names", """
# lama_placement | lamas (geheim):
+ - pic
+ - bur
+ - gas
""", V("gmail-android"), V("proton")),
]

BODIES = [*MANY_BOXES, *BOX_NAMES, *PROSE_AND_PRESS, *HERDS]
