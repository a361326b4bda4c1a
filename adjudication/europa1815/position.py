"""The position: everything on the table at one moment, immutable (issue 12, "Position").

Per land the owner, its units by kind in EP and its fortress (grey, plain or none); the
generals (each with owner and land; ``land`` None: off the board, in the owner's supply); per
player SP, Erfolgsmarker (at most 5) and the supply (*Vorrat*); the year, the season (start,
winter, summer, SP distribution, reinforcement), the round, whose turn it is and how far that
turn has got; the teams and the seating; the end of the game, or a tie waiting for the GM.

Units in a land belong to the land's owner (a neutral land's units to nobody). Capitals are
map data and never move. Every change makes a new :class:`Position` (``dataclasses.replace``);
:func:`position_to_json` / :func:`position_from_json` are the stored shape
(``docs/engine-json-1815.md``), checked against the map with the failing field named.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from .mapfile import Map
from .rules import SEASONS, Rules
from .teams import check_teams
from .troops import NONE, Troops, troops_from_json

FORMAT = "europa1815/1"
FORTRESSES = ("grey", "plain")
STEPS = ("action1", "action2", "team", "half", "team_end", "note")
SEASONS_AND_END = (*SEASONS, "end")


class InputError(ValueError):
    """Malformed input (position, patch, request): ``field`` names where, the message says
    what would be right."""

    def __init__(self, field_name: str, message: str) -> None:
        self.field = field_name
        super().__init__(f"{field_name}: {message}")


@dataclass(frozen=True, slots=True)
class LandState:
    owner: str | None
    units: Troops = NONE
    fortress: str | None = None


@dataclass(frozen=True, slots=True)
class General:
    name: str
    owner: str
    land: str | None


@dataclass(frozen=True, slots=True)
class PlayerState:
    sp: int = 0
    markers: int = 0
    supply: Troops = NONE


@dataclass(frozen=True, slots=True)
class Pending:
    """An action only the GM can settle (battle, diplomacy, anything else the base game
    decides), waiting for the GM's ruling."""

    step: str
    kind: str  # "attack" | "diplomacy" | "other" | "note"
    line: str
    target_land: str | None = None
    target_player: str | None = None


@dataclass(frozen=True, slots=True)
class Turn:
    player: str
    steps: tuple[str, ...]
    at: int = 0  # index of the next step in ``steps``
    team_used: bool = False
    awaiting_gm: Pending | None = None
    queued: tuple[str, ...] = ()  # the player's lines after the pending action (private)

    @property
    def done(self) -> bool:
        return self.at >= len(self.steps)


@dataclass(frozen=True)
class Position:
    map_name: str
    year: int
    season: str
    round: int
    teams: Mapping[str, tuple[str, str]]
    seating: tuple[str, ...]
    start_player: str
    turn: Turn | None
    lands: Mapping[str, LandState]
    generals: Mapping[str, General]
    players: Mapping[str, PlayerState]
    rules: Rules = field(default_factory=Rules)
    winner: str | None = None  # a team
    tie: Mapping[str, Any] | None = None  # the figures the GM decides a tie by

    def owner(self, land: str) -> str | None:
        return self.lands[land].owner

    def team_of(self, player: str) -> str:
        return next(team for team, members in self.teams.items() if player in members)

    def ally(self, player: str) -> str:
        members = self.teams[self.team_of(player)]
        return members[1] if members[0] == player else members[0]

    def owned(self, player: str) -> list[str]:
        return [land for land, state in self.lands.items() if state.owner == player]

    def grey_fortresses(self, player: str) -> int:
        return sum(1 for state in self.lands.values()
                   if state.owner == player and state.fortress == "grey")

    def generals_at(self, land: str, owner: str | None = None) -> list[str]:
        return sorted(g for g, general in self.generals.items()
                      if general.land == land and (owner is None or general.owner == owner))

    def with_lands(self, changes: Mapping[str, LandState]) -> Position:
        return replace(self, lands=MappingProxyType({**self.lands, **changes}))

    def with_players(self, changes: Mapping[str, PlayerState]) -> Position:
        return replace(self, players=MappingProxyType({**self.players, **changes}))

    def with_generals(self, changes: Mapping[str, General | None]) -> Position:
        generals = {**self.generals, **changes}
        return replace(self, generals=MappingProxyType(
            {g: v for g, v in generals.items() if v is not None}))


