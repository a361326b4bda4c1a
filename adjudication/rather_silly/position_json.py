"""The variant's JSON position: input -> :class:`State` (:func:`read_state`) and back
(:func:`state_to_json`); the door that takes a phase in and answers it is ``interface.py``
(:func:`~.interface.resolve`, via ``phase_door.py``). Field reference:
``docs/engine-json-rather-silly.md``.

Input (every key but ``units`` optional; what is *sent* is read by ``season_input.py``)::

    {"variant": "rather_silly",
     "phase": {"year": 1901, "season": "spring", "type": "movement"},
     "seed": 7,
     "units": [{"id": "eng-v1", "power": "england", "type": "V", "at": "lon",
                "devil": {"seasons_left": 2}, "special_fleet": true, "built_at": "edi",
                "twin": "tur-pair", "origin": "build"}, ...],
     "supply_centers": {"england": ["lon", "edi", "lvp"], ...},
     "orders": {"england": ["V lon-nth-den", "A lon-nth-den", "WURMLOCH lon-mos"], ...},
     "wormhole": ["lon", "mos"],           # the link in force this season
     "lost_souls": {"germany": 1}, "twins_built": ["turkey"],
     "section_state": {...}}

Every problem in the input is collected into one :class:`InputError` whose message lists
what is wrong and what would be right (never a crash deeper down).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudication.diplomacy.phase import Phase as EnginePhase
from adjudication.rather_silly.board import Board, load_board
from adjudication.rather_silly.state import (
    ALL_OWNERS,
    ORIGINS,
    Phase,
    State,
    Unit,
    default_unit_id,
)
from adjudication.rather_silly.units import Kind, parse_kind, rules_of

VARIANT = "rather_silly"


class InputError(ValueError):
    """The phase input is malformed; ``problems`` lists each fault with its JSON path."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = tuple(problems)
        super().__init__("invalid rather_silly input:\n  - " + "\n  - ".join(problems))


def _location(board: Board, text: Any, where: str, problems: list[str]) -> str | None:
    if not isinstance(text, str) or not text:
        problems.append(f"{where}: expected a province abbreviation such as 'lon'")
        return None
    found = board.map.lookup(text)
    if found is None:
        hint = board.map.suggest(text)
        problems.append(
            f"{where}: unknown province {text!r}"
            + (f" (did you mean {', '.join(hint)}?)" if hint else "")
        )
    return found


_SEASONS = {"S": "spring", "F": "fall", "W": "winter"}
_TYPES = {"M": "movement", "R": "retreat", "A": "adjustment"}


def read_phase(raw: Any) -> Phase:
    """``"S1901M"`` (the engine's notation) or ``{"year", "season", "type"}``."""
    if isinstance(raw, str):
        parsed = EnginePhase.parse(raw)
        return Phase(parsed.year, _SEASONS[parsed.season], _TYPES[parsed.type])
    return Phase(int(raw["year"]), raw["season"], raw.get("type", "movement"))


def read_unit(raw: Any, index: int, board: Board, problems: list[str]) -> Unit | None:
    where = f"units[{index}]"
    if not isinstance(raw, Mapping):
        problems.append(f"{where}: expected an object with power, type and at")
        return None
    power = raw.get("power")
    if power not in ALL_OWNERS:
        problems.append(f"{where}.power: {power!r} is not one of {', '.join(ALL_OWNERS)}")
    try:
        kind = parse_kind(str(raw.get("type", "")))
    except ValueError as exc:
        problems.append(f"{where}.type: {exc}")
        return None
    if kind is Kind.LAMA:
        # A unit is public (the answer's public.units lists every one with its owner), and a
        # lama line looks its herd up in section_state, so a herd given here would leak its
        # owner and could never explode.
        problems.append(
            f"{where}.type: 'L' lama herds are not units: they are secret and live in "
            "section_state.lamas.herds as {\"id\", \"owner\", \"at\", \"exploded\"} "
            "(see docs/engine-json-rather-silly.md)")
        return None
    at = _location(board, raw.get("at"), f"{where}.at", problems)
    devil = raw.get("devil")
    seasons = 0
    if devil is not None:
        seasons = devil.get("seasons_left") if isinstance(devil, Mapping) else None
        if not isinstance(seasons, int) or not 0 <= seasons <= 2:
            problems.append(f"{where}.devil: expected {{\"seasons_left\": 0, 1 or 2}}")
            seasons = 0
    special = raw.get("special_fleet", False)
    built_at = raw.get("built_at")
    if special and kind is not Kind.FLEET:
        problems.append(f"{where}.special_fleet: only fleets (type F) can be special fleets")
    if special and built_at is not None:
        built_at = _location(board, built_at, f"{where}.built_at", problems)
    elif special:
        problems.append(f"{where}.built_at: a special fleet needs the province it was built in")
    twin = raw.get("twin")
    if twin is not None and kind not in (Kind.TWIN_ARMY, Kind.TWIN_FLEET):
        problems.append(f"{where}.twin: only SA/SF units have a twin pair id")
    if kind in (Kind.TWIN_ARMY, Kind.TWIN_FLEET) and not twin:
        problems.append(f"{where}.twin: SA/SF units need the pair id they share with their twin")
    origin = raw.get("origin", "creature" if power in ("borg", "monsters") else "build")
    if origin not in ORIGINS:
        problems.append(f"{where}.origin: {origin!r} is not one of {', '.join(ORIGINS)}")
    if at is None or power not in ALL_OWNERS:
        return None
    unit_id = raw.get("id") or default_unit_id(power, kind, at)
    return Unit(
        id=str(unit_id), power=power, kind=kind, at=at, devil_seasons_left=seasons,
        special_fleet=bool(special), built_at=built_at if special else None,
        twin=str(twin) if twin is not None else None, origin=origin,
    )


