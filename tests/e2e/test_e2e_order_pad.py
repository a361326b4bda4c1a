"""The map as an order pad, in a real browser: François enters a support, a move, a convoy
and a convoyed move by clicks only, sees them drawn on his own map as pending orders, sends
them and finds them saved; in the winter he builds by clicks (unit kind and coast chosen by
buttons). On a phone-sized screen the map starts zoomed in around his units and zooms further
with the buttons.

``DOCS_SCREENSHOTS=1`` also writes the pictures shown in docs/web.md (docs/img/order-pad-*.png).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from games import services

pytestmark = pytest.mark.e2e

DOCS_IMG = Path(__file__).resolve().parents[2] / "docs" / "img"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def _docs_copy(path: Path, name: str) -> None:
    if os.environ.get("DOCS_SCREENSHOTS") == "1":
        shutil.copyfile(path, DOCS_IMG / f"order-pad-{name}.png")


def _game(gm, players, name: str):
    game = services.game_create(
        creator=gm, name=name, seed=7,
        schedule={"zat_time": "20:00", "zat_time_zone": "Europe/Berlin",
                  "phase_hours": {"M": 48, "R": 24, "A": 24}},
    )
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    services.game_start(game=game, actor=gm)
    game.refresh_from_db()
    return game


def _france_units(phase, units: list[dict]) -> None:
    """The test's own position: France's units replaced by ``units`` (others as in 1901)."""
    state = dict(phase.state)
    state["units"] = [u for u in state["units"] if u["power"] != "france"] + [
        {"power": "france", **u} for u in units]
    phase.state = state
    phase.save(update_fields=["state"])


@pytest.fixture
def spring_game(db, gm, players, frozen):
    """Spring 1901 with France's fleet already in the Channel and an army in Brest."""
    game = _game(gm, players, "Pad 1901")
    _france_units(game.phases.open().get(), [
        {"type": "A", "at": "par"}, {"type": "A", "at": "mar"},
        {"type": "F", "at": "eng"}, {"type": "A", "at": "bre"}])
    return game


@pytest.fixture
def winter_game(db, gm, players, frozen):
    """Winter 1901: France holds Spain besides its three homes, with two units left."""
    game = _game(gm, players, "Pad Winter")
    phase = game.phases.open().get()
    state = dict(phase.state, phase="W1901A")
    state["supply_centers"] = dict(state["supply_centers"],
                                   france=["bre", "mar", "par", "spa"])
    phase.label, phase.phase_type, phase.state = "W1901A", "A", state
    phase.save(update_fields=["label", "phase_type", "state"])
    _france_units(phase, [{"type": "A", "at": "bur"}, {"type": "A", "at": "spa"}])
    return game


@pytest.fixture
def retreat_game(db, gm, players, frozen):
    """Spring 1901 retreats: France's army in Munich was dislodged from Burgundy."""
    game = _game(gm, players, "Pad Retreat")
    phase = game.phases.open().get()
    state = dict(phase.state, phase="S1901R", units=[
        u for u in phase.state["units"] if u["power"] != "france"] + [
        {"power": "germany", "type": "A", "at": "bur"}])
    state["units"] = [u for u in state["units"] if u["at"] != "mun"]
    state["dislodged"] = [{"power": "france", "type": "A", "at": "mun",
                           "attacker_from": "bur", "retreats": ["boh", "ruh"]}]
    phase.label, phase.phase_type, phase.state = "S1901R", "R", state
    phase.save(update_fields=["label", "phase_type", "state"])
    return game


def _unit(board, name: str):
    return board.locator(f'g.unit[data-unit="{name}"]')


def _province(board, code: str):
    return board.locator(f'path[data-province="{code}"]')


def _action(board, key: str):
    return board.locator(f'[data-pad-action="{key}"]')


