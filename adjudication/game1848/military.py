"""Armies and Heerführer (rules: "Und was passiert mit den Armeekarten?", "So wechselt eine
Armee die Seite", "Und was macht der gute Jellacic?", "Auswertung eines Kartenstichs mit
Armeekarte", "Es kann auch negativ enden").

**Groups.** Every Heerführer of one flag at one player forms a group whose strength is the sum
of its leaders ("alle Heerführer derselben Flagge, die bei demselben Spieler ausliegen ...
werden addiert") plus each ``leader`` effect (Kroatien: +5) lying on that side for that flag.
A group takes the party of its strongest leader.

**Assignment** (:func:`assign`), recomputed after every card: armies, strongest first, each
take the strongest free group of their own flag; then the armies still without one take the
strongest free group of any flag ("Sind keine Heerführer der eigenen Flagge frei, gilt
ausschließlich die Wertigkeit"). Among equally strong groups the one already commanding the
army keeps it (a takeover needs a *more suitable* Heerführer), then the seat the army's player
chose, then the nearest seat clockwise from that player. A group commands one army.

**Scoring** (:func:`military_score`): only armies with a group count. Army points (army +
group) are added per party; the strongest party wins; within it the player with the strongest
army gets the points of all its armies. If the winning party is Reaktionäre, every "Rot" value
on the table is subtracted (not from armies led by a Bund group). Half of it, the fraction
dropped, is noted. Ties: Patt (see :mod:`.trick`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from adjudication.game1848.cards import FLAGS
from adjudication.game1848.state import Credit, Placement, State
from adjudication.game1848.table import Rulings, cancelled_pairs, effects_of, rot_total

REACTION = "reaktionaere"


@dataclass(frozen=True)
class Group:
    seat: str
    flag: str
    leaders: tuple[str, ...]
    strength: int
    party: str

    @property
    def key(self) -> tuple[str, str]:
        return (self.seat, self.flag)


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


def groups(state: State, rulings: Rulings) -> list[Group]:
    cancelled = cancelled_pairs(state)
    leaders: dict[tuple[str, str], list[str]] = {}
    for placement in state.table:
        card = state.cards[placement.card]
        if card.is_leader:
            leaders.setdefault((placement.side, card.military.flag), []).append(card.id)
    boosts: dict[tuple[str, str], int] = {}
    for placement in state.table:
        for effect in effects_of(state, placement, rulings, cancelled):
            if effect.kind == "leader":
                key = (placement.side, effect.flag)
                boosts[key] = boosts.get(key, 0) + effect.amount
    found = []
    for (seat, flag), ids in leaders.items():
        ranked = sorted(ids, key=lambda c: (-(state.cards[c].military.strength or 0), c))
        strength = sum(state.cards[c].military.strength or 0 for c in ids)
        found.append(Group(seat, flag, tuple(ranked), strength + boosts.get((seat, flag), 0),
                           state.cards[ranked[0]].party or REACTION))
    return found


def _preference(state: State, army: Placement, group: Group) -> tuple:
    incumbent = army.commander == group.key
    chosen = army.choice == group.seat
    distance = state.clockwise_from(army.by).index(group.seat)
    return (not incumbent, not chosen, distance, FLAGS.index(group.flag))


def _armies(state: State) -> list[Placement]:
    lying = [p for p in state.table if state.cards[p.card].is_army]
    return sorted(lying, key=lambda p: (-(state.cards[p.card].strength or 0), p.card))


def _assignment(state: State, rulings: Rulings) -> tuple[dict[str, Group | None],
                                                         dict[str, list[str]]]:
    free = {g.key: g for g in groups(state, rulings)}
    result: dict[str, Group | None] = {p.card: None for p in _armies(state)}
    tops: dict[str, list[str]] = {}
    for own_flag_only in (True, False):
        for army in _armies(state):
            if result[army.card] is not None:
                continue
            flag = state.cards[army.card].flag
            candidates = [g for g in free.values() if not own_flag_only or g.flag == flag]
            if not candidates:
                continue
            best = max(g.strength for g in candidates)
            top = [g for g in candidates if g.strength == best]
            tops[army.card] = sorted({g.seat for g in top}, key=state.seats.index)
            chosen = min(top, key=lambda g: _preference(state, army, g))
            result[army.card] = chosen
            del free[chosen.key]
    return result, tops


def assign(state: State, rulings: Rulings = {}) -> dict[str, Group | None]:  # noqa: B006
    """Army card id -> the group commanding it (None: no Heerführer free for it)."""
    return _assignment(state, rulings)[0]


def tied_seats(state: State, army_card: str, rulings: Rulings = {}) -> list[str]:  # noqa: B006
    """The seats whose equally strong groups competed for ``army_card`` (more than one: the
    army's player decides, "Sonderfall"). The army must lie on the table."""
    return _assignment(state, rulings)[1].get(army_card, [])


def reassign(state: State, rulings: Rulings = {}) -> tuple[State, list[tuple[str, Group | None, Group | None]]]:  # noqa: B006,E501
    """The position with every army's commander brought up to date, and the changes as
    (army, old group or None, new group or None)."""
    taken = assign(state, rulings)
    old = {g.key: g for g in groups(state, rulings)}
    changes = []
    table = []
    for placement in state.table:
        if placement.card in taken:
            new = taken[placement.card]
            key = new.key if new else None
            if key != placement.commander:
                before = old.get(placement.commander) if placement.commander else None
                changes.append((placement.card, before, new))
                placement = replace(placement, commander=key)
        table.append(placement)
    return state.with_(table=tuple(table)), changes


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
