"""The eleven players and the game's opening: who may build where, what a new game looks like.

Players: the seven powers, the Narr (§13, never owns units or centres), the Superhirn (§14),
the Doktor (§15) and the Wahrsager (§16). The last three own supply centres they take and
build in *any* free centre they own (§15, §16; the Superhirn likewise, decided here); the
powers build in their free home centres.

Units that need a supply centre: those built normally (``origin="build"``) of kinds that need
one (``units.KINDS``); Superhirn share-units and merged Wahrsager units never do, nor the
TARDIS or creatures.

A new game (:func:`opening_state`) is Winter 1900: the standard start for the powers, the
TARDIS in Hyperspace, the Borg not yet on the board, lamas still to be placed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from adjudication.diplomacy import orders as std
from adjudication.rather_silly.board import Board
from adjudication.rather_silly.review import Event
from adjudication.rather_silly.state import (
    NATIONS,
    PLAYERS,
    ROLES,
    Phase,
    State,
    Unit,
    default_unit_id,
)
from adjudication.rather_silly.units import LETTER, Kind, parse_kind, rules_of

NARR, SUPERHIRN, DOKTOR, WAHRSAGER = ROLES
BUILD_ANYWHERE = frozenset({SUPERHIRN, DOKTOR, WAHRSAGER})
TARDIS_ID = "doktor:T:hyp"

__all__ = ["NATIONS", "PLAYERS", "ROLES", "build_sites", "needs_centre", "opening_state",
           "winter_1900"]


def needs_centre(unit: Unit) -> bool:
    return unit.origin == "build" and rules_of(unit.kind).needs_supply_center


def opening_state(board: Board, seed: int | str) -> State:
    units = [
        Unit(default_unit_id(u.power, parse_kind(u.type), u.at), u.power, parse_kind(u.type),
             u.at)
        for u in board.map.starting_units
    ]
    units.append(Unit(TARDIS_ID, DOKTOR, Kind.TARDIS, "hyp", origin="creature"))
    centres = {c: p for p, cs in board.map.starting_supply_centers.items() for c in cs}
    return State(
        phase=Phase(1900, "winter", "adjustment"),
        units=tuple(units),
        supply_centers=centres,
        seed=seed,
        section_state={
            "borg": {"at": None, "last_eaten": []},
            "lamas": {"herds": []},
            "superhirn": {"shares": {}},
            "doktor": {"points": 0},
            "game": {"end": None},
        },
    )


def build_sites(board: Board, state: State, power: str) -> list[str]:
    """Provinces where ``power`` may build now: owned, free, home centres for the powers."""
    if power == NARR:
        return []
    taken = state.by_province()
    owned = state.centers_of(power)
    if power not in BUILD_ANYWHERE:
        owned = tuple(c for c in owned if c in board.map.home_centers.get(power, ()))
    return sorted(c for c in owned if c not in taken)


# --- the retreat phase and the centre bookkeeping of the adjustments ----------------------
# (builds and removals: ``adjustments.py``, rs-movement's, built on the functions below)

def retreats(
    board: Board,
    state: State,
    dislodged: Mapping[str, tuple[Unit, Any]],
    lines: Mapping[str, Sequence[str]],
    *,
    wormhole: tuple[str, str] | None,
    phase: str,
) -> tuple[State, list[Event]]:
    """Dislodged units retreat to one of their options or are disbanded (two to one place:
    both disbanded). Monsters choose by their section; the TARDIS may flee to Hyperspace."""
    from adjudication.rather_silly import devils, monsters
    from adjudication.rather_silly.grammar import OrderError, parse_order

    events: list[Event] = []
    wanted: dict[str, str] = {}
    box = next((u for u in state.units if u.kind is Kind.TARDIS), None)
    for power, given in lines.items():
        for text in given:
            try:
                order = parse_order(text, board)
            except OrderError:
                continue
            if box is not None and power == DOKTOR and getattr(order, "unit_type", "") == "T" \
                    and isinstance(order, std.Retreat) and order.to == "hyp":
                if any(u.province == box.province for u, _ in dislodged.values()):
                    state = state.updated(replace(box, at="hyp"))
                    events.append(Event("§15", "tardis_flees", "the TARDIS retreats to Hyperspace",
                                        (box.id,)))
                continue
            if not isinstance(order, std.Retreat):
                continue
            for uid, (unit, info) in dislodged.items():
                where = (getattr(info, "at", None) or unit.at).split("/", 1)[0]
                if unit.power == power and where == order.at.split("/", 1)[0]:
                    spot = _option(order.to, info.options)
                    if spot:
                        wanted[uid] = spot
    for uid, (unit, info) in dislodged.items():
        if unit.kind in monsters.MONSTER_KINDS:
            pick = monsters.monster_move(board, unit, state.units, seed=state.seed, phase=phase,
                                         monster_id=uid, options=list(info.options),
                                         wormhole=wormhole)
            if pick.to:
                wanted[uid] = pick.to
    # Birds do not occupy: they may retreat among units and never cancel another retreat.
    occupying = {uid: rules_of(dislodged[uid][0].kind).occupies for uid in wanted}
    targets = [loc.split("/", 1)[0] for uid, loc in wanted.items() if occupying[uid]]
    survivors: list[Unit] = []
    lost: list[Unit] = []
    taken = {u.province for u in state.units if rules_of(u.kind).occupies}
    for uid, (unit, _) in sorted(dislodged.items()):
        spot = wanted.get(uid)
        prov = spot.split("/", 1)[0] if spot else None
        free = not occupying.get(uid, True) or (targets.count(prov) == 1 and prov not in taken)
        if spot and free:
            survivors.append(replace(unit, at=spot))
            events.append(Event("§17", "retreat", f"{LETTER[unit.kind]} {unit.at} retreats to "
                                                  f"{spot}", (uid,)))
        else:
            lost.append(unit)
            events.append(Event("§17", "disbanded", f"{LETTER[unit.kind]} {unit.at} is disbanded",
                                (uid,)))
    state, losses = devils.record_losses(state, lost)
    if not survivors:  # nobody came back: the state as it is
        return state, events + losses
    return state.with_units([*state.units, *survivors]), events + losses


def _option(to: str, options: Sequence[str]) -> str | None:
    if to in options:
        return to
    found = [o for o in options if o.split("/", 1)[0] == to.split("/", 1)[0]]
    return found[0] if len(found) == 1 else None


def take_centres(board: Board, state: State) -> State:
    """Fall: a centre goes to the power whose unit that may capture stands on it alone;
    the TARDIS takes one it stands on alone; monsters and the Borg take none."""
    from adjudication.rather_silly import tardis

    owners = dict(state.supply_centers)
    for centre in board.map.supply_centers:
        here = state.units_in(centre)
        takers = [u for u in here if rules_of(u.kind).captures and u.kind not in (
            Kind.TARDIS, Kind.SEA_MONSTER, Kind.SPACE_MONSTER) and rules_of(u.kind).occupies]
        if len(takers) == 1:
            owners[centre] = takers[0].power
        elif not here:
            continue
        # (without the TARDIS among them, someone else stands there: it takes nothing)
        if any(u.kind is Kind.TARDIS for u in here) \
                and tardis.capture(board, centre, here) == centre:
            owners[centre] = DOKTOR
    return state.replace(supply_centers=owners)


def blocked_centres(board: Board, state: State) -> frozenset[str]:
    """Centres that count for nobody: under the Borg (§1) or a monster (decided, §3/§4)."""
    from adjudication.rather_silly import monsters

    global _BLOCKED
    units = state.units
    last_board, last_units, answer = _BLOCKED
    if last_board is board and last_units is units:  # the adjustment asks once per power
        return answer
    centres = board.map.supply_centers
    # the Borg's province and the monsters' (``monsters.blocked_by_monsters``), in one pass
    answer = frozenset(
        province for u in units
        if (u.kind is Kind.BORG or u.kind in monsters.MONSTER_KINDS)
        and (province := u.at.partition("/")[0]) in centres)
    _BLOCKED = (board, units, answer)
    return answer


# The answer for the units tuple asked about last (units and board are immutable values;
# replaced as one tuple, so a reader always sees an answer with its own key).
_BLOCKED: tuple[Any, Any, frozenset[str]] = (None, None, frozenset())


def allowance(board: Board, state: State, power: str) -> int:
    """Units needing a centre that ``power`` may keep: counted centres minus lost souls."""
    blocked = blocked_centres(board, state)
    counted = [c for c in state.centers_of(power) if c not in blocked]
    return max(0, len(counted) - state.lost_souls.get(power, 0))


class SetupError(ValueError):
    """The Winter 1900 set-up cannot be accepted; ``problems`` says why, player by player."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = tuple(problems)
        super().__init__("Winter 1900 set-up refused:\n  - " + "\n  - ".join(problems))


