"""A Diplomacy turn in a real browser: a player types an order with a mistake, reads the
suggestion in the per-line feedback, fixes it and sends; the Spielleiter processes the phase,
reviews and publishes; the player sees the new position and has the turn report in the outbox."""

from __future__ import annotations

import re

import pytest
from django.core import mail

from games import services

pytestmark = pytest.mark.e2e


@pytest.fixture
def reviewed_game(db, gm, players, frozen):
    """A started Diplomacy game whose results wait for the Spielleiter's review."""
    game = services.game_create(
        creator=gm, name="Browser 1901", seed=1901,
        schedule={"zat_time": "20:00", "zat_time_zone": "Europe/Berlin",
                  "phase_hours": {"M": 48, "R": 24, "A": 24}, "review_before_publish": True},
    )
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    services.game_start(game=game, actor=gm)
    game.refresh_from_db()
    return game


def position_row(page, power: str):
    return page.get_by_role("row").filter(has=page.get_by_role("rowheader", name=power))


def test_a_player_fixes_a_mistyped_order_and_sees_the_published_move(
        reviewed_game, visit, shots, expect):
    game = reviewed_game
    mail.outbox.clear()
    francois = visit()
    page = francois.page
    page.goto("/accounts/login/")
    shots.take(page, "login-page")
    francois.log_in("francois")
    page.goto(f"/games/{game.pk}/")
    expect(page.get_by_role("heading", name="Browser 1901")).to_be_visible()
    shots.take(page, "game-page-before")

    orders = page.get_by_role("textbox", name="Orders")
    francois.type_orders(orders, "A Par - Burgnd\nA Mar H\nF Bre H")
    feedback = page.locator("#order-feedback")
    expect(feedback.locator("li.error")).to_have_count(1)
    expect(feedback.locator("li.error")).to_contain_text("A Par - Burgnd")
    suggestion = feedback.locator("li.error .suggestion code")
    expect(suggestion).to_have_text(re.compile(r"^A Par - Bur$", re.IGNORECASE))
    shots.take(page, "typo-with-suggestion")

    francois.type_orders(orders, f"{suggestion.inner_text()}\nA Mar H\nF Bre H")
    expect(feedback.locator("li.error")).to_have_count(0)
    expect(feedback.locator("li.ok")).to_have_count(3)
    expect(page.locator("#feedback-summary")).to_have_text("Every line reads fine.")
    shots.take(page, "typo-fixed")
    page.get_by_role("button", name="Send orders").click()
    expect(page.get_by_text("Saved: version 1")).to_be_visible()
    shots.take(page, "orders-sent")

    gisela = visit("gisela")
    gm_page = gisela.page
    gm_page.goto(f"/gm/games/{game.pk}/")
    gm_page.get_by_role("link", name="Process now").click()
    gm_page.get_by_label("Reason").fill("France asked for an early turn")
    shots.take(gm_page, "gm-process-now")
    gm_page.get_by_role("button", name="Process now").click()
    gm_page.wait_for_url(f"**/gm/games/{game.pk}/")  # adjudicated: back on the control page
    gm_page.get_by_role("link", name="Review and publish").click()
    expect(gm_page.get_by_text("A par - bur", exact=False).first).to_be_visible()
    gm_page.get_by_label("Reason").fill("checked the moves")
    shots.take(gm_page, "gm-review")
    gm_page.get_by_role("button", name="Publish", exact=True).click()
    expect(gm_page.get_by_text("The result has been published.")).to_be_visible()
    shots.take(gm_page, "gm-published")

    page.goto(f"/games/{game.pk}/")
    expect(position_row(page, "France")).to_contain_text("A bur")
    on_map = page.locator('#board-map g.unit[data-unit="A bur"][data-power="france"]')
    expect(on_map).to_have_count(1)
    expect(page.get_by_text("F1901M").first).to_be_visible()
    shots.take(page, "game-page-after")

    reports = [m for m in mail.outbox if m.to == ["francois@example.org"]
               and m.subject.startswith("[Browser 1901] Results of S1901M")]
    assert len(reports) == 1
    assert "France: A par - bur — succeeds" in reports[0].body  # the public part
    assert "Only for France" in reports[0].body  # and his own private part
    # The Spielleiter reads every private part; the other six players read none of France's.
    others = [m.body for m in mail.outbox
              if m.to[0] not in {"francois@example.org", "gisela@example.org"}]
    assert len(others) >= 6 and all("Only for France" not in body for body in others)


def test_clicking_a_unit_then_a_province_on_the_map_writes_the_move(
        reviewed_game, visit, shots, expect):
    page = visit("francois").page
    page.goto(f"/games/{reviewed_game.pk}/")
    board = page.locator("#board-map")
    orders = page.get_by_role("textbox", name="Orders")

    board.locator('g.unit[data-unit="A vie"]').click()  # Austria's: not France's to order
    board.locator('path[data-province="gal"]').click()
    expect(orders).to_have_value("")

    board.locator('g.unit[data-unit="A par"]').click()
    board.locator('path[data-province="bur"]').click()
    board.locator('g.unit[data-unit="F bre"]').click()
    board.locator('g.unit[data-unit="F bre"]').click()  # its own province: hold
    expect(orders).to_have_value("A par - bur\nF bre H\n")
    expect(page.locator("#order-feedback li.ok")).to_have_count(2)  # checked like typed lines
    shots.take(page, "map-clicks-wrote-orders")
