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

As in ``movement.py``, decisions no other decision can change are settled before the
resolver runs: a support nobody moves against is given, a move over land alone into an empty
province succeeds, and (here only) a move without support into a province whose unit stays
fails (attack strength at most 1 against hold strength at least 1), as do moves over land
into an empty province that two or more try, none with support (1 against prevent strength
1). Callers look a decision up in the answer list before asking the resolver.

Lines are remembered per map (``_LINES``, line -> what the map alone says about it; emptied by
:func:`clear_caches`, which ``parser.clear_caches`` calls; read at first sight by
:func:`_read_plain`, which hands all but holds, moves and supports on to :func:`_read`), units
come from a per-map table
(:func:`unit_rows`). ``tests/engine/test_plain_movement.py`` compares both paths' answers on
seeded random inputs and on the DATC movement cases written canonically;
``benchmarks/plain_movement_equivalence.py`` does so on 10,000 and more inputs.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import Any

from adjudication.diplomacy.board import unit_table
from adjudication.diplomacy.canonical import _tables, canonical_fields, fold_movement_line
from adjudication.diplomacy.legality import (
    adjacency_table,
    sea_group_shores,
    sea_route,
    sea_table,
)
from adjudication.diplomacy.orders import ARMY, FLEET, Convoy, Hold, Move, SupportHold, SupportMove
from adjudication.diplomacy.per_map import per_map
from adjudication.diplomacy.results import (
    BOUNCED,
    CUT,
    DISLODGED,
    INVALID,
    NO_CONVOY,
    REPLACED,
    SUCCEEDS,
    VOID,
    Reason,
)
from adjudication.diplomacy.rulebook import (
    Rulebook,
    always,
    different_powers,
    map_adjacency,
    no_extra_strength,
    nothing,
    standard_adjacency,
    standard_can_convoy,
    standard_head_to_head,
    strength_one,
    szykman_or_circular,
    weight_one,
)

HOLD, MOVE, SUPPORT_HOLD, SUPPORT_MOVE, CONVOY = 0, 1, 2, 3, 4
_KINDS = {Hold: HOLD, Move: MOVE, SupportHold: SUPPORT_HOLD, SupportMove: SUPPORT_MOVE,
          Convoy: CONVOY}


_UNIT_KEY = itemgetter("power", "type", "at")


class Declined(Exception):
    """The phase needs the general path (see the module docstring)."""


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


@per_map
def _retreats(game_map: Any) -> dict[tuple[str, str], list[tuple[str, str]]]:
    """(unit type, location) -> its retreat candidates on ``game_map``, filled as asked."""
    return {}


def _retreat_candidates(game_map: Any, unit_type: str, at: str) -> list[tuple[str, str]]:
    """(location, province) a unit could retreat to from ``at`` on an empty board, in map
    order (``movement_phase.retreat_options`` before the banned provinces are taken out)."""
    table = _retreats(game_map)
    found = table.get((unit_type, at))
    if found is None:
        spots = sorted(game_map.army_neighbours(at) if unit_type == ARMY
                       else game_map.fleet_neighbours(at))
        found = table[(unit_type, at)] = [
            (spot, spot.partition("/")[0]) for spot in spots
            if map_adjacency(game_map, unit_type, at, spot)]
    return found


_DECLINE = "decline"  # a line's verdict: the general path must read it
_CARRY = "carry"  # a line's verdict: legal if fleets stand where they could convoy the army
_LINES: dict[int, tuple[Any, dict[str, tuple], frozenset[tuple[str, str, str]],
                        dict[str, str], frozenset[str]]] = {}
_LINES_KEPT = 65_536  # lines remembered per map at most (then forgotten all at once)


def clear_caches() -> None:
    """Forget every line read (benchmarks start their rounds cold with it)."""
    _LINES.clear()


