"""The Rather Silly board: the standard map with ``data/map_extension.json`` merged in.

Built with the standard engine's own loader (``Map.from_extension``), so the standard
provinces come from the one standard data file and the merged map is validated the same way.
The extension adds:

- Iceland (``isl``) and Crete (``cre``), tagged ``build_only``: only the Superhirn places units
  there (§14); no unit may move in (:meth:`Board.may_enter`). Fleets there may move out.
- Hyperspace (``hyp``), tagged ``hyperspace``: only the TARDIS (§15); it has no neighbours.
- Tunnels (§6) under the extension's ``rather_silly.tunnels`` key, *not* merged into the army
  graph: only some kinds may use them and moves through them follow their own rules
  (``tunnel.py``). :meth:`Board.tunnel_between` answers whether two provinces are linked.

The wormhole (§7) changes every season, so it lives in the state, not here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from adjudication.diplomacy.map_data import read_map_data
from adjudication.diplomacy.maps import Map
from adjudication.diplomacy.orders import province_of

EXTENSION_FILE = Path(__file__).resolve().parent / "data" / "map_extension.json"
BUILD_ONLY = "build_only"
HYPERSPACE = "hyperspace"


@dataclass(frozen=True)
class Tunnel:
    key: str
    name_de: str
    provinces: frozenset[str]
    passable_by: frozenset[str]  # unit kind letters

    def links(self, a: str, b: str) -> bool:
        return a != b and a in self.provinces and b in self.provinces


@dataclass(frozen=True)
class Board:
    """The merged :class:`Map` plus the variant's tunnels; ``map`` answers the standard
    questions (lookup, neighbours, coasts), the methods here the variant ones."""

    map: Map
    tunnels: tuple[Tunnel, ...]

    def __post_init__(self) -> None:
        # The dataclass's hash, computed once: tables of the board are remembered per board
        # (``functools.cache``), so it is asked for on every move.
        object.__setattr__(self, "_hash", hash((self.map, self.tunnels)))
        # Tables of the map, asked on every move (not fields: equality stays the map's).
        provinces = self.map.provinces
        object.__setattr__(self, "_kinds", {a: p.kind for a, p in provinces.items()})
        object.__setattr__(self, "_centres", frozenset(
            a for a, p in provinces.items() if p.is_supply_center))
        object.__setattr__(self, "_build_only", frozenset(
            a for a, p in provinces.items() if BUILD_ONLY in p.tags))
        object.__setattr__(self, "_hyperspace", frozenset(
            a for a, p in provinces.items() if HYPERSPACE in p.tags))
        object.__setattr__(self, "_neighbours", {})  # province -> neighbours(), as asked

    def __hash__(self) -> int:
        return self._hash  # type: ignore[attr-defined]

    def _known(self, province: str) -> None:
        if province not in self._kinds:  # type: ignore[attr-defined]
            raise KeyError(province)  # as the map's own table would

    def kind(self, location: str) -> str:
        return self._kinds[location.partition("/")[0]]  # type: ignore[attr-defined]

    def is_sea(self, location: str) -> bool:
        return self.kind(location) == "sea"

    def is_land(self, location: str) -> bool:
        """Land or coast: where an army can stand (build-only islands included)."""
        return self.kind(location) in ("land", "coast")

    def is_supply_center(self, location: str) -> bool:
        province = location.partition("/")[0]
        if province in self._centres:  # type: ignore[attr-defined]
            return True
        self._known(province)
        return False

    def is_build_only(self, location: str) -> bool:
        province = location.partition("/")[0]
        if province in self._build_only:  # type: ignore[attr-defined]
            return True
        self._known(province)
        return False

    def is_hyperspace(self, location: str) -> bool:
        province = location.partition("/")[0]
        if province in self._hyperspace:  # type: ignore[attr-defined]
            return True
        self._known(province)
        return False

    def neighbours(self, location: str) -> frozenset[str]:
        """Provinces bordering ``location`` by land or sea (coasts dropped)."""
        province = province_of(location)
        known = self._neighbours.get(province)  # type: ignore[attr-defined]
        if known is not None:
            return known
        found = set(self.map.army_neighbours(province))
        for loc in self.map.fleet_locations_of(province):
            found.update(province_of(t) for t in self.map.fleet_neighbours(loc))
        found.discard(province)
        answer = self._neighbours[province] = frozenset(found)  # type: ignore[attr-defined]
        return answer

    def tunnel_between(self, a: str, b: str) -> Tunnel | None:
        a, b = province_of(a), province_of(b)
        for tunnel in self.tunnels:
            if tunnel.links(a, b):
                return tunnel
        return None

    def may_enter(self, location: str, kind_letter: str) -> bool:
        """Build-only islands and Hyperspace keep out every unit that is not theirs."""
        if self.is_hyperspace(location):
            return kind_letter == "T"
        return not self.is_build_only(location)


@cache
def load_board() -> Board:
    """The variant board, built and validated once per process."""
    extension = read_map_data(EXTENSION_FILE)
    game_map = Map.from_extension(extension)
    tunnels = tuple(
        Tunnel(key, t["name_de"], frozenset(t["provinces"]), frozenset(t["passable_by"]))
        for key, t in extension.get("rather_silly", {}).get("tunnels", {}).items()
    )
    for tunnel in tunnels:
        bad = [p for p in tunnel.provinces if game_map.provinces[p].kind not in ("land", "coast")]
        if bad:
            raise ValueError(f"tunnel {tunnel.key} links non-land provinces {bad}")
    return Board(game_map, tunnels)
