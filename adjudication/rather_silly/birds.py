"""§8 Vögel: birds fly routes, may carry one army, and are kept off by scarecrows.

Rule (decisions pinned by scenarios ``tests/scenarios/rather_silly/birds_*.json``):

- A bird (``V``) flies a route of 1-3 provinces (``V lon-nth-den``), each bordering the
  previous one by land or sea (or this season's wormhole); never into Switzerland, Hyperspace
  or the build-only islands. Birds never bounce, never occupy, never capture, never support;
  they cross each other and share provinces with any unit (the Borg eats them: §1).
- An army (``A`` or twin ``SA`` of any power) is carried when it stands with the bird and its
  order names the same route (``A lon-nth-den``); with cargo the route is at most 2 provinces
  (a 3-province route with matching army: the army's order is invalid, it holds, the bird
  flies alone). A 1-province route may be carried too, if both orders name it.
- An army whose route is only the *beginning* of the bird's route rides that far and is dropped
  there: it survives only if that is a free land province (otherwise it drowns or is shot).
- In flight the army has strength 0 (supports count as usual), so taking an occupied province
  needs at least two supports; it flies over units moving the other way (no head-to-head).
- If the team's move fails (the destination is held or contested), the army is dropped in the
  province passed before the destination (its own province for a 1-province route, where it
  simply stays): it survives on free land, drowns at sea, is shot if a unit stands there.
- ``A xxx vZ`` / ``F xxx vZ``: a conventional unit that holds makes its province and all its
  neighbours a bird-free zone for this phase (a unit whose order is changed to a move, e.g. by
  seduction, scares no birds). Routes stop in the last province before the zone (the bird,
  with its army, stays home if the first step is in the zone). A truncated team ends where
  the flight ends: army dropped there by the rule above.
- A bird inside a bird-free zone after the moves must retreat to a neighbouring province
  outside every zone (the retreat phase; no order -> it dies, as any unordered retreat); with
  no such province it dies at once ("vor Angst").
"""

from __future__ import annotations

from dataclasses import dataclass

from adjudication.diplomacy import orders as std
from adjudication.diplomacy.results import SUCCEEDS, Reason
from adjudication.rather_silly.context import PhaseContext, Retreat
from adjudication.rather_silly.orders import Route, Scare
from adjudication.rather_silly.state import Unit
from adjudication.rather_silly.steps import Step
from adjudication.rather_silly.units import LETTER, Kind, rules_of

SECTION = "§8"
MAX_FLIGHT = 3
MAX_WITH_CARGO = 2
CARRIABLE = frozenset({Kind.ARMY, Kind.TWIN_ARMY})
SCARECROWS = frozenset({Kind.ARMY, Kind.FLEET, Kind.TWIN_ARMY, Kind.TWIN_FLEET})


@dataclass(frozen=True)
class Carriage:
    bird_id: str
    origin: str
    route: tuple[str, ...]  # provinces the army passes, last = where it should land
    partial: bool  # the army rides only part of the bird's route, then is dropped

    @property
    def drop_target(self) -> str:
        return self.route[-1]


def carried_to(ctx: PhaseContext, unit_id: str) -> str | None:
    found = ctx.facts.get("carried", {}).get(unit_id)
    return found.drop_target if found else None


def _route_of(order: object) -> tuple[str, ...] | None:
    if isinstance(order, Route):
        return tuple(p.split("/", 1)[0] for p in order.route)
    if isinstance(order, std.Move):
        return (order.to.split("/", 1)[0],)
    return None


def bird_neighbours(ctx: PhaseContext, province: str) -> set[str]:
    board = ctx.board
    found = set(board.neighbours(province))
    link = ctx.state.wormhole
    if link and ctx.enabled("§7") and province in link:
        found |= set(link) - {province}
    return {p for p in found if not board.is_build_only(p) and not board.is_hyperspace(p)}


