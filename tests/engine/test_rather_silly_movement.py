"""The movement pipeline as a whole: invariants and how results read."""

from __future__ import annotations

import json
from pathlib import Path

from adjudication.rather_silly.interface import read_state, resolve
from adjudication.rather_silly.movement import adjudicate_movement

EXAMPLE = json.loads((Path(__file__).parents[2] / "docs" / "examples" /
                      "rather-silly-phase.json").read_text(encoding="utf-8"))


def test_every_unit_ends_on_the_board_dislodged_or_destroyed_and_the_input_is_untouched() -> None:
    state = read_state(EXAMPLE)
    before = state.units
    result = adjudicate_movement(state, EXAMPLE["orders"])
    assert state.units == before
    after = {u.id for u in result.state.units}
    accounted = after | set(result.dislodged) | set(result.destroyed)
    assert {u.id for u in before} == accounted
    assert not after & set(result.dislodged)


def test_reasons_name_units_by_their_variant_kind() -> None:
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901M",
        "units": [{"power": "germany", "type": "DA", "at": "ruh"},
                  {"power": "france", "type": "A", "at": "bur"}],
        "orders": {"germany": ["DA ruh - bur"], "france": ["A bur H"]},
    })
    reason = answer["public"]["results"][0]["reason"]
    assert "france A bur" in reason and "(0 against 1)" in reason


def test_a_line_for_someone_elses_unit_is_invalid_and_only_its_writer_learns_whose_it_is(
) -> None:
    answer = resolve({
        "variant": "rather_silly", "phase": "S1902M",
        "units": [{"power": "france", "type": "A", "at": "bur"}],
        "orders": {"germany": ["A bur - mun"]},
    })
    assert answer["private"]["germany"]["orders"] == [
        {"order": "A bur - mun", "result": "invalid",
         "reason": "the A at bur belongs to france"}]
    assert "A bur - mun" not in json.dumps(answer["public"])


def test_every_line_is_read_in_turn_a_bad_one_said_why_and_a_later_order_replaces() -> None:
    # Pinned by mutation testing: a line that cannot be read, one for no unit and one for the
    # wrong unit type are invalid with the reason, and the lines after them are still read;
    # a later order for a unit replaces the earlier one; a unit without an order holds.
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901M", "seed": 3,
        "units": [{"power": "austria", "type": "A", "at": "vie"},
                  {"power": "austria", "type": "A", "at": "bud"},
                  {"power": "austria", "type": "F", "at": "tri"},
                  {"power": "germany", "type": "A", "at": "mun"}],
        "orders": {"austria": ["A vie jumps", "A gal - ukr", "F vie - tri", "A vie - gal",
                               "A bud - ser", "A bud - rum"],
                   "germany": ["A mun - boh"]},
    })
    assert [(r["power"], r["order"], r["result"], r["reason"])
            for r in answer["gm"]["results"]] == [
        ("austria", "A vie jumps", "invalid", "cannot read 'jumps' in 'A vie jumps': expected "
         "a move (-), S, C, vZ, VER, HOSE, TEUFEL, R or DISBAND"),
        ("austria", "A gal - ukr", "invalid", "no unit at gal"),
        ("austria", "F vie - tri", "invalid", "no F at vie (there is: A)"),
        ("austria", "A vie - gal", "succeeds", ""),
        ("austria", "A bud - ser", "replaced", "a later order replaces it"),
        ("austria", "A bud - rum", "succeeds", ""),
        ("germany", "A mun - boh", "succeeds", "")]
    assert [o["order"] for o in answer["private"]["austria"]["orders"]] == [
        "A vie jumps", "A gal - ukr", "F vie - tri"]
    assert sorted((u["id"], u["at"]) for u in answer["public"]["units"]) == [
        ("austria:A:bud", "rum"), ("austria:A:vie", "gal"), ("austria:F:tri", "tri"),
        ("germany:A:mun", "boh")]


def test_a_twin_army_may_be_ordered_by_the_letter_it_moves_as() -> None:
    # Pinned by mutation testing: "A kie" names the twin army in Kiel (its only army-like
    # unit there); the line is read for that unit and no other.
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901M", "seed": 3,
        "units": [{"power": "germany", "type": "SA", "at": "kie", "twin": "g"},
                  {"power": "germany", "type": "SA", "at": "mun", "twin": "g"}],
        "orders": {"germany": ["A kie - ruh", "A ber - sil"]},
    })
    assert [(r["order"], r["result"], r["reason"]) for r in answer["gm"]["results"]] == [
        ("A kie - ruh", "succeeds", ""), ("A ber - sil", "invalid", "no unit at ber")]
    assert sorted(u["at"] for u in answer["public"]["units"]) == ["mun", "ruh"]


def test_a_wormhole_vote_line_does_not_end_the_reading_of_its_writers_orders() -> None:
    # Pinned by mutation testing: after a WURMLOCH line the power's next lines are read too.
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901M", "seed": 3,
        "units": [{"power": "austria", "type": "A", "at": "vie"}],
        "orders": {"austria": ["WURMLOCH lon-mos", "A vie - gal"]},
    })
    assert [(r["order"], r["result"]) for r in answer["gm"]["results"]] == [
        ("A vie - gal", "succeeds"), ("WURMLOCH lon-mos", "counted")]
    assert [u["at"] for u in answer["public"]["units"]] == ["gal"]
    assert answer["public"]["wormhole_next"] == ["lon", "mos"]


def test_an_army_beside_its_goal_ordered_via_convoy_goes_by_sea_with_another_powers_fleet(
) -> None:
    # Pinned by mutation testing (`_engine_order` dropped the order's "via convoy"): the
    # standard rules apply (DATC 4.A.3, docs/rules/rather-silly.md "Move by convoy to a
    # neighbour"): ordered via convoy, the Russian army is carried by England's fleet and swaps
    # with the German army; ordered plainly, it walks and the head-to-head bounces.
    def play(move: str) -> dict:
        return resolve({
            "variant": "rather_silly", "phase": "S1901M", "seed": 3,
            "units": [{"power": "russia", "type": "A", "at": "nwy"},
                      {"power": "england", "type": "F", "at": "ska"},
                      {"power": "germany", "type": "A", "at": "swe"}],
            "orders": {"russia": [move], "england": ["F ska C A nwy - swe"],
                       "germany": ["A swe - nwy"]},
        })

    by_sea = play("A nwy - swe via convoy")
    assert [(r["order"], r["result"]) for r in by_sea["gm"]["results"]] == [
        ("A nwy - swe via convoy", "succeeds"), ("F ska C A nwy - swe", "succeeds"),
        ("A swe - nwy", "succeeds")]
    assert sorted((u["id"], u["at"]) for u in by_sea["public"]["units"]) == [
        ("england:F:ska", "ska"), ("germany:A:swe", "nwy"), ("russia:A:nwy", "swe")]
    overland = play("A nwy - swe")
    assert [(r["order"], r["result"]) for r in overland["gm"]["results"]] == [
        ("A nwy - swe", "bounced"), ("F ska C A nwy - swe", "void"), ("A swe - nwy", "bounced")]
    assert sorted((u["id"], u["at"]) for u in overland["public"]["units"]) == [
        ("england:F:ska", "ska"), ("germany:A:swe", "swe"), ("russia:A:nwy", "nwy")]
