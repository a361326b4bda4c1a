"""Standard movement phase in one pass: the common case of ``interface.resolve``, on int tables.

When a variant uses the standard rulebook unchanged (every hook the default one) and every
order line is a canonical (or case-folded canonical) movement order, this module reads the
lines, checks them, resolves the phase and writes the parts of the JSON answer in one pass over
per-unit lists indexed by unit: decisions are integers (move ``i``, support ``count + i``,
convoy path ``2 * count + i``) in one answer list, the guess-and-check algorithm of
``resolver.py`` runs on them, and reasons are written from the same lists.

It gives the very answer the general path (``legality.py``, ``movement.py``, ``resolver.py``,
``movement_phase.py``) gives: the same checks in the same order, the same decisions asked in
the same order, the same reason texts. Whatever it does not do itself it *declines* (returns
None, and the caller runs the general path from the start; both are pure functions of the
input, so nothing is lost):

- a line that is not canonical, a blank line, a power not named canonically;
- an order the general path would rewrite into another order value (except the common
  ones: a support naming a fleet without its coast; an army's move overseas, which becomes
  ``via convoy``);
- a cycle both of whose guesses disagree (circular movement, convoy paradoxes): the backup
  rule is the general resolver's business.

Three modules, one pass: ``plain_lines.py`` reads a line at first sight (what the map alone
says about it, remembered per map), this module matches the lines to the units (units come
from a per-map table, :func:`unit_rows`) and ``plain_resolution.py`` resolves the orders left
standing and writes reasons, positions and retreats. ``tests/engine/test_plain_movement.py``
compares both paths' answers on seeded random inputs and on the DATC movement cases written
canonically; ``benchmarks/plain_movement_equivalence.py`` does so on 10,000 and more inputs.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import Any

from adjudication.diplomacy.board import unit_table
from adjudication.diplomacy.canonical import _tables
from adjudication.diplomacy.legality import adjacency_table, sea_route, sea_table
from adjudication.diplomacy.orders import ARMY, FLEET, Move, SupportHold, SupportMove
from adjudication.diplomacy.per_map import per_map
from adjudication.diplomacy.plain_lines import (
    CARRY,
    CONVOY,
    DECLINE,
    HOLD,
    LINES,
    LINES_KEPT,
    MOVE,
    SUPPORT_HOLD,
    Declined,
    read_plain,
)
from adjudication.diplomacy.plain_resolution import resolve_orders
from adjudication.diplomacy.results import INVALID, REPLACED, SUCCEEDS, Reason
from adjudication.diplomacy.rulebook import (
    Rulebook,
    always,
    different_powers,
    no_extra_strength,
    nothing,
    standard_adjacency,
    standard_can_convoy,
    standard_head_to_head,
    strength_one,
    szykman_or_circular,
    weight_one,
)

_UNIT_KEY = itemgetter("power", "type", "at")


_PLAIN_HOOKS = {
    "adjacency": standard_adjacency, "can_convoy": standard_can_convoy, "occupies": always,
    "unit_strength": strength_one, "support_weight": weight_one,
    "extra_strength": no_extra_strength, "support_total": nothing,
    "may_dislodge": different_powers, "head_to_head": standard_head_to_head,
    "rewrite_orders": nothing, "before_movement": nothing, "after_movement": nothing,
    "paradox_rule": szykman_or_circular,
}
_PLAIN: dict[int, tuple[Rulebook, bool]] = {}


def plain_rules(rules: Rulebook) -> bool:
    """Does ``rules`` use every movement hook of standard Diplomacy unchanged?"""
    known = _PLAIN.get(id(rules))
    if known is None or known[0] is not rules:
        if len(_PLAIN) >= 64:  # rulebooks are few (one per variant); never let it grow
            _PLAIN.clear()
        known = _PLAIN[id(rules)] = (rules, all(
            getattr(rules, name) is hook for name, hook in _PLAIN_HOOKS.items()))
    return known[1]


def adjudicate(game_map: Any, units: Any, orders: Any, format_order: Any
               ) -> tuple[list[dict], list[tuple], list[dict], set[str]] | None:
    """(orders, units after as :func:`unit_rows` rows, dislodged, standoffs) for the JSON
    answer of one standard movement phase from the input's ``units`` and ``orders``, or None
    when the general path must answer (module docstring)."""
    try:
        return _adjudicate(game_map, units, orders, format_order)
    except Declined:
        return None


def _adjudicate(game_map: Any, entries: Any, orders_in: Any, format_order: Any
                ) -> tuple[list[dict], list[tuple], list[dict], set[str]]:
    if type(entries) is not list or type(orders_in) is not dict:
        raise Declined
    table = unit_rows(game_map)
    try:  # units in canonical form only (else: read and checked there)
        rows = list(map(table.__getitem__, map(_UNIT_KEY, entries)))  # C loops
    except (KeyError, TypeError):
        raise Declined from None
    if not rows:
        raise Declined
    count = len(rows)
    units, home, _rank, _json, power, utype, ats = zip(*rows, strict=True)
    occupier = dict(zip(home, range(count), strict=True))
    if len(occupier) != count:
        raise Declined  # two units in one province: an input error
    entries = orders_in
    orders: list[Any] = [None] * count
    kinds = [HOLD] * count
    dest: list[str | None] = [None] * count
    movers: list[int] = []
    supports: list[int] = []
    convoy_orders: list[int] = []
    powers = game_map.powers
    cached = LINES.get(id(game_map))
    if cached is None or cached[0] is not game_map:
        locations, split = _tables(game_map)
        cached = LINES[id(game_map)] = (
            game_map, {}, adjacency_table(game_map),
            {spot: spot.partition("/")[0] for spot in locations}, split)
    known = cached[1]
    manned: set[str] | None = None  # seas with a fleet on them, when asked
    by_sea: list[int] = []  # units whose move said "via convoy" (later replaced ones too)
    written: list[dict] = []  # the answer's "orders", one per line, in the order given
    add = written.append
    entry_of: list[dict | None] = [None] * count  # the entry of each unit's legal order
    claimed: list[dict | None] = [None] * count  # the entry of a unit's latest order
    for name, lines in entries.items():
        if name not in powers or type(lines) is not list:
            raise Declined
        for line in lines:
            try:  # free in Python 3.11 unless raised
                record = known.get(line)  # only strings are remembered
            except TypeError:  # unhashable: no line
                raise Declined from None
            if record is None:
                if type(line) is not str:
                    raise Declined
                record = read_plain(line, game_map, cached)
                if record is None:  # not remembered: what players type is unbounded
                    raise Declined
                if len(known) >= LINES_KEPT:
                    known.clear()
                known[line] = record
            fields, text, kind, at, here, unit_type, verdict, x, y, z = record
            entry = {"power": name, "order": text, "result": SUCCEEDS, "reason": ""}
            add(entry)
            index = occupier.get(here)
            if index is None or power[index] != name or unit_type != utype[index] \
                    or at != ats[index]:
                entry["result"], entry["reason"] = _mismatch(units, index, name, at, unit_type)
                continue
            previous = claimed[index]
            if previous is not None:  # a later order replaces it (legal or not)
                previous["result"], previous["reason"] = REPLACED, Reason("replaced")
                if entry_of[index] is not None:
                    _unregister(index, kinds[index], movers, supports, convoy_orders)
                    entry_of[index] = orders[index] = dest[index] = None
                    kinds[index] = HOLD
            claimed[index] = entry
            if kind == HOLD:
                entry_of[index] = entry
                continue
            if kind == MOVE:
                if verdict is not None:
                    if verdict is CARRY:
                        if manned is None:
                            seas = sea_table(game_map)
                            manned = {home[i] for i in range(count)
                                      if utype[i] == FLEET and home[i] in seas}
                        if not _fleets_could_carry(game_map, manned, here, x):
                            verdict = ("no_convoy_fleets", {"unit": f"A {at}", "to": x})
                        else:
                            verdict = None
                            fields = (x, True)
                            entry["order"] = format_order(Move(ARMY, at, x, True))
                            by_sea.append(index)
                    elif verdict is DECLINE:
                        raise Declined
                if verdict is None:
                    dest[index] = x
                    movers.append(index)
                    if y:  # "via convoy"
                        by_sea.append(index)
                    entry_of[index] = entry
                    orders[index] = fields
                    kinds[index] = MOVE
                    continue
            elif kind != CONVOY:  # a support
                target = occupier.get(x)
                if target is None:
                    verdict = ("no_unit_to_support", {"at": fields[1]})
                elif target == index:
                    verdict = ("support_self", {})
                elif verdict is None:
                    target_type, target_at = utype[target], ats[target]
                    if kind == SUPPORT_HOLD:
                        if fields[0] != target_type or fields[1] != target_at:
                            fields = (target_type, target_at)
                            entry["order"] = format_order(SupportHold(unit_type, at, *fields))
                    else:
                        to = fields[2] if target_type != ARMY else y
                        if fields[0] != target_type or fields[1] != target_at \
                                or fields[2] != to:
                            fields = (target_type, target_at, to)
                            entry["order"] = format_order(SupportMove(unit_type, at, *fields))
                    supports.append(index)
                    entry_of[index] = entry
                    orders[index] = fields
                    kinds[index] = kind
                    continue
            elif verdict is None:  # a convoy
                army = occupier.get(x)
                if army is None or utype[army] != ARMY:
                    verdict = ("no_army_to_convoy", {"at": fields[0]})
                elif z is not None:
                    if z is DECLINE:
                        raise Declined
                    verdict = z
                else:
                    convoy_orders.append(index)
            if verdict is not None:
                entry["result"], entry["reason"] = INVALID, Reason(verdict[0], **verdict[1])
                continue
            entry_of[index] = entry
            orders[index] = fields
            kinds[index] = kind
    return (written, *resolve_orders(game_map, units, home, occupier, power, utype, orders,
                                     kinds, dest, movers, supports, convoy_orders, entry_of,
                                     by_sea, rows, table))


def _mismatch(units: Sequence, index: int | None, power: str, at: str, unit_type: str
              ) -> tuple[str, Reason]:
    """(result, reason) of an order that names no unit of its power and type at ``at``;
    an order naming the unit's province but not its location is declined (rewritten)."""
    if index is None:
        return INVALID, Reason("no_unit", at=at)
    unit = units[index]
    if unit.power != power:
        return INVALID, Reason("foreign_unit", at=unit.at, owner=unit.power)
    if unit_type != unit.type:
        return INVALID, Reason("unit_type", at=unit.at,
                               kind="an army" if unit.type == ARMY else "a fleet")
    raise Declined  # the general path rewrites it to the unit's own location


def _unregister(index: int, kind: int, movers: list[int], supports: list[int],
                convoy_orders: list[int]) -> None:
    """Take unit ``index``'s replaced order out of the lists it was entered in."""
    if kind == MOVE:
        movers.remove(index)
    elif kind == CONVOY:
        convoy_orders.remove(index)
    elif kind != HOLD:
        supports.remove(index)


def _fleets_could_carry(game_map: Any, manned: set[str], origin: str, destination: str) -> bool:
    """``legality._fleets_could_carry`` with the standard ``can_convoy``."""
    return sea_route(sea_table(game_map), manned, origin, destination)


@per_map
def unit_rows(game_map: Any) -> dict[tuple[str, str, str], tuple]:
    """Every unit that may stand on ``game_map``: (power, type, location) -> (the unit, its
    province, its rank in the answer's order (power, location, type), its JSON object, power,
    type, location).
    Built from the map alone (``board.unit_table``), once per map; callers copy the JSON."""
    units = unit_table(game_map)
    ranked = sorted(units, key=lambda key: (key[0], key[2], key[1]))
    return {key: (units[key][0], units[key][1], rank,
                  {"power": key[0], "type": key[1], "at": key[2]}, *key)
            for rank, key in enumerate(ranked)}
