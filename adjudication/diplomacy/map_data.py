"""Map data files: reading them, merging a variant's extension into them, and checking them.

A map file is JSON (``data/<name>.json``)::

    {
      "name": "standard",
      "checks": {"supply_centers": 34, "starting_units": 22},      # optional totals to insist on
      "powers": {"austria": {"name_en", "name_de", "aliases", "home_centers"}, ...},
      "provinces": {
        "boh": {"name_en", "name_de", "kind": "land", "aliases"?, "supply_center"?,
                "army": [neighbours], "tags"?: [...]},
        "mao": {..., "kind": "sea", "fleet": [locations]},
        "spa": {..., "kind": "coast", "army": [...], "coasts": {"nc": [...], "sc": [...]}}
      },
      "starting_units": {"austria": ["A vie", "F tri", ...], ...},
      "starting_supply_centers": {...}                               # optional, default: homes
    }

Every adjacency is written on both sides; :func:`validate_map_data` insists on it, so a typo on
one side is caught rather than silently creating a one-way edge. Fleet adjacencies name
locations (``"spa/nc"``); a province with split coasts lists its fleet neighbours per coast.

A variant extends a base map with an extension dict (usually its own JSON file) through
:func:`merge_map_data`::

    {
      "name": "rather_silly",
      "provinces": {"ice": {..., "army": [...], "fleet": ["nao", "nwg"]}},  # new provinces; the
                                                     # reverse edges are added to their neighbours
      "update_provinces": {"swi": {"kind": "land", "tags": ["tunnel"]}},   # field-wise patch
      "add_edges": {"army": [["mar", "mun"]], "fleet": [["ice", "bar"]]},  # added on both sides
      "remove_edges": {"army": [...], "fleet": [...]},
      "powers": {...}, "starting_units": {...}, "checks": {...}      # replace the base entries
    }

Validation collects every problem and raises one :class:`MapDataError` naming the source and
listing them all, so a broken file is fixed in one go.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).with_name("data")

KINDS = ("land", "coast", "sea", "impassable")
COAST_NAMES = ("nc", "sc", "ec", "wc")
PROVINCE_FIELDS = frozenset(
    {"name_en", "name_de", "kind", "aliases", "supply_center", "army", "fleet", "coasts", "tags"}
)
POWER_FIELDS = frozenset({"name_en", "name_de", "aliases", "home_centers"})
UNIT_TYPES = ("A", "F")


class MapDataError(ValueError):
    """A map file (or a dict built in its shape) is not a consistent board."""

    def __init__(self, source: str, problems: Iterable[str]) -> None:
        self.source = source
        self.problems = tuple(problems)
        listed = "\n  - ".join(self.problems)
        super().__init__(f"map data {source} is invalid:\n  - {listed}")


def read_map_data(name_or_path: str | Path) -> dict[str, Any]:
    """A fresh, mutable copy of a map file: a bare name means ``data/<name>.json``."""
    path = Path(name_or_path)
    if path.suffix != ".json":
        path = DATA_DIR / f"{name_or_path}.json"
    try:
        with path.open(encoding="utf-8") as handle:
            data = json.load(handle)
    except FileNotFoundError as exc:
        raise MapDataError(str(path), ["file not found"]) from exc
    except json.JSONDecodeError as exc:
        raise MapDataError(str(path), [f"not valid JSON: {exc}"]) from exc
    if not isinstance(data, dict):
        raise MapDataError(str(path), ["the top level must be an object"])
    return data


def merge_map_data(base: Mapping[str, Any], extension: Mapping[str, Any]) -> dict[str, Any]:
    """The base map with a variant's extension applied (see the module docstring); no mutation."""
    merged = copy.deepcopy(dict(base))
    ext = copy.deepcopy(dict(extension))
    provinces: dict[str, Any] = merged.setdefault("provinces", {})
    for key in ("name", "description", "checks", "powers", "starting_units",
                "starting_supply_centers"):
        if key in ext:
            merged[key] = ext[key]
    new = ext.get("provinces", {})
    for abbr, entry in new.items():
        if abbr in provinces:
            raise MapDataError(merged.get("name", "<extension>"),
                               [f"extension adds province {abbr!r}, which already exists "
                                "(use update_provinces to change it)"])
        provinces[abbr] = entry
    for abbr, entry in new.items():
        for other in entry.get("army", []):
            _add_edge(provinces, "army", abbr, other, one_way=True)
        for loc in _fleet_lists(abbr, entry):
            for other in loc[1]:
                _add_edge(provinces, "fleet", loc[0], other, one_way=True)
    for abbr, patch in ext.get("update_provinces", {}).items():
        if abbr not in provinces:
            raise MapDataError(merged.get("name", "<extension>"),
                               [f"update_provinces names unknown province {abbr!r}"])
        provinces[abbr].update(patch)
    for kind, edges in ext.get("add_edges", {}).items():
        for a, b in edges:
            _add_edge(provinces, kind, a, b)
            _add_edge(provinces, kind, b, a)
    for kind, edges in ext.get("remove_edges", {}).items():
        for a, b in edges:
            _remove_edge(provinces, kind, a, b)
            _remove_edge(provinces, kind, b, a)
    return merged


