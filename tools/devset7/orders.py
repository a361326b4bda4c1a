"""Orders that make sense for each seat in each scenario (abbreviated and in full words)."""

from __future__ import annotations

DIP = {
    "s1901": {
        "austria": ["A vie - gal", "A bud - ser", "F tri - alb"],
        "england": ["F lon - eng", "F edi - nwg", "A lvp - yor"],
        "france": ["A par - bur", "A mar - spa", "F bre - mao"],
        "germany": ["A ber - kie", "A mun - ruh", "F kie - hol"],
        "italy": ["A rom - apu", "A ven H", "F nap - ion"],
        "russia": ["A mos - ukr", "A war - gal", "F sev - bla", "F stp/sc - bot"],
        "turkey": ["A con - bul", "A smy - con", "F ank - bla"],
    },
    "f1901": {
        "austria": ["A ser - gre", "F alb S A ser - gre", "A vie - gal"],
        "england": ["F nth - bel", "F nwg - nwy", "A yor H"],
        "france": ["A spa - por", "F mao S A spa - por", "A bur H"],
        "germany": ["A mun - bur", "A ruh S A mun - bur", "F hol H"],
        "italy": ["F ion C A apu - tun", "A apu - tun", "A ven H"],
        "russia": ["F bot - swe", "A ukr - rum", "F sev S A ukr - rum", "A war H"],
        "turkey": ["F ank - bla", "A bul H", "A con H"],
    },
    "f1901r": {"france": ["A bur - pic"]},
    "w1901": {
        "austria": ["Build A bud"],
        "england": ["Build F lon", "Build A edi"],
        "france": ["Build A par"],
        "germany": ["Build A kie"],
        "russia": ["Build A mos", "Build F stp/nc"],
        "turkey": ["Build F smy"],
    },
}
# Full words, as some players write them (S1901 only).
FULL_DE = {
    "austria": ["Armee Wien nach Galizien", "Armee Budapest nach Serbien",
                "Flotte Triest nach Albanien"],
    "germany": ["Armee München nach Burgund", "Flotte Kiel nach Dänemark",
                "Armee Berlin nach Kiel"],
    "france": ["Armee Paris nach Burgund", "Armee Marseille nach Spanien",
               "Flotte Brest nach Mittelatlantik"],
    "russia": ["Armee Warschau nach Galizien", "Armee Moskau nach Ukraine",
               "Flotte Sewastopol nach Schwarzes Meer"],
}
FULL_EN = {
    "england": ["Army Liverpool to Yorkshire", "Fleet London to English Channel",
                "Fleet Edinburgh to Norwegian Sea"],
    "italy": ["Army Venice to Tyrolia", "Army Rome to Apulia", "Fleet Naples to Ionian Sea"],
    "turkey": ["Army Constantinople to Bulgaria", "Army Smyrna to Armenia",
               "Fleet Ankara to Black Sea"],
    "austria": ["Army Vienna to Galicia", "Army Budapest to Serbia", "Fleet Trieste to Albania"],
}
LAMA = {
    "austria": ["boh", "gal", "tyr"], "england": ["wal", "yor", "cly"],
    "france": ["pic", "gas", "bur"], "germany": ["ruh", "pru", "sil"],
    "italy": ["pie", "tus", "apu"], "russia": ["ukr", "lvn", "fin"],
    "turkey": ["arm", "syr", "alb"], "narr": ["alb", "naf", "tyr"],
    "superhirn": ["boh", "pic", "syr"], "doktor": ["gal", "lvn", "wal"],
    "wahrsager": ["tus", "ukr", "arm"],
}
WORMHOLE = ["nwy - tun", "lvp - con", "bre - sev", "edi - nap", "kie - smy"]
NARR = {"A ber - sil": "germany", "F lon - nth": "england", "A war - ukr": "russia",
        "A ven - tyr": "italy"}
PREDICT = ["bla F", "mun A", "gal A", "eng F", "bur A"]
QUESTIONS = [("Wie viele Beine hat ein Lama?", "Vier"),
             ("In welchem Jahr wurde der Kölner Dom vollendet?", "1880"),
             ("Wie viele Einwohner hat Liechtenstein (ungefähr)?", "etwa 40000"),
             ("Wie heißt die Hauptstadt von Australien?", "Canberra")]
REPLIES = ["2962 m", "2962 Meter", "ca. 2960 m", "knapp 3000 m", "2962m"]
S1848 = ["spiele PE11", "PE28", "passe", "spiele Z07", "PE11"]
T1815 = [["1: Verlegung nach Paris: 2 Inf aus Lyon", "2: Nachschub in Paris: 2 Inf 2 Kav"],
         ["1: Verlegung nach Brest: 1 Inf aus Paris", "2: Passen"],
         ["1: Verlegung nach Paris: 2 Inf aus Lyon", "2: Nachschub in Paris: 2 Inf 2 Kav",
          "Team: Passen"],
         ["1: Nachschub in Paris: 1 Inf 1 Kav"]]
