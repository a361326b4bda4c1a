"""What players write around their orders, per language: greetings, chat, closings, the
headings they give their orders, the words of press and commands.

Everything a mail's expectation calls "ignored" comes from GREETINGS and CHAT: lines no
reader could take for an order, a heading, a command or a press line.
"""

from __future__ import annotations

GREETINGS = {
    "de": ["Hallo zusammen,", "Hallo Gisela,", "Moin!", "Servus,", "Hi,", "Guten Abend,",
           "Hallo Spielleitung,", "Liebe Gisela,", "Hallöchen,", "Na ihr,"],
    "en": ["Hi Gisela,", "Hello GM,", "Hi all,", "Thanks!", "Evening,", "Hey,",
           "Dear Gisela,", "Hi there,"],
    "it": ["Ciao,", "Ciao Gisela,", "Buonasera,", "Salve,"],
    "fr": ["Bonjour,", "Salut Gisela,", "Bonsoir,", "Salut !"],
    "es": ["Hola,", "Hola Gisela,", "Buenas,", "Buenas tardes,"],
    "nl": ["Hoi,", "Hallo Gisela,", "Goedenavond,", "Hoi allemaal,"],
}

# Sentences before the orders (never a heading: no box word, or not ending in a colon).
INTROS = {
    "de": ["anbei meine Züge für diese Runde.", "hier kommt mein Zug, sorry für die Verspätung.",
           "ich schicke schon mal was, falls ich am Wochenende nicht dazu komme.",
           "kurz und schmerzlos.", "so mache ich es diesmal.",
           "nach langem Hin und Her habe ich mich entschieden."],
    "en": ["here is what I'm doing this turn.", "sorry for the late submission.",
           "sending early in case I'm offline at the weekend.", "short and sweet this time.",
           "after a lot of back and forth, this is it."],
    "it": ["ecco cosa faccio questo turno.", "scusate il ritardo.",
           "mando subito, nel weekend sono via."],
    "fr": ["voici ce que je fais ce tour-ci.", "désolé pour le retard.",
           "j'envoie tôt, je ne serai pas là ce week-end."],
    "es": ["esto es lo que hago este turno.", "perdón por el retraso.",
           "lo mando ya, el finde no estoy."],
    "nl": ["dit is wat ik deze beurt doe.", "sorry voor de vertraging.",
           "ik stuur het nu al, dit weekend ben ik weg."],
}

CHAT = {
    "de": ["Spannende Partie bisher, danke fürs Leiten!", "Bin gespannt, was Russland macht.",
           "Die Karte im letzten Bericht war super übersichtlich.",
           "Nächste Woche bin ich im Urlaub, aber ich schaue abends rein.",
           "Ich hoffe, das klappt diesmal mit dem Einlesen.",
           "Mal sehen, ob mein Nachbar Wort hält.",
           "Danke für die schnelle Auswertung!"],
    "en": ["Great game so far, thanks for running it!", "Curious what Russia will do.",
           "The map in the last report was really clear.",
           "I'm travelling next week but will check my mail in the evenings.",
           "Let's see if my neighbour keeps his word.",
           "Thanks for the quick adjudication!"],
    "it": ["Partita bellissima finora, grazie!", "Vediamo se il mio vicino mantiene la parola.",
           "La mappa dell'ultimo report era chiarissima."],
    "fr": ["Super partie jusqu'ici, merci !", "On verra si mon voisin tient parole.",
           "La carte du dernier rapport était très claire."],
    "es": ["¡Muy buena partida hasta ahora, gracias!", "A ver si mi vecino cumple su palabra.",
           "El mapa del último informe estaba muy claro."],
    "nl": ["Leuk potje tot nu toe, bedankt!", "Eens kijken of mijn buurman woord houdt.",
           "De kaart in het laatste verslag was heel duidelijk."],
}

