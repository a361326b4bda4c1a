"""§12 Siamesische Zwillinge: a pair of units that support each other and die apart.

Rule and decisions (scenarios ``twins_*.json``):

- Once per game a power may build, instead of one normal build, a twin pair (``SA``/``SF``)
  in two adjacent provinces where it may build (:func:`build_problem`); both carry the same
  pair id. The pair costs one build and counts as one unit for supply (it is one build).
- Orders are *illegal* for the pair if some combination of success and failure of their moves
  would leave the two in non-adjacent provinces; then both hold (:func:`separating`).
- With legal orders each twin also supports whatever the other does (a hold, a support, a
  convoy: a hold support; a move: a support of that move), even when it moves itself, and
  whether or not it could reach that province (the rules' example 2: the army in Smyrna
  supports the fleet's hold in the Aegean). An explicit support of its twin adds a second support:
  "mutual support counts twice".
- Cutting: a twin's support of a third unit is cut by any attack, as usual, and goes first.
  The support it gives its twin (1 or 2) loses one per further cutting attack; an attack of
  strength 2 or more counts as two (:func:`support_total`).
- Separated, both die: after the moves, if either twin is gone (destroyed or dislodged) or
  they stand in non-adjacent provinces, both are destroyed (no retreat).

The engine's ``support_total`` hook (``rulebook.py``) asks :func:`support_total` for every
support a twin gets.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from adjudication.diplomacy import orders as std
from adjudication.diplomacy.results import Reason
from adjudication.rather_silly.board import Board
from adjudication.rather_silly.context import PhaseContext
from adjudication.rather_silly.orders import Route
from adjudication.rather_silly.state import State, Unit
from adjudication.rather_silly.steps import Step
from adjudication.rather_silly.units import LETTER, STRENGTH_SCALE, TWIN_KINDS

SECTION = "§12"


def pairs(state: State) -> list[tuple[Unit, Unit]]:
    by_pair: dict[str, list[Unit]] = {}
    for unit in state.units:
        if unit.kind in TWIN_KINDS and unit.twin:
            by_pair.setdefault(unit.twin, []).append(unit)
    return [(a, b) for a, b in (sorted(v, key=lambda u: u.id) for v in by_pair.values()
                                if len(v) == 2)]


def _ends(unit: Unit, order: Any) -> set[str]:
    ends = {unit.province}
    if isinstance(order, std.Move):
        ends.add(order.to.split("/", 1)[0])
    elif isinstance(order, Route):
        ends.update(order.route)  # a drop may leave it anywhere on the route
    return ends


def separating(board: Board, a: Unit, order_a: Any, b: Unit, order_b: Any) -> bool:
    """Could these orders leave the twins apart (some moves succeeding, others not)?"""
    return any(
        p != q and q not in board.neighbours(p)
        for p in _ends(a, order_a) for q in _ends(b, order_b)
    )


def check_orders(ctx: PhaseContext) -> None:
    """Illegal orders for a pair: both hold."""
    pairs_found = pairs(ctx.state)
    ctx.facts["twin_pairs"] = {u.id: v.id for a, b in pairs_found for u, v in ((a, b), (b, a))}
    for a, b in pairs_found:
        if separating(ctx.board, a, ctx.orders[a.id], b, ctx.orders[b.id]):
            for unit in (a, b):
                ctx.orders[unit.id] = std.Hold(LETTER[unit.kind], unit.at)
                line = ctx.order_source.get(unit.id)
                if line is not None:
                    line.result = "invalid"
                    line.reason = Reason("rs_twins_apart")
            ctx.facts.setdefault("twins_illegal", set()).update({a.id, b.id})


def tear_apart(ctx: PhaseContext) -> None:
    """After the moves: twins that are apart die together."""
    for a, b in pairs(ctx.state):
        pa, pb = ctx.positions.get(a.id), ctx.positions.get(b.id)
        together = (pa is not None and pb is not None
                    and pb.split("/", 1)[0] in ctx.board.neighbours(pa))
        if together:
            continue
        for unit in (a, b):
            ctx.destroy(unit.id, "twins separated")
        ctx.event(SECTION, "twins_separated",
                  f"the twins {LETTER[a.kind]} {a.at} and {LETTER[b.kind]} {b.at} were separated "
                  "and both died", a.id, b.id)


def twin_index(board: Any, index: int) -> int | None:
    ctx: PhaseContext = board.extra["ctx"]
    if not ctx.enabled(SECTION):
        return None
    partner = ctx.facts.get("twin_pairs", {}).get(board.extra["ids"][index])
    if partner is None or partner in ctx.facts.get("twins_illegal", set()):
        return None
    ids: list[str] = board.extra["ids"]
    return ids.index(partner) if partner in ids else None


def twin_support(res: Any, resolver: Any, index: int, kind: str) -> int:
    """Supports unit ``index`` gets from its twin (0, 1 or 2) in strength role ``kind``.

    ``res`` is the engine's :class:`MovementResolution`; ``resolver`` its resolver. The
    explicit support of the twin (if any) is counted here, not by the engine.
    """
    board = res.board
    twin = twin_index(board, index)
    if twin is None:
        return 0
    moving = res.dest[index] is not None
    if moving != (kind != "hold"):
        return 0  # the twin supports what its partner does, nothing else
    # No reach test: the rules' own example has the army in Smyrna support the fleet's hold
    # in the Aegean, which no army could reach.
    goal = res.dest[index] if moving else res.home[index]
    if res.dest[twin] is None and res.dislodged(resolver, twin):
        return 0
    supporters = res.hold_supporters[index] if kind == "hold" else res.move_supporters[index]
    units = 1 + (1 if twin in supporters else 0)
    third = res.supporting[twin] is not None and res.supporting[twin] != index
    cutters = [a for a in res.moves_to.get(res.home[twin], ())
               if res.power[a] != res.power[twin] and res.home[a] != goal
               and res.has_effect(resolver, a)]
    budget = len(cutters)
    strong = 2 * STRENGTH_SCALE + 1  # an attack of strength 2 on the engine's scale
    if any(res.attack_strength(resolver, a) >= strong for a in cutters):
        budget = max(budget, 2)
    if third:
        budget -= 1  # the support of the third unit is cut first
    return max(0, units - max(0, budget))


def support_total(res: Any, resolver: Any, index: int, kind: str,
                  exclude: str | None) -> int | None:
    """Support of unit ``index`` in whole units with the twin rules (for the engine's
    ``support_total`` hook); ``None`` for units without a twin (the engine counts)."""
    twin = twin_index(res.board, index)
    if twin is None:
        return None
    supporters = res.hold_supporters[index] if kind == "hold" else res.move_supporters[index]
    total = sum(
        1 for supporter in supporters
        if supporter != twin and (exclude is None or res.power[supporter] != exclude)
        and resolver.resolve(("support", supporter))
    )
    if exclude is not None and res.power[twin] == exclude:
        return total
    return total + twin_support(res, resolver, index, kind)


def build_problem(state: State, power: str, sites: Iterable[str], board: Board,
                  first: str, second: str) -> str | None:
    """Why ``power`` may not build twins at ``first`` and ``second`` now (None: it may)."""
    if power in state.twins_built:
        return f"{power} has already built its twins; only one pair per game"
    allowed = set(sites)
    for p in (first, second):
        if p.split("/", 1)[0] not in allowed:
            return f"{p} is not a free home centre of {power}"
    if second.split("/", 1)[0] not in board.neighbours(first):
        return f"twins must be built in adjacent provinces; {first} and {second} are not"
    return None


STEPS = (
    Step("orders", 20, SECTION, check_orders, "twins: illegal orders hold"),
    Step("after", 140, SECTION, tear_apart, "twins: separated twins die"),
)
