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


def _message(subject: str, text: str, to: str, reply_to: str,
             headers: dict[str, str] | None) -> EmailMultiAlternatives:
    return EmailMultiAlternatives(subject=subject, body=text, to=[to],
                                  reply_to=[reply_to] if reply_to else None,
                                  headers={**OWN_HEADERS, **(headers or {})})


def send(name: str, context: dict[str, Any], to: str, language: str, *, reply_to: str = "",
         headers: dict[str, str] | None = None, time_zone: dt.tzinfo | None = None) -> bool:
    """Render ``emails/<name>.*`` in ``language`` and queue it (``games.emails.outbox``) in the
    caller's transaction; False if there is nobody to send it to. ``reply_to`` is the seat's
    mail address where answering the mail means something. The mail belongs to
    ``context["game"]`` when there is one (the game master's mail page lists it). Times are
    shown in ``time_zone`` (the recipient's: ``time_zone_of(user)``) when given."""
    if not to:
        return False
    subject, text, html = render(name, context, language, time_zone)
    message = _message(subject, text, to, reply_to, headers)
    message.attach_alternative(html, "text/html")
    return queue(message, name, context.get("game"))


def send_deferred(name: str, ref: dict[str, Any], to: str, language: str, *, game: Any,
                  reply_to: str = "") -> bool:
    """``send`` for a mail rendered when it is delivered, not now (the receipt, on the
    submission's request path): the queue row (recipient, headers, ``ref`` — the ids its
    context is read from — and ``language``) is written in the caller's transaction, so the
    mail is as durable as one rendered at once; ``render_deferred`` makes its words from
    ``ref`` with the same templates. ``messages.DEFERRED[name]`` turns ``ref`` into the
    context."""
    from games.emails.outbox import enqueue

    if not to:
        return False
    message = _message("", "", to, reply_to, None)
    # The time zone the mail would have been rendered in now (the request's, which the
    # middleware set from the user's profile), so that times read the same.
    return enqueue(message, kind=name, game=game,
                   deferred={"name": name, "language": language, "ref": ref,
                             "time_zone": timezone.get_current_timezone_name()})


def render_deferred(deferred: dict[str, Any]) -> tuple[str, str, str]:
    """Subject, text and HTML of a mail queued by ``send_deferred``."""
    [words] = render_deferred_many([deferred])
    if isinstance(words, Exception):
        raise words
    return words


def render_deferred_many(
        deferreds: list[dict[str, Any]]) -> list[tuple[str, str, str] | Exception]:
    """``render_deferred`` of several mails (a delivery run's batch), in order: the contexts
    of each kind read together (``messages.DEFERRED``), each mail rendered in its own language
    and time zone. A mail whose context or templates fail gets its exception in its place;
    the others are rendered."""
    from games.emails.messages import DEFERRED

    contexts: list[dict[str, Any] | Exception] = [{} for _ in deferreds]
    kinds: dict[str, list[int]] = {}
    for index, deferred in enumerate(deferreds):
        kinds.setdefault(deferred["name"], []).append(index)
    for name, indexes in kinds.items():
        refs = [deferreds[index]["ref"] for index in indexes]
        try:
            read: list[dict[str, Any] | Exception] = list(DEFERRED[name](refs))
        except Exception:  # one bad ref: read each alone, so only its own mail fails
            read = [_context_or_error(DEFERRED[name], ref) for ref in refs]
        for index, context in zip(indexes, read, strict=True):
            contexts[index] = context
    words: list[tuple[str, str, str] | Exception] = []
    for deferred, context in zip(deferreds, contexts, strict=True):
        if isinstance(context, Exception):
            words.append(context)
            continue
        try:
            with timezone.override(zoneinfo.ZoneInfo(deferred["time_zone"])):
                words.append(render(deferred["name"], context, deferred["language"]))
        except Exception as error:  # a template failing for this mail only
            words.append(error)
    return words


def _context_or_error(read: Any, ref: dict[str, Any]) -> dict[str, Any] | Exception:
    try:
        return read([ref])[0]
    except Exception as error:
        return error


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
