"""Press as players write it (without ENDPRESS and followed by orders after an empty line,
a heading or a command; grey press in every word order; to all, to the GM, to several
powers), chatty mails that must change nothing, and commands (in both languages, END
stopping the reading). Markup: tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

UNCLOSED = [
    mail("diplomacy-s1901-england", "en", "press-unclosed no-heading", """
@ france | PRESS TO France
% Hi François, shall we keep the Channel empty this year?
% Cheers, Emily

+ F lon - nth
+ F edi - nwg
+ A lvp - yor
""", V("gmail-web"), V("thunderbird", ui="en"), V("iphone", ui="en")),
    mail("diplomacy-s1901-austria", "de", "press-unclosed natural-heading", """
@ russia | PRESSE AN Russland
% Lieber Ruslan, Galizien bleibt frei, einverstanden?
# orders | Befehle:
+ A vie - tri
+ A bud - ser
+ F tri - alb
""", V("outlook-win"), V("gmx-web", html="html")),
    mail("diplomacy-f1901-turkey", "en", "press-unclosed commands", """
@ russia | PRESS TO russia
% You take Rumania, I take Greece. Deal?
! wait | WAIT
# orders | ORDERS
+ F ank - bla
+ A bul - gre
+ A con - bul
""", V("gmail-web", mode="top"), V("k9", mode="top")),
    mail("diplomacy-f1901-italy", "it", "press-unclosed no-heading", """
@ austria | PRESS TO Austria
% Ciao Niccolò, io resto fuori dal Tirolo se tu resti fuori da Venezia.

+ F ion - tun
+ A apu H
+ A ven H
""", V("yahoo-web", mode="top"), V("gmail-android", mode="top")),
    mail("diplomacy-s1901-france", "de", "press-unclosed no-heading", """
@ germany | PRESS TO germany
% Vorschlag für den Frühling:
% A mun - ruh
% A ber - kie
% Dann lasse ich Burgund frei und wir sind Freunde.

+ A par - pic
+ A mar - spa
+ F bre - mao
""", V("gmail-web"), V("outlook-web")),
    mail("diplomacy-s1901-austria", "de", "press-unclosed natural-heading", """
# orders | Befehle:
+ A vie - gal
+ A bud - ser
+ F tri - alb

@ italy | PRESSE AN Italien
% Wollen wir Venedig und Triest entmilitarisieren?

~sig Gruß Anna
""", V("webde-web"), V("iphone")),
    mail("diplomacy-s1901-england", "en", "press-unclosed commands", """
@ germany | PRESS TO Germany
% North Sea stays English, Holland is yours. OK?
! status | STATUS
""", V("outlook-web"), V("proton")),
    mail("diplomacy-s1901-turkey", "en", "press-unclosed no-heading", """
@ germany, russia | PRESS TO Germany, Russia
% Hi both,

% let's talk about Scandinavia and the Black Sea before it gets ugly.

% Tom

+ F ank - bla
+ A con - bul
+ A smy - con
""", V("gmail-web"), V("apple-mail", ui="en")),
    mail("diplomacy-f1901-germany", "de", "press-unclosed natural-heading", """
@ france | Presse an Frankreich:
% Tut mir leid wegen Burgund, war nichts Persönliches.
# orders | Befehle F1901:
+ A mun - bur
+ A ruh S A mun - bur
+ F hol H
""", V("gmail-web", mode="top"), V("thunderbird", mode="bottom")),
]

GREY = [
    mail("diplomacy-f1901-austria", "en", "grey-press", """
@grey turkey | PRESS TO turkey GREY
% Russia is lying to you about the Black Sea.
@end - | ENDPRESS
""", V("gmail-web"), V("outlook-web"), V("samsung", ui="en")),
    mail("diplomacy-f1901-russia", "en", "grey-press natural-heading", """
# orders | Orders:
+ F bot - swe
+ A ukr - rum
+ A war H
+ F sev S A ukr - rum

@grey austria | GREY PRESS TO austria
% Watch your back in Galicia.
@end - | ENDPRESS
""", V("gmail-web", mode="top"), V("k9", mode="top")),
    mail("diplomacy-f1901-germany", "de", "grey-press", """
@grey austria | PRESSE AN Österreich (grau)
% Italien plant etwas in Tirol.
@end - | PRESSEENDE
""", V("webde-web"), V("thunderbird")),
    mail("diplomacy-f1901-turkey", "de", "grey-press natural-heading", """
