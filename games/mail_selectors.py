"""Queries about the mail a game has sent (the outbox is django-post-office's ``Email`` with
our ``QueuedMail`` beside it)."""

from __future__ import annotations

from collections.abc import Callable

from post_office.models import Email

from games.models import Game

# What a player answers with "Reply" and may quote back in an order mail.
QUOTABLE = ("turn_report", "receipt", "mail_answer", "reminder", "missed")


def sent_mail_texts(game: Game, address: str, *, limit: int = 3,
                    text_again: Callable[[Email], str] | None = None) -> list[str]:
    """The plain text of the last mails of this game sent (or queued) to ``address``.
    ``text_again`` gives the text of a mail without one in its row (rendered on delivery, or
    its body dropped after delivery; "" if it cannot); without it such mails are left out."""
    if not address:
        return []
    rows = (Email.objects.filter(queued__game=game, queued__kind__in=QUOTABLE,
                                 to__icontains=address)
            .select_related("queued").order_by("-id")[:limit * 3])
    wanted = address.strip().lower()
    texts = []
    for email in rows:
        if wanted not in {a.strip().lower() for a in _addresses(email.to)}:
            continue
        text = email.message or (text_again(email) if text_again is not None else "")
        if text:
            texts.append(text)
        if len(texts) == limit:
            break
    return texts


def _addresses(to: object) -> list[str]:
    """post_office's ``to`` as a list (the field reads as a list, the column as text)."""
    return [str(a) for a in to] if isinstance(to, list | tuple) else str(to).split(",")
