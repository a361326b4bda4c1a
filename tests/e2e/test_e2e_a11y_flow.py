"""The order flow for a keyboard and screen-reader player, and the map at the page's width
(issue 23, items 10 and 8; docs/web.md, "Accessibility and the map's size").

François reaches his order box from the top of the page by the second Tab ("Skip to your
orders"); the feedback says "OK" in words and spells provinces as the map names them; once
the pad draws his draft, the map's caption says the arrows are his draft (and says the
published orders again when the box is empty); after "Send orders" focus is on the saved
message, a status region. The map fills the page's width on a desktop and on a 390 px phone.

``DOCS_SCREENSHOTS=1`` also writes docs/img/map-wide-desktop.png and map-wide-phone.png.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from test_e2e_order_pad import PHONE, spring_game  # noqa: F401  (a fixture)

pytestmark = pytest.mark.e2e

DOCS_IMG = Path(__file__).resolve().parents[2] / "docs" / "img"
DESKTOP = {"viewport": {"width": 1400, "height": 900}}
VIEWBOX = (1500, 1348)  # the board's own size (games/maps/data), the map's aspect ratio
PUBLISHED = "The position now; arrows show the orders of the last published phase."


def _docs_copy(path: Path, name: str) -> None:
    if os.environ.get("DOCS_SCREENSHOTS") == "1":
        shutil.copyfile(path, DOCS_IMG / f"map-wide-{name}.png")


def _focused(page) -> dict:
    return page.evaluate("() => ({id: document.activeElement.id, "
                         "role: document.activeElement.getAttribute('role'), "
                         "text: document.activeElement.textContent})")


def test_keyboard_and_screen_reader_order_flow(spring_game, visit, shots, expect):  # noqa: F811
    visitor = visit("francois", **DESKTOP)
    page = visitor.page
    page.goto(f"/games/{spring_game.pk}/")
    board = page.locator("#board-map")
    expect(board).to_have_attribute("data-pad-ready", "")

    page.keyboard.press("Tab")
    assert _focused(page)["text"] == "Skip to content"
    page.keyboard.press("Tab")
    assert _focused(page)["text"] == "Skip to your orders"
    page.keyboard.press("Enter")
    expect(page.get_by_role("textbox", name="Orders")).to_be_focused()

    box = page.get_by_role("textbox", name="Orders")
    caption = board.locator("[data-map-caption]")
    expect(caption).to_have_text(PUBLISHED)
    visitor.type_orders(box, "A par - bur\nF eng - bel")
    lines = page.locator("#order-feedback li.ok")
    expect(lines).to_have_count(2)
    expect(lines.first).to_contain_text("OK: Line 1")
    expect(lines.first.locator(".visually-hidden")).to_have_text("OK: ")
    expect(lines.first.locator(".reading")).to_have_text("A par (Paris) - bur (Burgundy)")
    expect(lines.nth(1).locator(".reading")).to_have_text(
        "F eng (English Channel) - bel (Belgium)")
    expect(caption).to_contain_text("your orders as they stand in the box")
    page.get_by_role("button", name="Check").click()
    expect(caption).to_contain_text("your orders as they stand in the box")

    visitor.type_orders(box, "A par - ber")  # no such move: refused, but said as an error
    expect(page.locator("#order-feedback li.error .visually-hidden")).to_have_text("Error: ")
    visitor.type_orders(box, "")
    expect(caption).to_have_text(PUBLISHED)

    visitor.type_orders(box, "A par - bur")
    page.get_by_role("button", name="Send orders").click()
    page.wait_for_load_state("load")
    expect(page.locator("#messages")).to_be_focused()
    focused = _focused(page)
    assert focused["role"] == "status" and "Orders saved (version 1)" in focused["text"]
    shots.take(page, "sent", full_page=False)


def _widths(page) -> dict:
    return page.evaluate("""() => {
        const frame = document.querySelector('#board-map .map-frame').getBoundingClientRect();
        const svg = document.querySelector('#board-map .map-frame svg').getBoundingClientRect();
        return {viewport: document.documentElement.clientWidth,
                scroll: document.documentElement.scrollWidth,
                frame: frame.width, svg: svg.width, height: svg.height};
    }""")


@pytest.mark.parametrize(("name", "size"), [("desktop", DESKTOP), ("phone", PHONE)])
def test_the_map_takes_the_pages_width(spring_game, visit, shots, expect, name,  # noqa: F811
                                       size):
    page = visit("francois", **size).page
    page.goto(f"/games/{spring_game.pk}/")
    expect(page.locator("#board-map")).to_have_attribute("data-pad-ready", "")
    seen = _widths(page)
    assert seen["scroll"] <= seen["viewport"], seen  # nothing scrolls sideways
    # The frame spans the window but for a 1rem margin each side, and the map fills the
    # frame (no empty bars): its drawn width is the frame's, its height keeps the ratio.
    assert seen["frame"] >= seen["viewport"] - 2 * 16 - 1, seen
    assert abs(seen["svg"] - (seen["frame"] - 2)) <= 1, seen  # less the 1 px border
    assert abs(seen["height"] / seen["svg"] - VIEWBOX[1] / VIEWBOX[0]) < 0.01, seen
    _docs_copy(shots.take(page, name, full_page=False), name)
