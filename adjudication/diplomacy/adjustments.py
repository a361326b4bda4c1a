"""The winter adjustment phase: builds, removals, waives and civil disorder.

A power with more supply centres than units may build that many units, each in an owned,
unoccupied home centre (``rules.build_sites``), at most one per province; builds it does not
order are waived. A power with fewer centres than units must remove the difference; if it
orders too few removals, the rest are chosen by ``rules.removal_priority`` (civil disorder:
farthest from an owned home centre first, fleets before armies, then alphabetically). Orders
beyond what a power may do are invalid.
"""

from __future__ import annotations

from collections.abc import Mapping

from adjudication.diplomacy.orders import Build, Order, Remove, Unit, Waive, province_of
from adjudication.diplomacy.results import (
    INVALID,
    SUCCEEDS,
    WAIVED,
    OrderOutcome,
    PhaseOutcome,
    Reason,
)
from adjudication.diplomacy.rulebook import Rulebook


def adjustment_counts(units: list[Unit], centers: Mapping[str, list[str] | set[str]],
                      powers: list[str]) -> dict[str, int]:
    """Per power: centres minus units (positive: builds, negative: removals)."""
    counts = {power: len(centers.get(power, ())) for power in powers}
    for unit in units:
        counts[unit.power] = counts.get(unit.power, 0) - 1
    return counts


def adjustments_possible(game_map, rules: Rulebook, units: list[Unit],
                         centers: Mapping[str, list[str] | set[str]]) -> bool:
    counts = adjustment_counts(units, centers, list(game_map.powers))
    if any(difference < 0 for difference in counts.values()):
        return True
    builders = [power for power, difference in counts.items() if difference > 0]
    if not builders:
        return False
    occupied = {u.at.partition("/")[0] for u in units}
    return any(rules.build_sites(game_map, power, set(centers.get(power, ())), occupied)
               for power in builders)


def adjudicate_adjustments(
    game_map, rules: Rulebook, units: list[Unit], centers: Mapping[str, list[str] | set[str]],
    submitted: list[tuple[str, Order | None, str]],
) -> PhaseOutcome:
    counts = adjustment_counts(units, centers, list(game_map.powers))
    occupied = {u.at.partition("/")[0] for u in units}
    built: dict[str, int] = {}
    removed: dict[str, list[Unit]] = {}
    new_units: list[Unit] = []
    outcomes: list[OrderOutcome] = []
    for power, order, text in submitted:
        outcome = OrderOutcome(power, order, text)
        outcomes.append(outcome)
        difference = counts.get(power, 0)
        problem = ""
        if order is None:
            problem = Reason("not_an_order")
        elif isinstance(order, Waive):
            if difference <= built.get(power, 0):
                problem = Reason("no_build_to_waive", power=power)
            else:
                built[power] = built.get(power, 0) + 1
                outcome.result, outcome.reason = WAIVED, "build waived"
                continue
        elif isinstance(order, Build):
            problem = _build_problem(game_map, rules, power, order, difference, built,
                                     set(centers.get(power, ())), occupied)
            if not problem:
                built[power] = built.get(power, 0) + 1
                occupied.add(province_of(order.at))
                new_units.append(Unit(power, order.unit_type, order.at))
        elif isinstance(order, Remove):
            problem = _remove_problem(power, order, difference, units, removed)
        else:
            problem = Reason("adjustment_phase_only")
        if problem:
            outcome.result, outcome.reason = INVALID, problem
    for power, difference in counts.items():
        if difference < 0 and len(removed.get(power, [])) < -difference:
            outcomes.extend(_civil_disorder(game_map, rules, power, -difference, units, centers,
                                            removed))
        elif difference > built.get(power, 0):
            missing = difference - built.get(power, 0)
            outcomes.append(OrderOutcome(power, Waive(), f"{missing} build(s) waived", WAIVED,
                                         "not ordered"))
    gone = {unit for unit_list in removed.values() for unit in unit_list}
    survivors = [unit for unit in units if unit not in gone] + new_units
    return PhaseOutcome(outcomes=outcomes, units=survivors)


def _build_problem(game_map, rules: Rulebook, power: str, order: Build, difference: int,
                   built: dict[str, int], owned: set[str], occupied: set[str]) -> str:
    if difference <= built.get(power, 0):
        return Reason("no_build_left" if difference > 0 else "may_not_build", power=power)
    province = province_of(order.at)
    if province not in rules.build_sites(game_map, power, owned, occupied):
        if province in occupied:
            return Reason("build_site_occupied", province=province)
        if province not in game_map.home_centers.get(power, ()):
            return Reason("not_home_centre", province=province, power=power)
        return Reason("centre_not_owned", power=power, province=province)
    if order.unit_type not in rules.unit_types:
        return Reason("unknown_unit_type", kind=order.unit_type)
    if not game_map.is_valid_location(order.unit_type, order.at):
        if order.unit_type == "F" and game_map.coasts(province) and "/" not in order.at:
            return Reason("build_coast_needed", province=province)
        return Reason("cannot_build_here", kind="a fleet" if order.unit_type == "F" else "an army",
                      at=order.at)
    return ""


def _remove_problem(power: str, order: Remove, difference: int, units: list[Unit],
                    removed: dict[str, list[Unit]]) -> str:
    if difference >= 0:
        return Reason("no_removal_due", power=power)
    matches = [u for u in units if province_of(u.at) == province_of(order.at)]
    if not matches:
        return Reason("no_unit", at=order.at)
    unit = matches[0]
    if unit.power != power:
        return Reason("foreign_unit", at=unit.at, owner=unit.power)
    done = removed.setdefault(power, [])
    if unit in done:
        return Reason("already_removed", unit=f"{unit.type} {unit.at}")
    if len(done) >= -difference:
        return Reason("too_many_removals", power=power, count=str(-difference))
    done.append(unit)
    return ""


def _civil_disorder(game_map, rules: Rulebook, power: str, needed: int, units: list[Unit],
                    centers: Mapping[str, list[str] | set[str]],
                    removed: dict[str, list[Unit]]) -> list[OrderOutcome]:
    done = removed.setdefault(power, [])
    homes = sorted(set(game_map.home_centers.get(power, ())) & set(centers.get(power, ())))
    if not homes:
        homes = sorted(game_map.home_centers.get(power, ()))
    candidates = [u for u in units if u.power == power and u not in done]
    candidates.sort(key=lambda u: rules.removal_priority(game_map, u, homes), reverse=True)
    outcomes = []
    for unit in candidates[: needed - len(done)]:
        done.append(unit)
        outcomes.append(OrderOutcome(
            power, Remove(unit.type, unit.at), f"{unit.type} {unit.at} removed", SUCCEEDS,
            "civil disorder: too few removals ordered"))
    return outcomes
