"""The words of a mail: its templates rendered in the recipient's language and time zone.

The bottom of ``games.emails``: it queues nothing (``sending`` does) and knows no kind of mail
(``deferred`` and the mail modules do), so everything else here may use it.
"""

from __future__ import annotations

import datetime as dt
import zoneinfo
from contextlib import nullcontext
from typing import Any

from django.conf import settings
from django.template.loader import render_to_string
from django.utils import timezone, translation


def language_of(user: Any) -> str:
    profile = getattr(user, "profile", None) if user is not None else None
    return profile.language if profile else settings.LANGUAGE_CODE


def time_zone_of(user: Any) -> zoneinfo.ZoneInfo:
    name = getattr(getattr(user, "profile", None), "time_zone", "") or settings.TIME_ZONE
    try:
        return zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return zoneinfo.ZoneInfo(settings.TIME_ZONE)


def wants(user: Any, preference: str) -> bool:
    """Whether the user opted in to this kind of mail (everything is on until they opt out)."""
    profile = getattr(user, "profile", None)
    try:
        return bool(getattr(profile, preference)) if profile else True
    except AttributeError:
        return True


# Every mail we send says it was sent by a machine (RFC 3834), so that auto-responders stay
# quiet and the mail intake never answers a mail of ours that comes back.
OWN_HEADERS = {"Auto-Submitted": "auto-generated", "X-Gamemaster-Mail": "1"}


def render(name: str, context: dict[str, Any], language: str,
           time_zone: dt.tzinfo | None = None) -> tuple[str, str, str]:
    """Subject, text and HTML of ``emails/<name>.*`` in ``language``, times shown in
    ``time_zone`` when given (else the active one)."""
    zone = timezone.override(time_zone) if time_zone is not None else nullcontext()
    with translation.override(language), zone:
        context = {**context, "site_url": settings.SITE_URL, "language": language}
        subject = render_to_string(f"emails/{name}.subject.txt", context).strip()
        text = render_to_string(f"emails/{name}.txt", context)
        html = render_to_string(f"emails/{name}.html", context)
    return " ".join(subject.split()), text, html
