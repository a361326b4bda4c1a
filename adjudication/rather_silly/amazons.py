"""§9 A®mazonen: strength-0 armies whose VER order pulls a unit one province towards them.

Rule and decisions (scenarios ``amazons_*.json``):

- A®mazonen (``AM``, typed ``A®`` too) move like armies (tunnel excepted: §6 is for
  conventional armies), have strength 0 (they can move only into a province nobody else
  enters and nobody holds, and are dislodged by any attack of strength 1), never take supply
  centres, give no support, and are built beside the SC-supported units: one per full five
  centres after the fall moves (:func:`allowance`, lost souls do not count, §10).
- ``A® xxx VER K yyy`` seduces one conventional army or fleet (own ones too; twins and devil
  units too; never a special fleet, §11; never a fleet when she stands inland). Whatever its
  order (a Narr's override included), the unit moves one province towards her: to a
  neighbour on a shortest path to her province, by its own kind's moves (tunnel and wormhole
  included). A unit next to her moves into her province; if that move succeeds she is
  dislodged and must retreat — even by a unit of her own power.
- Several shortest first steps: the first in alphabetical order, with a review flag listing
  the others. No step at all (she cannot be reached): the unit holds.
- Two or more seductions of one unit pulling different ways: it holds, with a review flag.
- ``A® den VER alle A`` (or ``alle F``), Copenhagen only: every other conventional army (or
  fleet, special fleets excepted) on the board moves one province towards Denmark. If she is
  then dislodged she may retreat only to Kiel or Sweden; if neither is open she dies at once.
"""

from __future__ import annotations

from dataclasses import replace

from adjudication.diplomacy import orders as std
from adjudication.diplomacy.results import Reason
from adjudication.rather_silly import tunnel
from adjudication.rather_silly.context import PhaseContext
from adjudication.rather_silly.orders import Seduce, SeduceAll
from adjudication.rather_silly.state import State, Unit
from adjudication.rather_silly.steps import Step
from adjudication.rather_silly.units import LETTER, Kind, parse_kind, rules_of

SECTION = "§9"
COPENHAGEN = "den"
COPENHAGEN_RETREATS = ("kie", "swe")
SEDUCIBLE = frozenset({Kind.ARMY, Kind.FLEET, Kind.TWIN_ARMY, Kind.TWIN_FLEET})


def allowance(centres: int) -> int:
    """A®mazonen (and Drecksackarmeen, §10) a power may have: one per full five centres."""
    return max(0, centres) // 5


def _moves(ctx: PhaseContext, unit: Unit, location: str) -> list[str]:
    """Locations ``unit`` could move to from ``location`` (its own kind's moves)."""
    game_map = ctx.board.map
    moves_as = rules_of(unit.kind).moves_as
    if moves_as == "F":
        found = set(game_map.fleet_neighbours(location))
    else:
        found = set(game_map.army_neighbours(location))
        if ctx.enabled("§6"):
            found |= {p for p in _tunnel(ctx, location)
                      if tunnel.passes(ctx.board, unit, location, p)}
    link = ctx.state.wormhole
    if ctx.enabled("§7") and link and location.split("/", 1)[0] in link:
        other = (set(link) - {location.split("/", 1)[0]}).pop()
        spots = game_map.fleet_locations_of(other) if moves_as == "F" else (
            (other,) if ctx.board.is_land(other) else ())
        found.update(spots)
    return sorted(p for p in found if not ctx.board.is_build_only(p)
                  and not ctx.board.is_hyperspace(p))


def _tunnel(ctx: PhaseContext, location: str) -> set[str]:
    return {p for t in ctx.board.tunnels if location in t.provinces for p in t.provinces}


def first_steps(ctx: PhaseContext, unit: Unit, target: str) -> list[str]:
    """The neighbours of ``unit`` on a shortest path to province ``target`` (sorted)."""
    if unit.province == target:
        return []
    # One breadth-first search per first step: coasts make a backwards search awkward.
    starts = _moves(ctx, unit, unit.at)
    best: list[str] = []
    best_len = None
    for step in starts:
        found = _distance(ctx, unit, step, target, limit=best_len)
        if found is None:
            continue
        if best_len is None or found < best_len:
            best_len, best = found, [step]
        elif found == best_len:
            best.append(step)
    return sorted(best)