def frozen(mapping: Mapping) -> Mapping:
    return MappingProxyType(dict(mapping))


def position_to_json(position: Position) -> dict[str, Any]:
    turn = position.turn
    return {
        "format": FORMAT,
        "map": position.map_name,
        **({"rules": position.rules.to_json()} if position.rules.to_json() else {}),
        "year": position.year,
        "season": position.season,
        "round": position.round,
        "teams": {team: list(members) for team, members in position.teams.items()},
        "seating": list(position.seating),
        "start_player": position.start_player,
        "turn": None if turn is None else {
            "player": turn.player, "steps": list(turn.steps), "at": turn.at,
            "team_used": turn.team_used,
            "awaiting_gm": None if turn.awaiting_gm is None else {
                "step": turn.awaiting_gm.step, "kind": turn.awaiting_gm.kind,
                "line": turn.awaiting_gm.line, "target_land": turn.awaiting_gm.target_land,
                "target_player": turn.awaiting_gm.target_player},
            "queued": list(turn.queued)},
        "lands": {land: {"owner": s.owner, "units": s.units.to_json(), "fortress": s.fortress}
                  for land, s in sorted(position.lands.items())},
        "generals": {g: {"name": v.name, "owner": v.owner, "land": v.land}
                     for g, v in sorted(position.generals.items())},
        "players": {p: {"sp": s.sp, "markers": s.markers, "supply": s.supply.to_json()}
                    for p, s in position.players.items()},
        "winner": position.winner,
        "tie": None if position.tie is None else dict(position.tie),
    }


