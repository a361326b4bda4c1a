"""The positions the mail corpora are written against (no database): for each scenario key a
rule set, the open phase's state and the seat the mail is addressed to.

Keys: ``<game>-<phase>-<seat>``, e.g. ``diplomacy-s1901-austria``, ``silly-w1900-superhirn``,
``1848-t1-s4``, ``1815-r1-fra``. ``python -m tests.mail.scenarios`` prints every position (the
units, centres, hands and turns a player of that seat sees), for whoever writes a corpus mail.

Diplomacy (standard map): S1901 is the opening; F1901 follows these spring orders
(``SPRING``): Austria A vie - gal bounces with Russia A war - gal, F sev - bla bounces with
F ank - bla; Germany A mun - ruh, A ber - mun, F kie - hol; France A par - bur. In F1901
Germany A mun - bur supported by A ruh dislodges France's A bur: F1901R is France's retreat.
W1901 is the winter after it (builds and removals).
Rather Silly: W1900 is the setup (lama herds; the Superhirn's question and answer); S1901
follows the herds of ``SILLY_HERDS``.
1848: the practice card set, seed 7, the first turn (Spieler 4 on turn). Europa 1815: the
example map without the start phase, seed 7, round 1 (Frankreich on turn).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from games.rulesets import get_ruleset
from games.rulesets.base import RuleSet

SPRING = {
    "austria": "A vie - gal\nA bud - ser\nF tri - alb",
    "england": "F lon - nth\nF edi - nwg\nA lvp - yor",
    "france": "F bre - mao\nA par - bur\nA mar - spa",
    "germany": "F kie - hol\nA ber - mun\nA mun - ruh",
    "italy": "F nap - ion\nA rom - apu\nA ven H",
    "russia": "F stp/sc - bot\nA mos - ukr\nA war - gal\nF sev - bla",
    "turkey": "F ank - bla\nA con - bul\nA smy - con",
}
FALL = {
    "austria": "A vie H\nA ser H\nF alb H",
    "england": "F nth - bel\nF nwg - nwy\nA yor H",
    "france": "A bur H\nA spa - por\nF mao H",
    "germany": "A mun - bur\nA ruh S A mun - bur\nF hol H",
    "italy": "F ion H\nA apu H\nA ven H",
    "russia": "F bot - swe\nA ukr - rum\nA war H\nF sev H",
    "turkey": "F ank H\nA bul H\nA con H",
}
FALL_RETREATS = {"france": "A bur - pic"}
SILLY_HERDS = {
    "austria": "tyr\nboh\ngal", "england": "yor\ncly\nwal", "france": "pic\nbur\ngas",
    "germany": "ruh\npru\nsil", "italy": "pie\ntus\napu", "russia": "lvn\nukr\nfin",
    "turkey": "arm\nsyr\nalb", "narr": "tyr\nbur\nukr", "superhirn": "nth\nmao\nbla",
    "doktor": "sil\ngal\nboh", "wahrsager": "pru\nlvn\ntus",
}
SEED = 7


@dataclass(frozen=True)
class Scenario:
    key: str
    ruleset: str
    phase_label: str
    phase_type: str
    state: dict[str, Any]
    seat: str
    settings: dict[str, Any]

    @property
    def rules(self) -> RuleSet:
        return get_ruleset(self.ruleset)

    def seat_labels(self) -> dict[str, str]:
        return {s.key: s.label for s in self.rules.seats(self.settings)}


def _orders(texts: dict[str, str], kind: str = "orders") -> dict[str, dict[str, str]]:
    return {seat: {kind: text} for seat, text in texts.items()}


@cache
def _diplomacy() -> dict[str, tuple[str, str, dict[str, Any]]]:
    rules = get_ruleset("diplomacy")
    spring = rules.initial_phase({})
    fall = rules.next_phase(rules.adjudicate(spring.state, _orders(SPRING), SEED).result)
    retreat = rules.next_phase(rules.adjudicate(fall.state, _orders(FALL), SEED).result)
    winter = rules.next_phase(rules.adjudicate(retreat.state, _orders(FALL_RETREATS),
                                               SEED).result)
    return {"s1901": (spring.label, spring.phase_type, spring.state),
            "f1901": (fall.label, fall.phase_type, fall.state),
            "f1901r": (retreat.label, retreat.phase_type, retreat.state),
            "w1901": (winter.label, winter.phase_type, winter.state)}


@cache
def _silly() -> dict[str, tuple[str, str, dict[str, Any]]]:
    rules = get_ruleset("rather_silly")
    winter = rules.initial_phase({})
    subs = _orders(SILLY_HERDS, "lama_placement")
    subs["superhirn"].update({"superhirn_question": "Wie hoch ist die Zugspitze?",
                              "superhirn_answer": "2962 Meter"})
    spring = rules.next_phase(rules.adjudicate(winter.state, subs, SEED).result)
    return {"w1900": (winter.label, winter.phase_type, winter.state),
            "s1901": (spring.label, spring.phase_type, spring.state)}


# Europa 1815 on the shipped example map, begun without the "start" phase of notes: the
# first turn is Frankreich's 1st and 2nd action.
SETTINGS = {"europa1815": {"map": {"example": True}, "start_phase": False}}


def _settings(ruleset: str) -> dict[str, Any]:
    return get_ruleset(ruleset).validate_settings(SETTINGS.get(ruleset, {}))


@cache
def _turn_game(ruleset: str) -> tuple[str, str, dict[str, Any]]:
    start = get_ruleset(ruleset).first_phase(_settings(ruleset), SEED)
    return start.label, start.phase_type, start.state


GAMES = {"diplomacy": "diplomacy", "silly": "rather_silly", "1848": "game1848",
         "1815": "europa1815"}


@cache
def scenario(key: str) -> Scenario:
    game, phase, seat = key.split("-", 2)
    ruleset = GAMES[game]
    if game == "diplomacy":
        label, phase_type, state = _diplomacy()[phase]
    elif game == "silly":
        label, phase_type, state = _silly()[phase]
    else:
        if phase not in {"t1", "r1"}:
            raise KeyError(key)
        label, phase_type, state = _turn_game(ruleset)
    rules = get_ruleset(ruleset)
    settings = _settings(ruleset)
    if seat not in {s.key for s in rules.seats(settings)}:
        raise KeyError(key)
    return Scenario(key, ruleset, label, phase_type, state, seat, settings)


def _describe(key: str) -> str:
    s = scenario(key)
    rules = s.rules
    lines = [f"== {key}: {s.ruleset} {s.phase_label} ({s.phase_type}), seat {s.seat}",
             f"   expected from this seat: {rules.expected_submissions(s.state).get(s.seat)}"]
    view = rules.view(s.state, s.seat, lang="de")
    if view is not None:
        lines.append("   view: " + json.dumps(view, ensure_ascii=False)[:3000])
    else:
        for row in rules.describe_board(s.state):
            lines.append(f"   {row.seat}: units {', '.join(row.units)}; centres "
                         f"{', '.join(row.centers)}")
        if s.state.get("dislodged"):
            lines.append(f"   dislodged: {s.state['dislodged']}")
    return "\n".join(lines)


def all_keys() -> list[str]:
    keys = []
    for game, ruleset in GAMES.items():
        seats = [s.key for s in get_ruleset(ruleset).seats(_settings(ruleset))]
        phases = {"diplomacy": ["s1901", "f1901", "f1901r", "w1901"],
                  "silly": ["w1900", "s1901"], "1848": ["t1"], "1815": ["r1"]}[game]
        keys += [f"{game}-{phase}-{seat}" for phase in phases for seat in seats]
    return keys


if __name__ == "__main__":
    import django

    django.setup()
    shown = set()
    for key in all_keys():
        game, phase, _seat = key.split("-", 2)
        if game in {"diplomacy", "silly"} and (game, phase) in shown:
            continue
        shown.add((game, phase))
        print(_describe(key))