# A closing at the very end of a mail (a sign-off and the name; the reader treats it as the
# signature). ``{first}`` is the player's first name.
CLOSINGS = {
    "de": [["Gruß", "{first}"], ["Viele Grüße", "{first}"], ["LG {first}"],
           ["Beste Grüße,", "{first}"], ["Danke und Gruß", "{first}"], ["Ciao {first}"],
           ["Schöne Grüße aus dem Norden", "{first}"]],
    "en": [["Cheers,", "{first}"], ["Thanks,", "{first}"], ["Best,", "{first}"],
           ["Regards", "{first}"], ["-{first}"], ["All the best,", "{first}"]],
    "it": [["Ciao", "{first}"], ["Grazie,", "{first}"], ["Saluti,", "{first}"],
           ["Un saluto", "{first}"]],
    "fr": [["Merci,", "{first}"], ["Bonne soirée,", "{first}"], ["A+", "{first}"],
           ["Cordialement,", "{first}"]],
    "es": [["Saludos,", "{first}"], ["Gracias,", "{first}"], ["Un abrazo,", "{first}"]],
    "nl": [["Groetjes,", "{first}"], ["Groet,", "{first}"], ["Bedankt,", "{first}"]],
}

# The orders heading as players write it (natural headings; {seat} the seat's name in the
# language, {phase} a phase label). None of them ends a sentence.
ORDER_HEADINGS = {
    "de": ["Befehle:", "BEFEHLE", "Meine Befehle:", "meine Befehle:", "Befehle {phase}:",
           "Befehle {seat}:", "Befehle für {seat}:", "Befehle {seat}, {season}:", "{seat}:",
           "Züge:", "ORDERS", "Befehle {season}:"],
    "en": ["Orders:", "ORDERS", "My orders:", "Orders for {seat}:", "{phase} orders:",
           "Orders {phase}:", "{seat}:", "Moves:", "Orders for the {season}:", "orders"],
    "it": ["Ordini:", "ORDINI", "Orders:", "{seat}:"],
    "fr": ["Ordres :", "ORDRES", "Orders:", "{seat} :"],
    "es": ["Órdenes:", "ORDENES", "Orders:", "{seat}:"],
    "nl": ["Orders:", "BEVELEN", "Mijn orders:", "{seat}:"],
}

SEASONS = {
    ("de", "S"): "Frühjahr 1901", ("de", "F"): "Herbst 1901", ("de", "W"): "Winter 1901",
    ("en", "S"): "spring", ("en", "F"): "fall", ("en", "W"): "winter",
}

SEAT_NAMES = {
    "de": {"austria": "Österreich", "england": "England", "france": "Frankreich",
           "germany": "Deutschland", "italy": "Italien", "russia": "Russland",
           "turkey": "Türkei", "narr": "Narr", "superhirn": "Superhirn", "doktor": "Doktor",
           "wahrsager": "Wahrsager", "fra": "Frankreich", "gbr": "Großbritannien",
           "aut": "Österreich", "pru": "Preußen", "s1": "Spieler 1", "s2": "Spieler 2",
           "s3": "Spieler 3", "s4": "Spieler 4"},
    "en": {"austria": "Austria", "england": "England", "france": "France",
           "germany": "Germany", "italy": "Italy", "russia": "Russia", "turkey": "Turkey",
           "narr": "Narr", "superhirn": "Superhirn", "doktor": "Doktor",
           "wahrsager": "Wahrsager", "fra": "France", "gbr": "Great Britain",
           "aut": "Austria", "pru": "Prussia", "s1": "Player 1", "s2": "Player 2",
           "s3": "Player 3", "s4": "Player 4"},
}


def seat_name(seat: str, lang: str) -> str:
    return SEAT_NAMES["de" if lang == "de" else "en"].get(seat, seat)


# Press block openers: (template, grey). {to} is one or several names joined by ", ".
PRESS_OPEN = {
    "de": [("PRESSE AN {to}", False), ("PRESS TO {to}", False), ("Presse an {to}:", False),
           ("PRESSE AN {to} (grau)", True), ("GRAUE PRESSE AN {to}", True)],
    "en": [("PRESS TO {to}", False), ("Press to {to}:", False), ("PRESS TO {to} GREY", True),
           ("GREY PRESS TO {to}", True), ("press to {to}", False)],
}
PRESS_END = ["ENDPRESS", "END PRESS", "ENDPRESS", "endpress"]
PRESS_END_DE = ["PRESSEENDE", "ENDPRESS", "ENDE PRESSE"]
PUBLIC_OPEN = {"de": ["PRESSE AN ALLE", "PRESS TO ALL", "Presse an alle:"],
               "en": ["PRESS TO ALL", "BROADCAST", "Press to all:"]}