def _distance(ctx: PhaseContext, unit: Unit, start: str, target: str,
              limit: int | None) -> int | None:
    """Moves from ``start`` to province ``target`` for ``unit`` (None: not within ``limit``)."""
    if start.split("/", 1)[0] == target:
        return 0
    seen = {start}
    frontier = [start]
    depth = 0
    while frontier and (limit is None or depth < limit):
        depth += 1
        following: list[str] = []
        for here in frontier:
            for there in _moves(ctx, unit, here):
                if there.split("/", 1)[0] == target:
                    return depth
                if there not in seen:
                    seen.add(there)
                    following.append(there)
        frontier = following
    return None


def _target(ctx: PhaseContext, order: Seduce) -> Unit | None:
    here = ctx.state.units_in(order.target_at)
    wanted = parse_kind(order.target_type).value if order.target_type else None
    for unit in here:
        if unit.kind in SEDUCIBLE and (
            wanted is None or wanted in (LETTER[unit.kind], rules_of(unit.kind).moves_as)
        ):
            return unit
    return None


def _mark(ctx: PhaseContext, unit: Unit, result: str, reason: str) -> None:
    line = ctx.order_source.get(unit.id)
    if line is not None:
        line.result, line.reason = result, reason


def _immune(ctx: PhaseContext, unit: Unit) -> bool:
    return unit.special_fleet and ctx.enabled("§11")


def seduce(ctx: PhaseContext) -> None:
    """Before the engine: rewrite the orders of every seduced unit."""
    pulls: dict[str, list[tuple[Unit, str]]] = {}  # unit id -> (amazon, her province)
    distracted = ctx.facts.get("distracted", set())
    for amazon in ctx.state.units:
        if amazon.kind is not Kind.AMAZON:
            continue
        order = ctx.orders.get(amazon.id)
        if isinstance(order, std.SupportHold | std.SupportMove | std.Convoy):
            _mark(ctx, amazon, "invalid", Reason("rs_amazon_support"))
            ctx.orders[amazon.id] = std.Hold("AM", amazon.at)
            continue
        if not isinstance(order, Seduce | SeduceAll):
            continue
        ctx.orders[amazon.id] = std.Hold("AM", amazon.at)  # she holds while seducing
        if amazon.id in distracted:
            continue
        if isinstance(order, SeduceAll):
            if amazon.province != COPENHAGEN:
                _mark(ctx, amazon, "invalid", Reason("rs_ver_alle_denmark"))
                continue
            ctx.facts["copenhagen"] = amazon.id
            wanted = "F" if order.target_type == "F" else "A"
            victims = [u for u in ctx.state.units if u.kind in SEDUCIBLE
                       and rules_of(u.kind).moves_as == wanted and not _immune(ctx, u)]
        else:
            victim = _target(ctx, order)
            if victim is None:
                _mark(ctx, amazon, "invalid", Reason("rs_nothing_to_seduce", at=order.target_at))
                continue
            if _immune(ctx, victim):
                _mark(ctx, amazon, "void", Reason("rs_special_fleet_immune"))
                continue
            if rules_of(victim.kind).moves_as == "F" and ctx.board.kind(amazon.at) == "land":
                _mark(ctx, amazon, "invalid", Reason("rs_inland_fleet"))
                continue
            victims = [victim]
        for victim in victims:
            pulls.setdefault(victim.id, []).append((amazon, amazon.province))
    for victim_id, by in pulls.items():
        victim = ctx.unit(victim_id)
        choices = {tuple(first_steps(ctx, victim, prov)) for _, prov in by}
        if len({prov for _, prov in by}) > 1 and len(choices) > 1:
            ctx.orders[victim_id] = std.Hold(LETTER[victim.kind], victim.at)
            _mark(ctx, victim, "replaced", Reason("rs_seduced_several"))
            ctx.flag(SECTION, "seduction_conflict",
                     f"{LETTER[victim.kind]} {victim.at} is seduced by several A®mazonen; it holds",
                     "hold", tuple(sorted(prov for _, prov in by)))
            continue
        steps = first_steps(ctx, victim, by[0][1])
        if not steps:
            ctx.orders[victim_id] = std.Hold(LETTER[victim.kind], victim.at)
            _mark(ctx, victim, "replaced", Reason("rs_seduced_no_way"))
            continue
        if len(steps) > 1:
            ctx.flag(SECTION, "seduction_step",
                     f"{LETTER[victim.kind]} {victim.at} has several first steps towards "
                     f"{by[0][1]}; took {steps[0]}", steps[0], tuple(steps))
        ctx.orders[victim_id] = std.Move(LETTER[victim.kind], victim.at, steps[0])
        ctx.facts.setdefault("seduced", {})[victim_id] = by[0][0].id
        ctx.facts.setdefault("notes", {})[victim_id] = (
            f"seduced by the A®mazone in {by[0][1]} (§9): moves to {steps[0]} instead")
        ctx.event(SECTION, "seduced",
                  f"{LETTER[victim.kind]} {victim.at} follows the A®mazone in {by[0][1]} to "
                  f"{steps[0]}", victim_id, by[0][0].id)


