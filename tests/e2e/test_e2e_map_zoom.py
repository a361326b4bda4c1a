"""On a phone-sized screen the board map zooms with the mouse wheel and with a two-finger pinch
(real touch events through Chromium's input layer, which the page sees as touch pointers).

The zoom level is the figure's ``data-zoom-level`` (the full map's width over the shown width of
the SVG's viewBox), written by ``static/js/order_pad.js``.
"""

from __future__ import annotations

import pytest
from test_e2e_order_pad import PHONE, spring_game  # noqa: F401  (a fixture)

pytestmark = pytest.mark.e2e


def _level(board) -> float:
    return float(board.get_attribute("data-zoom-level"))


def _touch(cdp, kind: str, points: list[tuple[float, float]]) -> None:
    cdp.send("Input.dispatchTouchEvent", {
        "type": kind,
        "touchPoints": [{"x": x, "y": y, "id": n} for n, (x, y) in enumerate(points)]})


def _pinch(page, cx: float, cy: float, start: float, end: float) -> None:
    """Two fingers on either side of (cx, cy), ``start`` px apart, moved to ``end`` px apart."""
    cdp = page.context.new_cdp_session(page)
    _touch(cdp, "touchStart", [(cx - start / 2, cy), (cx + start / 2, cy)])
    for step in range(1, 9):
        gap = start + (end - start) * step / 8
        _touch(cdp, "touchMove", [(cx - gap / 2, cy), (cx + gap / 2, cy)])
    _touch(cdp, "touchEnd", [])
    cdp.detach()


def test_on_a_phone_the_map_zooms_with_the_wheel_and_a_pinch(spring_game, visit, shots,  # noqa: F811
                                                             expect):
    page = visit("francois", **PHONE).page
    page.goto(f"/games/{spring_game.pk}/")
    board = page.locator("#board-map")
    expect(board).to_have_attribute("data-pad-ready", "")
    board.scroll_into_view_if_needed()
    box = board.locator("svg").first.bounding_box()
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    start = _level(board)

    page.mouse.move(cx, cy)
    page.mouse.wheel(0, -240)
    expect(board).not_to_have_attribute("data-zoom-level", f"{start:.2f}")
    wheeled = _level(board)
    assert wheeled > start
    page.mouse.wheel(0, 240)
    expect(board).not_to_have_attribute("data-zoom-level", f"{wheeled:.2f}")
    assert _level(board) < wheeled

    before = _level(board)
    view = board.locator("svg").first.get_attribute("viewBox")
    _pinch(page, cx, cy, 40, 160)  # fingers apart: closer in
    expect(board).not_to_have_attribute("data-zoom-level", f"{before:.2f}")
    spread = _level(board)
    assert spread > before * 2  # the gap grew fourfold; the map follows the fingers
    assert board.locator("svg").first.get_attribute("viewBox") != view
    shots.take(page, "pinched", full_page=False)
    _pinch(page, cx, cy, 160, 60)  # fingers together: further out
    expect(board).not_to_have_attribute("data-zoom-level", f"{spread:.2f}")
    assert _level(board) < spread
    # A pinch is no click: no order was entered.
    expect(page.get_by_role("textbox", name="Orders")).to_have_value("")
