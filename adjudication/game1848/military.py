"""Military scoring (rules: "Und was passiert mit den Armeekarten?", "Auswertung eines
Kartenstichs mit Armeekarte", "Es kann auch negativ enden"). Who commands which army is
:mod:`.armies`' business.

**Scoring** (:func:`military_score`): only armies with a group count. Army points (army +
group) are added per party; the strongest party wins; within it the player with the strongest
army gets the points of all its armies. If the winning party is Reaktionäre, every "Rot" value
on the table is subtracted (not from armies led by a Bund group). Half of it, the fraction
dropped, is noted. Ties: Patt (see :mod:`.trick`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from adjudication.game1848.armies import REACTION, Group, assign
from adjudication.game1848.state import Credit, State
from adjudication.game1848.table import Rulings, rot_total


@dataclass(frozen=True)
class Command:
    army: str
    group: Group
    points: int

    @property
    def seat(self) -> str:
        return self.group.seat


@dataclass(frozen=True)
class Score:
    """A scored trick: who won (None: Patt), what each player notes, and why."""

    kind: str
    winner: str | None
    credits: tuple[Credit, ...]
    party: str | None
    totals: Mapping[str, int]
    rot: int = 0


def halve(points: int) -> int:
    """Half, the fraction dropped ("Brüche werden abgerundet": 15 -> 7, -7 -> -3)."""
    return points // 2 if points >= 0 else -((-points) // 2)


def commands(state: State, rulings: Rulings = {}) -> list[Command]:  # noqa: B006
    taken = assign(state, rulings)
    return [Command(army, group, (state.cards[army].strength or 0) + group.strength)
            for army, group in taken.items() if group is not None]


def _noted(own: list[Command], party: str, rot: int) -> int:
    total = sum(c.points for c in own)
    if party == REACTION and any(c.group.flag != "bund" for c in own):
        total -= rot  # "keine Auswirkung auf eine Armee, die ... mit Bundesfahne geführt wird"
    return halve(total)


def military_score(state: State, rulings: Rulings = {}) -> Score | None:  # noqa: B006
    """The military result of the trick, or None if no army has a Heerführer ("Ein Stich
    wird nur dann durch Militärwerte entschieden, wenn ...")."""
    found = commands(state, rulings)
    if not found:
        return None
    totals: dict[str, int] = {}
    for command in found:
        totals[command.group.party] = totals.get(command.group.party, 0) + command.points
    best = max(totals.values())
    top = sorted(p for p, v in totals.items() if v == best)
    rot = rot_total(state)
    strongest: dict[str, list[str]] = {}
    for party in top:
        own = [c for c in found if c.group.party == party]
        peak = max(c.points for c in own)
        strongest[party] = sorted({c.seat for c in own if c.points == peak},
                                  key=state.seats.index)
    if len(top) == 1 and len(strongest[top[0]]) == 1:
        party, winner = top[0], strongest[top[0]][0]
        own = [c for c in found if c.group.party == party]
        return Score("military", winner, (Credit(winner, party, _noted(own, party, rot)),),
                     party, totals, rot if party == REACTION else 0)
    credits = tuple(
        Credit(seat, party, _noted([c for c in found if c.group.party == party
                                    and c.seat == seat], party, rot))
        for party in top for seat in strongest[party])
    return Score("military", None, credits, None, totals, rot if REACTION in top else 0)
