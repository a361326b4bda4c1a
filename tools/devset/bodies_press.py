"""Press as players mix it into their mails: several blocks in one mail (closed and not, to
one power, several, everybody, the game master), grey press in every word order, press
before and after the orders, beside commands, a proposal that names the sender's own moves
inside the press (still press), a press block ended by the mail's closing. Markup:
tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

SEVERAL = [
    mail("diplomacy-s1901-austria", "de", "several-press press-unclosed no-heading", """
@ italy | PRESSE AN Italien
% Hallo Ida, ich bleibe aus Venedig raus, wenn du aus Triest raus bleibst.
@ russia | PRESSE AN Russland
% Galizien bleibt neutral, ja?

+ A vie - tri
+ A bud - ser
+ F tri - alb
""", V("gmail-web"), V("thunderbird")),
    mail("diplomacy-f1901-england", "en", "several-press natural-heading", """
# orders | Orders:
+ F nth - bel
+ F nwg - nwy
+ A yor H

@ france | PRESS TO France
% Belgium is mine this year, sorry. Let's talk about Picardy next spring.
@end - | ENDPRESS

@ germany | PRESS TO Germany
% As agreed: I take Belgium, you keep Holland.
@end - | ENDPRESS
""", V("outlook-web"), V("apple-mail", ui="en")),
    mail("diplomacy-f1901-turkey", "en", "several-press grey-press press-unclosed", """
@ russia | PRESS TO Russia
% Black Sea stays empty, as promised.
@grey austria | GREY PRESS TO Austria
% Russia is moving on Rumania. Thought you should know.

+ F ank H
+ A bul - gre
+ A con - bul

~ Tom
""", V("gmail-web", ui="en"), V("k9")),
    mail("diplomacy-s1901-germany", "de", "several-press press-unclosed", """
@ england | Presse an England:
% Lieber Emil, ich gehe nach Holland, du nach Norwegen. Die Nordsee gehört dir.
@ france | Presse an Frankreich:
% Burgund bleibt leer, von mir aus. Du auch?

# orders | Befehle:
+ F kie - hol
+ A ber - kie
+ A mun - ruh

~ Gruß
~ Gerd
""", V("webde-web"), V("outlook-win")),
    mail("diplomacy-f1901-italy", "it", "several-press press-public", """
@public all | PRESS TO ALL
% L'Italia è neutrale quest'anno. Nessuno si preoccupi.
@end - | ENDPRESS
@ gm | PRESS TO GM
% Sarò in viaggio dal 10 al 15, per favore tenete i miei ordini.
@end - | ENDPRESS

+ F ion - tun
+ A apu H
+ A ven H
""", V("gmail-web", ui="it"), V("yahoo-web", ui="it")),
    mail("diplomacy-s1901-russia", "en", "several-press press-unclosed", """
@ turkey | PRESS TO Turkey
% DMZ in the Black Sea? I won't move there if you don't.
@ germany, england | PRESS TO Germany, England
% Scandinavia: Sweden for me, Norway for England, Denmark for Germany. Deal?
@ austria | PRESS TO Austria
% I'll stay out of Galicia.

+ F stp/sc - bot
+ A mos - ukr
+ A war - gal
+ F sev H

~ Ryan
""", V("outlook-web"), V("gmail-android")),
]

GREY = [
    mail("diplomacy-s1901-france", "en", "grey-press", """
@grey germany | PRESS TO germany GREY
% England wants Belgium AND Holland.
@end - | ENDPRESS

+ A par - bur
+ A mar - spa
+ F bre - mao
""", V("gmail-web", ui="en"), V("proton")),
    mail("diplomacy-f1901-russia", "de", "grey-press natural-heading", """
# orders | Befehle:
+ F bot - swe
+ A ukr - rum
+ A war H
+ F sev S A ukr - rum

@grey turkey | PRESSE AN Türkei (grau)
% Österreich und Italien planen etwas gegen dich.
@end - | PRESSEENDE
""", V("gmx-web", html="html"), V("iphone")),
    mail("diplomacy-f1901-austria", "en", "grey-press press-unclosed", """
@grey italy | PRESS GREY TO Italy
% France will take Tunis if you don't.

+ A ser - gre
+ F alb S A ser - gre
+ A vie H
""", V("thunderbird", ui="en", mode="top"), V("outlook-web", mode="top")),
    mail("diplomacy-s1901-england", "de", "grey-press", """
@grey russia | GRAUE PRESSE AN Russland
% Deutschland will nach Schweden.
@end - | Presseende
""", V("webde-web"), V("outlook-android")),
    mail("diplomacy-f1901-germany", "en", "grey-press several-press", """
@grey england | GREY PRESS TO England
% France hates you.
@end - | ENDPRESS
@grey france | GREY PRESS TO France
% England hates you.
@end - | ENDPRESS
@ england, france | PRESS TO England, France
% Peace in the west, everybody?
@end - | ENDPRESS
""", V("gmail-web", ui="en"), V("fairemail", ui="en")),
    mail("diplomacy-f1901-turkey", "de", "grey-press press-unclosed commands", """
