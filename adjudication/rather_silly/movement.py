"""One Rather Silly movement phase: read orders, section steps, the standard engine, steps.

Algorithm:

1. Parse every line (``grammar.py``); wormhole votes go to ``ctx.facts["wormhole_votes"]``
   and never into results. Match each order to a unit of its power (kind letter first, then
   the province's occupier); a later order for the same unit replaces the earlier one.
2. Every unit without an order holds (``ctx.orders`` has an entry for every unit).
3. ``"orders"`` steps of the sections rewrite ``ctx.orders`` and record facts (Narr §13,
   twins §12, Drecksack §10, A®mazonen §9, birds §8, monsters §3/§4 ...).
4. The engine resolves every unit that moves as an army or fleet (conventional units, twins,
   A®mazonen, Drecksackarmeen, monsters) with the variant Rulebook (``rulebook.py``); birds,
   the Borg, lamas and the TARDIS stay outside it and are moved by their sections.
5. ``"after"`` steps change the result (bird drops, special-fleet attacks, twin deaths,
   devils' countdown, creatures ...).
6. The new :class:`State` (dislodged units are not in it: they are listed for the retreat
   phase), order results, events and review flags.

Invariants: the input state is never changed; every unit of the input is either in the new
state, in ``dislodged`` or in ``destroyed``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from adjudication.diplomacy import orders as std
from adjudication.diplomacy.board import Board as EngineBoard
from adjudication.diplomacy.movement_phase import adjudicate_movement as engine_movement
from adjudication.diplomacy.results import SUCCEEDS, Reason
from adjudication.rather_silly import devils, wormhole
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.context import PhaseContext, Retreat, Submitted
from adjudication.rather_silly.grammar import OrderError, parse_order
from adjudication.rather_silly.orders import WormholeVote
from adjudication.rather_silly.review import Event, ReviewFlag
from adjudication.rather_silly.rulebook import phase_rulebook, whole_units
from adjudication.rather_silly.state import State, Unit
from adjudication.rather_silly.steps import run_stage
from adjudication.rather_silly.units import LETTER, Kind, parse_kind, rules_of

INVALID = "invalid"
REPLACED = "replaced"


@dataclass
class MovementResult:
    state: State  # after the phase, without dislodged units
    submitted: list[Submitted]
    dislodged: dict[str, tuple[Unit, Retreat]] = field(default_factory=dict)
    destroyed: dict[str, tuple[Unit, str]] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)
    flags: list[ReviewFlag] = field(default_factory=list)
    wormhole_next: tuple[str, str] | None = None
    context: PhaseContext | None = None


def _match(state: State, power: str, order: Any) -> tuple[Unit | None, str]:
    if not hasattr(order, "unit_type"):  # e.g. a Wahrsager's VORHERSAGE among unit orders
        return None, Reason("rs_not_unit_order")
    at = order.at
    here = state.units_in(at)
    if not here:
        return None, Reason("no_unit", at=at)
    wanted = order.unit_type
    unit = None
    if wanted is not None:
        kind = parse_kind(wanted)
        if len(here) == 1:  # what the two searches below find among one unit
            unit = here[0] if here[0].kind is kind else None
        else:
            unit = next((u for u in here if u.kind is kind and u.power == power), None)
            unit = unit or next((u for u in here if u.kind is kind), None)
        if unit is None:
            # "A kie" for a twin army: the letter names how it moves; take it if unambiguous.
            alike = [u for u in here if u.power == power and rules_of(u.kind).moves_as == wanted]
            unit = alike[0] if len(alike) == 1 else None
        if unit is None:
            found = ", ".join(f"{LETTER[u.kind]}" for u in here)
            return None, Reason("rs_no_kind", wanted=wanted, at=at, found=found)
    else:
        unit = state.occupant(at) or next((u for u in here if u.power == power), here[0])
    if unit.power != power:
        return None, Reason("rs_foreign_unit", kind=LETTER[unit.kind], at=at, owner=unit.power)
    return unit, ""


def read_orders(ctx: PhaseContext, orders: Mapping[str, Sequence[str]]) -> None:
    votes: dict[str, tuple[str, str]] = ctx.facts.setdefault("wormhole_votes", {})
    for power, lines in orders.items():
        for text in lines:
            try:
                order = parse_order(text, ctx.board)
            except OrderError as exc:
                ctx.submitted.append(Submitted(power, text, None, result=INVALID,
                                               reason=str(exc)))
                continue
            if isinstance(order, WormholeVote):
                votes[power] = order.ends  # secret: not kept among the submitted lines
                continue
            unit, problem = _match(ctx.state, power, order)
            line = Submitted(power, text, order)
            ctx.submitted.append(line)
            if unit is None:
                line.result, line.reason = INVALID, problem
                continue
            previous = ctx.order_source.get(unit.id)
            if previous is not None:
                previous.result, previous.reason = REPLACED, Reason("rs_replaced")
            line.unit_id = unit.id
            ctx.order_source[unit.id] = line
            ctx.orders[unit.id] = order
    given = ctx.orders
    for unit in ctx.state.units:
        if unit.id not in given:
            given[unit.id] = std.Hold(LETTER[unit.kind], unit.at)


def in_engine(unit: Unit) -> bool:
    return rules_of(unit.kind).moves_as is not None


_BY_ID = attrgetter("id")
_OUTSIDE_ENGINE = frozenset(kind for kind in Kind if rules_of(kind).moves_as is None)


def _target_letter(kind_text: str | None) -> str | None:
    if kind_text is None:
        return None
    return rules_of(parse_kind(kind_text)).moves_as or kind_text


def _engine_order(unit: Unit, order: Any, ctx: PhaseContext,
                  carried: Mapping[str, Any] | None = None) -> Any:
    """The standard order the engine resolves for this unit (A/F letters only).
    ``carried``: ``ctx.facts["carried"]`` (read once by the caller for every unit)."""
    letter = rules_of(unit.kind).moves_as
    target_letter = _target_letter
    if carried is None:
        carried = ctx.facts.get("carried", {})
    carriage = carried.get(unit.id)
    if carriage is not None:  # riding birds (§8): the flight's end, wherever the order said
        return std.Move(letter, unit.at, carriage.drop_target)
    if isinstance(order, std.Move):
        return std.Move(letter, unit.at, order.to, order.via_convoy)
    if isinstance(order, std.SupportHold):
        return std.SupportHold(letter, unit.at, target_letter(order.target_type), order.target_at)
    if isinstance(order, std.SupportMove):
        return std.SupportMove(letter, unit.at, target_letter(order.target_type),
                               order.target_at, order.target_to)
    if isinstance(order, std.Convoy):
        return std.Convoy(letter, unit.at, order.army_at, order.army_to)
    return std.Hold(letter, unit.at)


def engine_board(ctx: PhaseContext) -> tuple[EngineBoard, list[Unit]]:
    """The standard engine's board of this phase (units that move as an army or fleet, as
    their A/F letter) and the variant units in its order; the Rulebook hooks read ``ctx``."""
    units = [u for u in ctx.state.units if in_engine(u)]
    engine_units = [std.Unit(u.power, rules_of(u.kind).moves_as, u.at) for u in units]
    board = EngineBoard(ctx.board.map, engine_units,
                        extra={"ctx": ctx, "ids": [u.id for u in units]})
    return board, units


def run_engine(ctx: PhaseContext) -> None:
    board, units = engine_board(ctx)
    ids = [u.id for u in units]
    engine_units = list(board.units)
    carried = ctx.facts.get("carried", {})
    submitted = [(u.power, _engine_order(u, ctx.orders[u.id], ctx, carried), "") for u in units]
    outcome = engine_movement(board, phase_rulebook(ctx, units), submitted)
    dislodged = {d.unit.at: d for d in outcome.dislodged}
    # The engine names units by their A/F letter; reasons should use the variant's kinds.
    names = {f"{e.power} {e.type} {e.at}": f"{u.power} {LETTER[u.kind]} {u.at}"
             for e, u in zip(engine_units, units, strict=True) if e.type != LETTER[u.kind]}
    for result in outcome.outcomes:
        if result.unit is None:
            continue
        uid = ids[result.unit]
        reason = whole_units(result.reason)
        if " A " in reason or " F " in reason:  # (every engine name has one of them)
            for engine_name, name in names.items():
                if engine_name in reason:
                    reason = reason.replace(engine_name, name)
        if reason == result.reason:  # unchanged: keep its code (a Reason) for the check
            reason = result.reason
        ctx.outcomes[uid] = (result.result, reason)
    for index, unit in enumerate(units):
        found = dislodged.get(unit.at)
        if found is not None and found.unit.power == unit.power:
            ctx.dislodged[unit.id] = Retreat(found.attacker_from, found.retreats)
            continue
        order = board.orders[index]
        moved = isinstance(order, std.Move) and ctx.outcomes.get(unit.id, ("",))[0] == SUCCEEDS
        ctx.positions[unit.id] = order.to if moved else unit.at
    for unit in ctx.state.units:
        if unit.kind in _OUTSIDE_ENGINE:
            ctx.positions.setdefault(unit.id, unit.at)
    ctx.standoffs = set(outcome.standoffs)


def _report(ctx: PhaseContext) -> None:
    """Give each accepted line its unit's result."""
    for uid, line in ctx.order_source.items():
        if line.result:
            continue
        result, reason = ctx.outcomes.get(uid, (SUCCEEDS, ""))
        note = ctx.facts.get("notes", {}).get(uid)
        if note:
            reason = f"{note}; {reason}" if reason else note
        line.result, line.reason = result, reason


