"""The JSON contract: ``resolve(data) -> dict`` for one phase (documented in docs/engine-json.md).

Input is checked field by field (``phase_input.py``); anything malformed raises
:class:`InputError` naming the field and saying what would be right. Orders that players got
wrong are not input errors: they come back in ``errors`` (unparseable) or with result
``invalid`` (illegal), and the phase goes on. A standard movement phase is answered in one
pass where it can be (``plain_answer.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from operator import attrgetter
from typing import Any

from adjudication.diplomacy import parser, plain_lines, plain_movement
from adjudication.diplomacy.adjustments import adjudicate_adjustments, adjustments_possible
from adjudication.diplomacy.board import Board
from adjudication.diplomacy.canonical import read_canonical_movement
from adjudication.diplomacy.movement_phase import adjudicate_movement
from adjudication.diplomacy.orders import Unit
from adjudication.diplomacy.phase import MOVEMENT, RETREAT, Phase
from adjudication.diplomacy.phase_input import InputError, read_orders, read_position
from adjudication.diplomacy.plain_answer import plain_answer
from adjudication.diplomacy.plain_movement import plain_rules
from adjudication.diplomacy.results import PhaseOutcome
from adjudication.diplomacy.variants import UnknownVariant, Variant, variant_named


def resolve(data: Mapping[str, Any], *, plain: bool = True) -> dict[str, Any]:
    """The answer for one phase. ``plain=False`` skips the one-pass path for standard
    movement phases (``plain_movement.py``), which gives the same answer (tested)."""
    variant = variant_of(data)
    if variant.resolve is not None:
        return _variant_door(variant.resolve, data)
    rules = variant.rulebook
    if plain and variant.read_canonical is read_canonical_movement and plain_rules(rules):
        answer = plain_answer(variant, data)
        if answer is not None:
            return answer
    game_map, phase, units, dislodged, centers = read_position(variant, data)
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise InputError("seed", "must be an integer")
    canonical: dict[int, str] = {}  # id(order) -> its line, for orders read in canonical form
    submitted, errors = read_orders(data.get("orders", {}), game_map, variant, phase, units,
                                    dislodged, canonical)

    if phase.type == MOVEMENT:
        # Orders start empty (None); legality fills the units left without one with Hold.
        board = Board(game_map, list(units), [None] * len(units), phase=phase,
                      extra={"seed": seed})
        outcome = adjudicate_movement(board, rules, submitted)
    elif phase.type == RETREAT:
        from adjudication.diplomacy.retreats import adjudicate_retreats

        outcome = adjudicate_retreats(units, dislodged, submitted)
    else:
        outcome = adjudicate_adjustments(game_map, rules, units, centers, submitted)

    if phase.ends_year and not (phase.type == MOVEMENT and outcome.dislodged):
        centers = _take_centers(game_map, outcome.units, centers)
    # Only fall leads to winter; spring never needs the (costly) check.
    adjust = phase.season == "F" and adjustments_possible(game_map, rules, outcome.units, centers)
    following = phase.following(bool(outcome.dislodged), adjust)
    return _answer(variant, phase, following, outcome, centers, errors, rules.victory_centers,
                   canonical)


def variant_of(data: Mapping[str, Any]) -> Variant:
    """The variant ``data`` names (``"standard"`` when it names none)."""
    if type(data) is not dict and not isinstance(data, Mapping):
        raise InputError("input", "must be a JSON object")
    name = data.get("variant", "standard")
    if not isinstance(name, str):
        raise InputError("variant", "must be a string such as \"standard\"")
    try:
        return variant_named(name)
    except UnknownVariant as error:
        raise InputError("variant", str(error)) from None


def _variant_door(door: Callable[[Any], dict], data: Mapping[str, Any]) -> dict[str, Any]:
    try:
        return door(data)
    except InputError:
        raise
    except ValueError as error:
        problems = getattr(error, "problems", None)
        if problems is None:
            raise
        raise InputError("input", "; ".join(problems)) from None


def _answer(variant: Variant, phase: Phase, following: Phase, outcome: PhaseOutcome,
            centers: dict[str, list[str]], errors: list[dict], victory: int,
            canonical: dict[int, str]) -> dict[str, Any]:
    format_order = variant.format_order or str
    # A line read in canonical form that legality left unchanged is its own canonical text
    # (canonical lines are never empty, so ``or`` falls back only for the others).
    line_of = canonical.get
    winners = [p for p, owned in centers.items() if len(owned) >= victory]
    return {
        "phase": str(phase),
        "next_phase": str(following),
        "orders": [
            {"power": o.power,
             "order": (line_of(id(o.order)) or format_order(o.order)) if o.order is not None
             else o.text,
             "result": o.result, "reason": o.reason}
            for o in outcome.outcomes
        ],
        "units": [{"power": u.power, "type": u.type, "at": u.at}
                  for u in sorted(outcome.units, key=_UNIT_ORDER)],
        "dislodged": [
            {**_unit_json(d.unit), "attacker_from": d.attacker_from, "retreats": list(d.retreats)}
            for d in sorted(outcome.dislodged, key=lambda d: (d.unit.power, d.unit.at))
        ],
        "standoffs": sorted(outcome.standoffs),
        "supply_centers": {p: sorted(c) for p, c in centers.items()},
        "winner": winners[0] if len(winners) == 1 else None,
        "events": list(outcome.events),
        "errors": errors,
    }


_UNIT_ORDER = attrgetter("power", "at", "type")


def answered_plainly(data: Mapping[str, Any]) -> bool:
    """Would the one-pass movement (``plain_movement.py``) answer ``data`` (a standard
    movement phase's input, valid) itself? For the equivalence checks, which must know that
    they compared something."""
    variant = variant_named("standard")
    return plain_movement.adjudicate(variant.load_map(), data["units"], data.get("orders", {}),
                                     variant.format_order or str) is not None


def clear_caches() -> None:
    """Forget every line reading remembered by the parser and the one-pass movement
    (benchmarks and tests start cold with it). Here, above both, so that neither module
    imports the other."""
    parser.clear_caches()
    plain_lines.clear_caches()


def _unit_json(unit: Unit) -> dict[str, str]:
    return {"power": unit.power, "type": unit.type, "at": unit.at}


def _take_centers(game_map, units: list[Unit], centers: dict[str, list[str]]
                  ) -> dict[str, list[str]]:
    owner = {c: p for p, owned in centers.items() for c in owned}
    supply_centers = game_map.supply_centers
    for unit in units:
        province = unit.at.partition("/")[0]
        if province in supply_centers:
            owner[province] = unit.power
    result: dict[str, list[str]] = {p: [] for p in game_map.powers}
    for center, power in owner.items():
        result.setdefault(power, []).append(center)
    return {p: sorted(c) for p, c in result.items()}
