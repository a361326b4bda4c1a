"""The API's token lookup (``CheckedTokenAuthentication``, its SQL written once for speed,
issue 15) answers as DRF's does: the token's user; a token nobody holds or a user who is no
longer active is refused with DRF's words (403: the session is the first scheme named)."""

from __future__ import annotations

from django.urls import reverse
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient


def _with(key: str) -> APIClient:
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return api


def test_a_token_finds_its_user_and_nobody_else(running_game, gm, players):
    token = Token.objects.create(user=players["austria"])
    mine = _with(token.key).get(reverse("api-games"))
    assert mine.status_code == 200 and [g["id"] for g in mine.json()] == [running_game.pk]
    unknown = _with("0" * 40).get(reverse("api-games"))
    assert unknown.status_code in (401, 403) and unknown.json()["detail"] == "Invalid token."


def test_a_user_no_longer_active_is_refused(running_game, players):
    token = Token.objects.create(user=players["austria"])
    players["austria"].is_active = False
    players["austria"].save()
    answer = _with(token.key).get(reverse("api-games"))
    assert answer.status_code in (401, 403)
    assert answer.json()["detail"] == "User inactive or deleted."
