"""Shared setting for the Europa 1815 engine tests: the bundled example map, the two teams
(A: France & Austria, B: Great Britain & Prussia) seated A1 B1 A2 B2, and short helpers that
play lines as players write them."""

from __future__ import annotations

from typing import Any

from adjudication.europa1815 import (
    Position,
    Rules,
    TurnOutcome,
    apply,
    describe,
    example_map,
    gm_edit,
    new_game,
)
from adjudication.europa1815.messages import render

MAP = example_map()
TEAMS = {"A": ["fra", "aut"], "B": ["gbr", "pru"]}
SEATING = ["fra", "gbr", "aut", "pru"]


def start(season: str = "winter", **rules: Any) -> Position:
    """A new game without the start phase, in ``season`` with France on turn."""
    position = new_game(MAP, TEAMS, SEATING, rules=Rules(start_phase=False, **rules))
    if season != position.season:
        position = gm_edit(position, MAP, {"season": season}, "test setting").position
    return position


def edit(position: Position, patch: dict[str, Any]) -> Position:
    return gm_edit(position, MAP, patch, "test setting").position


def on_turn(position: Position, player: str) -> Position:
    return edit(position, {"turn": {"player": player}})


def ok(position: Position, player: str, text: str, lang: str = "de") -> TurnOutcome:
    outcome = apply(position, MAP, player, text, lang)
    assert outcome.ok, [line.to_json(MAP, lang) for line in outcome.lines] or (
        outcome.problem and render(outcome.problem, MAP, lang))
    return outcome


def refused(position: Position, player: str, text: str, lang: str = "de") -> str:
    """The first error of a refused submission, rendered; the position must be unchanged."""
    outcome = apply(position, MAP, player, text, lang)
    assert not outcome.ok
    assert outcome.position == position
    if outcome.problem is not None:
        return render(outcome.problem, MAP, lang)
    return next(render(line.error, MAP, lang) for line in outcome.lines if line.error)


def report(outcome: Any, lang: str = "de") -> list[str]:
    return describe(outcome.events, MAP, lang)


def units(position: Position, land: str) -> dict[str, int]:
    return position.lands[land].units.to_json()


def supply(position: Position, player: str) -> dict[str, int]:
    return position.players[player].supply.to_json()
