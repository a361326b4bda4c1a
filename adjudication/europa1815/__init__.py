"""Europa 1815 in the 2vs2 team variant: a GM-assisted game (issue 12).

Much of the base game is unpublished, so the engine keeps the position, the turn order and the
steps of each turn, automates and checks what the texts state (Verlegung, Nachschub, the
three team actions, that allies never harm each other, team victory), and takes the rest
(battles, diplomacy, the SP distribution, start phase and reinforcement turns) from the GM as
patches with a reason. Rules and every decision: ``docs/rules/europa-1815.md``; map format:
``docs/europa-1815-map.md``; JSON door: ``docs/engine-json-1815.md``.

The face (what a platform rule set may import)::

    game_map = load_map(path) | parse_map(text, svg_text=...) | example_map()  # MapError
    example_map_text()                          -> str           (the example map file's text)
    position = new_game(game_map, {"A": [..], "B": [..]}, seating)             # InputError
    read_lines(text, game_map, lang)            -> [ReadLine]   (no position needed)
    check(position, game_map, player, text)     -> TurnOutcome  (nothing kept)
    apply(position, game_map, player, text)     -> TurnOutcome  (.ok, .position, .lines, .events)
    gm_edit / gm_resolve / gm_close_sp(position, game_map, patch, reason) -> GmResult
    gm_end_turn(position, game_map, reason), gm_decide_tie(position, game_map, team, reason)
    describe(events, game_map, lang)            -> [str]         (turn report lines)
    view(position, game_map, viewer, lang)      -> dict          (the one per-viewer view)
    render_svg(...) -> str | None, board_text(...) -> str
    position_to_json(position), position_from_json(data, game_map)
    handle(request) -> dict                     (the JSON door, ``python -m adjudication
                                                 europa1815``)

Modules, one per rule section: ``mapfile.py``/``maprecords.py``/``svgmap.py`` (the map),
``position.py``, ``troops.py``, ``rules.py``, ``newgame.py``, ``teams.py`` (2vs2 "Regeln"),
``sequence.py`` (the year and the turn), ``grammar.py``/``reader.py``/``actions.py`` (what
players write), ``verlegung.py``, ``nachschub.py`` (base game, known parts; ``moves.py`` is
what the Verlegung shares with the troop hand-over), ``team_actions.py`` (2vs2
"Team-Aktionen"), ``edition1715.py`` (2vs2 "Zu 1715 2vs2"), ``declared.py`` (what the GM
settles), ``turn.py`` (one submission; rule modules answer with ``outcome.py``),
``patch.py``/``gm.py`` (the GM's editor), ``victory.py``,
``view.py``/``drawing.py``, ``messages.py``, ``door.py``. No randomness: nothing in the known
rules is left to chance (battles are the GM's).
"""

from __future__ import annotations

from collections.abc import Iterable

from adjudication.diplomacy.messages import Message

from .door import handle
from .drawing import render_svg
from .gm import GmResult, gm_close_sp, gm_decide_tie, gm_edit, gm_end_turn, gm_resolve
from .grammar import ReadLine, read_line
from .mapfile import EXAMPLE as _EXAMPLE
from .mapfile import Map, MapError, example_map, load_map, parse_map
from .messages import render
from .messages import word as _word
from .newgame import new_game
from .position import InputError, Position, position_from_json, position_to_json
from .rules import Rules
from .turn import LineResult, TurnOutcome, play
from .victory import team_sums
from .view import board_text, view

__all__ = [
    "GmResult", "InputError", "LineResult", "Map", "MapError", "Position", "ReadLine", "Rules",
    "TurnOutcome", "apply", "board_text", "check", "describe", "example_map", "example_map_text",
    "gm_close_sp", "gm_decide_tie", "gm_edit", "gm_end_turn", "gm_resolve", "handle", "load_map",
    "new_game", "parse_map", "position_from_json", "position_to_json", "read_lines",
    "render_svg", "season_name", "team_sums", "view",
]


def season_name(season: str, lang: str = "de") -> str:
    """A season's name as the rule text says it ("Winter", "SP-Verteilung")."""
    return _word("season", season, lang)


def example_map_text() -> str:
    """The text of the bundled example map file (the one :func:`example_map` reads)."""
    return _EXAMPLE.read_text(encoding="utf-8")


def read_lines(text: str, game_map: Map, lang: str = "de") -> list[ReadLine]:
    """Each non-empty line read on its own (no position: grammar only)."""
    return [read_line(line, game_map, lang=lang) for line in text.splitlines()
            if line.strip() and not line.strip().startswith(("#", "//"))]


def check(position: Position, game_map: Map, player: str, text: str,
          lang: str = "de") -> TurnOutcome:
    """What ``apply`` would say, per line, without keeping anything."""
    outcome = play(position, game_map, player, text, lang)
    return TurnOutcome(outcome.ok, position, outcome.lines, outcome.events, outcome.problem)


def apply(position: Position, game_map: Map, player: str, text: str,
          lang: str = "de") -> TurnOutcome:
    """Carry out what the player on turn sent; all or nothing."""
    return play(position, game_map, player, text, lang)


def describe(events: Iterable[Message], game_map: Map, lang: str = "de") -> list[str]:
    """Events as report lines in ``lang``."""
    return [render(event, game_map, lang) for event in events]
