"""Player pages: who sees which game, the order form, the history, past phases."""

from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse


def test_my_games_lists_the_games_i_play_in(running_game, players, client_for):
    response = client_for(players["france"]).get(reverse("home"))
    assert response.status_code == 200
    assert running_game.name in response.content.decode()


def test_my_games_leaves_out_games_i_am_not_in(running_game, outsider, client_for):
    response = client_for(outsider).get(reverse("home"))
    assert running_game.name not in response.content.decode()


def test_anonymous_visitors_are_sent_to_the_login_page(running_game, client):
    response = client.get(reverse("game-detail", args=[running_game.pk]))
    assert response.status_code == 302
    assert reverse("login") in response["Location"]


def test_the_game_page_shows_the_position_and_the_order_form(running_game, players, client_for):
    response = client_for(players["france"]).get(reverse("game-detail", args=[running_game.pk]))
    html = response.content.decode()
    assert response.status_code == 200
    assert "A par" in html  # France's army in Paris, in the position table
    assert 'name="orders"' in html
    assert 'for="id_orders"' in html


def test_an_outsider_gets_404_for_the_game_page(running_game, outsider, client_for):
    response = client_for(outsider).get(reverse("game-detail", args=[running_game.pk]))
    assert response.status_code == 404


def test_submitting_twice_through_the_page_keeps_both_versions(
    running_game, players, phase, client_for
):
    client = client_for(players["france"])
    url = reverse("orders-submit", args=[running_game.pk])
    first = client.post(url, {"orders": "A Par - Bur", "action": "submit"})
    second = client.post(url, {"orders": "A Par - Pic", "action": "submit"})
    assert first.status_code == 302 and second.status_code == 302
    versions = list(phase.submissions.filter(seat__key="france").order_by("version"))
    assert [v.version for v in versions] == [1, 2]
    assert [v.raw_text for v in versions] == ["A Par - Bur", "A Par - Pic"]
    history = client.get(reverse("orders-history", args=[running_game.pk])).content.decode()
    assert "A Par - Bur" in history and "A Par - Pic" in history


def test_the_check_button_shows_feedback_without_saving(running_game, players, phase, client_for):
    client = client_for(players["france"])
    response = client.post(reverse("orders-submit", args=[running_game.pk]),
                           {"orders": "A Par - Burgnd", "action": "check"})
    assert response.status_code == 200
    assert 'class="error"' in response.content.decode()
    assert not phase.submissions.exists()


def test_the_feedback_endpoint_reads_each_line(running_game, players, client_for):
    response = client_for(players["france"]).post(
        reverse("orders-check", args=[running_game.pk]),
        {"orders": "A Par - Burgnd\nF Bre - Mao"},
    )
    assert response.status_code == 200
    lines = response.json()["lines"]
    assert len(lines) == 2
    typo, fine = lines
    assert typo["error"]
    assert typo["suggestion"] and "bur" in typo["suggestion"].lower()
    assert fine["error"] is None and fine["reading"]


def test_the_feedback_endpoint_refuses_someone_without_a_seat(running_game, outsider, gm,
                                                              client_for):
    url = reverse("orders-check", args=[running_game.pk])
    assert client_for(outsider).post(url, {"orders": "A Par H"}).status_code == 404
    assert client_for(gm).post(url, {"orders": "A Par H"}).status_code == 403


def test_another_players_history_is_forbidden(running_game, players, client_for):
    client = client_for(players["england"])
    url = reverse("orders-history", args=[running_game.pk]) + "?seat=france"
    assert client.get(url).status_code == 403


def test_the_game_master_sees_any_seats_history(running_game, gm, players, client_for):
    client_for(players["france"]).post(reverse("orders-submit", args=[running_game.pk]),
                                       {"orders": "A Par - Bur", "action": "submit"})
    url = reverse("orders-history", args=[running_game.pk]) + "?seat=france"
    response = client_for(gm).get(url)
    assert response.status_code == 200
    assert "A Par - Bur" in response.content.decode()


def test_orders_after_the_zat_are_refused_and_the_saved_version_stays(
    running_game, players, phase, client_for, frozen
):
    client = client_for(players["france"])
    url = reverse("orders-submit", args=[running_game.pk])
    client.post(url, {"orders": "A Par - Bur", "action": "submit"})
    frozen.move_to(phase.zat + dt.timedelta(hours=1), tick=False)
    response = client.post(url, {"orders": "A Par - Pic", "action": "submit"})
    assert response.status_code == 409
    assert "ZAT" in response.content.decode()
    assert list(phase.submissions.values_list("raw_text", flat=True)) == ["A Par - Bur"]


def test_a_published_phase_shows_results_and_only_my_private_part(
    running_game, gm, players, phase, client_for
):
    client_for(players["france"]).post(reverse("orders-submit", args=[running_game.pk]),
                                       {"orders": "A Par - Bur\nA Mar - Burgnd",
                                        "action": "submit"})
    client_for(players["england"]).post(reverse("orders-submit", args=[running_game.pk]),
                                        {"orders": "F Lon - Nrth", "action": "submit"})
    client_for(gm).post(reverse("gm-process", args=[running_game.pk]), {"reason": "ZAT"})
    page = client_for(players["france"]).get(
        reverse("phase-detail", args=[running_game.pk, phase.pk]))
    html = page.content.decode()
    assert page.status_code == 200
    assert "a par - bur" in html.lower()  # public results
    assert "A Mar - Burgnd" in html  # my own unreadable line, in my private part
    assert "F Lon - Nrth" in html  # orders are public after the phase in Diplomacy
    parts = [part.seat.key for part in page.context["private_parts"]]
    assert parts == ["france"]


def test_the_browser_finds_the_site_icon(client):
    """Every page load asks for /favicon.ico: it leads to the icon, never to a 404."""
    answer = client.get("/favicon.ico")
    assert answer.status_code == 301
    icon = client.get(answer["Location"])
    assert icon.status_code == 200
    assert b"<svg" in b"".join(icon.streaming_content if icon.streaming else [icon.content])


@pytest.mark.parametrize("debug_404", [False, True])
def test_a_missing_page_in_the_demo_is_the_sites_404(client, settings, debug_404):
    """The demo runs with DEBUG on: a mistyped URL shows the site's page, not Django's list of
    URL patterns (unless a developer asks for it)."""
    settings.DEBUG = True
    settings.GAMEMASTER_DEBUG_404 = debug_404
    answer = client.get("/no-such-page/")
    assert answer.status_code == 404
    text = answer.content.decode()
    assert ("Django tried these URL patterns" in text) is debug_404
    assert ("There is no such page" in text) is not debug_404
