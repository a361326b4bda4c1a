"""Which unit each submitted order belongs to, and whether the order is legal for it.

An illegal order never reaches the resolver: its unit holds and the order's outcome says why
("invalid"). Legal orders are normalised (a fleet's coast filled in when only one fits, an
army's coast dropped) and written into ``board.orders``; a second order for the same unit
replaces the first (result "replaced"). Matching supports and convoys to what the supported
unit really does is the resolver's business (``movement.py``), not this module's.
"""

from __future__ import annotations

from typing import Any

from adjudication.diplomacy.board import Board
from adjudication.diplomacy.orders import (
    ARMY,
    FLEET,
    Convoy,
    Hold,
    Move,
    Order,
    SupportHold,
    SupportMove,
    Unit,
    province_of,
)
from adjudication.diplomacy.per_map import per_map
from adjudication.diplomacy.results import INVALID, REPLACED, OrderOutcome, Reason
from adjudication.diplomacy.rulebook import (
    Rulebook,
    map_adjacency,
    standard_adjacency,
    standard_can_convoy,
)

MOVEMENT_ORDERS = (Hold, Move, SupportHold, SupportMove, Convoy)


def find_unit(board: Board, rules: Rulebook, at: str, unit_type: str | None) -> int | None:
    """The unit an order at ``at`` means: a unit of the named type there, else the occupier."""
    candidates = board.occupants.get(at) or board.units_in(province_of(at))
    if len(candidates) == 1 and (unit_type is None or board.units[candidates[0]].type == unit_type
                                 or rules.occupies(board, candidates[0])):
        return candidates[0]
    for index in candidates:
        if unit_type is not None and board.units[index].type == unit_type:
            return index
    for index in candidates:
        if rules.occupies(board, index):
            return index
    return candidates[0] if candidates else None


def assign_movement_orders(
    board: Board, rules: Rulebook, submitted: list[tuple[str, Order | None, str]]
) -> list[OrderOutcome]:
    outcomes: list[OrderOutcome] = []
    latest: dict[int, OrderOutcome] = {}
    occupants, units = board.occupants, board.units
    # With the standard adjacency hook, the commonest orders (holds; armies moving to a
    # neighbour) are checked here against the map's adjacency table (the same answers as
    # normalise, fewer calls); everything else goes through normalise.
    adjacency = adjacency_table(board.game_map) if rules.adjacency is standard_adjacency \
        else None
    plain_convoy = rules.can_convoy is standard_can_convoy
    for power, order, text in submitted:
        outcome = OrderOutcome(power, order, text)
        outcomes.append(outcome)
        if order is None:
            outcome.result, outcome.reason = INVALID, Reason("not_an_order")
            continue
        if not isinstance(order, MOVEMENT_ORDERS):
            outcome.result = INVALID
            outcome.reason = Reason("wrong_phase_movement", kind=type(order).__name__.lower())
            continue
        # find_unit's first answer, without the call: one unit there, of the type named.
        candidates = occupants.get(order.at)
        if candidates is not None and len(candidates) == 1 \
                and units[candidates[0]].type == order.unit_type:
            index = candidates[0]
        else:
            index = find_unit(board, rules, order.at, order.unit_type)
        if index is None:
            outcome.result, outcome.reason = INVALID, Reason("no_unit", at=order.at)
            continue
        unit = board.units[index]
        if unit.power != power:
            outcome.result = INVALID
            outcome.reason = Reason("foreign_unit", at=unit.at, owner=unit.power)
            continue
        if order.unit_type is not None and order.unit_type != unit.type:
            outcome.result = INVALID
            kind = "an army" if unit.type == ARMY else "a fleet"
            outcome.reason = Reason("unit_type", at=unit.at, kind=kind)
            continue
        previous = latest.get(index)
        if previous is not None:
            previous.result, previous.reason = REPLACED, Reason("replaced")
            previous.unit = None
            board.orders[index] = None
        latest[index] = outcome
        outcome.unit = index
        kind = type(order)
        if kind is Hold and order.unit_type == unit.type and order.at == unit.at:
            board.orders[index] = order
            continue
        if adjacency is not None and order.unit_type == unit.type and order.at == unit.at:
            if kind is Move:
                if unit.type == ARMY and (ARMY, unit.at, order.to) in adjacency:
                    board.orders[index] = order  # an army moving to a neighbouring province
                    continue
                # A fleet moving to a neighbouring province with one coastline (normalise
                # keeps such an order as it is, unless it says "via convoy").
                if unit.type == FLEET and not order.via_convoy \
                        and _fleet_move_as_given(board, adjacency, index, unit, order.to):
                    board.orders[index] = order
                    continue
            elif ((kind is SupportMove or kind is SupportHold)
                  and _support_as_given(board, adjacency, index, unit, order)) \
                    or (kind is Convoy and plain_convoy
                        and _convoy_as_given(board, index, unit, order)):
                board.orders[index] = order
                continue
        legal, problem = normalise(board, rules, index, order)
        if legal is None:
            outcome.result, outcome.reason = INVALID, problem
            continue
        if legal is not order:  # normalise returns the very object when nothing changed
            outcome.order = legal
        board.orders[index] = outcome.order
    for index, order in enumerate(board.orders):
        if order is None:  # no order: the unit holds
            unit = board.units[index]
            board.orders[index] = Hold(unit.type, unit.at)
    return outcomes


