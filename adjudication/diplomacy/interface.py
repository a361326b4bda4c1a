"""The JSON contract: ``resolve(data) -> dict`` for one phase (documented in docs/engine-json.md).

Input is checked field by field; anything malformed raises :class:`InputError` naming the field
and saying what would be right. Orders that players got wrong are not input errors: they come
back in ``errors`` (unparseable) or with result ``invalid`` (illegal), and the phase goes on.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from operator import attrgetter, itemgetter
from typing import Any

from adjudication.diplomacy import parser, plain_movement
from adjudication.diplomacy.adjustments import adjudicate_adjustments, adjustments_possible
from adjudication.diplomacy.board import Board, unit_table
from adjudication.diplomacy.canonical import read_canonical_movement, read_folded_movement
from adjudication.diplomacy.movement_phase import adjudicate_movement, retreat_options
from adjudication.diplomacy.orders import ARMY, FLEET, Unit, province_of
from adjudication.diplomacy.per_map import per_map
from adjudication.diplomacy.phase import MOVEMENT, RETREAT, Phase, PhaseError
from adjudication.diplomacy.plain_movement import plain_rules
from adjudication.diplomacy.results import Dislodgement, PhaseOutcome
from adjudication.diplomacy.variants import UnknownVariant, Variant, variant_named


class InputError(ValueError):
    """Malformed input to :func:`resolve`; ``field`` names where (``"units[2].at"``)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field


def resolve(data: Mapping[str, Any], *, plain: bool = True) -> dict[str, Any]:
    """The answer for one phase. ``plain=False`` skips the one-pass path for standard
    movement phases (``plain_movement.py``), which gives the same answer (tested)."""
    variant = variant_of(data)
    if variant.resolve is not None:
        return _variant_door(variant.resolve, data)
    rules = variant.rulebook
    if plain and variant.read_canonical is read_canonical_movement and plain_rules(rules):
        answer = _plain(variant, data)
        if answer is not None:
            return answer
    game_map, phase, units, dislodged, centers = read_position(variant, data)
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise InputError("seed", "must be an integer")
    canonical: dict[int, str] = {}  # id(order) -> its line, for orders read in canonical form
    submitted, errors = _orders(data.get("orders", {}), game_map, variant, phase, units, dislodged,
                                canonical)

    if phase.type == MOVEMENT:
        # Orders start empty (None); legality fills the units left without one with Hold.
        board = Board(game_map, list(units), [None] * len(units), phase=phase,
                      extra={"seed": seed})
        outcome = adjudicate_movement(board, rules, submitted)
    elif phase.type == RETREAT:
        from adjudication.diplomacy.retreats import adjudicate_retreats

        outcome = adjudicate_retreats(units, dislodged, submitted)
    else:
        outcome = adjudicate_adjustments(game_map, rules, units, centers, submitted)

    if phase.ends_year and not (phase.type == MOVEMENT and outcome.dislodged):
        centers = _take_centers(game_map, outcome.units, centers)
    # Only fall leads to winter; spring never needs the (costly) check.
    adjust = phase.season == "F" and adjustments_possible(game_map, rules, outcome.units, centers)
    following = phase.following(bool(outcome.dislodged), adjust)
    return _answer(variant, phase, following, outcome, centers, errors, rules.victory_centers,
                   canonical)


def variant_of(data: Mapping[str, Any]) -> Variant:
    """The variant ``data`` names (``"standard"`` when it names none)."""
    if type(data) is not dict and not isinstance(data, Mapping):
        raise InputError("input", "must be a JSON object")
    name = data.get("variant", "standard")
    if not isinstance(name, str):
        raise InputError("variant", "must be a string such as \"standard\"")
    try:
        return variant_named(name)
    except UnknownVariant as error:
        raise InputError("variant", str(error)) from None


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
    centers = _centers(data.get("supply_centers"), game_map)
    return game_map, phase, units, dislodged, centers