GM_NAMES = {"de": ["GM", "SL", "Spielleitung"], "en": ["GM", "gm", "the GM"]}

COMMANDS = {
    "wait": {"de": ["WARTEN", "WAIT"], "en": ["WAIT", "wait"]},
    "nowait": {"de": ["NICHT WARTEN", "NOWAIT"], "en": ["NOWAIT", "NO WAIT"]},
    "status": {"de": ["STAND", "STATUS"], "en": ["STATUS", "status"]},
    "history": {"de": ["VERLAUF", "HISTORY"], "en": ["HISTORY"]},
}
END_WORDS = {"de": ["ENDE", "END"], "en": ["END", "SIGNOFF"]}

# "Notes" headings that name no box: under them nothing is read (mails with headings).
NOTE_HEADINGS = {"de": ["Notiz:", "PS:", "Anmerkung:"], "en": ["Note:", "PS:", "Notes:"]}
NOTES = {"de": ["bin ab Freitag eine Woche weg, notfalls gelten die alten Befehle",
                "die Karte war diesmal etwas klein auf dem Handy"],
         "en": ["away from Friday for a week, the old orders stand if need be",
                "the map was a bit small on my phone this time"]}

# Press bodies (one or two lines each), per language; none is an order or a heading.
PRESS_BODIES = {
    "de": [["Wie sieht es aus mit einem Nichtangriffspakt?", "Ich bleibe aus Tirol raus."],
           ["Danke für die faire Absprache letzte Runde."],
           ["Ich gehe diesmal nicht in die Nordsee, versprochen."],
           ["Wollen wir gemeinsam gegen die Türkei?", "Melde dich bis Donnerstag."],
           ["Sorry wegen letzter Runde, das war ein Missverständnis."]],
    "en": [["Fancy a non-aggression pact?", "I will keep out of Tyrolia."],
           ["Thanks for the fair deal last turn."],
           ["I won't go into the North Sea this time, promise."],
           ["Shall we team up against Turkey?", "Let me know by Thursday."],
           ["Sorry about last turn, that was a misunderstanding."]],
    "it": [["Che ne dici di un patto di non aggressione?", "Io resto fuori dal Tirolo."],
           ["Grazie per l'accordo corretto."]],
    "fr": [["Un pacte de non-agression, ça te dit ?", "Je reste hors du Tyrol."],
           ["Merci pour l'accord du dernier tour."]],
    "es": [["¿Hacemos un pacto de no agresión?", "Yo me quedo fuera del Tirol."],
           ["Gracias por el trato justo del último turno."]],
    "nl": [["Zin in een niet-aanvalsverdrag?", "Ik blijf uit Tirol weg."],
           ["Bedankt voor de eerlijke afspraak vorige beurt."]],
}
REMARKS = {
    "de": ["(wie besprochen)", "(falls Russland mitspielt)", "(sorry Italien)",
           "(nur zur Sicherheit)"],
    "en": ["(as agreed)", "(if Russia agrees)", "(sorry Italy)", "(just in case)"],
}
AUTO_REPLIES = {
    "de": ("Automatische Antwort: ", ["Vielen Dank für Ihre Nachricht.",
           "Ich bin bis einschließlich 20.03. nicht im Büro und lese meine E-Mails nur "
           "eingeschränkt.", "In dringenden Fällen wenden Sie sich bitte an meine Kollegin."]),
    "en": ("Automatic reply: ", ["Thank you for your message.",
           "I am out of the office until 20 March with limited access to e-mail.",
           "I will reply as soon as possible after my return."]),
}


def lang2(lang: str) -> str:
    """The language of the app's words a player uses: German players German, all others
    English (the app speaks only these two)."""
    return "de" if lang == "de" else "en"
