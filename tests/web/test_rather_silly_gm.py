"""The game master's Rather Silly pages and API: Superhirn marks, agreed draws, review flags."""

from __future__ import annotations

from django.urls import reverse

from games import services
from games.models import GmAction
from tests.web.conftest import silly_send


def test_recording_a_draw_needs_a_reason_and_is_logged(silly_game, gm, client_for):
    client = client_for(gm)
    url = reverse("gm-draw", args=[silly_game.pk])
    assert client.get(url).status_code == 200
    refused = client.post(url, {"seats": ["austria", "turkey"]})
    assert refused.status_code == 400 and "reason" in refused.context["form"].errors
    response = client.post(url, {"seats": ["austria", "turkey"], "reason": "beide einverstanden"})
    assert response.status_code == 302
    action = GmAction.objects.get(game=silly_game, action="draw_record")
    assert action.after == {"draw": ["austria", "turkey"]}


def test_marking_without_an_open_question_is_a_conflict(silly_game, gm, client_for):
    client = client_for(gm)
    url = reverse("gm-superhirn", args=[silly_game.pk])
    page = client.get(url).content.decode()
    assert "No Superhirn question is open" in page
    response = client.post(url, {"seats": ["austria"], "reason": "richtig"})
    assert response.status_code == 409
    assert response.context["form"].errors


def test_players_cannot_record_a_draw_through_the_api(silly_game, api_for):
    player = silly_game.seats.get(key="austria").player
    response = api_for(player).post(reverse("api-draw", args=[silly_game.pk]),
                                    {"seats": ["austria"], "reason": "ich gewinne"},
                                    format="json")
    assert response.status_code == 403


def test_the_game_master_records_a_draw_through_the_api(silly_game, gm, api_for):
    response = api_for(gm).post(reverse("api-draw", args=[silly_game.pk]),
                                {"seats": ["austria", "narr"], "reason": "vereinbart"},
                                format="json")
    assert response.status_code == 200
    assert silly_game.phases.get().state["gm"]["draw"] == ["austria", "narr"]


def test_confirming_a_flag_needs_a_result_under_review(silly_game, gm, api_for, client_for):
    response = api_for(gm).post(reverse("api-review-flag-confirm", args=[silly_game.pk, 0]),
                                {"reason": "passt"}, format="json")
    assert response.status_code == 409
    page = client_for(gm).post(reverse("gm-review-flag", args=[silly_game.pk, 0]),
                               {"reason": "passt"})
    assert page.status_code == 409


def test_a_diplomacy_game_has_no_draw_to_record(running_game, gm, api_for):
    response = api_for(gm).post(reverse("api-draw", args=[running_game.pk]),
                                {"seats": ["austria"], "reason": "x"}, format="json")
    assert response.status_code == 400


def test_the_publish_page_names_the_seat_and_reason_of_an_unreadable_order(
        silly_spring, gm, client_for):
    silly_spring.review_before_publish = True
    silly_spring.save(update_fields=["review_before_publish"])
    silly_send(silly_spring, "germany", "orders", "F kie - xyz")
    phase = silly_spring.phases.open().get()
    services.phase_process_now(phase=phase, actor=gm, reason="test")
    page = client_for(gm).get(reverse("gm-publish", args=[silly_spring.pk])).content.decode()
    line = next(row for row in page.splitlines() if "F kie - xyz" in row)
    assert "<strong>Germany</strong>: " in line
    assert "</span> – " in line  # followed by the reason the line could not be read


def test_the_superhirn_marks_arrive_from_the_page_s_seats_and_the_api_s_correct(
        silly_spring, gm, client_for, api_for):
    """One declared action, two channels with their own field names: the page's ticked
    ``seats`` and the API's ``correct`` both become the phase's marks."""
    phase = silly_spring.phases.open().get()
    page = client_for(gm).post(reverse("gm-superhirn", args=[silly_spring.pk]),
                               {"seats": ["narr", "italy"], "reason": "zwei lagen richtig"})
    assert page.status_code == 302
    phase.refresh_from_db()
    assert phase.state["gm"]["superhirn_correct"] == ["italy", "narr"]
    api = api_for(gm)
    url = reverse("api-superhirn-marking", args=[silly_spring.pk])
    misnamed = api.post(url, {"seats": ["austria"], "reason": "nur einer"}, format="json")
    assert misnamed.status_code == 400 and "correct" in misnamed.json()
    answer = api.post(url, {"correct": ["austria"], "reason": "nur einer"}, format="json")
    assert answer.status_code == 200 and answer.json()["id"] == phase.pk
    phase.refresh_from_db()
    assert phase.state["gm"]["superhirn_correct"] == ["austria"]
    logged = GmAction.objects.filter(game=silly_spring, action="superhirn_marking_set")
    assert [a.after for a in logged.order_by("pk")] == [
        {"superhirn_correct": ["italy", "narr"]}, {"superhirn_correct": ["austria"]}]
