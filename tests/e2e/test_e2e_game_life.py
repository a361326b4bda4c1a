"""A game's life in a real browser: signing up (confirmed by the mailed link), resetting a
forgotten password, declaring an absence, voting on a draw, and joining through the lobby.
Every wait is on an event (a heading, a message, a navigation), never a fixed sleep."""

from __future__ import annotations

import re

import pytest
from django.core import mail

from games import services
from games.services import lobby

pytestmark = pytest.mark.e2e

LINK = re.compile(r"http://\S+")


def mailed_path(address: str) -> str:
    message = next(m for m in reversed(mail.outbox) if address in m.to)
    return LINK.search(message.body).group(0).split("8000", 1)[1]


def test_a_newcomer_signs_up_confirms_and_logs_in(db, visit, shots, expect):
    newcomer = visit()
    page = newcomer.page
    page.goto("/accounts/login/")
    page.get_by_role("link", name="Sign up").last.click()
    page.get_by_label("Username").fill("nina")
    page.get_by_label("E-mail address").fill("nina@example.org")
    page.locator("#id_password1").fill("a-long-secret-42")
    page.get_by_label("Password confirmation").fill("a-long-secret-42")
    shots.take(page, "signup-form")
    page.get_by_role("button", name="Sign up").click()
    expect(page.get_by_role("heading", name="Check your e-mail")).to_be_visible()
    page.goto(mailed_path("nina@example.org"))
    expect(page.get_by_text("Your e-mail address is confirmed")).to_be_visible()
    newcomer.log_in("nina", "a-long-secret-42")
    expect(page.get_by_role("heading", name="My games")).to_be_visible()
    shots.take(page, "logged-in")


def test_a_forgotten_password_is_reset_by_mail(players, visit, shots, expect):
    anna = visit()
    page = anna.page
    page.goto("/accounts/login/")
    page.get_by_role("link", name="Forgot your password?").click()
    page.get_by_label("Email").fill("anna@example.org")
    page.get_by_role("button", name="Send the link").click()
    expect(page.get_by_role("heading", name="Check your e-mail")).to_be_visible()
    page.goto(mailed_path("anna@example.org"))
    page.locator("#id_new_password1").fill("brand-new-secret-7")
    page.get_by_label("New password confirmation").fill("brand-new-secret-7")
    shots.take(page, "new-password")
    page.get_by_role("button", name="Save the new password").click()
    expect(page.get_by_role("heading", name="Password changed")).to_be_visible()
    anna.log_in("anna", "brand-new-secret-7")
    expect(page.get_by_role("heading", name="My games")).to_be_visible()


def test_an_absence_is_declared_and_the_others_see_away(running_game, visit, shots, expect):
    anna = visit("anna")
    page = anna.page
    page.goto("/")
    page.get_by_role("link", name="I will be away").click()
    expect(page.get_by_role("heading", name="I will be away")).to_be_visible()
    page.get_by_label("First day away").fill("2026-03-02")
    page.get_by_label("Last day away").fill("2026-03-05")
    page.get_by_role("button", name="Save the absence").click()
    expect(page.get_by_text("Your absence is noted in 1 game(s).")).to_be_visible()
    expect(page.locator("#absence-list li")).to_contain_text("Demo 1901")
    shots.take(page, "absence-saved")
    emil = visit("emil").page
    emil.goto(f"/games/{running_game.pk}/")
    seat = emil.get_by_role("listitem").filter(has_text="Austria:")
    expect(seat.locator(".badge", has_text="away")).to_be_visible()
    expect(emil.get_by_text("5 Mar 2026")).to_have_count(0)
    shots.take(emil, "others-see-away")


def test_a_draw_is_proposed_and_voted_in_secret(running_game, visit, shots, expect):
    anna = visit("anna").page
    anna.goto(f"/games/{running_game.pk}/")
    anna.get_by_text("Propose a draw").click()
    anna.get_by_role("button", name="Propose", exact=True).click()
    expect(anna.get_by_text("Your proposal is sent")).to_be_visible()
    expect(anna.locator("#my-draw-vote")).to_have_text(re.compile("You voted yes"))
    emil = visit("emil").page
    emil.goto(f"/games/{running_game.pk}/")
    expect(emil.locator("#draw-proposal")).to_contain_text("a draw shared by")
    shots.take(emil, "vote-buttons")
    emil.get_by_role("button", name="Vote yes").click()
    expect(emil.get_by_text("Your vote is counted; it stays secret.")).to_be_visible()
    expect(emil.locator("#my-draw-vote")).to_contain_text("You voted yes.")
    expect(emil.get_by_role("button", name="Vote yes")).to_have_count(0)
    assert running_game.draws.get().votes.count() == 2


def test_a_player_joins_through_the_lobby(db, gm, outsider, frozen, visit, shots, expect):
    game = services.game_create(creator=gm, name="Lobby 1901", seed=3)
    lobby.game_listing_set(game=game, actor=gm, looking=True, reason="need seven")
    otto = visit("otto").page
    otto.goto("/")
    otto.get_by_role("navigation", name="Main").get_by_role("link", name="Lobby").click()
    card = otto.locator("section.lobby-game", has_text="Lobby 1901")
    expect(card).to_contain_text("Italy")
    card.get_by_label("Seat").select_option(label="Italy")
    card.get_by_label("Message to the game master").fill("Ciao!")
    shots.take(otto, "lobby")
    card.get_by_role("button", name="Ask to join").click()
    expect(otto.get_by_text("Your request has been sent")).to_be_visible()
    gisela = visit("gisela").page
    gisela.goto(f"/gm/games/{game.pk}/")
    gisela.locator("#join-requests").get_by_role("link", name="Decide").click()
    expect(gisela.get_by_text("otto asks to join.")).to_be_visible()
    gisela.get_by_label("accept").check()
    gisela.get_by_label("Reason").fill("welcome")
    gisela.get_by_role("button", name="Save").click()
    expect(gisela.get_by_text("The request has been decided.")).to_be_visible()
    otto.goto("/")
    expect(otto.locator("#my-games")).to_contain_text("Lobby 1901")
    expect(otto.locator("#my-games")).to_contain_text("Italy")
    shots.take(otto, "my-games")
