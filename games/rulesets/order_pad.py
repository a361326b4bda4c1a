"""The data behind the map as an order pad (``static/js/order_pad.js``), shared by the rule
sets whose boards are a Diplomacy :class:`~adjudication.diplomacy.maps.Map`.

A pad is plain JSON embedded in the seat's own page (``json_script``), so it holds only what
that seat may know: the public board (every unit on it is public), the map's provinces and
adjacency, and the seat's own pieces (its units, its retreat options, its free home centres,
its own lama herds). Nothing about another seat's secrets goes in here; the tests in
``tests/web/test_order_pad.py`` check it.

Shape (every key is always present; lists may be empty)::

    {"mode": "M" | "R" | "A" | "L", "seat": "france", "box": "orders",
     "units": [{"type": "A", "at": "par", "move": "A"}],         # the seat's own pieces
     "board": [{"type": "F", "at": "lon", "power": "england"}],  # every public unit
     "dislodged": [{"type": "A", "at": "mun", "retreats": ["boh"]}],
     "builds": 0, "homes": ["par"],                                # adjustments
     "herds": ["tyr"],                                             # own lama herds (mode L)
     "extras": ["vZ"],                                             # Rather Silly words
     "via": true,             # an army's move across water is written "... via convoy"
     "map": {"provinces": {"spa": {"name": "Spain", "kind": "coast",
                                    "coasts": ["nc", "sc"], "sc": true}},
             "army": {"par": ["bur", ...]}, "fleet": {"spa/nc": ["gas", ...]}}}

``move`` says which adjacency a unit kind uses: ``"A"`` (armies and army-like kinds), ``"F"``
(fleets), ``"V"`` (birds: army or fleet borders, routes of several steps), ``""`` (no moves).
"""

from __future__ import annotations

from functools import cache
from typing import Any

JSON = dict[str, Any]


@cache
def _map_part(game_map: Any, lang: str) -> JSON:
    provinces = {
        abbr: {"name": p.name(lang), "kind": p.kind, "coasts": list(p.coasts),
               "sc": p.is_supply_center}
        for abbr, p in game_map.provinces.items()
    }
    army = {abbr: sorted(game_map.army_neighbours(abbr)) for abbr in game_map.provinces
            if game_map.army_neighbours(abbr)}
    fleet: dict[str, list[str]] = {}
    for abbr in game_map.provinces:
        for loc in game_map.fleet_locations_of(abbr):
            fleet[loc] = sorted(game_map.fleet_neighbours(loc))
    return {"provinces": provinces, "army": army, "fleet": fleet}


def pad(game_map: Any, *, mode: str, seat: str, box: str, lang: str = "en",
        units: list[JSON] | None = None, board: list[JSON] | None = None,
        dislodged: list[JSON] | None = None, builds: int = 0, homes: list[str] | None = None,
        herds: list[str] | None = None, extras: list[str] | None = None,
        via_convoy: bool = True) -> JSON:
    """One pad as documented above (the map part is computed once per map and language)."""
    return {
        "mode": mode, "seat": seat, "box": box,
        "units": units or [], "board": board or [], "dislodged": dislodged or [],
        "builds": builds, "homes": homes or [], "herds": herds or [], "extras": extras or [],
        "via": via_convoy,
        "map": _map_part(game_map, lang if lang in ("en", "de") else "en"),
    }


def public_units(units: list[JSON]) -> list[JSON]:
    """Every unit as the public board shows it: type, place, owner; nothing else."""
    return [{"type": str(u.get("type")), "at": str(u.get("at")), "power": str(u.get("power"))}
            for u in units]