@grey russia | Graue Presse an Russland
% Österreich will nach Rumänien.
@end - | Presseende

# orders | Befehle:
+ F ank - bla
+ A bul - gre
+ A con - bul
""", V("gmail-web", mode="top"), V("outlook-win", mode="top")),
    mail("diplomacy-f1901-france", "en", "grey-press press-unclosed no-heading", """
@grey italy | PRESS TO Italy (grey)
% Germany wants Tunis for Austria. Just saying.

+ A bur H
+ A spa - por
+ F mao H
""", V("gmail-web", mode="top"), V("iphone", mode="top", ui="en")),
    mail("diplomacy-s1901-italy", "en", "grey-press", """
@grey england | ANONYMOUS PRESS TO england
% France is coming for the Channel.
@end - | END PRESS
""", V("outlook-web", ui="en"), V("yahoo-web", ui="en")),
    mail("diplomacy-s1901-germany", "de", "grey-press", """
@grey france, italy | GRAUE PRESSE AN Frankreich, Italien
% Österreich und Russland haben einen Pakt.
@end - | PRESSEENDE
""", V("gmx-web", html="html"), V("apple-mail")),
    mail("diplomacy-f1901-england", "de", "grey-press", """
@grey turkey | PRESSE AN Türkei GRAU
% Russland baut im Norden, nicht im Süden.
@end - | PRESSEENDE
! nowait | NICHT WARTEN
""", V("gmail-web"), V("outlook-android")),
]

PRESS = [
    mail("diplomacy-f1901-austria", "de", "natural-heading", """
# orders | Befehle:
+ A vie - gal
+ A ser - rum
+ F alb - gre

@public all | PRESSE AN ALLE
% Österreich grüßt die Welt. Frieden auf dem Balkan!
@end - | PRESSEENDE
""", V("gmail-web", mode="top"), V("iphone", mode="top")),
    mail("diplomacy-s1901-russia", "en", "no-heading", """
@ gm | PRESS TO GM
% I will be travelling from Thursday, please keep my orders if I miss the deadline.
@end - | ENDPRESS
""", V("outlook-web"), V("gmail-web")),
    mail("diplomacy-f1901-italy", "de", "press-unclosed", """
@ gm | PRESSE AN Spielleiter
% Ich bin nächste Woche im Urlaub, bitte meine Befehle stehen lassen.
""", V("gmail-web", mode="top"), V("thunderbird", mode="bottom")),
    mail("diplomacy-s1901-austria", "de", "no-heading", """
@ france, italy | PRESSE AN Frankreich und Italien
% Hallo ihr beiden, wie steht ihr zu einem Dreierbündnis gegen die Türkei?
@end - | PRESSEENDE

+ A vie - gal
+ A bud - ser
+ F tri - alb
""", V("webde-web"), V("outlook-win")),
    mail("silly-s1901-superhirn", "de", "superhirn-secret", """
@ narr, doktor, wahrsager | PRESSE AN Narr, Doktor, Wahrsager
% Die Rollen sollten zusammenhalten. Meine Frage kommt heute Abend.
@end - | PRESSEENDE
""", V("gmail-web"), V("k9")),
    mail("silly-s1901-doktor", "en", "press-unclosed", """
@public all | PRESS TO ALL
% The TARDIS is coming to London. Prepare tea.

# orders | Orders:
+ T hyp - lon
""", V("outlook-web"), V("apple-mail")),
]

CHATTY = [
    mail("diplomacy-f1901-germany", "de", "chatty", """
~ Danke für die schnelle Auswertung!
""", V("gmail-web", mode="top"), V("iphone", mode="top", last=True)),
    mail("diplomacy-f1901-england", "en", "chatty", """
~ Thanks, see you next turn.
""", V("iphone", mode="top"), V("outlook-ios", mode="top")),
    mail("diplomacy-f1901-austria", "de", "chatty greeting-first-line signature", """
~ Hallo Gisela,

~ wann ist eigentlich der nächste ZAT? Ich bin ab Donnerstag im Urlaub.

~ Viele Grüße
~ Anna
""", V("outlook-win", mode="top"), V("gmail-web", mode="top")),
    mail("diplomacy-f1901-france", "en", "chatty", """
~ Nice move in Burgundy, George! I did not see that coming.
""", V("yahoo-android", mode="top", ui="en", last=True), V("gmail-web", mode="top")),
    mail("diplomacy-f1901-russia", "en", "chatty", """
