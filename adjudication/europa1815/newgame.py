"""Setting up a game (2vs2 "Regeln": teams formed and seated before the start): the teams and
seating are checked (``teams.py``), the map's starting position is taken over, and the start
phase (or, without it, the year's first season) begins with the first player of the seating.

Lands the map gives to a nation nobody plays are neutral; their generals are left out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from .mapfile import Map
from .names import general_id
from .position import General, InputError, LandState, PlayerState, Position, frozen
from .rules import Rules
from .sequence import new_turn
from .teams import check_teams


def new_game(game_map: Map, teams: Mapping[str, Sequence[str]], seating: Sequence[str], *,
             year: int = 1815, start_player: str | None = None,
             rules: Rules | None = None) -> Position:
    """The starting position; :class:`InputError` for bad teams or seating (quoting the
    seating rule)."""
    rules = rules or Rules()
    try:
        rules.check()
    except ValueError as error:
        raise InputError("rules", str(error)) from None
    try:
        check_teams(teams, seating, game_map)
    except ValueError as error:
        raise InputError("teams", str(error)) from None
    playing = set(seating)
    start = start_player or seating[0]
    if start not in playing:
        raise InputError("start_player", f"one of {', '.join(seating)}")
    lands, generals = {}, {}
    for land in game_map.lands.values():
        owner = land.owner if land.owner in playing else None
        lands[land.id] = LandState(owner, land.units, land.fortress)
        if owner is not None:
            for name in land.generals:
                generals[general_id(name)] = General(name, owner, land.id)
    players = {p: PlayerState(game_map.players[p].sp, game_map.players[p].markers,
                              game_map.players[p].supply) for p in seating}
    position = Position(
        map_name=game_map.source, year=year,
        season="start" if rules.start_phase else rules.year[0], round=1,
        teams=frozen({team: tuple(members) for team, members in teams.items()}),
        seating=tuple(seating), start_player=start, turn=None, lands=frozen(lands),
        generals=frozen(generals), players=frozen(players), rules=rules)
    if position.season == "sp":
        return position
    return replace(position, turn=new_turn(position, start))
