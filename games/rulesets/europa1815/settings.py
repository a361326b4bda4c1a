"""A Europa 1815 game's settings: the map (the GM's map file and optional SVG, or the shipped
example), the teams and the seating fixed before the start, the start-phase option and the
edition (the 2vs2 text "ist auch auf der 1715-Karte spielbar": ``"1715"`` enforces its 1715
rules).

``{"map": {"example": true} | {"text": ..., "svg": ... | null, "name": ...},
   "teams": {"A": [p, p], "B": [p, p]} | null, "seating": [p, p, p, p] | null,
   "start_phase": bool, "year": int, "edition": "1815" | "1715"}``
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from adjudication.europa1815 import (
    InputError,
    Map,
    MapError,
    Rules,
    example_map,
    example_map_text,
    new_game,
    parse_map,
)
from games.rulesets.base import JSON, RuleSetSettingsError

KNOWN = {"map", "teams", "seating", "start_phase", "year", "edition"}
EDITIONS = ("1815", "1715")
EXAMPLE_TEAMS = {"A": ["fra", "aut"], "B": ["gbr", "pru"]}
EXAMPLE_SEATING = ["fra", "gbr", "aut", "pru"]
MAX_MAP = 200_000
MAX_SVG = 2_000_000


class MapFaults(RuleSetSettingsError):
    """A map file with faults: ``problems`` lists ``(line, message)``."""

    def __init__(self, message: str, problems: list[tuple[int, str]]) -> None:
        super().__init__(message, field="map")
        self.problems = problems


def _no_files(name: str) -> str:
    # An uploaded map never reads the server's files: its SVG comes with the upload.
    raise FileNotFoundError(2, "upload the SVG together with the map (or remove the "
                               "'svg =' line)", name)


@lru_cache(maxsize=32)
def _parsed(text: str, svg: str | None, name: str) -> Map:
    return parse_map(text, source=name, svg_text=svg, svg_loader=_no_files)


@lru_cache(maxsize=1)
def _example() -> Map:
    return example_map()


def example_text() -> str:
    """The shipped example map file (an example only: the real map is not public)."""
    return example_map_text()


def map_of(ref: JSON) -> Map:
    """The parsed map of a settings' or state's ``map`` entry (raises :class:`MapFaults`)."""
    if ref.get("example"):
        return _example()
    try:
        return _parsed(ref["text"], ref.get("svg"), ref.get("name") or "map")
    except MapError as error:
        raise MapFaults(f"The map has faults: {error}", list(error.problems)) from None


def map_clean(raw: Any) -> JSON:
    if raw is None or raw == "example":
        return {"example": True}
    if not isinstance(raw, dict):
        raise RuleSetSettingsError('map: give {"text": <map file>, "svg": <svg or null>} or '
                                   '"example".', field="map")
    if raw.get("example"):
        return {"example": True}
    text, svg = raw.get("text"), raw.get("svg")
    name = raw.get("name") or "map"
    if not isinstance(text, str) or not text.strip():
        raise RuleSetSettingsError("map.text: the map file's text is missing.", field="map")
    if len(text) > MAX_MAP:
        raise RuleSetSettingsError(f"map.text: at most {MAX_MAP} characters.", field="map")
    if svg is not None and (not isinstance(svg, str) or len(svg) > MAX_SVG):
        raise RuleSetSettingsError(f"map.svg: an SVG text of at most {MAX_SVG} characters.",
                                   field="map")
    if not isinstance(name, str) or len(name) > 100:
        raise RuleSetSettingsError("map.name: a file name of at most 100 characters.",
                                   field="map")
    clean = {"text": text, "svg": svg or None, "name": name}
    map_of(clean)
    return clean


def rules_of(settings: JSON) -> Rules:
    return Rules(start_phase=settings["start_phase"],
                 edition=settings.get("edition", "1815"))


def settings_clean(settings: JSON) -> JSON:
    unknown = sorted(set(settings) - KNOWN)
    if unknown:
        raise RuleSetSettingsError(
            f"Unknown setting {unknown[0]!r}; Europa 1815 knows: {', '.join(sorted(KNOWN))}.",
            field=unknown[0])
    clean: JSON = {"map": map_clean(settings.get("map"))}
    game_map = map_of(clean["map"])
    example = bool(clean["map"].get("example"))
    teams = settings.get("teams", EXAMPLE_TEAMS if example else None)
    seating = settings.get("seating", EXAMPLE_SEATING if example else None)
    start_phase = settings.get("start_phase", True)
    if not isinstance(start_phase, bool):
        raise RuleSetSettingsError("start_phase: true or false.", field="start_phase")
    year = settings.get("year", 1815)
    if not isinstance(year, int) or isinstance(year, bool) or not 1700 <= year <= 1900:
        raise RuleSetSettingsError("year: a year such as 1815.", field="year")
    edition = settings.get("edition", "1815")
    if edition not in EDITIONS:
        raise RuleSetSettingsError("edition: '1815' or '1715' (the 2vs2 variant on the 1715 "
                                   "map).", field="edition")
    clean.update(teams=teams, seating=seating, start_phase=start_phase, year=year,
                 edition=edition)
    if teams is not None or seating is not None:
        if not isinstance(teams, dict) or not all(
                isinstance(m, list) and all(isinstance(p, str) for p in m)
                for m in teams.values()):
            raise RuleSetSettingsError('teams: two teams of two of the map\'s players, e.g. '
                                       '{"A": ["fra", "aut"], "B": ["gbr", "pru"]}.',
                                       field="teams")
        if not isinstance(seating, list) or not all(isinstance(p, str) for p in seating):
            raise RuleSetSettingsError("seating: the four players in their order at the "
                                       "table, allies never next to each other "
                                       "(A1 B1 A2 B2).", field="seating")
        try:
            new_game(game_map, teams, seating, year=year, rules=rules_of(clean))
        except InputError as error:
            raise RuleSetSettingsError(str(error), field=error.field) from None
    return clean


def playing(settings: JSON) -> list[str]:
    """The seats: the seating, or (teams not fixed yet) every player of the map."""
    if settings.get("seating"):
        return list(settings["seating"])
    return list(map_of(settings["map"]).players)


def start_problems(settings: JSON) -> list[str]:
    if not settings.get("teams") or not settings.get("seating"):
        return ["fix the two teams and the seating first (Spielleiter page: Map and teams)"]
    return []