def test_support_and_convoy_by_clicks_are_drawn_then_saved(spring_game, visit, shots, expect):
    page = visit("francois", viewport={"width": 1280, "height": 1560}).page
    page.goto(f"/games/{spring_game.pk}/")
    board = page.locator("#board-map")
    expect(board).to_have_attribute("data-pad-ready", "")
    orders = page.get_by_role("textbox", name="Orders")

    _unit(board, "A mar").click()
    _action(board, "support").click()
    _unit(board, "A par").click()
    _province(board, "bur").click()
    _unit(board, "A par").click()
    _province(board, "bur").click()
    _unit(board, "F eng").click()
    _action(board, "convoy").click()
    _unit(board, "A bre").click()
    _unit(board, "F lon").click()  # England's fleet stands there: its province is the target
    _unit(board, "A bre").click()
    _unit(board, "F lon").click()
    expected = ("A mar S A par - bur\nA par - bur\nF eng C A bre - lon\n"
                "A bre - lon via convoy\n")
    expect(orders).to_have_value(expected)

    pending = board.locator("[data-pending-orders]")
    expect(pending.locator('[data-pending="move"]')).to_have_count(2)
    expect(pending.locator('[data-pending="support"]')).to_have_count(2)  # line + ghost arrow
    expect(pending.locator('[data-pending="convoy"]')).to_have_count(2)
    expect(page.locator("#order-feedback li.ok")).to_have_count(4)
    _docs_copy(shots.take(page, "desktop", full_page=False), "desktop")

    page.get_by_role("button", name="Send orders").click()
    expect(page.get_by_text("Saved: version 1")).to_be_visible()
    seat = spring_game.seats.get(key="france")
    assert seat.submissions.get().raw_text.splitlines() == expected.splitlines()
    # Back from the server, the saved text is drawn again on the map.
    expect(board.locator('[data-pending-orders] [data-pending="move"]')).to_have_count(2)

    # Typing stays possible and redraws: a typed hold replaces nothing and draws a ring.
    orders.fill(expected + "F bre H\n")
    expect(board.locator('[data-pending-orders] [data-pending="hold"]')).to_have_count(1)


def test_a_two_coast_move_asks_for_the_coast(spring_game, visit, expect):
    phase = spring_game.phases.open().get()
    _france_units(phase, [{"type": "F", "at": "mao"}, {"type": "A", "at": "par"}])
    page = visit("francois").page
    page.goto(f"/games/{spring_game.pk}/")
    board = page.locator("#board-map")
    expect(board).to_have_attribute("data-pad-ready", "")
    _unit(board, "F mao").click()
    _province(board, "spa").click()
    expect(page.locator("[data-map-status]")).to_contain_text("Which coast of Spain?")
    _action(board, "coast-nc").click()
    expect(page.get_by_role("textbox", name="Orders")).to_have_value("F mao - spa/nc\n")


def test_builds_by_clicks_with_unit_kind_and_waive(winter_game, visit, shots, expect):
    page = visit("francois", viewport={"width": 1280, "height": 1000}).page
    page.goto(f"/games/{winter_game.pk}/")
    board = page.locator("#board-map")
    expect(board).to_have_attribute("data-pad-ready", "")
    expect(page.locator("[data-map-status]")).to_contain_text("You may build 2")
    _province(board, "bre").click()
    _action(board, "build-f").click()
    _province(board, "par").click()  # inland: an army, no question asked
    orders = page.get_by_role("textbox", name="Orders")
    expect(orders).to_have_value("Build F bre\nBuild A par\n")
    expect(board.locator('[data-pending-orders] [data-pending="build"]')).to_have_count(2)
    # Wait for the as-you-type check before sending (one request at a time on the test DB).
    expect(page.locator("#order-feedback li.ok")).to_have_count(2)
    shots.take(page, "builds", full_page=False)
    page.get_by_role("button", name="Send orders").click()
    expect(page.get_by_text("Saved: version 1")).to_be_visible()
    saved = winter_game.seats.get(key="france").submissions.get().raw_text
    assert saved.split() == ["Build", "F", "bre", "Build", "A", "par"]


