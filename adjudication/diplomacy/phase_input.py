"""The JSON input of one phase read field by field: position (units, standoffs, dislodged
units, supply centres) and order lines (docs/engine-json.md, "Input").

Anything malformed raises :class:`InputError` naming the field and saying what would be right.
Orders that players got wrong are not input errors: :func:`read_orders` hands them back as
``errors`` (unparseable) and the adjudicator marks them ``invalid`` (illegal). ``interface.py``
(the door) and ``check.py`` (orders on arrival) read their input here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudication.diplomacy.board import Board, unit_table
from adjudication.diplomacy.canonical import read_canonical_movement, read_folded_movement
from adjudication.diplomacy.movement_phase import retreat_options
from adjudication.diplomacy.orders import ARMY, FLEET, Unit, province_of
from adjudication.diplomacy.per_map import per_map
from adjudication.diplomacy.phase import MOVEMENT, RETREAT, Phase, PhaseError
from adjudication.diplomacy.results import Dislodgement
from adjudication.diplomacy.variants import Variant


class InputError(ValueError):
    """Malformed input to ``interface.resolve``; ``field`` names where (``"units[2].at"``)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field


def read_position(variant: Variant, data: Mapping[str, Any]) -> tuple:
    """(map, phase, units, dislodged, centres) of a phase's input, checked field by field."""
    game_map = variant.load_map()
    if "phase" not in data:
        raise InputError("phase", "is required, e.g. \"S1901M\"")
    try:
        phase = Phase.parse(data["phase"])
    except PhaseError as error:
        raise InputError("phase", str(error)) from None
    units = _units(data.get("units", []), game_map, variant, "units")
    standoffs = _standoffs(data.get("standoffs", []), game_map)
    dislodged = _dislodged(data.get("dislodged", []), game_map, variant, phase, units, standoffs)
    centers = read_centers(data.get("supply_centers"), game_map)
    return game_map, phase, units, dislodged, centers


def _known_unit(entry: Any, table: dict) -> tuple[Unit, str] | None:
    """(unit, province) when ``entry`` is a dict naming a unit in canonical form, else None
    (missing keys and values that are not strings, even unhashable ones, included): the
    caller then reads it field by field and says what is wrong."""
    if type(entry) is not dict:
        return None
    try:
        return table.get((entry["power"], entry["type"], entry["at"]))
    except (KeyError, TypeError):
        return None


def _unit(entry: Any, game_map, variant: Variant, where: str) -> Unit:
    known = _known_unit(entry, unit_table(game_map))
    if known is not None:  # already canonical
        return known[0]
    if not isinstance(entry, Mapping):
        raise InputError(where, "must be an object like {\"power\": \"england\", \"type\": \"F\", "
                                "\"at\": \"nth\"}")
    for key in ("power", "type", "at"):
        if not isinstance(entry.get(key), str):
            raise InputError(f"{where}.{key}", "is required and must be a string")
    power = entry["power"] if entry["power"] in game_map.powers else game_map.power_lookup(
        entry["power"])
    if power is None:
        raise InputError(f"{where}.power", f"unknown power {entry['power']!r}; powers: "
                                           f"{', '.join(game_map.powers)}")
    unit_type = entry["type"].strip().upper()[:1]
    if unit_type not in variant.rulebook.unit_types:
        raise InputError(f"{where}.type", f"unknown unit type {entry['type']!r}; use "
                                          f"{' or '.join(variant.rulebook.unit_types)}")
    at = entry["at"] if entry["at"] in game_map.provinces else game_map.lookup(entry["at"])
    if at is None:
        raise InputError(f"{where}.at", f"unknown location {entry['at']!r}")
    if unit_type == FLEET and "/" not in at and game_map.coasts(at):
        raise InputError(f"{where}.at", f"say which coast of {at}: "
                                        f"{' or '.join(game_map.fleet_locations_of(at))}")
    if unit_type == ARMY:
        at = province_of(at)
    if unit_type in (ARMY, FLEET) and not game_map.is_valid_location(unit_type, at):
        raise InputError(f"{where}.at", f"a {'fleet' if unit_type == FLEET else 'army'} "
                                        f"cannot stand at {at}")
    return Unit(power, unit_type, at)


