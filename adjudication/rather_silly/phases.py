"""Two pieces of the retreat phase: §5 soul sales (``A mun TEUFEL``, "after a retreat
phase", §17 step 7) and reading the JSON list of units that must retreat (``dislodged``, as
the movement answer gave them: unit object at the place it was dislodged, ``retreats``,
``attacker_from``). The phase itself is ``sequence.retreat_phase``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from adjudication.rather_silly import devils
from adjudication.rather_silly.board import Board
from adjudication.rather_silly.context import Retreat
from adjudication.rather_silly.grammar import OrderError, parse_order
from adjudication.rather_silly.orders import SellSoul
from adjudication.rather_silly.position_json import InputError
from adjudication.rather_silly.review import Event
from adjudication.rather_silly.state import State, Unit
from adjudication.rather_silly.units import LETTER

Result = dict[str, str]
Dislodged = Mapping[str, tuple[Unit, Retreat]]


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
                         and order.unit_type in (None, LETTER[u.kind])), None)
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


def read_dislodged(raw: Any, board: Board, read_unit: Any) -> dict[str, tuple[Unit, Retreat]]:
    """``dislodged`` of the input: unit objects with ``retreats`` and ``attacker_from``."""
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
