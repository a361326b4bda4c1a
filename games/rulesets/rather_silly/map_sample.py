"""A Rather Silly board for the docs' picture (``tools/render_samples.py``), the tests and the
map benchmark: every unit kind, mark, order style and the wormhole."""

from __future__ import annotations

from typing import Any

from games.maps.samples import start_1901
from games.rulesets.rather_silly.ruleset import RatherSillyRuleSet


def rather_silly_sample() -> dict[str, Any]:
    """Every unit kind once or more, devils, a special fleet, twins, lamas of two players,
    all order styles with both results, and a wormhole."""
    centres = start_1901()["supply_centers"]
    centres["doktor"] = ["hol"]
    centres["wahrsager"] = ["nwy"]
    return {
        "variant": "rather_silly",
        "game_name": RatherSillyRuleSet.map_title,
        "phase": "F1903M",
        "units": [
            {"power": "england", "type": "F", "at": "nth", "special_fleet": True},
            {"power": "england", "type": "A", "at": "yor", "devil_seasons_left": 2},
            {"power": "england", "type": "F", "at": "eng"},
            {"power": "england", "type": "V", "at": "lon"},
            {"power": "france", "type": "A", "at": "bur"},
            {"power": "france", "type": "AM", "at": "pic"},
            {"power": "france", "type": "F", "at": "mao"},
            {"power": "germany", "type": "A", "at": "ruh"},
            {"power": "germany", "type": "DA", "at": "kie"},
            {"power": "germany", "type": "SA", "at": "mun", "twin": "g1"},
            {"power": "germany", "type": "SF", "at": "hel", "twin": "g2"},
            {"power": "germany", "type": "SA", "at": "ber", "twin": "g1"},
            {"power": "germany", "type": "SF", "at": "bal", "twin": "g2"},
            {"power": "italy", "type": "F", "at": "ion"},
            {"power": "italy", "type": "A", "at": "tun"},
            {"power": "austria", "type": "A", "at": "tyr", "devil_seasons_left": 1},
            {"power": "austria", "type": "A", "at": "ser"},
            {"power": "austria", "type": "F", "at": "alb"},
            {"power": "russia", "type": "F", "at": "stp/sc"},
            {"power": "russia", "type": "F", "at": "bul/ec"},
            {"power": "russia", "type": "A", "at": "ukr"},
            {"power": "turkey", "type": "F", "at": "bla"},
            {"power": "turkey", "type": "A", "at": "arm"},
            {"power": "narr", "type": "A", "at": "gal"},
            {"power": "superhirn", "type": "F", "at": "isl"},
            {"power": "superhirn", "type": "A", "at": "cre"},
            {"power": "doktor", "type": "T", "at": "hyp"},
            {"power": "doktor", "type": "A", "at": "hol"},
            {"power": "wahrsager", "type": "F", "at": "nwy"},
            {"power": "borg", "type": "B", "at": "boh"},
            {"power": "monsters", "type": "SM", "at": "wes"},
            {"power": "monsters", "type": "WM", "at": "sil"},
            {"power": "england", "type": "L", "at": "wal"},
            {"power": "france", "type": "L", "at": "gas", "private": ["france"]},
        ],
        "dislodged": [{"power": "italy", "type": "A", "at": "ven"}],
        "lamas": [{"power": "england", "at": "cly"}, {"power": "england", "at": "ruh"},
                  {"power": "turkey", "at": "syr"}],
        "supply_centers": centres,
        "orders": [
            {"power": "england", "order": "F nth - nwy", "result": "bounced"},
            {"power": "england", "order": "F eng C A lon - bel", "result": "succeeds"},
            {"power": "england", "order": "A yor H", "result": "succeeds"},
            {"power": "france", "order": "A bur - mun", "result": "succeeds"},
            {"power": "germany", "order": "A ruh S A bur - mun", "result": "cut"},
            {"power": "germany", "order": "SA ber S SA mun", "result": "succeeds"},
            {"power": "austria", "order": "A tyr - ven", "result": "succeeds"},
            {"power": "austria", "order": "A ser S A tyr - ven", "result": "succeeds"},
            {"power": "russia", "order": "A ukr - rum", "result": "bounced"},
            {"power": "turkey", "order": "F bla S A arm - sev", "result": "succeeds"},
            {"power": "turkey", "order": "A arm - sev", "result": "bounced"},
            {"power": "england", "order": "V lon - nth - den", "result": "succeeds"},
            {"power": "france", "order": "L gas Exp", "result": "succeeds"},
        ],
        "wormhole": ["lon", "con"],
        "votes": {"england": ["lon", "con"]},
    }