def _fleet_lists(abbr: str, entry: Mapping[str, Any]) -> list[tuple[str, list[str]]]:
    if entry.get("coasts"):
        return [(f"{abbr}/{coast}", targets) for coast, targets in entry["coasts"].items()]
    return [(abbr, entry.get("fleet", []))]


def _neighbour_list(provinces: dict[str, Any], kind: str, location: str) -> list[str] | None:
    abbr, _, coast = location.partition("/")
    entry = provinces.get(abbr)
    if entry is None:
        return None
    if kind == "army":
        return entry.setdefault("army", [])
    if coast:
        return entry.setdefault("coasts", {}).setdefault(coast, [])
    return entry.setdefault("fleet", [])


def _add_edge(provinces: dict[str, Any], kind: str, a: str, b: str, one_way: bool = False) -> None:
    # one_way: the edge from a new province is already in its own list; add only the reverse.
    source, target = (b, a) if one_way else (a, b)
    targets = _neighbour_list(provinces, kind, source)
    if targets is not None and target not in targets:
        targets.append(target)


def _remove_edge(provinces: dict[str, Any], kind: str, a: str, b: str) -> None:
    targets = _neighbour_list(provinces, kind, a)
    if targets is not None and b in targets:
        targets.remove(b)


def validate_map_data(data: Mapping[str, Any], source: str) -> None:
    """Raise :class:`MapDataError` listing every inconsistency in ``data``; return if none."""
    problems: list[str] = []
    provinces = data.get("provinces")
    powers = data.get("powers")
    if not isinstance(provinces, dict) or not provinces:
        raise MapDataError(source, ["'provinces' must be a non-empty object"])
    if not isinstance(powers, dict) or not powers:
        raise MapDataError(source, ["'powers' must be a non-empty object"])
    for abbr, entry in provinces.items():
        problems += _province_problems(abbr, entry)
    if problems:  # the cross-checks below assume each entry has the right shape
        raise MapDataError(source, problems)
    problems += _adjacency_problems(provinces)
    problems += _power_problems(powers, provinces)
    problems += _unit_problems(data.get("starting_units", {}), powers, provinces)
    problems += _total_problems(data, provinces)
    if problems:
        raise MapDataError(source, problems)