def normalise(board: Board, rules: Rulebook, index: int, order: Order) -> tuple[Order | None, str]:
    """The legal form of ``order`` for unit ``index``, or ``(None, why it is illegal)``."""
    unit = board.units[index]
    here = board.home[index]
    # Orders already in their legal form are returned as they are (no new object).
    same_unit = order.unit_type == unit.type and order.at == unit.at
    if isinstance(order, Hold):
        return (order if same_unit else Hold(unit.type, unit.at)), ""
    if isinstance(order, Move):
        return _normalise_move(board, rules, index, order)
    if isinstance(order, SupportHold | SupportMove):
        target_index = find_unit(board, rules, order.target_at, order.target_type)
        if target_index is None:
            return None, Reason("no_unit_to_support", at=order.target_at)
        if target_index == index:
            return None, Reason("support_self")
        target = board.units[target_index]
        goal = province_of(order.target_to) if isinstance(order, SupportMove) else province_of(
            target.at)
        if goal == here:
            return None, Reason("support_own_province")
        if not _adjacent(board, rules, index, unit, goal):
            return None, Reason("support_unreachable", unit=f"{unit.type} {unit.at}", goal=goal)
        same_target = same_unit and order.target_type == target.type \
            and order.target_at == target.at
        if isinstance(order, SupportHold):
            return (order if same_target else
                    SupportHold(unit.type, unit.at, target.type, target.at)), ""
        # A coast named in a support must match the move (DATC 6.B.9); a bare province
        # matches any coast.
        to = order.target_to if target.type != ARMY else goal
        if same_target and order.target_to == to:
            return order, ""
        return SupportMove(unit.type, unit.at, target.type, target.at, to), ""
    if isinstance(order, Convoy):
        if not rules.can_convoy(board, index):
            return None, Reason("cannot_convoy", unit=f"{unit.type} {unit.at}")
        army_index = find_unit(board, rules, order.army_at, ARMY)
        if army_index is None or board.units[army_index].type != ARMY:
            return None, Reason("no_army_to_convoy", at=order.army_at)
        army_from = province_of(board.units[army_index].at)
        army_to = province_of(order.army_to)
        if not sea_route_through(board, here, army_from, army_to):
            return None, Reason("convoy_off_route", origin=army_from, goal=army_to, sea=here)
        if same_unit and order.army_at == army_from and order.army_to == army_to:
            return order, ""
        return Convoy(unit.type, unit.at, army_from, army_to), ""
    return None, Reason("not_movement_order")


