"""What the GM enters (issue 12: "the GM enters what only the base rules decide ... through a
position editor with a diff and a required reason"), as pure functions.

Each takes the position, the map, what the GM decided and a non-empty ``reason`` and returns a
:class:`GmResult`: the new position, the diff (``patch.py``) for the audit log, the events for
the turn report, and, after a ruling, the feedback on the player's queued lines.

- :func:`gm_edit`: any correction, at any time (battle losses found later, a fortress razed).
- :func:`gm_resolve`: the ruling on the pending action (battle, diplomacy, other, a note of
  the start phase or a reinforcement turn); then the player's queued lines run again
  (``turn.py``); if they no longer fit, the turn waits for the player. With nothing queued
  the turn waits for the player's next step (even the optional team action: they could not
  know the outcome when they sent the line), or ends when no step is left.
- :func:`gm_end_turn`: end the current turn (missed deadline, forfeited steps).
- :func:`gm_close_sp`: the SP distribution (its figures as a patch), then the team victory
  check (``victory.py``) and the next season.
- :func:`gm_decide_tie`: the tie decided by the base game's rule, applied by the GM.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from adjudication.diplomacy.messages import Message

from .mapfile import Map
from .messages import render
from .patch import Change, apply_patch
from .position import InputError, Position
from .sequence import begin_season, finish_turn, next_season
from .turn import LineResult, play
from .victory import after_distribution


@dataclass(frozen=True, slots=True)
class GmResult:
    position: Position
    reason: str
    changes: tuple[Change, ...] = ()
    events: tuple[Message, ...] = ()
    lines: tuple[LineResult, ...] = ()  # the queued lines as they ran again

    def to_json(self, game_map: Map, lang: str = "de") -> dict[str, Any]:
        return {"reason": self.reason, "changes": [c.to_json() for c in self.changes],
                "events": [render(e, game_map, lang) for e in self.events],
                "lines": [line.to_json(game_map, lang) for line in self.lines]}


def _reason(reason: str) -> str:
    if not isinstance(reason, str) or not reason.strip():
        raise InputError("reason", "a reason is required (it goes into the audit log)")
    return reason.strip()


def gm_edit(position: Position, game_map: Map, patch: Any, reason: str) -> GmResult:
    reason = _reason(reason)
    new, changes = apply_patch(position, game_map, patch)
    # Every operation leaves one event with its reason: the report tells the ruling once,
    # in words (issue 23, item 3), not again as "Spielleiter (edit): ...".
    return GmResult(new, reason, changes, (Message.of("gm_edited", reason=reason),))


def gm_resolve(position: Position, game_map: Map, patch: Any, reason: str,
               lang: str = "de") -> GmResult:
    reason = _reason(reason)
    turn = position.turn
    if turn is None or turn.awaiting_gm is None:
        raise InputError("turn", "no action is waiting for the GM's ruling")
    new, changes = apply_patch(position, game_map, patch)
    if new.turn is None or new.turn.player != turn.player:
        raise InputError("patch.turn", "a ruling does not move the turn; use gm_edit for that")
    events: list[Message] = [Message.of("gm_ruled", reason=reason)]
    queued = new.turn.queued
    new = replace(new, turn=replace(new.turn, awaiting_gm=None, queued=()))
    lines: tuple[LineResult, ...] = ()
    if queued:
        outcome = play(new, game_map, turn.player, "\n".join(queued), lang)
        lines = outcome.lines
        if outcome.ok:
            new = outcome.position
            events.extend(outcome.events)
        else:
            events.append(Message.of("queued_refused", player=turn.player))
    elif new.turn is not None and new.turn.done:
        new = finish_turn(new, events)
    return GmResult(new, reason, changes, tuple(events), lines)


def gm_end_turn(position: Position, game_map: Map, reason: str) -> GmResult:
    reason = _reason(reason)
    if position.turn is None:
        raise InputError("turn", "nobody is on turn")
    events = [Message.of("gm_ended_turn", player=position.turn.player, reason=reason)]
    new = finish_turn(replace(position, turn=replace(position.turn, awaiting_gm=None,
                                                     queued=())), events)
    return GmResult(new, reason, (Change("turn.player", position.turn.player,
                                         new.turn and new.turn.player),), tuple(events))


def gm_close_sp(position: Position, game_map: Map, patch: Any, reason: str) -> GmResult:
    reason = _reason(reason)
    if position.season != "sp" or position.tie is not None or position.winner is not None:
        raise InputError("season", "the SP distribution is closed only during it "
                                   f"(now: {position.season})")
    new, changes = apply_patch(position, game_map, patch)
    events: list[Message] = [Message.of("gm_closed_sp", reason=reason)]
    new, goes_on = after_distribution(new, game_map, events)
    if goes_on:
        season, year = next_season(new)
        new = begin_season(new, season, year, events)
        if new.rules.edition == "1715" and new.season == "reinforcement":
            events.append(Message.of("reminder_1715"))
    return GmResult(new, reason, changes, tuple(events))


def gm_decide_tie(position: Position, game_map: Map, team: str, reason: str) -> GmResult:
    reason = _reason(reason)
    if position.tie is None:
        raise InputError("team", "there is no tie to decide")
    if team not in position.teams:
        raise InputError("team", f"one of {', '.join(position.teams)}")
    new = replace(position, winner=team, season="end", turn=None)
    return GmResult(new, reason, (Change("winner", None, team),),
                    (Message.of("tie_decided", team=team, reason=reason),))
