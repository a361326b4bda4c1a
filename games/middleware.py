"""Per-user page settings: a logged-in user's pages show times in their profile's time zone.

(The language is handled by Django's LocaleMiddleware through the language cookie, which the
login, profile and switcher views keep equal to the profile's language.)

Before it looks at the user, the middleware drops a session cookie that no session key could
look like: Django would otherwise hand it to the database as it is, and PostgreSQL refuses a
NUL character in a query with an error (a 500 for a forged cookie).
"""

from __future__ import annotations

import re
import zoneinfo
from collections.abc import Callable
from importlib import import_module

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils import timezone

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
