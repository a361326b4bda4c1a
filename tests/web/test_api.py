"""REST API: token and session auth, submissions with versions, per-seat and per-game access,
4xx answers that name the field."""

from __future__ import annotations

import pytest
from django.urls import reverse
from rest_framework.test import APIClient

from games import services
from games.models import Phase


def submit(api, game, text, **extra):
    return api.post(reverse("api-submissions", args=[game.pk]), {"text": text, **extra},
                    format="json")


def test_unauthenticated_requests_are_refused(running_game):
    response = APIClient().get(reverse("api-games"))
    assert response.status_code in (401, 403)


def test_a_token_lists_only_my_games(running_game, players, outsider, api_for):
    assert [g["id"] for g in api_for(players["italy"]).get(reverse("api-games")).json()] == [
        running_game.pk
    ]
    assert api_for(outsider).get(reverse("api-games")).json() == []


def test_the_token_endpoint_hands_out_a_token_for_a_password(players):
    response = APIClient().post(reverse("api-token"),
                                {"username": "anna", "password": "correct-horse-battery"},
                                format="json")
    assert response.status_code == 200 and response.json()["token"]


def test_submitting_again_creates_a_new_version_and_keeps_the_old(running_game, players,
                                                                   api_for, phase):
    api = api_for(players["france"])
    assert submit(api, running_game, "A Par - Bur").status_code == 201
    second = submit(api, running_game, "A Par - Pic")
    assert second.status_code == 201 and second.json()["version"] == 2
    history = api.get(reverse("api-submissions", args=[running_game.pk])).json()
    assert [(h["version"], h["text"]) for h in history] == [(2, "A Par - Pic"),
                                                            (1, "A Par - Bur")]


def test_the_check_endpoint_explains_a_typo(running_game, players, api_for):
    response = api_for(players["france"]).post(
        reverse("api-submission-check", args=[running_game.pk]),
        {"text": "A Par - Burgnd"}, format="json",
    )
    assert response.status_code == 200
    (line,) = response.json()["lines"]
    assert line["error"] and "bur" in line["suggestion"].lower()


def test_a_player_cannot_read_another_seats_submissions(running_game, players, api_for):
    submit(api_for(players["france"]), running_game, "A Par - Bur")
    response = api_for(players["england"]).get(
        reverse("api-submissions", args=[running_game.pk]) + "?seat=france")
    assert response.status_code == 403
    assert "A Par" not in response.content.decode()


def test_a_player_cannot_submit_for_another_seat(running_game, players, api_for, phase):
    response = submit(api_for(players["england"]), running_game, "A Par H", seat="france")
    assert response.status_code == 403
    assert not phase.submissions.exists()


def test_outsiders_and_other_game_masters_do_not_see_the_game(running_game, outsider,
                                                              django_user_model, api_for):
    other_gm = django_user_model.objects.create_user("hugo", password="x")
    services.game_create(creator=other_gm, name="Hugos Spiel", seed=3)
    for user in (outsider, other_gm):
        api = api_for(user)
        assert api.get(reverse("api-game", args=[running_game.pk])).status_code == 404
        assert api.post(reverse("api-pause", args=[running_game.pk]), {"reason": "x"},
                        format="json").status_code == 404


def test_players_are_refused_game_master_actions(running_game, players, api_for):
    response = api_for(players["france"]).post(reverse("api-pause", args=[running_game.pk]),
                                               {"reason": "coup"}, format="json")
    assert response.status_code == 403


def test_a_game_master_action_without_a_reason_names_the_field(running_game, gm, api_for):
    response = api_for(gm).post(reverse("api-pause", args=[running_game.pk]), {},
                                format="json")
    assert response.status_code == 400
    assert "reason" in response.json()


def test_a_domain_conflict_is_409_with_the_message(running_game, gm, api_for):
    response = api_for(gm).post(reverse("api-resume", args=[running_game.pk]),
                                {"reason": "test"}, format="json")
    assert response.status_code == 409
    assert "paused" in str(response.json()).lower()


