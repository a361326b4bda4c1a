"""Europa 1815 in the 2vs2 team variant: a GM-assisted game (issue 12). The face: the names
below (``facade.py`` shows them all with their signatures); the modules, one per rule section:
``README.md`` beside this file; rules and every decision: ``docs/rules/europa-1815.md``."""

from .door import handle
from .drawing import render_svg
from .facade import apply, check, describe, example_map_text, read_lines, season_name
from .gm import GmResult, gm_close_sp, gm_decide_tie, gm_edit, gm_end_turn, gm_resolve
from .grammar import ReadLine
from .mapfile import Map, MapError, example_map, load_map, parse_map
from .newgame import new_game
from .position import InputError, Position, position_from_json, position_to_json
from .rules import Rules
from .turn import LineResult, TurnOutcome
from .victory import team_sums
from .view import board_text, view

__all__ = [
    "GmResult", "InputError", "LineResult", "Map", "MapError", "Position", "ReadLine", "Rules",
    "TurnOutcome", "apply", "board_text", "check", "describe", "example_map", "example_map_text",
    "gm_close_sp", "gm_decide_tie", "gm_edit", "gm_end_turn", "gm_resolve", "handle", "load_map",
    "new_game", "parse_map", "position_from_json", "position_to_json", "read_lines",
    "render_svg", "season_name", "team_sums", "view",
]
