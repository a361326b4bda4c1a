"""What the mails say: players, greetings, sign-offs, prose, press texts and each seat's
orders, all written for this corpus."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Player:
    name: str
    email: str
    lang: str
    sign: tuple[str, ...]  # the client's configured signature lines (may be empty)


PLAYERS = [
    Player(
        "Jörg Lindemann", "joerg.lindemann@gmx.de", "de", ("Jörg Lindemann", "Tel. 0521 448213")
    ),
    Player("Heike Brandl", "heike.brandl@web.de", "de", ()),
    Player(
        "Tobias Ruhnke",
        "t.ruhnke@posteo.de",
        "de",
        ("Tobias Ruhnke", "Am Kiesweg 4, 35039 Marburg"),
    ),
    Player("Sabine Oettl", "sabine.oettl@gmail.com", "de", ()),
    Player("Malte Petersen", "malte.petersen@t-online.de", "de", ("Malte", "0171 5523190")),
    Player("Ursula Kämpf", "ukaempf@freenet.de", "de", ()),
    Player("Gareth Pryce", "gareth.pryce@btinternet.com", "en", ("Gareth Pryce", "07700 900412")),
    Player("Nadia Hollis", "nadia.hollis@gmail.com", "en", ()),
    Player("Rob Kettering", "rkettering@outlook.com", "en", ("Rob K.",)),
    Player("Siobhan Daly", "siobhan.daly@proton.me", "en", ()),
    Player(
        "Matteo Ferrandi",
        "matteo.ferrandi@libero.it",
        "it",
        ("Matteo Ferrandi", "cell. 347 221 0098"),
    ),
    Player("Giulia Ceccon", "giulia.ceccon@yahoo.it", "it", ()),
    Player("Étienne Roussel", "etienne.roussel@orange.fr", "fr", ("Étienne",)),
    Player("Marisol Vidal", "marisol.vidal@yahoo.es", "es", ()),
    Player("Bram de Wit", "bram.dewit@ziggo.nl", "nl", ("Bram de Wit", "06 41 22 87 10")),
]
BY_LANG: dict[str, list[Player]] = {}
for _p in PLAYERS:
    BY_LANG.setdefault(_p.lang, []).append(_p)

GREET = {
    "de": ["Hallo Spielleiter,", "Moin,", "Hallo zusammen,", "Servus!", "Guten Abend,", "Hi,"],
    "en": ["Hi GM,", "Hello,", "Evening all,", "Cheers for running this!", "Hey,"],
    "it": ["Ciao,", "Buonasera,", "Ciao master,"],
    "fr": ["Bonjour,", "Salut,"],
    "es": ["Hola,", "Buenas,"],
    "nl": ["Hoi,", "Hallo spelleider,"],
}
PROSE = {
    "de": [
        "hier meine Züge für diese Runde.",
        "anbei meine Befehle, diesmal pünktlich :)",
        "sorry für die späte Abgabe, war unterwegs.",
        "das sollte es sein.",
        "bin gespannt, was die anderen machen.",
    ],
    "en": [
        "here are my moves for this turn.",
        "orders below, hopefully in time.",
        "sorry this is late, long day at work.",
        "that should be everything.",
        "let me know if anything looks off.",
    ],
    "it": [
        "ecco i miei ordini per questo turno.",
        "scusate il ritardo.",
        "fatemi sapere se qualcosa non va.",
    ],
    "fr": ["voici mes ordres pour ce tour.", "désolé pour le retard."],
    "es": ["aquí van mis órdenes.", "perdón por el retraso."],
    "nl": ["hierbij mijn orders voor deze beurt.", "sorry dat het zo laat is."],
}
CHAT = {
    "de": [
        "Ich habe diese Runde nichts zu tun, oder? Dann bis zum nächsten ZAT.",
        "Kurze Frage: wann genau ist der nächste ZAT?",
        "Danke für die Auswertung, sieht gut aus!",
    ],
    "en": [
        "Nothing for me to do this phase, right? See you next turn.",
        "Quick question: when exactly is the next deadline?",
        "Thanks for the results, all clear.",
    ],
    "it": ["Questo turno non devo fare niente, giusto?", "Grazie per i risultati!"],
    "fr": ["Rien à faire pour moi ce tour-ci, non ?", "Merci pour les résultats !"],
    "es": ["Este turno no tengo nada que hacer, ¿verdad?", "¡Gracias por los resultados!"],
    "nl": ["Deze beurt hoef ik niets te doen, toch?", "Bedankt voor de uitslag!"],
}
SIGNOFF = {
    "de": ["Gruß", "Viele Grüße", "LG", "Bis dann", "Grüße aus Kassel"],
    "en": ["Cheers", "Best", "Thanks", "Regards"],
    "it": ["Saluti", "Ciao"],
    "fr": ["Cordialement", "À plus"],
    "es": ["Saludos"],
    "nl": ["Groetjes", "Groet"],
}
HEADINGS = {  # natural order headings: {power} and {phase} filled in
    "de": [
        "Befehle:",
        "Meine Befehle:",
        "BEFEHLE",
        "Befehle {phase}:",
        "Züge für {power}:",
        "{power}:",
        "Befehle {power}, {season}:",
    ],
    "en": ["Orders:", "My orders:", "ORDERS", "Orders for {power}:", "Moves {phase}:", "{power}:"],
}
POWER_DE = {
    "austria": "Österreich",
    "england": "England",
    "france": "Frankreich",
    "germany": "Deutschland",
    "italy": "Italien",
    "russia": "Russland",
    "turkey": "Türkei",
}
POWER_EN = {k: k.capitalize() for k in POWER_DE}
PRESS_TEXT = {
    "de": [
        "Ich halte mich an unsere Abmachung, keine Sorge.",
        "Wollen wir über die Grenze reden? Ich bin offen für einen Deal.",
        "Wer mich angreift, bekommt es mit mir zu tun!",
        "Nur zur Info: ich gehe diesmal nicht in deine Richtung.",
    ],
    "en": [
        "I will stick to our deal, no worries.",
        "Shall we talk about the border? I am open to a deal.",
        "Whoever stabs me will regret it!",
        "Just so you know: I am not moving towards you this turn.",
    ],
}

# Orders per scenario phase: seat -> list of alternatives (each a list of lines).
SPRING = {
    "austria": [
        ["A vie - gal", "A bud - ser", "F tri - alb"],
        ["A vie - tri", "A bud - ser", "F tri - adr"],
    ],
    "england": [
        ["F lon - nth", "F edi - nwg", "A lvp - yor"],
        ["F lon - eng", "F edi - nth", "A lvp - edi"],
    ],
    "france": [
        ["F bre - mao", "A par - bur", "A mar - spa"],
        ["F bre - eng", "A par - pic", "A mar - bur"],
    ],
    "germany": [
        ["F kie - hol", "A ber - kie", "A mun - ruh"],
        ["F kie - den", "A ber - mun", "A mun - ruh"],
    ],
    "italy": [
        ["F nap - ion", "A rom - apu", "A ven H"],
        ["F nap - tys", "A rom - ven", "A ven - tyr"],
    ],
    "russia": [
        ["F stp/sc - bot", "A mos - ukr", "A war - gal", "F sev - bla"],
        ["F stp/sc - fin", "A mos - stp", "A war - ukr", "F sev - rum"],
    ],
    "turkey": [
        ["F ank - bla", "A con - bul", "A smy - con"],
        ["F ank - con", "A con - bul", "A smy - arm"],
    ],
}
SPRING_DE = {  # the same orders as full German words
    "austria": [
        "Armee Wien nach Galizien",
        "Armee Budapest nach Serbien",
        "Flotte Triest nach Albanien",
    ],
    "germany": ["Flotte Kiel nach Holland", "Armee Berlin nach Kiel", "Armee München nach Ruhr"],
}
SPRING_EN = {
    "england": [
        "Fleet London to North Sea",
        "Fleet Edinburgh to Norwegian Sea",
        "Army Liverpool to Yorkshire",
    ],
    "italy": ["Fleet Naples to Ionian Sea", "Army Rome to Apulia", "Army Venice holds"],
}
FALL = {
    "austria": [
        ["A vie - gal", "A ser H", "F alb - gre"],
        ["A vie H", "A ser - gre", "F alb S A ser - gre"],
    ],
    "england": [
        ["F nth - bel", "F nwg - nwy", "A yor H"],
        ["F nth C A yor - nwy", "A yor - nwy", "F nwg - bar"],
    ],
    "france": [
        ["A bur H", "A spa - por", "F mao S A spa - por"],
        ["A bur - bel", "F mao - por", "A spa H"],
    ],
    "germany": [
        ["A mun - bur", "A ruh S A mun - bur", "F hol H"],
        ["A ruh - bel", "A mun - kie", "F hol - nth"],
    ],
    "italy": [["F ion - tun", "A apu H", "A ven - tri"], ["F ion H", "A apu - nap", "A ven H"]],
    "russia": [
        ["F bot - swe", "A ukr - rum", "A war H", "F sev S A ukr - rum"],
        ["F bot - swe", "A ukr - gal", "A war S A ukr - gal", "F sev H"],
    ],
    "turkey": [
        ["F ank - bla", "A bul - gre", "A con - bul"],
        ["F ank H", "A bul - rum", "A con - bul"],
    ],
}
RETREAT_FR = [["A bur - pic"], ["A bur - gas"], ["A bur - par"], ["A bur - mar"]]
BUILDS = {
    "austria": [["Build A bud"], ["Build F tri"], ["A bud B"]],
    "england": [["Build F lon", "Build F edi"], ["Build A lvp", "Build F edi"]],
    "france": [["Build F bre"], ["Build A par"], ["Build A mar"]],
    "germany": [["Build F kie"], ["Build A ber"], ["Build A mun"]],
    "russia": [["Build A mos", "Build F stp/nc"], ["Build A mos", "Build A stp"]],
    "turkey": [["Build F smy"], ["Build A smy"]],
}
BUILDS_DE = {"austria": [["Baue A bud"]]}
HERDS = {
    "austria": [["tyr", "boh", "gal"], ["tyr", "sil", "gal"]],
    "england": [["yor", "cly", "wal"], ["wal", "cly", "nth"]],
    "france": [["pic", "bur", "gas"], ["gas", "bur", "pic"]],
    "germany": [["ruh", "pru", "sil"], ["ruh", "boh", "pru"]],
    "italy": [["pie", "tus", "apu"], ["pie", "tyr", "tus"]],
    "russia": [["lvn", "ukr", "fin"], ["ukr", "lvn", "gal"]],
    "turkey": [["arm", "syr", "alb"], ["arm", "syr", "ukr"]],
    "narr": [["tyr", "bur", "ukr"], ["boh", "bur", "gal"]],
    "superhirn": [["nth", "mao", "bla"], ["nth", "bla", "ion"]],
    "doktor": [["sil", "gal", "boh"], ["sil", "tyr", "boh"]],
    "wahrsager": [["pru", "lvn", "tus"], ["pru", "tus", "bur"]],
}
SILLY_ROLE_ORDERS = {"doktor": [["T hyp - tyr"], ["T hyp H"]]}
QUESTIONS = [
    ("Wie hoch ist die Zugspitze?", "2962 Meter"),
    ("Wie viele Beine hat ein Lama?", "vier"),
    ("In welchem Jahr fiel die Berliner Mauer?", "1989"),
    ("Wie heißt der längste Fluss Europas?", "Wolga"),
]
PREDICTIONS = [["bur A"], ["rum F"], ["bel A", "swe F"], ["ser A"]]
NARR = [["A vie - boh"], ["F lon - eng"], ["A par - gas"]]
WORMHOLES = ["nwy - tun", "lon - con", "bre - sev", "kie - smy"]
