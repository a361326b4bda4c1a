"""The variant's winter adjustments: builds of every kind, removals, special-fleet marks.

Part 1's rules that act at adjustments, on top of the standard "one unit per centre":

- **Supported units** (:func:`supported`): units built normally that need a centre (A, F, V,
  and a twin *pair* counted once); not A®mazonen or Drecksackarmeen (§9, §10), not units from
  the Superhirn or the Wahrsager. Allowance: counted centres minus lost souls (§5; Borg-blocked
  centres do not count, §1 — ``roles.allowance``).
- **Builds** (``BUILD K xxx``): ``A``/``F`` as usual; ``V`` birds instead of a conventional
  unit (§8); ``AM``/``DA`` beside the supported units, up to one of each kind per full five
  centres (§9, §10); ``BUILD SA kie SA ber`` (or ``SF``) a twin pair instead of one build,
  once per game, in two adjacent build sites (§12). Sites: owned, free home centres
  (``roles.build_sites``).
- **Removals** (``REMOVE K xxx``): too many supported units -> the power removes the
  difference, missing removals are taken last-id-first (civil disorder); A®mazonen and
  Drecksackarmeen beyond the five-centre allowance are removed the same way.
- **Special fleets** (§11): after the builds, fleets built now are marked as needed so that
  every fifth fleet of the power is one (``special_fleets.designate``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from adjudication.rather_silly import amazons, roles, special_fleets, twins
from adjudication.rather_silly.board import Board
from adjudication.rather_silly.grammar import canonical_locations
from adjudication.rather_silly.review import Event
from adjudication.rather_silly.state import PLAYERS, State, Unit
from adjudication.rather_silly.units import LETTER, TWIN_KINDS, Kind, parse_kind

Error = tuple[str, str, str]  # power, line, what is wrong
BUILD_LINE = re.compile(
    r"^\s*(?:BUILD|BAU|B)\s+(\S+)\s+(\S+)(?:\s*\+?\s*(\S+)\s+(\S+))?\s*$", re.IGNORECASE)
_REMOVE = re.compile(r"^\s*(?:REMOVE|DISBAND|AUFLÖSEN)\s+(\S+)\s+(\S+)\s*$", re.IGNORECASE)
EXTRAS = (Kind.AMAZON, Kind.DRECKSACK)
NORMAL = (Kind.ARMY, Kind.FLEET, Kind.BIRD)


def _lookup(board: Board, text: str) -> str | None:
    """``board.map.lookup``, a location written as the board writes it without the call."""
    return canonical_locations(board).get(text) or board.map.lookup(text)


def supported(state: State, power: str) -> list[Unit]:
    """The units of ``power`` that need a centre; a twin pair is listed once (first twin)."""
    seen_pairs: set[str] = set()
    found: list[Unit] = []
    for unit in state.units_of(power):
        if unit.kind in EXTRAS or not roles.needs_centre(unit):
            continue
        if unit.kind in TWIN_KINDS and unit.twin:
            if unit.twin in seen_pairs:
                continue
            seen_pairs.add(unit.twin)
        found.append(unit)
    return found


def _new_id(power: str, kind: Kind, at: str, year: int) -> str:
    return f"{power}:{kind.value}:{at}:{year}"


def _build(board: Board, state: State, power: str, text: str, left: int,
           events: list[Event], errors: list[Error], built_fleets: list[str]) -> tuple[State, int]:
    match = BUILD_LINE.match(text)
    if not match:
        errors.append((power, text, "a build reads 'BUILD A mun', 'BUILD V lon', "
                                    "'BUILD AM par' or 'BUILD SA kie SA ber'"))
        return state, left
    try:
        kind = parse_kind(match[1])
    except ValueError as exc:
        errors.append((power, text, str(exc)))
        return state, left
    where = _lookup(board, match[2])
    sites = roles.build_sites(board, state, power)
    year = state.phase.year
    if where is None or where.split("/", 1)[0] not in sites:
        errors.append((power, text, f"build in one of: {', '.join(sites) or 'none'}"))
        return state, left
    if kind in TWIN_KINDS:
        return _build_twins(board, state, power, text, match, where, sites, left, events, errors)
    if match[3]:
        errors.append((power, text, "only twins (SA/SF) are built in pairs"))
        return state, left
    if kind not in EXTRAS and kind not in NORMAL:
        errors.append((power, text, f"{kind.value} units are not built by players"))
        return state, left
    letter = "F" if kind is Kind.FLEET else "A"
    if kind is not Kind.BIRD and not board.map.is_valid_location(letter, where):
        errors.append((power, text, f"{kind.value} cannot stand at {where}"))
        return state, left
    if kind in EXTRAS:
        problem = amazons.count_problem(state, power, kind)
        if problem:
            errors.append((power, text, problem))
            return state, left
    elif left <= 0:
        errors.append((power, text, "no more builds this winter"))
        return state, left
    else:
        left -= 1
    new = Unit(_new_id(power, kind, where, year), power, kind, where)
    if kind is Kind.FLEET:
        built_fleets.append(new.id)
    events.append(Event("§17", "build", f"{power} builds {kind.value} {where}", (new.id,)))
    return state.with_units([*state.units, new]), left


def _build_twins(board: Board, state: State, power: str, text: str, match: re.Match[str],
                 first: str, sites: Sequence[str], left: int, events: list[Event],
                 errors: list[Error]) -> tuple[State, int]:
    if not match[3]:
        errors.append((power, text, "twins are built as a pair: 'BUILD SA kie SA ber'"))
        return state, left
    if left <= 0:
        errors.append((power, text, "no more builds this winter"))
        return state, left
    try:
        kinds = (parse_kind(match[1]), parse_kind(match[3]))
    except ValueError as exc:
        errors.append((power, text, str(exc)))
        return state, left
    second = _lookup(board, match[4])
    if second is None or any(k not in TWIN_KINDS for k in kinds):
        errors.append((power, text, "a twin pair is two of SA/SF: 'BUILD SA kie SF ber'"))
        return state, left
    problem = twins.build_problem(state, power, sites, board, first, second)
    for kind, where in zip(kinds, (first, second), strict=True):
        letter = "F" if kind is Kind.TWIN_FLEET else "A"
        if not problem and not board.map.is_valid_location(letter, where):
            problem = f"{kind.value} cannot stand at {where}"
    if problem:
        errors.append((power, text, problem))
        return state, left
    pair = f"{power}-twins"
    new = [Unit(_new_id(power, k, w, state.phase.year), power, k, w, twin=pair)
           for k, w in zip(kinds, (first, second), strict=True)]
    events.append(Event("§12", "twins_built", f"{power} builds twins in {first} and {second}",
                        tuple(u.id for u in new)))
    state = state.with_units([*state.units, *new]).replace(
        twins_built=state.twins_built | {power})
    return state, left - 1


def _removals(board: Board, power: str, lines: Sequence[str],
              errors: list[Error]) -> list[tuple[Kind, str]]:
    found: list[tuple[Kind, str]] = []
    for text in lines:
        match = _REMOVE.match(text)
        if not match:
            continue
        where = _lookup(board, match[2])
        try:
            kind = parse_kind(match[1])
        except ValueError as exc:
            errors.append((power, text, str(exc)))
            continue
        if where is None:
            errors.append((power, text, f"unknown province {match[2]!r}"))
            continue
        found.append((kind, where.split("/", 1)[0]))
    return found


def _remove(state: State, power: str, wanted: list[tuple[Kind, str]], pool: list[Unit],
            count: int, events: list[Event]) -> State:
    """Remove ``count`` of ``pool``: the ordered ones first, then last id first."""
    chosen: list[Unit] = []
    for kind, province in wanted:
        unit = next((u for u in pool if u.province == province and u.kind is kind
                     and u not in chosen), None)
        if unit is not None and len(chosen) < count:
            chosen.append(unit)
    rest = sorted((u for u in pool if u not in chosen), key=lambda u: u.id, reverse=True)
    chosen += rest[: max(0, count - len(chosen))]
    gone = set()
    for unit in chosen:
        gone.add(unit.id)
        if unit.twin:  # a pair goes together
            gone.update(u.id for u in state.units if u.twin == unit.twin)
        events.append(Event("§17", "removed", f"{power} removes {LETTER[unit.kind]} {unit.at}",
                            (unit.id,)))
    return state.without(gone)


def adjudicate_adjustments(
    board: Board, state: State, lines: Mapping[str, Sequence[str]], *,
    centres_taken: State | None = None,
) -> tuple[State, list[Event], list[Error]]:
    """Winter: centres change hands, then every power's builds and removals.
    ``centres_taken``: ``roles.take_centres(board, state)`` if the caller has it already."""
    state = centres_taken if centres_taken is not None else roles.take_centres(board, state)
    events: list[Event] = []
    errors: list[Error] = []
    for power in PLAYERS:
        given = list(lines.get(power, ()))
        wanted = _removals(board, power, given, errors)
        left = roles.allowance(board, state, power) - len(supported(state, power))
        units_before = state.units_of(power)
        built_fleets: list[str] = []
        for text in given:
            if _REMOVE.match(text):
                continue
            state, left = _build(board, state, power, text, left, events, errors,
                                 built_fleets)
        if left < 0:
            state = _remove(state, power, wanted, supported(state, power), -left, events)
        for kind in EXTRAS:
            pool = [u for u in state.units_of(power) if u.kind is kind]
            excess = len(pool) - amazons.allowance(len(state.centers_of(power)))
            if excess > 0:
                state = _remove(state, power, wanted, pool, excess, events)
        if not built_fleets:  # no fleet built: none to designate
            continue
        fleets_before = [u for u in units_before if u.kind is Kind.FLEET]
        chosen = special_fleets.designate(
            state.phase.year, len(fleets_before),
            sum(1 for u in fleets_before if u.special_fleet), built_fleets)
        for fleet_id in chosen:
            fleet = state.unit(fleet_id)
            state = state.updated(replace(fleet, special_fleet=True, built_at=fleet.at))
            events.append(Event("§11", "special_fleet", f"{power}'s new F {fleet.at} is a "
                                "special fleet (every fifth fleet)", (fleet_id,)))
    return state, events, errors
