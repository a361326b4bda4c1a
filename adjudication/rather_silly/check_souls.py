"""Rather Silly's soul-sale box checked on arrival: ``A mun TEUFEL`` lines sent ahead with
this season's moves, plain or ``IF ... THEN`` (§5, §17 step 7; docs/rules/
rather-silly-platform.md, "Soul sales sent ahead"), judged by the adjudicator's own sale step
(:func:`check_soul_sales`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from adjudication.diplomacy.check import VOID, Verdict
from adjudication.rather_silly import conditions, devils
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.check import WARNING
from adjudication.rather_silly.check_later import never_holds
from adjudication.rather_silly.grammar import OrderError, parse_order
from adjudication.rather_silly.orders import SellSoul
from adjudication.rather_silly.phases import sell_souls
from adjudication.rather_silly.position_json import read_state
from adjudication.rather_silly.units import parse_kind


def check_soul_sales(position: Mapping[str, Any], power: str, lines: Sequence[str]
                     ) -> list[Verdict]:
    """Verdicts on the soul sales (``A mun TEUFEL``, plain or ``IF ... THEN``) ``power`` sends
    with this season's moves, by the adjudicator's own step (``phases.sell_souls`` after
    ``devils.tick``) on the position as it stands, every unit holding. ``void``: what no move
    can change (a unit kind named that may never sell, ``devils.MAY_SELL``; a later plain line
    for a unit an earlier plain line of the box already sells: named). ``warning`` with the
    adjudicator's reason: what the moves could still change (no unit of the seat stands there
    now, or another seat's; the unit there was made by the Superhirn or the Wahrsager, or is
    still a devil after this season's count-down: it counts only if another unit of the seat
    stands there by then), and a condition that never holds. Lines the box reader cannot read
    (no sale, bad condition) get no verdict: its own error is shown."""
    board = load_board()
    state = read_state({"seed": 0, **position}, board)
    now, _events = devils.tick(state)  # step 6 comes before the sales
    sold_by: dict[str, int] = {}  # unit id -> the plain line (1-based) that sells it
    verdicts = []
    for number, text in enumerate(lines, start=1):
        try:
            cond = conditions.parse(board, text)
            order = parse_order(cond.order if cond else text, board)
        except (conditions.ConditionError, OrderError):
            verdicts.append(Verdict(text))
            continue
        if not isinstance(order, SellSoul):
            verdicts.append(Verdict(text))
            continue
        found = _sale_verdict(board, now, power, order, sold_by)
        if found is None:
            results: list[dict[str, str]] = []
            after = sell_souls(board, now, {power: [order_to_text(order)]}, results, [])
            if cond is None:
                for unit in after.units:
                    if unit.is_devil and not now.unit(unit.id).is_devil:
                        sold_by[unit.id] = number
                now = after
        never = [t for t in (cond.tests if cond else ()) if not t.negated
                 and never_holds(board, state, t)]
        if found is None and never:
            test = never[0]
            found = (WARNING, "rs_condition_never",
                     {"test": f"{test.name}({', '.join(test.args)})"}, "")
        verdicts.append(Verdict(text) if found is None
                        else Verdict(text, found[0], found[1], found[2], found[3]))
    return verdicts


def order_to_text(order: SellSoul) -> str:
    return f"{order.unit_type or ''} {order.at} TEUFEL".strip()


def _sale_verdict(board: Any, state: Any, power: str, order: SellSoul,
                  sold_by: Mapping[str, int]) -> tuple[str, str, dict[str, str], str] | None:
    """What the adjudicator's ``sell_souls`` says of ``order`` on ``state`` (None: sold)."""
    name = order_to_text(order)[: -len(" TEUFEL")]
    if order.unit_type:
        try:
            kind = parse_kind(order.unit_type)
        except ValueError:
            kind = None
        if kind not in devils.MAY_SELL:
            return (VOID, "rs_soul_kind", {"unit": name},
                    f"{name}: only conventional armies and fleets may sell a soul")
    results: list[dict[str, str]] = []
    sell_souls(board, state, {power: [order_to_text(order)]}, results, [])
    if results[0]["result"] != "invalid":
        return None
    reason = results[0]["reason"]
    unit = next((u for u in state.units_in(order.at) if u.power == power
                 and order.unit_type in (None, u.kind.value)), None)
    if unit is None:
        others = [u for u in state.units_in(order.at) if u.power != power]
        if others:
            other = others[0]
            return (WARNING, "rs_soul_foreign", {"unit": f"{other.kind.value} {other.at}",
                                                 "owner": other.power, "at": order.at}, reason)
        return WARNING, "rs_soul_no_unit", {"at": order.at}, reason
    unit_name = f"{unit.kind.value} {unit.at}"
    if unit.id in sold_by:
        return VOID, "rs_soul_twice", {"unit": unit_name, "line": str(sold_by[unit.id])}, reason
    if unit.kind not in devils.MAY_SELL:
        return VOID, "rs_soul_kind", {"unit": unit_name}, reason
    if unit.origin != "build":
        return WARNING, "rs_soul_made", {"unit": unit_name, "at": unit.province}, reason
    return WARNING, "rs_soul_devil", {"unit": unit_name, "at": unit.province}, reason
