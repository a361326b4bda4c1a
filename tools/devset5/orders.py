"""Orders that make sense for each seat in its scenario's position (tests/mail/scenarios.py),
several versions per seat, plus the full-word forms players write in English and German."""

from __future__ import annotations

OPENING = {  # S1901 (standard Diplomacy and Rather Silly's spring after the lama setup)
    "austria": [["A vie - gal", "A bud - ser", "F tri - alb"],
                ["F tri - alb", "A vie - tri", "A bud - ser"],
                ["A bud - rum", "A vie - gal", "F tri H"]],
    "england": [["F lon - eng", "F edi - nth", "A lvp - yor"],
                ["F edi - nwg", "F lon - nth", "A lvp - edi"]],
    "france": [["A par - bur", "A mar - spa", "F bre - mao"],
               ["F bre - eng", "A par - pic", "A mar - spa"]],
    "germany": [["F kie - den", "A ber - kie", "A mun - ruh"],
                ["A mun - bur", "A ber - mun", "F kie - hol"]],
    "italy": [["A ven - tyr", "A rom - ven", "F nap - ion"],
              ["F nap - ion", "A rom - apu", "A ven H"]],
    "russia": [["A war - gal", "A mos - ukr", "F sev - bla", "F stp/sc - bot"],
               ["F sev - rum", "A mos - sev", "A war - ukr", "F stp/sc - fin"]],
    "turkey": [["F ank - bla", "A con - bul", "A smy - con"],
               ["A smy - arm", "A con - bul", "F ank - con"]],
}
WORDS_EN = {
    "austria": ["Army Vienna to Galicia", "Army Budapest to Serbia", "Fleet Trieste to Albania"],
    "england": ["Fleet London to English Channel", "Fleet Edinburgh to North Sea",
                "Army Liverpool to Yorkshire"],
    "france": ["Army Paris to Burgundy", "Army Marseilles to Spain",
               "Fleet Brest to Mid-Atlantic Ocean"],
    "germany": ["Fleet Kiel to Denmark", "Army Berlin to Kiel", "Army Munich to Ruhr"],
    "italy": ["Army Venice to Tyrolia", "Army Rome to Venice", "Fleet Naples to Ionian Sea"],
    "russia": ["Army Warsaw to Galicia", "Army Moscow to Ukraine", "Fleet Sevastopol to Black Sea",
               "Fleet St Petersburg south coast to Gulf of Bothnia"],
    "turkey": ["Fleet Ankara to Black Sea", "Army Constantinople to Bulgaria",
               "Army Smyrna to Constantinople"],
}
WORDS_DE = {
    "austria": ["Armee Wien nach Galizien", "Armee Budapest nach Serbien",
                "Flotte Triest nach Albanien"],
    "england": ["Flotte London nach Ärmelkanal", "Flotte Edinburgh nach Nordsee",
                "Armee Liverpool nach Yorkshire"],
    "france": ["Armee Paris nach Burgund", "Armee Marseille nach Spanien",
               "Flotte Brest nach Mittelatlantik"],
    "germany": ["Flotte Kiel nach Dänemark", "Armee Berlin nach Kiel", "Armee München nach Ruhr"],
    "italy": ["Armee Venedig nach Tirol", "Armee Rom nach Venedig",
              "Flotte Neapel nach Ionisches Meer"],
    "russia": ["Armee Warschau nach Galizien", "Armee Moskau nach Ukraine",
               "Flotte Sewastopol nach Schwarzes Meer"],
    "turkey": ["Flotte Ankara nach Schwarzes Meer", "Armee Konstantinopel nach Bulgarien",
               "Armee Smyrna nach Konstantinopel"],
}
FALL = {  # F1901
    "austria": [["F alb - gre", "A ser S F alb - gre", "A vie - gal"],
                ["A ser - rum", "F alb - gre", "A vie - bud"]],
    "england": [["F nth - bel", "F nwg - nwy", "A yor H"],
                ["F nth C A yor - nwy", "A yor - nwy", "F nwg - bar"]],
    "france": [["A spa - por", "F mao - bre", "A bur H"],
               ["A bur - bel", "A spa - por", "F mao - spa/sc"]],
    "germany": [["F hol - bel", "A ruh S F hol - bel", "A mun - bur"],
                ["A ruh - bur", "A mun S A ruh - bur", "F hol H"]],
    "italy": [["F ion C A apu - tun", "A apu - tun", "A ven H"],
              ["F ion - tun", "A apu - ven", "A ven - tri"]],
    "russia": [["F bot - swe", "A ukr - rum", "A war - gal", "F sev S A ukr - rum"],
               ["F bot - swe", "F sev - rum", "A ukr S F sev - rum", "A war H"]],
    "turkey": [["A bul - gre", "F ank - bla", "A con - bul"],
               ["A bul - ser", "A con - bul", "F ank - con"]],
}
RETREAT = [["A bur - pic"], ["A bur - gas"], ["A bur - par"], ["A bur R mar"]]
BUILDS = {  # W1901
    "austria": [["Build A bud"], ["A bud B"], ["Build F tri"]],
    "england": [["Build F lon", "Build A lvp"], ["Build F edi", "Build F lon"]],
    "france": [["Build A par"], ["Build F bre"]],
    "germany": [["Build A ber"], ["Build F kie"]],
    "italy": [["waive"]],
    "russia": [["Build A mos", "Build F stp/nc"], ["Build A mos", "Build A stp"]],
    "turkey": [["Build A smy"], ["Build F smy"]],
}
BUILDS_DE = {"austria": ["Baue A Budapest"], "england": ["Baue F London", "Baue A Liverpool"],
             "france": ["Baue A Paris"], "germany": ["Baue A Berlin"],
             "russia": ["Baue A Moskau", "Baue A St. Petersburg"], "turkey": ["Baue A Smyrna"]}
