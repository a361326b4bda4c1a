"""Press in a real browser: Anna writes to François on the press page; François sees the
unread count on his game page, opens the conversation and answers."""

from __future__ import annotations

import pytest

from games import services

pytestmark = pytest.mark.e2e


@pytest.fixture
def game(db, gm, players, frozen):
    game = services.game_create(creator=gm, name="Press 1901", seed=1)
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    services.game_start(game=game, actor=gm)
    services.announcement_send(game=game, actor=gm, subject="Welcome",
                               body="Press is open. Be nice.")
    return game


def test_a_player_writes_press_and_the_recipient_reads_and_answers(game, visit, shots,
                                                                   expect):
    anna = visit("anna").page
    anna.goto(f"/games/{game.pk}/press/")
    expect(anna.locator("#press-rules")).to_contain_text("cannot read private press")
    anna.get_by_label("France").check()
    anna.get_by_role("textbox", name="Message").fill("Shall we share Belgium? – Anna")
    shots.take(anna, "anna-writes")
    anna.get_by_role("button", name="Send").click()
    expect(anna.locator("#press-thread")).to_contain_text("Shall we share Belgium?")

    francois = visit("francois").page
    francois.goto(f"/games/{game.pk}/")
    expect(francois.locator("#announcements")).to_contain_text("Be nice.")
    # Unread: Anna's message and the announcement (a thread of its own on the press page).
    expect(francois.locator("#press-link")).to_contain_text("2")
    shots.take(francois, "francois-game-page")
    francois.locator("#press-link").click()
    francois.get_by_role("link", name="Austria").click()
    shots.take(francois, "francois-reads")
    expect(francois.locator("#press-thread")).to_contain_text("Shall we share Belgium?")
    francois.get_by_role("textbox", name="Message").fill("Oui, d'accord.")
    francois.get_by_role("button", name="Send").click()
    shots.take(francois, "francois-answers")
    expect(francois.locator("#press-thread article")).to_have_count(2)
    francois.goto(f"/games/{game.pk}/")
    expect(francois.locator("#press-link")).to_contain_text("1")
