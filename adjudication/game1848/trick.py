"""The end of a trick and the start of the next (rules: "Auswertung", "Patt kann Taktik
sein", "Manchmal fliegen Karten raus", "Bei vier ist Schluß").

When everybody has passed the trick is scored: militarily if an army has a Heerführer
(:mod:`.military`), else politically (:mod:`.political`). The winner notes the points and
takes the Ablaufkarte; in a Patt each player involved notes their own points and the same
Ablaufkarte is played for again. Army cards, the persons Lola Montez took and the pairs that
met leave the game; every other card on the table goes back under its deck in the order it
was played (decision D8). A ``gm`` card raises a review flag (it counted as no effect).

Then the game ends if the winner holds enough Ablaufkarten, if no Ablaufkarte is left, or
after as many idle tricks in a row as there are players (nobody played or pushed a card and
nobody could draw: every player has opened one in vain; decision D23);
otherwise hands are refilled (:mod:`.refill`) and the next trick opens with the player left
of the first passer (after a Patt, and by default after a won trick too: decision D5).
"""

from __future__ import annotations

from typing import Any

from adjudication.game1848.events import Event
from adjudication.game1848.military import Score, military_score
from adjudication.game1848.moves import advance
from adjudication.game1848.political import political_score
from adjudication.game1848.refill import refill_fixed
from adjudication.game1848.state import PARTIES, State, Trick, TrickRecord
from adjudication.game1848.table import Rulings, cancelled_pairs, undecided
from adjudication.game1848.victory import victory_points, winners


def score(state: State, rulings: Rulings) -> Score:
    return military_score(state, rulings) or political_score(state, rulings)


def review_flags(state: State, rulings: Rulings) -> list[dict[str, Any]]:
    """One flag per ``gm`` card on the table that the game master has not ruled on."""
    flags = []
    for placement in undecided(state, rulings):
        card = state.cards[placement.card]
        text = "; ".join(e.text for e in card.effects or () if e.kind == "gm")
        flags.append({"section": "Zusatzkarten", "code": "gm_decides", "card": card.id,
                      "side": placement.side, "by": placement.by, "target": placement.target,
                      "trick": state.trick.number, "message": f"{card.label}: {text}",
                      "default": "no effect", "options": []})
    return flags


def _credit(state: State, result: Score) -> State:
    scores = {seat: dict(sheet) for seat, sheet in state.scores.items()}
    for credit in result.credits:
        scores[credit.seat][credit.party] += credit.points
    record = TrickRecord(state.trick.number, state.current, result.kind, result.winner,
                         result.credits)
    return state.with_(scores=scores, history=(*state.history, record))


def _clear_table(state: State) -> tuple[State, list[Event]]:
    pairs = cancelled_pairs(state)
    leaving = [p.card for p in state.table
               if state.cards[p.card].is_army or p.card in pairs]
    decks = dict(state.decks)
    for placement in state.table:
        if placement.card not in leaving:
            deck = state.cards[placement.card].deck
            decks[deck] = (*decks[deck], placement.card)
    events = [Event("leave", {"cards": leaving})] if leaving else []
    return state.with_(table=(), decks=decks, out=(*state.out, *leaving)), events


def game_over(state: State, reason: str, **data: Any) -> tuple[State, list[Event]]:
    points = victory_points(state.scores)
    state = state.with_(stage="over", victory=points, end_reason=reason, refill={},
                        trick=Trick(state.trick.number, state.trick.opener, None,
                                    state.trick.passed, state.trick.first_passer,
                                    state.trick.moves))
    return state, [Event("game_over", {"reason": reason, "victory": points,
                                       "winners": winners(points), **data})]


def end_trick(state: State, rulings: Rulings) -> tuple[State, list[Event], list[dict]]:
    """Score the finished trick and carry on to the refill, the next trick or the end."""
    result = score(state, rulings)
    flags = review_flags(state, rulings)
    events = [Event("flag", {"card": f["card"], "text": f["message"]}) for f in flags]
    events.append(Event("trick", {
        "number": state.trick.number, "kind": result.kind, "winner": result.winner,
        "party": result.party, "credits": [c.to_json() for c in result.credits],
        "totals": {p: result.totals.get(p, 0) for p in PARTIES if p in result.totals},
        "rot": result.rot, "card": state.current}))
    state = _credit(state, result)
    idle = state.trick.moves == 0
    first_passer = state.trick.first_passer or state.trick.opener
    state, more = _clear_table(state)
    events += more
    if result.winner is not None and state.current is not None:
        won = {**state.won, result.winner: (*state.won[result.winner], state.current)}
        count = len(won[result.winner])
        events.append(Event("ablauf_won", {"seat": result.winner, "card": state.current,
                                           "count": count}))
        state = state.with_(won=won, current=None)
        if count >= state.options.target:
            state, more = game_over(state, "target", seat=result.winner, count=count)
            return state, events + more, flags
    elif state.current is not None:
        events.append(Event("ablauf_stays", {"card": state.current}))
    if result.winner is not None and state.options.opener_after_win == "winner":
        opener = result.winner
    else:
        opener = state.left_of(first_passer)
    limits = state.trick.draw_limits
    state = state.with_(trick=Trick(state.trick.number + 1, opener, None))
    state, more, anything = refill_fixed(state, opener, limits)
    events += more
    streak = state.idle_tricks + 1 if idle and not anything else 0
    state = state.with_(idle_tricks=streak)
    if streak >= len(state.seats):
        state, more = game_over(state, "stall")
        return state, events + more, flags
    if state.refill:
        return state.with_(stage="refill"), events, flags
    state, more = open_trick(state)
    return state, events + more, flags


def open_trick(state: State) -> tuple[State, list[Event]]:
    """Turn up the next Ablaufkarte (unless the last one is still there after a Patt) and
    give the turn to the opener."""
    if state.current is None:
        if not state.decks["sequence"]:
            return game_over(state, "sequence")
        decks = {**state.decks, "sequence": state.decks["sequence"][1:]}
        state = state.with_(current=state.decks["sequence"][0], decks=decks)
    state = state.with_(stage="play")
    opener = state.trick.opener
    events = [Event("trick_start", {"number": state.trick.number, "card": state.current,
                                    "seat": opener})]
    before = state.seats[state.seats.index(opener) - 1]
    state, more = advance(state, before)
    if state.trick.on_turn is None:  # nobody holds a card: the trick is over at once
        return state, events + more
    return state, events + more
