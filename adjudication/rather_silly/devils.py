"""§5 Teuflische Einheit: a conventional unit sells its soul for double strength.

- After a retreat phase (or after a movement phase with nothing to retreat) a player may order
  ``A mun TEUFEL`` for one of its conventional units (A, F, SA, SF). The unit then has double
  strength (attack, hold, defend, prevent: 2 instead of 1) for the next two seasons, i.e. the
  next two movement phases; ``devil_seasons_left`` counts them down (2 after the sale).
- Not for units made by Superhirn questions (§14, origin ``superhirn``) or by the Wahrsager
  (§16, origin ``merged``), nor for birds, A®mazonen, Drecksackarmeen, creatures; a unit that
  already sold its soul cannot sell it again.
- Supports are not doubled: the unit's own strength doubles, not the support it gives.
- It still needs one supply centre. If it is destroyed or eaten while a devil, its power
  records a lost soul and from then on keeps one unit fewer than it has centres
  (:func:`unit_allowance`); A®mazon and Drecksack counts ignore lost souls (§10).
- The TARDIS's exorcism (§15) or a Wahrsager merge (§16) ends it at once with no penalty
  (:func:`exorcise`). Surviving the two seasons returns it to normal (:func:`tick`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from adjudication.rather_silly.review import Event
from adjudication.rather_silly.state import State, Unit
from adjudication.rather_silly.units import LETTER, Kind

SEASONS = 2
MAY_SELL = frozenset({Kind.ARMY, Kind.FLEET, Kind.TWIN_ARMY, Kind.TWIN_FLEET})


def strength(unit: Unit, base: int) -> int:
    return base * 2 if unit.is_devil else base


def sale_problem(unit: Unit) -> str | None:
    """Why ``unit`` may not sell its soul, or ``None`` if it may."""
    if unit.kind not in MAY_SELL:
        return f"{LETTER[unit.kind]} {unit.at}: only conventional armies and fleets may sell a soul"
    if unit.origin != "build":
        return (f"{LETTER[unit.kind]} {unit.at}: units made by the Superhirn or the Wahrsager "
                "may not")
    if unit.is_devil:
        return f"{LETTER[unit.kind]} {unit.at} has already sold its soul"
    return None


def sell(state: State, unit_id: str) -> tuple[State, Event]:
    """The state after ``unit_id`` sold its soul; raises ``ValueError`` if it may not."""
    unit = state.unit(unit_id)
    problem = sale_problem(unit)
    if problem:
        raise ValueError(problem)
    new = replace(unit, devil_seasons_left=SEASONS)
    event = Event("§5", "soul_sold", f"{LETTER[unit.kind]} {unit.at} sold its soul", (unit.id,))
    return state.updated(new), event


def tick(state: State) -> tuple[State, list[Event]]:
    """End of a movement phase: one season less for every devil; the soul returns at 0."""
    events: list[Event] = []
    changed: list[Unit] = []
    for unit in state.units:
        if unit.is_devil:
            left = unit.devil_seasons_left - 1
            changed.append(replace(unit, devil_seasons_left=left))
            if left == 0:
                events.append(Event("§5", "soul_returned",
                                    f"{LETTER[unit.kind]} {unit.at} has its soul back", (unit.id,)))
    if not changed:  # no devil: the state as it is
        return state, events
    return state.updated(*changed), events


def record_losses(state: State, destroyed: Iterable[Unit]) -> tuple[State, list[Event]]:
    """Lost souls for every devil among ``destroyed`` (call before removing them)."""
    lost = dict(state.lost_souls)
    events: list[Event] = []
    for unit in destroyed:
        if unit.is_devil:
            lost[unit.power] = lost.get(unit.power, 0) + 1
            events.append(Event("§5", "lost_soul",
                                f"{LETTER[unit.kind]} {unit.at} died a devil: {unit.power} keeps "
                                "one unit fewer than its centres from now on", (unit.id,)))
    if not events:  # no devil among them: the lost souls stay as they are
        return state, events
    return state.replace(lost_souls=lost), events


def exorcise(state: State, unit_id: str) -> tuple[State, Event | None]:
    """End the devil pact without penalty (TARDIS §15, Wahrsager §16)."""
    unit = state.unit(unit_id)
    if not unit.is_devil:
        return state, None
    event = Event("§5", "exorcised", f"{LETTER[unit.kind]} {unit.at} was exorcised", (unit.id,))
    return state.updated(replace(unit, devil_seasons_left=0)), event


def unit_allowance(state: State, power: str) -> int:
    """How many SC-supported units ``power`` may keep: centres minus lost souls."""
    return max(0, len(state.centers_of(power)) - state.lost_souls.get(power, 0))
