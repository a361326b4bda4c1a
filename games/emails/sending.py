"""Queueing a mail: built from its rendered words and written to the durable queue
(``games.emails.outbox``) in the caller's transaction.

Every mail module sends through here; it sits above the outbox, which never imports it back.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.core.mail import EmailMultiAlternatives
from django.utils import timezone

from games.emails.outbox import enqueue, enqueue_many
from games.emails.rendering import OWN_HEADERS, render


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
    ``ref`` with the same templates. ``deferred.CONTEXTS[name]`` turns ``ref`` into the
    context."""
    if not to:
        return False
    message = _message("", "", to, reply_to, None)
    # The time zone the mail would have been rendered in now (the request's, which the
    # middleware set from the user's profile), so that times read the same.
    return enqueue(message, kind=name, game=game,
                   deferred={"name": name, "language": language, "ref": ref,
                             "time_zone": timezone.get_current_timezone_name()})


def queue(message: EmailMultiAlternatives, kind: str, game: Any = None) -> bool:
    """Put a built message in the durable queue (``games.emails.outbox.enqueue``)."""
    from games.models import Game

    return enqueue(message, kind=kind, game=game if isinstance(game, Game) else None)


def seat_reply_to(seat: Any) -> str:
    """The seat's secret mail address (answering a mail of ours then reaches the intake), or
    "" when the site takes no mail."""
    from games.mail_intake.addresses import address_for

    return address_for(seat) if seat is not None and seat.player_id else ""


def queue_many(messages: list[EmailMultiAlternatives], kind: str, game: Any = None, *,
               refs: list[dict[str, Any]] | None = None) -> int:
    """``queue`` for several messages of one kind at once (two bulk inserts); returns how
    many the queue took. ``refs``: per message, what renders it again after delivery."""
    from games.models import Game

    return enqueue_many(messages, kind=kind, game=game if isinstance(game, Game) else None,
                        refs=refs)