def _units(entries: Any, game_map, variant: Variant, where: str) -> list[Unit]:
    if not isinstance(entries, list):
        raise InputError(where, "must be a list of units")
    table = unit_table(game_map)
    units = []
    seen: dict[str, int] = {}
    duplicate: tuple[int, str, int] | None = None  # reported after every entry was read
    standard = variant.name == "standard"
    for index, entry in enumerate(entries):
        if type(entry) is dict:  # already canonical? (_known_unit, inlined: once per unit)
            try:
                found = table.get((entry["power"], entry["type"], entry["at"]))
            except (KeyError, TypeError):
                found = None
        else:
            found = None
        if found is None:
            unit = _unit(entry, game_map, variant, f"{where}[{index}]")
            province = unit.at.partition("/")[0]
        else:
            unit, province = found
        units.append(unit)
        if standard and duplicate is None and province in seen:
            duplicate = (index, province, seen[province])
        seen[province] = index
    if duplicate is not None:
        index, province, other = duplicate
        raise InputError(f"{where}[{index}].at", f"two units in {province} "
                                                 f"({where}[{other}] is there too)")
    return units


def _standoffs(entries: Any, game_map) -> set[str]:
    if not isinstance(entries, list) or any(
            not isinstance(e, str) or game_map.lookup(e) is None for e in entries):
        raise InputError("standoffs", "must be a list of provinces left empty by a standoff")
    return {province_of(game_map.lookup(e)) for e in entries}


def _dislodged(entries: Any, game_map, variant: Variant, phase: Phase,
               units: list[Unit], standoffs: set[str]) -> list[Dislodgement]:
    if not isinstance(entries, list):
        raise InputError("dislodged", "must be a list")
    result = []
    occupied = {province_of(u.at) for u in units} if entries else set()
    for index, entry in enumerate(entries):
        where = f"dislodged[{index}]"
        unit = _unit(entry, game_map, variant, where)
        attacker = entry.get("attacker_from")
        if not isinstance(attacker, str) or game_map.lookup(attacker) is None:
            raise InputError(f"{where}.attacker_from", "is required: the province the "
                                                       "dislodging unit came from")
        attacker = province_of(game_map.lookup(attacker))
        if "retreats" in entry:
            retreats = entry["retreats"]
            if not isinstance(retreats, list) or any(
                    not isinstance(r, str) or game_map.lookup(r) is None for r in retreats):
                raise InputError(f"{where}.retreats", "must be a list of locations")
            options = tuple(game_map.lookup(r) for r in retreats)
        else:
            banned = occupied | standoffs
            if not entry.get("by_convoy"):
                banned = banned | {attacker}
            board = Board(game_map, [unit])
            options = tuple(retreat_options(board, 0, banned, variant.rulebook))
        result.append(Dislodgement(unit, attacker, options, bool(entry.get("by_convoy"))))
    # Checked everywhere, used only where it means something: other phases ignore it.
    return result if phase.type == RETREAT else []


@per_map
def _starting_centers(game_map: Any) -> dict[str, list[str]]:
    return {p: sorted(c) for p, c in game_map.starting_supply_centers.items()}