def _get(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise InputError(f"{where}{key}", "missing")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise InputError(f"{where}{key}", f"expected {getattr(kind, '__name__', kind)}, "
                                          f"got {value!r}")
    return value


def _troops(value: Any, where: str) -> Troops:
    try:
        return troops_from_json(value, where)
    except ValueError as error:
        field_name, _, message = str(error).partition(": ")
        raise InputError(field_name, message) from None


def position_from_json(data: Any, game_map: Map) -> Position:
    """Read a stored position and check it against the map; :class:`InputError` names the
    first wrong field."""
    if not isinstance(data, Mapping):
        raise InputError("position", "expected a JSON object")
    try:
        rules = Rules.from_json(data.get("rules"))
    except ValueError as error:
        raise InputError("rules", str(error)) from None
    teams_raw = _get(data, "teams", Mapping, "")
    teams = {str(t): tuple(m) for t, m in teams_raw.items() if isinstance(m, list)}
    seating = tuple(_get(data, "seating", list, ""))
    try:
        check_teams(teams, seating, game_map)
    except ValueError as error:
        raise InputError("teams", str(error)) from None
    playing = set(seating)
    season = _get(data, "season", str, "")
    if season not in SEASONS_AND_END:
        raise InputError("season", f"one of {', '.join(SEASONS_AND_END)}, got {season!r}")
    start_player = _get(data, "start_player", str, "")
    if start_player not in playing:
        raise InputError("start_player", f"one of the players {sorted(playing)}")
    lands = _lands(_get(data, "lands", Mapping, ""), game_map, playing)
    players = {}
    raw_players = _get(data, "players", Mapping, "")
    for player in seating:
        where = f"players.{player}."
        raw = raw_players.get(player)
        if not isinstance(raw, Mapping):
            raise InputError(f"players.{player}", "missing")
        sp = _get(raw, "sp", int, where)
        markers = _get(raw, "markers", int, where)
        if sp < 0:
            raise InputError(f"{where}sp", "must be >= 0")
        if not 0 <= markers <= rules.max_markers:
            raise InputError(f"{where}markers", f"0 to {rules.max_markers} (no player may "
                                                f"hold more than {rules.max_markers})")
        players[player] = PlayerState(sp, markers, _troops(raw.get("supply", {}),
                                                           f"{where}supply"))
    generals = {}
    for key, raw in _get(data, "generals", Mapping, "").items():
        where = f"generals.{key}."
        if not isinstance(raw, Mapping):
            raise InputError(f"generals.{key}", "expected an object")
        owner, land = _get(raw, "owner", str, where), raw.get("land")
        if owner not in playing:
            raise InputError(f"{where}owner", f"unknown player {owner!r}")
        if land is not None and land not in game_map.lands:
            raise InputError(f"{where}land", f"unknown land {land!r}")
        generals[key] = General(str(raw.get("name") or key), owner, land)
    year, round_ = _get(data, "year", int, ""), _get(data, "round", int, "")
    turn = _turn(data.get("turn"), playing)
    winner = data.get("winner")
    if winner is not None and winner not in teams:
        raise InputError("winner", f"a team ({', '.join(teams)}) or null")
    tie = data.get("tie")
    return Position(
        map_name=str(data.get("map", game_map.source)), year=year, season=season,
        round=round_, teams=frozen(teams), seating=seating, start_player=start_player,
        turn=turn, lands=frozen(lands), generals=frozen(generals), players=frozen(players),
        rules=rules, winner=winner, tie=None if tie is None else frozen(tie))


def _lands(raw: Mapping[str, Any], game_map: Map, playing: set[str]) -> dict[str, LandState]:
    missing = sorted(set(game_map.lands) - set(raw))
    if missing:
        raise InputError(f"lands.{missing[0]}", "missing (every land of the map is listed)")
    lands = {}
    for land, state in raw.items():
        where = f"lands.{land}"
        if land not in game_map.lands:
            raise InputError(where, "not a land of the map")
        if not isinstance(state, Mapping):
            raise InputError(where, "expected an object")
        owner = state.get("owner")
        if owner is not None and owner not in playing:
            raise InputError(f"{where}.owner", f"a player ({', '.join(sorted(playing))}) or "
                                               "null")
        fortress = state.get("fortress")
        if fortress is not None and fortress not in FORTRESSES:
            raise InputError(f"{where}.fortress", "'grey', 'plain' or null")
        lands[land] = LandState(owner, _troops(state.get("units", {}), f"{where}.units"),
                                fortress)
    return lands


def _turn(raw: Any, playing: set[str]) -> Turn | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise InputError("turn", "expected an object or null")
    player = _get(raw, "player", str, "turn.")
    if player not in playing:
        raise InputError("turn.player", f"unknown player {player!r}")
    steps = tuple(_get(raw, "steps", list, "turn."))
    if not steps or any(step not in STEPS for step in steps):
        raise InputError("turn.steps", f"a list of {', '.join(STEPS)}")
    at = _get(raw, "at", int, "turn.")
    if not 0 <= at <= len(steps):
        raise InputError("turn.at", f"0 to {len(steps)}")
    pending = raw.get("awaiting_gm")
    if pending is not None:
        if not isinstance(pending, Mapping):
            raise InputError("turn.awaiting_gm", "expected an object or null")
        pending = Pending(str(pending.get("step", "")), str(pending.get("kind", "other")),
                          str(pending.get("line", "")), pending.get("target_land"),
                          pending.get("target_player"))
    queued = raw.get("queued", [])
    if not isinstance(queued, list) or not all(isinstance(q, str) for q in queued):
        raise InputError("turn.queued", "a list of lines")
    return Turn(player, steps, at, bool(raw.get("team_used", False)), pending, tuple(queued))
