"""The retreat phase: dislodged units retreat or disband.

A retreat must go to one of the unit's retreat options (adjacent, empty after movement, not the
attacker's origin unless the attacker came by convoy, not a province left empty by a standoff);
two or more retreats to the same province all fail and those units are disbanded; a dislodged
unit without a (legal) retreat order is disbanded. Supports, convoys and moves of units that
were not dislodged are invalid here.
"""

from __future__ import annotations

from adjudication.diplomacy.orders import Disband, Move, Order, Retreat, Unit, province_of
from adjudication.diplomacy.results import (
    BOUNCED,
    DISBANDED,
    INVALID,
    REPLACED,
    Dislodgement,
    OrderOutcome,
    PhaseOutcome,
    Reason,
)


def adjudicate_retreats(
    units: list[Unit], dislodged: list[Dislodgement],
    submitted: list[tuple[str, Order | None, str]],
) -> PhaseOutcome:
    outcomes: list[OrderOutcome] = []
    chosen: dict[int, OrderOutcome] = {}
    by_province = {province_of(d.unit.at): i for i, d in enumerate(dislodged)}
    for power, order, text in submitted:
        outcome = OrderOutcome(power, order, text)
        outcomes.append(outcome)
        problem = _problem(order, power, dislodged, by_province)
        if problem:
            outcome.result, outcome.reason = INVALID, problem
            continue
        index = by_province[province_of(order.at)]
        if index in chosen:
            chosen[index].result = REPLACED
            chosen[index].reason = Reason("replaced")
        chosen[index] = outcome
        outcome.unit = index
        if isinstance(order, Move | Retreat):
            outcome.order = Retreat(dislodged[index].unit.type, dislodged[index].unit.at,
                                    _spot(order.to, dislodged[index].retreats))

    targets: dict[str, list[int]] = {}
    for index, outcome in chosen.items():
        if isinstance(outcome.order, Retreat):
            targets.setdefault(province_of(outcome.order.to), []).append(index)
    survivors = list(units)
    for index, outcome in chosen.items():
        order = outcome.order
        if isinstance(order, Disband):
            outcome.result, outcome.reason = DISBANDED, "disbanded as ordered"
            continue
        rivals = [r for r in targets[province_of(order.to)] if r != index]
        if rivals:
            names = ", ".join(f"{dislodged[r].unit.type} {dislodged[r].unit.at}" for r in rivals)
            outcome.result = BOUNCED
            outcome.reason = f"bounced with {names}; the unit is disbanded"
            continue
        unit = dislodged[index].unit
        survivors.append(Unit(unit.power, unit.type, order.to))
    for index, entry in enumerate(dislodged):
        if index not in chosen:
            outcomes.append(OrderOutcome(
                entry.unit.power, Disband(entry.unit.type, entry.unit.at),
                f"{entry.unit.type} {entry.unit.at} disbands", DISBANDED,
                "no retreat was ordered" if entry.retreats else "no retreat is possible",
                index))
    return PhaseOutcome(outcomes=outcomes, units=survivors)


def _spot(to: str, options: tuple[str, ...]) -> str:
    """A fleet's retreat named without a coast goes to the only coast it may take."""
    if "/" in to:
        return to
    matching = [o for o in options if province_of(o) == to]
    return matching[0] if len(matching) == 1 else to


def _problem(order: Order | None, power: str, dislodged: list[Dislodgement],
             by_province: dict[str, int]) -> str:
    if order is None:
        return Reason("not_an_order")
    if not isinstance(order, Retreat | Move | Disband):
        return Reason("retreat_phase_only")
    index = by_province.get(province_of(order.at))
    if index is None:
        return Reason("no_dislodged_unit", at=order.at)
    entry = dislodged[index]
    if entry.unit.power != power:
        return Reason("foreign_dislodged_unit", at=entry.unit.at, owner=entry.unit.power)
    if isinstance(order, Disband):
        return ""
    if getattr(order, "via_convoy", False):
        return Reason("retreat_by_convoy")
    target = _spot(order.to, entry.retreats)
    if target not in entry.retreats:
        allowed = ", ".join(entry.retreats) or "none"
        return Reason("retreat_not_allowed", unit=f"{entry.unit.type} {entry.unit.at}",
                      to=order.to, allowed=allowed)
    return ""
