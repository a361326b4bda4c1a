"""The downloadable game record: public parts for players, everything for game masters."""

from __future__ import annotations

import json

from django.urls import reverse


def test_a_player_downloads_the_public_record_without_anyones_secrets(
        silly_spring_played, client_for):
    game = silly_spring_played.game
    england = game.seats.get(key="england").player
    response = client_for(england).get(reverse("game-record", args=[game.pk]))
    assert response.status_code == 200
    assert "attachment" in response["Content-Disposition"]
    record = response.json()
    assert record["view"] == "player"
    assert [p["label"] for p in record["phases"]] == ["W1900", "S1901"]
    assert record["phases"][1]["public"]["orders"]
    text = json.dumps(record)
    for secret in ('"herds"', '"owner"', "wormhole_vote", "2962 Meter", "Leonardo",
                   "section_state", "submissions", '"seed"'):
        assert secret not in text, secret


def test_the_game_master_downloads_everything(silly_spring_played, client_for, gm):
    game = silly_spring_played.game
    record = client_for(gm).get(reverse("game-record", args=[game.pk])).json()
    assert record["view"] == "game_master"
    spring = record["phases"][1]
    assert spring["result"]["review_flags"] is not None
    assert spring["private"]["england"]["wormhole_vote"] == ["lon", "mos"]
    assert {"seat": "austria", "kind": "lama_explosion"}.items() <= next(
        s for s in spring["submissions"] if s["kind"] == "lama_explosion").items()


def test_the_api_gives_the_same_record(silly_spring_played, api_for):
    game = silly_spring_played.game
    italy = game.seats.get(key="italy").player
    response = api_for(italy).get(f"/api/games/{game.pk}/record/")
    assert response.status_code == 200
    assert response.json()["view"] == "player"
    assert "wormhole_vote" not in json.dumps(response.json())


def test_an_outsider_gets_no_record(silly_spring_played, client_for, api_for, outsider):
    game = silly_spring_played.game
    assert client_for(outsider).get(reverse("game-record", args=[game.pk])).status_code == 404
    assert api_for(outsider).get(f"/api/games/{game.pk}/record/").status_code == 404
