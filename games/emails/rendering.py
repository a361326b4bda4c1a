from __future__ import annotations

import datetime as dt
import zoneinfo
from contextlib import nullcontext
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
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


def send(name: str, context: dict[str, Any], to: str, language: str, *, reply_to: str = "",
         headers: dict[str, str] | None = None, time_zone: dt.tzinfo | None = None) -> bool:
    """Render ``emails/<name>.*`` in ``language`` and queue it (``games.emails.outbox``) in the
    caller's transaction; False if there is nobody to send it to. ``reply_to`` is the seat's
    mail address where answering the mail means something. The mail belongs to
    ``context["game"]`` when there is one (the game master's mail page lists it). Times are
    shown in ``time_zone`` (the recipient's: ``time_zone_of(user)``) when given."""
    if not to:
        return False
    zone = timezone.override(time_zone) if time_zone is not None else nullcontext()
    with translation.override(language), zone:
        context = {**context, "site_url": settings.SITE_URL, "language": language}
        subject = render_to_string(f"emails/{name}.subject.txt", context).strip()
        text = render_to_string(f"emails/{name}.txt", context)
        html = render_to_string(f"emails/{name}.html", context)
    message = EmailMultiAlternatives(subject=" ".join(subject.split()), body=text, to=[to],
                                     reply_to=[reply_to] if reply_to else None,
                                     headers={**OWN_HEADERS, **(headers or {})})
    message.attach_alternative(html, "text/html")
    return queue(message, name, context.get("game"))


def queue(message: EmailMultiAlternatives, kind: str, game: Any = None) -> bool:
    """Put a built message in the durable queue (``games.emails.outbox.enqueue``)."""
    from games.emails.outbox import enqueue
    from games.models import Game

    return enqueue(message, kind=kind, game=game if isinstance(game, Game) else None)


def seat_reply_to(seat: Any) -> str:
    """The seat's secret mail address (answering a mail of ours then reaches the intake), or
    "" when the site takes no mail."""
    from games.mail_intake.addresses import address_for

    return address_for(seat) if seat is not None and seat.player_id else ""


def queue_many(messages: list[EmailMultiAlternatives], kind: str, game: Any = None) -> int:
    """``queue`` for several messages of one kind at once (two bulk inserts); returns how
    many the queue took."""
    from games.emails.outbox import enqueue_many
    from games.models import Game

    return enqueue_many(messages, kind=kind, game=game if isinstance(game, Game) else None)