def _normalise_move(
    board: Board, rules: Rulebook, index: int, order: Move
) -> tuple[Order | None, str]:
    unit = board.units[index]
    game_map = board.game_map
    to = order.to
    target = province_of(to)
    here = board.home[index]
    if target == here:
        return None, Reason("move_to_self")
    if target not in game_map.provinces:
        return None, Reason("unknown_province", to=to)
    if unit.type == FLEET:
        if "/" not in to and game_map.coasts(to):
            options = game_map.fleet_coasts_towards(unit.at, to)
            if len(options) > 1:
                return None, Reason("coast_needed", to=to, options=" or ".join(options))
            if options:
                to = options[0]
        if not _adjacent(board, rules, index, unit, to):
            return None, Reason("fleet_cannot_move", unit=f"F {unit.at}", to=to)
        same = order.unit_type == unit.type and order.at == unit.at and order.to == to \
            and not order.via_convoy
        return (order if same else Move(unit.type, unit.at, to)), ""
    to = target
    if _adjacent(board, rules, index, unit, to):
        same = order.unit_type == unit.type and order.at == unit.at and order.to == to
        return (order if same else Move(unit.type, unit.at, to, order.via_convoy)), ""
    if _coastal(board, here) and _coastal(board, to):
        # Legal only if fleets stand where they could carry it (DATC 6.D.32: with no fleet at
        # all the order is illegal); whether they do is decided in movement.py.
        if not _fleets_could_carry(board, rules, here, to):
            return None, Reason("no_convoy_fleets", unit=f"A {unit.at}", to=to)
        return Move(unit.type, unit.at, to, True), ""
    return None, Reason("army_cannot_reach", unit=f"A {unit.at}", to=to)


def _support_as_given(board: Board, adjacency: frozenset[tuple[str, str, str]], index: int,
                      unit: Unit, order: SupportHold | SupportMove) -> bool:
    """Is ``order`` (for ``unit``, standard adjacency) already legal and in its normal form?
    The common case of :func:`normalise` for supports, answered from the map's table; False
    sends the order through :func:`normalise` (which then finds the same or says why not)."""
    candidates = board.occupants.get(order.target_at)
    if candidates is None or len(candidates) != 1 or candidates[0] == index:
        return False
    target = board.units[candidates[0]]
    if target.type != order.target_type or target.at != order.target_at:
        return False
    if type(order) is SupportHold:
        goal = target.at.partition("/")[0]
    else:
        goal = order.target_to.partition("/")[0]
        if target.type == ARMY and order.target_to != goal:
            return False
    return goal != board.home[index] and (unit.type, unit.at, goal) in adjacency


def _fleet_move_as_given(board: Board, adjacency: frozenset[tuple[str, str, str]], index: int,
                         unit: Unit, to: str) -> bool:
    """Is a fleet's move to ``to`` (not "via convoy", standard adjacency) already legal and
    in normal form? A neighbouring province with one coastline, or a coast named and
    reachable: what :func:`_normalise_move` would keep as it is."""
    game_map = board.game_map
    if "/" not in to:
        return (FLEET, unit.at, to) in adjacency and not game_map.provinces[to].coasts
    target = to.partition("/")[0]
    return target != board.home[index] and target in game_map.provinces \
        and map_adjacency(game_map, FLEET, unit.at, to)


def _convoy_as_given(board: Board, index: int, unit: Unit, order: Convoy) -> bool:
    """Is ``order`` (standard ``can_convoy``) already legal and in normal form? A fleet at sea,
    the one unit at ``army_at`` an army, a sea route through the fleet's sea: what
    :func:`normalise` would keep as it is; False sends the order there."""
    candidates = board.occupants.get(order.army_at)
    if unit.type != FLEET or candidates is None or len(candidates) != 1 \
            or "/" in order.army_to:
        return False
    army = board.units[candidates[0]]
    here = board.home[index]
    return army.type == ARMY and army.at == order.army_at \
        and board.game_map.provinces[here].kind == "sea" \
        and sea_route_through(board, here, order.army_at, order.army_to)


