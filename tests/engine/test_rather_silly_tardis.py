"""§15 TARDIS: jumps, carriers, monster hunting, exorcism, capture."""

from dataclasses import dataclass

import pytest

from adjudication.diplomacy.orders import Hold, Move
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.grammar import OrderError, parse_order
from adjudication.rather_silly.orders import Route
from adjudication.rather_silly.tardis import (
    Hyperjump,
    capture,
    carrier,
    destinations,
    doomed_monsters,
    hyperjump,
    meeting,
)
from adjudication.rather_silly.units import Kind

BOARD = load_board()


@dataclass(frozen=True)
class P:
    power: str
    kind: Kind
    at: str
    devil_seasons_left: int = 0


T = P("doktor", Kind.TARDIS, "bur")


def test_the_jump_order_is_read_and_bad_ones_are_explained():
    assert parse_order("T bur HYP mos", BOARD) == Hyperjump("T", "bur", "mos")
    assert parse_order("tardis hyp hyp lon", BOARD) == Hyperjump("T", "hyp", "lon")
    with pytest.raises(OrderError, match="HYP <destination>"):
        parse_order("T bur HYP", BOARD)


def test_a_jump_needs_the_tardis_alone_and_half_the_jumps_go_astray():
    blocked = hyperjump(BOARD, T, Hyperjump("T", "bur", "mos"),
                        [T, P("france", Kind.ARMY, "bur")], seed=1, phase="S1901M")
    assert blocked.to is None and "shares bur" in blocked.error
    results = [hyperjump(BOARD, T, Hyperjump("T", "bur", "mos"), [T], seed=s, phase="S1901M")
               for s in range(200)]
    astray = sum(r.randomised for r in results)
    assert 70 < astray < 130
    assert all(r.to == "mos" for r in results if not r.randomised)
    assert all(r.to in destinations(BOARD) for r in results)
    assert {"isl", "cre", "hyp", "swi"}.isdisjoint(destinations(BOARD))
    again = hyperjump(BOARD, T, Hyperjump("T", "bur", "mos"), [T], seed=7, phase="S1901M")
    assert again == results[7]


def test_it_rides_with_a_unit_given_the_same_move_but_not_with_monsters():
    units = {"t": T, "a": P("france", Kind.ARMY, "bur"), "m": P("monsters", Kind.SPACE_MONSTER,
                                                                "bur")}
    orders = {"a": Move("A", "bur", "mun"), "m": Move("WM", "bur", "mun")}
    assert carrier(T, Move("T", "bur", "mun"), units, orders) == "a"
    assert carrier(T, Move("T", "bur", "par"), units, orders) is None
    assert carrier(T, Move("T", "bur", "mun"), {"t": T, "m": units["m"]}, orders) is None
    bird = {"t": T, "v": P("england", Kind.BIRD, "bur")}
    flight = {"v": Route("V", "bur", ("par", "bre"))}
    assert carrier(T, Route("T", "bur", ("par", "bre")), bird, flight) == "v"


def test_a_monster_meeting_the_carrier_is_destroyed_before_the_moves():
    units = {"a": P("france", Kind.ARMY, "bur"), "m1": P("monsters", Kind.SPACE_MONSTER, "mun"),
             "m2": P("monsters", Kind.SPACE_MONSTER, "ruh"),
             "m3": P("monsters", Kind.SPACE_MONSTER, "tyr")}
    orders = {"a": Move("A", "bur", "mun"), "m1": Hold("WM", "mun"),
              "m2": Move("WM", "ruh", "mun"), "m3": Move("WM", "tyr", "boh")}
    assert doomed_monsters("a", units, orders) == ["m1", "m2"]
    fleeing = dict(orders, m1=Move("WM", "mun", "boh"))
    assert doomed_monsters("a", units, fleeing) == ["m1", "m2"]
    elsewhere = {"a": Move("A", "bur", "par"), **{k: v for k, v in orders.items() if k != "a"}}
    assert doomed_monsters("a", units, elsewhere) == []
    head_on = {"a": Move("A", "bur", "mun"), "m1": Move("WM", "mun", "bur")}
    assert doomed_monsters("a", {"a": units["a"], "m1": units["m1"]}, head_on) == ["m1"]


def test_meeting_monsters_and_devils_destroys_exorcises_and_scores():
    units = {"t": T, "m": P("monsters", Kind.SEA_MONSTER, "bur"),
             "d": P("germany", Kind.ARMY, "bur", devil_seasons_left=1),
             "x": P("germany", Kind.ARMY, "mun", devil_seasons_left=2)}
    met = meeting("bur", units)
    assert met.monsters == ("m",) and met.devils == ("d",) and met.points == 2
    assert meeting("hyp", units).points == 0


def test_it_takes_a_centre_only_when_alone_on_it():
    assert capture(BOARD, "mun", [P("doktor", Kind.TARDIS, "mun")]) == "mun"
    assert capture(BOARD, "mun", [P("doktor", Kind.TARDIS, "mun"),
                                  P("germany", Kind.ARMY, "mun")]) is None
    assert capture(BOARD, "bur", []) is None
    assert capture(BOARD, "hyp", []) is None
