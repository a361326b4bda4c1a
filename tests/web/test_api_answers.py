"""The order submission's request path checks its input and writes its answer without building
DRF serializers (issue 15: ``QuickInput``, ``submission_json``); the schema still describes
``SubmissionCreateSerializer`` and ``SubmissionSerializer``. These tests pin that the quick
way and the serializers agree: the same answer for the same submission and viewer (own seat,
a game master, another player in an anonymous game, another time zone), the same verdict and
values for any input, and every bad input still answered by the serializer's own 400."""

from __future__ import annotations

import zoneinfo

from django.utils import timezone, translation
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.api import serializers as s
from games.models import Submission

QUICK = s.QuickInput(s.SubmissionCreateSerializer)


def _both(submission, viewer):
    return (s.submission_json(submission, viewer),
            dict(s.SubmissionSerializer(submission, context={"user": viewer}).data))


def test_the_answer_is_the_serializers_for_every_viewer(running_game, players, gm, api_for):
    api_for(players["austria"]).post(f"/api/games/{running_game.pk}/submissions/",
                                     {"text": "A vie - gal\nF xyz - abc", "wait": True},
                                     format="json")
    api_for(gm).post(f"/api/games/{running_game.pk}/submissions/",
                     {"text": "F lon - nth", "seat": "england"}, format="json")
    running_game.anonymous = True
    running_game.save(update_fields=["anonymous"])
    for submission in Submission.objects.select_related("seat__game", "phase", "submitted_by"):
        for viewer in (players["austria"], players["england"], gm, None):
            for zone in ("UTC", "America/New_York"):
                with timezone.override(zoneinfo.ZoneInfo(zone)), translation.override("de"):
                    quick, slow = _both(submission, viewer)
                assert quick == slow, (submission, viewer, zone)
    # The anonymous game hides Austria's sender from England, not from the game master.
    austrias = Submission.objects.get(seat__key="austria")
    assert s.submission_json(austrias, players["england"])["submitted_by"] == "anonymous"
    assert s.submission_json(austrias, gm)["submitted_by"] == players["austria"].username
    assert s.submission_json(austrias, players["austria"])["wait"] is True


def test_the_api_answers_a_submission_with_the_serializers_shape(running_game, players,
                                                                api_for):
    answer = api_for(players["france"]).post(f"/api/games/{running_game.pk}/submissions/",
                                             {"text": "A par - bur"}, format="json")
    assert answer.status_code == 201
    submission = Submission.objects.get(pk=answer.json()["id"])
    expected = dict(s.SubmissionSerializer(submission,
                                           context={"user": players["france"]}).data)
    assert answer.json() == expected


VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 5), st.floats(allow_nan=False, width=16),
    st.text(max_size=40), st.sampled_from(["", " ", "orders", "true", "off", "A vie - gal",
                                           "x" * 65, "x" * 33, "aus\x00tria", "\ud800"]),
    st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=3), st.integers(),
                                                         max_size=2),
)
BODIES = st.one_of(
    st.dictionaries(st.sampled_from(["text", "kind", "wait", "seat", "other"]), VALUES),
    VALUES,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(BODIES)
def test_the_quick_check_agrees_with_the_serializer(body):
    serializer = s.SubmissionCreateSerializer(data=body)
    valid = serializer.is_valid()
    quick = QUICK(body)
    if valid:
        assert quick == dict(serializer.validated_data)
    else:
        assert quick is None  # the view then answers with the serializer's errors


def test_a_long_text_gets_the_serializers_400(running_game, players, api_for):
    api = api_for(players["italy"])
    url = f"/api/games/{running_game.pk}/submissions/"
    too_long = api.post(url, {"text": "x" * 20_001}, format="json")
    assert too_long.status_code == 400
    assert "20000" in too_long.json()["text"][0]
    missing = api.post(url, {"kind": "orders"}, format="json")
    assert missing.status_code == 400 and missing.json() == {
        "text": ["This field is required."]}
    listed = api.post(url, ["A rom - apu"], format="json")
    assert listed.status_code == 400 and "non_field_errors" in listed.json()
    assert not Submission.objects.exists()
