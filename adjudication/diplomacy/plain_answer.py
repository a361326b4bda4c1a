"""The JSON answer of a standard movement phase in one pass (``plain_movement.py``).

:func:`plain_answer` hands the input to the one-pass path and writes the answer
``interface._answer`` would write from the parts it returns (units as
``plain_movement.unit_rows`` rows: unit, province, rank in the answer, JSON, power), or
returns None for anything else, including any input error: the general path then reads the
input field by field and says what is wrong.
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import itemgetter
from typing import Any

from adjudication.diplomacy import plain_movement
from adjudication.diplomacy.phase import MOVEMENT, Phase, PhaseError
from adjudication.diplomacy.phase_input import InputError, read_centers
from adjudication.diplomacy.variants import Variant


def plain_answer(variant: Variant, data: Mapping[str, Any]) -> dict[str, Any] | None:
    """The answer of a standard movement phase in one pass (``plain_movement.py``), or None
    for anything else, including any input error: the general path then reads the input
    field by field and says what is wrong."""
    text = data.get("phase")
    if type(text) is not str:
        return None
    try:
        phase = Phase.parse(text)
    except PhaseError:
        return None
    seed = data.get("seed")
    if phase.type != MOVEMENT or (seed is not None and type(seed) is not int):
        return None
    for empty in ("standoffs", "dislodged"):
        given = data.get(empty)
        if given is not None and (type(given) is not list or given):
            return None
    game_map = variant.load_map()
    found = plain_movement.adjudicate(game_map, data.get("units", []), data.get("orders", {}),
                                      variant.format_order or str)
    if found is None:
        return None
    try:
        centers = read_centers(data.get("supply_centers"), game_map)
    except InputError:
        return None
    return _answer_of(game_map, variant.rulebook, phase, text, centers, *found)


def _answer_of(game_map, rules, phase: Phase, text: str, centers: dict[str, list[str]],
               orders: list[dict], rows: list[tuple], dislodged: list[dict],
               standoffs: set[str]) -> dict[str, Any]:
    """The answer ``interface._answer`` gives, from the parts ``plain_movement`` wrote
    (units as ``plain_movement.unit_rows`` rows: unit, province, rank in the answer, JSON)."""
    taken = False  # centres freshly counted (new lists, sorted)
    if phase.season == "F":  # phase.ends_year; only fall leads to winter
        if not dislodged:
            centers = _take_centers_rows(game_map, rows, centers)
            taken = True
        adjust = _adjustments_possible_rows(game_map, rules, rows, centers)
    else:
        adjust = False
    key = (text, bool(dislodged), adjust)
    names = _PHASE_NAMES.get(key)
    if names is None:
        if len(_PHASE_NAMES) > 4096:
            _PHASE_NAMES.clear()
        names = _PHASE_NAMES[key] = (str(phase), str(phase.following(key[1], adjust)))
    victory = rules.victory_centers
    winners = [p for p, owned in centers.items() if len(owned) >= victory] \
        if max(map(len, centers.values()), default=0) >= victory else ()
    return {
        "phase": names[0],
        "next_phase": names[1],
        "orders": orders,
        "units": list(map(dict.copy, map(_JSON, sorted(rows, key=_RANK)))),  # C loops
        "dislodged": sorted(dislodged, key=_POWER_AT) if len(dislodged) > 1 else dislodged,
        "standoffs": sorted(standoffs),
        "supply_centers": centers if taken else {p: sorted(c) for p, c in centers.items()},
        "winner": winners[0] if len(winners) == 1 else None,
        "events": [],
        "errors": [],
    }


# (phase as given, dislodged?, adjustments?) -> (phase, next phase) as the answer writes them
_PHASE_NAMES: dict[tuple[str, bool, bool], tuple[str, str]] = {}
_POWER_AT = itemgetter("power", "at")
_RANK = itemgetter(2)
_JSON = itemgetter(3)


def _take_centers_rows(game_map, rows: list[tuple], centers: dict[str, list[str]]
                       ) -> dict[str, list[str]]:
    """``interface._take_centers`` from ``plain_movement.unit_rows`` rows (province, power)."""
    owner: dict[str, str] = {}
    for power, owned in centers.items():
        for center in owned:
            owner[center] = power
    supply_centers = game_map.supply_centers
    for row in rows:
        if row[1] in supply_centers:
            owner[row[1]] = row[4]
    result: dict[str, list[str]] = {p: [] for p in game_map.powers}
    for center, power in owner.items():
        found = result.get(power)
        if found is None:
            result[power] = [center]
        else:
            found.append(center)
    for owned in result.values():
        owned.sort()
    return result


def _adjustments_possible_rows(game_map, rules, rows: list[tuple],
                               centers: dict[str, list[str]]) -> bool:
    """``adjustments.adjustments_possible`` from ``plain_movement.unit_rows`` rows."""
    counts = {power: len(centers.get(power, ())) for power in game_map.powers}
    for row in rows:  # rows are the map's units: their powers are the map's
        counts[row[4]] -= 1
    builders = []
    for power, difference in counts.items():
        if difference < 0:
            return True
        if difference > 0:
            builders.append(power)
    if not builders:
        return False
    occupied = {row[1] for row in rows}
    return any(rules.build_sites(game_map, power, set(centers.get(power, ())), occupied)
               for power in builders)
