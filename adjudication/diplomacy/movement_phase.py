"""One movement phase end to end: match orders, resolve, and report what happened and why."""

from __future__ import annotations

from adjudication.diplomacy.board import Board, unit_value
from adjudication.diplomacy.legality import assign_movement_orders
from adjudication.diplomacy.movement import MovementResolution
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
)
from adjudication.diplomacy.orders import province_of as prov
from adjudication.diplomacy.results import (
    BOUNCED,
    CUT,
    DISLODGED,
    NO_CONVOY,
    SUCCEEDS,
    VOID,
    Dislodgement,
    OrderOutcome,
    PhaseOutcome,
)
from adjudication.diplomacy.rulebook import SZYKMAN, Rulebook, standard_adjacency


def adjudicate_movement(
    board: Board, rules: Rulebook, submitted: list[tuple[str, Order | None, str]]
) -> PhaseOutcome:
    rules.before_movement(board)
    outcomes = assign_movement_orders(board, rules, submitted)
    rules.rewrite_orders(board)
    resolution = MovementResolution(board, rules)
    resolution.run()
    by_unit = {o.unit: o for o in outcomes if o.unit is not None and o.result == SUCCEEDS}
    moved, dislodger = resolution.moved, resolution._dislodger
    void, home, moves_to = resolution.void, resolution.home, resolution.moves_to
    for index, order in enumerate(board.orders):
        outcome = by_unit.get(index)
        if outcome is None:
            outcome = OrderOutcome(board.units[index].power, order, "", unit=index)
            if not isinstance(order, Hold):  # a rewritten order: report it as generated
                outcomes.append(outcome)
        outcome.order = order
        if moved[index]:
            continue  # a successful move needs no explanation
        # Nor does a unit that stayed and was not dislodged, when _explain would say
        # "succeeds" with no reason (outcomes start so): a hold; a convoy or support that
        # matched; a support nobody moves against (so nobody cuts it).
        if dislodger[index] is None and outcome.result == SUCCEEDS and not outcome.reason:
            kind = type(order)
            if kind is Hold or (index not in void and (
                    kind is Convoy or ((kind is SupportHold or kind is SupportMove)
                                       and home[index] not in moves_to))):
                continue
        outcome.result, outcome.reason = _explain(resolution, index)
    phase = _positions(resolution)
    phase.outcomes = outcomes
    rules.after_movement(board, phase)
    return phase


def _name(resolution: MovementResolution, index: int) -> str:
    unit = resolution.board.units[index]
    return f"{unit.power} {unit.type} {unit.at}"


def _explain(res: MovementResolution, index: int) -> tuple[str, str]:
    order = res.board.orders[index]
    attacker = res._dislodger[index]
    moved = res.moved[index]
    if attacker is None and moved:
        return SUCCEEDS, ""
    if attacker is not None:
        reason = f"dislodged by {_name(res, attacker)} from {res.home[attacker]}"
        if res.dest[index] is not None:
            reason = f"{_move_failure(res, index)[1]}; {reason}"
        return DISLODGED, reason
    void = res.void.get(index)
    if void is not None:
        return VOID, void
    if isinstance(order, Move):
        if index in res.no_route:
            return NO_CONVOY, f"no fleet convoys {order.unit_type or 'A'} {order.at} to {order.to}"
        return _move_failure(res, index)  # not moved (a move that moved returned above)
    if isinstance(order, _SUPPORTS):
        cutters = res.cutters(res.resolver, index)
        if cutters:
            return CUT, "cut by " + ", ".join(
                f"{_name(res, c)} from {res.home[c]}"
                for c in sorted(cutters, key=res.home.__getitem__))
    return SUCCEEDS, ""


_SUPPORTS = (SupportHold, SupportMove)


def _move_failure(res: MovementResolution, index: int) -> tuple[str, str]:
    resolver = res.resolver
    if res.convoyed[index] and not resolver.resolve(("path", index)):
        if resolver.settled_by_rule.get(("path", index)) == SZYKMAN:
            return NO_CONVOY, "convoy paradox: the convoyed army holds (Szykman rule)"
        return NO_CONVOY, "the convoy was disrupted: a convoying fleet was dislodged"
    attack = res.attack_strength(resolver, index)
    target = res.dest[index]
    opponent = res.opponent[index]
    if opponent is not None and attack <= res.defend_strength(resolver, opponent):
        return BOUNCED, (f"lost the head-to-head battle with {_name(res, opponent)} "
                         f"({attack} against {res.defend_strength(resolver, opponent)})")
    holder = res.occupier.get(target)
    if opponent is None and holder is not None and attack <= res.hold_strength(resolver, target):
        if attack == 0 and not res.rules.may_dislodge(res.board, index, holder):
            return BOUNCED, f"cannot dislodge its own {_name(res, holder)}"
        return BOUNCED, (f"bounced off {_name(res, holder)} "
                         f"({attack} against {res.hold_strength(resolver, target)})")
    rivals = [other for other in res.moves_to[target]
              if other != index and attack <= res.prevent_strength(resolver, other)]
    if rivals:
        return BOUNCED, "bounced with " + ", ".join(
            f"{_name(res, r)} from {res.home[r]}" for r in sorted(rivals, key=res.home.__getitem__))
    return BOUNCED, "bounced"


def _positions(res: MovementResolution) -> PhaseOutcome:
    board = res.board
    units: list[Unit] = []
    dislodged: list[tuple[int, int]] = []
    occupied: set[str] = set()  # provinces of the units that stay on the board
    moved, dislodger, home, dest = res.moved, res._dislodger, res.home, res.dest
    orders = board.orders
    for index, unit in enumerate(board.units):
        if moved[index]:
            units.append(unit_value(unit.power, unit.type, orders[index].to))
            occupied.add(dest[index])
            continue
        attacker = dislodger[index]
        if attacker is None:
            units.append(unit)
            occupied.add(home[index])
        else:
            dislodged.append((index, attacker))
    tried: dict[str, int] = {}
    convoyed, answers = res.convoyed, res.resolver.answers
    for index, target in enumerate(dest):
        if target is not None and (not convoyed[index] or answers[("path", index)]):
            tried[target] = tried.get(target, 0) + 1
    standoffs = {p for p, n in tried.items() if n >= 2 and p not in occupied}
    phase = PhaseOutcome(outcomes=[], units=units, standoffs=standoffs)
    for index, attacker in dislodged:
        unit = board.units[index]
        banned = set(standoffs) | occupied
        if not res.convoyed[attacker]:
            banned.add(res.home[attacker])
        options = retreat_options(board, index, banned, res.rules)
        phase.dislodged.append(Dislodgement(unit, res.home[attacker], tuple(options),
                                            res.convoyed[attacker]))
    return phase


def retreat_options(before: Board, index: int, banned: set[str], rules: Rulebook) -> list[str]:
    """Locations unit ``index`` of ``before`` could retreat to, in map order."""
    unit = before.units[index]
    game_map = before.game_map
    if rules.adjacency is standard_adjacency:  # only map neighbours can be adjacent
        candidates = sorted(game_map.army_neighbours(unit.at) if unit.type == ARMY
                            else game_map.fleet_neighbours(unit.at))
    else:
        candidates = [spot for province in game_map.provinces
                      for spot in (game_map.fleet_locations_of(province) if unit.type == FLEET
                                   else (province,))]
    return sorted(spot for spot in candidates
                  if prov(spot) not in banned and rules.adjacency(before, index, unit.at, spot))
