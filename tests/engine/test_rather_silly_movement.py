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


def _results(answer: dict) -> list[tuple[str, str, str, str]]:
    return [(r["power"], r["order"], r["result"], r["reason"]) for r in answer["gm"]["results"]]


def _places(answer: dict) -> list[tuple[str, str]]:
    return sorted((u["id"], u["at"]) for u in answer["public"]["units"])


def test_a_prediction_among_a_nations_orders_is_not_a_unit_order() -> None:
    # Pinned by mutation testing: only the Wahrsager predicts (§16); a nation's VORHERSAGE line
    # is read, matches no unit and says so (it crashed the line reader before).
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901M", "seed": 3,
        "units": [{"power": "france", "type": "A", "at": "bur"}],
        "orders": {"france": ["VORHERSAGE bur", "A bur - mar"]},
    })
    assert _results(answer) == [("france", "VORHERSAGE bur", "invalid", "not a unit order"),
                                ("france", "A bur - mar", "succeeds", "")]


def test_a_line_names_its_own_powers_unit_of_that_kind_among_several_in_one_province() -> None:
    # Pinned by mutation testing: birds live beside every other unit (§8, "friedlich neben
    # jeder anderen Einheitenart"), so a province may hold several units. A line takes its
    # own power's unit of the kind it names; failing that, the first of that kind says whose
    # it is; a kind not there is named with what is there.
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901M", "seed": 3,
        "units": [{"power": "england", "type": "V", "at": "nth"},
                  {"power": "england", "type": "F", "at": "nth"},
                  {"power": "germany", "type": "V", "at": "nth"}],
        "orders": {"germany": ["V nth - hel", "A nth - den"], "russia": ["V nth - den"],
                   "england": ["F nth - nwg"]},
    })
    assert _results(answer) == [
        ("germany", "V nth - hel", "succeeds", ""),
        ("germany", "A nth - den", "invalid", "no A at nth (there is: V, F, V)"),
        ("russia", "V nth - den", "invalid", "the V at nth belongs to england"),
        ("england", "F nth - nwg", "succeeds", "")]
    assert _places(answer) == [("england:F:nth", "nwg"), ("england:V:nth", "nth"),
                               ("germany:V:nth", "hel")]


def test_a_reason_names_the_other_unit_by_its_variant_kind() -> None:
    # Pinned by mutation testing: the engine knows the Drecksackarmee as an army (§10,
    # strength 0); France's reason names it DA, with its support (0 + 1 against 1).
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901M", "seed": 3,
        "units": [{"power": "germany", "type": "DA", "at": "ruh"},
                  {"power": "germany", "type": "A", "at": "kie"},
                  {"power": "france", "type": "A", "at": "bur"}],
        "orders": {"germany": ["DA ruh H", "A kie S DA ruh"], "france": ["A bur - ruh"]},
    })
    assert _results(answer)[2] == (
        "france", "A bur - ruh", "bounced", "bounced off germany DA ruh (1 against 1)")


def test_the_orders_after_an_illegal_one_are_still_resolved() -> None:
    # Pinned by mutation testing: an army cannot walk to London (standard rules); the unit
    # holds and the units after it still move.
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901M", "seed": 3,
        "units": [{"power": "austria", "type": "A", "at": "vie"},
                  {"power": "france", "type": "A", "at": "bur"},
                  {"power": "germany", "type": "A", "at": "ruh"}],
        "orders": {"austria": ["A vie - lon"], "france": ["A bur - mar"],
                   "germany": ["A ruh - bur"]},
    })
    assert _results(answer) == [("austria", "A vie - lon", "invalid", "A vie cannot reach lon"),
                                ("france", "A bur - mar", "succeeds", ""),
                                ("germany", "A ruh - bur", "succeeds", "")]
    assert _places(answer) == [("austria:A:vie", "vie"), ("france:A:bur", "mar"),
                               ("germany:A:ruh", "bur")]


def test_a_refused_tardis_jump_leaves_the_next_lines_results_and_a_lone_jump_succeeds() -> None:
    # Pinned by mutation testing: §15, the TARDIS may not jump in company; the result the
    # TARDIS section gave its line stays, and the lines after it get theirs. Alone it jumps,
    # and its line reads "succeeds" without a reason.
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901M", "seed": 3,
        "units": [{"power": "doktor", "type": "T", "at": "lon"},
                  {"power": "england", "type": "A", "at": "lon"}],
        "orders": {"doktor": ["T lon HYP mos"], "england": ["A lon - wal"]},
    })
    assert _results(answer) == [
        ("doktor", "T lon HYP mos", "void", "the TARDIS shares lon with other units: no jump "
         "(§15)"),
        ("england", "A lon - wal", "succeeds", "")]
    alone = resolve({
        "variant": "rather_silly", "phase": "S1901M", "seed": 3,
        "units": [{"power": "doktor", "type": "T", "at": "lon"}],
        "orders": {"doktor": ["T lon HYP mos"]},
    })
    assert _results(alone) == [("doktor", "T lon HYP mos", "succeeds", "")]
    assert _places(alone) == [("doktor:T:lon", "mos")]