def route_problem(ctx: PhaseContext, start: str, route: tuple[str, ...], limit: int) -> str:
    if not 1 <= len(route) <= limit:
        return Reason("rs_flight_length", limit=str(limit), count=str(len(route)))
    here = start
    for there in route:
        if there not in bird_neighbours(ctx, here):
            return Reason("rs_bird_cannot_fly", at=here, to=there)
        here = there
    return ""


def scare_zone(ctx: PhaseContext) -> frozenset[str]:
    zone: set[str] = set()
    for unit in ctx.state.units:
        if unit.kind in SCARECROWS and isinstance(ctx.orders.get(unit.id), Scare):
            zone.add(unit.province)
            zone |= ctx.board.neighbours(unit.province)
    return frozenset(zone)


def _truncate(route: tuple[str, ...], zone: frozenset[str]) -> tuple[str, ...]:
    for i, province in enumerate(route):
        if province in zone:
            return route[:i]
    return route


def _invalid(ctx: PhaseContext, unit: Unit, why: str) -> None:
    line = ctx.order_source.get(unit.id)
    if line is not None:
        line.result, line.reason = "invalid", why
    ctx.orders[unit.id] = std.Hold(LETTER[unit.kind], unit.at)


def plan_flights(ctx: PhaseContext) -> None:
    """Before the engine: check routes, pair armies with birds, cut flights at zones."""
    zone = scare_zone(ctx)
    ctx.facts["bird_free_zone"] = zone
    flights: dict[str, tuple[str, ...]] = {}
    carried: dict[str, Carriage] = {}
    birds = [u for u in ctx.state.units if u.kind is Kind.BIRD]
    for bird in birds:
        order = ctx.orders.get(bird.id)
        route = _route_of(order)
        if route is None:
            if not isinstance(order, std.Hold):
                _invalid(ctx, bird, Reason("rs_bird_order"))
            continue
        problem = route_problem(ctx, bird.province, route, MAX_FLIGHT)
        if problem:
            _invalid(ctx, bird, problem)
            continue
        flights[bird.id] = route
    taken: set[str] = set()
    for unit in ctx.state.units:
        order = ctx.orders.get(unit.id)
        route = _route_of(order)
        if unit.kind not in CARRIABLE or route is None:
            if isinstance(order, Route) and rules_of(unit.kind).moves_as is not None:
                _invalid(ctx, unit, Reason("rs_route_not_bird"))
            continue
        partner = next(
            (b for b in birds if b.id in flights and b.id not in taken
             and b.province == unit.province and flights[b.id][: len(route)] == route),
            None,
        )
        if partner is None:
            if isinstance(order, Route):
                _invalid(ctx, unit, Reason("rs_no_bird_route"))
            continue
        bird_route = flights[partner.id]
        if route == bird_route and len(route) > MAX_WITH_CARGO:
            _invalid(ctx, unit, Reason("rs_cargo_too_far", limit=str(MAX_WITH_CARGO)))
            continue
        taken.add(partner.id)
        common = _truncate(route, zone)
        partial = len(route) < len(bird_route) or common != route
        if not common:
            _invalid(ctx, unit, Reason("rs_flight_stopped"))
            continue
        carried[unit.id] = Carriage(partner.id, unit.province, common, partial)
    ctx.facts["carried"] = carried
    ctx.facts["flights"] = {b: _truncate(r, zone) for b, r in flights.items()}
    notes = ctx.facts.setdefault("notes", {})
    for bird_id, route in flights.items():
        if ctx.facts["flights"][bird_id] != route:
            notes[bird_id] = "stopped short by a bird-free zone (§8)"
    for army_id, trip in carried.items():
        if trip.partial:
            notes[army_id] = f"carried by birds only as far as {trip.drop_target} (§8)"


def _occupied_after(ctx: PhaseContext, province: str, exclude: str) -> bool:
    for uid, loc in ctx.positions.items():
        if (uid != exclude and loc.split("/", 1)[0] == province
                and rules_of(ctx.unit(uid).kind).occupies):
            return True
    return False