def _variant_door(door: Callable[[Any], dict], data: Mapping[str, Any]) -> dict[str, Any]:
    try:
        return door(data)
    except InputError:
        raise
    except ValueError as error:
        problems = getattr(error, "problems", None)
        if problems is None:
            raise
        raise InputError("input", "; ".join(problems)) from None


def _answer(variant: Variant, phase: Phase, following: Phase, outcome: PhaseOutcome,
            centers: dict[str, list[str]], errors: list[dict], victory: int,
            canonical: dict[int, str]) -> dict[str, Any]:
    format_order = variant.format_order or str
    # A line read in canonical form that legality left unchanged is its own canonical text
    # (canonical lines are never empty, so ``or`` falls back only for the others).
    line_of = canonical.get
    winners = [p for p, owned in centers.items() if len(owned) >= victory]
    return {
        "phase": str(phase),
        "next_phase": str(following),
        "orders": [
            {"power": o.power,
             "order": (line_of(id(o.order)) or format_order(o.order)) if o.order is not None
             else o.text,
             "result": o.result, "reason": o.reason}
            for o in outcome.outcomes
        ],
        "units": [{"power": u.power, "type": u.type, "at": u.at}
                  for u in sorted(outcome.units, key=_UNIT_ORDER)],
        "dislodged": [
            {**_unit_json(d.unit), "attacker_from": d.attacker_from, "retreats": list(d.retreats)}
            for d in sorted(outcome.dislodged, key=lambda d: (d.unit.power, d.unit.at))
        ],
        "standoffs": sorted(outcome.standoffs),
        "supply_centers": {p: sorted(c) for p, c in centers.items()},
        "winner": winners[0] if len(winners) == 1 else None,
        "events": list(outcome.events),
        "errors": errors,
    }


_UNIT_ORDER = attrgetter("power", "at", "type")


def _plain(variant: Variant, data: Mapping[str, Any]) -> dict[str, Any] | None:
    """The answer of a standard movement phase in one pass (``plain_movement.py``), or None
    for anything else, including any input error: the general path then reads the input
    field by field and says what is wrong."""
    text = data.get("phase")
    if type(text) is not str:
        return None
    try:
        phase = Phase.parse(text)
    except PhaseError:
        return None
    seed = data.get("seed")
    if phase.type != MOVEMENT or (seed is not None and type(seed) is not int):
        return None
    for empty in ("standoffs", "dislodged"):
        given = data.get(empty)
        if given is not None and (type(given) is not list or given):
            return None
    game_map = variant.load_map()
    found = plain_movement.adjudicate(game_map, data.get("units", []), data.get("orders", {}),
                                      variant.format_order or str)
    if found is None:
        return None
    try:
        centers = _centers(data.get("supply_centers"), game_map)
    except InputError:
        return None
    return _plain_answer(game_map, variant.rulebook, phase, text, centers, *found)


def answered_plainly(data: Mapping[str, Any]) -> bool:
    """Would the one-pass movement (``plain_movement.py``) answer ``data`` (a standard
    movement phase's input, valid) itself? For the equivalence checks, which must know that
    they compared something."""
    variant = variant_named("standard")
    return plain_movement.adjudicate(variant.load_map(), data["units"], data.get("orders", {}),
                                     variant.format_order or str) is not None


def clear_caches() -> None:
    """Forget every line reading remembered by the parser and the one-pass movement
    (benchmarks and tests start cold with it). Here, above both, so that neither module
    imports the other."""
    parser.clear_caches()
    plain_movement.clear_caches()


