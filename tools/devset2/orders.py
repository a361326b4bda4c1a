"""Orders that make sense for each seat in each scenario position (tests/mail/scenarios.py),
in the notations players use: abbreviations, English or German names, full words, and a few
misspelt provinces. Lines marked ``~`` at the start are near-misses (a typo the reader should
still take as this seat's order line, with a suggestion); the ``~`` is not part of the line."""

from __future__ import annotations

Sets = list[list[str]]

DIPLOMACY: dict[str, dict[str, Sets]] = {
    "s1901": {
        "austria": [["A vie - gal", "A bud - ser", "F tri - alb"],
                    ["F tri - alb", "A vie - tri", "A bud - ser"],
                    ["A Wien - Galizien", "A Budapest - Serbien", "F Triest - Albanien"],
                    ["Armee Wien nach Galizien", "Armee Budapest nach Serbien",
                     "Flotte Triest nach Albanien"],
                    ["A vie - gal", "A bud - rum", "F tri H"],
                    ["A Vie-Gal", "A Bud-Ser", "F Tri-Alb"],
                    ["~A Wien - Galzien", "A bud - ser", "F tri - alb"]],
        "england": [["F lon - nth", "F edi - nwg", "A lvp - yor"],
                    ["F lon - eng", "F edi - nth", "A lvp - wal"],
                    ["Fleet London to North Sea", "Fleet Edinburgh to Norwegian Sea",
                     "Army Liverpool to Yorkshire"],
                    ["F London - North Sea", "F Edinburgh - Norwegian Sea",
                     "A Liverpool - Edinburgh"],
                    ["F LON-NTH", "F EDI-NWG", "A LVP-YOR"],
                    ["F lon - nth", "F edi - nwg", "~A lvp - yorks"]],
        "france": [["F bre - mao", "A par - bur", "A mar - spa"],
                   ["A par - pic", "A mar - bur", "F bre - mao"],
                   ["F Brest - Mid-Atlantic Ocean", "A Paris - Burgundy", "A Marseilles - Spain"],
                   ["F bre - eng", "A par - bur", "A mar S A par - bur"],
                   ["F Bre - MAO", "A Par - Bur", "A Mar - Spa"],
                   ["F bre - mao", "~A par - burgundi", "A mar - spa"]],
        "germany": [["F kie - den", "A mun - ruh", "A ber - kie"],
                    ["F kie - hol", "A ber - mun", "A mun - ruh"],
                    ["Flotte Kiel nach Dänemark", "Armee München nach Ruhr",
                     "Armee Berlin nach Kiel"],
                    ["A mun - bur", "A ber - kie", "F kie - den"],
                    ["F Kiel - Holland", "A Berlin - München", "A München - Ruhr"],
                    ["F kie - den", "A mun - tyr", "A ber - kie"],
                    ["~F Kiel - Dänmark", "A mun - ruh", "A ber - kie"]],
        "italy": [["F nap - ion", "A rom - apu", "A ven H"],
                  ["A ven - tyr", "A rom - ven", "F nap - ion"],
                  ["F Naples - Ionian Sea", "A Rome - Apulia", "A Venice hold"],
                  ["F nap - tys", "A rom - tus", "A ven - pie"],
                  ["F NAP-ION", "A ROM-APU", "A VEN-TRI"],
                  ["F nap - ion", "A rom - apu", "A ven - tyrol"],
                  ["F nap - ion", "~A rom - apulai", "A ven H"]],
        "russia": [["F stp/sc - bot", "A mos - ukr", "A war - gal", "F sev - bla"],
                   ["F sev - rum", "A mos - sev", "A war - ukr", "F stp/sc - bot"],
                   ["F StP(sc) - GoB", "A Mos - StP", "A War - Gal", "F Sev - BLA"],
                   ["F Sevastopol - Black Sea", "A Moscow - Ukraine", "A Warsaw - Galicia",
                    "F St Petersburg south coast - Gulf of Bothnia"],
                   ["F stp/sc - fin", "A mos - lvn", "A war - pru", "F sev - bla"],
                   ["F stp/sc - bot", "A mos - ukr", "A war - galicia", "F sev - rum"],
                   ["F stp/sc - bot", "A mos - ukr", "~A war - gallicia", "F sev - bla"]],
        "turkey": [["F ank - bla", "A con - bul", "A smy - con"],
                   ["F ank - con", "A con - bul", "A smy - arm"],
                   ["F Ankara - Black Sea", "A Constantinople - Bulgaria", "A Smyrna - Armenia"],
                   ["F ank - bla", "A con - bul", "A smy H"],
                   ["F Ank-Bla", "A Con-Bul", "A Smy-Con"],
                   ["F ank - bla", "~A con - bulg", "A smy - arm"]],
    },
    "f1901": {
        "austria": [["A ser - gre", "F alb S A ser - gre", "A vie - gal"],
                    ["A vie - tri", "A ser H", "F alb - gre"],
                    ["A Serbien - Griechenland", "F Albanien unterstützt A Serbien - Griechenland",
                     "A Wien - Galizien"],
                    ["A ser - rum", "F alb - gre", "A vie - bud"],
                    ["A ser - gre", "F alb S A ser - gre", "A vie - bohemia"],
                    ["~A ser - greec", "F alb S A ser - gre", "A vie H"]],
        "england": [["F nth - bel", "F nwg - nwy", "A yor H"],
                    ["F nth C A yor - nwy", "A yor - nwy via convoy", "F nwg S A yor - nwy"],
                    ["F North Sea - Belgium", "F Norwegian Sea - Norway",
                     "A Yorkshire - Edinburgh"],
                    ["F nth - den", "F nwg - nwy", "A yor - lvp"],
                    ["F nth - bel", "F nwg - norway", "A yor H"],
                    ["F nth - bel", "~F nwg - norwy", "A yor H"]],
        "france": [["A bur H", "A spa - por", "F mao H"],
                   ["A bur - bel", "F mao - por", "A spa H"],
                   ["A Burgundy holds", "A Spain - Portugal", "F Mid-Atlantic - Brest"],
                   ["A bur S A spa - mar", "A spa - mar", "F mao - por"],
                   ["A bur H", "~A spa - portugl", "F mao - spa/nc"]],
        "germany": [["A mun - bur", "A ruh S A mun - bur", "F hol H"],
                    ["F hol - bel", "A ruh S F hol - bel", "A mun H"],
                    ["A München - Burgund", "A Ruhr unterstützt A München - Burgund",
                     "F Holland hält"],
                    ["A ruh - bel", "F hol S A ruh - bel", "A mun - sil"],
                    ["~A mun - burg", "A ruh S A mun - bur", "F hol H"]],
        "italy": [["F ion H", "A apu H", "A ven H"],
                  ["F ion C A apu - tun", "A apu - tun", "A ven H"],
                  ["F Ionian Sea convoys A Apulia - Tunis", "A Apulia - Tunis via convoy",
                   "A Venice - Trieste"],
                  ["F ion - tun", "A apu - nap", "A ven - pie"],
                  ["F ion C A apu - tun", "A apu - tunis", "A ven H"]],
        "russia": [["F bot - swe", "A ukr - rum", "A war H", "F sev H"],
                   ["F bot - swe", "A ukr - rum", "F sev S A ukr - rum", "A war - gal"],
                   ["F Gulf of Bothnia - Sweden", "A Ukraine - Rumania", "A Warsaw holds",
                    "F Sevastopol supports A Ukraine - Rumania"],
                   ["F bot - swe", "A ukr - rum", "A war - sil", "F sev - bla"],
                   ["F bot - sweden", "A ukr - rum", "A war H", "F sev S A ukr - rumania"]],
        "turkey": [["F ank H", "A bul H", "A con H"],
                   ["A bul - gre", "A con - bul", "F ank - bla"],
                   ["A Bulgaria - Greece", "A Constantinople - Bulgaria", "F Ankara - Black Sea"],
                   ["A bul - ser", "A con S A bul - ser", "F ank - con"],
                   ["~A bul - grece", "A con - bul", "F ank - bla"]],
    },
    "f1901r": {
        "france": [["A bur - pic"], ["A bur R gas"], ["A Burgund Rückzug nach Paris"],
                   ["A bur - par"], ["A Burgundy retreat to Marseilles"], ["A bur D"],
                   ["A bur - picardy"], ["A Bur R Gas"]],
    },
    "w1901": {
        "austria": [["Build A bud"], ["Baue F tri"], ["Baue Armee Budapest"], ["build a bud"]],
        "england": [["Build F edi", "Build A lvp"], ["Build F lon", "Build F edi"],
                    ["~Build F Edinbrugh", "Build A lvp"],
                    ["Build Fleet London", "Build Army Liverpool"], ["Build F edi", "Build A lon"]],
        "france": [["Build F bre"], ["Baue A Paris"], ["Build A mar"], ["Build A Marseilles"]],
        "germany": [["Build A ber"], ["Build F kie"], ["Baue Armee München"], ["Baue A Berlin"]],
        "russia": [["Build A mos", "Build F stp/nc"], ["Build A mos", "Build A stp"],
                   ["Build A Moscow", "Build F St Petersburg north coast"],
                   ["Baue A Moskau", "Baue A St. Petersburg"]],
        "turkey": [["Build F smy"], ["Build A smy"], ["Build Fleet Smyrna"], ["Baue F Smyrna"]],
    },
}

