"""The Europa 1815 picture for those who cannot see it (issue 23, item 10): a role and a
name, the lands as text in <desc>, and ★ □ ■ explained in words in a band below the map."""

import xml.etree.ElementTree as ET

import pytest

from adjudication.europa1815 import render_svg
from tests.engine.europa1815_support import MAP, start

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize(("lang", "name", "legend"), [
    ("en", "Map of Europa 1815, Summer 1815", ["★ capital", "■ grey fortress",
                                                "□ plain fortress"]),
    ("de", "Karte Europa 1815, Sommer 1815", ["★ Hauptstadt", "■ graue Festung",
                                               "□ einfache Festung"]),
])
def test_the_picture_has_a_role_a_name_and_a_legend_in_words(lang, name, legend):
    root = ET.fromstring(render_svg(start("summer"), MAP, "fra", lang))
    assert root.get("role") == "group" and root.get("aria-label") == name
    assert root.find(f"{SVG}title").text == name
    group = next(g for g in root.iter(f"{SVG}g") if g.get("class") == "e1815-legend")
    lines = [span.text for span in group.iter(f"{SVG}tspan")]
    assert lines[:3] == legend


def test_the_legend_sits_in_a_band_below_the_gms_picture():
    original = ET.fromstring(MAP.svg.text).get("viewBox").split()
    root = ET.fromstring(render_svg(start("summer"), MAP, "fra", "en"))
    grown = root.get("viewBox").split()
    assert grown[:3] == original[:3] and float(grown[3]) > float(original[3])
    text = next(g for g in root.iter(f"{SVG}g") if g.get("class") == "e1815-legend").find(
        f"{SVG}text")
    assert float(text.get("y")) > float(original[3])  # below every land


def test_the_description_says_each_lands_marks_owner_and_pieces():
    root = ET.fromstring(render_svg(start("summer"), MAP, "fra", "en"))
    desc = root.find(f"{SVG}desc").text
    assert "★■ Paris: France, I4 C2 A1, Ney" in desc
    assert "★■ Paris" in "".join(root.itertext())