def _province_problems(abbr: str, entry: Any) -> list[str]:
    where = f"province {abbr!r}"
    if not isinstance(entry, dict):
        return [f"{where}: must be an object"]
    problems = []
    if not abbr.isascii() or not abbr.isalnum() or abbr != abbr.lower():
        problems.append(f"{where}: abbreviation must be lower-case letters/digits")
    unknown = set(entry) - PROVINCE_FIELDS
    if unknown:
        problems.append(f"{where}: unknown field(s) {sorted(unknown)}")
    for field in ("name_en", "name_de"):
        if not isinstance(entry.get(field), str) or not entry.get(field):
            problems.append(f"{where}: {field} missing")
    kind = entry.get("kind")
    if kind not in KINDS:
        problems.append(f"{where}: kind {kind!r} is not one of {list(KINDS)}")
    has_army = bool(entry.get("army"))
    has_fleet = bool(entry.get("fleet"))
    coasts = entry.get("coasts")
    if kind in ("sea", "impassable") and has_army:
        problems.append(f"{where}: a {kind} province cannot have army neighbours")
    if kind in ("land", "impassable") and (has_fleet or coasts):
        problems.append(f"{where}: a {kind} province cannot have fleet neighbours or coasts")
    if coasts is not None:
        if kind != "coast":
            problems.append(f"{where}: only coastal provinces have named coasts")
        elif not isinstance(coasts, dict) or len(coasts) < 2:
            problems.append(f"{where}: 'coasts' must name at least two coasts")
        else:
            if has_fleet:
                problems.append(f"{where}: has both 'coasts' and 'fleet'; list fleet "
                                "neighbours per coast only")
            bad = [c for c in coasts if c not in COAST_NAMES]
            if bad:
                problems.append(f"{where}: unknown coast name(s) {bad}; use {list(COAST_NAMES)}")
            problems += [f"{where}/{c}: coast has no fleet neighbours"
                         for c, targets in coasts.items() if not targets]
    elif kind == "coast" and not has_fleet:
        problems.append(f"{where}: a coastal province needs fleet neighbours")
    for field in ("army", "fleet", "aliases", "tags"):
        value = entry.get(field, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            problems.append(f"{where}: {field} must be a list of strings")
        elif len(set(value)) != len(value):
            problems.append(f"{where}: {field} lists an entry twice")
    return problems


def fleet_locations(provinces: Mapping[str, Any]) -> dict[str, list[str]]:
    """Every location a fleet can stand on, with the locations it borders."""
    result: dict[str, list[str]] = {}
    for abbr, entry in provinces.items():
        if entry["kind"] in ("sea", "coast"):
            result.update(_fleet_lists(abbr, entry))
    return result


def _adjacency_problems(provinces: Mapping[str, Any]) -> list[str]:
    problems = []
    walkable = {a for a, e in provinces.items() if e["kind"] in ("land", "coast")}
    for abbr, entry in provinces.items():
        for other in entry.get("army", []):
            if other not in walkable:
                problems.append(f"army edge {abbr}-{other}: {other!r} is not a land or "
                                "coastal province")
            elif abbr not in provinces[other].get("army", []):
                problems.append(f"army edge {abbr}-{other} is one-way: add {abbr!r} to "
                                f"{other!r}'s army list")
            if other == abbr:
                problems.append(f"army edge {abbr}-{abbr} joins a province to itself")
    fleet = fleet_locations(provinces)
    for loc, targets in fleet.items():
        for other in targets:
            if other not in fleet:
                problems.append(f"fleet edge {loc}-{other}: {other!r} is not a fleet location"
                                + _coast_hint(provinces, other))
            elif loc not in fleet[other]:
                problems.append(f"fleet edge {loc}-{other} is one-way: add {loc!r} to "
                                f"{other!r}'s fleet list")
            a, b = loc.split("/")[0], other.split("/")[0]
            if a == b:
                problems.append(f"fleet edge {loc}-{other} joins a province to itself")
            elif (provinces[a]["kind"] == "coast" and provinces.get(b, {}).get("kind") == "coast"
                  and b not in provinces[a].get("army", [])):
                # Two coastal provinces whose coastlines meet share a land border too.
                problems.append(f"fleet edge {loc}-{other} joins two coastal provinces that "
                                "have no army edge")
    return problems


def _coast_hint(provinces: Mapping[str, Any], location: str) -> str:
    abbr, _, coast = location.partition("/")
    entry = provinces.get(abbr)
    if entry is None:
        return " (no such province)"
    coasts = entry.get("coasts") or {}
    if coasts and not coast:
        return f" (name a coast: {', '.join(f'{abbr}/{c}' for c in coasts)})"
    if coast and coast not in coasts:
        return f" ({abbr!r} has no coast {coast!r})"
    return f" (a {entry['kind']} province)"


def _power_problems(powers: Mapping[str, Any], provinces: Mapping[str, Any]) -> list[str]:
    problems = []
    owner: dict[str, str] = {}
    for power, entry in powers.items():
        where = f"power {power!r}"
        if not isinstance(entry, dict):
            problems.append(f"{where}: must be an object")
            continue
        unknown = set(entry) - POWER_FIELDS
        if unknown:
            problems.append(f"{where}: unknown field(s) {sorted(unknown)}")
        for field in ("name_en", "name_de"):
            if not isinstance(entry.get(field), str) or not entry.get(field):
                problems.append(f"{where}: {field} missing")
        for home in entry.get("home_centers", []):
            if home not in provinces:
                problems.append(f"{where}: home centre {home!r} is not a province")
            elif not provinces[home].get("supply_center"):
                problems.append(f"{where}: home centre {home!r} is not a supply centre")
            if home in owner:
                problems.append(f"{where}: home centre {home!r} is also {owner[home]!r}'s")
            owner[home] = power
    return problems


def parse_unit_spec(spec: str) -> tuple[str, str]:
    """``"F stp/sc"`` -> ``("F", "stp/sc")``."""
    unit_type, _, location = spec.partition(" ")
    return unit_type, location.strip()


def _unit_problems(
    units: Any, powers: Mapping[str, Any], provinces: Mapping[str, Any]
) -> list[str]:
    if not isinstance(units, dict):
        return ["'starting_units' must be an object of power -> list of 'A xxx' / 'F xxx'"]
    problems = []
    fleet = fleet_locations(provinces)
    seen: dict[str, str] = {}
    for power, specs in units.items():
        if power not in powers:
            problems.append(f"starting units of unknown power {power!r}")
        for spec in specs:
            unit_type, loc = parse_unit_spec(spec)
            abbr = loc.split("/")[0]
            where = f"starting unit {power}: {spec!r}"
            if unit_type == "A":
                if abbr not in provinces or provinces[abbr]["kind"] not in ("land", "coast") \
                        or "/" in loc:
                    problems.append(f"{where}: an army needs a land or coastal province")
            elif unit_type == "F":
                if loc not in fleet:
                    problems.append(f"{where}: not a fleet location"
                                    + _coast_hint(provinces, loc))
            else:
                problems.append(f"{where}: unit type must be one of {list(UNIT_TYPES)}")
            if abbr in seen:
                problems.append(f"{where}: {abbr!r} already holds {seen[abbr]}'s unit")
            seen[abbr] = power
    return problems


def _total_problems(data: Mapping[str, Any], provinces: Mapping[str, Any]) -> list[str]:
    checks = data.get("checks", {})
    problems = []
    centres = sum(1 for e in provinces.values() if e.get("supply_center"))
    if "supply_centers" in checks and centres != checks["supply_centers"]:
        problems.append(f"{centres} supply centres, expected {checks['supply_centers']}")
    units = sum(len(v) for v in data.get("starting_units", {}).values())
    if "starting_units" in checks and units != checks["starting_units"]:
        problems.append(f"{units} starting units, expected {checks['starting_units']}")
    for power, centres_ in data.get("starting_supply_centers", {}).items():
        problems += [f"starting supply centre {c!r} of {power!r} is not a supply centre"
                     for c in centres_ if not provinces.get(c, {}).get("supply_center")]
    return problems
