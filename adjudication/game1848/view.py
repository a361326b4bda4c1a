"""What a viewer may see of a position: the one function that strips secrets.

``viewer`` is a seat key (that player), ``"gm"`` (the game master: everything) or None (the
public: what lies open on the table). Secrets are the hands (a player sees only their own and
the number of cards in the others'), the order of the decks (nobody but the game master; the
others see how many cards are left), the pending refill choices of other players and how many
cards they said they draw. Card
definitions appear only for cards the viewer may see, so a player's view never names a card
in another player's hand.
"""

from __future__ import annotations

from typing import Any

from adjudication.game1848.armies import groups
from adjudication.game1848.cards import CardSet
from adjudication.game1848.military import commands
from adjudication.game1848.political import shares, totals_of
from adjudication.game1848.state import DECKS, State
from adjudication.game1848.table import person_values
from adjudication.game1848.turn import expected
from adjudication.game1848.words import card_effect_words

GAME_MASTER = "gm"


def card_json(cards: CardSet, card_id: str, lang: str = "en") -> dict[str, Any]:
    card = cards[card_id]
    out = card.to_json()
    out.pop("source", None)
    out.pop("note", None)
    if card.kind == "extra":
        out["text"] = card_effect_words(card, lang)
    out["label"] = card.label
    return out


def _trick(state: State, own: str | None, gm: bool) -> dict[str, Any]:
    """The trick; how many cards a player said they draw is theirs (and the GM's) to see
    until the refill shows it."""
    out = state.trick.to_json()
    limits = out.pop("draw_limits", {})
    shown = limits if gm else {s: v for s, v in limits.items() if s == own}
    if shown:
        out["draw_limits"] = shown
    return out


def view(state: State, viewer: str | None, lang: str = "en") -> dict[str, Any]:
    gm = viewer == GAME_MASTER
    own = viewer if viewer in state.seats else None
    cards = state.cards

    def show(card_id: str) -> dict[str, Any]:
        return card_json(cards, card_id, lang)

    values = person_values(state, {})
    table: dict[str, list[dict[str, Any]]] = {seat: [] for seat in state.seats}
    for placement in state.table:
        entry = {**show(placement.card), "by": placement.by}
        if placement.target:
            entry["target"] = placement.target
        if placement.card in values:
            entry["value_now"] = values[placement.card]
        table[placement.lies_at].append(entry)
    armies = [{"army": c.army, "seat": c.seat, "leaders": list(c.group.leaders),
               "party": c.group.party, "points": c.points} for c in commands(state)]
    by_seat = shares(state, {})
    out: dict[str, Any] = {
        "game": "1848", "viewer": viewer, "seats": list(state.seats), "turn": state.turn,
        "stage": state.stage, "card_set": cards.name, "practice": cards.practice,
        "target": state.options.target, "options": state.options.to_json(),
        "trick": _trick(state, own, gm), "expected": expected(state),
        "current": show(state.current) if state.current else None,
        "table": table, "armies": armies,
        "groups": [{"seat": g.seat, "flag": g.flag, "leaders": list(g.leaders),
                    "strength": g.strength} for g in groups(state, {})],
        "standing": {"military": bool(armies), "totals": totals_of(by_seat), "shares": by_seat},
        "hand_counts": {seat: len(state.hands[seat]) for seat in state.seats},
        "decks": {name: len(state.decks[name]) for name in DECKS},
        "won": {seat: [show(c) for c in state.won[seat]] for seat in state.seats},
        "out": [show(c) for c in state.out],
        "scores": {seat: dict(sheet) for seat, sheet in state.scores.items()},
        "history": [record.to_json() for record in state.history],
        "refill": {"seats": [s for s in state.seats if s in state.refill]},
        "victory": dict(state.victory) if state.victory is not None else None,
        "end_reason": state.end_reason,
    }
    if own is not None:
        out["hand"] = [show(c) for c in state.hands[own]]
        if own in state.refill:
            out["refill"]["mine"] = list(state.refill[own])
    if gm:
        out["hands"] = {seat: [show(c) for c in state.hands[seat]] for seat in state.seats}
        out["deck_order"] = {name: list(state.decks[name]) for name in DECKS}
        out["refill"]["all"] = {seat: list(kinds) for seat, kinds in state.refill.items()}
    return out
