"""Sample boards for the docs' pictures and the tests: the 1901 start position (taken from
the engine's map, not retyped). A game drawn on a variant's board keeps its own sample in
its package (``map_sample.py``)."""

from __future__ import annotations

from typing import Any

from adjudication.diplomacy import variant_map


def start_1901() -> dict[str, Any]:
    game_map = variant_map("standard")
    return {
        "variant": "standard",
        "phase": "S1901M",
        "units": [{"power": u.power, "type": u.type, "at": u.at} for u in game_map.starting_units],
        "supply_centers": {p: sorted(c) for p, c in game_map.home_centers.items()},
        "orders": [],
    }

