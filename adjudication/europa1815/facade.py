"""Europa 1815's face as functions (``__init__.py`` hands them on with the rule modules' names).

The whole face::

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
"""

from __future__ import annotations

from collections.abc import Iterable

from adjudication.diplomacy.messages import Message

from .grammar import ReadLine, read_line
from .mapfile import EXAMPLE as _EXAMPLE
from .mapfile import Map
from .messages import render
from .messages import word as _word
from .position import Position
from .turn import TurnOutcome, play


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
