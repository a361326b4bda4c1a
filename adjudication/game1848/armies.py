"""Who commands which army (rules: "So wechselt eine Armee die Seite", "Und was macht der
gute Jellacic?").

**Groups.** Every Heerführer of one flag at one player forms a group whose strength is the sum
of its leaders ("alle Heerführer derselben Flagge, die bei demselben Spieler ausliegen ...
werden addiert") plus each ``leader`` effect (Kroatien: +5) lying on that side for that flag.
A group takes the party of its strongest leader and commands at most one army.

**Assignment follows the cards as they are played** (decision D15); nothing is recomputed from
scratch, so an army changes hands only when a Heerführer is played ("Eine Armeekarte kann von
einem anderen Spieler übernommen werden, wenn dieser einen geeigneteren Heerführer
ausspielt."):

- An *army card* played takes a free group (one commanding no army): the strongest of its own
  flag, else the strongest of any flag ("Sind keine Heerführer der eigenen Flagge frei, gilt
  ausschließlich die Wertigkeit"). Equally strong groups at different seats: the army's player
  chose one (``choice``, "Der ausspielende Spieler entscheidet"). No free group: it lies
  without a leader.
- A *Heerführer* played strengthens or forms his group. A group already commanding an army
  keeps it unless its player names another; a free group takes an army it is *more suitable*
  for than the army's commander: its player names it ("Der stärkste Heerführer hat das Recht,
  sich als erster eine Armee auszusuchen": ``PE40 führt Z32``), by default the army of its own
  flag first, then the strongest. More suitable: a leaderless army takes anyone; the own flag
  beats a foreign flag ("Armeen folgen zuerst den Heerführern ihrer eigenen Flagge"); with the
  same standing on the flag, only a stronger group wins ("setzt sich ein an Militärpunkten
  Stärkerer gegen einen Schwächeren durch"). The deposed group stays where it lies, free
  ("Der abgesetzte Heerführer bleibt bei dem anderen Spieler ausliegen").
- Any other card (Kroatien too) moves no army; a group that vanishes (Lola Montez took its
  last leader) leaves its army without a leader until a Heerführer is played.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from adjudication.game1848.cards import FLAGS
from adjudication.game1848.state import Placement, State
from adjudication.game1848.table import Rulings, cancelled_pairs, effects_of

REACTION = "reaktionaere"

#: (army, group before or None, group after or None)
Change = tuple[str, "Group | None", "Group | None"]


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


def assign(state: State, rulings: Rulings = {}) -> dict[str, Group | None]:  # noqa: B006
    """Army card id -> the group commanding it now (None: it lies without a Heerführer)."""
    by_key = {g.key: g for g in groups(state, rulings)}
    return {p.card: by_key.get(p.commander) if p.commander else None
            for p in state.table if state.cards[p.card].is_army}


def _free(state: State, rulings: Rulings) -> list[Group]:
    taken = {p.commander for p in state.table if p.commander}
    return [g for g in groups(state, rulings) if g.key not in taken]


def _top_free(state: State, army_card: str, rulings: Rulings) -> list[Group]:
    """The equally strongest free groups the army card would take (own flag first)."""
    free = _free(state, rulings)
    flag = state.cards[army_card].flag
    own = [g for g in free if g.flag == flag]
    candidates = own or free
    if not candidates:
        return []
    best = max(g.strength for g in candidates)
    return [g for g in candidates if g.strength == best]


def tied_seats(state: State, army_card: str, rulings: Rulings = {}) -> list[str]:  # noqa: B006
    """The seats whose equally strong free groups could take ``army_card``, an army card not
    yet on the table (more than one: its player decides, "Sonderfall")."""
    return sorted({g.seat for g in _top_free(state, army_card, rulings)}, key=state.seats.index)


def more_suitable(state: State, army_card: str, group: Group, current: Group | None) -> bool:
    """Whether ``group`` may take ``army_card`` from ``current`` (None: no leader)."""
    if current is None:
        return True
    if current.key == group.key:
        return False
    flag = state.cards[army_card].flag
    return (group.flag == flag, group.strength) > (current.flag == flag, current.strength)


def group_of(state: State, seat: str, leader: str,
             rulings: Rulings = {}) -> Group:  # noqa: B006
    """The group of ``leader``, who lies at ``seat``."""
    flag = state.cards[leader].military.flag
    return next(g for g in groups(state, rulings) if g.key == (seat, flag))


def armies_for(state: State, seat: str, leader: str,
               rulings: Rulings = {}) -> list[str]:  # noqa: B006
    """The armies the group of ``leader`` (lying at ``seat``) may choose, best first by
    default: its own flag first, then the strongest army."""
    group = group_of(state, seat, leader, rulings)
    current = assign(state, rulings)
    found = [army for army, commander in current.items()
             if more_suitable(state, army, group, commander)]
    cards = state.cards
    return sorted(found, key=lambda a: (cards[a].flag != group.flag, -(cards[a].strength or 0),
                                        a))


def _set(state: State, army: str, key: tuple[str, str] | None) -> State:
    table = tuple(replace(p, commander=key) if p.card == army else p for p in state.table)
    return state.with_(table=table)


def army_played(state: State, placement: Placement, rulings: Rulings) -> tuple[State, list[Change]]:
    """The army card just laid down (last on the table) takes a free group, if any."""
    before = state.with_(table=tuple(p for p in state.table if p is not placement))
    top = _top_free(before, placement.card, rulings)
    if not top:
        return state, []
    army = placement

    def preference(group: Group) -> tuple:
        return (group.seat != army.choice, state.clockwise_from(army.by).index(group.seat),
                FLAGS.index(group.flag))

    chosen = min(top, key=preference)
    return _set(state, placement.card, chosen.key), [(placement.card, None, chosen)]


def leader_played(state: State, placement: Placement, army: str | None,
                  rulings: Rulings) -> tuple[State, list[Change]]:
    """The Heerführer just laid down; ``army``: the army his player chose (None: the
    default). A refused choice must have been caught by the caller."""
    group = group_of(state, placement.side, placement.card, rulings)
    current = assign(state, rulings)
    led = next((a for a, g in current.items() if g is not None and g.key == group.key), None)
    if army is None or army == led:
        if led is not None:
            return state, []
        options = armies_for(state, placement.side, placement.card, rulings)
        if not options:
            return state, []
        army = options[0]
    changes: list[Change] = []
    if led is not None:
        state = _set(state, led, None)
        changes.append((led, group, None))
    changes.append((army, current[army], group))
    return _set(state, army, group.key), changes


def drop_vanished(state: State, rulings: Rulings) -> tuple[State, list[Change]]:
    """Armies whose group no longer exists (its last leader left) lie without a leader."""
    keys = {g.key for g in groups(state, rulings)}
    changes: list[Change] = []
    for placement in state.table:
        if placement.commander and placement.commander not in keys:
            state = _set(state, placement.card, None)
            changes.append((placement.card, None, None))
    return state, changes


def after_play(state: State, placement: Placement, army: str | None = None,
               rulings: Rulings = {}) -> tuple[State, list[Change]]:  # noqa: B006
    """Bring the commanders up to date after ``placement`` (the card just played, already on
    the table, or already gone if it took itself out) was played."""
    state, changes = drop_vanished(state, rulings)
    card = state.cards[placement.card]
    if placement not in state.table:
        return state, changes
    if card.is_army:
        state, more = army_played(state, placement, rulings)
    elif card.is_leader:
        state, more = leader_played(state, placement, army, rulings)
    else:
        more = []
    return state, changes + more
