"""What each seat sensibly orders in each scenario (tests/mail/scenarios.py), written from the
printed positions: several short-form sets per seat, and full-word forms for Diplomacy."""

from __future__ import annotations

POWERS = ["austria", "england", "france", "germany", "italy", "russia", "turkey"]
ROLES = ["narr", "superhirn", "doktor", "wahrsager"]

NAMES = {
    "en": {"austria": "Austria", "england": "England", "france": "France",
           "germany": "Germany", "italy": "Italy", "russia": "Russia", "turkey": "Turkey",
           "narr": "Narr", "superhirn": "Superhirn", "doktor": "Doktor",
           "wahrsager": "Wahrsager"},
    "de": {"austria": "Österreich", "england": "England", "france": "Frankreich",
           "germany": "Deutschland", "italy": "Italien", "russia": "Russland",
           "turkey": "Türkei", "narr": "Narr", "superhirn": "Superhirn", "doktor": "Doktor",
           "wahrsager": "Wahrsager"},
}

OPENING = {
    "austria": [["A vie - gal", "A bud - ser", "F tri - alb"],
                ["A vie - tri", "A bud - ser", "F tri - alb"],
                ["F tri H", "A vie - gal", "A bud S A vie - gal"]],
    "england": [["F lon - nth", "F edi - nwg", "A lvp - yor"],
                ["F lon - eng", "F edi - nth", "A lvp - edi"],
                ["F edi - nth", "F lon - eng", "A lvp - wal"]],
    "france": [["F bre - mao", "A par - bur", "A mar - spa"],
               ["A par - pic", "A mar - bur", "F bre - eng"],
               ["A mar S A par - bur", "A par - bur", "F bre - mao"]],
    "germany": [["F kie - den", "A mun - ruh", "A ber - kie"],
                ["A mun - bur", "F kie - hol", "A ber - mun"],
                ["A mun - sil", "A ber - pru", "F kie - bal"]],
    "italy": [["F nap - ion", "A rom - apu", "A ven H"],
              ["A ven - tyr", "A rom - ven", "F nap - tys"],
              ["A ven - pie", "F nap - ion", "A rom - nap"]],
    "russia": [["F stp/sc - bot", "A mos - ukr", "A war - gal", "F sev - bla"],
               ["A war - ukr", "A mos - sev", "F sev - rum", "F stp/sc - fin"],
               ["F sev - bla", "A mos - stp", "A war - sil", "F stp/sc - bot"]],
    "turkey": [["F ank - bla", "A con - bul", "A smy - con"],
               ["F ank - con", "A con - bul", "A smy - arm"],
               ["A smy - syr", "F ank - bla", "A con - bul"]],
}

FALL = {
    "austria": [["A ser - gre", "F alb S A ser - gre", "A vie - gal"],
                ["A vie - tri", "A ser H", "F alb - ion"],
                ["A ser - rum", "F alb - gre", "A vie - bud"]],
    "england": [["F nwg - nwy", "F nth - bel", "A yor - lon"],
                ["F nth C A yor - nwy", "A yor - nwy", "F nwg - bar"],
                ["F nth - den", "F nwg - nwy", "A yor H"]],
    "france": [["A spa - por", "F mao - bre", "A bur - mar"],
               ["A bur - bel", "A spa - por", "F mao - iri"],
               ["A bur H", "A spa - por", "F mao - por"]],
    "germany": [["A mun - bur", "A ruh S A mun - bur", "F hol H"],
                ["F hol - bel", "A ruh S F hol - bel", "A mun - ber"],
                ["A ruh - kie", "A mun H", "F hol - nth"]],
    "italy": [["F ion C A apu - tun", "A apu - tun", "A ven H"],
              ["F ion - gre", "A apu - nap", "A ven - tri"],
              ["F ion - tun", "A apu H", "A ven - pie"]],
    "russia": [["F bot - swe", "A ukr - rum", "F sev S A ukr - rum", "A war H"],
               ["A war - gal", "A ukr S A war - gal", "F sev - bla", "F bot - swe"],
               ["F bot - swe", "A ukr - rum", "A war - ukr", "F sev - bla"]],
    "turkey": [["A bul - gre", "F ank - bla", "A con - bul"],
               ["A bul - rum", "A con - bul", "F ank - con"],
               ["F ank - bla", "A bul H", "A con - smy"]],
}

