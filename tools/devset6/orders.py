"""Orders that make sense for each seat in each scenario (see tests/mail/scenarios.py)."""

from __future__ import annotations

POWERS = ["austria", "england", "france", "germany", "italy", "russia", "turkey"]
ROLES = ["narr", "superhirn", "doktor", "wahrsager"]
NAMES = {
    "de": {"austria": "Österreich", "england": "England", "france": "Frankreich",
           "germany": "Deutschland", "italy": "Italien", "russia": "Russland",
           "turkey": "Türkei"},
    "en": {p: p.capitalize() for p in POWERS},
}
SPRING = {
    "austria": ["A vie - gal", "A bud - ser", "F tri - alb"],
    "england": ["F lon - nth", "F edi - nwg", "A lvp - yor"],
    "france": ["F bre - mao", "A par - bur", "A mar - spa"],
    "germany": ["F kie - den", "A ber - kie", "A mun - ruh"],
    "italy": ["F nap - ion", "A rom - apu", "A ven H"],
    "russia": ["F stp/sc - bot", "A mos - ukr", "A war - gal", "F sev - bla"],
    "turkey": ["F ank - bla", "A con - bul", "A smy - con"],
}
SPRING_FULL = {
    ("austria", "en"): ["Army Vienna to Galicia", "A Budapest -> Serbia",
                        "Fleet Trieste - Albania"],
    ("austria", "de"): ["A Wien nach Galizien", "Armee Budapest nach Serbien", "F Triest hält"],
    ("england", "en"): ["F London - North Sea", "F Edinburgh - Norwegian Sea",
                        "A Liverpool - Yorkshire"],
    ("germany", "de"): ["F Kiel - Dänemark", "A Berlin - Kiel", "A München - Ruhr"],
    ("turkey", "en"): ["F Ankara - Black Sea", "A con - bul", "A smy - con"],
    ("france", "de"): ["F Brest - Mid-Atlantic Ocean", "A Paris - Burgund", "A mar - spa"],
    ("italy", "de"): ["F Neapel - Ionisches Meer", "A rom - apu", "A Venedig hält"],
}
FALL = {
    "austria": ["A ser - gre", "F alb S A ser - gre", "A vie - gal"],
    "england": ["F nth - bel", "F nwg - nwy", "A yor H"],
    "france": ["F mao - por", "A spa H", "A bur - mar"],
    "germany": ["F hol - bel", "A ruh S F hol - bel", "A mun - kie"],
    "italy": ["F ion C A apu - tun", "A apu - tun", "A ven H"],
    "russia": ["F bot - swe", "A ukr - rum", "F sev S A ukr - rum", "A war H"],
    "turkey": ["F ank - bla", "A bul - gre", "A con - bul"],
}
RETREAT = {"france": ["A bur - pic"]}
RETREAT_ALT = {"france": ["A bur R gas"]}
BUILDS = {
    "austria": ["Build A bud"], "england": ["Build F lon", "Build F edi"],
    "france": ["Build F bre"], "germany": ["Build A ber"],
    "russia": ["Build A mos", "Build F stp/nc"], "turkey": ["Build F smy"],
}
BUILDS_DE = {"austria": ["Baue A bud"], "germany": ["Baue A Berlin"]}
# Rather Silly
HERDS = {
    "austria": ["gal", "boh", "tyr"], "england": ["wal", "cly", "yor"],
    "france": ["pic", "gas", "bur"], "germany": ["pru", "sil", "ruh"],
    "italy": ["tus", "pie", "apu"], "russia": ["ukr", "lvn", "fin"],
    "turkey": ["syr", "arm", "alb"], "narr": ["bur", "pie", "ukr"],
    "superhirn": ["nth", "mao", "bla"], "doktor": ["tyr", "boh", "sil"],
    "wahrsager": ["arm", "syr", "fin"],
}
HERDS_DE = {"austria": ["Galizien", "Böhmen", "Tirol"]}
EXPLODE = {"austria": "gal", "england": "wal", "france": "bur", "germany": "sil",
           "italy": "pie", "russia": "ukr", "turkey": "arm"}
SOUL = {"austria": "F tri TEUFEL", "england": "A lvp TEUFEL", "france": "A mar TEUFEL",
        "germany": "A ber TEUFEL", "italy": "A ven TEUFEL", "russia": "A war TEUFEL",
        "turkey": "A smy TEUFEL"}
WORMHOLE = ["nwy - tun", "bel - gre", "lvp - sev", "bre - con"]
SILLY_ROLE = {"doktor": ["T hyp - mun"], "narr": ["F tri - adr"],
              "wahrsager": ["bur A", "bla F"]}
QUESTION = ("Wie viele Felder hat ein Schachbrett?", "64")
QUESTION_EN = ("How many legs does a lama have?", "4")
REPLY = ["2962 m", "2962 Meter", "ungefähr 2960 m", "about 2962 metres"]
# Turn games
ACTIONS_1848 = ["spiele PE11", "PE28", "passe", "spiele PE28", "play PE11", "pass"]
TURN_1815 = [
    ["1: Verlegung nach Paris: 2 Inf aus Lyon", "2: Passen"],
    ["1: Angriff auf Belgien: 2 Inf 1 Kav aus Calais", "2: Passen"],
    ["1: Move to Lyon: 2 inf from Paris", "2: Pass"],
    ["1: Verlegung nach Calais: 1 Inf aus Paris", "2: Nachschub in Paris", "Team: Passen"],
    ["1: Passen", "2: Passen"],
]


def main_orders(key: str, lang: str, variant: int) -> tuple[str, list[str]]:
    """(box kind, lines) of the seat's main box in the scenario."""
    game, phase, seat = key.split("-", 2)
    if game == "diplomacy":
        if phase == "s1901":
            full = SPRING_FULL.get((seat, lang))
            return "orders", list(full if full and variant % 2 else SPRING[seat])
        if phase == "f1901":
            return "orders", list(FALL[seat])
        if phase == "f1901r":
            if seat not in RETREAT:
                return "", []
            return "orders", list((RETREAT_ALT if variant % 2 else RETREAT)[seat])
        if seat not in BUILDS:  # Italy has as many units as centres: nothing to do
            return "", []
        if lang == "de" and seat in BUILDS_DE and variant % 2:
            return "orders", list(BUILDS_DE[seat])
        return "orders", list(BUILDS[seat])
    if game == "silly":
        if phase == "w1900":
            if seat in HERDS_DE and lang == "de" and variant % 2:
                return "lama_placement", list(HERDS_DE[seat])
            return "lama_placement", list(HERDS[seat])
        if seat in POWERS:
            return "orders", list(SPRING[seat])
        if seat == "doktor":
            return "orders", list(SILLY_ROLE["doktor"])
        if seat == "narr":
            return "narr_override", list(SILLY_ROLE["narr"])
        if seat == "wahrsager":
            return "wahrsager_prediction", list(SILLY_ROLE["wahrsager"])
        return "", []
    if game == "1848":
        return ("action", [ACTIONS_1848[variant % len(ACTIONS_1848)]]) if seat == "s4" else ("", [])
    return ("turn", list(TURN_1815[variant % len(TURN_1815)])) if seat == "fra" else ("", [])
