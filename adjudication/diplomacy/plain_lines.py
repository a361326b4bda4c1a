"""One order line of a standard movement phase, read at first sight for the one-pass path.

``plain_movement.py`` answers the common movement phase in one pass; this module reads its
lines: what a canonical (or case-folded canonical) movement line says, with every check that
needs only the line and the map done, as one record per line. Lines are remembered per map
(:data:`LINES`, line -> what the map alone says about it; emptied by :func:`clear_caches`,
which ``interface.clear_caches`` calls; read at first sight by :func:`read_plain`, which hands
all but holds, moves and supports on to :func:`_read`). A line it cannot read is no record
(None): the caller declines the phase (:class:`Declined`) and the general path reads it.
"""

from __future__ import annotations

from typing import Any

from adjudication.diplomacy.canonical import canonical_fields, fold_movement_line
from adjudication.diplomacy.legality import sea_group_shores
from adjudication.diplomacy.orders import ARMY, FLEET, Convoy, Hold, Move, SupportHold, SupportMove
from adjudication.diplomacy.rulebook import map_adjacency

# The kinds of order a record holds (the one-pass path's int tables use them too).
HOLD, MOVE, SUPPORT_HOLD, SUPPORT_MOVE, CONVOY = 0, 1, 2, 3, 4
_KINDS = {Hold: HOLD, Move: MOVE, SupportHold: SUPPORT_HOLD, SupportMove: SUPPORT_MOVE,
          Convoy: CONVOY}


class Declined(Exception):
    """The phase needs the general path (see ``plain_movement.py``'s docstring)."""


DECLINE = "decline"  # a line's verdict: the general path must read it
CARRY = "carry"  # a line's verdict: legal if fleets stand where they could convoy the army
LINES: dict[int, tuple[Any, dict[str, tuple], frozenset[tuple[str, str, str]],
                       dict[str, str], frozenset[str]]] = {}
LINES_KEPT = 65_536  # lines remembered per map at most (then forgotten all at once)


def clear_caches() -> None:
    """Forget every line read (benchmarks start their rounds cold with it)."""
    LINES.clear()


def _read(text: str, game_map: Any, steps: frozenset[tuple[str, str, str]]) -> tuple | None:
    """What a line says, with every check that needs only the line and the map done:
    (order, its canonical text, kind, at, its province, unit type, verdict, x, y, z), or None
    when it is no canonical movement line. ``verdict`` is None (legal for the unit standing at
    ``at`` with that type), ``DECLINE``, ``CARRY`` or a (reason code, parameters) pair;
    x, y, z depend on the kind (see the reading loop in ``plain_movement._adjudicate``);
    ``steps`` is ``legality.adjacency_table(game_map)``."""
    found = canonical_fields(text, game_map)
    if found is None:
        folded = fold_movement_line(text, game_map)  # as read_folded_movement reads it
        if folded is None:
            return None
        found = canonical_fields(folded, game_map)
        if found is None:
            return None
        text = folded
    kind = _KINDS[found[0]]
    unit_type, at = found[1], found[2]
    fields = found[3:]
    here = at.partition("/")[0]
    provinces = game_map.provinces
    verdict: Any = None
    x: str | None = None
    y: Any = None  # "via convoy" (a bool) or a support's goal (a province)
    z: Any = None
    if kind == MOVE:
        to = fields[0]
        x = target = to.partition("/")[0]
        y = fields[1]  # "via convoy"
        if target == here:
            verdict = ("move_to_self", {})
        elif target not in provinces:
            verdict = ("unknown_province", {"to": to})
        elif unit_type == FLEET:
            if y:
                verdict = DECLINE
            elif not map_adjacency(game_map, FLEET, at, to):
                verdict = ("fleet_cannot_move", {"unit": f"F {at}", "to": to})
        elif target != to:
            verdict = DECLINE  # an army's move to a coast: rewritten to the province
        elif (ARMY, at, to) not in steps \
                and not map_adjacency(game_map, ARMY, at, to):
            if provinces[here].kind == "coast" and provinces[to].kind == "coast":
                verdict = CARRY
            else:
                verdict = ("army_cannot_reach", {"unit": f"A {at}", "to": to})
    elif kind in (SUPPORT_HOLD, SUPPORT_MOVE):
        x = fields[1].partition("/")[0]
        goal = fields[2].partition("/")[0] if kind == SUPPORT_MOVE else x
        if goal == here:
            verdict = ("support_own_province", {})
        elif (unit_type, at, goal) not in steps \
                and not map_adjacency(game_map, unit_type, at, goal):
            verdict = ("support_unreachable", {"unit": f"{unit_type} {at}", "goal": goal})
        y = goal
    elif kind == CONVOY:
        if provinces[here].kind != "sea":
            verdict = ("cannot_convoy", {"unit": f"{unit_type} {at}"})
        x = origin = fields[0].partition("/")[0]
        goal = fields[1].partition("/")[0]
        shores = sea_group_shores(game_map).get(here)
        if shores is None or origin not in shores or goal not in shores:
            z = ("convoy_off_route", {"origin": origin, "goal": goal, "sea": here})
        elif fields[0] != origin or fields[1] != goal:
            z = DECLINE
    return (fields, text, kind, at, here, unit_type, verdict, x, y, z)


