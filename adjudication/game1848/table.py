"""What lies on the table and what each Zusatzkarte does there (rules: "Zusatzkarten",
"Manchmal fliegen Karten raus": the pairs).

Shared by the political and the military scoring: which pairs cancel each other, which
effects a card has in this trick (a game master's ruling replaces a ``gm`` card's effects),
and each person's value after every effect.
"""

from __future__ import annotations

from collections.abc import Mapping

from adjudication.game1848.effects import Effect
from adjudication.game1848.state import Placement, State

Rulings = Mapping[str, tuple[Effect, ...]]


def cancelled_pairs(state: State) -> set[str]:
    """Zusatzkarten on the table whose partner is on the table too: both act no more and
    leave the game when the trick ends."""
    lying = {p.card for p in state.table}
    return {card for card in lying
            if state.cards[card].cancels and state.cards[card].cancels in lying}


def effects_of(state: State, placement: Placement, rulings: Rulings,
               cancelled: set[str]) -> tuple[Effect, ...]:
    """The effects a card on the table has in this trick."""
    card = state.cards[placement.card]
    if card.kind != "extra" or placement.card in cancelled:
        return ()
    if placement.card in rulings:
        return tuple(rulings[placement.card])
    return tuple(e for e in card.effects or () if e.kind != "gm")


def undecided(state: State, rulings: Rulings) -> list[Placement]:
    """Cards on the table whose ``gm`` effect the game master has not ruled on yet."""
    cancelled = cancelled_pairs(state)
    return [p for p in state.table
            if p.card not in cancelled and p.card not in rulings
            and any(e.kind == "gm" for e in state.cards[p.card].effects or ())]


def persons(state: State) -> list[Placement]:
    return [p for p in state.table if state.cards[p.card].kind == "person"]


def person_values(state: State, rulings: Rulings) -> dict[str, int]:
    """Card id -> political value of each person on the table after every Zusatzkarte
    (values may go negative: "Es kann auch negativ enden")."""
    cancelled = cancelled_pairs(state)
    lying = persons(state)
    values = {p.card: state.cards[p.card].value or 0 for p in lying}
    for placement in state.table:
        card = state.cards[placement.card]
        for effect in effects_of(state, placement, rulings, cancelled):
            if effect.kind == "party":
                for person in lying:
                    target = state.cards[person.card]
                    if (person.side == placement.side and target.party == effect.party
                            and (not target.is_leader or card.targets_leaders)):
                        values[person.card] += effect.amount
            elif effect.kind == "person" and placement.target in values:
                values[placement.target] += effect.amount
    return values


def rot_total(state: State) -> int:
    """The sum of the "Rot" values of every card on the table (rules: "Es kann auch negativ
    enden")."""
    cancelled = cancelled_pairs(state)
    return sum(state.cards[p.card].rot or 0 for p in state.table if p.card not in cancelled)