def test_a_tied_wormhole_vote_is_drawn_by_lot_from_the_seed_and_the_phase() -> None:
    # Pinned by mutation testing: §7, a tie between the proposed links goes by lot; all
    # randomness comes from the game's seed, drawn afresh each phase. Over seeds and over
    # phases both links win some; the same seed and phase always give the same link.
    def link(seed: int, phase: str) -> tuple[str, ...]:
        answer = resolve({
            "variant": "rather_silly", "phase": phase, "seed": seed,
            "units": [{"power": "france", "type": "A", "at": "bur"}],
            "orders": {"england": ["WURMLOCH lon - mos"], "france": ["WURMLOCH par - con"]},
        })
        return tuple(answer["public"]["wormhole_next"])

    by_seed = {link(seed, "S1901M") for seed in range(12)}
    by_phase = {link(5, f"{season}{year}M") for year in range(1901, 1907) for season in "SF"}
    assert by_seed == by_phase == {("lon", "mos"), ("con", "par")}
    assert link(7, "F1903M") == link(7, "F1903M")


def test_votes_given_beside_the_orders_count_and_without_section_7_there_is_no_wormhole(
) -> None:
    # Pinned by mutation testing: §7, the link with the most votes opens next season; the
    # season sequence hands votes over beside the orders. With §7 switched off nothing opens.
    state = read_state({**EXAMPLE, "orders": {}})
    votes = {"england": ["lon", "mos"], "france": ["lon", "mos"]}
    assert adjudicate_movement(state, {}, wormhole_votes=votes).wormhole_next == ("lon", "mos")
    closed = adjudicate_movement(state, {}, wormhole_votes=votes, disabled=frozenset({"§7"}))
    assert closed.wormhole_next is None and closed.state.wormhole is None


def test_one_movement_phase_counts_a_devils_seasons_down_unless_told_or_section_5_is_off(
) -> None:
    # Pinned by mutation testing: §5, a sold soul returns after two movement phases; one
    # phase alone counts down once; the season sequence (§17) counts after the Borg and asks
    # the phase not to; with §5 switched off nothing counts.
    state = read_state({
        "variant": "rather_silly", "phase": "S1901M", "seed": 3,
        "units": [{"power": "france", "type": "A", "at": "bur", "devil": {"seasons_left": 2}}],
    })

    def left(**options: object) -> int:
        return adjudicate_movement(state, {}, **options).state.units[0].devil_seasons_left

    assert left() == 1
    assert left(tick_devils=False) == 2
    assert left(disabled=frozenset({"§5"})) == 2


def test_the_units_after_a_dislodged_one_keep_their_places() -> None:
    # Pinned by mutation testing: Austria's army in Bohemia is dislodged (standard rules: 2
    # against 1) and waits for its retreat; every unit after it still ends where it moved.
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901M", "seed": 3,
        "units": [{"power": "austria", "type": "A", "at": "boh"},
                  {"power": "germany", "type": "A", "at": "sil"},
                  {"power": "germany", "type": "A", "at": "mun"},
                  {"power": "turkey", "type": "A", "at": "bul"}],
        "orders": {"germany": ["A sil - boh", "A mun S A sil - boh"], "turkey": ["A bul - ser"]},
    })
    assert _places(answer) == [("germany:A:mun", "mun"), ("germany:A:sil", "boh"),
                               ("turkey:A:bul", "ser")]
    assert [(d["id"], d["retreats"]) for d in answer["public"]["dislodged"]] == [
        ("austria:A:boh", ["gal", "tyr", "vie"])]


def test_a_sections_note_comes_before_the_engines_reason_on_the_units_line() -> None:
    # Pinned by mutation testing: §9, the seduced army's line says why it went elsewhere,
    # followed by the engine's reason when there is one (here it bounces in Burgundy); §8,
    # birds stopped short by a bird-free zone say so on a line that otherwise succeeds.
    seduced = resolve({
        "variant": "rather_silly", "phase": "S1901M", "seed": 3,
        "units": [{"power": "france", "type": "AM", "at": "par"},
                  {"power": "germany", "type": "A", "at": "mun"},
                  {"power": "france", "type": "A", "at": "mar"}],
        "orders": {"france": ["A® par VER A mun", "A mar - bur"], "germany": ["A mun - sil"]},
    })
    assert _results(seduced)[2] == (
        "germany", "A mun - sil", "bounced", "seduced by the A®mazone in par (§9): moves to bur "
        "instead; bounced with france A mar from mar")
    stopped = resolve({
        "variant": "rather_silly", "phase": "S1901M", "seed": 7,
        "units": [{"power": "england", "type": "V", "at": "lon"},
                  {"power": "germany", "type": "A", "at": "kie"}],
        "orders": {"england": ["V lon-nth-den"], "germany": ["A kie vZ"]},
    })
    assert _results(stopped)[0] == (
        "england", "V lon-nth-den", "succeeds", "stopped short by a bird-free zone (§8)")


def test_a_line_a_section_already_judged_keeps_its_result_and_the_next_lines_get_theirs(
) -> None:
    # Pinned by mutation testing: §8, birds cannot support; that line is invalid before the
    # engine runs, and the lines after it still get the engine's results (a bounce).
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901M", "seed": 3,
        "units": [{"power": "england", "type": "V", "at": "lon"},
                  {"power": "england", "type": "F", "at": "edi"},
                  {"power": "germany", "type": "F", "at": "hel"}],
        "orders": {"england": ["V lon S F edi", "F edi - nth"], "germany": ["F hel - nth"]},
    })
    assert _results(answer) == [
        ("england", "V lon S F edi", "invalid",
         "birds fly (V xxx-yyy-zzz) or stay; they cannot support"),
        ("england", "F edi - nth", "bounced", "bounced with germany F hel from hel"),
        ("germany", "F hel - nth", "bounced", "bounced with england F edi from edi")]
