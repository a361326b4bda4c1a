"""The GM's position editor as a pure function: a patch in, the new position and the diff out.

A patch is a partial position (JSON merge-patch style); only what it names changes::

    {"lands": {"bel": {"owner": "fra", "units": {"inf": 2, "cav": "-1"}, "fortress": null}},
     "generals": {"ney": {"land": "bel"}, "murat": {"name": "Murat", "owner": "fra",
                                                     "land": "par"}, "old": null},
     "players": {"fra": {"sp": "+3", "markers": 2, "supply": {"inf": "+2"}}},
     "year": 1816, "season": "summer", "round": 1, "start_player": "gbr",
     "turn": {"player": "aut"}}

Numbers are absolute, or relative as a string ``"+3"`` / ``"-1"``. A general set to null is
removed. Changing the season (without ``turn``) starts that season's first turn; ``turn``
gives the turn to a player afresh (or null: nobody). Every fault raises
:class:`~.position.InputError` naming the path (``lands.bel.units.cav: ...``): nothing
negative, at most 5 Erfolgsmarker ("kein Spieler [darf] mehr als 5 Erfolgsmarker besitzen"),
only known lands, players, kinds, fortress kinds and seasons. The diff lists every leaf that
changed, ``{"path", "before", "after"}``, for the audit log.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from .mapfile import Map
from .names import general_id
from .position import (
    FORTRESSES,
    SEASONS_AND_END,
    General,
    InputError,
    LandState,
    PlayerState,
    Position,
)
from .sequence import new_turn, round_order
from .troops import KINDS, Troops

_RELATIVE = re.compile(r"^[+-]\d+$")
_TOP = ("lands", "generals", "players", "year", "season", "round", "start_player", "turn")


@dataclass(frozen=True, slots=True)
class Change:
    path: str
    before: Any
    after: Any

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "before": self.before, "after": self.after}


def _number(value: Any, before: int, path: str, most: int | None = None) -> int:
    if isinstance(value, str) and _RELATIVE.match(value):
        value = before + int(value)
    elif type(value) is not int:
        raise InputError(path, f"a whole number or '+N'/'-N', got {value!r}")
    if value < 0:
        raise InputError(path, f"cannot be negative (would be {value})")
    if most is not None and value > most:
        raise InputError(path, f"at most {most} (no player may hold more than {most} "
                               "Erfolgsmarker)")
    return value


def _object(value: Any, path: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise InputError(path, "expected an object")
    return value


def _keys(value: Mapping[str, Any], allowed: tuple[str, ...], path: str) -> None:
    for key in value:
        if key not in allowed:
            raise InputError(f"{path}.{key}" if path else key,
                             f"unknown field (allowed: {', '.join(allowed)})")


class _Editor:
    def __init__(self, position: Position, game_map: Map) -> None:
        self.position = position
        self.map = game_map
        self.changes: list[Change] = []

    def note(self, path: str, before: Any, after: Any) -> None:
        if before != after:
            self.changes.append(Change(path, before, after))

    def troops(self, value: Any, before: Troops, path: str) -> Troops:
        value = _object(value, path)
        _keys(value, KINDS, path)
        counts = {}
        for kind, count in before:
            counts[kind] = _number(value[kind], count, f"{path}.{kind}") if kind in value \
                else count
            self.note(f"{path}.{kind}", count, counts[kind])
        return Troops.of(counts)

    def land(self, land: str, value: Any) -> LandState:
        path = f"lands.{land}"
        if land not in self.map.lands:
            raise InputError(path, "not a land of the map")
        value = _object(value, path)
        _keys(value, ("owner", "units", "fortress"), path)
        state = self.position.lands[land]
        owner, fortress = state.owner, state.fortress
        if "owner" in value:
            owner = value["owner"]
            if owner is not None and owner not in self.position.players:
                raise InputError(f"{path}.owner", f"a player ({', '.join(self.position.seating)})"
                                                  " or null")
            self.note(f"{path}.owner", state.owner, owner)
        if "fortress" in value:
            fortress = value["fortress"]
            if fortress is not None and fortress not in FORTRESSES:
                raise InputError(f"{path}.fortress", "'grey', 'plain' or null")
            self.note(f"{path}.fortress", state.fortress, fortress)
        units = self.troops(value["units"], state.units, f"{path}.units") if "units" in value \
            else state.units
        return LandState(owner, units, fortress)

    def general(self, key: str, value: Any) -> General | None:
        path = f"generals.{key}"
        before = self.position.generals.get(key)
        if value is None:
            if before is None:
                raise InputError(path, "no such general")
            self.note(path, before.name, None)
            return None
        value = _object(value, path)
        _keys(value, ("name", "owner", "land"), path)
        name = str(value.get("name", before.name if before else ""))
        if before is None and (not name or general_id(name) != key):
            raise InputError(f"{path}.name", f"a new general needs a name whose id is {key!r}")
        owner = value.get("owner", before.owner if before else None)
        if owner not in self.position.players:
            raise InputError(f"{path}.owner", f"a player ({', '.join(self.position.seating)})")
        land = value.get("land", before.land if before else None)
        if land is not None and land not in self.map.lands:
            raise InputError(f"{path}.land", f"unknown land {land!r} (or null: off the board)")
        for field_name, old, new in (("name", before and before.name, name),
                                     ("owner", before and before.owner, owner),
                                     ("land", before and before.land, land)):
            self.note(f"{path}.{field_name}", old, new)
        return General(name, owner, land)

    def player(self, player: str, value: Any) -> PlayerState:
        path = f"players.{player}"
        if player not in self.position.players:
            raise InputError(path, f"not a player of this game "
                                   f"({', '.join(self.position.seating)})")
        value = _object(value, path)
        _keys(value, ("sp", "markers", "supply"), path)
        state = self.position.players[player]
        sp = _number(value["sp"], state.sp, f"{path}.sp") if "sp" in value else state.sp
        markers = _number(value["markers"], state.markers, f"{path}.markers",
                          self.position.rules.max_markers) if "markers" in value \
            else state.markers
        self.note(f"{path}.sp", state.sp, sp)
        self.note(f"{path}.markers", state.markers, markers)
        supply = self.troops(value["supply"], state.supply, f"{path}.supply") \
            if "supply" in value else state.supply
        return PlayerState(sp, markers, supply)

    def apply(self, patch: Any) -> Position:
        patch = _object(patch, "patch")
        _keys(patch, _TOP, "")
        position = self.position
        lands = {land: self.land(land, v) for land, v in _object(patch.get("lands", {}),
                                                                 "lands").items()}
        generals = {key: self.general(key, v) for key, v in _object(patch.get("generals", {}),
                                                                    "generals").items()}
        players = {p: self.player(p, v) for p, v in _object(patch.get("players", {}),
                                                            "players").items()}
        position = position.with_lands(lands).with_generals(generals).with_players(players)
        return self.clock(position, patch)

    def clock(self, position: Position, patch: Mapping[str, Any]) -> Position:
        before = position
        if "year" in patch:
            position = replace(position, year=_number(patch["year"], position.year, "year"))
        if "round" in patch:
            position = replace(position, round=_number(patch["round"], position.round, "round"))
        if "start_player" in patch:
            if patch["start_player"] not in position.players:
                raise InputError("start_player", f"one of {', '.join(position.seating)}")
            position = replace(position, start_player=patch["start_player"])
        if "season" in patch:
            if patch["season"] not in SEASONS_AND_END:
                raise InputError("season", f"one of {', '.join(SEASONS_AND_END)}")
            position = replace(position, season=patch["season"])
            if "turn" not in patch:
                first = None if position.season in ("sp", "end") else round_order(position)[0]
                position = replace(position, turn=None if first is None
                                   else new_turn(position, first))
        if "turn" in patch:
            turn = patch["turn"]
            if turn is None:
                position = replace(position, turn=None)
            else:
                turn = _object(turn, "turn")
                _keys(turn, ("player",), "turn")
                if turn.get("player") not in position.players:
                    raise InputError("turn.player", f"one of {', '.join(position.seating)}")
                position = replace(position, turn=new_turn(position, turn["player"]))
        for name in ("year", "round", "start_player", "season"):
            self.note(name, getattr(before, name), getattr(position, name))
        self.note("turn.player", before.turn and before.turn.player,
                  position.turn and position.turn.player)
        return position


def apply_patch(position: Position, game_map: Map, patch: Any) -> tuple[Position,
                                                                         tuple[Change, ...]]:
    editor = _Editor(position, game_map)
    new = editor.apply(patch)
    return new, tuple(editor.changes)