@grey russia | PRESSE AN Russland GRAU
% Österreich bietet mir Rumänien an. Was bietest du?
! status | STAND
""", V("gmail-web"), V("samsung")),
    mail("diplomacy-s1901-italy", "en", "grey-press press-unclosed", """
@grey austria | press to austria (grey)
% Watch Trieste this spring.

+ F nap - ion
+ A rom - apu
+ A ven H
""", V("gmail-web", ui="en"), V("yahoo-android", ui="en")),
]

PROPOSALS = [
    mail("diplomacy-f1901-austria", "de", "press-unclosed no-heading", """
@ russia | PRESSE AN Russland
% Mein Vorschlag für den Herbst:
% A ser - rum
% F alb - gre
% Du unterstützt mich nach Rumänien und bekommst dafür Galizien. Einverstanden?

+ A ser - gre
+ F alb S A ser - gre
+ A vie H

~ Anna
""", V("gmail-web", mode="top"), V("outlook-win", mode="top")),
    mail("diplomacy-s1901-england", "en", "press-unclosed no-heading", """
@ france | PRESS TO France
% Here's what I'm planning, so you see I'm not coming for you:
% F lon - nth
% F edi - nwg
% Your turn to show me yours.

+ F lon - nth
+ F edi - nwg
+ A lvp - yor
""", V("apple-mail", ui="en"), V("gmail-ios")),
    mail("diplomacy-f1901-germany", "de", "press natural-heading", """
@ france | PRESSE AN Frankreich
% Ich ziehe A mun - bur nur, wenn du Belgien angreifst. Also lass es.
@end - | PRESSEENDE

# orders | Befehle F1901
+ A mun - bur
+ A ruh S A mun - bur
+ F hol - bel
""", V("thunderbird", mode="top"), V("webde-web", mode="top")),
]

PLACEMENT = [
    mail("diplomacy-f1901-france", "en", "press-last press-unclosed signature", """
+ A bur H
+ A spa - por
+ F mao H

@ england | PRESS TO England
% Channel stays empty, Belgium is yours, I only want Iberia this year.

~sig Cheers,
~sig Frank
""", V("gmail-web", ui="en", mode="top"), V("iphone", ui="en", mode="top")),
    mail("diplomacy-s1901-turkey", "de", "press-first no-heading", """
@ austria, italy | PRESSE AN Österreich, Italien
% Wie wäre es mit einer Dreierallianz gegen Russland?
@end - | PRESSEENDE
+ F ank - bla
+ A con - bul
+ A smy - con
""", V("outlook-win"), V("gmx-app")),
    mail("diplomacy-f1901-italy", "en", "press-last", """
# orders | Orders:
+ F ion - tun
+ A apu H
+ A ven H
@ austria | Message to Austria:
% Tunis for me, Greece for you. Agreed?
@end - | End press
""", V("outlook-ios", ui="en"), V("gmail-web", ui="en")),
    mail("diplomacy-s1901-austria", "de", "press-last press-unclosed signature", """
# orders | Befehle:
+ A vie - gal
+ A bud - ser
+ F tri - alb

@ germany | Nachricht an Deutschland:
% Hallo Gerd,
%
% hast du Lust auf ein Gespräch über Russland? Ich melde mich am Wochenende.

~sig Liebe Grüße
~sig Anna
""", V("gmail-web"), V("webde-web")),
    mail("diplomacy-f1901-russia", "en", "press-public commands", """
! wait | WAIT
@public all | PRESS TO ALL
% Russia is a peaceful nation. Pay no attention to the army in Rumania.
@end - | ENDPRESS
# orders | ORDERS
+ F bot - swe
+ A ukr - rum
+ A war - gal
+ F sev S A ukr - rum
""", V("mutt"), V("outlook-web")),
    mail("diplomacy-s1901-germany", "en", "press-gm press-unclosed commands", """
@ gm | PRESS TO GM
% Quick question: can I change orders after sending them? Sorry, first game.
! status | STATUS
""", V("gmail-web", ui="en"), V("outlook-android", ui="en")),
]

SILLY = [
    mail("silly-s1901-france", "de", "press-unclosed silly-short-names", """
@ narr | PRESSE AN Narr
% Wenn du meine Flotte in Ruhe lässt, bekommst du im Herbst etwas von mir.
@ doktor, wahrsager | PRESSE AN Doktor, Wahrsager
% Wer von euch hat Lust auf einen Ausflug nach Paris?

# orders | Befehle:
+ A par - bur
+ A mar - spa
+ F bre - mao
""", V("gmail-web"), V("thunderbird")),
    mail("silly-s1901-doktor", "en", "press", """
@ superhirn | PRESS TO Superhirn
% Is the Zugspitze question a trick question?
@end - | ENDPRESS
""", V("outlook-web"), V("gmail-android")),
    mail("silly-s1901-narr", "de", "grey-press", """
@grey england | GRAUE PRESSE AN England
% Der Narr beobachtet dich.
@end - | PRESSEENDE
""", V("iphone"), V("gmx-web", html="html")),
]

BODIES = [*SEVERAL, *GREY, *PROPOSALS, *PLACEMENT, *SILLY]
