"""The drawn geometry: complete, valid, what the generator makes, and true to the engine's
topology (docs/map.md explains the thresholds)."""

from __future__ import annotations

import json

import pytest
from shapely.geometry import Point

from games.maps.geometry import DATA, GeometryError, load, parse
from tools import draw_map
from tools.map_checks import adjacency_report, overlaps, shapes

# Every engine adjacency (army or fleet, land or sea) must show as a shared border; the
# generator reaches 100 %, the floor leaves room for hand-tuning trade-offs.
MIN_AGREEMENT = 0.97
# Borders on the drawing that the engine lacks mislead players; Gibraltar (North Africa -
# Spain, a strait narrower than a pixel) is the one there is now.
MAX_EXTRA_BORDERS = 3
# Simplifying each outline on its own leaves slivers where land and sea outlines meet.
MAX_OVERLAP_PX2 = 15.0


@pytest.fixture(scope="module")
def data() -> dict:
    return json.loads(DATA.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def engine() -> dict:
    return draw_map.engine_provinces()


def test_every_engine_province_has_a_polygon(data, engine):
    missing = sorted(set(engine) - set(data["provinces"]))
    assert missing == []
    assert all(data["provinces"][code]["polygons"] for code in engine)


def test_the_committed_file_is_what_the_generator_makes(data):
    regenerated = json.loads(json.dumps(draw_map.build()))
    assert regenerated == data, "run tools/draw_map.py and commit its output"


def test_drawn_borders_agree_with_the_engine_adjacencies(data, engine):
    report = adjacency_report(data, engine)
    print(report.text())
    assert report.agreement >= MIN_AGREEMENT, report.text()


def test_the_drawing_invents_hardly_any_border_the_engine_lacks(data, engine):
    report = adjacency_report(data, engine)
    assert len(report.extra) <= MAX_EXTRA_BORDERS, report.text()


def test_no_two_provinces_overlap_badly(data):
    bad = {pair: area for pair, area in overlaps(data).items() if area > MAX_OVERLAP_PX2}
    assert bad == {}


def test_units_labels_and_centres_sit_inside_their_province(data):
    polys = shapes(data)
    outside = []
    for code, entry in data["provinces"].items():
        area = polys[code].buffer(3)
        points = {"unit": entry["unit"], "sc": entry.get("sc"), **entry.get("coasts", {})}
        outside += [f"{code}.{k}" for k, p in points.items() if p and not area.contains(Point(p))]
    assert outside == []


def test_every_supply_centre_and_split_coast_has_its_marker(data, engine):
    centres = {c for c, p in engine.items() if p.get("supply_center")}
    assert len(centres) == 34
    assert sorted(c for c in centres if "sc" not in data["provinces"][c]) == []
    for code, info in engine.items():
        assert set(info.get("coasts", {})) == set(data["provinces"][code].get("coasts", {}))


def test_the_loader_parses_the_file_once_into_shapes():
    geometry = load()
    assert geometry is load()
    assert geometry.point_of("spa/nc") != geometry.point_of("spa/sc")
    assert geometry.point_of("LON") == geometry.provinces["lon"].unit


def test_a_broken_file_is_rejected_naming_the_place(data):
    broken = json.loads(json.dumps(data))
    broken["provinces"]["lon"]["unit"] = [1e6, 5]
    with pytest.raises(GeometryError, match=r"provinces\.lon\.unit: point .* outside"):
        parse(broken)
    del broken["provinces"]["par"]["label"]
    broken["provinces"]["lon"]["unit"] = [5, 5]
    with pytest.raises(GeometryError, match=r"provinces\.par\.label: missing"):
        parse(broken)