# Rather Silly: lama herds (W1900; any three non-centre provinces), and spring orders.
HERDS = {
    "austria": [["tyr", "boh", "gal"], ["Tirol", "Böhmen", "Galizien"], ["tyr", "tyr", "boh"]],
    "england": [["yor", "cly", "wal"], ["Yorkshire", "Clyde", "Wales"], ["nth", "yor", "wal"]],
    "france": [["pic", "bur", "gas"], ["Picardie", "Burgund", "Gascogne"], ["bur", "bur", "pic"]],
    "germany": [["ruh", "pru", "sil"], ["Ruhr", "Preußen", "Schlesien"], ["ruh", "sil", "boh"]],
    "italy": [["pie", "tus", "apu"], ["Piemont", "Toskana", "Apulien"], ["tus", "apu", "tyr"]],
    "russia": [["lvn", "ukr", "fin"], ["Livland", "Ukraine", "Finnland"], ["ukr", "ukr", "lvn"]],
    "turkey": [["arm", "syr", "alb"], ["Armenien", "Syrien", "Albanien"], ["arm", "syr", "bla"]],
    "narr": [["tyr", "bur", "ukr"], ["Tirol", "Burgund", "Ukraine"], ["boh", "sil", "gal"]],
    "superhirn": [["nth", "mao", "bla"], ["Nordsee", "Mittelatlantik", "Schwarzes Meer"],
                  ["eng", "ion", "bal"]],
    "doktor": [["sil", "gal", "boh"], ["Schlesien", "Galizien", "Böhmen"], ["tyr", "pie", "gas"]],
    "wahrsager": [["pru", "lvn", "tus"], ["Preußen", "Livland", "Toskana"], ["fin", "arm", "syr"]],
}
SILLY_SPRING = {
    "austria": [["A vie - gal", "A bud - ser", "F tri - alb"],
                ["A vie - tri", "A bud - ser", "F tri - alb"]],
    "england": [["F lon - nth", "F edi - nwg", "A lvp - yor"],
                ["F lon - eng", "F edi - nth", "A lvp - wal"]],
    "france": [["F bre - mao", "A par - bur", "A mar - spa"],
               ["A par - pic", "A mar - bur", "F bre - eng"]],
    "germany": [["F kie - den", "A mun - ruh", "A ber - kie"],
                ["F kie - hol", "A ber - mun", "A mun - ruh"]],
    "italy": [["F nap - ion", "A rom - apu", "A ven H"],
              ["A ven - tyr", "A rom - ven", "F nap - ion"]],
    "russia": [["F stp/sc - bot", "A mos - ukr", "A war - gal", "F sev - bla"],
               ["F sev - rum", "A mos - sev", "A war - ukr", "F stp/sc - bot"]],
    "turkey": [["F ank - bla", "A con - bul", "A smy - con"],
               ["F ank - con", "A con - bul", "A smy - arm"]],
    "doktor": [["T hyp HYP bur"], ["T hyp HYP tyr"], ["T hyp HYP nth"]],
}
# The herds each seat placed in W1900 (tests/mail/scenarios.py SILLY_HERDS), for explosions.
PLACED = {
    "austria": ["tyr", "boh", "gal"], "england": ["yor", "cly", "wal"],
    "france": ["pic", "bur", "gas"], "germany": ["ruh", "pru", "sil"],
    "italy": ["pie", "tus", "apu"], "russia": ["lvn", "ukr", "fin"],
    "turkey": ["arm", "syr", "alb"], "narr": ["tyr", "bur", "ukr"],
    "superhirn": ["nth", "mao", "bla"], "doktor": ["sil", "gal", "boh"],
    "wahrsager": ["pru", "lvn", "tus"],
}
VOTES = ["nwy - tun", "lon - con", "bre - sev", "nap - stp", "edi - smy", "kie - tun",
         "mar - mos", "ber - rom"]
