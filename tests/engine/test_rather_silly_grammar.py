"""Reading Rather Silly order lines."""

from __future__ import annotations

import pytest

from adjudication.diplomacy.orders import Move, SupportMove
from adjudication.rather_silly.grammar import OrderError, parse_order
from adjudication.rather_silly.orders import (
    Distract,
    Route,
    Scare,
    Seduce,
    SeduceAll,
    SellSoul,
    WormholeVote,
)


@pytest.mark.parametrize(("line", "expected"), [
    ("V Lon-Nth-Den", Route("V", "lon", ("nth", "den"))),
    ("A lon - nth - den", Route("A", "lon", ("nth", "den"))),
    ("A kie vZ", Scare("A", "kie")),
    ("A® bur VER A mun", Seduce("AM", "bur", "A", "mun")),
    ("AM gas ver F bre", Seduce("AM", "gas", "F", "bre")),
    ("A® Den VER alle F", SeduceAll("AM", "den", "F")),
    ("DA ruh HOSE", Distract("DA", "ruh")),
    ("A mun TEUFEL", SellSoul("A", "mun")),
    ("WURMLOCH lon-mos", WormholeVote(("lon", "mos"))),
    ("SA Mun S SA Kie-Ruh", SupportMove("SA", "mun", "SA", "kie", "ruh")),
    ("SA kie -> ruh", Move("SA", "kie", "ruh")),
])
def test_it_reads_the_variant_orders(line: str, expected: object) -> None:
    assert parse_order(line) == expected


@pytest.mark.parametrize(("line", "message"), [
    ("Q lon H", "unknown unit type"),
    ("A lnodon - wal", "unknown province"),
    ("A® den VER alle V", "VER alle takes A or F"),
    ("WURMLOCH lon-lon", "two different provinces"),
    ("A mun frobnicate", "expected a move"),
])
def test_it_says_what_is_wrong_with_a_line(line: str, message: str) -> None:
    with pytest.raises(OrderError, match=message):
        parse_order(line)


def test_via_convoy_after_one_destination_marks_a_move_by_convoy_and_not_after_a_route() -> None:
    # Standard rules (DATC 4.A.3): docs/rules/rather-silly.md "Move by convoy to a neighbour".
    assert parse_order("A nwy - swe via convoy") == Move("A", "nwy", "swe", True)
    assert parse_order("A nwy - swe per Konvoi") == Move("A", "nwy", "swe", True)
    assert parse_order("A nwy - swe") == Move("A", "nwy", "swe", False)
    with pytest.raises(OrderError, match="'via convoy' follows one destination"):
        parse_order("A lon - nth - den via convoy")