RETREAT_FRANCE = [["A bur - pic"], ["A bur R par"], ["A bur - gas"], ["A bur R mar"]]

WINTER = {
    "austria": [["Build A bud"], ["Build F tri"], ["build A tri"]],
    "england": [["Build F lon", "Build F edi"], ["Build A lvp", "Build F lon"],
                ["build F edi", "build A lvp"]],
    "france": [["Build A par"], ["Build F bre"], ["Build A mar"]],
    "germany": [["Build F kie"], ["Build A ber"], ["Build A mun"]],
    "italy": [["WAIVE"]],
    "russia": [["Build A mos", "Build F stp/nc"], ["Build A stp", "Build A mos"]],
    "turkey": [["Build F smy"], ["Build A smy"]],
}
WINTER_DE = {"Build": "Baue", "build": "baue"}

# Full-word orders (Diplomacy only): one set per power for S1901, in English and German.
LONG = {
    "en": {
        "austria": ["Army Vienna to Galicia", "Army Budapest to Serbia",
                    "Fleet Trieste to Albania"],
        "england": ["Fleet London to North Sea", "Fleet Edinburgh to Norwegian Sea",
                    "Army Liverpool to Yorkshire"],
        "france": ["Army Paris to Burgundy", "Army Marseilles to Spain",
                   "Fleet Brest to Mid-Atlantic Ocean"],
        "germany": ["Fleet Kiel to Denmark", "Army Munich to Ruhr", "Army Berlin to Kiel"],
        "italy": ["Fleet Naples to Ionian Sea", "Army Rome to Apulia", "Army Venice holds"],
        "russia": ["Fleet St Petersburg south coast to Gulf of Bothnia",
                   "Army Moscow to Ukraine", "Army Warsaw to Galicia",
                   "Fleet Sevastopol to Black Sea"],
        "turkey": ["Fleet Ankara to Black Sea", "Army Constantinople to Bulgaria",
                   "Army Smyrna to Constantinople"],
    },
    "de": {
        "austria": ["Armee Wien nach Galizien", "Armee Budapest nach Serbien",
                    "Flotte Triest nach Albanien"],
        "england": ["Flotte London nach Nordsee", "Flotte Edinburgh nach Norwegisches Meer",
                    "Armee Liverpool nach Yorkshire"],
        "france": ["Armee Paris nach Burgund", "Armee Marseille nach Spanien",
                   "Flotte Brest nach Mittelatlantik"],
        "germany": ["Flotte Kiel nach Dänemark", "Armee München nach Ruhr",
                    "Armee Berlin nach Kiel"],
        "italy": ["Flotte Neapel nach Ionisches Meer", "Armee Rom nach Apulien",
                  "Armee Venedig hält"],
        "russia": ["Flotte St. Petersburg Südküste nach Bottnischer Meerbusen",
                   "Armee Moskau nach Ukraine", "Armee Warschau nach Galizien",
                   "Flotte Sewastopol nach Schwarzes Meer"],
        "turkey": ["Flotte Ankara nach Schwarzes Meer", "Armee Konstantinopel nach Bulgarien",
                   "Armee Smyrna nach Konstantinopel"],
    },
}

