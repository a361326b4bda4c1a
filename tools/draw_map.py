"""Generate ``games/maps/data/standard_geometry.json`` from the hand-entered geography.

Run: ``.venv/bin/python tools/draw_map.py`` (needs the dev tools: shapely). The runtime never
imports this; it only reads the JSON this writes.

Algorithm:
1. Project every (lon, lat) of ``tools/map_source.py`` with a Lambert conformal conic
   projection (standard parallels 40° and 64°, centre 15° E 52° N), so Europe looks as in an
   atlas; scale to a fixed pixel frame.
2. Land = mainland ring (minus Black Sea and Caspian) plus islands, clipped to the frame;
   sea = frame minus land.
3. Provinces are unions of Voronoi cells of their seed points: land seeds clipped to the
   land mass they stand on (Britain's seeds only cut Britain, so no cell leaps the
   Channel), sea seeds clipped to the sea. Whole islands go to the owner in
   ``ISLAND_OWNER``.
4. Labels go to the pole of inaccessibility of each province's largest piece; units sit
   just above it; supply-centre markers at the real city; fleets on split coasts at
   ``COAST_ANCHORS``. Hand-set anchors override.
5. Rather Silly extras: a Hyperspace box off the board and the Mont-Blanc tunnel as a hub in
   Switzerland with one end per province around it.

The script prints the adjacency agreement with the engine's map so a change that breaks
the board's topology shows at once; ``tests/maps`` asserts the same figure.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import shapely
from shapely.geometry import MultiPoint, MultiPolygon, Point, Polygon, box
from shapely.ops import polylabel, unary_union

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools import map_source as src  # noqa: E402

OUT = ROOT / "games" / "maps" / "data" / "standard_geometry.json"
WIDTH = 1500  # pixel width of the frame; height follows from the projection

# Lambert conformal conic constants.
PHI1, PHI2, PHI0, LAM0 = (math.radians(v) for v in (40.0, 64.0, 52.0, 15.0))
N = math.log(math.cos(PHI1) / math.cos(PHI2)) / math.log(
    math.tan(math.pi / 4 + PHI2 / 2) / math.tan(math.pi / 4 + PHI1 / 2)
)
F = math.cos(PHI1) * math.tan(math.pi / 4 + PHI1 / 2) ** N / N
RHO0 = F / math.tan(math.pi / 4 + PHI0 / 2) ** N

# The frame in degrees: these corners must be inside the picture.
FRAME_POINTS = [(-24.5, 66.8), (-19.0, 43.0), (46.0, 40.0), (46.0, 63.0), (26.0, 72.5),
                (11.0, 32.0), (36.0, 31.5), (-10.0, 33.0)]


# Magnifier: the crowded middle of the board (Britain to the Balkans) is drawn larger and
# the edges (Russia, the Atlantic, the Sahara) smaller, as on the printed board.
FOCUS = (7.0, 50.0)  # lon, lat
MAGNIFY = 0.5  # k in r' = r (1 + k) / (1 + k r / R)
RADIUS = 0.6  # R, in projected units (earth radii)


def _lcc(lon: float, lat: float) -> tuple[float, float]:
    phi, lam = math.radians(lat), math.radians(lon)
    rho = F / math.tan(math.pi / 4 + phi / 2) ** N
    return rho * math.sin(N * (lam - LAM0)), RHO0 - rho * math.cos(N * (lam - LAM0))


# Local lenses (focus, k, radius): they magnify inside the radius and leave the rest alone,
# for the small provinces of Britain and southern Italy.
LENSES = [((-3.0, 54.6), 0.7, 0.16), ((14.5, 41.0), 0.5, 0.09)]


def _lens(x: float, y: float, focus: tuple[float, float], k: float, radius: float,
          local: bool) -> tuple[float, float]:
    fx, fy = _lcc(*focus)
    dx, dy = x - fx, y - fy
    r = math.hypot(dx, dy)
    if r == 0 or (local and r >= radius):
        return x, y
    factor = (1 + k) / (1 + k * r / radius)
    return fx + dx * factor, fy + dy * factor


def lcc(lon: float, lat: float) -> tuple[float, float]:
    """Projection plus the local lenses, then the magnifier (a radial fisheye round FOCUS)."""
    x, y = _lcc(lon, lat)
    for focus, k, radius in LENSES:
        x, y = _lens(x, y, focus, k, radius, local=True)
    return _lens(x, y, FOCUS, MAGNIFY, RADIUS, local=False)


class Frame:
    """Projected degrees -> pixels (y grows downwards)."""

    def __init__(self) -> None:
        xs, ys = zip(*(lcc(*p) for p in FRAME_POINTS), strict=True)
        self.x0, self.y1 = min(xs), max(ys)
        self.scale = WIDTH / (max(xs) - min(xs))
        self.height = round((max(ys) - min(ys)) * self.scale)

    def px(self, lon: float, lat: float) -> tuple[float, float]:
        x, y = lcc(lon, lat)
        return (x - self.x0) * self.scale, (self.y1 - y) * self.scale

    def ring(self, points: list[tuple[float, float]]) -> Polygon:
        """Project a ring, adding points every degree: straight lines do not stay straight."""
        dense = []
        for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=True):
            steps = max(1, int(max(abs(x2 - x1), abs(y2 - y1))))
            dense += [(x1 + (x2 - x1) * k / steps, y1 + (y2 - y1) * k / steps)
                      for k in range(steps)]
        return Polygon([self.px(*p) for p in dense]).buffer(0)


def voronoi_union(
    seeds: dict[str, list[tuple[float, float]]], frame: Frame, within: Polygon | MultiPolygon
) -> dict[str, Polygon | MultiPolygon]:
    """Voronoi cells of all seeds, clipped to ``within``, unioned per province."""
    names, points = [], []
    for name, pts in seeds.items():
        for p in pts:
            names.append(name)
            points.append(Point(frame.px(*p)))
    bounds = box(-10, -10, WIDTH + 10, frame.height + 10)
    cells = shapely.voronoi_polygons(MultiPoint(points), extend_to=bounds, ordered=True)
    pieces: dict[str, list] = {}
    for name, cell in zip(names, cells.geoms, strict=True):
        clipped = cell.intersection(within)
        if not clipped.is_empty:
            pieces.setdefault(name, []).append(clipped)
    return {name: unary_union(parts).buffer(0) for name, parts in pieces.items()}


def polygons_of(geom) -> list[Polygon]:
    if geom.is_empty:
        return []
    if isinstance(geom, Polygon):
        return [geom]
    return [g for g in getattr(geom, "geoms", []) if isinstance(g, Polygon) and g.area > 1.0]


def rings(geom) -> list[list[list[list[float]]]]:
    """[[exterior, hole, ...], ...] with coordinates rounded to 0.1 px."""
    out = []
    for poly in polygons_of(geom.simplify(0.3)):
        if poly.area < 4:
            continue
        parts = [poly.exterior, *poly.interiors]
        out.append([[[round(x, 1), round(y, 1)] for x, y in ring.coords[:-1]] for ring in parts])
    return out


def _away_from(p: tuple[float, float], q: tuple[float, float], gap: float) -> tuple[float, float]:
    """``p`` moved straight away from ``q`` until they are ``gap`` apart (if closer)."""
    dx, dy = p[0] - q[0], p[1] - q[1]
    d = math.hypot(dx, dy)
    if d >= gap:
        return p
    if d == 0:
        dx, dy, d = 0.0, -1.0, 1.0
    return q[0] + dx / d * gap, q[1] + dy / d * gap


def _label_spot(unit: tuple[float, float], city: tuple[float, float] | None,
                geom) -> tuple[float, float]:
    """Below the unit if that is inside the province and clear of the centre marker; else
    above, right or left of it; else below anyway."""
    candidates = [(unit[0], unit[1] + 24), (unit[0], unit[1] - 20), (unit[0] + 30, unit[1] + 4),
                  (unit[0] - 30, unit[1] + 4)]
    for x, y in candidates:
        # a label is about 30 x 12 px around (x, y - 4); the marker has a radius of 7
        clear = city is None or abs(x - city[0]) >= 24 or abs(y - 4 - city[1]) >= 13
        if clear and geom.buffer(-2).contains(Point(x, y - 4)):
            return x, y
    return candidates[0]


def _free_box(shapes: dict, width: int, height: int, w: int, h: int) -> tuple[int, int, int, int]:
    """The box of ``w`` x ``h`` nearest the bottom-right corner that covers no province."""
    taken = unary_union(list(shapes.values()))
    for dy in range(0, height // 2, 5):
        for dx in range(0, width // 2, 5):
            x, y = width - w - 8 - dx, height - h - 8 - dy
            if taken.intersection(box(x, y, x + w, y + h)).area < 1:
                return x, y, w, h
    raise SystemExit("no free place for the Hyperspace box; add off-board land seeds")


def pt(p: tuple[float, float]) -> list[float]:
    return [round(p[0], 1), round(p[1], 1)]


def build() -> dict:
    frame = Frame()
    full = box(0, 0, WIDTH, frame.height)
    black, caspian = frame.ring(src.BLACK_SEA), frame.ring(src.CASPIAN)
    mainland = frame.ring(src.MAINLAND).difference(black).difference(caspian).intersection(full)
    islands = {name: frame.ring(pts).intersection(full) for name, pts in src.ISLANDS.items()}
    # An island drawn onto a shore (Zealand) wins over the mainland under it.
    mainland = mainland.difference(unary_union(list(islands.values())))
    land = unary_union([mainland, *islands.values()])
    sea = full.difference(land).difference(caspian)

    continental = {k: v for k, v in src.LAND_SEEDS.items() if k not in src.BRITISH}
    british = {k: v for k, v in src.LAND_SEEDS.items() if k in src.BRITISH}
    shapes: dict[str, list] = {}
    neutral = []
    for name, geom in voronoi_union(continental, frame, mainland).items():
        if name.startswith("_"):  # off-board land
            neutral.append(geom)
        else:
            shapes.setdefault(name, []).append(geom)
    for name, geom in voronoi_union(british, frame, islands["britain"]).items():
        shapes.setdefault(name, []).append(geom)
    for island, owner in src.ISLAND_OWNER.items():
        if owner is None:
            neutral.append(islands[island])
        else:
            shapes.setdefault(owner, []).append(islands[island])
    sea_seeds = {k: v for k, v in src.SEA_SEEDS.items() if not k.startswith("_")}
    for name, geom in voronoi_union(sea_seeds, frame, sea).items():
        shapes.setdefault(name, []).append(geom)
    merged = {name: unary_union(parts) for name, parts in shapes.items()}

    provinces: dict[str, dict] = {}
    for name, geom in sorted(merged.items()):
        largest = max(polygons_of(geom), key=lambda p: p.area)
        label_at = polylabel(largest, tolerance=0.5)
        entry: dict = {"polygons": rings(geom)}
        unit = (label_at.x, label_at.y - 9)
        city = frame.px(*src.CITIES[name]) if name in src.CITIES else None
        if city is not None:
            unit = _away_from(unit, city, 24)
        if name in src.UNIT_ANCHORS:
            unit = frame.px(*src.UNIT_ANCHORS[name])
        label = _label_spot(unit, city, geom)
        if name in src.LABEL_ANCHORS:
            label = frame.px(*src.LABEL_ANCHORS[name])
        entry["label"], entry["unit"] = pt(label), pt(unit)
        if name in src.CITIES:
            entry["sc"] = pt(frame.px(*src.CITIES[name]))
        coasts = {loc.split("/")[1]: pt(frame.px(*p)) for loc, p in src.COAST_ANCHORS.items()
                  if loc.split("/")[0] == name}
        if coasts:
            entry["coasts"] = coasts
        provinces[name] = entry
    for name in ("isl", "cre"):
        provinces[name]["variant"] = "rather_silly"

    # Hyperspace: a box off the board, placed on off-board land near the bottom-right corner.
    hx, hy, hw, hh = _free_box(merged, WIDTH, frame.height, 125, 70)
    provinces["hyp"] = {
        "polygons": [[[[hx, hy], [hx + hw, hy], [hx + hw, hy + hh], [hx, hy + hh]]]],
        "label": [hx + hw / 2, hy + hh - 10], "unit": [hx + hw / 2, hy + 28],
        "variant": "rather_silly",
    }
    swi = merged["swi"].centroid
    ends = {}
    for name in ("mar", "bur", "mun", "tyr", "pie"):
        target = Point(provinces[name]["unit"])
        ends[name] = pt(shapely.line_interpolate_point(
            shapely.LineString([swi, target]), 0.55, normalized=True).coords[0])
    return {
        "about": "Board geometry in pixels, generated by tools/draw_map.py from the hand-entered "
        "geography in tools/map_source.py (Lambert conformal conic projection, Voronoi "
        "partition). Do not edit by hand: change the source and regenerate.",
        "width": WIDTH,
        "height": frame.height,
        "provinces": provinces,
        "neutral": [r for g in neutral for r in rings(g)],
        "lakes": rings(caspian.intersection(full)),
        "tunnels": {"mont_blanc": {"hub": pt((swi.x, swi.y)), "ends": ends}},
    }


def engine_provinces() -> dict:
    """Standard map plus the Rather Silly extension, as the engine's data files hold them."""
    standard = json.loads((ROOT / "adjudication/diplomacy/data/standard.json").read_text())
    extension = json.loads((ROOT / "adjudication/rather_silly/data/map_extension.json")
                           .read_text())
    return {**standard["provinces"], **extension["provinces"]}


def main() -> None:
    from tools.map_checks import adjacency_report, overlaps

    data = build()
    OUT.write_text(json.dumps(data, separators=(",", ":"), ensure_ascii=False) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(data['provinces'])} provinces, "
          f"{OUT.stat().st_size // 1024} KiB")
    print(adjacency_report(data, engine_provinces()).text())
    print("overlaps:", overlaps(data) or "none")


if __name__ == "__main__":
    main()
