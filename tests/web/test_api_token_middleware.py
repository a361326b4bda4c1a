"""An API request with a token and no session cookie passes the session, authentication and
messages middleware by (``games.middleware``, issue 15); every other request runs them as
before: browser pages, the API with a session (DRF's session scheme comes first and checks
CSRF), the token log-in."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.test import RequestFactory
from django.urls import reverse
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from games.middleware import (
    AuthenticationMiddleware,
    MessageMiddleware,
    SessionMiddleware,
    token_api_request,
)

TOKEN = "Token " + "0" * 40


def _request(path: str, *, token: str | None = None, session: bool = False) -> HttpRequest:
    headers = {"HTTP_AUTHORIZATION": token} if token else {}
    request = RequestFactory().post(path, data="{}", content_type="application/json", **headers)
    if session:
        request.COOKIES[settings.SESSION_COOKIE_NAME] = "abcdefgh12345678"
    return request


@pytest.mark.parametrize(("path", "token", "session", "skipped"), [
    ("/api/games/1/submissions/", TOKEN, False, True),
    ("/api/games/1/submissions/", "token " + "0" * 40, False, True),  # DRF's keyword: any case
    ("/api/games/1/submissions/", TOKEN, True, False),  # a session cookie: the whole chain
    ("/api/games/1/submissions/", None, False, False),  # no token
    ("/api/games/1/submissions/", "Bearer x", False, False),
    ("/games/1/", TOKEN, False, False),  # a page, whatever it carries
    ("/apix/", TOKEN, False, False),
])
def test_which_requests_skip(path, token, session, skipped):
    assert token_api_request(_request(path, token=token, session=session)) is skipped


def _chain() -> object:
    """The three middleware around a view that tells what it found on the request."""
    def view(request: HttpRequest) -> HttpResponse:
        found = [name for name in ("session", "user", "_messages") if hasattr(request, name)]
        return HttpResponse(",".join(found))

    return SessionMiddleware(AuthenticationMiddleware(MessageMiddleware(view)))


def test_a_token_request_meets_no_session_user_or_messages():
    assert _chain()(_request("/api/games/1/submissions/", token=TOKEN)).content == b""


@pytest.mark.parametrize(("path", "token", "session"), [
    ("/api/games/1/submissions/", TOKEN, True),
    ("/api/games/1/submissions/", None, False),
    ("/games/1/", TOKEN, False),
])
def test_every_other_request_has_them(path, token, session):
    answer = _chain()(_request(path, token=token, session=session))
    assert answer.content == b"session,user,_messages"


def test_the_middleware_in_the_settings_are_these():
    # (Django's admin checks find them too: they are subclasses of Django's own.)
    for cls in (SessionMiddleware, AuthenticationMiddleware, MessageMiddleware):
        assert f"{cls.__module__}.{cls.__name__}" in settings.MIDDLEWARE


def test_a_session_wins_over_a_token_as_before(running_game, players, client):
    """DRF's session scheme is asked first: with a session cookie the session's user acts
    (and must send the CSRF token), whatever token the request also carries."""
    token = Token.objects.create(user=players["austria"])
    client.force_login(players["england"])
    answer = client.post(reverse("api-submissions", args=[running_game.pk]),
                         {"text": "F lon - nth"}, content_type="application/json",
                         HTTP_AUTHORIZATION=f"Token {token.key}")
    assert answer.status_code == 201 and answer.json()["seat"] == "england"
    strict = APIClient(enforce_csrf_checks=True)
    strict.force_login(players["england"])
    refused = strict.post(reverse("api-submissions", args=[running_game.pk]),
                          {"text": "F lon - nth"}, format="json",
                          HTTP_AUTHORIZATION=f"Token {token.key}")
    assert refused.status_code == 403 and "CSRF" in refused.json()["detail"]


def test_a_token_request_acts_for_the_token_and_sets_no_cookie(running_game, players):
    token = Token.objects.create(user=players["austria"])
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
    answer = api.post(reverse("api-submissions", args=[running_game.pk]),
                      {"text": "A vie - gal"}, format="json")
    assert answer.status_code == 201 and answer.json()["seat"] == "austria"
    assert not answer.cookies


@pytest.mark.parametrize(("method", "path", "accept"), [
    ("get", "/api/no-such-thing/", "application/json"),  # Django's 404, not DRF's
    ("get", "/api/no-such-thing/", "text/html"),
    ("get", "/api/games/", "text/html"),  # DRF's HTML renderer, if any, reads the user
    ("post", "/api/games/999999/submissions/", "application/json"),
    ("post", "/api/games/999999/submissions/", "text/html"),
])
@pytest.mark.parametrize("key", ["valid", "0" * 40, "x"])
def test_token_requests_without_the_skipped_middleware_never_fail_with_500(
        players, settings, method, path, accept, key):
    """What the skipped middleware would have set (``session``, ``user``, ``_messages``) is
    not read on any answer a token API request can get: unknown paths (Django's 404 page
    with its context processors), DRF's pages, an unknown game, a bad or unknown token."""
    settings.DEBUG = False
    if key == "valid":
        key = Token.objects.create(user=players["austria"]).key
    client = APIClient(raise_request_exception=False)
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    if method == "get":
        answer = client.get(path, HTTP_ACCEPT=accept)
    else:
        answer = client.post(path, data="{}", content_type="application/json",
                             HTTP_ACCEPT=accept)
    assert 200 <= answer.status_code < 500, (answer.status_code, answer.content[:300])
    assert not answer.cookies.get(settings.SESSION_COOKIE_NAME)
