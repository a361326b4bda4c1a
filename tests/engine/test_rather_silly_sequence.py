"""§17 whole seasons: the season scenarios (tests/scenarios/rather_silly/seasons/*.json) and
the order of the steps.

A season scenario holds ``section``, ``title``, ``description``, ``input`` (the movement
phase's JSON plus the season inputs of ``season_door.resolve_season``) and ``expect`` (read
from the answer's ``public`` part; ``events`` and errors from its ``gm`` part):

- ``units``: every unit afterwards, ``"power KIND location"``; ``*`` as location matches any
  (a monster's spawn point is a seeded draw, pinned by the monster tests, not here);
- ``events`` (public) / ``gm_events`` (the GM's): codes that must appear; ``errors``: substrings;
- ``state``: section_state entries that must match exactly; ``lost_souls`` likewise;
- ``game_end``: ``how`` and ``winners``;
- ``public_never_contains``: strings that must not appear anywhere in the public part.

Unless ``"rule_matters": false``, the season is played again with the section switched off
and the outcome must differ.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.context import Retreat
from adjudication.rather_silly.roles import retreats
from adjudication.rather_silly.season_door import resolve_season
from adjudication.rather_silly.state import Phase, State, Unit
from adjudication.rather_silly.units import Kind

SCENARIOS = sorted(
    (Path(__file__).parents[1] / "scenarios" / "rather_silly" / "seasons").glob("*.json"))


def _units(answer: dict) -> list[str]:
    return sorted(f"{u['power']} {u['type']} {u['at']}" for u in answer["public"]["units"])


def _match_units(found: list[str], wanted: list[str]) -> bool:
    if len(found) != len(wanted):
        return False
    rest = list(found)
    for spec in sorted(wanted, key=lambda s: s.endswith("*")):
        prefix = spec[:-1] if spec.endswith("*") else None
        hit = next((u for u in rest if u == spec or (prefix and u.startswith(prefix))), None)
        if hit is None:
            return False
        rest.remove(hit)
    return True


def _outcome(answer: dict) -> tuple:
    state = answer["gm"]["state"]
    return (_units(answer), json.dumps(state["section_state"], sort_keys=True),
            answer["public"]["game_end"], state["lost_souls"])


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_season_scenario(path: Path) -> None:
    scenario = json.loads(path.read_text(encoding="utf-8"))
    expect = scenario["expect"]
    answer = resolve_season(scenario["input"])

    public, gm = answer["public"], answer["gm"]
    assert _match_units(_units(answer), expect["units"]), (_units(answer), expect["units"])
    assert set(expect.get("events", [])) <= {e["code"] for e in public["events"]}
    assert set(expect.get("gm_events", [])) <= {e["code"] for e in gm["events"]}
    for text in expect.get("errors", []):
        assert any(text in e["why"] for e in gm["errors"]), gm["errors"]
    for key, value in expect.get("state", {}).items():
        assert gm["state"]["section_state"].get(key) == value, key
    if "lost_souls" in expect:
        assert public["lost_souls"] == expect["lost_souls"]
    if "game_end" in expect:
        end = public["game_end"]
        assert end is not None and {"how": end["how"], "winners": end["winners"]} == \
            expect["game_end"]
    shown = json.dumps(public)
    for secret in expect.get("public_never_contains", []):
        assert secret not in shown

    if scenario.get("rule_matters", True):
        without = resolve_season(scenario["input"], disabled=frozenset({scenario["section"]}))
        assert _outcome(without) != _outcome(answer), "the same result without the rule"


def test_every_season_scenario_names_its_section_and_says_what_it_shows() -> None:
    assert SCENARIOS
    for path in SCENARIOS:
        scenario = json.loads(path.read_text(encoding="utf-8"))
        assert scenario["section"].startswith("§") and scenario["description"].strip()


# --- the retreat step (roles.retreats) ------------------------------------------------------

BOARD = load_board()


def _retreat(units, dislodged, lines):
    state = State(Phase(1903, "fall", "retreat"), units=tuple(units), seed=1)
    after, events = retreats(BOARD, state, dislodged, lines, wormhole=None, phase="F1903R")
    return sorted(f"{u.power} {u.kind.value} {u.at}" for u in after.units), events


def test_two_units_retreating_to_one_province_are_both_disbanded():
    a = Unit("a", "austria", Kind.ARMY, "vie")
    r = Unit("r", "russia", Kind.ARMY, "gal")
    dislodged = {"a": (a, Retreat("bud", ("boh", "tyr"))), "r": (r, Retreat("war", ("boh",)))}
    units, _ = _retreat([], dislodged, {"austria": ["A vie R boh"], "russia": ["A gal R boh"]})
    assert units == []


def test_a_bird_retreats_among_units_and_cancels_nobody():
    bird = Unit("v", "england", Kind.BIRD, "lon")
    army = Unit("a", "france", Kind.ARMY, "pic")
    holder = Unit("h", "germany", Kind.ARMY, "bel")
    dislodged = {"v": (bird, Retreat(None, ("bel", "wal"), "§8")),
                 "a": (army, Retreat("par", ("bel",)))}
    units, _ = _retreat([], dislodged, {"england": ["V lon R wal"], "france": ["A pic R bel"]})
    assert units == ["england V wal", "france A bel"]
    units, _ = _retreat([holder], {"v": dislodged["v"]}, {"england": ["V lon R bel"]})
    assert units == ["england V bel", "germany A bel"]


def test_a_retreat_line_is_matched_where_the_unit_must_leave():
    bird = Unit("v", "england", Kind.BIRD, "lon")
    dislodged = {"v": (bird, Retreat(None, ("hol", "bel"), "§8", at="nth"))}
    units, _ = _retreat([], dislodged, {"england": ["V nth R hol"]})
    assert units == ["england V hol"]


def test_the_tardis_may_flee_to_hyperspace_when_its_companion_is_dislodged():
    box = Unit("t", "doktor", Kind.TARDIS, "bur")
    army = Unit("a", "france", Kind.ARMY, "bur")
    dislodged = {"a": (army, Retreat("mun", ("pic",)))}
    units, events = _retreat([box], dislodged, {"doktor": ["T bur R hyp"]})
    assert units == ["doktor T hyp"]
    assert any(e.code == "tardis_flees" for e in events)


def test_a_dislodged_monster_picks_its_own_retreat():
    monster = Unit("m", "monsters", Kind.SPACE_MONSTER, "boh")
    units, _ = _retreat([], {"m": (monster, Retreat("mun", ("gal", "vie")))}, {})
    assert units == ["monsters WM vie"]


# --- Winter 1900 set-up and secrecy ---------------------------------------------------------

def test_the_winter_1900_setup_lists_every_bad_placement():
    from adjudication.rather_silly.roles import SetupError, new_game
    from adjudication.rather_silly.state import PLAYERS

    good = {p: ["boh", "boh", "nth"] for p in PLAYERS}
    state = new_game(BOARD, 1, good)
    assert state.phase.code == "S1901M"
    assert len(state.section_state["lamas"]["herds"]) == 33
    assert any(u.kind is Kind.TARDIS and u.at == "hyp" for u in state.units)
    bad = dict(good, italy=["rom", "isl"], narr=["boh", "boh", "boh"])
    del bad["turkey"]
    with pytest.raises(SetupError) as caught:
        new_game(BOARD, 1, bad)
    text = str(caught.value)
    assert "turkey: no lama herds placed" in text
    assert "italy: rom is a supply centre" in text and "italy: isl is not a playing field" in text


def test_a_refused_narr_override_is_told_to_the_narr_alone():
    data = {
        "variant": "rather_silly", "phase": "S1902M", "seed": 1,
        "units": [{"id": "v", "power": "england", "type": "V", "at": "lon"},
                  {"id": "a", "power": "france", "type": "A", "at": "par"}],
        "narr": ["V lon - wal"],
    }
    answer = resolve_season(data)
    assert "narr_invalid" not in {e["code"] for e in answer["public"]["events"]}
    private = [e for e in answer["private"]["narr"]["events"] if e["code"] == "narr_invalid"]
    assert private and private[0]["private"] == ["narr"]


def test_the_wahrsager_and_the_narr_write_their_season_as_order_lines():
    data = {
        "variant": "rather_silly", "phase": "S1905M", "seed": 2,
        "units": [{"id": "g", "power": "germany", "type": "F", "at": "hol"},
                  {"id": "f", "power": "france", "type": "A", "at": "pic"},
                  {"id": "r", "power": "russia", "type": "A", "at": "war"}],
        "orders": {"germany": ["F hol - bel"], "france": ["A pic - bel"],
                   "wahrsager": ["VORHERSAGE bel F", "VORHERSAGE tyr"],
                   "narr": ["A war - sil", "WURMLOCH lon-mos"]},
    }
    answer = resolve_season(data)
    assert answer["gm"]["state"]["wormhole"] == ["lon", "mos"]  # the Narr's vote counted
    units = _units(answer)
    assert "wahrsager F bel" in units  # an army and a fleet tie: his choice, a fleet
    assert "russia A sil" in units  # the Narr's line overrode Russia's (missing) order
    assert not [r for r in answer["gm"]["errors"] if r["player"] in ("narr", "wahrsager")]


def test_malformed_season_input_lists_every_problem_instead_of_crashing():
    from adjudication.rather_silly.interface import InputError

    data = {"variant": "rather_silly", "phase": "S1902M", "units": [],
            "retreats": "A vie R boh", "narr": [3], "superhirn_correct": "italy",
            "share_builds": ["F isl"], "prediction_types": {"bur": "X"}}
    with pytest.raises(InputError) as caught:
        resolve_season(data)
    text = str(caught.value)
    for key in ("retreats:", "narr:", "superhirn_correct:", "share_builds:",
                "prediction_types:"):
        assert key in text
    with pytest.raises(InputError, match="starts with its movement phase"):
        resolve_season({"variant": "rather_silly", "phase": "S1902R", "units": []})


def test_a_conditional_movement_order_is_refused_with_the_reason():
    data = {"variant": "rather_silly", "phase": "S1902M", "seed": 1,
            "units": [{"id": "a", "power": "france", "type": "A", "at": "par"}],
            "orders": {"france": ["IF occupied(bur) THEN A par - pic"]}}
    answer = resolve_season(data)
    assert "france A par" in _units(answer)
    assert any("cannot be conditional" in e["why"] for e in answer["private"]["france"]["errors"])


def test_a_season_played_phase_by_phase_through_json_matches_the_whole_season():
    from adjudication.rather_silly.interface import read_state, state_to_json
    from adjudication.rather_silly.play import season_orders, start
    from adjudication.rather_silly.sequence import (
        adjustment_phase,
        movement_phase,
        play_season,
        retreat_phase,
    )

    def via_json(state):
        return read_state(state_to_json(state), BOARD)

    state = start(BOARD, 8)
    while state.phase.season != "fall" or state.phase.year < 1903:
        state = play_season(state, season_orders(BOARD, state), BOARD).state
    given = season_orders(BOARD, state)
    whole = play_season(state, given, BOARD).state
    moved = movement_phase(state, given, BOARD)
    retreated = retreat_phase(via_json(moved.state), given, BOARD,
                              dislodged=moved.movement.dislodged)
    assert retreated.state.phase.code == "W1903A"
    adjusted = adjustment_phase(via_json(retreated.state), given, BOARD)
    assert state_to_json(adjusted.state) == state_to_json(whole)


def test_build_orders_given_ahead_depend_on_the_fall_moves():
    data = {
        "variant": "rather_silly", "phase": "F1905M", "seed": 3,
        "units": [{"id": "f", "power": "france", "type": "A", "at": "bur"},
                  {"id": "g1", "power": "germany", "type": "A", "at": "mun"},
                  {"id": "g2", "power": "germany", "type": "A", "at": "ruh"}],
        "supply_centers": {"france": ["par", "mar", "bre"], "germany": ["mun", "ber"]},
        "orders": {"germany": ["A mun - bur", "A ruh S A mun - bur"], "france": ["A bur H"]},
        "adjustments": {"france": ["IF dislodged(A bur) THEN BUILD A par",
                                   "IF NOT dislodged(A bur) THEN BUILD A mar"]},
    }
    units = _units(resolve_season(data))
    assert "france A par" in units and "france A mar" not in units


def test_a_soul_sale_given_ahead_follows_the_unit_that_moved():
    data = {
        "variant": "rather_silly", "phase": "S1905M", "seed": 3,
        "units": [{"id": "g", "power": "germany", "type": "A", "at": "mun"}],
        "orders": {"germany": ["A mun - tyr"]},
        "soul_sales": {"germany": ["IF moved(A mun - tyr) THEN A tyr TEUFEL",
                                   "IF moved(A mun - boh) THEN A boh TEUFEL"]},
    }
    answer = resolve_season(data)
    devil = next(u for u in answer["public"]["units"] if u["at"] == "tyr")
    assert devil.get("devil", {}).get("seasons_left") == 2
    assert not answer["gm"]["errors"]
    data["soul_sales"] = {"germany": ["A tyr SELLS"]}
    errors = resolve_season(data)["gm"]["errors"]
    assert errors and "write it as 'A mun TEUFEL'" in errors[0]["why"]


def test_a_build_condition_on_ownership_sees_the_centres_taken_this_fall():
    data = {
        "variant": "rather_silly", "phase": "F1905M", "seed": 3,
        "units": [{"id": "a", "power": "austria", "type": "A", "at": "bud"}],
        "supply_centers": {"austria": ["bud", "vie", "tri"]},
        "orders": {"austria": ["A bud - ser"]},
        "adjustments": {"austria": ["IF owns(austria, ser) THEN BUILD A bud",
                                    "IF owns(austria, gre) THEN BUILD A vie"]},
    }
    answer = resolve_season(data)
    assert {"austria A ser", "austria A bud"} <= set(_units(answer))
    assert "austria A vie" not in _units(answer)
    assert answer["private"]["austria"]["orders"] == [
        {"order": "IF owns(austria, gre) THEN BUILD A vie", "result": "not applied",
         "reason": "its condition was false"}]
    assert "owns(austria, gre)" not in json.dumps(answer["public"])