~ Can I still change my orders before the deadline?
~ Ryan
""", V("outlook-web", mode="top"), V("samsung", mode="top", ui="en")),
    mail("diplomacy-f1901-italy", "it", "chatty", """
~ Ok, ricevuto. Grazie!
""", V("yahoo-android", mode="top", last=True), V("yahoo-android", mode="top",
                                                opts=(("join", "no"),))),
    mail("diplomacy-f1901r-france", "fr", "chatty", """
~ Merci, bien reçu.
""", V("iphone", mode="top"), V("gmail-web", mode="top")),
    mail("diplomacy-w1901-england", "nl", "chatty", """
~ Bedankt!
""", V("gmail-web", mode="top", ui="nl"), V("outlook-web", mode="top", ui="nl")),
    mail("diplomacy-f1901-turkey", "en", "chatty", """
~ Orders will follow tonight, promise.
""", V("gmail-web", mode="top"), V("k9", mode="top")),
    mail("diplomacy-f1901-germany", "de", "chatty", """
~ Befehle kommen heute Abend, bin noch unterwegs.
~ Gerd
""", V("gmx-app", mode="top"), V("webde-app", mode="top")),
    mail("diplomacy-s1901-austria", "de", "chatty greeting-first-line", """
~ Hallo zusammen,

~ ich glaube, Russland will nach Galizien. Was meint ihr?
~ Und wer spielt eigentlich die Türkei?

~ Anna
""", V("gmail-web", mode="top"), V("thunderbird", mode="bottom")),
    mail("silly-s1901-superhirn", "de", "chatty superhirn-secret", """
~ Danke! Die Frage für diese Runde kommt morgen.
""", V("gmail-web", mode="top", last=True), V("outlook-win", mode="top")),
    mail("silly-s1901-austria", "de", "chatty", """
~ Ich habe keine Ahnung, wie hoch die Zugspitze ist. Ich rate morgen.
""", V("iphone", mode="top", last=True), V("gmx-web", mode="top", html="html")),
    mail("diplomacy-w1901-italy", "it", "chatty", """
~ Niente da costruire per me questa volta. Peccato!
""", V("yahoo-web", mode="top"), V("gmail-web", mode="top")),
]

COMMANDS = [
    mail("diplomacy-f1901-austria", "en", "commands", """
! status | STATUS
""", V("k9"), V("gmail-web")),
    mail("diplomacy-f1901-england", "en", "commands natural-heading", """
# orders | ORDERS
+ F nth - bel
+ F nwg - nwy
+ A yor H
! wait | WAIT
""", V("outlook-web", mode="top"), V("thunderbird", mode="top", ui="en")),
    mail("diplomacy-f1901-germany", "de", "commands", """
! status | STAND
! history | VERLAUF
""", V("webde-web"), V("gmail-web")),
    mail("diplomacy-s1901-austria", "de", "commands natural-heading", """
# orders | Befehle:
+ A vie - gal
+ A bud - ser
+ F tri - alb
! wait | WARTEN
""", V("outlook-win"), V("iphone")),
    mail("diplomacy-f1901-russia", "en", "commands", """
! nowait | NOWAIT
! status | STATUS
""", V("gmail-android"), V("outlook-ios")),
    mail("diplomacy-f1901-turkey", "de", "commands", """
! nowait | nicht warten
""", V("gmail-web", mode="top"), V("samsung", mode="top")),
    mail("diplomacy-f1901-italy", "en", "commands", """
! history | history
""", V("yahoo-web", ui="en"), V("proton")),
    mail("diplomacy-s1901-austria", "de", "commands natural-heading", """
# orders | Befehle:
+ A vie - gal
+ A bud - ser
+ F tri - alb
! end | ENDE

. Notizen für mich: nächstes Jahr A vie - boh und A bud - rum
""", V("thunderbird"), V("gmail-web")),
    mail("diplomacy-s1901-england", "en", "commands no-heading", """
+ F lon - nth
+ F edi - nwg
+ A lvp - yor
! end | SIGNOFF
. Emily
""", V("mutt"), V("k9")),
    mail("diplomacy-f1901-france", "de", "commands natural-heading", """
# orders | Befehle:
+ A bur H
+ A spa - por
+ F mao H
! end | END
.sig
. Franziska Kühn, Lyon
""", V("gmail-web", mode="top"), V("outlook-web", mode="top")),
]

BODIES = [*UNCLOSED, *GREY, *PRESS, *CHATTY, *COMMANDS]
