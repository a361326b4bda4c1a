"""Deep, huge and undecodable JSON bodies: a 4xx naming the fault on every endpoint, anonymous or
not, never the ``RecursionError`` 500 DRF's own parser gave for ``'[' * 1000``."""

from __future__ import annotations

import json

import pytest
from django.test import Client
from rest_framework.test import APIClient

from games.api.parsers import MAX_DEPTH, nesting_depth
from tools.attack_surface import BODY_METHODS, all_endpoints

DEEP_BODIES = {
    "arrays": "[" * 1000,
    "objects": '{"a":' * 1000,
    "closed arrays": "[" * 5000 + "]" * 5000,
    "deep inside a valid field": '{"text": "x", "reason": ' + "[" * 900 + "]" * 900 + "}",
}
DEPTH_MESSAGE = "levels deep; at most 32 levels are accepted"


@pytest.fixture
def path_values(running_game):
    return {"game_id": running_game.pk, "phase_id": running_game.phases.get().pk,
            "seat": "france", "token": "no-such-token", "index": 0, "option": 0,
            "kind": "orders"}


def _body_routes():
    return [(endpoint, method) for endpoint in all_endpoints()
            for method in endpoint.methods if method in BODY_METHODS]


@pytest.mark.parametrize(("shape", "body"), DEEP_BODIES.items(), ids=list(DEEP_BODIES))
def test_deep_json_is_a_400_or_a_refusal_on_every_endpoint_for_anyone(
        shape, body, path_values, api_for, gm, players):
    callers = {"anonymous": APIClient(), "game master": api_for(gm),
               "player": api_for(players["france"])}
    answers = {}
    for endpoint, method in _body_routes():
        for who, client in callers.items():
            response = client.generic(method, endpoint.path(path_values), body,
                                      content_type="application/json")
            answers[(endpoint.route, method, who)] = response.status_code
            assert response.status_code < 500, (endpoint.route, method, who)
            if response.status_code == 400 and endpoint.is_api:
                assert DEPTH_MESSAGE in response.json()["detail"], (endpoint.route, who)
    # The endpoints the issue measured read the body before anything else refuses it.
    for route, method, who in [
            ("api/auth/token/", "POST", "anonymous"), ("api/games/", "POST", "player"),
            ("api/games/<id:game_id>/submissions/", "POST", "player"),
            ("api/games/<id:game_id>/submissions/check/", "POST", "player"),
            ("api/profile/", "PATCH", "player"), ("api/games/<id:game_id>/pause/", "POST",
                                                  "game master")]:
        assert answers[(route, method, who)] == 400, (route, who)


def test_json_within_the_depth_limit_is_read_as_before(running_game, api_for, players):
    nested = {"text": "A Par - Bur", "extra": json.loads("[" * 30 + "]" * 30)}
    response = api_for(players["france"]).post(
        f"/api/games/{running_game.pk}/submissions/check/", nested, format="json")
    assert response.status_code == 200 and response.json()["ok"] is True


def test_brackets_inside_strings_are_no_nesting(running_game, api_for, players):
    text = "[" * 5000 + '\\"{' * 1000
    response = api_for(players["france"]).post(
        f"/api/games/{running_game.pk}/submissions/check/", {"text": text}, format="json")
    assert response.status_code == 200 and response.json()["ok"] is False


def test_a_body_past_the_upload_limit_is_a_413_naming_the_limit(
        running_game, api_for, players, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 10_000
    response = api_for(players["france"]).post(
        f"/api/games/{running_game.pk}/submissions/check/",
        json.dumps({"text": "x" * 20_000}), content_type="application/json")
    assert response.status_code == 413
    assert "larger than 10000 bytes" in response.json()["detail"]


def test_a_body_that_is_not_utf8_is_a_400(running_game, api_for, players):
    response = api_for(players["france"]).generic(
        "POST", f"/api/games/{running_game.pk}/submissions/check/", b'{"text": "\xff\xfe"}',
        content_type="application/json")
    assert response.status_code == 400
    assert "not utf-8 text" in response.json()["detail"]


def test_a_lone_surrogate_escape_is_a_400_not_a_500(running_game, api_for, gm):
    """An invalid choice is echoed in DRF's error message; with a lone surrogate in it the
    answer could not be encoded (the schedule endpoint's 500 the hostile-input test found).
    A surrogate pair (an emoji) is text and still read."""
    url = f"/api/games/{running_game.pk}/schedule/"
    response = api_for(gm).generic("POST", url, b'{"nmr_policy": "x\\ud800", "reason": "r"}',
                                   content_type="application/json")
    assert response.status_code == 400
    assert "lone surrogate" in response.json()["detail"]
    paired = api_for(gm).generic("POST", url,
                                 b'{"nmr_policy": "x\\ud83d\\ude00", "reason": "r"}',
                                 content_type="application/json")
    assert paired.status_code == 400 and "nmr_policy" in paired.json()


def test_page_forms_posted_deep_json_answer_without_a_server_error(running_game, players):
    """The pages read forms, not JSON: such a body is an empty form."""
    client = Client()
    client.force_login(players["france"])
    for path in (f"/games/{running_game.pk}/orders/", f"/games/{running_game.pk}/orders/check/",
                 "/accounts/login/", "/accounts/profile/"):
        response = client.post(path, "[" * 1000, content_type="application/json")
        assert response.status_code < 500, path


@pytest.mark.parametrize(("text", "depth"), [
    ("1", 0), ("[]", 1), ('{"a": [1, {"b": []}]}', 4), ('["[[[["]', 1),
    ('["\\"[[["]', 1), ("[" * 40, 40), ('"unterminated [[[', 3),
])
def test_nesting_depth_counts_brackets_outside_strings(text, depth):
    assert nesting_depth(text) == depth


def test_the_limit_is_far_above_the_deepest_body_the_api_takes():
    deepest = {"reason": "x", "submissions": {"austria": {"wormhole_vote": "lon - mos"}}}
    assert nesting_depth(json.dumps(deepest)) == 3 < MAX_DEPTH