NARR = ["A mun - ruh", "F lon - eng", "A war - gal", "F ank - con", "A par - pic",
        "A ven - tyr", "F kie - den", "A vie H", "F nap - tys"]
PREDICTIONS = [["bur A", "gal"], ["VORHERSAGE bla F"], ["gal", "bla F"], ["VORHERSAGE bur"],
               ["tyr A"], ["Vorhersage gal A", "Vorhersage bla"]]
SOULS = {"germany": "A mun TEUFEL", "france": "A par TEUFEL", "russia": "A mos TEUFEL",
         "austria": "A vie TEUFEL", "turkey": "A con TEUFEL", "italy": "A rom TEUFEL",
         "england": "A lvp TEUFEL"}
REPLIES = {"de": ["2962 m", "2962 Meter", "ca. 2960 m", "2.962 m", "knapp 3000 Meter", "2962"],
           "en": ["2962 m", "2962 metres", "about 2960 m", "2,962 m", "just under 3000 m"]}
QUESTIONS = [("Wie viele Beine hat ein Tausendfüßer wirklich?", "meist um die 300, nie 1000"),
             ("Wie hoch ist der Kölner Dom?", "157 Meter"),
             ("In welchem Jahr wurde Liechtenstein unabhängig?", "1806"),
             ("Wie viele Lamas leben in Deutschland (ungefähr)?", "etwa 20.000"),
             ("Wie lang ist der Rhein?", "1233 km"),
             ("How many moons does Mars have?", "Two: Phobos and Deimos")]