def _read(text: str, game_map: Any, steps: frozenset[tuple[str, str, str]]) -> tuple | None:
    """What a line says, with every check that needs only the line and the map done:
    (order, its canonical text, kind, at, its province, unit type, verdict, x, y, z), or None
    when it is no canonical movement line. ``verdict`` is None (legal for the unit standing at
    ``at`` with that type), ``_DECLINE``, ``_CARRY`` or a (reason code, parameters) pair;
    x, y, z depend on the kind (see the reading loop in :func:`_adjudicate`); ``steps`` is
    ``legality.adjacency_table(game_map)``."""
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
                verdict = _DECLINE
            elif not map_adjacency(game_map, FLEET, at, to):
                verdict = ("fleet_cannot_move", {"unit": f"F {at}", "to": to})
        elif target != to:
            verdict = _DECLINE  # an army's move to a coast: rewritten to the province
        elif (ARMY, at, to) not in steps \
                and not map_adjacency(game_map, ARMY, at, to):
            if provinces[here].kind == "coast" and provinces[to].kind == "coast":
                verdict = _CARRY
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
            z = _DECLINE
    return (fields, text, kind, at, here, unit_type, verdict, x, y, z)


def adjudicate(game_map: Any, units: Any, orders: Any, format_order: Any
               ) -> tuple[list[dict], list[tuple], list[dict], set[str]] | None:
    """(orders, units after as :func:`unit_rows` rows, dislodged, standoffs) for the JSON
    answer of one standard movement phase from the input's ``units`` and ``orders``, or None
    when the general path must answer (module docstring)."""
    try:
        return _adjudicate(game_map, units, orders, format_order)
    except Declined:
        return None


