"""Political scoring of a trick (base game, "Wertung"; expansion: "Bei politischer Wertung:
Werden durch Zusatzkarten die Werte einzelner Personenkarten negativ, so wird das
berücksichtigt", "Patt kann Taktik sein").

The values of the persons on the table (after every Zusatzkarte) are added per party, all
sides together. The strongest party, if it is alone at the top and above 0, scores: its whole
total goes to the player holding the majority of it, i.e. the largest share on their own side
(or, with the option ``majority_basis: running``, the largest share plus the points of that
party already on their score sheet). Otherwise it is a Patt: the players involved (the top
holders of each party at the top) note their own share.
"""

from __future__ import annotations

from adjudication.game1848.cards import PARTIES
from adjudication.game1848.military import Score
from adjudication.game1848.state import Credit, State
from adjudication.game1848.table import Rulings, person_values, persons


def shares(state: State, rulings: Rulings) -> dict[str, dict[str, int]]:
    """Seat -> party -> the sum of that party's persons on the seat's side."""
    values = person_values(state, rulings)
    found = {seat: dict.fromkeys(PARTIES, 0) for seat in state.seats}
    for placement in persons(state):
        party = state.cards[placement.card].party
        if party is not None:
            found[placement.side][party] += values[placement.card]
    return found


def totals_of(by_seat: dict[str, dict[str, int]]) -> dict[str, int]:
    return {party: sum(seat[party] for seat in by_seat.values()) for party in PARTIES}


def _holders(state: State, by_seat: dict[str, dict[str, int]], party: str) -> list[str]:
    def weight(seat: str) -> int:
        running = state.scores[seat][party] if state.options.majority_basis == "running" else 0
        return by_seat[seat][party] + running

    peak = max(weight(seat) for seat in state.seats)
    if peak <= 0:
        return []
    return [seat for seat in state.seats if weight(seat) == peak]


def political_score(state: State, rulings: Rulings = {}) -> Score:  # noqa: B006
    by_seat = shares(state, rulings)
    totals = totals_of(by_seat)
    best = max(totals.values())
    top = [party for party in PARTIES if totals[party] == best]
    if best <= 0:
        return Score("political", None, (), None, totals)
    if len(top) == 1:
        party = top[0]
        holders = _holders(state, by_seat, party)
        if len(holders) == 1:
            return Score("political", holders[0], (Credit(holders[0], party, best),), party,
                         totals)
    credits = tuple(Credit(seat, party, by_seat[seat][party])
                    for party in top for seat in _holders(state, by_seat, party))
    return Score("political", None, credits, None, totals)
