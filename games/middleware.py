"""Per-user page settings: a logged-in user's pages show times in their profile's time zone.

(The language is handled by Django's LocaleMiddleware through the language cookie, which the
login, profile and switcher views keep equal to the profile's language.)

Before it looks at the user, the middleware drops a session cookie that no session key could
look like: Django would otherwise hand it to the database as it is, and PostgreSQL refuses a
NUL character in a query with an error (a 500 for a forged cookie).

An API request that carries a token (``Authorization: Token ...``) and no session cookie
skips the session, authentication and messages middleware (``SessionMiddleware`` etc.
below): without a session cookie they would find an empty session and an anonymous user,
which DRF's token authentication replaces anyway, and no API view reads the session or
messages. Everything else (browser pages, the API with a session, the token log-in) runs
the whole chain.
"""

from __future__ import annotations

import re
import zoneinfo
from collections.abc import Callable
from functools import partial
from importlib import import_module
from typing import Any

from django.conf import settings
from django.contrib.auth import middleware as auth_middleware
from django.contrib.messages import middleware as messages_middleware
from django.contrib.sessions import middleware as sessions_middleware
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import timezone
from django.utils.functional import SimpleLazyObject

API_PREFIX = "/api/"  # gamemaster/urls.py: path("api/", ...)

# Django makes session keys of lowercase letters and digits; anything else was not made by it.
SESSION_KEY = re.compile(r"[a-z0-9]{8,128}")


def drop_forged_session(request: HttpRequest) -> None:
    key = request.COOKIES.get(settings.SESSION_COOKIE_NAME)
    if key is not None and not SESSION_KEY.fullmatch(key) and hasattr(request, "session"):
        request.session = import_module(settings.SESSION_ENGINE).SessionStore()


class UserTimeZoneMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        drop_forged_session(request)
        user = getattr(request, "user", None)
        profile = getattr(user, "profile", None) if user and user.is_authenticated else None
        if profile is not None:
            try:
                timezone.activate(zoneinfo.ZoneInfo(profile.time_zone))
            except (zoneinfo.ZoneInfoNotFoundError, ValueError):
                timezone.deactivate()
        else:
            timezone.deactivate()
        return self.get_response(request)


def token_api_request(request: HttpRequest) -> bool:
    """An API request that authenticates with its token alone: the token header (the
    keyword in any case, as DRF reads it) and no session cookie."""
    return (request.path_info.startswith(API_PREFIX)
            and request.META.get("HTTP_AUTHORIZATION", "")[:6].lower() == "token "
            and settings.SESSION_COOKIE_NAME not in request.COOKIES)


class _SkippedForTokenApi:
    """Mixed into a middleware that only answers ``process_request`` and
    ``process_response``: a token API request passes it by."""

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if token_api_request(request):
            return self.get_response(request)  # type: ignore[attr-defined]
        return super().__call__(request)  # type: ignore[misc]


class SessionMiddleware(_SkippedForTokenApi, sessions_middleware.SessionMiddleware):
    pass


class AuthenticationMiddleware(_SkippedForTokenApi, auth_middleware.AuthenticationMiddleware):
    """Django's, with the user and the profile read in one statement built once
    (``games.request_user``)."""

    def process_request(self, request: HttpRequest) -> None:
        super().process_request(request)
        request.user = SimpleLazyObject(partial(_request_user, request))


def _request_user(request: HttpRequest) -> Any:
    """As ``django.contrib.auth.middleware.get_user``: asked once per request."""
    if not hasattr(request, "_cached_user"):
        from games.request_user import get_user

        request._cached_user = get_user(request)
    return request._cached_user


class MessageMiddleware(_SkippedForTokenApi, messages_middleware.MessageMiddleware):
    pass


class SiteNotFoundMiddleware:
    """With DEBUG on (the demo of ``scripts/run``) Django answers a page that does not exist
    with its technical page, which lists every URL pattern: a newcomer playing the demo gets the
    site's own 404 page instead, as in production. ``GAMEMASTER_DEBUG_404=1`` keeps Django's
    page for developers who want the URL list."""

    MARKER = b'<meta name="robots" content="NONE,NOARCHIVE">'

    def __init__(self, get_response: Any) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> Any:
        response = self.get_response(request)
        if (response.status_code == 404 and settings.DEBUG
                and not settings.GAMEMASTER_DEBUG_404
                and not getattr(response, "streaming", False)
                and self.MARKER in response.content):
            return render(request, "404.html", status=404)
        return response