HERDS = {  # W1900: three provinces without a supply centre
    "austria": [["tyr", "boh", "gal"], ["boh", "gal", "sil"]],
    "england": [["yor", "wal", "cly"], ["wal", "nth", "eng"]],
    "france": [["pic", "gas", "bur"], ["bur", "pic", "mao"]],
    "germany": [["ruh", "pru", "sil"], ["sil", "boh", "ruh"]],
    "italy": [["pie", "tus", "apu"], ["tyr", "pie", "tus"]],
    "russia": [["ukr", "lvn", "fin"], ["fin", "lvn", "bot"]],
    "turkey": [["arm", "syr", "alb"], ["syr", "arm", "bla"]],
    "narr": [["tyr", "bur", "ukr"], ["Tirol", "Böhmen", "Nordsee"]],
    "superhirn": [["nth", "mao", "bla"], ["ion", "nth", "bal"]],
    "doktor": [["sil", "gal", "boh"], ["fin", "pie", "wal"]],
    "wahrsager": [["pru", "lvn", "tus"], ["apu", "gas", "syr"]],
}
OWN_HERDS = {  # S1901: where each seat's herds stand (tests/mail/scenarios.py SILLY_HERDS)
    "austria": ["tyr", "boh", "gal"], "england": ["yor", "cly", "wal"],
    "france": ["pic", "bur", "gas"], "germany": ["ruh", "pru", "sil"],
    "italy": ["pie", "tus", "apu"], "russia": ["lvn", "ukr", "fin"],
    "turkey": ["arm", "syr", "alb"], "narr": ["tyr", "bur", "ukr"],
    "superhirn": ["nth", "mao", "bla"], "doktor": ["sil", "gal", "boh"],
    "wahrsager": ["pru", "lvn", "tus"],
}
WORMHOLE = ["nwy - tun", "bre - lon", "stp - con", "nth - ion", "mos - rom", "edi - smy"]
NARR = ["A vie - tri", "F lon - eng", "A mun - tyr", "F ank - con", "A war - pru"]
PREDICT = [["gal A", "bla F"], ["bur A"], ["tyr A", "eng F"], ["ukr A", "bla F"]]
QUESTION = [("Wie viele Beine hat ein Lama?", "Vier"),
            ("Wer hat 1815 bei Waterloo gewonnen?", "Wellington und Blücher"),
            ("Wie heißt die Hauptstadt von Australien?", "Canberra"),
            ("What is the airspeed of an unladen swallow?", "African or European?")]
REPLY = ["2962 Meter", "2962 m", "ca. 2960 m", "Knapp 3000 Meter", "2962"]
CARDS = [["spiele PE11"], ["PE28"], ["passe"], ["spiele Z07 auf s2"]]
CARDS_EN = [["play PE11"], ["pass"], ["PE28"]]
TURNS_DE = [["1: Verlegung nach Paris: 2 Inf aus Lyon", "2: Nachschub in Paris: 2 Inf 2 Kav"],
            ["1: Verlegung nach Paris: 2 Inf aus Lyon", "2: Passen",
             "Team: Erfolgsmarker übergeben"],
            ["1: Passen", "2: Passen"]]
TURNS_EN = [["1: move to Paris: 2 inf from Lyon", "2: pass"]]

NAMES_EN = {"austria": "Austria", "england": "England", "france": "France",
            "germany": "Germany", "italy": "Italy", "russia": "Russia", "turkey": "Turkey",
            "narr": "Narr", "superhirn": "Superhirn", "doktor": "Doktor",
            "wahrsager": "Wahrsager", "s1": "Spieler 1", "s2": "Spieler 2", "s3": "Spieler 3",
            "s4": "Spieler 4", "fra": "France", "gbr": "Great Britain", "aut": "Austria",
            "pru": "Prussia"}
NAMES_DE = {**NAMES_EN, "austria": "Österreich", "france": "Frankreich",
            "germany": "Deutschland", "italy": "Italien", "russia": "Russland",
            "turkey": "Türkei", "fra": "Frankreich", "gbr": "Großbritannien",
            "aut": "Österreich", "pru": "Preußen"}
