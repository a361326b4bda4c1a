"""A player's turn in a trick (base game: "Ausspielen", "Passen"; expansion: "Passen und im
Spiel bleiben: Schieben", "Vorn-gepasst-von Armee angegriffen-aus?").

On turn a player plays a hand card (a person to their own side; a Zusatzkarte onto a side or
a person as its effects say; an army card, which goes to the Heerführer that may command it),
passes (and is out of the trick), or pushes a hand card face down under its deck (and stays
in). An army card, or a Zusatzkarte marked ``wakes``, brings every passed player back. The
turn then goes clockwise to the next player still in; one without hand cards passes at once.
When everybody has passed the trick ends (:mod:`.trick`).
"""

from __future__ import annotations

from dataclasses import replace

from adjudication.game1848.actions import Action, Draw, Misread, Pass, Play, Push
from adjudication.game1848.armies import (
    Group,
    after_play,
    armies_for,
    assign,
    group_of,
    tied_seats,
)
from adjudication.game1848.effects import target_of
from adjudication.game1848.events import Event
from adjudication.game1848.state import Placement, State
from adjudication.game1848.table import Rulings
from adjudication.game1848.words import FLAG_NAMES, PARTY_NAMES


def refusal(state: State, seat: str, action: Action,
            rulings: Rulings = {}) -> Misread | None:  # noqa: B006
    """Why ``seat`` may not take ``action`` now (None: it may); ``rulings``: the GM's, weighed
    as :func:`take` weighs them."""
    if state.stage == "over":
        return Misread("game_over", {})
    if state.stage == "refill":
        if seat not in state.refill:
            return Misread("no_refill_choice", {})
        if not isinstance(action, Draw):
            return Misread("refill_now", {})
        if action.deck != "none" and action.deck not in state.refill[seat]:
            other = "Zusatzkarte" if action.deck == "persons" else "Person"
            return Misread("deck_full", {"other": other})
        return None
    if state.trick.on_turn != seat:
        return Misread("not_your_turn", {"seat": state.trick.on_turn})
    if isinstance(action, Draw):
        return Misread("draw_in_play", {})
    if isinstance(action, Pass):
        return None
    if action.card not in state.hands[seat]:
        return Misread("not_in_hand", {"card": action.card})
    if isinstance(action, Push):
        return None
    return _play_refusal(state, seat, action, rulings)


def _play_refusal(state: State, seat: str, action: Play, rulings: Rulings) -> Misread | None:
    card = state.cards[action.card]
    if card.kind == "person":
        if action.army:
            return _leader_refusal(state, seat, action, rulings)
        return Misread("person_no_target", {}) if action.side or action.on else None
    if card.is_army:
        return _army_refusal(state, seat, action, rulings)
    wants = target_of(card.effects)
    if wants == "person" and not action.on:
        return Misread("needs_person", {"card": card.id})
    if wants == "side" and not (action.side or action.on):
        return Misread("needs_side", {"card": card.id})
    if action.on:
        lying = {p.card for p in state.table}
        if action.on not in lying:
            return Misread("target_not_on_table", {"target": action.on})
        target = state.cards[action.on]
        if target.is_leader and not card.targets_leaders:
            return Misread("leader_protected", {"target": target.label})
        for effect in card.effects or ():
            if effect.target == "person" and effect.party and effect.party != target.party:
                return Misread("wrong_party", {
                    "card": card.id, "party": PARTY_NAMES[effect.party], "target": target.label,
                    "other": PARTY_NAMES.get(target.party or "", "?")})
    return None


def _leader_refusal(state: State, seat: str, action: Play, rulings: Rulings) -> Misread | None:
    card = state.cards[action.card]
    if not card.is_leader:
        return Misread("leads_not_leader", {"card": card.id})
    if action.army not in {p.card for p in state.table if state.cards[p.card].is_army}:
        return Misread("leads_not_on_table", {"army": action.army})
    trial = state.with_(table=(*state.table, Placement(card.id, seat, seat)))
    options = armies_for(trial, seat, card.id, rulings)
    group = group_of(trial, seat, card.id, rulings)
    commander = assign(trial, rulings)[action.army]
    if action.army in options or (commander is not None and commander.key == group.key):
        return None
    return Misread("leads_not_suitable", {
        "army": action.army, "leaders": ", ".join(commander.leaders) if commander else "—",
        "seat": commander.seat if commander else "—",
        "theirs": _strength_words(commander), "yours": _strength_words(group),
        "options": ", ".join(options) or "—"})


def _strength_words(group: Group | None) -> str:
    return f"{FLAG_NAMES[group.flag]} {group.strength}" if group else "—"


