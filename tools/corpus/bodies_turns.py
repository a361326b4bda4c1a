"""1848 (Spieler 4 on turn in T1, hand PE11 Carl Vogt, PE28 Ludwig Uhland, Z07
Hungerrevolte, Z22 Turnvereine) and Europa 1815 (France on turn in the start round) by
mail: actions and turns with and without heading, replies to our STATUS answer, press
between the seats, a mail out of turn. Markup: tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

G1848 = [
    mail("1848-t1-s4", "de", "turn-games natural-heading", """
# action | Aktion:
+ spiele PE11
""", V("gmail-web", mode="top", last=True), V("iphone", mode="top")),
    mail("1848-t1-s4", "de", "turn-games no-heading greeting-first-line signature", """
~ Hallo Gisela,

+ spiele Carl Vogt

~ Gruß Gerd
""", V("webde-web"), V("outlook-win", mode="top")),
    mail("1848-t1-s4", "en", "turn-games natural-heading", """
# action | ACTION
+ play PE28
""", V("outlook-web"), V("k9", mode="top")),
    mail("1848-t1-s4", "de", "turn-games natural-heading", """
# action | Zug: passe | *
""", V("gmail-android", mode="top"), V("samsung", mode="top")),
    mail("1848-t1-s4", "de", "turn-games no-heading greeting-first-line", """
~ Moin
+ Z07 auf Spieler 3
""", V("thunderbird", mode="bottom", last=True), V("gmx-app", mode="top")),
    mail("1848-t1-s4", "de", "turn-games press-unclosed", """
@ s2 | PRESSE AN Spieler 2
% Lass uns die Demokraten stützen, dann passt es für beide.

+ spiele PE11
""", V("gmail-web"), V("apple-mail")),
    mail("1848-t1-s4", "de", "turn-games natural-heading commands", """
# action | **AKTION**
+ Z22 auf Spieler 4
! status | STAND
""", V("outlook-win"), V("iphone")),
    mail("1848-t1-s4", "fr", "turn-games no-heading greeting-first-line", """
~ Bonjour,

+ PE11

~ Merci !
""", V("gmail-web"), V("iphone", mode="top")),
    mail("1848-t1-s4", "en", "turn-games no-heading", """
+ pass
""", V("proton", mode="top"), V("yahoo-web", mode="top", ui="en", last=True)),
    mail("1848-t1-s2", "de", "turn-games commands", """
! status | STAND
""", V("gmail-web"), V("webde-web")),
    mail("1848-t1-s1", "de", "turn-games grey-press", """
@grey s4 | Graue Presse an Spieler 4
% Metternich kommt, pass auf deine Liberalen auf.
@end - | Presseende
""", V("gmx-web", html="html"), V("k9")),
    mail("1848-t1-s3", "de", "turn-games natural-heading", """
# action | AKTION
+? passe
""", V("gmail-web"), V("outlook-web")),
]

E1815 = [
    mail("1815-r1-fra", "de", "turn-games natural-heading", """
# turn | ZUG
+ Verstärkung: 2 Inf nach Paris
""", V("gmail-web", mode="top", last=True), V("outlook-win", mode="top")),
    mail("1815-r1-fra", "fr", "turn-games no-heading greeting-first-line signature", """
~ Bonjour,

+ Note : renforts à Calais

~ François
""", V("gmail-web", ui="fr"), V("iphone", mode="top")),
    mail("1815-r1-fra", "en", "turn-games natural-heading", """
# turn | Turn:
+ note: reinforcements to Paris
""", V("outlook-web"), V("thunderbird", ui="en", mode="bottom")),
    mail("1815-r1-aut", "de", "turn-games", """
@ fra | PRESSE AN Frankreich
% Halte Belgien, ich komme über Bayern.
@end - | PRESSEENDE
""", V("gmail-web"), V("iphone")),
    mail("1815-r1-gbr", "en", "turn-games commands press-unclosed", """
@ pru | PRESS TO Prussia
% Blücher should stay in Berlin this round.
! history | HISTORY
""", V("k9"), V("outlook-web")),
    mail("1815-r1-pru", "de", "turn-games grey-press", """
@grey aut | GRAUE PRESSE AN Österreich
% Frankreich will nach Bayern.
@end - | PRESSEENDE
""", V("webde-web"), V("samsung")),
    mail("1815-r1-fra", "de", "turn-games no-heading greeting-first-line signature", """
~ Hallo Gisela,

+ Notiz: Aufmarsch an der belgischen Grenze

~ Viele Grüße
~ Franziska
""", V("webde-web", mode="top"), V("samsung", mode="top")),
]

BODIES = [*G1848, *E1815]
