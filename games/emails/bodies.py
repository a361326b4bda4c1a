"""A queued mail's words: rendered when it was queued, on its delivery (a deferred mail, the
receipt of a submission: ``games.emails.deferred``), or again after delivery dropped them (the
game master's resend). The outbox (``games.emails.outbox``) sends what ``build`` makes and
fills deferred rows with ``fill``; the game master's mail page reads ``words`` and ``dropped``
and writes a resent mail's words back with ``refill``."""

from __future__ import annotations

from functools import lru_cache

from django.core.exceptions import ObjectDoesNotExist
from django.core.mail import EmailMultiAlternatives
from django.db import connection
from post_office.models import Email

from games.emails import deferred as deferred_mails
from games.emails import pictures as mail_pictures
from games.models import QueuedMail

DEFERRED = "deferred"  # the key of a mail rendered on delivery in post_office's ``context``
# Kinds whose body is dropped after delivery and rendered again from ``QueuedMail.ref`` by
# the game master's resend (``games.services.mails``); deferred mails (receipts) too.
REBUILT_KINDS = frozenset({"turn_report"})


def _has_words(email: Email) -> bool:
    return bool(email.message or email.html_message)


def _to_render(email: Email) -> bool:
    """A deferred mail not rendered yet, or whose body was dropped after delivery."""
    return (email.context or {}).get(DEFERRED) is not None and not _has_words(email)


def words(email: Email) -> tuple[str, str, str]:
    """Subject, text and HTML of a queued mail, rendering a deferred one (not saved); a mail
    whose body was dropped after delivery and that is not deferred has its subject only."""
    if not _to_render(email):
        return email.subject, email.message, email.html_message
    return deferred_mails.render_deferred(email.context[DEFERRED])


def fill(emails: list[Email]) -> dict[int, Exception]:
    """Render the deferred mails among ``emails`` into their rows (on their first delivery,
    and again on a resend after their body was dropped; their contexts read together), saved
    in one update; returns the mails whose rendering failed, with the error. They keep their
    ``context``: it renders them again after delivery (``_mark`` drops their body)."""
    deferred = [email for email in emails if _to_render(email)]
    if not deferred:
        return {}
    failed, rendered = {}, []
    made = deferred_mails.render_deferred_many([email.context[DEFERRED] for email in deferred])
    for email, result in zip(deferred, made, strict=True):
        if isinstance(result, Exception):
            failed[email.pk] = result
            continue
        email.subject, email.message, email.html_message = result
        rendered.append(email)
    if rendered:
        with connection.cursor() as cursor:  # one statement for the batch (executemany)
            cursor.executemany(_words_sql(), [(e.subject, e.message, e.html_message, e.pk)
                                              for e in rendered])
    return failed


@lru_cache(maxsize=1)
def _words_sql() -> str:
    """``UPDATE`` of one mail's words, made once from the model's metadata: what
    ``Email.objects.filter(pk=...).update(...)`` writes, without the ORM building a statement
    per mail (or a ``CASE`` per mail and field: ``bulk_update``)."""
    q, meta = connection.ops.quote_name, Email._meta
    words = ", ".join(f"{q(meta.get_field(name).column)} = %s"
                      for name in ("subject", "message", "html_message"))
    return f"UPDATE {q(meta.db_table)} SET {words} WHERE {q(meta.pk.column)} = %s"


def _queued_of(email: Email) -> QueuedMail | None:
    try:
        return email.queued
    except ObjectDoesNotExist:  # an Email written by something else than ``enqueue``
        return None


def inline_of(email: Email) -> list[dict[str, str]]:
    queued = _queued_of(email)
    return queued.inline if queued is not None else []


def droppable(email: Email) -> bool:
    """Whether ``email``'s body can go once it is delivered: it renders again from what its
    rows keep (a deferred mail from its ``context``, a kind of ``REBUILT_KINDS`` from its
    ``QueuedMail.ref``). Other mails keep their words (docs/mail.md)."""
    if (email.context or {}).get(DEFERRED) is not None:
        return True
    queued = _queued_of(email)
    return queued is not None and queued.kind in REBUILT_KINDS and bool(queued.ref)


def dropped(email: Email) -> bool:
    """Whether ``email`` was delivered and its body dropped (the resend renders it again)."""
    return not _has_words(email) and droppable(email) and not _to_render(email)


def refill(email: Email, message: EmailMultiAlternatives) -> None:
    """Write ``message`` (a mail whose body was dropped, rendered again: the game master's
    resend) into ``email``'s rows: its words and pictures; recipient and headers (its
    Message-ID) stay as they were queued."""
    pictures: dict[str, bytes] = {}
    inline = mail_pictures.inline_entries(message, pictures)
    mail_pictures.store(pictures)
    html = next((body for body, mime in message.alternatives if mime == "text/html"), "")
    Email.objects.filter(pk=email.pk).update(subject=message.subject, message=message.body,
                                             html_message=html)
    QueuedMail.objects.filter(email_id=email.pk).update(inline=inline)


def build(email: Email) -> EmailMultiAlternatives:
    """The message to send, rebuilt from the row (the map inline, ``multipart/related``)."""
    headers = dict(email.headers or {})
    reply_to = [a.strip() for a in headers.pop("Reply-To", "").split(",") if a.strip()]
    message = EmailMultiAlternatives(subject=email.subject, body=email.message,
                                     from_email=email.from_email, to=list(email.to),
                                     reply_to=reply_to or None, headers=headers)
    if email.html_message:
        message.attach_alternative(email.html_message, "text/html")
    for image in inline_of(email):
        # related(alternative(text, html), image): the HTML's cid: reference finds the image.
        message.mixed_subtype = "related"
        message.attach(mail_pictures.part(image))
    return message