def _army_refusal(state: State, seat: str, action: Play, rulings: Rulings) -> Misread | None:
    tied = tied_seats(state, action.card, rulings)
    if len(tied) < 2:
        return None
    if action.choice is None:
        return Misread("army_choose", {"card": action.card, "seats": ", ".join(tied),
                                       "first": tied[0]})
    if action.choice not in tied:
        return Misread("army_choice_not_tied", {"seat": action.choice, "seats": ", ".join(tied)})
    return None


def _without(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    index = hand.index(card)
    return hand[:index] + hand[index + 1:]


def _play(state: State, seat: str, action: Play, rulings: Rulings) -> tuple[State, list[Event]]:
    card = state.cards[action.card]
    hands = {**state.hands, seat: _without(state.hands[seat], action.card)}
    side = seat
    if card.kind == "extra":
        target_side = next((p.side for p in state.table if p.card == action.on), None)
        side = target_side or action.side or seat
    placement = Placement(card.id, seat, side, target=action.on,
                          choice=action.choice if card.is_army else None)
    events = [Event("play", {"seat": seat, "card": card.id, "side": side, "on": action.on})]
    table = [*state.table, placement]
    out = state.out
    if action.on and any(e.kind == "remove" for e in card.effects or ()):
        table = [p for p in table if p.card != action.on]
        out = (*out, action.on)  # "Personenkarten, die durch Lola Montez ausgeschaltet wurden"
        events.append(Event("remove", {"card": action.on, "by": card.id}))
    trick = replace(state.trick, moves=state.trick.moves + 1)
    if card.wakes and state.trick.passed:
        events.append(Event("wake", {"seats": list(state.trick.passed)}))
        trick = replace(trick, passed=())
    state = state.with_(hands=hands, table=tuple(table), out=out, trick=trick)
    state, changes = after_play(state, placement, action.army, rulings)
    for army, _before, group in changes:
        events.append(Event("army", {"army": army, "seat": group.seat if group else None,
                                     "leaders": list(group.leaders) if group else []}))
    return state, events


def _push(state: State, seat: str, action: Push) -> tuple[State, list[Event]]:
    deck = state.cards[action.card].deck
    decks = {**state.decks, deck: (*state.decks[deck], action.card)}  # under the deck
    hands = {**state.hands, seat: _without(state.hands[seat], action.card)}
    trick = replace(state.trick, moves=state.trick.moves + 1)
    return state.with_(decks=decks, hands=hands, trick=trick), [
        Event("push", {"seat": seat, "deck": deck}),
        Event("push_own", {"seat": seat, "card": action.card, "deck": deck}, private=(seat,)),
    ]


def pass_turn(state: State, seat: str, draw: tuple[int | None, int | None] | None = None
              ) -> State:
    """``seat`` is out of the trick; ``draw``: how many it will draw at most in the coming
    refill (a later pass without one keeps the earlier word; decision D29)."""
    limits = state.trick.draw_limits
    if draw is not None:
        limits = {**limits, seat: draw}
    trick = replace(state.trick, passed=(*state.trick.passed, seat),
                    first_passer=state.trick.first_passer or seat, draw_limits=limits)
    return state.with_(trick=trick)


def take(state: State, seat: str, action: Action,
         rulings: Rulings = {}) -> tuple[State, list[Event]]:  # noqa: B006
    """Apply an allowed action of the seat on turn (see :func:`refusal`), then hand the turn
    on; ``on_turn`` is None afterwards when everybody has passed."""
    if isinstance(action, Play):
        state, events = _play(state, seat, action, rulings)
    elif isinstance(action, Push):
        state, events = _push(state, seat, action)
    else:
        draw = action.draw if isinstance(action, Pass) else None
        state, events = pass_turn(state, seat, draw), [Event("pass", {"seat": seat})]
    state, more = advance(state, seat)
    return state, events + more


def advance(state: State, after: str) -> tuple[State, list[Event]]:
    """Give the turn to the next player clockwise after ``after`` who is still in (``after``
    itself last); players without hand cards pass on the way."""
    events: list[Event] = []
    order = state.clockwise_from(after)
    order = order[1:] + order[:1]
    while True:
        waiting = [s for s in order if s not in state.trick.passed]
        if not waiting:
            return state.with_(trick=replace(state.trick, on_turn=None)), events
        seat = waiting[0]
        if state.hands[seat]:
            return state.with_(trick=replace(state.trick, on_turn=seat)), events
        state = pass_turn(state, seat)
        events.append(Event("auto_pass", {"seat": seat}))