LAMAS = {
    "austria": [["tyr", "boh", "gal"], ["boh", "gal", "ukr"]],
    "england": [["yor", "cly", "wal"], ["wal", "yor", "pic"]],
    "france": [["pic", "bur", "gas"], ["gas", "bur", "pie"]],
    "germany": [["ruh", "pru", "sil"], ["sil", "ruh", "den"]],
    "italy": [["pie", "tus", "apu"], ["apu", "tus", "tyr"]],
    "russia": [["lvn", "ukr", "fin"], ["fin", "lvn", "arm"]],
    "turkey": [["arm", "syr", "alb"], ["syr", "arm", "ukr"]],
    "narr": [["tyr", "bur", "ukr"], ["boh", "pic", "fin"]],
    "superhirn": [["nth", "mao", "bla"], ["nwg", "ion", "bla"]],
    "doktor": [["sil", "gal", "boh"], ["pie", "tyr", "ruh"]],
    "wahrsager": [["pru", "lvn", "tus"], ["gas", "ukr", "syr"]],
}
# The herds actually placed in W1900 (SILLY_HERDS) are what a seat can explode in S1901.
HERDS = {"austria": ["tyr", "boh", "gal"], "england": ["yor", "cly", "wal"],
         "france": ["pic", "bur", "gas"], "germany": ["ruh", "pru", "sil"],
         "italy": ["pie", "tus", "apu"], "russia": ["lvn", "ukr", "fin"],
         "turkey": ["arm", "syr", "alb"], "narr": ["tyr", "bur", "ukr"],
         "superhirn": ["nth", "mao", "bla"], "doktor": ["sil", "gal", "boh"],
         "wahrsager": ["pru", "lvn", "tus"]}
WORMHOLES = ["nwy - tun", "lon - con", "bre - sev", "edi - rom", "kie - smy", "pic - ukr"]
SOULS = {"austria": "A bud TEUFEL", "england": "F edi TEUFEL", "france": "A mar TEUFEL",
         "germany": "A mun TEUFEL", "italy": "A ven TEUFEL", "russia": "A mos TEUFEL",
         "turkey": "A smy TEUFEL"}
NARR = [["A mun - tyr"], ["F lon - nth"], ["A vie - tyr"], ["A war - gal"], ["F ank - con"]]
DOKTOR = [["T hyp HYP lon"], ["T hyp HYP vie"], ["T hyp HYP ber"], ["T hyp HYP rom"]]
PREDICT = [["VORHERSAGE mun A"], ["VORHERSAGE bur"], ["VORHERSAGE gal A", "VORHERSAGE bla F"],
           ["VORHERSAGE war F"]]
QUESTIONS = [("Wie viele Beine hat ein Lama?", "Vier"),
             ("In welchem Jahr wurde Diplomacy erfunden?", "1954"),
             ("Wie heißt die Hauptstadt von Australien?", "Canberra"),
             ("How many supply centres are on the board?", "34")]
REPLIES = {"de": ["2962 Meter", "knapp 3000 m", "2962", "etwa 2950 Meter"],
           "en": ["2962 metres", "about 3000 m", "2962 m"]}

HAND_1848 = {"s4": ["spiele PE11", "PE28", "spiele Carl Vogt", "passe", "Z07 an s4",
                    "Z22 an s1", "spiele Ludwig Uhland"]}
HAND_1848_EN = ["play PE11", "pass", "Z22 on s2", "PE28"]

TURN_1815 = {
    "de": [["1: Verlegung nach Lyon: 1 Inf aus Paris", "2: Nachschub in Paris: 2 Inf 1 Kav",
            "Team: keine"],
           ["1: Verlegung nach Calais: 2 Inf aus Paris",
            "2: Verlegung nach Brest: 1 Kav aus Paris"],
           ["1: Passen", "2: Nachschub Paris"],
           ["1: Angriff auf Belgien: 2 Inf aus Calais",
            "2: Diplomatie gegen Preußen: Friedensangebot"],
           ["Nachschub Paris"]],
    "en": [["1: move to Calais: 1 inf from Paris", "2: supply Paris: 2 inf 2 cav"],
           ["1: attack Belgium: 2 inf from Calais", "2: diplomacy against Prussia: peace offer"],
           ["1: pass", "2: supply Paris: 2 inf 1 cav 1 art"]],
}
SEATS_1848 = {"s1": "Spieler 1", "s2": "Spieler 2", "s3": "Spieler 3", "s4": "Spieler 4"}
SEATS_1815 = {"fra": "Frankreich", "gbr": "Großbritannien", "aut": "Österreich",
              "pru": "Preußen"}