def new_game(board: Board, seed: int | str, placements: Mapping[str, Sequence[str]]) -> State:
    """Winter 1900: the opening position plus every player's three secret lama herds; the
    state of Spring 1901. Raises :class:`SetupError` listing every bad or missing placement."""
    from adjudication.rather_silly import lamas

    problems = [f"{p}: no lama herds placed" for p in PLAYERS if p not in placements]
    problems += [f"{p}: not a player" for p in placements if p not in PLAYERS]
    for player, where in sorted(placements.items()):
        closed = [a for a in board.map.provinces if board.is_build_only(a)
                  or board.is_hyperspace(a)]
        problems += [f"{player}: {e}" for e in lamas.placement_errors(
            board.map, player, where, closed=closed)]
    if problems:
        raise SetupError(problems)
    return winter_1900(board, seed, placements)


def winter_1900(board: Board, seed: int | str, placements: Mapping[str, Sequence[str]]
                ) -> State:
    """Winter 1900 played: the opening position with the herds of ``placements`` (already
    checked with ``lamas.placement_errors``; a player left out has no herds), at Spring 1901's
    movement."""
    from adjudication.rather_silly import lamas

    herds = lamas.place_herds(board.map, dict(placements))
    state = opening_state(board, seed).with_section_state(
        "lamas", {"herds": lamas.herds_to_json(herds)})
    return state.replace(phase=Phase(1901, "spring", "movement"))
