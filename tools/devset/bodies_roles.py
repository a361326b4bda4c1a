"""Rather Silly's role seats with their own boxes: the Narr (one override, lamas, vote,
answer to the Superhirn), the Superhirn (the published question, the secret answer with its
island, lamas; "SUPERHIRN" or any ambiguous heading may instead be refused with a question,
``#?``, and nothing "geheim"/"secret" is ever a question line), the Doktor (the TARDIS and
his secret boxes), the Wahrsager (two predictions). Winter 1900 and spring 1901.
Markup: tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

NARR = [
    mail("silly-s1901-narr", "de", "role-seat multi-box silly-short-names", """
# narr_override | NARR
+ F kie - hol
# lama_explosion | LAMA
+ bur
# wormhole_vote | WURMLOCH
+ lon - mos
# superhirn_reply | ANTWORT
+ 2963 m (mit Gipfelkreuz)
""", V("gmail-web", mode="top"), V("thunderbird")),
    mail("silly-s1901-narr", "en", "role-seat silly-short-names greeting-first-line", """
~ Hello GM,

# narr_override | Fool's override:
+ A par - pic

~ Muahaha.
~ Nigel
""", V("outlook-web", mode="top"), V("gmail-ios", mode="top")),
    mail("silly-s1901-narr", "de", "role-seat silly-short-names", """
# narr_override | Eingriff des Narren: A war - sil | *
# lama_explosion | Lamaexplosion: ukr | *
""", V("webde-web"), V("iphone")),
    mail("silly-s1901-narr", "it", "role-seat silly-short-names press", """
@ superhirn | PRESS TO Superhirn
% Ciao Elena, la domanda è troppo facile!
@end - | ENDPRESS

# narr_override | Narr:
+ F nap - rom
""", V("gmail-android", ui="it"), V("yahoo-web", ui="it")),
]

SUPERHIRN = [
    mail("silly-w1900-superhirn", "de", "role-seat superhirn-secret multi-box", """
~ Hallo Gisela,

# lama_placement | Lamaherden:
+ nth
+ mao
+ bla

# superhirn_question | Frage des Superhirns:
+ Wie hoch ist die Zugspitze?

# superhirn_answer | Antwort (geheim):
+ 2962 Meter
+ INSEL isl

~ Sigmund
""", V("gmail-web"), V("outlook-win")),
    mail("silly-w1900-superhirn", "en", "role-seat superhirn-secret", """
# lama_placement | Llamas: nth, mao, bla | *
# superhirn_question | Question: What is the capital of Burgundy? | *
# superhirn_answer | Solution (secret): Dijon | *
""", V("apple-mail", ui="en"), V("proton")),
    mail("silly-s1901-superhirn", "de", "role-seat superhirn-secret silly-short-names", """
#? superhirn_answer | SUPERHIRN:
+ 3798 Meter
+ INSEL cre
""", V("thunderbird", mode="top"), V("webde-web", mode="top")),
    mail("silly-s1901-superhirn", "de", "role-seat superhirn-secret", """
# superhirn_answer | Geheime Lösung:
+ Großglockner, 3798 m
# superhirn_question | Frage:
+ Welcher ist der höchste Berg Österreichs?
""", V("gmail-web", mode="top"), V("gmx-web", html="html")),
    mail("silly-s1901-superhirn", "de", "role-seat superhirn-secret", """
#? superhirn_answer | Frage und Antwort:
+ Wie viele Provinzen hat die Schweiz? Keine!
""", V("outlook-web", ui="de"), V("samsung")),
    mail("silly-s1901-superhirn", "en", "role-seat superhirn-secret multi-box", """
# superhirn_question | QUESTION
+ How many supply centres does Russia start with?
# superhirn_answer | ANSWER (secret)
+ Four
# lama_explosion | LAMA
+ bla
# wormhole_vote | WORMHOLE
+ stp - con
""", V("gmail-web", ui="en"), V("outlook-ios", ui="en")),
    mail("silly-s1901-superhirn", "nl", "role-seat superhirn-secret", """
~ Hoi,
# superhirn_question | Frage:
+ Hoeveel lama's passen er in een Fiat 500?
#? superhirn_answer | Superhirn (geheim):
+ Zeven
~ Groetjes, Thijs
""", V("gmail-web", ui="nl"), V("outlook-win", ui="nl")),
    mail("silly-s1901-superhirn", "de", "role-seat superhirn-secret press", """
@public all | PRESSE AN ALLE
% Die neue Frage ist schwer. Viel Glück!
@end - | PRESSEENDE
# superhirn_question | Frage:
+ Wie heißt der längste Fluss Deutschlands?
# superhirn_answer | Antwort:
+ Der Rhein (865 km in Deutschland)
""", V("iphone"), V("k9")),
    mail("silly-s1901-superhirn", "de", "role-seat superhirn-secret", """
#? superhirn_answer | Frage (geheim):
+ Die Antwort ist 42.
""", V("gmail-android"), V("thunderbird")),
]

DOKTOR = [
    mail("silly-s1901-doktor", "de", "role-seat multi-box silly-short-names", """
# orders | Befehle:
+ T hyp - lon
# lama_explosion | Lama:
+ sil
# superhirn_reply | Antwort:
+ 2962 m
""", V("gmail-web", mode="top"), V("iphone", mode="top")),
    mail("silly-s1901-doktor", "en", "role-seat no-heading greeting-first-line", """
~ Allons-y!

+ T hyp - mos

~ The Doctor
""", V("outlook-web"), V("yahoo-web", ui="en")),
    mail("silly-s1901-doktor", "de", "role-seat silly-short-names", """
# orders | Doktor:
+ T hyp - vie
# wormhole_vote | Wurmloch vie - lon | vie - lon
""", V("webde-web"), V("gmail-android")),
]

WAHRSAGER = [
    mail("silly-s1901-wahrsager", "de", "role-seat silly-short-names", """
# wahrsager_prediction | VORHERSAGEN
+ gal A
+ bla F
# lama_explosion | LAMA
+ lvn
""", V("thunderbird", mode="top"), V("gmail-web", mode="top")),
    mail("silly-s1901-wahrsager", "en", "role-seat silly-short-names greeting-first-line", """
~ Greetings, mortals.

# wahrsager_prediction | My predictions:
+ bur
+ bla F

# superhirn_reply | Answer:
+ 2962 m
""", V("outlook-web"), V("apple-mail", ui="en")),
    mail("silly-s1901-wahrsager", "de", "role-seat silly-short-names", """
# wahrsager_prediction | Wahrsager: gal A | *
# wormhole_vote | Wurmloch: war - ber | *
""", V("gmx-app"), V("outlook-android")),
    mail("silly-s1901-wahrsager", "nl", "role-seat silly-short-names", """
# wahrsager_prediction | Prediction:
+> VORHERSAGE gal A => gal A
~ Groeten, Noor
""", V("gmail-web", ui="nl"), V("fairemail", ui="nl")),
    mail("silly-w1900-wahrsager", "de", "role-seat no-heading", """
+ pru
+ lvn
+ tus
""", V("iphone"), V("mutt")),
    mail("silly-w1900-narr", "en", "role-seat silly-short-names", """
# lama_placement | LAMA
+ tyr
+ bur
+ ukr
~ Nigel, the Fool
""", V("gmail-web", ui="en"), V("outlook-web")),
    mail("silly-w1900-doktor", "de", "role-seat silly-short-names", """
# lama_placement | Lamaherden (geheim): sil, gal, boh | *
""", V("webde-web"), V("samsung")),
]

BODIES = [*NARR, *SUPERHIRN, *DOKTOR, *WAHRSAGER]
