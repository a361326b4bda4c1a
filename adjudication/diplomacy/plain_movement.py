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
- a second order for a unit (replaced), an order the general path would rewrite into a new
  order value (except an army's move to a coast that is not adjacent: ``via convoy``);
- a cycle both of whose guesses disagree (circular movement, convoy paradoxes): the backup
  rule is the general resolver's business.

``tests/engine/test_plain_movement.py`` compares both paths' answers on seeded random phases
(``benchmarks/plain_movement_equivalence.py`` on 10,000 and more), DATC runs through both.
"""

from __future__ import annotations

from typing import Any

from adjudication.diplomacy.board import unit_value
from adjudication.diplomacy.canonical import read_canonical_movement, read_folded_movement
from adjudication.diplomacy.legality import adjacency_table, sea_group_shores, sea_table
from adjudication.diplomacy.orders import ARMY, FLEET, Convoy, Hold, Move, SupportHold, SupportMove
from adjudication.diplomacy.results import (
    BOUNCED,
    CUT,
    DISLODGED,
    INVALID,
    NO_CONVOY,
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
        known = _PLAIN[id(rules)] = (rules, all(
            getattr(rules, name) is hook for name, hook in _PLAIN_HOOKS.items()))
    return known[1]


_RETREATS: dict[int, tuple[Any, dict[tuple[str, str], list[tuple[str, str]]]]] = {}


def _retreat_candidates(game_map: Any, unit_type: str, at: str) -> list[tuple[str, str]]:
    """(location, province) a unit could retreat to from ``at`` on an empty board, in map
    order (``movement_phase.retreat_options`` before the banned provinces are taken out)."""
    cached = _RETREATS.get(id(game_map))
    if cached is None or cached[0] is not game_map:
        cached = _RETREATS[id(game_map)] = (game_map, {})
    table = cached[1]
    found = table.get((unit_type, at))
    if found is None:
        spots = sorted(game_map.army_neighbours(at) if unit_type == ARMY
                       else game_map.fleet_neighbours(at))
        found = table[(unit_type, at)] = [
            (spot, spot.partition("/")[0]) for spot in spots
            if map_adjacency(game_map, unit_type, at, spot)]
    return found


def adjudicate(game_map: Any, units: list, entries: Any, format_order: Any
               ) -> tuple[list[dict], list, list[dict], set[str]] | None:
    """(orders, units after, dislodged, standoffs) of the JSON answer for one standard
    movement phase, or None when the general path must answer (module docstring)."""
    try:
        return _adjudicate(game_map, units, entries, format_order)
    except Declined:
        return None


def _adjudicate(game_map: Any, units: list, entries: Any, format_order: Any
                ) -> tuple[list[dict], list, list[dict], set[str]]:
    if type(entries) is not dict:
        raise Declined
    count = len(units)
    home = [unit.at.partition("/")[0] for unit in units]
    occupier = dict(zip(home, range(count), strict=True))
    if len(occupier) != count:
        raise Declined
    power = [unit.power for unit in units]
    utype = [unit.type for unit in units]
    orders: list[Any] = [None] * count
    kinds = [HOLD] * count
    steps = adjacency_table(game_map)
    provinces = game_map.provinces
    powers = game_map.powers
    read = read_canonical_movement
    manned: set[str] | None = None  # seas with a fleet on them, when asked
    # One entry per submitted line: [power, text, result, reason]; legal ones also in ``row``.
    written: list[list[Any]] = []
    row: list[list[Any] | None] = [None] * count
    claimed = [False] * count  # units with an order (legal or not) that found them
    for name, lines in entries.items():
        if name not in powers or type(lines) is not list:
            raise Declined
        for line in lines:
            if type(line) is not str:
                raise Declined
            order = read(line, game_map)
            text = line
            if order is None:
                found = read_folded_movement(line, game_map)
                if found is None:
                    raise Declined
                order, text = found
            entry = [name, text, SUCCEEDS, ""]
            written.append(entry)
            at = order.at
            index = occupier.get(at.partition("/")[0])
            if index is None:
                entry[2], entry[3] = INVALID, Reason("no_unit", at=at)
                continue
            unit = units[index]
            if unit.power != name:
                entry[2], entry[3] = INVALID, Reason("foreign_unit", at=unit.at, owner=unit.power)
                continue
            if order.unit_type != unit.type:
                kind = "an army" if unit.type == ARMY else "a fleet"
                entry[2], entry[3] = INVALID, Reason("unit_type", at=unit.at, kind=kind)
                continue
            if claimed[index] or at != unit.at:
                raise Declined  # replaced, or rewritten to the unit's own location
            claimed[index] = True
            kind = _KINDS[type(order)]
            here = home[index]
            problem: Reason | None = None
            if kind == MOVE:
                to = order.to
                target = to.partition("/")[0]
                if target == here:
                    problem = Reason("move_to_self")
                elif target not in provinces:
                    problem = Reason("unknown_province", to=to)
                elif unit.type == FLEET:
                    if order.via_convoy:
                        raise Declined
                    if not map_adjacency(game_map, FLEET, at, to):
                        problem = Reason("fleet_cannot_move", unit=f"F {at}", to=to)
                elif target != to:
                    raise Declined  # an army's move to a coast: rewritten to the province
                elif (ARMY, at, to) in steps or map_adjacency(game_map, ARMY, at, to):
                    pass
                elif provinces[here].kind == "coast" and provinces[to].kind == "coast":
                    if manned is None:
                        seas = sea_table(game_map)
                        manned = {home[i] for i in range(count)
                                  if utype[i] == FLEET and home[i] in seas}
                    if not _fleets_could_carry(game_map, manned, here, to):
                        problem = Reason("no_convoy_fleets", unit=f"A {at}", to=to)
                    else:
                        order = Move(ARMY, at, to, True)
                        entry[1] = format_order(order)
                else:
                    problem = Reason("army_cannot_reach", unit=f"A {at}", to=to)
            elif kind in (SUPPORT_HOLD, SUPPORT_MOVE):
                target_at = order.target_at
                target = occupier.get(target_at.partition("/")[0])
                if target is None:
                    problem = Reason("no_unit_to_support", at=target_at)
                elif target == index:
                    problem = Reason("support_self")
                else:
                    target_unit = units[target]
                    goal = (order.target_to.partition("/")[0] if kind == SUPPORT_MOVE
                            else home[target])
                    if goal == here:
                        problem = Reason("support_own_province")
                    elif (unit.type, at, goal) not in steps \
                            and not map_adjacency(game_map, unit.type, at, goal):
                        problem = Reason("support_unreachable", unit=f"{unit.type} {at}",
                                         goal=goal)
                    elif kind == SUPPORT_HOLD:
                        if order.target_type != target_unit.type \
                                or target_at != target_unit.at:  # written as the unit is
                            order = SupportHold(unit.type, at, target_unit.type, target_unit.at)
                            entry[1] = format_order(order)
                    else:
                        to = order.target_to if target_unit.type != ARMY else goal
                        if order.target_type != target_unit.type \
                                or target_at != target_unit.at or order.target_to != to:
                            order = SupportMove(unit.type, at, target_unit.type,
                                                target_unit.at, to)
                            entry[1] = format_order(order)
            elif kind == CONVOY:
                if unit.type != FLEET or provinces[here].kind != "sea":
                    problem = Reason("cannot_convoy", unit=f"{unit.type} {at}")
                else:
                    army = occupier.get(order.army_at.partition("/")[0])
                    if army is None or utype[army] != ARMY:
                        problem = Reason("no_army_to_convoy", at=order.army_at)
                    else:
                        origin = home[army]
                        goal = order.army_to.partition("/")[0]
                        shores = sea_group_shores(game_map).get(here)
                        if shores is None or origin not in shores or goal not in shores:
                            problem = Reason("convoy_off_route", origin=origin, goal=goal,
                                             sea=here)
                        elif order.army_at != origin or order.army_to != goal:
                            raise Declined
            if problem is not None:
                entry[2], entry[3] = INVALID, problem
                continue
            row[index] = entry
            orders[index] = order
            kinds[index] = kind
    return _resolve(game_map, units, home, occupier, power, utype, orders, kinds, row, written)


def _fleets_could_carry(game_map: Any, manned: set[str], origin: str, destination: str) -> bool:
    """``legality._fleets_could_carry`` with the standard ``can_convoy``."""
    seas = sea_table(game_map)
    frontier = [sea for sea in manned if sea in seas and origin in seas[sea]]
    seen = set(frontier)
    while frontier:
        sea = frontier.pop()
        if destination in seas[sea]:
            return True
        for other in seas[sea]:
            if other in manned and other in seas and other not in seen:
                seen.add(other)
                frontier.append(other)
    return False


def _resolve(game_map: Any, units: list, home: list[str], occupier: dict[str, int],
             power: list[str], utype: list[str], orders: list[Any], kinds: list[int],
             row: list[list[Any] | None], written: list[list[Any]]
             ) -> tuple[list[dict], list, list[dict], set[str]]:
    count = len(units)
    # -- set-up: who moves where, which supports and convoys match (movement._prepare) -----
    dest: list[str | None] = [None] * count
    army_moves: list[int] = []
    convoy_orders: list[int] = []
    support_orders: list[int] = []
    for index, kind in enumerate(kinds):
        if kind == MOVE:
            dest[index] = orders[index].to.partition("/")[0]
            if utype[index] == ARMY:
                army_moves.append(index)
        elif kind == CONVOY:
            convoy_orders.append(index)
        elif kind != HOLD:
            support_orders.append(index)
    void: dict[int, str] = {}
    convoys: dict[int, list[int]] = {}
    for index in convoy_orders:
        order = orders[index]
        army = occupier.get(order.army_at)
        if army is not None and dest[army] == order.army_to:
            convoys.setdefault(army, []).append(index)
        else:
            void[index] = f"A {order.army_at} does not move to {order.army_to}"
    convoyed = [False] * count
    no_route: set[int] = set()
    convoy_fleets: dict[int, list[int]] = {}
    touches = sea_table(game_map)
    steps = adjacency_table(game_map)

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

    for index in army_moves:
        fleets = convoys.get(index)
        at = units[index].at
        target = dest[index]
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
        intent = orders[index].via_convoy or any(power[f] == power[index] for f in fleets)
        if found and (not adjacent or intent):
            convoyed[index] = True
            convoy_fleets[index] = fleets
        else:
            for fleet in fleets:
                void[fleet] = f"A {home[index]} moves over land"
    moves_to: dict[str, list[int]] = {}
    for index, target in enumerate(dest):
        if target is not None:
            movers = moves_to.get(target)
            if movers is None:
                moves_to[target] = [index]
            else:
                movers.append(index)
    move_supporters: dict[int, list[int]] = {}
    hold_supporters: dict[int, list[int]] = {}
    supporting: list[int | None] = [None] * count
    for index in support_orders:
        order = orders[index]
        target = occupier.get(order.target_at.partition("/")[0])
        if target is None:
            void[index] = f"no unit at {order.target_at}"
            continue
        if kinds[index] == SUPPORT_HOLD:
            if kinds[target] == MOVE:
                void[index] = f"{utype[target]} {units[target].at} was ordered to move"
                continue
            hold_supporters.setdefault(target, []).append(index)
        else:
            wanted = order.target_to
            going = dest[target]
            if going != wanted.partition("/")[0] or ("/" in wanted
                                                      and orders[target].to != wanted):
                doing = f"moves to {going}" if going else "does not move"
                void[index] = f"{utype[target]} {units[target].at} {doing}, not to {wanted}"
                continue
            move_supporters.setdefault(target, []).append(index)
        supporting[index] = target
    opponent: list[int | None] = [None] * count
    for index, target in enumerate(dest):
        if target is None:
            continue
        other = occupier.get(target)
        if other is not None and dest[other] == home[index] \
                and not convoyed[index] and not convoyed[other]:
            opponent[index] = other

    # -- decisions: move i, support count + i, path 2 * count + i (resolver.py's algorithm) --
    support_key, path_key = count, 2 * count
    answers: list[bool | None] = [None] * (3 * count)
    for index, target in enumerate(supporting):  # nobody moves against it: given
        if target is not None and home[index] not in moves_to:
            answers[support_key + index] = True
    for target, movers in moves_to.items():  # alone into an empty province over land
        if len(movers) == 1 and target not in occupier and not convoyed[movers[0]]:
            answers[movers[0]] = True
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
        first = decide(key)
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

    def dislodged(index: int) -> bool:
        if dest[index] is not None and resolve(index):
            return False
        return any(resolve(attacker) for attacker in moves_to.get(home[index], ()))

    def given(supporters: list[int], exclude: str | None = None) -> int:
        total = 0
        for supporter in supporters:
            if exclude is not None and power[supporter] == exclude:
                continue
            if resolve(support_key + supporter):
                total += 1
        return total

    def attack_strength(index: int) -> int:
        if convoyed[index] and not resolve(path_key + index):
            return 0
        defender = occupier.get(dest[index])  # type: ignore[arg-type]
        exclude = None
        if defender is not None and not (
            opponent[index] != defender and dest[defender] is not None and resolve(defender)
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
            return 0 if dest[holder] is not None and resolve(holder) else 1
        supporters = hold_supporters.get(holder)
        return 1 if supporters is None else 1 + given(supporters)

    def defend_strength(index: int) -> int:
        supporters = move_supporters.get(index)
        return 1 if supporters is None else 1 + given(supporters)

    def prevent_strength(index: int) -> int:
        if convoyed[index] and not resolve(path_key + index):
            return 0
        rival = opponent[index]
        if rival is not None and resolve(rival):
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
        order = orders[index]
        spared = order.target_to.partition("/")[0] if kinds[index] == SUPPORT_MOVE else None
        return [attacker for attacker in moves_to.get(home[index], ())
                if power[attacker] != power[index] and home[attacker] != spared
                and (not convoyed[attacker] or resolve(path_key + attacker))]

    def support_given(index: int) -> bool:
        if cutters(index):
            return False
        return not dislodged(index)

    for index, target in enumerate(dest):
        if target is not None:
            resolve(index)
    for index, target in enumerate(supporting):
        if target is not None:
            resolve(support_key + index)
    for index in convoy_fleets:
        resolve(path_key + index)
    moved = [target is not None and answers[index] for index, target in enumerate(dest)]
    dislodger: list[int | None] = [None] * count
    for index, target in enumerate(dest):
        if moved[index]:
            holder = occupier.get(target)  # type: ignore[arg-type]
            if holder is not None and not moved[holder]:
                dislodger[holder] = index

    # -- reasons (movement_phase._explain) -------------------------------------------------
    def name(index: int) -> str:
        return f"{power[index]} {utype[index]} {units[index].at}"

    def move_failure(index: int) -> tuple[str, str]:
        if convoyed[index] and not answers[path_key + index]:
            return NO_CONVOY, "the convoy was disrupted: a convoying fleet was dislodged"
        attack = attack_strength(index)
        target = dest[index]
        rival = opponent[index]
        if rival is not None and attack <= defend_strength(rival):
            return BOUNCED, (f"lost the head-to-head battle with {name(rival)} "
                             f"({attack} against {defend_strength(rival)})")
        holder = occupier.get(target)  # type: ignore[arg-type]
        if rival is None and holder is not None and attack <= hold_strength(target):  # type: ignore
            if attack == 0 and power[index] == power[holder]:
                return BOUNCED, f"cannot dislodge its own {name(holder)}"
            return BOUNCED, (f"bounced off {name(holder)} "
                             f"({attack} against {hold_strength(target)})")  # type: ignore
        rivals = [other for other in moves_to[target]  # type: ignore[index]
                  if other != index and attack <= prevent_strength(other)]
        if rivals:
            return BOUNCED, "bounced with " + ", ".join(
                f"{name(r)} from {home[r]}" for r in sorted(rivals, key=home.__getitem__))
        return BOUNCED, "bounced"

    for index in range(count):
        entry = row[index]
        if entry is None or moved[index]:
            continue
        kind = kinds[index]
        attacker = dislodger[index]
        if attacker is None:
            if kind == HOLD:
                continue
            reason = void.get(index)
            if reason is not None:
                entry[2], entry[3] = VOID, reason
            elif kind == MOVE:
                if index in no_route:
                    order = orders[index]
                    entry[2], entry[3] = NO_CONVOY, f"no fleet convoys A {order.at} to {order.to}"
                else:
                    entry[2], entry[3] = move_failure(index)
            elif kind != CONVOY and home[index] in moves_to:
                found = cutters(index)
                if found:
                    entry[2], entry[3] = CUT, "cut by " + ", ".join(
                        f"{name(c)} from {home[c]}" for c in sorted(found, key=home.__getitem__))
            continue
        reason = f"dislodged by {name(attacker)} from {home[attacker]}"
        if dest[index] is not None:
            reason = f"{move_failure(index)[1]}; {reason}"
        entry[2], entry[3] = DISLODGED, reason

    # -- positions, standoffs, retreats (movement_phase._positions) -------------------------
    after: list[Any] = []
    beaten: list[int] = []
    occupied: set[str] = set()
    for index, unit in enumerate(units):
        if moved[index]:
            after.append(unit_value(unit.power, unit.type, orders[index].to))
            occupied.add(dest[index])  # type: ignore[arg-type]
        elif dislodger[index] is None:
            after.append(unit)
            occupied.add(home[index])
        else:
            beaten.append(index)
    tried: dict[str, int] = {}
    for index, target in enumerate(dest):
        if target is not None and (not convoyed[index] or answers[path_key + index]):
            tried[target] = tried.get(target, 0) + 1
    standoffs = {p for p, n in tried.items() if n >= 2 and p not in occupied}
    dislodged_json = []
    for index in beaten:
        unit = units[index]
        attacker = dislodger[index]
        banned = standoffs | occupied
        if not convoyed[attacker]:  # type: ignore[index]
            banned.add(home[attacker])  # type: ignore[index]
        dislodged_json.append({
            "power": unit.power, "type": unit.type, "at": unit.at,
            "attacker_from": home[attacker],  # type: ignore[index]
            "retreats": [spot for spot, province in _retreat_candidates(game_map, unit.type,
                                                                         unit.at)
                         if province not in banned]})
    orders_json = [{"power": p, "order": t, "result": r, "reason": why}
                   for p, t, r, why in written]
    return orders_json, after, dislodged_json, standoffs


def _anyone(fleet: int) -> bool:
    return True
