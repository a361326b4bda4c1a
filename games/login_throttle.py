"""Repeated failed log-ins are locked out by django-axes; this module holds the few pieces the
site adds to it: the authentication backend, the client address, and the message.

How it works (settings ``AXES_*`` in ``gamemaster/settings.py``, docs/operations.md): every
failed log-in on the log-in page, Django's admin and ``POST /api/auth/token/`` is counted per
(user name, client address) in axes' ``AccessAttempt`` table. After ``LOGIN_FAILURE_LIMIT``
failures in a row that pair is refused for ``LOGIN_COOLOFF_MINUTES``, even with the right
password, and every try meanwhile starts the wait again, so "wait N minutes" is always true.
A successful log-in clears the count. Counting the pair, not the user name alone, keeps a
stranger from locking a player out of his own account from elsewhere.
"""

from __future__ import annotations

from typing import Any

from axes.backends import AxesStandaloneBackend
from django.conf import settings
from django.http import HttpRequest
from django.utils.translation import ngettext

MAX_RECORDED_USERNAME = 255


class LoginThrottleBackend(AxesStandaloneBackend):
    """axes' backend, first in ``AUTHENTICATION_BACKENDS``: it refuses a locked-out pair
    before the password is checked. A call without a request (the test client's ``login()``,
    a script) is no log-in over the network and passes on to the next backend."""

    def authenticate(self, request: HttpRequest | None, username: str | None = None,
                     password: str | None = None, **kwargs: Any) -> None:
        if request is None:
            return None
        return super().authenticate(request, username=username, password=password, **kwargs)


def recorded_username(request: HttpRequest, credentials: dict[str, Any] | None) -> str | None:
    """The user name a failure is counted under: the one tried, cut to the 255 characters of
    axes' ``AccessAttempt.username`` column. Django's log-in form checks no length before it
    authenticates, and PostgreSQL refuses a longer value (a 500); no account has such a name,
    so the cut never merges two real ones."""
    if credentials:
        name = credentials.get("username")
    else:
        name = getattr(request, "data", request.POST).get("username")
    return name[:MAX_RECORDED_USERNAME] if isinstance(name, str) else None


def client_ip(request: HttpRequest) -> str | None:
    """The address a log-in came from: ``REMOTE_ADDR``, or the header named by
    ``LOGIN_CLIENT_IP_HEADER`` (a ``request.META`` key such as ``HTTP_X_REAL_IP``) when a
    reverse proxy in front of the app sets it. Never trust a header no proxy overwrites: a
    client could then pick a fresh address for every try."""
    header = settings.LOGIN_CLIENT_IP_HEADER
    return (request.META.get(header) if header else None) or request.META.get("REMOTE_ADDR")


def cooloff_seconds() -> int:
    return int(settings.AXES_COOLOFF_TIME.total_seconds())


def lockout_message() -> str:
    """The answer to a locked-out log-in, in the request's language."""
    minutes = max(1, cooloff_seconds() // 60)
    return ngettext(
        "Too many failed log-ins with this user name from your address. Wait %(minutes)d "
        "minute before the next try; every try meanwhile starts the wait again.",
        "Too many failed log-ins with this user name from your address. Wait %(minutes)d "
        "minutes before the next try; every try meanwhile starts the wait again.",
        minutes,
    ) % {"minutes": minutes}
