"""What the board map says to a screen reader (issue 23, item 10): a sentence for its name,
the position as text in its <desc>, units not hidden inside an image, and the owner shown on
each unit by more than colour (docs/web.md, "Accessibility and the map's size")."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from games.maps import palette
from games.maps.render import render_svg
from games.maps.samples import start_1901
from games.rulesets.rather_silly.map_sample import rather_silly_sample

SVG = "{http://www.w3.org/2000/svg}"


def _root(svg: str) -> ET.Element:
    return ET.fromstring(svg)


@pytest.mark.parametrize(("lang", "name"), [
    ("en", "Map of Spring 1901 (movement), Diplomacy"),
    ("de", "Karte: Frühjahr 1901 (Bewegung), Diplomacy"),
])
def test_the_map_is_named_by_a_sentence_not_by_its_code(lang, name):
    root = _root(render_svg(start_1901(), lang=lang))
    assert root.get("aria-label") == name
    assert root.find(f"{SVG}title").text == name
    assert "S1901M" not in root.get("aria-label") and "standard" not in root.get("aria-label")


def test_rather_silly_names_its_game():
    board = {**rather_silly_sample(), "phase": "F1903R"}
    root = _root(render_svg(board, viewer="england"))
    assert root.get("aria-label") == "Map of Fall 1903 (retreats), Rather Silly Diplomacy"


def test_the_description_lists_every_unit_with_its_province_name_and_the_centres():
    board = start_1901()
    root = _root(render_svg(board))
    desc = root.find(f"{SVG}desc").text
    # The oracle is the board itself: each of its units, spelled as the map labels it.
    for unit in board["units"]:
        assert f"{palette.name_of(unit['power'])}:" in desc
    assert "army par (Paris)" in desc and "fleet stp/sc (St. Petersburg)" in desc
    assert desc.count("; 3 centres.") == 6 and desc.count("; 4 centres.") == 1


def test_units_are_not_hidden_inside_an_image():
    """role="img" on the whole map hides its children from the accessibility tree."""
    root = _root(render_svg(start_1901()))
    assert root.get("role") == "group"
    units = [g for g in root.iter(f"{SVG}g") if g.get("class") == "unit"]
    assert len(units) == 22
    for unit in units:
        assert unit.get("role") == "img"
        assert unit.find(f"{SVG}title").text.startswith(
            palette.name_of(unit.get("data-power")) + ": ")


def test_each_unit_shows_its_owners_initial_drawn_by_the_server():
    root = _root(render_svg(start_1901()))
    for unit in (g for g in root.iter(f"{SVG}g") if g.get("class") == "unit"):
        letters = [t.text for t in unit.iter(f"{SVG}text")]
        assert palette.letter_of(unit.get("data-power")) in letters, unit.get("data-unit")
