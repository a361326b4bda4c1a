"""A few turns of 1848 in a real browser: the player on turn reads their hand off the turn
page, mistypes a card and reads the per-line feedback, plays a card; the turn is processed at
once and the next player sees it on the table and acts in turn. Every wait is on an event."""

from __future__ import annotations

import pytest
from django.core import mail

from games import services
from games.models import Game

pytestmark = pytest.mark.e2e

SEATS = {"s1": "austria", "s2": "england", "s3": "france", "s4": "germany"}


@pytest.fixture
def dealt(db, gm, players, frozen):
    game = services.game_create(creator=gm, name="1848 im Browser", ruleset="game1848",
                                seed=1848)
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[SEATS[seat.key]], actor=gm)
    services.game_start(game=game, actor=gm)
    return game


def on_turn(game) -> str:
    phase = Game.objects.get(pk=game.pk).phases.open().get()
    return phase.state["trick"]["on_turn"]


def test_players_take_turns_in_the_browser(dealt, players, visit, shots, expect):
    game = dealt
    mail.outbox.clear()
    first = on_turn(game)
    player = visit(players[SEATS[first]].username)
    page = player.page
    page.goto(f"/games/{game.pk}/")
    expect(page.locator(".your-turn")).to_contain_text("It is your turn.")
    hand = page.locator("#my-hand li.tile")
    expect(hand).to_have_count(4)
    person = page.locator("#my-hand li.tile-person").first.get_attribute("data-card")
    shots.take(page, "turn-page")

    box = page.get_by_role("textbox", name="Action")
    box.fill("spiele Blücher")
    feedback = page.locator("#order-feedback")
    expect(feedback.locator("li.error")).to_have_count(1)
    expect(feedback.locator("li.error .suggestion")).to_contain_text(person)
    box.fill(person)
    expect(feedback.locator("li.ok")).to_contain_text(f"plays {person}")
    shots.take(page, "action-read")
    page.get_by_role("button", name="Send").click()
    expect(page.locator(".turn-record").first).to_contain_text(person)
    expect(page.locator(".your-turn")).to_have_count(0)
    expect(page.locator("#my-hand li.tile")).to_have_count(3)
    shots.take(page, "after-playing")

    second = on_turn(game)
    assert second != first
    other = visit(players[SEATS[second]].username)
    page = other.page
    page.goto(f"/games/{game.pk}/")
    expect(page.locator(".your-turn")).to_be_visible()
    expect(page.locator(f'#table-picture svg [data-card="{person}"]')).to_have_count(1)
    page.get_by_role("textbox", name="Action").fill("passe")
    expect(page.locator("#order-feedback li.ok")).to_contain_text("passes")
    page.get_by_role("button", name="Send").click()
    expect(page.locator(".turn-record").first).to_contain_text("passes")
    shots.take(page, "after-passing")

    third = on_turn(game)
    assert third not in (first, second)
    reports = [m for m in mail.outbox if "Results of T" in m.subject]
    assert len(reports) == 2 * 5  # two turns, four players and the Spielleiter each
