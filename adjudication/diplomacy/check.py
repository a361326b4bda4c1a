"""Orders checked on arrival, exactly as the adjudicator will treat them.

:func:`check_orders` reads one power's lines against a phase's position with the very code
:func:`~adjudication.diplomacy.interface.resolve` runs before it adjudicates: the same line
reader (``phase_input.read_line``), then for movement ``legality.assign_movement_orders``, for
retreats ``retreats.adjudicate_retreats``, for adjustments ``adjustments.adjudicate_adjustments``.
Whatever those mark ``invalid`` or ``replaced`` is flagged here with the same reason (a
:class:`~adjudication.diplomacy.results.Reason`: code + parameters, translated by the platform).

On top of that, supports and convoys that are void whatever anybody else orders are flagged
``void``: a support (or convoy) of a move the supported unit can never make (the adjudicator's
own ``normalise`` says so), and a support or convoy of one of this power's own units that this
same sheet orders to do something else. A verdict never depends on other powers' orders.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from adjudication.diplomacy.adjustments import adjudicate_adjustments, adjustment_counts
from adjudication.diplomacy.board import Board
from adjudication.diplomacy.interface import variant_of
from adjudication.diplomacy.legality import assign_movement_orders, find_unit, normalise
from adjudication.diplomacy.orders import (
    ARMY,
    Build,
    Convoy,
    Move,
    SupportHold,
    SupportMove,
    province_of,
)
from adjudication.diplomacy.phase import MOVEMENT, RETREAT
from adjudication.diplomacy.phase_input import read_line, read_position
from adjudication.diplomacy.results import INVALID, REPLACED, OrderOutcome
from adjudication.diplomacy.retreats import adjudicate_retreats

OK = "ok"
UNREADABLE = "unreadable"
VOID = "void"


@dataclass(frozen=True)
class Verdict:
    """One line: ``status`` is ok, unreadable, invalid, replaced or void; ``code`` and
    ``params`` say why (and what would be right: ``params`` may carry ``options``,
    ``yours``, ``by`` for the line that replaces this one, 1-based)."""

    line: str
    status: str = OK
    code: str = ""
    params: Mapping[str, str] = field(default_factory=dict)
    reason: str = ""  # the adjudicator's words, in English

    @property
    def ok(self) -> bool:
        return self.status == OK


def check_orders(position: Mapping[str, Any], power: str, lines: Sequence[str]
                 ) -> list[Verdict]:
    """One verdict per line of ``power``'s sheet for the phase ``position`` (the JSON of
    ``resolve`` without orders). Malformed positions raise ``InputError`` as ``resolve`` does."""
    variant = variant_of(position)
    game_map, phase, units, dislodged, centers = read_position(variant, position)
    visible = [d.unit for d in dislodged] if phase.type == RETREAT else units
    canonical: dict[int, str] = {}
    submitted: list[tuple] = []
    where: list[int] = []  # submitted[i] came from lines[where[i]]
    verdicts = [Verdict(line) for line in lines]
    for number, line in enumerate(lines):
        order, message = read_line(line, game_map, variant, phase, visible, canonical)
        if order is None:
            verdicts[number] = Verdict(line, UNREADABLE, "unreadable", {"message": message},
                                       message or "not understood")
            continue
        submitted.append((power, order, line))
        where.append(number)
    rules = variant.rulebook
    board = None
    if phase.type == MOVEMENT:
        board = Board(game_map, list(units), [None] * len(units), phase=phase)
        rules.before_movement(board)
        outcomes = assign_movement_orders(board, rules, submitted)
    elif phase.type == RETREAT:
        outcomes = adjudicate_retreats(units, dislodged, submitted).outcomes
    else:
        outcomes = adjudicate_adjustments(game_map, rules, units, centers, submitted).outcomes
    outcomes = outcomes[:len(submitted)]  # the rest are generated (disbands, waives)
    by_unit = {o.unit: where[i] for i, o in enumerate(outcomes)
               if o.unit is not None and o.result not in (INVALID, REPLACED)}
    for i, outcome in enumerate(outcomes):
        number = where[i]
        if outcome.result in (INVALID, REPLACED):
            params = dict(getattr(outcome.reason, "params", {}))
            code = getattr(outcome.reason, "code", outcome.result)
            if outcome.result == REPLACED:
                params["by"] = str(where[_replacer(outcomes, i, board, rules)] + 1)
            params.update(_advice(code, outcome, power, game_map, rules, units, centers,
                                  dislodged, board))
            verdicts[number] = Verdict(lines[number], outcome.result, code, params,
                                       str(outcome.reason))
        elif board is not None:
            void = _void(board, rules, outcome, power, by_unit)
            if void is not None:
                verdicts[number] = Verdict(lines[number], VOID, void[0], void[1],
                                           _VOID_TEXT[void[0]].format(**void[1]))
    return verdicts


def _replacer(outcomes: list[OrderOutcome], i: int, board: Board | None, rules) -> int:
    """The submitted order that wins over replaced order ``i``: the last one for its unit."""
    unit = outcomes[i].unit
    if unit is None and board is not None:  # movement forgets the unit of a replaced order
        order = outcomes[i].order
        unit = find_unit(board, rules, order.at, order.unit_type)
    # The last later order matched to the unit (movement matches it before the legality
    # test, so an illegal later order still replaces this one and the unit holds).
    later = [j for j in range(i + 1, len(outcomes)) if outcomes[j].unit == unit]
    return later[-1] if later else i


_VOID_TEXT = {
    "support_impossible": "{target} cannot move to {goal}, so the support is void",
    "support_own_moves": "your {target} is ordered to move, so the support to hold is void",
    "support_own_elsewhere": "your {target} is not ordered to move to {goal} (line {line}), "
                             "so the support is void",
    "convoy_impossible": "{target} cannot be convoyed to {goal}, so the convoy is void",
    "convoy_own_elsewhere": "your {target} is not ordered to move to {goal} (line {line}), "
                            "so the convoy is void",
}


def _void(board: Board, rules, outcome: OrderOutcome, power: str, by_unit: dict[int, int]
          ) -> tuple[str, dict[str, str]] | None:
    """Why a legal support or convoy is void whatever the other powers order (or None)."""
    order = outcome.order
    if isinstance(order, SupportMove):
        target, goal = find_unit(board, rules, order.target_at, order.target_type), \
            order.target_to
    elif isinstance(order, Convoy):
        target, goal = find_unit(board, rules, order.army_at, ARMY), order.army_to
    elif isinstance(order, SupportHold):
        target, goal = find_unit(board, rules, order.target_at, order.target_type), None
    else:
        return None
    if target is None:
        return None
    unit = board.units[target]
    name = f"{unit.type} {unit.at}"
    if goal is not None and not _may_move(board, rules, target, goal):
            code = "convoy_impossible" if isinstance(order, Convoy) else "support_impossible"
            return code, {"target": name, "goal": goal}
    if unit.power != power:
        return None
    own = board.orders[target]  # this sheet's order for the target (None: it holds)
    line = str(by_unit[target] + 1) if target in by_unit else "-"
    if goal is None:
        if isinstance(own, Move):
            return "support_own_moves", {"target": name}
        return None
    if isinstance(own, Move) and province_of(own.to) == province_of(goal) \
            and ("/" not in goal or own.to == goal):
        return None
    code = "convoy_own_elsewhere" if isinstance(order, Convoy) else "support_own_elsewhere"
    return code, {"target": name, "goal": goal, "line": line}


def _may_move(board: Board, rules, index: int, goal: str) -> bool:
    """May unit ``index`` be ordered to ``goal`` at all? The adjudicator's own ``normalise``
    answers; a bare province stands for any of its coasts (as in a support, DATC 6.B.9)."""
    unit = board.units[index]
    spots = [goal]
    if unit.type != ARMY and "/" not in goal and board.game_map.coasts(goal):
        spots = board.game_map.fleet_locations_of(goal)
    for spot in spots:
        legal, _ = normalise(board, rules, index, Move(unit.type, unit.at, spot))
        if legal is not None and ("/" not in spot or legal.to == spot):
            return True
    return False


def _advice(code: str, outcome: OrderOutcome, power: str, game_map, rules, units, centers,
            dislodged, board: Board | None) -> dict[str, str]:
    """What would be right, as parameters: the power's units, the places a unit reaches,
    the free build sites, the number of builds or removals."""
    own = ", ".join(f"{u.type} {u.at}" for u in units if u.power == power)
    if code in ("no_unit", "foreign_unit", "unit_type", "no_unit_to_support",
                "no_army_to_convoy"):
        return {"yours": own}
    if code in ("no_dislodged_unit", "foreign_dislodged_unit"):
        return {"yours": ", ".join(f"{d.unit.type} {d.unit.at}" for d in dislodged
                                   if d.unit.power == power)}
    if code in ("fleet_cannot_move", "army_cannot_reach", "support_unreachable",
                "move_to_self") and board is not None and outcome.order is not None:
        index = find_unit(board, rules, outcome.order.at, outcome.order.unit_type)
        if index is not None:
            unit = board.units[index]
            spots = game_map.army_neighbours(unit.at) if unit.type == ARMY \
                else game_map.fleet_neighbours(unit.at)
            return {"options": ", ".join(sorted(spots))}
    if code in ("no_build_left", "may_not_build", "no_build_to_waive", "build_site_occupied",
                "not_home_centre", "centre_not_owned", "build_coast_needed",
                "cannot_build_here", "no_removal_due", "too_many_removals"):
        # How many builds or removals are due (the balance is negative for removals).
        count = abs(adjustment_counts(units, centers, list(game_map.powers)).get(power, 0))
        occupied = {province_of(u.at) for u in units}
        sites = sorted(rules.build_sites(game_map, power, set(centers.get(power, ())),
                                         occupied))
        params = {"count": str(count), "sites": ", ".join(sites)}
        if isinstance(outcome.order, Build):
            params["options"] = ", ".join(
                f"Build {outcome.order.unit_type} {spot}"
                for spot in game_map.fleet_locations_of(province_of(outcome.order.at))
            ) if outcome.order.unit_type == "F" else ""
        return params
    return {}


__all__ = ["OK", "UNREADABLE", "VOID", "Verdict", "check_orders"]