def test_a_malformed_field_is_400_and_keeps_what_was_saved(running_game, players, api_for,
                                                           phase):
    api = api_for(players["france"])
    submit(api, running_game, "A Par - Bur")
    response = api.post(reverse("api-submissions", args=[running_game.pk]),
                        {"text": {"not": "text"}}, format="json")
    assert response.status_code == 400 and "text" in response.json()
    assert phase.submissions.get().raw_text == "A Par - Bur"


def test_a_too_long_extension_names_the_hours_field(running_game, gm, api_for):
    response = api_for(gm).post(reverse("api-zat-extend", args=[running_game.pk]),
                                {"hours": 10_000, "reason": "Urlaub"}, format="json")
    assert response.status_code == 400
    assert "hours" in response.json()


@pytest.fixture
def published(running_game, gm, players, api_for, phase):
    submit(api_for(players["france"]), running_game, "A Par - Bur\nA Mar - Burgnd")
    submit(api_for(players["germany"]), running_game, "A Mun - Bur")
    response = api_for(gm).post(reverse("api-process", args=[running_game.pk]),
                                {"reason": "ZAT"}, format="json")
    assert response.status_code == 200, response.json()
    phase.refresh_from_db()
    assert phase.status == Phase.Status.PUBLISHED
    return phase


def test_private_report_parts_go_only_to_their_seat(running_game, players, api_for,
                                                    published):
    url = reverse("api-phase", args=[running_game.pk, published.pk])
    mine = api_for(players["france"]).get(url).json()
    theirs = api_for(players["england"]).get(url).json()
    assert [p["seat"] for p in mine["private_parts"]] == ["france"]
    assert [p["seat"] for p in theirs["private_parts"]] == ["england"]
    assert theirs["result"] is None
    # Orders are public in Diplomacy once the phase is published.
    assert {s["seat"] for s in theirs["submissions"]} >= {"france", "germany"}


def test_the_game_master_reads_the_audit_log(running_game, gm, players, api_for, published):
    log = api_for(gm).get(reverse("api-audit", args=[running_game.pk])).json()
    assert "phase_process_now" in {entry["action"] for entry in log}
    assert api_for(players["france"]).get(
        reverse("api-audit", args=[running_game.pk])).status_code == 403


def test_profile_update_names_a_bad_time_zone(players, api_for):
    response = api_for(players["italy"]).patch(reverse("api-profile"),
                                               {"time_zone": "Mars/Olympus"}, format="json")
    assert response.status_code == 400 and "time_zone" in response.json()


def test_the_schema_and_its_docs_page_are_served_locally(client, db):
    assert client.get(reverse("api-schema")).status_code == 200
    docs = client.get(reverse("api-docs"))
    html = docs.content.decode()
    assert docs.status_code == 200
    assert "swagger-ui" in html and "cdn." not in html and "unpkg" not in html


def test_a_null_character_in_a_lookup_is_404_not_a_database_error(running_game, gm, api_for,
                                                                  client_for):
    api = api_for(gm)
    url = reverse("api-submissions", args=[running_game.pk])
    assert api.get(url, {"seat": "fra\x00nce"}).status_code == 404
    assert api.post(reverse("api-invitation-accept", args=["to\x00ken"])).status_code == 404
    assert client_for(gm).get("/invitations/to%00ken/").status_code == 404


def test_names_used_as_keys_are_checked(running_game, gm, api_for):
    response = api_for(gm).post(reverse("api-schedule", args=[running_game.pk]),
                                {"reason": "x", "phase_hours": {"M\x00": 3}}, format="json")
    assert response.status_code == 400 and "phase_hours" in response.json()


def test_a_forged_token_or_session_cookie_is_refused_not_a_server_error(running_game, client):
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION="Token abc\x00def")
    assert api.get(reverse("api-games")).status_code in (401, 403)
    client.cookies["sessionid"] = "abcdefgh\x00ijkl"
    assert client.get(reverse("home")).status_code == 302  # to the login page


def test_a_null_character_in_a_user_name_is_a_field_error(running_game, gm, api_for):
    response = api_for(gm).post(reverse("api-seat-replace", args=[running_game.pk, "italy"]),
                                {"player": "a\x00b", "reason": "x"}, format="json")
    assert response.status_code == 400 and "player" in response.json()
