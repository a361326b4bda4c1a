"""Base game, "Known": the year (start phase, winter turns, summer turns, SP distribution,
reinforcement turns), the round order, and the steps of one player's turn.

- A round goes once around the table in seating order, starting with ``start_player`` (the GM
  may move it with the position editor); the teams alternate, so after a team action "ist dann
  der nächste Spieler aus dem anderen Team am Zug" holds by construction.
- Winter and summer turns have the steps ``action1``, ``action2`` and the optional ``team``
  action ("nach seinen Winter- oder Sommerzügen"). The last player of the last summer round
  has the 1½ turn: ``action1``, ``action2``, ``team``, ``half`` (one more action), ``team_end``;
  the team action may come between the 1 and the ½ ("auch zwischen dem 1-1/2-Zug ... eine
  Team-Aktion regelkonform möglich") or after it, once.
- Start phase and reinforcement turns go round the table with one ``note`` step: what the
  player wants is written down, the GM (who alone knows those base rules) enters the result.
- The SP distribution has no turns: the GM enters it (``gm.py``), then the victory check
  (``victory.py``) runs and the year goes on.

The order of the seasons in a year and the number of rounds are :class:`~.rules.Rules`.
"""

from __future__ import annotations

from dataclasses import replace

from adjudication.diplomacy.messages import Message

from .position import Position, Turn
from .rules import PLAYED

FULL = ("action1", "action2", "team")
ONE_AND_HALF = ("action1", "action2", "team", "half", "team_end")
NOTE = ("note",)
OPTIONAL = frozenset({"team", "team_end"})
ACTION_STEPS = frozenset({"action1", "action2", "half"})


def round_order(position: Position) -> list[str]:
    start = position.seating.index(position.start_player)
    return [*position.seating[start:], *position.seating[:start]]


def steps_for(position: Position, player: str) -> tuple[str, ...]:
    if position.season not in PLAYED:
        return NOTE
    last_round = position.round == position.rules.rounds("summer")
    if position.season == "summer" and last_round and player == round_order(position)[-1]:
        return ONE_AND_HALF
    return FULL


def new_turn(position: Position, player: str) -> Turn:
    return Turn(player, steps_for(position, player))


def begin_season(position: Position, season: str, year: int,
                 events: list[Message]) -> Position:
    position = replace(position, season=season, year=year, round=1, turn=None)
    events.append(Message.of("season_begins", season=season, year=str(year)))
    return _first_turn(position, events)


def _first_turn(position: Position, events: list[Message]) -> Position:
    if position.season in ("sp", "end"):
        return replace(position, turn=None)
    player = round_order(position)[0]
    events.append(Message.of("turn_begins", player=player))
    return replace(position, turn=new_turn(position, player))


def next_season(position: Position) -> tuple[str, int]:
    year = position.rules.year
    if position.season == "start":
        return year[0], position.year
    index = year.index(position.season) + 1
    if index < len(year):
        return year[index], position.year
    return year[0], position.year + 1


def finish_turn(position: Position, events: list[Message]) -> Position:
    """The current turn is over: the next player, the next round or the next season."""
    order = round_order(position)
    assert position.turn is not None
    index = order.index(position.turn.player) + 1
    if index < len(order):
        events.append(Message.of("turn_begins", player=order[index]))
        return replace(position, turn=new_turn(position, order[index]))
    if position.round < position.rules.rounds(position.season):
        position = replace(position, round=position.round + 1)
        events.append(Message.of("round_begins", round=str(position.round)))
        return _first_turn(position, events)
    season, year = next_season(position)
    return begin_season(position, season, year, events)


def skip_optional(turn: Turn) -> Turn:
    """At the end of what the player sent: optional team steps left open are not taken (a
    used team action also closes the second chance of the 1½ turn)."""
    at = turn.at
    while at < len(turn.steps) and turn.steps[at] in OPTIONAL:
        at += 1
    return replace(turn, at=at)


def who_may_act(position: Position, player: str) -> Message | None:
    """Why ``player`` cannot send actions now, or None."""
    if position.winner is not None or position.season == "end":
        return Message.of("game_over")
    if position.tie is not None:
        return Message.of("awaiting_tie")
    turn = position.turn
    if turn is None:
        return Message.of("no_turns", season=position.season)
    if turn.player != player:
        return Message.of("not_your_turn", player=turn.player)
    if turn.awaiting_gm is not None:
        return Message.of("awaiting_gm")
    return None
