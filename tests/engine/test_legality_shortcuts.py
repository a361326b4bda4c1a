"""Legality's shortcuts (holds, army moves and supports checked from the map's table) decide
exactly as the general path does: same outcomes, reasons and normalised orders."""

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudication.diplomacy.board import Board
from adjudication.diplomacy.legality import assign_movement_orders
from adjudication.diplomacy.maps import load_map
from adjudication.diplomacy.orders import Convoy, Hold, Move, SupportHold, SupportMove
from adjudication.diplomacy.rulebook import standard, standard_adjacency
from adjudication.diplomacy.sample import random_phase

MAP = load_map()
STANDARD = standard()
# The same adjacency behind another function: legality cannot take its shortcuts.
GENERAL = dataclasses.replace(
    STANDARD, adjacency=lambda board, unit, a, b: standard_adjacency(board, unit, a, b))
LOCATIONS = sorted({spot for name in MAP.provinces
                    for spot in (name, *MAP.fleet_locations_of(name))})


def odd_orders(units, rng):
    """Orders a careless player might send: wrong types, coasts, strangers' units, far moves."""
    orders = []
    for _ in range(len(units)):
        unit = rng.choice(units)
        kind = rng.choice([unit.type, unit.type, "A", "F", None])
        at = rng.choice([unit.at, unit.at, unit.at.partition("/")[0], rng.choice(LOCATIONS)])
        other = rng.choice(units)
        near = sorted({spot for n in MAP.army_neighbours(unit.at) | MAP.fleet_neighbours(unit.at)
                       for spot in (n, *MAP.fleet_locations_of(n.partition("/")[0]))})
        place = rng.choice(near) if near and rng.random() < 0.7 else rng.choice(LOCATIONS)
        order = rng.choice([
            Hold(kind, at), Move(kind, at, place), Move(kind, at, place, True),
            SupportHold(kind, at, rng.choice(["A", "F", None]), other.at),
            SupportMove(kind, at, other.type, rng.choice([other.at, place]), place),
            Convoy(kind, at, other.at, place),
        ])
        power = unit.power if rng.random() < 0.9 else other.power
        orders.append((power, order))
    return orders


def assign(rules, units, orders):
    board = Board(MAP, list(units), [None] * len(units))
    outcomes = assign_movement_orders(board, rules, [(p, o, "") for p, o in orders])
    return [(o.power, o.order, o.result, o.reason, o.unit) for o in outcomes], board.orders


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.booleans())
def test_the_shortcuts_decide_as_the_general_path_does(seed, odd):
    units, orders = random_phase(MAP, seed)
    if odd:
        orders = orders + odd_orders(units, random.Random(seed))
    assert assign(STANDARD, units, orders) == assign(GENERAL, units, orders)