def displaced_by_own(ctx: PhaseContext) -> None:
    """After the moves: say so when her own power's seduced unit dislodged an A®mazone."""
    seduced = ctx.facts.get("seduced", {})
    for amazon_id, retreat in ctx.dislodged.items():
        amazon = ctx.unit(amazon_id)
        if amazon.kind is not Kind.AMAZON:
            continue
        for victim_id, by in seduced.items():
            victim = ctx.unit(victim_id)
            if victim.power == amazon.power and victim.province == retreat.attacker_from and (
                by == amazon_id or ctx.facts.get("copenhagen") == amazon_id
            ):
                ctx.event(SECTION, "amazon_displaced",
                          f"A® {amazon.at} must retreat: her own seduced unit moved in",
                          amazon_id, victim_id)


def may_dislodge(ctx: PhaseContext, attacker: str, defender: str) -> bool:
    """Own units may not dislodge each other, except a seduced unit its A®mazone (§9)."""
    a, d = ctx.unit(attacker), ctx.unit(defender)
    if a.power != d.power:
        return True
    return ctx.enabled(SECTION) and d.kind is Kind.AMAZON and (
        ctx.facts.get("seduced", {}).get(attacker) == defender
        or ctx.facts.get("copenhagen") == defender
    )


def copenhagen_retreat(ctx: PhaseContext) -> None:
    """After the moves: the Copenhagen A®mazone retreats only to Kiel or Sweden, or dies."""
    amazon_id = ctx.facts.get("copenhagen")
    if amazon_id is None or amazon_id not in ctx.dislodged:
        return
    retreat = ctx.dislodged[amazon_id]
    options = tuple(p for p in retreat.options if p in COPENHAGEN_RETREATS)
    if options:
        ctx.dislodged[amazon_id] = replace(retreat, options=options, section=SECTION)
        return
    ctx.destroy(amazon_id, "neither Kiel nor Sweden open")
    ctx.event(SECTION, "mermaid_died",
              "the A®mazone in Denmark had to retreat, neither Kiel nor Sweden was open: "
              "she died", amazon_id)


def count_problem(state: State, power: str, kind: Kind) -> str | None:
    """Why ``power`` may not have one more A®mazone / Drecksackarmee (None: it may)."""
    have = sum(1 for u in state.units_of(power) if u.kind is kind)
    allowed = allowance(len(state.centers_of(power)))
    if have >= allowed:
        return (f"{power} has {len(state.centers_of(power))} centres: at most {allowed} "
                f"{kind.value} (one per full five), and has {have}")
    return None


STEPS = (
    Step("orders", 40, SECTION, seduce, "A®mazonen: VER rewrites the seduced units' orders"),
    Step("after", 115, SECTION, displaced_by_own, "A®mazonen: displaced by her own unit"),
    Step("after", 120, SECTION, copenhagen_retreat, "A®mazonen: Copenhagen retreat"),
)