def _plain_answer(game_map, rules, phase: Phase, text: str, centers: dict[str, list[str]],
                  orders: list[dict], rows: list[tuple], dislodged: list[dict],
                  standoffs: set[str]) -> dict[str, Any]:
    """The answer :func:`_answer` gives, from the parts ``plain_movement`` wrote (units as
    ``plain_movement.unit_rows`` rows: unit, province, rank in the answer, JSON)."""
    taken = False  # centres freshly counted (new lists, sorted)
    if phase.season == "F":  # phase.ends_year; only fall leads to winter
        if not dislodged:
            centers = _take_centers_rows(game_map, rows, centers)
            taken = True
        adjust = _adjustments_possible_rows(game_map, rules, rows, centers)
    else:
        adjust = False
    key = (text, bool(dislodged), adjust)
    names = _PHASE_NAMES.get(key)
    if names is None:
        if len(_PHASE_NAMES) > 4096:
            _PHASE_NAMES.clear()
        names = _PHASE_NAMES[key] = (str(phase), str(phase.following(key[1], adjust)))
    victory = rules.victory_centers
    winners = [p for p, owned in centers.items() if len(owned) >= victory] \
        if max(map(len, centers.values()), default=0) >= victory else ()
    return {
        "phase": names[0],
        "next_phase": names[1],
        "orders": orders,
        "units": list(map(dict.copy, map(_JSON, sorted(rows, key=_RANK)))),  # C loops
        "dislodged": sorted(dislodged, key=_POWER_AT) if len(dislodged) > 1 else dislodged,
        "standoffs": sorted(standoffs),
        "supply_centers": centers if taken else {p: sorted(c) for p, c in centers.items()},
        "winner": winners[0] if len(winners) == 1 else None,
        "events": [],
        "errors": [],
    }


# (phase as given, dislodged?, adjustments?) -> (phase, next phase) as the answer writes them
_PHASE_NAMES: dict[tuple[str, bool, bool], tuple[str, str]] = {}
_POWER_AT = itemgetter("power", "at")
_RANK = itemgetter(2)
_JSON = itemgetter(3)


def _unit_json(unit: Unit) -> dict[str, str]:
    return {"power": unit.power, "type": unit.type, "at": unit.at}


def _take_centers(game_map, units: list[Unit], centers: dict[str, list[str]]
                  ) -> dict[str, list[str]]:
    owner = {c: p for p, owned in centers.items() for c in owned}
    supply_centers = game_map.supply_centers
    for unit in units:
        province = unit.at.partition("/")[0]
        if province in supply_centers:
            owner[province] = unit.power
    result: dict[str, list[str]] = {p: [] for p in game_map.powers}
    for center, power in owner.items():
        result.setdefault(power, []).append(center)
    return {p: sorted(c) for p, c in result.items()}


def _take_centers_rows(game_map, rows: list[tuple], centers: dict[str, list[str]]
                       ) -> dict[str, list[str]]:
    """:func:`_take_centers` from ``plain_movement.unit_rows`` rows (province, power)."""
    owner: dict[str, str] = {}
    for power, owned in centers.items():
        for center in owned:
            owner[center] = power
    supply_centers = game_map.supply_centers
    for row in rows:
        if row[1] in supply_centers:
            owner[row[1]] = row[4]
    result: dict[str, list[str]] = {p: [] for p in game_map.powers}
    for center, power in owner.items():
        found = result.get(power)
        if found is None:
            result[power] = [center]
        else:
            found.append(center)
    for owned in result.values():
        owned.sort()
    return result


def _adjustments_possible_rows(game_map, rules, rows: list[tuple],
                               centers: dict[str, list[str]]) -> bool:
    """``adjustments.adjustments_possible`` from ``plain_movement.unit_rows`` rows."""
    counts = {power: len(centers.get(power, ())) for power in game_map.powers}
    for row in rows:  # rows are the map's units: their powers are the map's
        counts[row[4]] -= 1
    builders = []
    for power, difference in counts.items():
        if difference < 0:
            return True
        if difference > 0:
            builders.append(power)
    if not builders:
        return False
    occupied = {row[1] for row in rows}
    return any(rules.build_sites(game_map, power, set(centers.get(power, ())), occupied)
               for power in builders)


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


def _centers(entries: Any, game_map) -> dict[str, list[str]]:
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


def _orders(entries: Any, game_map, variant: Variant, phase: Phase, units: list[Unit],
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