def _flag_flight_over_units(ctx: PhaseContext, army: Unit, trip: Carriage) -> None:
    """The text can be read as "a team meeting any occupied province on its way is dropped
    before it"; the engine reads "on its way into" as the destination. Let the GM choose."""
    passed = [p for p in trip.route[:-1] if _occupied_after(ctx, p, army.id)]
    if passed:
        ctx.flag(SECTION, "flight_over_units",
                 f"{LETTER[army.kind]} {army.at} flew with birds over {', '.join(passed)}, where "
                 "units stand; the engine lets a team fly over units and only the destination "
                 "counts. The GM may instead drop the army before the first of them.",
                 "fly_over", ("fly_over", f"dropped_before:{passed[0]}"))


def land_and_fly(ctx: PhaseContext) -> None:
    """After the engine: drops, drownings, bird positions, birds scared into retreat."""
    board = ctx.board
    for army_id, trip in ctx.facts.get("carried", {}).items():
        army = ctx.unit(army_id)
        result = ctx.outcomes.get(army_id, ("", ""))[0]
        _flag_flight_over_units(ctx, army, trip)
        if result == SUCCEEDS and not trip.partial:
            landed = trip.drop_target
        elif result == SUCCEEDS:
            landed = trip.drop_target  # empty on arrival, or the move would have failed
        elif trip.partial:
            ctx.destroy(army_id, "dropped over an occupied or contested province")
            ctx.event(SECTION, "army_lost_in_drop",
                      f"{LETTER[army.kind]} {army.at} was dropped over {trip.drop_target}, which "
                      "was not free land, and did not survive", army_id)
            continue
        else:
            drop = trip.route[-2] if len(trip.route) >= 2 else trip.origin
            if drop == trip.origin:
                continue  # a failed one-step flight: the army stays home like any failed move
            ctx.positions[army_id] = drop
            ctx.dislodged.pop(army_id, None)  # it was in the air, not at home
            if _occupied_after(ctx, drop, army_id):
                ctx.destroy(army_id, "dropped onto a unit and shot")
                ctx.event(SECTION, "army_shot",
                          f"{LETTER[army.kind]} {army.at} was dropped onto a unit in {drop} "
                          "and shot", army_id, province=drop)
                continue
            landed = drop
            ctx.event(SECTION, "army_dropped",
                      f"{LETTER[army.kind]} {army.at} was dropped in {drop}", army_id,
                      province=drop)
        if board.is_sea(landed):
            ctx.destroy(army_id, "dropped into the sea")
            ctx.event(SECTION, "army_drowned",
                      f"{LETTER[army.kind]} {army.at} was dropped into {landed} and drowned",
                      army_id, province=landed)
    for bird_id, route in ctx.facts.get("flights", {}).items():
        if route:
            ctx.positions[bird_id] = route[-1]
    zone = ctx.facts.get("bird_free_zone", frozenset())
    for unit in ctx.state.units:
        if unit.kind is not Kind.BIRD or unit.id not in ctx.positions:
            continue
        here = ctx.positions[unit.id].split("/", 1)[0]
        if here not in zone:
            continue
        options = tuple(sorted(p for p in bird_neighbours(ctx, here) if p not in zone))
        if options:
            ctx.dislodged[unit.id] = Retreat(None, options, SECTION, ctx.positions.pop(unit.id))
            ctx.event(SECTION, "bird_scared", f"V {here} must leave the bird-free zone",
                      unit.id, options=list(options))
        else:
            ctx.destroy(unit.id, "scared to death: no way out of the bird-free zones")
            ctx.event(SECTION, "bird_scared_to_death",
                      f"V {here} found no way out of the bird-free zones and died", unit.id)


STEPS = (
    Step("orders", 50, SECTION, plan_flights, "birds: routes, cargo, bird-free zones"),
    Step("after", 110, SECTION, land_and_fly, "birds: drops, flights, scared birds"),
)
