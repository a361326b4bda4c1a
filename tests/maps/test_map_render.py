"""The SVG: every province, every unit kind, every order style, the variant's extras."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from games.maps.geometry import load
from games.maps.icons import KIND_NAMES
from games.maps.render import BoardError, render_svg
from games.maps.samples import start_1901
from games.rulesets.rather_silly.map_sample import rather_silly_sample
from tools.draw_map import engine_provinces

NS = {"svg": "http://www.w3.org/2000/svg"}


def _ids(svg: str) -> set[str]:
    return {e.get("id") for e in ET.fromstring(svg).iter() if e.get("id")}


def _classes(svg: str) -> list[str]:
    return [e.get("class") for e in ET.fromstring(svg).iter() if e.get("class")]


def test_the_1901_board_draws_every_standard_province():
    svg = render_svg(start_1901())
    standard = {c for c, p in engine_provinces().items() if c not in {"isl", "cre", "hyp"}}
    assert {f"p-{c}" for c in standard} <= _ids(svg)
    assert "p-hyp" not in _ids(svg) and "p-isl" not in _ids(svg)


def test_the_1901_board_shows_22_units_and_owned_centres():
    svg = render_svg(start_1901())
    assert _classes(svg).count("unit") == 22
    assert svg.count('font-size="8" text-anchor="middle" font-weight="bold"') == 22  # owned SCs


def test_rather_silly_adds_iceland_crete_hyperspace_and_the_tunnel():
    svg = render_svg(rather_silly_sample(), viewer="england")
    assert {"p-isl", "p-cre", "p-hyp"} <= _ids(svg)
    assert "Mont Blanc Tunnel" in svg
    assert render_svg(rather_silly_sample(), viewer="england", lang="de").count(
        "Mont-Blanc-Tunnel") == 1


def test_every_unit_kind_has_an_icon():
    units = [{"power": "doktor", "type": kind, "at": "boh"} for kind in KIND_NAMES["en"]]
    svg = render_svg({"variant": "rather_silly", "units": units}, viewer="gm")
    for name in KIND_NAMES["en"].values():
        assert f"Doctor: {name} boh" in svg


def test_devils_and_special_fleets_are_marked():
    board = {"variant": "rather_silly", "units": [
        {"power": "england", "type": "A", "at": "yor", "devil_seasons_left": 2},
        {"power": "england", "type": "F", "at": "nth", "special_fleet": True}]}
    svg = render_svg(board)
    assert svg.count('fill="#B00000"') == 1  # horns
    assert svg.count('stroke="#E40303"') == 1  # the striped flag
    assert 'fill="#B00000"' not in render_svg({"units": [board["units"][1]]})


@pytest.mark.parametrize(("order", "result", "css"), [
    ("A par - bur", "succeeds", "order move"),
    ("A par - bur", "bounced", "order move failed"),
    ("A mar S A par - bur", "succeeds", "order support_move"),
    ("A mar S A par - bur", "cut", "order support_move failed"),
    ("A mar S A par", "succeeds", "order support_hold"),
    ("F eng C A lon - bel", "succeeds", "order convoy"),
    ("F eng C A lon - bel", "void", "order convoy failed"),
    ("A par H", "dislodged", "order hold failed"),
    ("A par R gas", "succeeds", "order retreat"),
    ("V lon-nth-den", "succeeds", "order move"),
    ("T boh HYP mos", "succeeds", "order move"),
])
def test_each_order_and_result_has_its_own_arrow_style(order, result, css):
    board = {"orders": [{"power": "france", "order": order, "result": result}]}
    classes = _classes(render_svg(board))
    assert css in classes
    dashed = 'stroke-dasharray="7 5"' in render_svg(board)
    assert dashed == css.endswith("failed")


def test_structured_orders_draw_like_notation():
    board = {"orders": [{"power": "france", "type": "move", "at": "par", "to": "bur",
                         "result": "succeeds"}]}
    assert "order move" in _classes(render_svg(board))


def test_orders_the_map_cannot_show_are_skipped():
    board = {"orders": [{"power": "france", "order": "Build A par", "result": "succeeds"},
                        {"power": "france", "order": "Waive", "result": "succeeds"}]}
    assert not [c for c in _classes(render_svg(board)) if c.startswith("order")]


def test_the_wormhole_is_drawn_as_a_link():
    board = {"variant": "rather_silly", "wormhole": ["lon", "con"]}
    assert "wormhole" in _classes(render_svg(board))
    assert "Wurmloch" in render_svg(board, lang="de")


def test_german_names_in_german():
    assert "<title>München</title>" in render_svg(start_1901(), lang="de")


@pytest.mark.parametrize(("board", "message"), [
    ({"units": [{"power": "england", "type": "F", "at": "atlantis"}]},
     r"units\[0\]\.at: 'atlantis' is not a province"),
    ({"units": [{"power": "england", "type": "Q", "at": "lon"}]},
     r"units\[0\]\.type: 'Q' is no unit kind; expected one of A, F"),
    ({"supply_centers": {"england": ["xyz"]}}, r"supply_centers: 'xyz' is not a province"),
    ({"wormhole": ["lon"]}, r"wormhole: expected two provinces"),
    ({"variant": "1848"}, r"variant: '1848' has no map"),
])
def test_bad_boards_get_a_clear_message(board, message):
    with pytest.raises(BoardError, match=message):
        render_svg(board)


def test_text_from_the_board_is_escaped():
    svg = render_svg({"phase": "<script>alert(1)</script>"})
    assert "<script>" not in svg
    ET.fromstring(svg)


def test_the_svg_size_is_the_geometry_frame():
    root = ET.fromstring(render_svg({}))
    geometry = load()
    assert root.get("viewBox") == f"0 0 {geometry.width} {geometry.height}"


def test_the_rather_silly_engine_shapes_of_devil_and_phase_are_understood():
    board = {"variant": "rather_silly",
             "phase": {"year": 1902, "season": "fall", "type": "retreat"},
             "units": [{"power": "england", "type": "A", "at": "yor",
                        "devil": {"seasons_left": 1}},
                       {"power": "england", "type": "A", "at": "wal",
                        "devil": {"seasons_left": 0}}]}
    svg = render_svg(board)
    assert svg.count('fill="#B00000"') == 1
    assert "Fall 1902 retreat" in svg


def test_a_devil_count_that_is_no_number_gets_a_clear_message():
    board = {"units": [{"power": "england", "type": "A", "at": "yor", "devil": "soon"}]}
    with pytest.raises(BoardError, match=r"units\[0\]\.devil: expected a number"):
        render_svg(board)