def _read_plain(text: str, game_map: Any, tables: tuple) -> tuple | None:
    """:func:`_read` for the commonest lines (hold, move, support in canonical form), without
    building the fields twice; anything else is :func:`_read`'s. ``tables`` is the map's
    ``_LINES`` entry (map, lines, adjacency table, location -> province, split provinces)."""
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
                verdict = _DECLINE  # an army's move to a coast: rewritten to the province
            elif (ARMY, at, to) not in tables[2] and not map_adjacency(game_map, ARMY, at, to):
                provinces = game_map.provinces
                if provinces[here].kind == "coast" and provinces[to].kind == "coast":
                    verdict = _CARRY
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
    cached = _LINES.get(id(game_map))
    if cached is None or cached[0] is not game_map:
        locations, split = _tables(game_map)
        cached = _LINES[id(game_map)] = (
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
                record = _read_plain(line, game_map, cached)
                if record is None:  # not remembered: what players type is unbounded
                    raise Declined
                if len(known) >= _LINES_KEPT:
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
                    if verdict is _CARRY:
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
                    elif verdict is _DECLINE:
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
                    if z is _DECLINE:
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
    return (written, *_resolve(game_map, units, home, occupier, power, utype, orders, kinds,
                               dest, movers, supports, convoy_orders, entry_of, by_sea,
                               rows, table))


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


def _resolve(game_map: Any, units: Sequence, home: Sequence[str], occupier: dict[str, int],
             power: Sequence[str], utype: Sequence[str], orders: list[Any], kinds: list[int],
             dest: list[str | None], movers: list[int], supports: list[int],
             convoy_orders: list[int], entry_of: list[dict | None], by_sea: list[int],
             rows: list[tuple], table: dict[tuple[str, str, str], tuple]
             ) -> tuple[list[tuple], list[dict], set[str]]:
    count = len(units)
    # Lines came in the order given; decisions are asked in unit order, as movement.py does.
    movers.sort()
    supports.sort()
    convoy_orders.sort()
    # -- set-up: who moves where, which supports and convoys match (movement._prepare) -----
    void: dict[int, str] = {}
    convoys: dict[int, list[int]] = {}
    for index in convoy_orders:
        army_at, army_to = orders[index]
        army = occupier.get(army_at)
        if army is not None and dest[army] == army_to:
            convoys.setdefault(army, []).append(index)
        else:
            void[index] = f"A {army_at} does not move to {army_to}"
    convoyed = [False] * count
    no_route: set[int] = set()
    convoy_fleets: dict[int, list[int]] = {}
    touches: dict[str, frozenset[str]] = {}  # the sea table, when an army may go by sea

    def route(army: int, fleets: list[int], usable: Any) -> bool:
        start, goal = home[army], dest[army]
        remaining = [f for f in fleets if usable(f)]
        frontier = [f for f in remaining if start in touches[home[f]]]
        seen = set(frontier)
        while frontier:
            sea = home[frontier.pop()]
            if goal in touches[sea]:
                return True
            for other in remaining:
                if other not in seen and home[other] in touches[sea]:
                    seen.add(other)
                    frontier.append(other)
        return False

    if convoys or by_sea:  # some army may go by sea: those, in unit order
        touches = sea_table(game_map)
        steps = adjacency_table(game_map)
        for index in sorted({*convoys, *by_sea}):
            if kinds[index] != MOVE:
                continue  # its move was replaced
            fleets = convoys.get(index)
            if fleets is None and not orders[index][1]:  # not "via convoy"
                continue  # checked adjacent when read
            if utype[index] != ARMY:
                continue
            at = units[index].at
            target = dest[index]
            assert target is not None  # a move's (kinds[index] is MOVE)
            adjacent = (ARMY, at, target) in steps or map_adjacency(game_map, ARMY, at, target)
            if fleets is None:
                if not adjacent:
                    no_route.add(index)
                    dest[index] = None
                continue
            found = route(index, fleets, _anyone)
            if not adjacent and not found:
                no_route.add(index)
                dest[index] = None
                continue
            intent = orders[index][1] or any(power[f] == power[index] for f in fleets)
            if found and (not adjacent or intent):
                convoyed[index] = True
                convoy_fleets[index] = fleets
            else:
                for fleet in fleets:
                    void[fleet] = f"A {home[index]} moves over land"
    moves_to: dict[str, list[int]] = {}
    contested: dict[str, list[int]] = {}  # the targets of two moves or more
    opponent: list[int | None] = [None] * count
    for index in movers:
        target = dest[index]
        if target is not None:
            found_movers = moves_to.get(target)
            if found_movers is None:
                moves_to[target] = [index]
            else:
                found_movers.append(index)
                contested[target] = found_movers
            other = occupier.get(target)  # head to head: neither goes by sea
            if other is not None and dest[other] == home[index] \
                    and not convoyed[index] and not convoyed[other]:
                opponent[index] = other
    move_supporters: dict[int, list[int]] = {}
    hold_supporters: dict[int, list[int]] = {}
    supporting: list[int] = []  # supports that match what their unit does, in unit order
    for index in supports:
        order = orders[index]
        supported = occupier[order[1].partition("/")[0]]
        if kinds[index] == SUPPORT_HOLD:
            if kinds[supported] == MOVE:
                void[index] = f"{utype[supported]} {units[supported].at} was ordered to move"
                continue
            supporters = hold_supporters
        else:
            wanted = order[2]
            heading = dest[supported]
            if heading != wanted.partition("/")[0] or ("/" in wanted
                                                        and orders[supported][0] != wanted):
                doing = f"moves to {heading}" if heading else "does not move"
                void[index] = f"{utype[supported]} {units[supported].at} {doing}, not to {wanted}"
                continue
            supporters = move_supporters
        found_supporters = supporters.get(supported)
        if found_supporters is None:
            supporters[supported] = [index]
        else:
            found_supporters.append(index)
        supporting.append(index)

    # -- decisions: move i, support count + i, path 2 * count + i (resolver.py's algorithm) --
    support_key, path_key = count, 2 * count
    answers: list[bool | None] = [None] * (3 * count)
    standoff_over_land: dict[str, list[int]] = {}  # target -> moves that all bounce there
    for index in supporting:  # nobody moves against it: given
        if home[index] not in moves_to:
            answers[support_key + index] = True
    for target, going in moves_to.items():
        holder = occupier.get(target)
        if holder is None:
            if target not in contested:  # alone into an empty province over land: succeeds
                if not convoyed[going[0]]:
                    answers[going[0]] = True
            else:  # a standoff over land without support: 1 against prevent strength 1
                for index in going:
                    if convoyed[index] or index in move_supporters:
                        break
                else:
                    for index in going:
                        answers[index] = False
                    standoff_over_land[target] = going
        elif kinds[holder] != MOVE:  # the unit there stays: hold strength 1 at least
            for index in going:  # without support, attack strength 1 at most: fails
                if index not in move_supporters:
                    answers[index] = False
    guesses: dict[int, bool] = {}
    dependencies: list[int] = []

    def resolve(key: int) -> bool:
        answer = answers[key]
        if answer is not None:
            return answer
        guess = guesses.get(key)
        if guess is not None:
            if key not in dependencies:
                dependencies.append(key)
            return guess
        mark = len(dependencies)
        guesses[key] = False
        first = move_succeeds(key) if key < support_key else decide(key)
        if len(dependencies) == mark:
            guesses.pop(key, None)
            answers[key] = first
            return first
        if dependencies[mark] != key:
            dependencies.append(key)
            guesses[key] = first
            return first
        forget(mark)
        guesses[key] = True
        second = decide(key)
        if first != second:
            raise Declined  # the backup rule's case
        forget(mark)
        guesses.pop(key, None)
        answers[key] = first
        return first

    def forget(mark: int) -> None:
        for key in dependencies[mark:]:
            guesses.pop(key, None)
        del dependencies[mark:]

    def decide(key: int) -> bool:
        if key < support_key:
            return move_succeeds(key)
        if key < path_key:
            return support_given(key - support_key)
        army = key - path_key
        return route(army, convoy_fleets[army], lambda fleet: not dislodged(fleet))

    # Callers look a decision up in ``answers`` before asking ``resolve`` (a call fewer).
    def dislodged(index: int) -> bool:
        if dest[index] is not None:
            answer = answers[index]
            if answer is None:
                answer = resolve(index)
            if answer:
                return False
        for attacker in moves_to.get(home[index], ()):
            answer = answers[attacker]
            if answer is None:
                answer = resolve(attacker)
            if answer:
                return True
        return False

    def given(supporters: list[int], exclude: str | None = None) -> int:
        total = 0
        for supporter in supporters:
            if exclude is not None and power[supporter] == exclude:
                continue
            answer = answers[support_key + supporter]
            if answer is None:
                answer = resolve(support_key + supporter)
            if answer:
                total += 1
        return total

    def attack_strength(index: int) -> int:
        if convoyed[index] and not (resolve(path_key + index)
                                    if (sailed := answers[path_key + index]) is None else sailed):
            return 0
        defender = occupier.get(dest[index])  # type: ignore[arg-type]
        exclude = None
        if defender is not None and not (
            opponent[index] != defender and dest[defender] is not None
            and (resolve(defender) if (went := answers[defender]) is None else went)
        ):
            if power[defender] == power[index]:
                return 0
            exclude = power[defender]
        supporters = move_supporters.get(index)
        return 1 if supporters is None else 1 + given(supporters, exclude)

    def hold_strength(province: str) -> int:
        holder = occupier.get(province)
        if holder is None:
            return 0
        if kinds[holder] == MOVE:
            return 0 if dest[holder] is not None and (
                resolve(holder) if (went := answers[holder]) is None else went) else 1
        supporters = hold_supporters.get(holder)
        return 1 if supporters is None else 1 + given(supporters)

    def defend_strength(index: int) -> int:
        supporters = move_supporters.get(index)
        return 1 if supporters is None else 1 + given(supporters)

    def prevent_strength(index: int) -> int:
        if convoyed[index] and not (resolve(path_key + index)
                                    if (sailed := answers[path_key + index]) is None else sailed):
            return 0
        rival = opponent[index]
        if rival is not None and (resolve(rival) if (won := answers[rival]) is None else won):
            return 0
        supporters = move_supporters.get(index)
        return 1 if supporters is None else 1 + given(supporters)

    def move_succeeds(index: int) -> bool:
        attack = attack_strength(index)
        rival = opponent[index]
        target = dest[index]
        if rival is not None:
            if attack <= defend_strength(rival):
                return False
        elif attack <= hold_strength(target):  # type: ignore[arg-type]
            return False
        for other in moves_to[target]:  # type: ignore[index]
            if other != index and attack <= prevent_strength(other):
                return False
        return True

    def cutters(index: int) -> list[int]:
        spared = orders[index][2].partition("/")[0] if kinds[index] == SUPPORT_MOVE else None
        return [attacker for attacker in moves_to.get(home[index], ())
                if power[attacker] != power[index] and home[attacker] != spared
                and (not convoyed[attacker] or resolve(path_key + attacker))]

    def support_given(index: int) -> bool:
        if cutters(index):
            return False
        return not dislodged(index)

    moved: list[int] = []
    stayed: list[int] = []  # movers that did not move
    for index in movers:  # an answer once given never changes: sorted as they come
        if dest[index] is None:
            stayed.append(index)
            continue
        answer = answers[index]
        if answer is None:
            answer = resolve(index)
        if answer:
            moved.append(index)
        else:
            stayed.append(index)
    for index in supporting:
        if answers[support_key + index] is None:
            resolve(support_key + index)
    for index in convoy_fleets:
        if answers[path_key + index] is None:
            resolve(path_key + index)
    dislodger: dict[int, int] = {}
    after: list[Any] = list(rows)  # positions: units after the moves
    for index in moved:
        target = dest[index]
        after[index] = table[(power[index], utype[index], orders[index][0])]
        holder = occupier.get(target)  # type: ignore[arg-type]
        if holder is not None and not answers[holder]:  # it did not move away
            dislodger[holder] = index

    # -- reasons (movement_phase._explain) -------------------------------------------------
    def name(index: int) -> str:
        return f"{power[index]} {utype[index]} {units[index].at}"

    def move_failure(index: int) -> str:
        if convoyed[index]:
            if not answers[path_key + index]:
                return "the convoy was disrupted: a convoying fleet was dislodged"
        elif opponent[index] is None and index not in move_supporters:
            going = standoff_over_land.get(dest[index])  # type: ignore[arg-type]
            if going is not None:  # attack 1, every other prevent strength 1
                return "bounced with " + ", ".join(
                    f"{name(r)} from {home[r]}"
                    for r in sorted(going, key=home.__getitem__) if r != index)
            holder = occupier.get(dest[index])  # type: ignore[arg-type]
            if holder is not None and kinds[holder] != MOVE:  # it stays: hold strength >= 1
                if power[index] == power[holder]:  # attack strength 0
                    return f"cannot dislodge its own {name(holder)}"
                supporters = hold_supporters.get(holder)  # attack strength 1
                hold = 1 if supporters is None else 1 + given(supporters)
                return f"bounced off {name(holder)} (1 against {hold})"
        attack = attack_strength(index)
        target = dest[index]
        rival = opponent[index]
        if rival is not None:
            defence = defend_strength(rival)
            if attack <= defence:
                return (f"lost the head-to-head battle with {name(rival)} "
                        f"({attack} against {defence})")
        else:
            holder = occupier.get(target)  # type: ignore[arg-type]
            if holder is not None:
                hold = hold_strength(target)  # type: ignore[arg-type]
                if attack <= hold:
                    if attack == 0 and power[index] == power[holder]:
                        return f"cannot dislodge its own {name(holder)}"
                    return f"bounced off {name(holder)} ({attack} against {hold})"
        rivals = [other for other in moves_to[target]  # type: ignore[index]
                  if other != index and attack <= prevent_strength(other)]
        if rivals:
            return "bounced with " + ", ".join(
                f"{name(r)} from {home[r]}" for r in sorted(rivals, key=home.__getitem__))
        return "bounced"

    for index in stayed:  # moves that failed (a unit dislodged too is said below)
        entry = entry_of[index]
        if index in dislodger:
            continue
        if index in no_route:
            entry["result"], entry["reason"] = (  # type: ignore[index]
                NO_CONVOY, f"no fleet convoys A {units[index].at} to {orders[index][0]}")
        elif convoyed[index] and not answers[path_key + index]:
            entry["result"], entry["reason"] = NO_CONVOY, move_failure(index)  # type: ignore
        else:
            entry["result"], entry["reason"] = BOUNCED, move_failure(index)  # type: ignore
    for index in supports:
        if index in dislodger:
            continue
        reason = void.get(index)
        if reason is not None:
            entry_of[index]["result"], entry_of[index]["reason"] = VOID, reason  # type: ignore[index]
        elif home[index] in moves_to:
            found_cutters = cutters(index)
            if found_cutters:
                entry_of[index]["result"] = CUT  # type: ignore[index]
                entry_of[index]["reason"] = "cut by " + ", ".join(  # type: ignore[index]
                    f"{name(c)} from {home[c]}"
                    for c in sorted(found_cutters, key=home.__getitem__))
    for index in convoy_orders:
        reason = void.get(index)
        if reason is not None and index not in dislodger:
            entry_of[index]["result"], entry_of[index]["reason"] = VOID, reason  # type: ignore[index]
    for index, attacker in dislodger.items():
        entry = entry_of[index]
        if entry is None:
            continue
        reason = f"dislodged by {name(attacker)} from {home[attacker]}"
        if dest[index] is not None:
            reason = f"{move_failure(index)}; {reason}"
        entry["result"], entry["reason"] = DISLODGED, reason

    # The closures call each other through ``resolve``: rebinding it breaks the cycle, so this
    # frame's lists are freed now rather than by the cyclic garbage collector.
    resolve = _resolved

    # -- positions, standoffs, retreats (movement_phase._positions) -------------------------
    if dislodger:
        for index in dislodger:
            after[index] = None
        after = [row for row in after if row is not None]
    standoffs: set[str] = set()  # two or more tried (a convoyed move only if it sailed)
    if not dislodger:
        # Nobody dislodged: a contested province is empty after the moves when no move into
        # it succeeded and its unit, if any, moved away.
        for target, going in contested.items():
            holder = occupier.get(target)
            if holder is not None and not answers[holder]:
                continue  # its unit stays
            for index in going:
                if answers[index]:
                    break  # someone moved in
            else:
                if _tried(going, convoyed, answers, path_key) >= 2:
                    standoffs.add(target)
        return after, [], standoffs
    occupied: set[str | None] = set(home)  # provinces with a unit after the moves
    occupied.difference_update([home[index] for index in moved])
    occupied.difference_update([home[index] for index in dislodger])
    occupied.update([dest[index] for index in moved])
    for target, going in contested.items():
        if target not in occupied and _tried(going, convoyed, answers, path_key) >= 2:
            standoffs.add(target)
    dislodged_json = []
    for index in sorted(dislodger):
        unit = units[index]
        attacker = dislodger[index]
        banned = standoffs | occupied
        if not convoyed[attacker]:
            banned.add(home[attacker])
        dislodged_json.append({
            "power": unit.power, "type": unit.type, "at": unit.at,
            "attacker_from": home[attacker],
            "retreats": [spot for spot, province in _retreat_candidates(game_map, unit.type,
                                                                         unit.at)
                         if province not in banned]})
    return after, dislodged_json, standoffs


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


def _tried(going: list[int], convoyed: list[bool], answers: list[bool | None],
           path_key: int) -> int:
    """How many of the moves ``going`` into one province count for a standoff there: every
    move over land, a convoyed one only if its convoy sailed."""
    tried = 0
    for index in going:
        if not convoyed[index] or answers[path_key + index]:
            tried += 1
    return tried


def _resolved(key: int) -> bool:
    raise RuntimeError("the phase is resolved; no decision is asked any more")


def _anyone(fleet: int) -> bool:
    return True

