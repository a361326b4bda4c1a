"""Recording and pruning the multi-account marks (``games.models.access_marks``; issue 27,
item 8). A log-in through the log-in page records, for every game not over in which the user
holds a seat, one keyed hash of the client address and one of the browser's device cookie
for the day. The game master sees the pairs of accounts that share one
(``games.access_selectors.access_hints``); players never do.
"""

from __future__ import annotations

import datetime as dt
import secrets
from typing import Any

from django.conf import settings
from django.utils import timezone
from django.utils.crypto import salted_hmac

from games.models import AccessMark, Game, Seat

DEVICE_COOKIE = "gm_device"
DEVICE_COOKIE_AGE = 2 * 365 * 24 * 3600  # two years: the browser, not the session


def new_device_token() -> str:
    return secrets.token_urlsafe(18)


def mark_digest(kind: str, value: str) -> str:
    """A keyed hash: equal for equal values on this site, useless without its secret key (an
    address cannot be looked up from it by trying all 2^32 of them)."""
    return salted_hmac(f"games.access_marks.{kind}", value).hexdigest()[:32]


def access_record(*, user: Any, address: str | None, device: str | None,
                  today: dt.date | None = None) -> None:
    """Record today's marks of ``user`` in every game not over where they hold a seat (a
    mark already there for the day stays as it is). Nothing at all when ``ACCESS_HINTS`` is
    off."""
    if not settings.ACCESS_HINTS or not getattr(user, "pk", None):
        return
    game_ids = set(Seat.objects.filter(player=user).exclude(game__status=Game.Status.FINISHED)
                   .values_list("game_id", flat=True))
    values = [(AccessMark.Kind.ADDRESS, address), (AccessMark.Kind.DEVICE, device)]
    day = today or timezone.localdate()
    marks = [AccessMark(game_id=game_id, user=user, kind=kind, digest=mark_digest(kind, value),
                        day=day)
             for game_id in sorted(game_ids) for kind, value in values if value]
    AccessMark.objects.bulk_create(marks, ignore_conflicts=True)


def access_marks_prune(*, today: dt.date | None = None) -> int:
    """Delete the marks no hint needs any more: those of games that are over and those older
    than the window. Returns how many were deleted."""
    oldest = (today or timezone.localdate()) - dt.timedelta(
        days=settings.ACCESS_HINTS_WINDOW_DAYS)
    finished = AccessMark.objects.filter(game__status=Game.Status.FINISHED)
    count = finished.delete()[0]
    return count + AccessMark.objects.filter(day__lt=oldest).delete()[0]
