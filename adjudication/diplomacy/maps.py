"""The board: provinces, coasts, adjacency, powers and the start position, as an immutable Map.

A Map is built from validated data (``map_data.py``) once and then only read: every answer the
resolver and the parser ask for (neighbours, name lookup, coast inference) comes from tables
computed in the constructor, so a call is a dict or set lookup.

Locations: a province abbreviation (``"mun"``) or, for a fleet on a province with split coasts,
``"<province>/<coast>"`` (``"spa/nc"``). Armies never stand on a coast.

Distance (:meth:`Map.distance`), used to pick units for removal under civil disorder, follows
the 2000 rulebook as the DATC reads it (6.J.9-6.J.11): a fleet counts moves it could make as a
fleet (any coast of the target province will do); an army counts moves through every province,
sea ones included, whether or not a fleet is there to convoy it.

Variants: ``Map.from_data(merge_map_data(read_map_data("standard"), extension))``.
"""

from __future__ import annotations

import copy
import difflib
import re
import unicodedata
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .map_data import (
    MapDataError,
    fleet_locations,
    merge_map_data,
    parse_unit_spec,
    read_map_data,
    validate_map_data,
)
from .orders import ARMY, FLEET, Unit, province_of

__all__ = [
    "Map",
    "MapDataError",
    "Power",
    "Province",
    "fold",
    "load_map",
    "merge_map_data",
    "read_map_data",
]

COAST_WORDS: Mapping[str, str] = MappingProxyType({
    "nc": "nc", "n": "nc", "north": "nc", "northcoast": "nc", "nk": "nc", "nord": "nc",
    "nordkuste": "nc", "nordkueste": "nc",
    "sc": "sc", "s": "sc", "south": "sc", "southcoast": "sc", "sk": "sc", "sud": "sc",
    "sued": "sc", "sudkuste": "sc", "suedkueste": "sc",
    "ec": "ec", "e": "ec", "east": "ec", "eastcoast": "ec", "ok": "ec", "ost": "ec",
    "ostkuste": "ec", "ostkueste": "ec",
    "wc": "wc", "w": "wc", "west": "wc", "westcoast": "wc", "wk": "wc", "westkuste": "wc",
    "westkueste": "wc",
})
COAST_NAMES_EN = MappingProxyType(
    {"nc": "north coast", "sc": "south coast", "ec": "east coast", "wc": "west coast"})
COAST_NAMES_DE = MappingProxyType(
    {"nc": "Nordküste", "sc": "Südküste", "ec": "Ostküste", "wc": "Westküste"})
_MEMO_LIMIT = 16384  # entries in a map's memo of looked-up texts before it starts over
_WORD_SPLIT = re.compile(r"[\s\-–—]+")
_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})


def fold(text: str) -> str:
    """Lookup key: lower case, accents dropped, ß as ss, only letters and digits kept."""
    text = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in text if ch.isalnum() and ch.isascii())


def _keys(name: str) -> set[str]:
    # "München" is typed as "Munchen", "München" or "Muenchen"; all three must find it.
    return {fold(name), fold(name.translate(_UMLAUTS))} - {""}


@dataclass(frozen=True, slots=True)
class Province:
    abbr: str
    name_en: str
    name_de: str
    kind: str
    coasts: tuple[str, ...]
    is_supply_center: bool
    home_of: str | None
    aliases: tuple[str, ...]
    tags: frozenset[str] = frozenset()

    def name(self, lang: str = "en") -> str:
        return self.name_de if lang == "de" else self.name_en


@dataclass(frozen=True, slots=True)
class Power:
    key: str
    name_en: str
    name_de: str
    aliases: tuple[str, ...]

    def name(self, lang: str = "en") -> str:
        return self.name_de if lang == "de" else self.name_en


