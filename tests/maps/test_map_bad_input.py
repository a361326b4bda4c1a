"""Whatever JSON a caller passes, the renderer answers with an SVG or a BoardError, never a
crash from deeper down."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from games.maps.render import BoardError, render_svg

scalars = st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(
    ["", "lon", "spa/nc", "A", "F", "L", "england", "gm", "A par - bur", "succeeds", "x",
     "move", "support", "convoy", "hold", "bur"])
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(st.sampled_from(
                               ["power", "type", "at", "order", "result", "devil", "private",
                                "seasons_left", "twin", "special_fleet", "lon", "england", "path",
                                "to", "target_at", "target_to"]),
                               inner, max_size=4), max_leaves=12)
boards = st.fixed_dictionaries({}, optional={
    key: json_values for key in ("variant", "phase", "units", "dislodged", "supply_centers",
                                 "orders", "wormhole", "lamas")})


@settings(max_examples=80, deadline=None)
@given(board=boards, viewer=st.sampled_from([None, "england", "gm"]))
def test_any_board_gives_an_svg_or_a_board_error(board, viewer):
    try:
        svg = render_svg(board, viewer=viewer)
    except BoardError as error:
        assert str(error)
    else:
        assert svg.startswith("<svg")