@per_map
def adjacency_table(game_map: Any) -> frozenset[tuple[str, str, str]]:
    """Every (unit type, location, province) with a move between them on this map (for
    fleets: to some coast of the province, as a support needs), built once per map; every
    entry is checked with ``is_adjacent``, so the table only ever says yes where it would."""
    steps = set()
    for name in game_map.provinces:
        if game_map.is_valid_location(ARMY, name):
            steps.update((ARMY, name, neighbour) for neighbour in game_map.army_neighbours(name))
        for spot in game_map.fleet_locations_of(name):
            steps.update((FLEET, spot, province_of(neighbour))
                         for neighbour in game_map.fleet_neighbours(spot))
    return frozenset(step for step in steps if game_map.is_adjacent(*step))


def _adjacent(board: Board, rules: Rulebook, index: int, unit: Unit, to: str) -> bool:
    if rules.adjacency is standard_adjacency:  # the same answer, one call fewer
        return map_adjacency(board.game_map, unit.type, unit.at, to)
    return rules.adjacency(board, index, unit.at, to)


def _fleets_could_carry(board: Board, rules: Rulebook, origin: str, destination: str) -> bool:
    seas = _seas(board)
    manned = board.cache.get("convoy-capable")
    if manned is None:
        if rules.can_convoy is standard_can_convoy:  # fleets on sea provinces: the same set
            home = board.home
            manned = {home[index] for index, unit in enumerate(board.units)
                      if unit.type == FLEET and home[index] in seas}
        else:
            manned = {province_of(unit.at) for index, unit in enumerate(board.units)
                      if rules.can_convoy(board, index)}
        board.cache["convoy-capable"] = manned
    return sea_route(seas, manned, origin, destination)


def sea_route(seas: dict[str, frozenset[str]], manned: set[str], origin: str,
              destination: str) -> bool:
    """Is there a chain of ``manned`` seas (``sea_table``) from ``origin``'s shore to
    ``destination``'s?"""
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


def _coastal(board: Board, province: str) -> bool:
    return board.game_map.provinces[province].kind == "coast"


def _seas(board: Board) -> dict[str, frozenset[str]]:
    """Sea province -> provinces a fleet there touches (cached per map)."""
    return sea_table(board.game_map)


@per_map
def sea_table(game_map: Any) -> dict[str, frozenset[str]]:
    """Sea province -> provinces a fleet there touches, built once per map."""
    return {name: frozenset(province_of(loc) for loc in game_map.fleet_neighbours(name))
            for name, province in game_map.provinces.items() if province.kind == "sea"}


def sea_touches(board: Board) -> dict[str, frozenset[str]]:
    return _seas(board)


def sea_route_through(board: Board, sea: str, origin: str, destination: str) -> bool:
    """Could *some* fleets at sea carry an army from ``origin`` to ``destination`` via ``sea``?"""
    shores = _sea_group_shores(board).get(sea)
    return shores is not None and origin in shores and destination in shores


def _sea_group_shores(board: Board) -> dict[str, frozenset[str]]:
    return sea_group_shores(board.game_map)


@per_map
def sea_group_shores(game_map: Any) -> dict[str, frozenset[str]]:
    """Sea -> every province touched by the connected group of seas it belongs to (once per
    map)."""
    seas = sea_table(game_map)
    table: dict[str, frozenset[str]] = {}
    for start in seas:
        if start in table:
            continue
        group, frontier = {start}, [start]
        while frontier:
            for neighbour in seas[frontier.pop()]:
                if neighbour in seas and neighbour not in group:
                    group.add(neighbour)
                    frontier.append(neighbour)
        shores = frozenset().union(*(seas[s] for s in group))
        table.update(dict.fromkeys(group, shores))
    return table