def test_on_a_phone_the_map_starts_zoomed_in_and_zooms_with_buttons(
        spring_game, visit, shots, expect):
    page = visit("francois", **PHONE).page
    page.goto(f"/games/{spring_game.pk}/")
    board = page.locator("#board-map")
    expect(board).to_have_attribute("data-pad-ready", "")
    start = float(board.get_attribute("data-zoom-level"))
    assert start > 1.5  # around France's units, not the whole of Europe
    _unit(board, "A par").click()
    _province(board, "bur").click()
    expect(page.get_by_role("textbox", name="Orders")).to_have_value("A par - bur\n")
    board.scroll_into_view_if_needed()
    _docs_copy(shots.take(page, "phone", full_page=False), "phone")
    board.locator('[data-zoom="in"]').click()
    expect(board).not_to_have_attribute("data-zoom-level", f"{start:.2f}")
    assert float(board.get_attribute("data-zoom-level")) > start
    board.locator('[data-zoom="reset"]').click()
    expect(board).to_have_attribute("data-zoom-level", "1.00")


@pytest.fixture
def silly_spring(db, gm, django_user_model, frozen, django_capture_on_commit_callbacks):
    """Rather Silly, Spring 1901 open, everybody's lama herds placed (tests/web/conftest.py)."""
    from tests.web.conftest import SILLY_HERDS, silly_finish, silly_send

    game = services.game_create(creator=gm, name="Silly pad", ruleset="rather_silly", seed=42)
    for seat in game.seats.all():
        player = django_user_model.objects.create_user(
            seat.key, email=f"{seat.key}@example.org", password="correct-horse-battery")
        services.seat_assign(seat=seat, player=player, actor=gm)
    services.game_start(game=game, actor=gm)
    with django_capture_on_commit_callbacks(execute=True):
        for seat, herds in SILLY_HERDS.items():
            silly_send(game, seat, "lama_placement", herds)
        silly_send(game, "superhirn", "superhirn_question", "Wie hoch ist die Zugspitze?")
        silly_send(game, "superhirn", "superhirn_answer", "2962 Meter")
        silly_finish(game, gm)
    return game


def test_rather_silly_lama_explosion_and_vz_by_clicks(silly_spring, visit, expect):
    visitor = visit("england")
    page = visitor.page
    page.goto(f"/games/{silly_spring.pk}/boxes/lama_explosion/")
    board = page.locator("#board-map")
    expect(board).to_have_attribute("data-pad-ready", "")
    _province(board, "boh").click()  # Austria's herd: not England's to blow up
    expect(page.locator("[data-map-status]")).to_contain_text("no lama herd in Bohemia")
    _unit(board, "L yor").click()
    box = page.locator("textarea[name=orders]")
    expect(box).to_have_value("L yor Exp\n")
    expect(board.locator('[data-pending-orders] [data-pending="explode"]')).to_have_count(1)

    page.goto(f"/games/{silly_spring.pk}/")
    board = page.locator("#board-map")
    expect(board).to_have_attribute("data-pad-ready", "")
    _unit(board, "F lon").click()
    _action(board, "vz").click()
    _unit(board, "F edi").click()
    _province(board, "nth").click()
    expect(page.get_by_role("textbox", name="Orders")).to_have_value("F lon vZ\nF edi - nth\n")
    expect(page.locator("#order-feedback li.ok")).to_have_count(2)


def test_a_retreat_by_clicks_goes_only_where_it_may(retreat_game, visit, expect):
    page = visit("francois").page
    page.goto(f"/games/{retreat_game.pk}/")
    board = page.locator("#board-map")
    expect(board).to_have_attribute("data-pad-ready", "")
    _unit(board, "A mun").click()
    expect(page.locator("[data-map-status]")).to_contain_text("boh, ruh")
    _province(board, "tyr").click()
    expect(page.locator("[data-map-status]")).to_contain_text("cannot retreat to Tyrolia")
    _province(board, "boh").click()
    orders = page.get_by_role("textbox", name="Orders")
    expect(orders).to_have_value("A mun R boh\n")
    expect(board.locator('[data-pending-orders] [data-pending="retreat"]')).to_have_count(1)
    _unit(board, "A mun").click()
    _action(board, "disband").click()
    expect(orders).to_have_value("A mun D\n")  # the unit's new order replaces its old line
