"""The press and mail-address endpoints answer garbage with a 4xx saying what is wrong."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("method, path, body", [
    ("post", "press/", {"body": ["x"], "recipients": "france"}),
    ("post", "press/", {"body": "hi", "recipients": ["fr ance"]}),
    ("post", "press/", {"body": "hi", "recipients": ["x"] * 100}),
    ("post", "press/", {"body": "hi", "public": "maybe"}),
    ("post", "press/read/", {"thread": "a b\u0000"}),
    ("post", "press/read/", {}),
    ("patch", "press/rules/", {"press_mode": "loud", "reason": "r"}),
    ("patch", "press/rules/", {"press_grey": True}),
    ("get", "press/?thread=%00", None),
])
def test_garbage_gets_a_4xx(running_game, players, api_for, method, path, body):
    api = api_for(players["austria"])
    url = f"/api/games/{running_game.pk}/{path}"
    response = getattr(api, method)(url, body, format="json") if body is not None else \
        api.get(url)
    assert 400 <= response.status_code < 500, response.content


def test_a_player_cannot_change_the_press_rules(running_game, players, api_for):
    response = api_for(players["austria"]).patch(
        f"/api/games/{running_game.pk}/press/rules/", {"press_grey": True, "reason": "me"},
        format="json")
    assert response.status_code == 403


def test_game_masters_without_a_seat_have_no_mail_address(running_game, gm, api_for):
    response = api_for(gm).get(f"/api/games/{running_game.pk}/mail-address/")
    assert response.status_code == 403


def test_outsiders_do_not_even_learn_the_game_exists(running_game, outsider, api_for):
    for path in ("press/", "press/threads/", "press/rules/", "mail-address/"):
        assert api_for(outsider).get(f"/api/games/{running_game.pk}/{path}").status_code == 404