def read_plain(text: str, game_map: Any, tables: tuple) -> tuple | None:
    """:func:`_read` for the commonest lines (hold, move, support in canonical form), without
    building the fields twice; anything else is :func:`_read`'s. ``tables`` is the map's
    ``LINES`` entry (map, lines, adjacency table, location -> province, split provinces)."""
    words = text.split(" ")
    count = len(words)
    if count < 3:
        return _read(text, game_map, tables[2])
    province = tables[3]
    unit_type, at, verb = words[0], words[1], words[2]
    here = province.get(at)
    if here is None or (unit_type != ARMY and unit_type != FLEET):
        return _read(text, game_map, tables[2])
    if count == 3:
        if verb == "H":
            return ((), text, HOLD, at, here, unit_type, None, None, None, None)
    elif count == 4:
        to = words[3]
        target = province.get(to)
        if verb == "-" and target is not None \
                and not (unit_type == FLEET and to in tables[4]):
            verdict: Any = None
            if target == here:
                verdict = ("move_to_self", {})
            elif unit_type == FLEET:
                if not map_adjacency(game_map, FLEET, at, to):
                    verdict = ("fleet_cannot_move", {"unit": f"F {at}", "to": to})
            elif target != to:
                verdict = DECLINE  # an army's move to a coast: rewritten to the province
            elif (ARMY, at, to) not in tables[2] and not map_adjacency(game_map, ARMY, at, to):
                provinces = game_map.provinces
                if provinces[here].kind == "coast" and provinces[to].kind == "coast":
                    verdict = CARRY
                else:
                    verdict = ("army_cannot_reach", {"unit": f"A {at}", "to": to})
            return ((to, False), text, MOVE, at, here, unit_type, verdict, target, False, None)
    elif verb == "S" and (count == 5 or (count == 7 and words[5] == "-")):
        other_type, other_at = words[3], words[4]
        x = province.get(other_at)
        if x is not None and other_type in (ARMY, FLEET):
            goal: str | None
            fields: tuple[str, ...]
            if count == 5:
                kind, goal, fields = SUPPORT_HOLD, x, (other_type, other_at)
            else:
                goal = province.get(words[6])
                if goal is None:
                    return _read(text, game_map, tables[2])
                kind, fields = SUPPORT_MOVE, (other_type, other_at, words[6])
            verdict = None
            if goal == here:
                verdict = ("support_own_province", {})
            elif (unit_type, at, goal) not in tables[2] \
                    and not map_adjacency(game_map, unit_type, at, goal):
                verdict = ("support_unreachable", {"unit": f"{unit_type} {at}", "goal": goal})
            return (fields, text, kind, at, here, unit_type, verdict, x, goal, None)
    return _read(text, game_map, tables[2])
