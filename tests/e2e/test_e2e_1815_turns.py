"""Turns of Europa 1815 (2vs2) in a real browser: the player on turn reads the per-line
feedback as they type, sends a winter turn with a team action; the ally's attack on an ally's
land is refused with the rule quoted and nothing sent; an attack waits for the Spielleiter,
who previews and applies the battle in the position editor; the turn is published and the
next player sees it. Every wait is on an event."""

from __future__ import annotations

import pytest
from django.core import mail

from games import services
from games.models import Game
from games.rulesets.europa1815 import services as europa1815_services

pytestmark = pytest.mark.e2e

SEATS = {"fra": "france", "gbr": "england", "aut": "austria", "pru": "germany"}


@pytest.fixture
def started(db, gm, players, frozen):
    game = services.game_create(creator=gm, name="1815 im Browser", ruleset="europa1815",
                                seed=1815)
    europa1815_services.europa_setup(game=game, actor=gm, reason="example map", example=True,
                          start_phase=False)
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[SEATS[seat.key]], actor=gm)
    services.game_start(game=game, actor=gm)
    return game


def on_turn(game) -> str | None:
    phase = Game.objects.get(pk=game.pk).phases.live().order_by("-index").first()
    turn = phase.state["position"]["turn"]
    return turn and turn["player"]


def test_a_winter_round_with_a_refused_attack_and_a_battle(started, players, gm, visit, shots,
                                                           expect):
    game = started
    mail.outbox.clear()
    france = visit(players["france"].username).page
    france.goto(f"/games/{game.pk}/")
    expect(france.locator(".your-turn")).to_contain_text("It is your turn.")
    expect(france.locator("#example-map")).to_be_visible()
    expect(france.locator('#europa-map svg [data-land="par"]')).to_have_count(1)
    box = france.get_by_role("textbox", name="Turn")
    feedback = france.locator("#order-feedback")
    box.fill("1: Verlegung nach Pariss: 2 Inf aus Lyon")
    expect(feedback.locator("li.error")).to_have_count(1)
    box.fill("1: Verlegung nach Paris: 2 Inf aus Lyon\n2: Nachschub in Paris: 2 Inf 2 Kav\n"
             "Team: Erfolgsmarker übergeben")
    expect(feedback.locator("li.ok")).to_have_count(3)
    shots.take(france, "turn-read")
    france.get_by_role("button", name="Send").click()
    expect(france.locator(".turn-record").first).to_contain_text("gives an Erfolgsmarker")
    expect(france.locator('#player-table tr[data-player="aut"] .markers')).to_have_text("2")
    assert on_turn(game) == "gbr"

    britain = visit(players["england"].username).page
    britain.goto(f"/games/{game.pk}/")
    britain.get_by_role("textbox", name="Turn").fill("1: pass\n2: pass")
    expect(britain.locator("#order-feedback li.ok")).to_have_count(2)
    britain.get_by_role("button", name="Send").click()
    expect(britain.locator("#nothing-to-order")).to_be_visible()

    austria = visit(players["austria"].username).page
    austria.goto(f"/games/{game.pk}/")
    box = austria.get_by_role("textbox", name="Turn")
    box.fill("1: Angriff auf Lyon: 2 Inf aus Tirol")
    expect(austria.locator("#order-feedback li.error")).to_contain_text(
        "allied players may not attack each other in any (!) situation")
    austria.get_by_role("button", name="Send").click()
    expect(austria.locator("#order-feedback li.error")).to_contain_text("Lyon")
    shots.take(austria, "attack-on-ally-refused")
    assert on_turn(game) == "aut"
    box = austria.get_by_role("textbox", name="Turn")
    box.fill("1: Angriff auf Bayern: 2 Inf aus Prag\n2: Passen")
    austria.get_by_role("button", name="Send").click()
    expect(austria.locator("#queued")).to_contain_text("Angriff auf Bayern")

    master = visit(gm.username).page
    master.goto(f"/gm/games/{game.pk}/europa/position/")
    expect(master.locator("#awaiting-gm")).to_contain_text("Angriff auf Bayern")
    master.get_by_label("What the Spielleiter enters").select_option("resolve")
    # the ruling form is offered (the browser test then takes the expert's way)
    expect(master.locator("#ruling-what")).to_contain_text("attack · Bavaria (bay)")
    shots.take(master, "ruling-form")
    master.locator("#experts > summary").click()  # the expert's way: the patch as JSON
    master.get_by_label("Patch (JSON)").fill(
        '{"lands": {"bay": {"owner": "aut", "units": {"inf": 1}}, '
        '"pra": {"units": {"inf": "-2"}}}}')
    master.get_by_label("Reason").fill("Schlacht in Bayern: Österreich siegt")
    master.get_by_role("button", name="Preview the diff").click()
    expect(master.locator("#diff")).to_contain_text("lands.bay.owner")
    shots.take(master, "battle-preview")
    master.get_by_role("button", name="Apply").click()
    expect(master.locator('#land-table tr[data-land="bay"]')).to_contain_text("Austria")
    assert on_turn(game) == "pru"

    prussia = visit(players["germany"].username).page
    prussia.goto(f"/games/{game.pk}/")
    expect(prussia.locator(".your-turn")).to_be_visible()
    expect(prussia.locator(".turn-record").first).to_contain_text("Schlacht in Bayern")
    shots.take(prussia, "after-the-battle")
    results = [m for m in mail.outbox if "Results of" in m.subject]
    assert len(results) == 3 * 5  # three published turns, four seats and the Spielleiter
