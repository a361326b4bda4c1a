"""Multi-account hints (issue 27, item 8): log-ins through the log-in page leave keyed marks
per game and day; the game master's page and API list the pairs of seated accounts sharing an
address or a browser within the window; players never see them; nothing raw is stored; marks
go once the game is over or older than the window."""

from __future__ import annotations

import datetime as dt

import pytest
from django.test import Client
from django.urls import reverse

from games.models import AccessMark, Game
from games.services.access_marks import DEVICE_COOKIE, access_marks_prune, access_record

pytestmark = pytest.mark.django_db


def log_in(user, password: str, address: str, device: str | None = None) -> Client:
    client = Client()
    if device:
        client.cookies[DEVICE_COOKIE] = device
    response = client.post(reverse("login"), {"username": user.username, "password": password},
                           REMOTE_ADDR=address)
    assert response.status_code == 302, response.content[:300]
    return client


def hints_of(api_for, gm, game) -> list[dict]:
    response = api_for(gm).get(f"/api/games/{game.pk}/access-hints/")
    assert response.status_code == 200, response.content
    return response.json()


def pair(hint: dict) -> set[str]:
    return {hint["first"].split(" ")[0], hint["second"].split(" ")[0]}


def test_two_players_from_one_address_are_a_hint_for_the_gm(running_game, players, gm,
                                                            password, api_for, client_for):
    anna, bert, carl = players["austria"], players["england"], players["france"]
    log_in(anna, password, "10.1.2.3")
    log_in(bert, password, "10.1.2.3")
    log_in(carl, password, "192.0.2.77")
    hints = hints_of(api_for, gm, running_game)
    assert [pair(hint) for hint in hints] == [{anna.username, bert.username}]
    assert hints[0]["address_days"] == 1 and hints[0]["device_days"] == 0
    page = client_for(gm).get(reverse("gm-game", args=[running_game.pk])).content.decode()
    assert anna.username in page.split('id="access-hints"')[1].split("</section>")[0]
    # Only keyed hashes are kept: neither the address nor the cookie value.
    stored = list(AccessMark.objects.values_list("digest", flat=True))
    assert stored and not any("10.1.2.3" in digest for digest in stored)


def test_one_browser_for_two_accounts_is_a_hint_even_from_two_addresses(
        running_game, players, gm, password, api_for):
    anna, bert = players["austria"], players["england"]
    first = log_in(anna, password, "10.1.2.3")
    device = first.cookies[DEVICE_COOKIE].value
    assert device  # the browser got its cookie at its first log-in
    log_in(bert, password, "198.51.100.9", device=device)
    hints = hints_of(api_for, gm, running_game)
    assert [pair(hint) for hint in hints] == [{anna.username, bert.username}]
    assert hints[0]["device_days"] == 1 and hints[0]["address_days"] == 0


def test_different_addresses_and_browsers_are_no_hint(running_game, players, gm, password,
                                                      api_for):
    log_in(players["austria"], password, "10.1.2.3")
    log_in(players["england"], password, "10.1.2.4")
    assert hints_of(api_for, gm, running_game) == []


def test_marks_further_apart_than_the_window_are_no_hint(running_game, players, gm, api_for,
                                                         settings):
    settings.ACCESS_HINTS_WINDOW_DAYS = 3
    today = dt.date(2026, 11, 30)
    access_record(user=players["austria"], address="10.1.2.3", device=None, today=today)
    access_record(user=players["england"], address="10.1.2.3", device=None,
                  today=today - dt.timedelta(days=4))
    assert hints_of(api_for, gm, running_game) == []
    access_record(user=players["england"], address="10.1.2.3", device=None,
                  today=today - dt.timedelta(days=3))
    assert [hint["address_days"] for hint in hints_of(api_for, gm, running_game)] == [2]


def test_players_never_see_the_hints(running_game, players, password, api_for, client_for):
    anna = players["austria"]
    log_in(anna, password, "10.1.2.3")
    log_in(players["england"], password, "10.1.2.3")
    assert api_for(anna).get(f"/api/games/{running_game.pk}/access-hints/").status_code == 403
    assert client_for(anna).get(reverse("gm-game", args=[running_game.pk])).status_code in {
        403, 404}
    page = client_for(anna).get(reverse("game-detail", args=[running_game.pk]))
    assert page.status_code == 200 and b"access-hints" not in page.content


def test_only_games_with_a_seat_get_marks(running_game, players, outsider, password):
    log_in(outsider, password, "10.1.2.3")
    log_in(players["austria"], password, "10.1.2.3")
    assert set(AccessMark.objects.values_list("user_id", flat=True)) == {players["austria"].pk}
    assert set(AccessMark.objects.values_list("game_id", flat=True)) == {running_game.pk}


def test_switched_off_nothing_is_recorded_or_shown(running_game, players, gm, password,
                                                   client_for, settings):
    settings.ACCESS_HINTS = False
    client = log_in(players["austria"], password, "10.1.2.3")
    assert DEVICE_COOKIE not in client.cookies and not AccessMark.objects.exists()
    page = client_for(gm).get(reverse("gm-game", args=[running_game.pk]))
    assert b'id="access-hints"' not in page.content


def test_prune_deletes_marks_of_games_over_and_older_than_the_window(
        running_game, players, draft_game, settings):
    settings.ACCESS_HINTS_WINDOW_DAYS = 14
    today = dt.date(2026, 11, 30)
    anna = players["austria"]
    access_record(user=anna, address="10.1.2.3", device="d", today=today)
    access_record(user=anna, address="10.1.2.3", device="d", today=today - dt.timedelta(15))
    access_record(user=anna, address="10.1.2.3", device="d", today=today - dt.timedelta(14))
    assert access_marks_prune(today=today) == 2  # the two marks of 15 days ago
    assert sorted({day for day in AccessMark.objects.values_list("day", flat=True)}) == [
        today - dt.timedelta(14), today]
    Game.objects.filter(pk=running_game.pk).update(status=Game.Status.FINISHED)
    assert access_marks_prune(today=today) == 4
    assert not AccessMark.objects.exists()


def test_a_finished_game_shows_no_hints(running_game, players, gm, password, api_for):
    log_in(players["austria"], password, "10.1.2.3")
    log_in(players["england"], password, "10.1.2.3")
    assert hints_of(api_for, gm, running_game)
    Game.objects.filter(pk=running_game.pk).update(status=Game.Status.FINISHED)
    assert hints_of(api_for, gm, running_game) == []
