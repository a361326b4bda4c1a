"""One submission of a player on turn: lines read, placed on the steps of the turn, checked
and carried out in order (base game: "1st and 2nd action"; 2vs2: the team action after it).

Algorithm. Each line is read (``grammar.py``) and placed on a step of the turn: the step it
names ("1:", "2:", "Team:", "½:") or, unnamed, the next open step that fits (a team action
goes to the next team step, anything else to the next action step, skipping the optional
team step). Then it is checked and carried out against the position left by the lines before
it. A line the GM must settle (attack, diplomacy, other, note) stops the carrying out: the
turn waits for the GM with that line pending, and the lines after it are checked against the
position as it is (with a warning that they are checked again after the ruling) and kept,
private, as ``turn.queued``; after the ruling ``gm.py`` runs them again.

Invariants. All or nothing: if any line has an error, nothing changes and every line has its
feedback (a reason, and a corrected line where one is close). A step is used once. When the
lines end and nothing waits for the GM, optional team steps left open are skipped; a turn
with no step left is over and the next player's begins (``sequence.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from adjudication.diplomacy.messages import Localized, Message

from . import declared, nachschub, team_actions, verlegung
from .actions import (
    Action,
    Attack,
    Diplomacy,
    GiveLand,
    GiveMarker,
    HandOverTroops,
    Nachschub,
    Note,
    Other,
    Pass,
    Verlegung,
    action_text,
)
from .edition1715 import refusal_1715
from .grammar import read_line, split_step
from .mapfile import Map
from .messages import render
from .outcome import Done, Refused
from .position import Pending, Position, Turn
from .sequence import ACTION_STEPS, NOTE, OPTIONAL, finish_turn, skip_optional, who_may_act

STEP_PREFIX = {"action1": "1:", "action2": "2:", "team": "Team:", "team_end": "Team:",
               "half": "½:", "note": "Notiz:"}


@dataclass(frozen=True, slots=True)
class LineResult:
    number: int
    line: str
    step: str | None = None
    action: Action | None = None
    reading: Localized | None = None
    error: Message | None = None
    suggestion: str | None = None
    warnings: tuple[Message, ...] = ()

    @property
    def ok(self) -> bool:
        return self.error is None

    def to_json(self, game_map: Map, lang: str = "de") -> dict[str, Any]:
        return {"number": self.number, "line": self.line, "step": self.step,
                "reading": None if self.reading is None else getattr(self.reading, lang),
                "error": None if self.error is None else render(self.error, game_map, lang),
                "suggestion": self.suggestion,
                "warnings": [render(w, game_map, lang) for w in self.warnings]}


@dataclass(frozen=True, slots=True)
class TurnOutcome:
    """``ok``: carried out (``position`` is the new one); else nothing changed."""

    ok: bool
    position: Position
    lines: tuple[LineResult, ...] = ()
    events: tuple[Message, ...] = ()
    problem: Message | None = None

    def to_json(self, game_map: Map, lang: str = "de") -> dict[str, Any]:
        return {"ok": self.ok,
                "problem": None if self.problem is None else render(self.problem, game_map,
                                                                     lang),
                "lines": [line.to_json(game_map, lang) for line in self.lines],
                "events": [render(e, game_map, lang) for e in self.events]}


def play(position: Position, game_map: Map, player: str, text: str,
         lang: str = "de") -> TurnOutcome:
    problem = who_may_act(position, player)
    if problem is not None:
        return TurnOutcome(False, position, problem=problem)
    lines = [(n, line) for n, line in enumerate(text.splitlines(), 1)
             if line.strip() and not line.strip().startswith(("#", "//"))]
    if not lines:
        return TurnOutcome(False, position, problem=Message.of("empty_turn"))
    assert position.turn is not None
    if position.turn.steps == NOTE:
        return _note(position, game_map, player, lines, lang)
    return _Run(position, game_map, player, lang).run(lines)


def _reading(action: Action, game_map: Map, position: Position) -> Localized:
    names = {g: v.name for g, v in position.generals.items()}
    return Localized(action_text(action, game_map, "en", names),
                     action_text(action, game_map, "de", names))


def _note_refusal(position: Position, player: str, line: str,
                  action: Action | None) -> Message | None:
    if action is not None and action.team:
        return Message.of("team_only_after_turns")
    if isinstance(action, Attack | Diplomacy | Other):
        harm = declared.ally_harm(position, player, action)
        if harm is not None:
            return harm
    return refusal_1715(position, line)


def _note(position: Position, game_map: Map, player: str, lines: list[tuple[int, str]],
          lang: str) -> TurnOutcome:
    """Start phase and reinforcement turns: everything sent is one note for the GM; a lone
    "passen" ends the turn without troubling the GM. Two things are refused even here: a
    team action (only "nach seinen Winter- oder Sommerzügen") and a line that reads as an
    attack, diplomacy or other action against the ally ("in keiner (!) Spielsituation");
    in the 1715 edition also what ``edition1715.py`` refuses; every other line, read or
    not, is free text for the GM."""
    bodies = [split_step(line)[1] for _, line in lines]
    text = "\n".join(body for body in bodies if body)
    assert position.turn is not None
    generals = {g: v.name for g, v in position.generals.items()}
    results, refused = [], False
    for number, line in lines:
        action = read_line(line, game_map, generals=generals).action
        error = _note_refusal(position, player, line, action)
        reading = None if action is None else _reading(action, game_map, position)
        results.append(LineResult(number, line, "note", action, reading, error))
        refused = refused or error is not None
    if refused:
        return TurnOutcome(False, position, tuple(results))
    if len(lines) == 1 and isinstance(read_line(lines[0][1], game_map).action, Pass):
        events: list[Message] = []
        done = finish_turn(replace(position, turn=replace(position.turn, at=1)), events)
        result = LineResult(lines[0][0], lines[0][1], "note", Pass(),
                            _reading(Pass(), game_map, position))
        return TurnOutcome(True, done, (result,), tuple(events))
    action = Note(text)
    pending = Pending("note", "note", text)
    turn = replace(position.turn, at=1, awaiting_gm=pending)
    result = LineResult(lines[0][0], "\n".join(line for _, line in lines), "note", action,
                        _reading(action, game_map, position))
    return TurnOutcome(True, replace(position, turn=turn), (result,),
                       (Message.of("awaits_gm", player=player),))


class _Run:
    """The lines of one submission, carried out one after the other."""

    def __init__(self, position: Position, game_map: Map, player: str, lang: str) -> None:
        self.start = position
        self.map = game_map
        self.player = player
        self.lang = lang
        self.generals = {g: v.name for g, v in position.generals.items()}
        self.current = position  # what the lines up to the GM stop made
        self.shadow = position  # what every line made (checks after the GM stop)
        assert position.turn is not None
        self.cursor: Turn = position.turn
        self.stop: Turn | None = None  # the turn as it waits for the GM
        self.queued: list[str] = []
        self.events: list[Message] = []
        self.nachschub_ended = False

    def run(self, lines: list[tuple[int, str]]) -> TurnOutcome:
        results = [self.line(number, line) for number, line in lines]
        if not all(result.ok for result in results):
            return TurnOutcome(False, self.start, tuple(results))
        position = self.current
        events = list(self.events)
        if self.stop is not None:
            position = replace(position, turn=replace(self.stop, queued=tuple(self.queued)))
        else:
            turn = skip_optional(self.cursor)
            position = replace(position, turn=turn)
            if turn.done:
                position = finish_turn(position, events)
        return TurnOutcome(True, position, tuple(results), tuple(events))

    def line(self, number: int, line: str) -> LineResult:
        read = read_line(line, self.map, generals=self.generals, lang=self.lang)
        if read.error is not None or read.action is None:
            return LineResult(number, line, read.step, error=read.error,
                              suggestion=read.suggestion)
        action = read.action
        refusal = refusal_1715(self.shadow, line)
        if refusal is not None:
            return LineResult(number, line, read.step, action,
                              _reading(action, self.map, self.shadow), refusal)
        try:
            index = self.place(read.step, action)
        except Refused as refused:
            return LineResult(number, line, read.step, action,
                              _reading(action, self.map, self.shadow), refused.message)
        step = self.cursor.steps[index]
        warnings: list[Message] = []
        if self.stop is not None:
            warnings.append(Message.of("checked_before_ruling"))
            self.queued.append(f"{STEP_PREFIX[step]} {split_step(line)[1]}")
        try:
            done = self.carry_out(action, step, line)
        except Refused as refused:
            self.advance(index, action)
            return LineResult(number, line, step, action,
                              _reading(action, self.map, self.shadow), refused.message)
        reading = _reading(done.action, self.map, self.shadow)
        self.shadow = done.position
        if self.stop is None:
            self.current = done.position
            if not isinstance(done.action, Pass):
                self.events.append(Message.of("acted", player=self.player, step=step,
                                              action=reading))
            self.events.extend(done.events)
        self.advance(index, done.action)
        if done.pending is not None and self.stop is None:
            self.stop = replace(self.cursor, awaiting_gm=done.pending)
        return LineResult(number, line, step, done.action, reading,
                          warnings=(*warnings, *done.warnings))

    def place(self, named: str | None, action: Action) -> int:
        """The index of the step this line fills; :class:`Refused` when it fits none."""
        cursor = self.cursor
        passing = isinstance(action, Pass)
        ahead = cursor.steps[cursor.at:]
        if named is not None and named not in ahead and not (named == "team" and
                                                             OPTIONAL & set(ahead)):
            ahead = ()  # named a step already taken (or not in this turn): say so below
        for index in range(len(cursor.steps) - len(ahead), len(cursor.steps)):
            step = cursor.steps[index]
            if step == "team_end" and cursor.team_used:
                continue
            if named is not None:
                if step == named or (named == "team" and step in OPTIONAL):
                    return self.fits(step, action, index)
                if step in OPTIONAL:
                    continue
                raise Refused("step_missing", step=step)
            if step in OPTIONAL:
                if action.team or passing:
                    return index
                continue
            if action.team:
                raise Refused("team_after_actions", step=step)
            return self.fits(step, action, index)
        if self.nachschub_ended and not action.team and named in (None, "action2"):
            raise Refused("nachschub_ended_turn")
        if named == "half" and "half" not in cursor.steps:
            raise Refused("no_half_turn")
        raise Refused("no_step_left", step=named or ("team" if action.team else "action"))

    def fits(self, step: str, action: Action, index: int) -> int:
        if step in OPTIONAL and not (action.team or isinstance(action, Pass)):
            raise Refused("action_in_team_step")
        if step in ACTION_STEPS and action.team:
            raise Refused("team_in_action_step", step=step)
        return index

    def advance(self, index: int, action: Action) -> None:
        cursor = self.cursor
        step = cursor.steps[index]
        at = index + 1
        if step == "action1" and isinstance(action, Nachschub):
            at += 1  # "taken as the 1st, it ends the turn": the 2nd action is gone
            self.nachschub_ended = True
        used = cursor.team_used or (step in OPTIONAL and not isinstance(action, Pass))
        self.cursor = replace(cursor, at=at, team_used=used)

    def carry_out(self, action: Action, step: str, line: str) -> Done:
        position, game_map, player = self.shadow, self.map, self.player
        match action:
            case Pass():
                return Done(position, action)
            case Verlegung():
                return verlegung.carry_out(position, game_map, player, action)
            case Nachschub():
                return nachschub.carry_out(position, game_map, player, action, step)
            case GiveLand():
                return team_actions.give_land(position, game_map, player, action)
            case HandOverTroops():
                return team_actions.hand_over(position, game_map, player, action)
            case GiveMarker():
                return team_actions.give_marker(position, game_map, player, action)
            case Attack() | Diplomacy() | Other() | Note():
                return declared.carry_out(position, game_map, player, action, step,
                                          split_step(line)[1])
        raise Refused("unreadable")
