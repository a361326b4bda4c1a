"""Rather Silly's retreat and build boxes checked on arrival: lines sent ahead with this
season's moves, each plain or ``IF <conditions> THEN <order>`` (§17; docs/rules/
rather-silly-platform.md, "Retreats and builds sent ahead").

They act on a position the moves have not made yet, so only what no move can change is
``void``; what the moves decide is a ``warning`` (:func:`check_later_orders`).
:func:`never_holds` (a condition no move can make true) serves the soul-sale box too
(``check_souls.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from adjudication.diplomacy import orders as std
from adjudication.diplomacy.check import VOID, Verdict
from adjudication.diplomacy.orders import province_of
from adjudication.rather_silly import conditions, roles
from adjudication.rather_silly.adjustments import BUILD_LINE, NORMAL, supported
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.check import WARNING
from adjudication.rather_silly.grammar import OrderError, parse_order
from adjudication.rather_silly.position_json import read_state
from adjudication.rather_silly.units import Kind, parse_kind, rules_of

RETREATS, ADJUSTMENTS = "retreats", "adjustments"


def check_later_orders(position: Mapping[str, Any], power: str, box: str,
                       lines: Sequence[str]) -> list[Verdict]:
    """Verdicts on the retreat or build lines ``power`` sends with this season's moves, each
    line plain or ``IF <conditions> THEN <order>`` (``conditions.py``). They act on a position
    the moves have not made yet, so only what no move can change is ``void``: a retreat to a
    province that borders the unit's by no means (no retreat option is ever there), a build
    outside the seat's home centres (the engine's ``roles.build_sites``), a fleet built where no
    fleet can stand (which coast). What the moves decide is a ``warning``: no unit of the seat
    stands where the retreat starts, a centre not owned now, more builds than the count allows
    now, a condition that names a unit or centre no move can produce (it never holds). Lines
    the box reader cannot read get no verdict (its own error is shown)."""
    board = load_board()
    state = read_state({"seed": 0, **position}, board)
    builds_now = roles.allowance(board, state, power) - len(supported(state, power))
    verdicts = []
    normal_builds = 0
    for text in lines:
        try:
            cond = conditions.parse(board, text)
        except conditions.ConditionError:
            verdicts.append(Verdict(text))
            continue
        order_text = cond.order if cond else text
        never = [t for t in (cond.tests if cond else ()) if not t.negated
                 and never_holds(board, state, t)]
        if box == RETREATS:
            found = _retreat_verdict(board, state, power, order_text)
        else:
            found = _build_verdict(board, state, power, order_text)
            if found is None and _is_normal_build(order_text):
                normal_builds += 1
                if normal_builds > builds_now:
                    found = (WARNING, "rs_build_count", {"count": str(max(builds_now, 0))})
        if found is None and never:
            test = never[0]
            found = (WARNING, "rs_condition_never",
                     {"test": f"{test.name}({', '.join(test.args)})"})
        verdicts.append(Verdict(text) if found is None
                        else Verdict(text, found[0], found[1], found[2]))
    return verdicts


def never_holds(board: Any, state: Any, test: Any) -> bool:
    """A test that names a unit no unit could be (none of that kind stands there or next to
    it now) or a centre that is none; it can never hold after this season's moves."""
    if test.name in ("dislodged", "moved"):
        letter, at = test.args[0].split(" ", 1)
        near = {at} | set(board.neighbours(at))
        return not any(u.province in near and letter in (u.kind.value, rules_of(u.kind).moves_as)
                       for u in state.units)
    if test.name == "owns":
        return not board.is_supply_center(test.args[1])
    return False


def _retreat_verdict(board: Any, state: Any, power: str, text: str
                     ) -> tuple[str, str, dict[str, str]] | None:
    try:
        order = parse_order(text, board)
    except OrderError:
        return None
    if not isinstance(order, std.Retreat):
        return None
    at, to = province_of(order.at), province_of(order.to)
    name = f"{order.unit_type or ''} {order.at}".strip()
    own = [u for u in state.units if u.power == power and u.province == at]
    if not own:
        return WARNING, "rs_retreat_no_unit", {"at": at}
    reach = set(board.neighbours(at))
    link = state.wormhole
    if link and at in link:
        reach |= set(link) - {at}
    reach |= {p for t in board.tunnels if at in t.provinces for p in t.provinces} - {at}
    if to not in reach:
        return VOID, "rs_retreat_never", {"unit": name, "to": to,
                                          "options": ", ".join(sorted(reach))}
    return None


def _is_normal_build(text: str) -> bool:
    match = BUILD_LINE.match(text)
    try:
        return bool(match) and parse_kind(match[1]) in NORMAL
    except ValueError:
        return False


def _build_verdict(board: Any, state: Any, power: str, text: str
                   ) -> tuple[str, str, dict[str, str]] | None:
    match = BUILD_LINE.match(text)
    if not match:
        return None
    where = board.map.lookup(match[2])
    if where is None:
        return None
    province = province_of(where)
    homes = sorted(board.map.home_centers.get(power, ()))
    if power not in roles.BUILD_ANYWHERE and province not in homes:
        return VOID, "rs_build_not_home", {"province": province, "sites": ", ".join(homes)}
    try:
        kind = parse_kind(match[1])
    except ValueError:
        return None
    if kind is Kind.FLEET and not board.map.is_valid_location("F", where):
        spots = board.map.fleet_locations_of(province)
        return VOID, "rs_build_cannot_stand", {
            "province": province, "options": " / ".join(f"BUILD F {s}" for s in spots)}
    if province not in state.centers_of(power):
        return WARNING, "rs_build_not_owned", {"province": province}
    return None
