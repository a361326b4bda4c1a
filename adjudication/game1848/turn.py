"""One turn of the platform: the seat on turn acts (or all seats with a refill choice), the
position moves on until somebody must act again.

A missing action counts as the rules' default (NMR): a pass on a trick turn, the kind held
fewer of in a refill. An action that is no longer allowed (the position was changed by the
game master after it was sent) also counts as a pass, with a private note saying why.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from adjudication.game1848.actions import Draw, Misread, Pass, canonical, read_action
from adjudication.game1848.events import Event
from adjudication.game1848.moves import refusal, take
from adjudication.game1848.refill import refill_choices
from adjudication.game1848.state import State
from adjudication.game1848.table import Rulings
from adjudication.game1848.trick import end_trick, open_trick
from adjudication.game1848.words import text


@dataclass(frozen=True)
class TurnResult:
    state: State
    events: tuple[Event, ...]
    flags: tuple[dict[str, Any], ...] = ()
    actions: Mapping[str, str] = field(default_factory=dict)  # seat -> canonical line taken


def first_line(raw: str | None) -> str | None:
    lines = [line.strip() for line in (raw or "").splitlines() if line.strip()]
    return lines[0] if lines else None


def expected(state: State) -> list[str]:
    """The seats that must act now (one on a trick turn; several in a refill)."""
    if state.stage == "play":
        return [state.trick.on_turn] if state.trick.on_turn else []
    if state.stage == "refill":
        return [seat for seat in state.seats if seat in state.refill]
    return []


def settle(state: State, rulings: Rulings) -> tuple[State, list[Event], list[dict]]:
    """End every trick that is over (nobody left to act) until somebody must act."""
    events: list[Event] = []
    flags: list[dict] = []
    while state.stage == "play" and state.trick.on_turn is None:
        state, more, raised = end_trick(state, rulings)
        events += more
        flags += raised
    return state, events, flags


def _explain(misread: Misread, lang: str = "en") -> str:
    return text(misread.key, lang, **misread.values)


def resolve_turn(state: State, texts: Mapping[str, str | None],
                 rulings: Rulings = {}) -> TurnResult:  # noqa: B006
    """Apply the turn's actions (``seat -> text``; only the first non-empty line counts)."""
    events: list[Event] = []
    taken: dict[str, str] = {}
    if state.stage == "play":
        seat = state.trick.on_turn
        line = first_line(texts.get(seat))
        action: Any = Pass()
        if line is None:
            events.append(Event("nmr_pass", {"seat": seat}))
        else:
            read = read_action(state, seat, line)
            problem = read if isinstance(read, Misread) else refusal(state, seat, read, rulings)
            if problem is None:
                action = read
            else:
                # Private: why the line failed; the public "pass" of the action taken
                # says the seat passes (it did send a line, so not "nmr_pass").
                events.append(Event("invalid_pass", {"seat": seat, "line": line,
                                                     "why": _explain(problem)},
                                    private=(seat,)))
        taken[seat] = canonical(action)
        state, more = take(state, seat, action, rulings)
        if line is None:
            # "nmr_pass" already says the seat passes (the deadline passed without an
            # action): the plain "pass" of the action taken would repeat it (issue 23, 9).
            more = [e for e in more if not (e.code == "pass" and e.data.get("seat") == seat)]
        events += more
    elif state.stage == "refill":
        choices: dict[str, str] = {}
        for seat in expected(state):
            line = first_line(texts.get(seat))
            read = read_action(state, seat, line) if line else None
            if isinstance(read, Draw) and refusal(state, seat, read) is None:
                choices[seat] = read.deck
                taken[seat] = canonical(read)
        state, more = refill_choices(state, choices, state.trick.opener)
        events += more
        state, more = open_trick(state)
        events += more
    else:
        return TurnResult(state, ())
    state, more, flags = settle(state, rulings)
    events += more
    if state.stage == "play" and state.trick.on_turn:
        events.append(Event("on_turn", {"seat": state.trick.on_turn}))
    return TurnResult(state.with_(turn=state.turn + 1), tuple(events), tuple(flags), taken)
