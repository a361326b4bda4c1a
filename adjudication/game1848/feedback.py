"""Per-line feedback on what a player wrote, as the order boxes show it: the reading of the
line in the player's language, or what is wrong and what would be right."""

from __future__ import annotations

from dataclasses import dataclass

from adjudication.game1848.actions import Draw, Misread, Pass, Play, Push, read_action
from adjudication.game1848.armies import armies_for, assign, group_of
from adjudication.game1848.moves import refusal
from adjudication.game1848.state import Placement, State
from adjudication.game1848.words import DECK_NAMES, card_name, text


@dataclass(frozen=True)
class LineReading:
    line: str
    reading: str | None = None
    error: str | None = None
    suggestion: str | None = None


def _reading(state: State, seat: str, action: object, lang: str) -> str:
    if isinstance(action, Pass):
        if action.draw is None:
            return text("reads_pass", lang)
        most = (state.options.draw_persons, state.options.draw_extras)
        persons, extras = (m if n is None else min(n, m) for n, m in zip(action.draw, most,
                                                                         strict=True))
        return text("reads_pass_draw", lang, persons=persons, extras=extras)
    if isinstance(action, Push):
        return text("reads_push", lang, card=card_name(state.cards, action.card))
    if isinstance(action, Draw) and action.deck == "none":
        return text("reads_draw_none", lang)
    if isinstance(action, Draw):
        return text("reads_draw", lang, deck=DECK_NAMES["en"][action.deck])
    assert isinstance(action, Play)
    card = card_name(state.cards, action.card)
    if action.on:
        return text("reads_play_on", lang, card=card, target=card_name(state.cards, action.on))
    if action.side:
        return text("reads_play_side", lang, card=card, side=action.side)
    if action.choice:
        return text("reads_army_choice", lang, card=card, side=action.choice)
    if action.army:
        return text("reads_play_leads", lang, card=card, army=card_name(state.cards,
                                                                         action.army))
    if state.cards[action.card].is_leader:
        return _default_army(state, seat, action.card, lang) or text("reads_play", lang,
                                                                      card=card)
    return text("reads_play", lang, card=card)


def _default_army(state: State, seat: str, leader: str, lang: str) -> str | None:
    """When a Heerführer could take more than one army, say which he takes without a choice
    and how to choose another (docs/rules/1848.md D15)."""
    trial = state.with_(table=(*state.table, Placement(leader, seat, seat)))
    led = next((a for a, g in assign(trial).items()
                if g is not None and g.key == group_of(trial, seat, leader).key), None)
    options = armies_for(trial, seat, leader)
    if len(options) + (led is not None) < 2:
        return None
    default = led or options[0]
    others = [a for a in options if a != default]
    return text("reads_leads_default", lang, card=card_name(state.cards, leader), id=leader,
                army=card_name(state.cards, default),
                options=", ".join(others), other=others[0])


def _suggestion(state: State, seat: str, problem: Misread, lang: str) -> str | None:
    if problem.key in ("unknown_card", "not_in_hand", "ambiguous_name", "play_what",
                       "push_what", "help"):
        hand = ", ".join(card_name(state.cards, c) for c in state.hands.get(seat, ()))
        return ("Ihre Hand: " if lang == "de" else "Your hand: ") + (hand or "—")
    if problem.key in ("unknown_target", "target_not_on_table", "needs_person"):
        lying = ", ".join(card_name(state.cards, p.card) for p in state.table
                          if state.cards[p.card].kind == "person")
        return ("Auf dem Tisch: " if lang == "de" else "On the table: ") + (lying or "—")
    return None


def read_lines(state: State, seat: str, raw: str, lang: str = "en") -> list[LineReading]:
    """One reading per non-empty line; only the first line is an action."""
    lines = [line.strip() for line in (raw or "").splitlines() if line.strip()]
    found = []
    for index, line in enumerate(lines):
        if index:
            found.append(LineReading(line, error=text("one_per_turn", lang)))
            continue
        action = read_action(state, seat, line)
        problem = action if isinstance(action, Misread) else refusal(state, seat, action)
        if problem is None:
            found.append(LineReading(line, reading=_reading(state, seat, action, lang)))
        else:
            found.append(LineReading(line, error=text(problem.key, lang, **problem.values),
                                     suggestion=_suggestion(state, seat, problem, lang)))
    return found
