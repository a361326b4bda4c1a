"""Queries about the mail a game has sent (the outbox is django-post-office's ``Email`` with
our ``QueuedMail`` beside it)."""

from __future__ import annotations

from post_office.models import Email

from games.models import Game

# What a player answers with "Reply" and may quote back in an order mail.
QUOTABLE = ("turn_report", "receipt", "mail_answer", "reminder", "missed")


def sent_mail_texts(game: Game, address: str, *, limit: int = 3) -> list[str]:
    """The plain text of the last mails of this game sent (or queued) to ``address``."""
    if not address:
        return []
    rows = (Email.objects.filter(queued__game=game, queued__kind__in=QUOTABLE,
                                 to__icontains=address)
            .order_by("-id").values_list("message", "to")[:limit * 3])
    wanted = address.strip().lower()
    return [message for message, to in rows
            if wanted in {a.strip().lower() for a in _addresses(to)} and message][:limit]


def _addresses(to: object) -> list[str]:
    """post_office's ``to`` as a list (the field reads as a list, the column as text)."""
    return [str(a) for a in to] if isinstance(to, list | tuple) else str(to).split(",")
