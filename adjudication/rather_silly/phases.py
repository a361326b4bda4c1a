"""Retreat and adjustment phases through the variant's JSON door.

- Retreat (``"phase": "S1901R"``): ``dislodged`` lists the units that must retreat, as the
  movement answer gave them (unit object at the place it was dislodged, ``retreats``,
  ``attacker_from``). Retreats follow ``roles.retreats`` (standard rules; monsters choose
  themselves; the TARDIS may flee to Hyperspace). Then ``A mun TEUFEL`` lines sell souls
  (§5: "after a retreat phase").
- Adjustment (``"phase": "W1901A"``): centres change hands, then builds and removals of every
  kind (``adjustments.py``).

Every order line gets a result: ``succeeds``, ``disbanded`` or ``invalid`` with the reason.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from adjudication.rather_silly import adjustments, devils, roles
from adjudication.rather_silly.board import Board
from adjudication.rather_silly.context import Retreat
from adjudication.rather_silly.grammar import OrderError, parse_order
from adjudication.rather_silly.orders import SellSoul
from adjudication.rather_silly.review import Event
from adjudication.rather_silly.state import State, Unit

Result = dict[str, str]


def _line(power: str, text: str, result: str, reason: str = "") -> Result:
    return {"power": power, "order": text, "result": result, "reason": reason}


def sell_souls(board: Board, state: State, lines: Mapping[str, Sequence[str]],
               results: list[Result], events: list[Event]) -> State:
    """§5 sales among ``lines``; other lines are left alone."""
    for power, given in lines.items():
        for text in given:
            try:
                order = parse_order(text, board)
            except OrderError:
                continue
            if not isinstance(order, SellSoul):
                continue
            unit = next((u for u in state.units_in(order.at) if u.power == power
                         and order.unit_type in (None, u.kind.value)), None)
            if unit is None:
                results.append(_line(power, text, "invalid", f"no unit of yours at {order.at}"))
                continue
            try:
                state, event = devils.sell(state, unit.id)
            except ValueError as exc:
                results.append(_line(power, text, "invalid", str(exc)))
                continue
            events.append(event)
            results.append(_line(power, text, "succeeds"))
    return state


def resolve_retreats(board: Board, state: State, dislodged: Mapping[str, tuple[Unit, Retreat]],
                     lines: Mapping[str, Sequence[str]]) -> tuple[State, list[Result],
                                                                  list[Event]]:
    retreat_lines = {p: [t for t in ls if not _is_sale(board, t)] for p, ls in lines.items()}
    after, events = roles.retreats(board, state, dislodged, retreat_lines,
                                   wormhole=state.wormhole, phase=state.phase.code)
    results: list[Result] = []
    alive = {u.id for u in after.units}
    for power, given in retreat_lines.items():
        for text in given:
            try:
                order = parse_order(text, board)
            except OrderError as exc:
                results.append(_line(power, text, "invalid", str(exc)))
                continue
            at = getattr(order, "at", "").split("/", 1)[0]
            unit = next((u for u, r in dislodged.values() if u.power == power
                         and (r.at or u.at).split("/", 1)[0] == at), None)
            if unit is None:
                results.append(
                    _line(power, text, "invalid", f"no unit of yours retreats from {at}"))
            elif unit.id in alive:
                results.append(_line(power, text, "succeeds"))
            else:
                results.append(_line(power, text, "disbanded",
                                     "not a free retreat, or another unit went there too"))
    after = sell_souls(board, after, lines, results, events)
    return after, results, events


def _is_sale(board: Board, text: str) -> bool:
    try:
        return isinstance(parse_order(text, board), SellSoul)
    except OrderError:
        return False


def resolve_adjustments(board: Board, state: State, lines: Mapping[str, Sequence[str]]
                        ) -> tuple[State, list[Result], list[Event]]:
    after, events, errors = adjustments.adjudicate_adjustments(board, state, lines)
    failed = {(p, t): why for p, t, why in errors}
    results = [
        _line(power, text, "invalid", failed[(power, text)]) if (power, text) in failed
        else _line(power, text, "succeeds")
        for power, given in lines.items() for text in given
    ]
    return after, results, events


def read_dislodged(raw: Any, board: Board, read_unit: Any) -> dict[str, tuple[Unit, Retreat]]:
    """``dislodged`` of the input: unit objects with ``retreats`` and ``attacker_from``."""
    from adjudication.rather_silly.interface import InputError

    if not isinstance(raw, list):
        raise InputError(["dislodged: expected a list of unit objects with \"retreats\""])
    problems: list[str] = []
    found: dict[str, tuple[Unit, Retreat]] = {}
    for index, entry in enumerate(raw):
        unit = read_unit(entry, index, board, problems)
        options = entry.get("retreats") if isinstance(entry, Mapping) else None
        if not isinstance(options, list):
            problems.append(f"dislodged[{index}].retreats: expected a list of provinces")
            continue
        if unit is not None:
            found[unit.id] = (unit, Retreat(entry.get("attacker_from"), tuple(options),
                                            entry.get("section", ""), unit.at))
    if problems:
        raise InputError([p.replace("units[", "dislodged[") for p in problems])
    return found
