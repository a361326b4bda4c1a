"""The one-phase JSON door (``interface.resolve``) runs §17 phase by phase: retreat and
adjustment phases with the creatures' steps, and a whole season through it equals the season
door (one implementation of the sequence)."""

from __future__ import annotations

import json

import pytest

from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.interface import InputError, resolve, state_to_json
from adjudication.rather_silly.play import season_orders, start
from adjudication.rather_silly.season_door import resolve_season
from adjudication.rather_silly.sequence import play_season

BOARD = load_board()


def _units(answer: dict, *, creatures: bool = False) -> list[str]:
    return sorted(f"{u['power']} {u['type']} {u['at']}" for u in answer["public"]["units"]
                  if creatures or u["power"] not in ("monsters", "borg"))


def test_a_dislodged_unit_retreats_and_another_unit_sells_its_soul_afterwards() -> None:
    answer = resolve({
        "variant": "rather_silly", "phase": "S1905R",
        "units": [{"power": "germany", "type": "A", "at": "mun"},
                  {"power": "france", "type": "A", "at": "bur"}],
        "dislodged": [{"power": "germany", "type": "A", "at": "ruh", "retreats": ["hol", "kie"],
                       "attacker_from": "bur"}],
        "orders": {"germany": ["A ruh R hol", "A mun TEUFEL"]},
    })
    assert _units(answer) == ["france A bur", "germany A hol", "germany A mun"]
    mun = next(u for u in answer["public"]["units"] if u["at"] == "mun")
    assert mun["devil"] == {"seasons_left": 2}
    results = {r["order"]: r["result"] for r in answer["public"]["results"]}
    assert results == {"A ruh R hol": "succeeds", "A mun TEUFEL": "succeeds"}


def test_the_retreat_phase_runs_the_creatures_steps_of_section_17() -> None:
    answer = resolve({
        "variant": "rather_silly", "phase": "S1905R", "seed": 4,
        "units": [{"power": "germany", "type": "A", "at": "mun"}],
    })
    codes = [e["code"] for e in answer["public"]["events"]]
    assert codes == ["monster_appears"]  # §3: after the Spring retreats
    assert answer["next_phase"] == "F1905M"


def test_scared_birds_retreat_through_the_door_next_to_an_army_and_onto_a_fleet() -> None:
    moved = resolve({
        "variant": "rather_silly", "phase": "S1905M", "seed": 5,
        "units": [{"power": "germany", "type": "A", "at": "kie"},
                  {"power": "england", "type": "V", "at": "den"},
                  {"power": "england", "type": "V", "at": "hel"},
                  {"power": "russia", "type": "A", "at": "nwy"},
                  {"power": "france", "type": "F", "at": "nwg"},
                  {"power": "france", "type": "F", "at": "nth"}],
        "orders": {"germany": ["A kie vZ"], "france": ["F nwg - nwy", "F nth S F nwg - nwy"]},
    })
    assert sorted(u["at"] for u in moved["public"]["dislodged"]) == ["den", "hel", "nwy"]
    assert moved["next_phase"] == "S1905R"
    retreated = resolve(dict(moved["gm"]["state"], orders={
        "england": ["V den R swe", "V hel R nth"], "russia": ["A nwy R swe"]}))
    results = {r["order"]: r["result"] for r in retreated["public"]["results"]}
    assert results == {"V den R swe": "succeeds", "V hel R nth": "succeeds",
                       "A nwy R swe": "succeeds"}
    assert {"england V swe", "england V nth", "russia A swe", "france F nth"} <= set(
        _units(retreated))


def test_birds_and_amazons_cannot_sell_their_souls_and_only_their_owner_is_told() -> None:
    answer = resolve({
        "variant": "rather_silly", "phase": "F1905R",
        "units": [{"power": "germany", "type": "V", "at": "mun"},
                  {"power": "germany", "type": "AM", "at": "ber"}],
        "orders": {"germany": ["V mun TEUFEL", "AM ber TEUFEL"]},
    })
    assert [e["line"] for e in answer["private"]["germany"]["errors"]] == [
        "V mun TEUFEL", "AM ber TEUFEL"]
    assert "TEUFEL" not in json.dumps(answer["public"])
    assert all("devil" not in u for u in answer["public"]["units"])


def test_an_adjustment_phase_builds_birds_and_reports_bad_builds_to_the_builder() -> None:
    answer = resolve({
        "variant": "rather_silly", "phase": "W1905A",
        "units": [{"power": "england", "type": "F", "at": "nth"}],
        "supply_centers": {"england": ["lon", "edi"]},
        "orders": {"england": ["BUILD V lon", "BUILD A par"]},
    })
    assert "england V lon" in _units(answer)
    results = {r["order"]: r["result"] for r in answer["public"]["results"]}
    assert results == {"BUILD V lon": "succeeds"}
    assert [e["line"] for e in answer["private"]["england"]["errors"]] == ["BUILD A par"]
    assert answer["next_phase"] == "S1906M"


def test_there_is_no_spring_adjustment_phase() -> None:
    with pytest.raises(InputError, match="adjustments come in the Winter"):
        resolve({"variant": "rather_silly", "units": [],
                 "phase": {"year": 1905, "season": "spring", "type": "adjustment"}})


def _season_json(state, given) -> dict:
    data = dict(state_to_json(state), orders=dict(given.orders), narr=list(given.narr),
                predictions=list(given.predictions), retreats=dict(given.retreats),
                soul_sales=dict(given.soul_sales), adjustments=dict(given.adjustments),
                share_builds=dict(given.share_builds))
    if given.superhirn_asked:
        correct = given.superhirn_correct
        data["superhirn_correct"] = None if correct is None else list(correct)
    return json.loads(json.dumps(data))


@pytest.mark.parametrize("seed", [3, 8])
def test_a_season_through_the_phase_door_equals_the_season_door(seed: int) -> None:
    state = start(BOARD, seed)
    while (state.phase.year, state.phase.season) < (1902, "fall"):
        state = play_season(state, season_orders(BOARD, state), BOARD).state
    for _ in range(2):  # Fall 1902 (with adjustments), then Spring 1903
        data = _season_json(state, season_orders(BOARD, state))
        whole = resolve_season(data)
        superhirn = {k: data[k] for k in ("superhirn_correct", "share_builds") if k in data}
        moved = resolve({k: v for k, v in data.items()
                         if k not in ("retreats", "soul_sales", "adjustments")})
        after = resolve(dict(moved["gm"]["state"], retreats=data["retreats"],
                             soul_sales=data["soul_sales"],
                             **(superhirn if state.phase.season == "spring" else {})))
        if state.phase.season == "fall":
            after = resolve(dict(after["gm"]["state"], adjustments=data["adjustments"],
                                 **superhirn))
        assert after["gm"]["state"] == whole["gm"]["state"]
        assert after["public"]["units"] == whole["public"]["units"]
        state = play_season(state, season_orders(BOARD, state), BOARD).state


def test_malformed_lines_are_listed_with_what_would_be_right() -> None:
    with pytest.raises(InputError) as caught:
        resolve({"variant": "rather_silly", "phase": "S1905R", "units": [],
                 "orders": {"spain": ["A mad H"]}, "superhirn_correct": ["spain"],
                 "share_builds": ["F isl"]})
    problems = caught.value.problems
    assert "orders: unknown player(s) spain" in problems
    assert any(p.startswith("superhirn_correct: unknown player(s) spain") for p in problems)
    assert 'share_builds: expected {"player": "F isl"}' in problems