def adjudicate_movement(
    state: State,
    orders: Mapping[str, Sequence[str]],
    *,
    wormhole_votes: Mapping[str, Sequence[str]] | None = None,
    disabled: frozenset[str] = frozenset(),
    tick_devils: bool = True,
) -> MovementResult:
    """One movement phase. ``tick_devils=False`` leaves the devils' countdown to the caller
    (the season sequence of §17 runs it after the Borg)."""
    ctx = PhaseContext(state=state, board=load_board(), disabled=disabled)
    read_orders(ctx, orders)
    for power, ends in (wormhole_votes or {}).items():
        ctx.facts["wormhole_votes"][power] = (ends[0], ends[1])
    run_stage(ctx, "orders")
    run_engine(ctx)
    run_stage(ctx, "after")
    _report(ctx)

    before = state.by_id()
    gone = [before[uid] for uid in ctx.destroyed if uid in before]
    new_state = state
    if ctx.enabled("§5"):
        new_state, loss_events = devils.record_losses(state, gone)
        ctx.events.extend(loss_events)
    kept = [unit if unit.at == loc else unit.moved_to(loc)
            for unit, loc in ((before.get(uid), loc) for uid, loc in ctx.positions.items())
            if unit is not None]
    new_state = new_state.with_units(sorted(kept, key=_BY_ID))
    if ctx.enabled("§5") and tick_devils:
        new_state, ticked = devils.tick(new_state)
        ctx.events.extend(ticked)
    next_link = None
    if ctx.enabled("§7"):
        next_link, flag = wormhole.tally(ctx.board, ctx.facts["wormhole_votes"],
                                         seed=state.seed, phase=state.phase.code)
        if flag:
            ctx.flags.append(flag)
    new_state = new_state.replace(wormhole=next_link)
    return MovementResult(
        state=new_state,
        submitted=ctx.submitted,
        dislodged={uid: (before[uid], r) for uid, r in ctx.dislodged.items()},
        destroyed={uid: (before[uid], why) for uid, why in ctx.destroyed.items() if uid in before},
        events=ctx.events,
        flags=ctx.flags,
        wormhole_next=next_link,
        context=ctx,
    )


__all__ = ["Kind", "MovementResult", "adjudicate_movement"]
