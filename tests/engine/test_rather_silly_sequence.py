"""§17 whole seasons: the season scenarios (tests/scenarios/rather_silly/seasons/*.json) and
the order of the steps.

A season scenario holds ``section``, ``title``, ``description``, ``input`` (the movement
phase's JSON plus the season inputs of ``sequence.resolve_season``) and ``expect``:

- ``units``: every unit afterwards, ``"power KIND location"``; ``*`` as location matches any
  (a monster's spawn point is a seeded draw, pinned by the monster tests, not here);
- ``events`` / ``gm_events``: codes that must appear; ``errors``: substrings of errors;
- ``state``: section_state entries that must match exactly;
- ``game_end``: ``how`` and ``winners``;
- ``public_never_contains``: strings that must not appear in the public events.

Unless ``"rule_matters": false``, the season is played again with the section switched off
and the outcome must differ.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudication.rather_silly.sequence import resolve_season

SCENARIOS = sorted(
    (Path(__file__).parents[1] / "scenarios" / "rather_silly" / "seasons").glob("*.json"))


def _units(answer: dict) -> list[str]:
    return sorted(f"{u['power']} {u['type']} {u['at']}" for u in answer["units"])


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
    return (_units(answer), json.dumps(answer["state"]["section_state"], sort_keys=True),
            answer["game_end"])


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_season_scenario(path: Path) -> None:
    scenario = json.loads(path.read_text(encoding="utf-8"))
    expect = scenario["expect"]
    answer = resolve_season(scenario["input"])

    assert _match_units(_units(answer), expect["units"]), (_units(answer), expect["units"])
    assert set(expect.get("events", [])) <= {e["code"] for e in answer["events"]}
    assert set(expect.get("gm_events", [])) <= {e["code"] for e in answer["gm_events"]}
    for text in expect.get("errors", []):
        assert any(text in e["why"] for e in answer["errors"]), answer["errors"]
    for key, value in expect.get("state", {}).items():
        assert answer["state"]["section_state"].get(key) == value, key
    if "game_end" in expect:
        end = answer["game_end"]
        assert end is not None and {"how": end["how"], "winners": end["winners"]} == \
            expect["game_end"]
    public = json.dumps(answer["events"])
    for secret in expect.get("public_never_contains", []):
        assert secret not in public

    if scenario.get("rule_matters", True):
        without = resolve_season(scenario["input"], disabled=frozenset({scenario["section"]}))
        assert _outcome(without) != _outcome(answer), "the same result without the rule"


def test_every_season_scenario_names_its_section_and_says_what_it_shows() -> None:
    assert SCENARIOS
    for path in SCENARIOS:
        scenario = json.loads(path.read_text(encoding="utf-8"))
        assert scenario["section"].startswith("§") and scenario["description"].strip()