class Map:
    """An immutable board. Build with :func:`load_map` or :meth:`Map.from_data`."""

    __slots__ = (
        "_army",
        "_exact",
        "_fleet",
        "_fleet_reach",
        "_home",
        "_keys",
        "_power_keys",
        "_sc",
        "_split_memo",
        "_start_sc",
        "_start_units",
        "_suggest_keys",
        "_walk",
        "data",
        "name",
        "name_starts",
        "powers",
        "provinces",
    )

    def __init__(self, data: Mapping[str, Any], source: str = "<data>") -> None:
        validate_map_data(data, source)
        raw = data["provinces"]
        home_of = {h: p for p, e in data["powers"].items() for h in e.get("home_centers", [])}
        self.name: str = data.get("name", source)
        # The raw data as loaded (a private copy), for variants and renderers; read only.
        self.data: Mapping[str, Any] = MappingProxyType(copy.deepcopy(dict(data)))
        self.provinces: Mapping[str, Province] = MappingProxyType({
            abbr: Province(
                abbr=abbr, name_en=e["name_en"], name_de=e["name_de"], kind=e["kind"],
                coasts=tuple(e.get("coasts") or ()), is_supply_center=bool(e.get("supply_center")),
                home_of=home_of.get(abbr), aliases=tuple(e.get("aliases", ())),
                tags=frozenset(e.get("tags", ())),
            )
            for abbr, e in raw.items()
        })
        self.powers: Mapping[str, Power] = MappingProxyType({
            key: Power(key, e["name_en"], e["name_de"], tuple(e.get("aliases", ())))
            for key, e in data["powers"].items()
        })
        self._army = {a: frozenset(e.get("army", ())) for a, e in raw.items()}
        self._fleet = {loc: frozenset(t) for loc, t in fleet_locations(raw).items()}
        # from location -> {province: locations of it a fleet there can reach}
        self._fleet_reach: dict[str, dict[str, tuple[str, ...]]] = {}
        for loc, targets in self._fleet.items():
            reach: dict[str, list[str]] = {}
            for t in sorted(targets):
                reach.setdefault(province_of(t), []).append(t)
            self._fleet_reach[loc] = {p: tuple(ls) for p, ls in reach.items()}
        # army distance walks through every passable province, seas included (see docstring)
        self._walk = {a: set(self._army[a]) for a in raw if raw[a]["kind"] != "impassable"}
        for loc, targets in self._fleet.items():
            self._walk[province_of(loc)].update(province_of(t) for t in targets)
        self._sc = frozenset(a for a, p in self.provinces.items() if p.is_supply_center)
        self._home = MappingProxyType({
            p: frozenset(e.get("home_centers", ())) for p, e in data["powers"].items()})
        self._start_units = tuple(
            Unit(power, *parse_unit_spec(spec))
            for power, specs in data.get("starting_units", {}).items() for spec in specs)
        start_sc = data.get("starting_supply_centers")
        self._start_sc = MappingProxyType(
            {p: frozenset(c) for p, c in start_sc.items()} if start_sc is not None
            else dict(self._home))
        self._keys = self._name_index(source)
        self._power_keys = self._power_index(source)
        self._suggest_keys = tuple(sorted(self._keys))
        # folded first words of names written as several words ("golf" of "Golf von Lyon"):
        # only after such a word does the parser try a location longer than one word + coast
        self.name_starts: frozenset[str] = frozenset(
            key for prov in self.provinces.values()
            for name in (prov.name_en, prov.name_de, *prov.aliases)
            if len(words := _WORD_SPLIT.split(name.strip())) > 1
            for key in _keys(words[0]))
        # Fast path for what orders mostly contain: abbreviations, any case, with or without
        # a written coast ("mun", "SPA/NC").
        self._exact: dict[str, tuple[str, str | None]] = {}
        for abbr, prov in self.provinces.items():
            forms = [(abbr, None)] + [(f"{abbr}/{c}", c) for c in prov.coasts]
            for text, coast in forms:
                for variant in (text, text.upper(), text.capitalize(), text.title()):
                    self._exact[variant] = (abbr, coast)
        # Everything else split_location was asked (names, misspellings), bounded.
        self._split_memo: dict[str, tuple[str | None, str | None]] = {}

    # -- construction -------------------------------------------------------------------

    @classmethod
    def from_data(cls, data: Mapping[str, Any], source: str = "<data>") -> Map:
        return cls(data, source)

    @classmethod
    def from_extension(cls, extension: Mapping[str, Any] | str | Path,
                       base: str = "standard") -> Map:
        """The ``base`` map with a variant's extension (dict or JSON file) merged in."""
        source = str(extension) if isinstance(extension, str | Path) else "<extension>"
        ext = read_map_data(extension) if isinstance(extension, str | Path) else extension
        return cls(merge_map_data(read_map_data(base), ext), f"{base} + {source}")

    def _name_index(self, source: str) -> dict[str, str]:
        index: dict[str, str] = {}
        clashes: list[str] = []
        for abbr, prov in self.provinces.items():
            for name in (abbr, prov.name_en, prov.name_de, *prov.aliases):
                for key in _keys(name):
                    if index.get(key, abbr) != abbr:
                        clashes.append(f"name {name!r} means both {index[key]!r} and {abbr!r}")
                    index[key] = abbr
        if clashes:
            raise MapDataError(source, clashes)
        return index

    def _power_index(self, source: str) -> dict[str, str]:
        index: dict[str, str] = {}
        clashes: list[str] = []
        for key, power in self.powers.items():
            for name in (key, power.name_en, power.name_de, *power.aliases):
                for k in _keys(name):
                    if index.get(k, key) != key:
                        clashes.append(f"power name {name!r} means both {index[k]!r} and {key!r}")
                    index[k] = key
        if clashes:
            raise MapDataError(source, clashes)
        return index

    # -- names ------------------------------------------------------------------------

    def key_lookup(self, key: str) -> str | None:
        """Province for an already folded name (see :func:`fold`)."""
        return self._keys.get(key)

    def province_lookup(self, text: str) -> str | None:
        """Province abbreviation for any abbreviation, alias, English or German name."""
        return self._keys.get(fold(text))

    def split_location(self, text: str) -> tuple[str | None, str | None]:
        """``"Spain (north coast)"`` -> ``("spa", "nc")``; the coast is not checked against the
        province (the caller says what is wrong). ``(None, None)`` if no province matches."""
        found = self._exact.get(text) or self._split_memo.get(text)
        if found is not None:
            return found
        found = self._split_location(text)
        if len(self._split_memo) >= _MEMO_LIMIT:
            self._split_memo.clear()
        self._split_memo[text] = found
        return found

    def _split_location(self, text: str) -> tuple[str | None, str | None]:
        text = text.strip()
        whole = self._keys.get(fold(text))
        if whole is not None:
            return whole, None
        for sep in ("/", "(", "-", "."):
            head, found, tail = text.rpartition(sep)
            if found and head:
                prov = self._keys.get(fold(head))
                coast = COAST_WORDS.get(fold(tail))
                if prov is not None and coast is not None:
                    return prov, coast
        words = text.split()
        for cut in (1, 2):  # "Spain north coast", "spa nc"
            if len(words) > cut:
                prov = self._keys.get(fold(" ".join(words[:-cut])))
                coast = COAST_WORDS.get(fold("".join(words[-cut:])))
                if prov is not None and coast is not None and len(fold(words[-1])) > 1:
                    return prov, coast
        return None, None

    def lookup(self, text: str) -> str | None:
        """Canonical location (``"mun"``, ``"spa/nc"``) for what a player typed, else None.

        A coast named for a province without that coast gives None."""
        prov, coast = self.split_location(text)
        if prov is None or coast is None:
            return prov
        return f"{prov}/{coast}" if coast in self.provinces[prov].coasts else None

    def suggest(self, text: str, limit: int = 3) -> list[str]:
        """Province abbreviations whose names look most like ``text`` (best first)."""
        key = fold(text)
        if not key:
            return []
        found: list[str] = []
        for match in difflib.get_close_matches(key, self._suggest_keys, n=limit * 3, cutoff=0.6):
            abbr = self._keys[match]
            if abbr not in found:
                found.append(abbr)
        return found[:limit]

    def power_lookup(self, text: str) -> str | None:
        return self._power_keys.get(fold(text))

    def location_name(self, location: str, lang: str = "en") -> str:
        """``"spa/nc"`` -> ``"Spain (north coast)"`` / ``"Spanien (Nordküste)"``."""
        abbr, _, coast = location.partition("/")
        name = self.provinces[abbr].name(lang)
        if not coast:
            return name
        coast_names = COAST_NAMES_DE if lang == "de" else COAST_NAMES_EN
        return f"{name} ({coast_names.get(coast, coast)})"

    # -- geometry ---------------------------------------------------------------------

    def coasts(self, province: str) -> tuple[str, ...]:
        """Named coasts (``("nc", "sc")`` for spa), empty for provinces with one coastline."""
        return self.provinces[province].coasts

    def fleet_locations_of(self, province: str) -> tuple[str, ...]:
        """Where a fleet can stand: ``("spa/nc", "spa/sc")``, ``("mao",)``, ``()`` inland."""
        prov = self.provinces[province]
        if prov.coasts:
            return tuple(f"{province}/{c}" for c in prov.coasts)
        return (province,) if prov.kind in ("sea", "coast") else ()

    def army_neighbours(self, province: str) -> frozenset[str]:
        return self._army.get(province_of(province), frozenset())

    def fleet_neighbours(self, location: str) -> frozenset[str]:
        """Locations a fleet at ``location`` can move to. A bare split-coast province (a fleet
        cannot stand there) gives the union over its coasts."""
        found = self._fleet.get(location)
        if found is not None:
            return found
        locs = self.fleet_locations_of(location) if location in self.provinces else ()
        return frozenset().union(*(self._fleet[loc] for loc in locs))

    def fleet_coasts_towards(self, from_location: str, province: str) -> tuple[str, ...]:
        """Locations of ``province`` a fleet at ``from_location`` can move to: for coast
        inference (one answer: take it; several: the player must choose; none: no move)."""
        reach = self._fleet_reach.get(from_location)
        if reach is None:
            found = set()
            for loc in self.fleet_locations_of(from_location) if from_location in self.provinces \
                    else ():
                found.update(self._fleet_reach[loc].get(province, ()))
            return tuple(sorted(found))
        return reach.get(province, ())

    def is_adjacent(self, unit_type: str, from_location: str, to_location: str) -> bool:
        """Can a unit of this type move from one location to the other in one move?

        Fleets: a destination with a coast must be that exact coast; a bare province counts
        if any of its coasts is reachable (what a support into the province needs)."""
        if unit_type == ARMY:
            return province_of(to_location) in self._army.get(province_of(from_location), ())
        if unit_type == FLEET:
            if "/" in to_location:
                return to_location in self.fleet_neighbours(from_location)
            return bool(self.fleet_coasts_towards(from_location, to_location))
        raise ValueError(f"unknown unit type {unit_type!r}; the standard map knows A and F")

    def is_valid_location(self, unit_type: str, location: str) -> bool:
        """Can a unit of this type stand at ``location`` (coast given where needed)?"""
        if unit_type == FLEET:
            return location in self._fleet
        prov = self.provinces.get(location)
        return unit_type == ARMY and prov is not None and prov.kind in ("land", "coast")

    def distance(self, unit_type: str, from_location: str, targets: Iterable[str]) -> int | None:
        """Fewest moves from ``from_location`` to any province in ``targets`` (see the module
        docstring for how armies and fleets count), or None if none can be reached."""
        goal = {province_of(t) for t in targets}
        if not goal:
            return None
        if unit_type == FLEET:
            start = self.fleet_locations_of(from_location) if from_location in self.provinces \
                and self.provinces[from_location].coasts else (from_location,)
            return _bfs(start, lambda loc: self._fleet.get(loc, ()), goal, province_of)
        return _bfs((province_of(from_location),), lambda p: self._walk.get(p, ()), goal,
                    lambda p: p)

    # -- powers and the start -----------------------------------------------------------

    @property
    def supply_centers(self) -> frozenset[str]:
        return self._sc

    @property
    def home_centers(self) -> Mapping[str, frozenset[str]]:
        return self._home

    @property
    def starting_units(self) -> tuple[Unit, ...]:
        return self._start_units

    @property
    def starting_supply_centers(self) -> Mapping[str, frozenset[str]]:
        return self._start_sc

    def __repr__(self) -> str:
        return f"<Map {self.name}: {len(self.provinces)} provinces>"


def _bfs(start: Iterable[str], step: Any, goal: set[str], province: Any) -> int | None:
    seen = set(start)
    queue = deque((node, 0) for node in seen)
    while queue:
        node, dist = queue.popleft()
        if province(node) in goal:
            return dist
        for nxt in step(node):
            if nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, dist + 1))
    return None


def load_map(name: str = "standard") -> Map:
    """The named map from ``data/<name>.json``, validated once and cached."""
    return _load_map(name)


@cache
def _load_map(name: str) -> Map:
    return Map(read_map_data(name), f"data/{name}.json")
