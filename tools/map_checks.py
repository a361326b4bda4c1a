"""Checks of the drawn geometry against the engine's map (dev-only: needs shapely).

Used by ``tools/draw_map.py`` (prints the report after a regeneration) and by
``tests/maps/test_map_geometry.py`` (asserts it), so both judge the same thing.

Two provinces "share a border" when their outlines run within :data:`TOUCH` px of each other
for at least :data:`MIN_SHARED` px. That counts a land-sea coast and a land-land border
alike; a corner contact does not count.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from shapely.geometry import MultiPolygon, Polygon
from shapely.strtree import STRtree

TOUCH = 1.5
MIN_SHARED = 4.0


def shapes(geometry: dict[str, Any]) -> dict[str, MultiPolygon]:
    out = {}
    for code, entry in geometry["provinces"].items():
        polys = [Polygon(p[0], p[1:]) for p in entry["polygons"]]
        out[code] = MultiPolygon(polys).buffer(0)
    return out


def engine_adjacencies(provinces: dict[str, Any]) -> set[frozenset[str]]:
    """Province pairs (coasts folded) adjacent for armies or fleets, impassable ones left out."""
    pairs = set()
    for code, info in provinces.items():
        if info.get("kind") == "impassable":
            continue
        neighbours = list(info.get("army", [])) + list(info.get("fleet", []))
        for coast_list in info.get("coasts", {}).values():
            neighbours += coast_list
        for other in neighbours:
            pairs.add(frozenset({code, other.split("/")[0]}))
    return pairs


def drawn_adjacencies(geometry: dict[str, Any]) -> set[frozenset[str]]:
    polys = shapes(geometry)
    names = list(polys)
    tree = STRtree([polys[n] for n in names])
    pairs = set()
    for i, name in enumerate(names):
        boundary = polys[name].boundary
        for j in tree.query(polys[name].buffer(TOUCH)):
            if j <= i:
                continue
            other = polys[names[j]]
            shared = boundary.intersection(other.buffer(TOUCH)).length
            if shared >= MIN_SHARED:
                pairs.add(frozenset({name, names[j]}))
    return pairs


@dataclass(frozen=True)
class Report:
    expected: set[frozenset[str]]
    drawn: set[frozenset[str]]

    @property
    def missing(self) -> set[frozenset[str]]:
        return self.expected - self.drawn

    @property
    def extra(self) -> set[frozenset[str]]:
        return self.drawn - self.expected

    @property
    def agreement(self) -> float:
        return len(self.expected & self.drawn) / len(self.expected)

    def text(self) -> str:
        fmt = lambda s: ", ".join(sorted("-".join(sorted(p)) for p in s)) or "none"  # noqa: E731
        return (f"adjacency agreement {self.agreement:.1%} "
                f"({len(self.expected & self.drawn)}/{len(self.expected)})\n"
                f"  missing: {fmt(self.missing)}\n"
                f"  extra (drawn, not in engine): {fmt(self.extra)}")


def adjacency_report(geometry: dict[str, Any], provinces: dict[str, Any]) -> Report:
    codes = set(geometry["provinces"])
    expected = {p for p in engine_adjacencies(provinces) if p <= codes}
    drawn = {p for p in drawn_adjacencies(geometry)
             if all(provinces.get(c, {}).get("kind") != "impassable" for c in p)
             and p <= set(provinces)}
    return Report(expected, drawn)


def overlaps(geometry: dict[str, Any], tolerance: float = 2.0) -> dict[tuple[str, str], float]:
    """Pairs of provinces whose areas overlap by more than ``tolerance`` square px."""
    polys = shapes(geometry)
    found = {}
    for a, b in combinations(sorted(polys), 2):
        if polys[a].intersects(polys[b]):
            area = polys[a].intersection(polys[b]).area
            if area > tolerance:
                found[(a, b)] = area
    return found