def position_problems(board: Board, units: list[Unit]) -> list[str]:
    """Units that cannot stand where they are, two units holding one province, broken pairs."""
    problems: list[str] = []
    held: dict[str, Unit] = {}
    for unit in units:
        rules = rules_of(unit.kind)
        where = f"unit {unit.id} ({unit.kind.value} {unit.at})"
        if board.is_hyperspace(unit.at) and unit.kind is not Kind.TARDIS:
            problems.append(f"{where}: only the TARDIS may be in Hyperspace")
        elif board.is_build_only(unit.at) and unit.origin != "superhirn":
            problems.append(f"{where}: only Superhirn units stand on Iceland or Crete")
        elif rules.moves_as and not board.map.is_valid_location(rules.moves_as, unit.at):
            kind = "an army" if rules.moves_as == "A" else "a fleet"
            coasts = board.map.coasts(unit.province) if kind == "a fleet" else ()
            hint = f" (name the coast: {unit.province}/{coasts[0]})" if coasts else ""
            problems.append(f"{where}: {kind} cannot stand at {unit.at}{hint}")
        elif "/" in unit.at and rules.moves_as != "F":
            problems.append(f"{where}: only fleets stand on a coast; write {unit.province}")
        if rules.occupies:
            other = held.get(unit.province)
            if other is not None:
                problems.append(f"{where}: {unit.province} already holds {other.power}'s "
                                f"{other.kind.value}")
            held[unit.province] = unit
    pairs: dict[str, list[Unit]] = {}
    for unit in units:
        if unit.twin is not None:
            pairs.setdefault(unit.twin, []).append(unit)
    for pair, members in sorted(pairs.items()):
        if len(members) != 2 or members[0].power != members[1].power:
            problems.append(f"twin pair {pair!r}: needs exactly two SA/SF units of one power, "
                            f"found {len(members)}")
    return problems


def read_state(data: Mapping[str, Any], board: Board | None = None) -> State:
    """The :class:`State` described by the input; raises :class:`InputError`."""
    board = board or load_board()
    problems: list[str] = []
    if data.get("variant", VARIANT) != VARIANT:
        problems.append(f"variant: expected {VARIANT!r}")
    phase = None
    try:
        phase = read_phase(data.get("phase", "S1901M"))
    except (KeyError, TypeError, ValueError) as exc:
        problems.append(f"phase: {exc}; expected \"S1901M\" or {{\"year\": 1901, "
                        "\"season\": \"spring\", \"type\": \"movement\"}")
    raw_units = data.get("units", [])
    if not isinstance(raw_units, list):
        problems.append("units: expected a list of unit objects")
        raw_units = []
    units = [read_unit(raw, i, board, problems) for i, raw in enumerate(raw_units)]
    centers: dict[str, str] = {}
    for power, provs in (data.get("supply_centers") or {}).items():
        for prov in provs:
            where = f"supply_centers.{power}"
            loc = _location(board, prov, where, problems)
            if loc and not board.is_supply_center(loc):
                problems.append(f"{where}: {loc} is not a supply centre")
            elif loc:
                centers[loc] = power
    wormhole = None
    if data.get("wormhole") is not None:
        ends = data["wormhole"]
        if not isinstance(ends, list | tuple) or len(ends) != 2:
            problems.append("wormhole: expected two provinces, e.g. [\"lon\", \"mos\"]")
        else:
            a = _location(board, ends[0], "wormhole[0]", problems)
            b = _location(board, ends[1], "wormhole[1]", problems)
            if a and b:
                wormhole = (a, b)
    seed = data.get("seed", 0)
    if not isinstance(seed, int | str):
        problems.append("seed: expected an integer or string")
    problems += position_problems(board, [u for u in units if u is not None])
    ids = [u.id for u in units if u]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        problems.append(f"units: ids must be unique, repeated: {', '.join(dupes)}")
    if problems or phase is None:
        raise InputError(problems)
    return State(
        phase=phase,
        units=tuple(u for u in units if u is not None),
        supply_centers=centers,
        lost_souls=dict(data.get("lost_souls") or {}),
        twins_built=frozenset(data.get("twins_built") or ()),
        wormhole=wormhole,
        seed=seed,
        section_state=dict(data.get("section_state") or {}),
    )


def unit_to_json(unit: Unit) -> dict[str, Any]:
    out: dict[str, Any] = {"id": unit.id, "power": unit.power, "type": unit.kind.value,
                           "at": unit.at}
    if unit.devil_seasons_left:
        out["devil"] = {"seasons_left": unit.devil_seasons_left}
    if unit.special_fleet:
        out["special_fleet"] = True
        out["built_at"] = unit.built_at
    if unit.twin is not None:
        out["twin"] = unit.twin
    if unit.origin != "build":
        out["origin"] = unit.origin
    return out


def state_to_json(state: State) -> dict[str, Any]:
    """The public state (no votes, no hidden orders): what the next phase's input starts from."""
    centers: dict[str, list[str]] = {}
    for prov, owner in sorted(state.supply_centers.items()):
        centers.setdefault(owner, []).append(prov)
    return {
        "variant": VARIANT,
        "phase": state.phase.code,
        "seed": state.seed,
        "units": [unit_to_json(u) for u in state.units],
        "supply_centers": centers,
        "lost_souls": dict(state.lost_souls),
        "twins_built": sorted(state.twins_built),
        "wormhole": list(state.wormhole) if state.wormhole else None,
        "section_state": dict(state.section_state),
    }
