"""The roll-forward's page and API (one declaration, ``games.gm_actions``): the preview with its
diff, the confirmation, the next phase offered, the refusals, who may (issue 27, item 4)."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from games import services
from games.models import GmAction, Phase, Submission
from tests.platform.rollforward_story import FALL, SPRING, play, roll_back_after_two_phases


@pytest.fixture
def rolled_back(running_game, gm, frozen):
    return roll_back_after_two_phases(running_game, gm)


def test_the_control_page_offers_roll_forward_only_when_there_is_something(
        running_game, gm, client_for, frozen):
    page = client_for(gm)
    control = reverse("gm-game", args=[running_game.pk])
    assert 'id="rollforward-link"' not in page.get(control).content.decode()
    roll_back_after_two_phases(running_game, gm)
    assert 'id="rollforward-link"' in page.get(control).content.decode()


def test_the_page_shows_the_diff_and_rolls_forward_then_offers_the_next(
        rolled_back, gm, players, client_for):
    game, spring, fall = rolled_back
    france = game.seats.get(key="france")
    services.orders_submit(seat=france, user=players["france"], text="A par - pic")
    page = client_for(gm)
    url = reverse("gm-rollforward", args=[game.pk])
    html = page.get(url).content.decode()
    assert 'data-seat="france" data-action="kept"' in html
    assert "france A pic" in html  # the unit the newer orders put there, in the diff
    assert f'name="source" value="{spring.pk}"' in html

    # "Preview" with France ticked: the superseded orders replace the newer ones, no diff.
    html = page.post(url, {"action": "preview", "overwrite": ["france"], "reason": "",
                           "source": spring.pk}).content.decode()
    assert 'data-seat="france" data-action="replaced"' in html
    assert 'id="rollforward-same"' in html

    answer = page.post(url, {"action": "apply", "reason": "replay", "source": spring.pk})
    assert answer.status_code == 302 and answer["Location"] == url  # the next one follows
    replayed = Phase.objects.get(pk=GmAction.objects.get(action="phase_rollforward").phase_id)
    assert replayed.status == Phase.Status.PUBLISHED
    newest = Submission.objects.filter(phase=replayed, seat=france).order_by("-version")[0]
    assert newest.raw_text == "A par - pic"  # kept: not ticked this time
    html = page.get(url).content.decode()
    assert f'name="source" value="{fall.pk}"' in html

    # A second click on the old page (its source is Spring) is refused, nothing stored.
    answer = page.post(url, {"action": "apply", "reason": "again", "source": spring.pk})
    assert answer.status_code == 409
    assert "moved on" in answer.content.decode()
    assert GmAction.objects.filter(action="phase_rollforward").count() == 1


def test_nothing_to_roll_forward_is_a_409_with_the_reason(running_game, gm, client_for,
                                                           api_for, frozen):
    play(running_game, SPRING, gm)
    answer = client_for(gm).get(reverse("gm-rollforward", args=[running_game.pk]))
    assert answer.status_code == 409
    assert "Nothing to roll forward" in answer.content.decode()
    answer = api_for(gm).post(reverse("api-rollforward", args=[running_game.pk]),
                              {"reason": "x"}, format="json")
    assert answer.status_code == 409
    assert "Nothing to roll forward" in json.dumps(answer.json())


def test_the_api_previews_then_rolls_forward(rolled_back, gm, api_for):
    game, spring, fall = rolled_back
    api = api_for(gm)
    url = reverse("api-rollforward", args=[game.pk])
    preview = api.post(url, {"preview": True}, format="json")
    assert preview.status_code == 200
    body = preview.json()
    assert (body["applied"], body["source"]["id"], body["diff"]) == (False, spring.pk, [])
    assert body["remaining"] == 1
    assert not GmAction.objects.filter(action="phase_rollforward").exists()
    assert api.post(url, {}, format="json").status_code == 400  # a reason is needed
    done = api.post(url, {"reason": "replay", "source": spring.pk}, format="json").json()
    assert done["applied"] and done["phase"]["status"] == "published"
    assert done["next_phase"]["label"] == fall.label
    replayed = Phase.objects.get(pk=done["phase"]["id"])
    assert replayed.result["orders"] == spring.result["orders"]
    second = api.post(url, {"reason": "replay"}, format="json").json()
    copied = Submission.objects.filter(phase_id=second["phase"]["id"])
    assert {(s.seat.key, s.raw_text) for s in copied} == set(FALL.items())


def test_a_player_gets_403_on_page_and_api(rolled_back, players, client_for, api_for):
    game, spring, _fall = rolled_back
    player = players["france"]
    assert client_for(player).get(
        reverse("gm-rollforward", args=[game.pk])).status_code == 403
    assert client_for(player).post(reverse("gm-rollforward", args=[game.pk]),
                                   {"action": "apply", "reason": "me"}).status_code == 403
    url = reverse("api-rollforward", args=[game.pk])
    assert api_for(player).post(url, {"preview": True}, format="json").status_code == 403
    assert api_for(player).post(url, {"reason": "me"}, format="json").status_code == 403
    assert not GmAction.objects.filter(action="phase_rollforward").exists()
    assert game.phases.get(status=Phase.Status.OPEN).label == spring.label


def test_the_page_speaks_german(rolled_back, gm, players, client_for):
    """Every word of the page from the German catalog (the language walk's checks: no English
    msgid of the catalog, no internal key, the terms table)."""
    from tests.web.language_walk import problems

    game, _spring, _fall = rolled_back
    france = game.seats.get(key="france")
    services.orders_submit(seat=france, user=players["france"], text="A par - pic")
    page = client_for(gm)
    page.cookies["django_language"] = "de"
    html = page.get(reverse("gm-rollforward", args=[game.pk])).content.decode()
    assert "Befehle und ihr Ergebnis" in html and "Versorgungszentren von" not in html
    assert "Vorwärts wiederholen und veröffentlichen" in html
    assert problems("rollforward", html, "de", "diplomacy") == []
    control = page.get(reverse("gm-game", args=[game.pk])).content.decode()
    assert ">Vorwärts wiederholen</a>" in control


def test_a_result_the_rule_set_flags_waits_for_the_publish_page(rolled_back, gm, client_for,
                                                                monkeypatch):
    from games.rulesets.diplomacy.ruleset import DiplomacyRuleSet

    monkeypatch.setattr(DiplomacyRuleSet, "needs_review", lambda self, result: True)
    game, spring, _fall = rolled_back
    answer = client_for(gm).post(reverse("gm-rollforward", args=[game.pk]),
                                 {"action": "apply", "reason": "replay", "source": spring.pk})
    assert answer.status_code == 302
    assert answer["Location"] == reverse("gm-publish", args=[game.pk])
    replayed = Phase.objects.get(pk=GmAction.objects.get(action="phase_rollforward").phase_id)
    assert replayed.status == Phase.Status.AWAITING_REVIEW
    assert not GmAction.objects.filter(action="phase_publish").exists()