# 1848: Spieler 4's hand in the first trick (PE11 Carl Vogt, PE28 Ludwig Uhland, Z07
# Hungerrevolte, Z22 Turnvereine); 1815: Frankreich's start-phase note lines.
ACTIONS_1848 = [["spiele PE11"], ["PE11"], ["Carl Vogt"], ["spiele Carl Vogt"],
                ["Z07 auf s4"], ["passe"], ["schiebe PE28"], ["play Carl Vogt"], ["pass"],
                ["Z22 auf Spieler 4"], ["spiele Ludwig Uhland"], ["PE28"]]
TURNS_1815 = [["1: Verlegung nach Paris: 2 Inf aus Lyon", "2: Passen"],
              ["1: Nachschub in Paris: 2 Inf 1 Kav", "2: passen"],
              ["1: move to Paris: 2 inf from Lyon", "2: pass"],
              ["passen"],
              ["1: Verlegung nach Calais: 1 Inf aus Paris", "2: Nachschub Paris"],
              ["1: Verlegung nach Paris: 2 Inf aus Lyon, 1 Kav aus Calais", "2: Passen"]]


def clean(lines: list[str]) -> list[str]:
    """The lines as typed (without the ``~`` near-miss marks)."""
    return [line.lstrip("~") for line in lines]


def near_misses(lines: list[str]) -> list[str]:
    return [line[1:] for line in lines if line.startswith("~")]
