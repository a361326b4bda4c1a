"""Random legal movement phases from a seed, for the property tests and the benchmark.

A phase puts 22-34 units on distinct provinces and gives every unit a legal order: holds,
moves to neighbours, supports of what neighbours really do (and sometimes of what they do not),
and convoys of coastal armies by the fleets next to them, so that many orders interact.
"""

from __future__ import annotations

import random
from typing import Any

from adjudication.diplomacy.orders import (
    ARMY,
    FLEET,
    Convoy,
    Hold,
    Move,
    Order,
    SupportHold,
    SupportMove,
    Unit,
    province_of,
)


def random_units(game_map: Any, rng: random.Random, low: int = 22, high: int = 34) -> list[Unit]:
    provinces = sorted(p for p, info in game_map.provinces.items() if info.kind != "impassable")
    rng.shuffle(provinces)
    powers = sorted(game_map.powers)
    units = []
    for province in provinces[: rng.randint(low, high)]:
        kind = game_map.provinces[province].kind
        unit_type = ARMY if kind == "land" else FLEET if kind == "sea" else rng.choice("AF")
        at = province
        if unit_type == FLEET:
            spots = game_map.fleet_locations_of(province)
            at = rng.choice(spots)
        units.append(Unit(rng.choice(powers), unit_type, at))
    return units


def random_orders(game_map: Any, units: list[Unit], rng: random.Random) -> list[tuple[str, Order]]:
    """One legal order per unit (supports may name moves that are not made: still legal)."""
    where = {province_of(u.at): u for u in units}
    orders: dict[str, Order] = {}

    def neighbours(unit: Unit) -> list[str]:
        near = (game_map.army_neighbours(unit.at) if unit.type == ARMY
                else game_map.fleet_neighbours(unit.at))
        return sorted(near)

    # Convoys first: a fleet at sea carries a neighbouring coastal army to another coast.
    for unit in units:
        if unit.type != FLEET or game_map.provinces[province_of(unit.at)].kind != "sea":
            continue
        if rng.random() > 0.3:
            continue
        shores = sorted({province_of(n) for n in game_map.fleet_neighbours(unit.at)})
        armies = [where[s] for s in shores if s in where and where[s].type == ARMY
                  and province_of(where[s].at) not in orders]
        targets = [s for s in shores if game_map.provinces[s].kind == "coast"]
        if not armies or len(targets) < 2:
            continue
        army = rng.choice(armies)
        goal = rng.choice([t for t in targets if t != army.at])
        orders[army.at] = Move(ARMY, army.at, goal, True)
        orders[province_of(unit.at)] = Convoy(FLEET, unit.at, army.at, goal)
    # Moves and holds.
    for unit in units:
        here = province_of(unit.at)
        if here in orders:
            continue
        if rng.random() < 0.55:
            orders[here] = Move(unit.type, unit.at, rng.choice(neighbours(unit)))
    # Supports of neighbours, mostly of what they really do.
    for unit in units:
        here = province_of(unit.at)
        if here in orders:
            continue
        reach = {province_of(n) for n in neighbours(unit)}
        options: list[Order] = []
        for other in units:
            there = province_of(other.at)
            if there == here:
                continue
            order = orders.get(there)
            if isinstance(order, Move) and province_of(order.to) in reach \
                    and province_of(order.to) != here:
                options.append(SupportMove(unit.type, unit.at, other.type, there,
                                           province_of(order.to)))
            elif there in reach and not isinstance(order, Move):
                options.append(SupportHold(unit.type, unit.at, other.type, there))
        if options and rng.random() < 0.8:
            orders[here] = rng.choice(options)
        else:
            orders[here] = Hold(unit.type, unit.at)
    return [(where[province].power, order) for province, order in orders.items()]


def random_phase(game_map: Any, seed: int) -> tuple[list[Unit], list[tuple[str, Order]]]:
    rng = random.Random(seed)
    units = random_units(game_map, rng)
    return units, random_orders(game_map, units, rng)


def random_phase_input(game_map: Any, seed: int, format_order: Any) -> dict[str, Any]:
    """A whole ``resolve`` input from a seed, for comparing the one-pass path
    (``plain_movement.py``) with the general one: a random phase's legal orders in canonical
    form (``format_order``), some dropped, plus canonical lines that are often illegal
    (unreachable moves, supports and convoys of anything, foreign units, wrong unit types,
    now and then a second order for a unit), spring or fall, with or without centres."""
    rng = random.Random(seed)
    units, orders = random_phase(game_map, seed)
    lines: dict[str, list[str]] = {}
    for power, order in orders:
        if rng.random() > 0.1:
            lines.setdefault(power, []).append(format_order(order))
    spots = sorted({spot for name in game_map.provinces
                    for spot in (name, *game_map.fleet_locations_of(name))})
    powers = sorted(game_map.powers)
    for _ in range(rng.choice((0, 0, 1, 2, 4))):
        unit = rng.choice(units)
        kind = rng.choice(ARMY + FLEET) if rng.random() < 0.2 else unit.type
        other = rng.choice(units)
        there = other.at if rng.random() < 0.7 else province_of(other.at)
        choice = rng.randrange(6)
        noise: Order
        if choice == 0:
            noise = Move(kind, unit.at, rng.choice(spots), rng.random() < 0.2)
        elif choice == 1:
            noise = SupportHold(kind, unit.at, other.type, there)
        elif choice == 2:
            noise = SupportMove(kind, unit.at, other.type, there, rng.choice(spots))
        elif choice == 3:
            noise = Convoy(FLEET, unit.at, province_of(other.at), rng.choice(spots))
        elif choice == 4:
            noise = Hold(kind, unit.at)
        else:
            noise = Move(kind, unit.at, rng.choice(spots))
        power = unit.power if rng.random() < 0.8 else rng.choice(powers)
        lines.setdefault(power, []).append(format_order(noise))
    data: dict[str, Any] = {
        "phase": f"{rng.choice('SF')}190{rng.randint(1, 9)}M",
        "units": [{"power": u.power, "type": u.type, "at": u.at} for u in units],
        "orders": lines,
    }
    if rng.random() < 0.5:
        centers: dict[str, list[str]] = {}
        for center in sorted(game_map.supply_centers):
            if rng.random() < 0.8:
                centers.setdefault(rng.choice(powers), []).append(center)
        data["supply_centers"] = centers
    return data
