"""Every Rather Silly scenario in tests/scenarios/rather_silly/*.json, through the JSON door.

A scenario file holds ``section`` (e.g. ``"§8"``), ``title``, ``description``, ``input`` (the
phase as ``adjudication.rather_silly.interface.resolve`` takes it) and ``expect`` (read from
the answer's ``public`` part, results, events and flags from its ``gm`` part):

- ``units``: every unit after the phase as ``"power KIND location"`` (order does not matter);
- ``dislodged`` / ``destroyed``: the same notation, default: none;
- ``retreats``: ``{"power KIND location": [provinces]}`` for dislodged units worth checking;
- ``results``: ``{"order line as written": "result"}`` for the lines worth checking;
- ``events`` / ``review_flags``: codes that must appear (others may too);
- ``no_review_flags``: flag codes that must not appear (the rule leaves the GM no choice);
- ``wormhole_next``: the link announced for the next season (when given);
- ``lost_souls``: ``{power: n}`` after the phase (when given).

The same input is resolved once more with the scenario's section switched off, and the
outcome must differ: a scenario that passes without its rule would prove nothing about it.
There is no way out of that check: a position where the rule changes nothing is no scenario
for that rule (issue 16 replaced five such).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudication.rather_silly.interface import resolve

KEYS = {"section", "title", "description", "input", "expect"}
SCENARIOS = sorted((Path(__file__).parents[1] / "scenarios" / "rather_silly").glob("*.json"))


def _units(entries: list[dict]) -> list[str]:
    return sorted(f"{u['power']} {u['type']} {u['at']}" for u in entries)


def _outcome(answer: dict) -> tuple:
    public = answer["public"]
    return (
        _units(public["units"]),
        _units(public["dislodged"]),
        _units(public["destroyed"]),
        sorted((r["order"], r["result"]) for r in answer["gm"]["results"]),
        public["wormhole_next"],
        public["lost_souls"],
    )


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    scenario = json.loads(path.read_text(encoding="utf-8"))
    expect = scenario["expect"]
    answer = resolve(scenario["input"])
    public, gm = answer["public"], answer["gm"]

    assert _units(public["units"]) == sorted(expect["units"])
    assert _units(public["dislodged"]) == sorted(expect.get("dislodged", []))
    assert _units(public["destroyed"]) == sorted(expect.get("destroyed", []))
    retreats = {f"{u['power']} {u['type']} {u['at']}": u["retreats"] for u in public["dislodged"]}
    for unit, options in expect.get("retreats", {}).items():
        assert retreats.get(unit) == options, unit
    results = {r["order"]: r["result"] for r in gm["results"]}
    for line, result in expect.get("results", {}).items():
        assert results.get(line) == result, f"{line}: {results.get(line)} ({gm['results']})"
    codes = {e["code"] for e in gm["events"]}
    assert set(expect.get("events", [])) <= codes
    flags = {f["code"] for f in gm["review_flags"]}
    assert set(expect.get("review_flags", [])) <= flags
    assert not set(expect.get("no_review_flags", [])) & flags, gm["review_flags"]
    if "wormhole_next" in expect:
        assert public["wormhole_next"] == expect["wormhole_next"]
    if "lost_souls" in expect:
        assert public["lost_souls"] == expect["lost_souls"]

    without = resolve(scenario["input"], disabled=frozenset({scenario["section"]}))
    assert _outcome(without) != _outcome(answer), "the same result without the rule"


def test_every_scenario_names_its_section_and_says_what_it_shows() -> None:
    assert SCENARIOS, "no scenario files found"
    for path in SCENARIOS:
        scenario = json.loads(path.read_text(encoding="utf-8"))
        assert scenario["section"].startswith("§"), path.name
        assert scenario["description"].strip(), path.name
        assert scenario["expect"]["units"] is not None, path.name
        assert set(scenario) <= KEYS, (path.name, set(scenario) - KEYS)
