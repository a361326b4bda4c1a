"""1848 (Spieler 4 on turn in T1, hand PE11 Carl Vogt, PE28 Ludwig Uhland, Z07
Hungerrevolte, Z22 Turnvereine) and Europa 1815 (France on turn in round 1): a turn with
and without heading, between greetings and sign-offs, in reply to our STATUS answer, beside
press and commands; the other seats' press, commands and chat (nothing to act on), and an
action sent out of turn. Markup: tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

G1848 = [
    mail("1848-t1-s4", "de", "turn-games no-heading greeting-first-line signature", """
~ Hallo Gisela,

~ ich fange mal mit dem Uhland an.

+ spiele Ludwig Uhland

~ Viele Grüße
~ Gerd
""", V("gmail-web", mode="top", last=True), V("outlook-win", mode="top")),
    mail("1848-t1-s4", "de", "turn-games natural-heading commands", """
# action | Mein Zug:
+ Z07 auf Spieler 2
! status | STAND
""", V("webde-web"), V("thunderbird")),
    mail("1848-t1-s4", "en", "turn-games natural-heading press", """
@ s1, s3 | PRESS TO Spieler 1, Spieler 3
% The Democrats need help, who's with me?
@end - | ENDPRESS
# action | ACTION
+ play Carl Vogt
""", V("gmail-web", ui="en"), V("outlook-web")),
    mail("1848-t1-s4", "de", "turn-games no-heading", """
+ passe
~ (keine gute Hand diesmal)
""", V("iphone", mode="top"), V("samsung", mode="top", last=True)),
    mail("1848-t1-s4", "it", "turn-games no-heading greeting-first-line", """
~ Ciao a tutti,
+ spiele PE28
~ Marco
""", V("yahoo-android", ui="it", mode="top"), V("gmail-android", ui="it")),
    mail("1848-t1-s4", "de", "turn-games natural-heading", """
# action | Aktion Spieler 4: Z22 auf s1 | *
""", V("gmx-app"), V("k9")),
    mail("1848-t1-s1", "de", "turn-games press chatty", """
~ Wann bin ich eigentlich dran?

@ s4 | PRESSE AN Spieler 4
% Spiel bitte nicht die Hungerrevolte gegen mich.
@end - | PRESSEENDE
""", V("gmail-web"), V("apple-mail")),
    mail("1848-t1-s2", "en", "turn-games commands", """
! status | STATUS
! history | HISTORY
""", V("proton"), V("mutt")),
    mail("1848-t1-s3", "de", "turn-games out-of-turn", """
# action | Aktion:
+? spiele PE05
""", V("outlook-win"), V("webde-app")),
    mail("1848-t1-s2", "de", "turn-games grey-press press-unclosed", """
@grey s3 | PRESSE AN Spieler 3 (grau)
% Spieler 4 hat nur Demokraten auf der Hand.
! nowait | NICHT WARTEN
""", V("thunderbird"), V("gmail-android")),
]

E1815 = [
    mail("1815-r1-fra", "de", "turn-games natural-heading greeting-first-line signature", """
~ Bonsoir Gisela,

# turn | ZUG
+ 1: Angriff auf Belgien: 2 Inf 1 Kav aus Calais
+ 2: Verlegung nach Calais: 2 Inf aus Paris

~ Vive l'Empereur!
~ Franziska
""", V("gmail-web", mode="top", last=True), V("thunderbird", mode="top")),
    mail("1815-r1-fra", "en", "turn-games no-heading", """
+ 1: attack Belgium: 2 Inf from Calais
+ 2: pass
""", V("outlook-web", ui="en"), V("apple-mail", ui="en")),
    mail("1815-r1-fra", "fr", "turn-games natural-heading", """
~ Bonjour,
# turn | Actions :
+ 1: Verlegung nach Paris: 2 Inf aus Lyon
+ 2: Passen
+ Team: Passen
~ Merci, François
""", V("gmail-web", ui="fr"), V("samsung", ui="fr")),
    mail("1815-r1-fra", "de", "turn-games no-heading commands", """
+ 1: Nachschub in Paris: 2 Inf
! status | STAND
""", V("webde-web", mode="top"), V("iphone", mode="top", last=True)),
    mail("1815-r1-fra", "de", "turn-games natural-heading press", """
@ aut | PRESSE AN Österreich
% Ich greife Belgien an, halt mir die Flanke in Bayern frei.
@end - | PRESSEENDE

# turn | Zug Frankreich:
+ 1: Angriff auf Belgien: 2 Inf aus Calais
+ 2: Passen
""", V("outlook-win"), V("gmx-web", html="html")),
    mail("1815-r1-gbr", "en", "turn-games press grey-press", """
@ pru | PRESS TO Prussia
% Wellington holds London. Move Blücher west when you can.
@end - | ENDPRESS
@grey fra | GREY PRESS TO France
% Austria will not help you.
@end - | ENDPRESS
""", V("gmail-web", ui="en"), V("outlook-ios", ui="en")),
    mail("1815-r1-pru", "de", "turn-games commands chatty", """
~ Moin,
! status | STAND
~ Danke!
""", V("gmx-web", html="html"), V("webde-app")),
    mail("1815-r1-aut", "de", "turn-games out-of-turn", """
# turn | ZUG
+? 1: Verlegung nach Tirol: 1 Inf aus Wien
""", V("outlook-web", ui="de"), V("k9")),
]

BODIES = [*G1848, *E1815]
