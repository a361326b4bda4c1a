"""The API for a game's life: absences (create, list, cancel one's own), the lobby (list, ask to
join; the game master accepts or refuses), draw proposals and their secret votes."""

from __future__ import annotations

import pytest
from django.urls import reverse

from games import services
from games.models import Absence, Game
from games.services import lobby


def test_a_player_declares_lists_and_cancels_an_absence(running_game, players, api_for):
    anna = api_for(players["austria"])
    made = anna.post(reverse("api-absences"), {"games": [running_game.pk],
                                                "starts_on": "2026-03-10",
                                                "ends_on": "2026-03-12"}, format="json")
    assert made.status_code == 201, made.content
    [absence] = made.json()
    assert absence["seat"] == "austria" and absence["game"] == running_game.pk
    assert [a["id"] for a in anna.get(reverse("api-absences")).json()] == [absence["id"]]
    cancel = reverse("api-absence-cancel", args=[absence["id"]])
    assert api_for(players["england"]).post(cancel).status_code == 404  # not Emil's
    assert api_for(players["england"]).get(reverse("api-absences")).json() == []
    assert anna.post(cancel).status_code == 200
    assert anna.get(reverse("api-absences")).json() == []
    assert Absence.objects.get(pk=absence["id"]).cancelled_at is not None


@pytest.mark.parametrize(("body", "field"), [
    ({"games": [], "starts_on": "2026-03-10", "ends_on": "2026-03-12"}, "games"),
    ({"games": [1], "starts_on": "2026-03-12", "ends_on": "2026-03-10"}, "ends_on"),
    ({"games": [1], "starts_on": "10.03.2026", "ends_on": "2026-03-12"}, "starts_on"),
])
def test_a_wrong_absence_is_a_400_naming_the_field(running_game, players, api_for, body,
                                                   field):
    body = {**body, "games": [running_game.pk] * len(body["games"])}
    answer = api_for(players["austria"]).post(reverse("api-absences"), body, format="json")
    assert answer.status_code == 400
    assert field in answer.content.decode()
    assert not Absence.objects.exists()


def test_an_absence_for_a_game_without_my_seat_is_refused(running_game, outsider, api_for):
    answer = api_for(outsider).post(reverse("api-absences"), {
        "games": [running_game.pk], "starts_on": "2026-03-10", "ends_on": "2026-03-12"},
        format="json")
    assert answer.status_code == 403 and not Absence.objects.exists()


@pytest.fixture
def open_game(db, gm, frozen):
    game = services.game_create(creator=gm, name="Open 1901", seed=7)
    lobby.game_listing_set(game=game, actor=gm, looking=True, reason="need seven")
    return game


def test_the_lobby_lists_open_seats_and_the_game_master_accepts_a_request(
        open_game, gm, outsider, players, api_for):
    rows = api_for(outsider).get(reverse("api-lobby")).json()
    assert [row["id"] for row in rows] == [open_game.pk]
    assert len(rows[0]["seats"]) == 7 and rows[0]["game_masters"] == ["gisela"]
    asked = api_for(outsider).post(reverse("api-lobby-join", args=[open_game.pk]),
                                   {"seat": "france", "message": "I like wine"}, format="json")
    assert asked.status_code == 201 and asked.json()["seat"] == "france"
    decide = reverse("api-join-request-decide", args=[open_game.pk, asked.json()["id"]])
    body = {"accept": True, "reason": "welcome"}
    assert api_for(players["italy"]).post(decide, body, format="json").status_code == 404
    assert api_for(gm).post(decide, {"accept": True}, format="json").status_code == 400
    decided = api_for(gm).post(decide, body, format="json")
    assert decided.status_code == 200 and decided.json()["status"] == "accepted"
    assert open_game.seats.get(key="france").player == outsider


def test_asking_a_game_not_in_the_lobby_is_a_404(running_game, outsider, api_for):
    answer = api_for(outsider).post(reverse("api-lobby-join", args=[running_game.pk]), {},
                                    format="json")
    assert answer.status_code == 404


def _draws(api, game):
    return api.get(reverse("api-draws", args=[game.pk])).json()


def test_draw_votes_stay_secret_until_the_game_is_over(running_game, players, gm, api_for):
    proposed = api_for(players["austria"]).post(reverse("api-draws", args=[running_game.pk]),
                                                {"kind": "draw"}, format="json")
    assert proposed.status_code == 201, proposed.content
    proposal = proposed.json()["id"]
    vote = reverse("api-draw-vote", args=[running_game.pk, proposal])
    assert api_for(players["england"]).post(vote, {"accept": True},
                                            format="json").status_code == 200
    [mine] = _draws(api_for(players["england"]), running_game)
    [theirs] = _draws(api_for(players["france"]), running_game)
    assert mine["my_vote"] is True and mine["votes"] is None
    assert theirs["my_vote"] is None and theirs["votes"] is None  # Emil's vote stays his
    [gms] = _draws(api_for(gm), running_game)
    assert {"seat": "england", "accept": True} in gms["votes"]
    assert api_for(players["england"]).post(vote, {"accept": False},
                                            format="json").status_code == 409  # once only
    for power, user in players.items():
        if power not in ("austria", "england"):  # the proposer's vote is its proposal
            assert api_for(user).post(vote, {"accept": True}, format="json").status_code == 200
    decide = reverse("api-draw-decide", args=[running_game.pk, proposal])
    assert api_for(players["england"]).post(
        decide, {"accept": True, "reason": "x"}, format="json").status_code == 403
    done = api_for(gm).post(decide, {"accept": True, "reason": "all agreed"}, format="json")
    assert done.status_code == 200 and done.json()["status"] == "confirmed"
    assert Game.objects.get(pk=running_game.pk).status == Game.Status.FINISHED
    [after] = _draws(api_for(players["england"]), running_game)
    assert len(after["votes"]) == 7  # over: the votes are public


def test_a_draw_proposal_names_known_seats_only(running_game, players, outsider, api_for):
    url = reverse("api-draws", args=[running_game.pk])
    bad = api_for(players["austria"]).post(url, {"kind": "draw", "seats": ["austria", "narnia"]},
                                           format="json")
    assert bad.status_code == 400 and "Only surviving seats" in bad.json()["seats"][0]
    assert api_for(outsider).post(url, {"kind": "draw"}, format="json").status_code == 404
    assert api_for(players["austria"]).post(url, {"kind": "surrender"},
                                            format="json").status_code == 400
