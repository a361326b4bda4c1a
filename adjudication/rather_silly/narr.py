"""§13 Narr: no units; every movement season he rewrites the order of one army or fleet.

- The first override may take any conventional army or fleet (twins and devil units too;
  never birds, A®mazonen, Drecksackarmeen, the TARDIS or creatures).
- Each full unit of Superhirn shares he holds buys one more override that season; each extra
  override must take a unit of a power other than the first one's, and spends one share.
- The override replaces the unit's order before resolution (an A®mazone's seduction still
  wins over it, §9: that is the movement rules' business). Overrides are secret until the
  results are published; the results then name the replaced orders.
- He wins if the game reaches 1921 (``victory.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from adjudication.rather_silly.borg import Piece, province
from adjudication.rather_silly.grammar import OrderError, parse_order
from adjudication.rather_silly.review import Event
from adjudication.rather_silly.steps import Step
from adjudication.rather_silly.superhirn import read_share
from adjudication.rather_silly.units import LETTER, Kind, rules_of

NARR = "narr"


@dataclass(frozen=True, slots=True)
class Override:
    unit_id: str
    order: object  # an order value for that unit (its ``at`` is the unit's location)


def allowed_overrides(shares: Fraction) -> int:
    """How many overrides he may give this season: one, plus one per full share-unit."""
    return 1 + max(0, int(shares))


def override_errors(
    overrides: Sequence[Override], units: Mapping[str, Piece], shares: Fraction
) -> list[str]:
    """Why these overrides cannot all be carried out (``units``: unit id -> unit)."""
    errors: list[str] = []
    limit = allowed_overrides(shares)
    if len(overrides) > limit:
        errors.append(
            f"the Narr may override {limit} order(s) this season "
            f"(1 + one per full share-unit, he holds {shares}); he gave {len(overrides)}"
        )
    first_power: str | None = None
    seen: set[str] = set()
    for n, o in enumerate(overrides):
        unit = units.get(o.unit_id)
        if unit is None:
            errors.append(f"no unit {o.unit_id!r} on the board")
            continue
        kind: Kind = unit.kind
        power = unit.power
        if not rules_of(kind).conventional or power in ("borg", "monsters"):
            errors.append(
                f"{kind.value} {unit.at} is no conventional army or fleet; "
                "the Narr may only override those"
            )
        if o.unit_id in seen:
            errors.append(f"{unit.at} is overridden twice")
        seen.add(o.unit_id)
        at = getattr(o.order, "at", None)
        if at is None or province(at) != province(unit.at):
            errors.append(f"the override for {unit.at} must be an order for that unit")
        if n == 0:
            first_power = power
        elif power == first_power:
            errors.append(
                f"extra overrides must take units of powers other than {first_power} "
                "(the first overridden unit's)"
            )
    return errors


def apply_overrides(
    orders: Mapping[str, object], overrides: Sequence[Override]
) -> tuple[dict[str, object], list[str]]:
    """Orders by unit id with the Narr's orders in place; also the ids whose order changed."""
    out = dict(orders)
    for o in overrides:
        out[o.unit_id] = o.order
    return out, [o.unit_id for o in overrides]


def shares_spent(overrides: Sequence[Override]) -> int:
    return max(0, len(overrides) - 1)


def _apply_in_phase(ctx: Any) -> None:
    """Movement step: the Narr's lines (``section_state["narr"]["overrides"]``) replace the
    orders of the units they name, before every other section rewrites orders (§9's seduction
    still wins over him)."""
    data = ctx.state.section_state.get(NARR, {})
    lines = list(data.get("overrides", ()))
    if not lines:
        return
    shares = read_share(data.get("shares", "0"))
    units = ctx.state.by_id()
    chosen: list[Override] = []
    used: dict[str, str] = {}  # line -> unit id, for the line's result (``phase_report.py``)
    for text in lines:
        try:
            order = parse_order(text, ctx.board)
        except OrderError as exc:
            ctx.events.append(Event("§13", "narr_invalid", f"{text}: {exc}", private=(NARR,)))
            continue
        at = getattr(order, "at", None)
        target = next(
            (u for u in ctx.state.units_in(at) if rules_of(u.kind).conventional), None
        ) if at else None
        if target is None:
            ctx.events.append(Event("§13", "narr_invalid", f"{text}: no army or fleet there",
                                    private=(NARR,)))
            continue
        attempt = [*chosen, Override(target.id, order)]
        problems = override_errors(attempt, units, shares)
        if problems:
            ctx.events.append(Event("§13", "narr_invalid", f"{text}: {problems[-1]}",
                                    private=(NARR,)))
            continue
        chosen = attempt
        used[text] = target.id
    for o in chosen:
        unit = units[o.unit_id]
        ctx.orders[o.unit_id] = o.order
        line = ctx.order_source.get(o.unit_id)
        if line is not None:
            line.result, line.reason = "replaced", "the Narr gave this unit another order"
        ctx.event("§13", "narr_override",
                  f"the Narr ordered {LETTER[unit.kind]} {unit.at} ({unit.power})", o.unit_id)
    ctx.facts["narr_shares_spent"] = shares_spent(chosen)
    ctx.facts["narr_used"] = used


STEPS = (Step("orders", 10, "§13", _apply_in_phase, "Narr: overrides"),)


def with_overrides(state: Any, lines: Sequence[str]) -> Any:
    """The state with this season's override lines and the Narr's shares, for his step."""
    data = dict(state.section_state.get(NARR, {}))
    data["overrides"] = list(lines)
    data["shares"] = state.section_state.get("superhirn", {}).get("shares", {}).get(NARR, "0")
    return state.with_section_state(NARR, data)


def spend_shares(state: Any, spent: int) -> Any:
    """After the moves: the override lines are dropped and the extra overrides paid for."""
    data = {k: v for k, v in state.section_state.get(NARR, {}).items() if k != "overrides"}
    state = state.with_section_state(NARR, data)
    if not spent:
        return state
    from adjudication.rather_silly.superhirn import SUPERHIRN, shares_from_json, shares_to_json

    sh = dict(state.section_state.get(SUPERHIRN, {}))
    shares = shares_from_json(sh.get("shares"))
    shares[NARR] = shares.get(NARR, Fraction(0)) - spent
    sh["shares"] = shares_to_json(shares)
    return state.with_section_state(SUPERHIRN, sh)