def read_centers(entries: Any, game_map) -> dict[str, list[str]]:
    if entries is None:
        return dict(_starting_centers(game_map))  # the lists are only read; callers build new ones
    if not isinstance(entries, Mapping):
        raise InputError("supply_centers", "must be an object: power -> list of provinces")
    result: dict[str, list[str]] = {p: [] for p in game_map.powers}
    owner: dict[str, str] = {}
    for name, centers in entries.items():
        power = game_map.power_lookup(name)
        if power is None:
            raise InputError(f"supply_centers.{name}", "unknown power")
        if not isinstance(centers, list):
            raise InputError(f"supply_centers.{name}", "must be a list of provinces")
        for center in centers:
            province = game_map.lookup(center) if isinstance(center, str) else None
            if province is None or province_of(province) not in game_map.supply_centers:
                raise InputError(f"supply_centers.{name}", f"{center!r} is not a supply centre")
            province = province_of(province)
            if owner.get(province, power) != power:
                raise InputError(f"supply_centers.{name}",
                                 f"{province} is also owned by {owner[province]}")
            owner[province] = power
            result[power].append(province)
    return result


def read_orders(entries: Any, game_map, variant: Variant, phase: Phase, units: list[Unit],
            dislodged: list[Dislodgement], canonical: dict[int, str]
            ) -> tuple[list[tuple], list[dict]]:
    if type(entries) is not dict and not isinstance(entries, Mapping):
        raise InputError("orders", "must be an object: power -> list of order lines")
    visible = [d.unit for d in dislodged] if phase.type == RETREAT else units
    submitted: list[tuple] = []
    errors: list[dict] = []
    # Canonical lines (nearly all) are read here, one cached lookup each; read_line gets
    # the rest. A line that is not a string stops everything (nothing read is kept).
    fast = variant.read_canonical if phase.type == MOVEMENT else None
    powers = game_map.powers
    add = submitted.append
    for name, lines in entries.items():
        power = name if name in powers else game_map.power_lookup(name)
        if power is None:
            raise InputError(f"orders.{name}", f"unknown power; powers: "
                                               f"{', '.join(game_map.powers)}")
        if isinstance(lines, str):
            lines = lines.splitlines()
        elif not isinstance(lines, list):
            raise InputError(f"orders.{name}", "must be a list of order lines (strings)")
        for line in lines:
            if type(line) is not str and not isinstance(line, str):
                raise InputError(f"orders.{name}", "must be a list of order lines (strings)")
            if fast is not None:
                order = fast(line, game_map)
                if order is not None:
                    canonical[id(order)] = line
                    add((power, order, line))
                    continue
            order, message = read_line(line, game_map, variant, phase, visible, canonical,
                                       fast_tried=fast is not None)
            if order is not None:
                add((power, order, line))
            elif message:
                errors.append({"power": power, "line": line, "message": message})
    return submitted, errors


def read_line(line: str, game_map, variant: Variant, phase: Phase, visible: list[Unit],
              canonical: dict[int, str], fast_tried: bool = False) -> tuple[Any, str]:
    """One order line as the adjudicator reads it: (order, "") or (None, why not; empty for
    a blank line). ``canonical`` learns the canonical text of lines read in canonical form;
    ``fast_tried``: the caller already knows the variant's canonical reader declines it."""
    fast = variant.read_canonical if phase.type == MOVEMENT else None
    order = fast(line, game_map) if fast is not None and not fast_tried else None
    if order is not None:
        canonical[id(order)] = line
        return order, ""
    if fast is read_canonical_movement:
        # Canonical words in another case or spacing ("A PAR - BUR"): read as their
        # canonical spelling, which the full parser reads the same way (tested).
        found = read_folded_movement(line, game_map)
        if found is not None:
            canonical[id(found[0])] = found[1]
            return found[0], ""
    if not line.strip():
        return None, ""
    # Every variant whose lines reach here has a parser (``parse_order`` is None only for
    # variants with their own door, ``Variant.resolve``).
    parsed = variant.parse_order(  # type: ignore[misc]
        line, game_map, phase_type=phase.type, units=visible)
    if parsed.order is None:
        render = getattr(parsed, "render", None)
        message = (render("en") if render else str(parsed.error or "")) or "not understood"
        if getattr(parsed, "suggestion", None):
            message = f"{message} (did you mean {parsed.suggestion}?)"
        return None, message
    return parsed.order, ""
