"""Refilling hands after a trick (expansion: "Wie man mehr als vier Handkarten bekommt").

Each player draws at most 2 persons and 2 Zusatzkarten, up to 6 hand cards. With room for
fewer than four cards they draw one of each kind as long as the room allows and choose the
kind of an odd last card: 5 cards in hand: one card of the player's choice; 4: a person and a
Zusatzkarte; 3: one of each, then one of the player's choice; 6: nothing. Players draw in turn
from the player who opens the next trick; the drawing without a choice happens at once, the
choices (a turn of their own, all choosing players at once) afterwards in the same order. An
empty deck gives nothing; a choice between an empty and a non-empty deck is no choice.
Cards held at the end of a trick stay in hand ("können nicht zurückgelegt werden").

Drawing is allowed, not owed ("darf", "kann"): with their pass a player may say the most of
each kind they draw (``passe, ziehe 1 Person``; ``pass; draw none``), and in the choice turn
``keine`` / ``none`` draws no more card (decision D29). Saying nothing draws as above.
"""

from __future__ import annotations

from collections.abc import Mapping

from adjudication.game1848.events import Event
from adjudication.game1848.state import State

Limit = tuple[int | None, int | None]


def _draw(state: State, seat: str, deck: str, count: int) -> tuple[State, list[str]]:
    cards = state.decks[deck][:count]
    decks = {**state.decks, deck: state.decks[deck][len(cards):]}
    hands = {**state.hands, seat: (*state.hands[seat], *cards)}
    return state.with_(decks=decks, hands=hands), list(cards)


def _plan(state: State, seat: str, limit: Limit) -> tuple[int, int, bool]:
    """(persons, extras, choice of one more) for ``seat`` now, drawing at most ``limit``."""
    options = state.options
    most_persons = options.draw_persons if limit[0] is None else min(limit[0],
                                                                     options.draw_persons)
    most_extras = options.draw_extras if limit[1] is None else min(limit[1],
                                                                   options.draw_extras)
    room = max(options.hand_limit - len(state.hands[seat]), 0)
    both = min(room // 2, most_persons, most_extras)
    persons = extras = both
    rest = room - 2 * both
    spare_persons = most_persons - both
    spare_extras = most_extras - both
    if rest and spare_persons and spare_extras:
        return persons, extras, True
    if spare_persons:
        persons += min(rest, spare_persons)
    elif spare_extras:
        extras += min(rest, spare_extras)
    return persons, extras, False


def refill_fixed(state: State, first: str, limits: Mapping[str, Limit] | None = None
                 ) -> tuple[State, list[Event], bool]:
    """Draw every card that needs no choice, in turn from ``first``; leave the choices pending
    in ``state.refill``. ``limits``: seat -> the most persons and Zusatzkarten it said it
    draws (decision D29). Returns (state, events, whether any card was drawn or is
    pending)."""
    events: list[Event] = []
    pending: dict[str, tuple[str, ...]] = {}
    anything = False
    for seat in state.clockwise_from(first):
        persons, extras, choice = _plan(state, seat, (limits or {}).get(seat, (None, None)))
        state, drawn_p = _draw(state, seat, "persons", persons)
        state, drawn_e = _draw(state, seat, "extras", extras)
        if choice:
            decks = tuple(d for d in ("persons", "extras") if state.decks[d])
            if len(decks) == 2:
                pending[seat] = decks
            elif decks:
                state, more = _draw(state, seat, decks[0], 1)
                (drawn_p if decks[0] == "persons" else drawn_e).extend(more)
        drawn = drawn_p + drawn_e
        if drawn:
            anything = True
            events.append(Event("draw", {"seat": seat, "persons": len(drawn_p),
                                         "extras": len(drawn_e)}))
            events.append(Event("draw_own", {"seat": seat, "cards": drawn}, private=(seat,)))
    if pending:
        anything = True
        events.append(Event("refill_choice", {"seats": list(pending)}))
    return state.with_(refill=pending), events, anything


def default_choice(state: State, seat: str) -> str:
    """What a player who does not choose draws: the kind they hold fewer of (persons on a
    tie) among the kinds they may draw (docs/rules/1848.md, decision D12)."""
    allowed = state.refill[seat]
    if len(allowed) == 1:
        return allowed[0]
    held = [state.cards[c].deck for c in state.hands[seat]]
    return "extras" if held.count("extras") < held.count("persons") else "persons"


def refill_choices(state: State, choices: dict[str, str], first: str) -> tuple[State,
                                                                              list[Event]]:
    """Draw the chosen cards, in turn from ``first`` (the opener of the next trick)."""
    events: list[Event] = []
    for seat in state.clockwise_from(first):
        if seat not in state.refill:
            continue
        deck = choices.get(seat) or default_choice(state, seat)
        if deck == "none":  # "darf dann entscheiden, ob er noch ... ziehen möchte"
            continue
        state, drawn = _draw(state, seat, deck, 1)
        if drawn:
            events.append(Event("draw", {"seat": seat,
                                         "persons": int(deck == "persons"),
                                         "extras": int(deck == "extras")}))
            events.append(Event("draw_own", {"seat": seat, "cards": drawn}, private=(seat,)))
    return state.with_(refill={}), events
