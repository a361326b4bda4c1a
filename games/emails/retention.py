"""How long delivered mail stays: the beat's ``mail_retention_task`` (hourly), nobody runs a
command.

- Delivered mails (post_office ``Email`` rows *sent*, with their ``QueuedMail`` and ``Log``
  rows) go ``MAIL_KEEP_DELIVERED_DAYS`` days after they were sent. Their bodies went already on
  delivery where they render again (``outbox._mark_sent``); the rows stay until then so the game
  master's mail page lists them and can resend them. Queued and failed mails are never
  deleted here.
- A picture (``MailPicture``) no queued mail refers to (a delivered mail whose body was
  dropped refers to none) goes once it was last stored more than
  ``PICTURE_GRACE`` (an hour) ago: the grace covers a transaction that has stored a picture
  and commits its mails after this task read which pictures are referred to
  (``pictures.store`` renews a picture already stored that it refers to).
"""

from __future__ import annotations

import datetime as dt
import logging
from typing import Any

from django.conf import settings
from django.utils import timezone
from post_office.models import STATUS, Email

from games.models import MailPicture, QueuedMail

log = logging.getLogger(__name__)

# Longer than any transaction that queues mails: a mail committed after the retention read
# which pictures are referred to renewed its pictures less than this long ago.
PICTURE_GRACE = dt.timedelta(hours=1)
BATCH = 500  # rows deleted per statement (a long delete would hold the tables)


def _referenced() -> set[str]:
    """The pictures the queue still refers to: mails not delivered, and delivered mails that
    keep their body (the delivered ones that render again have dropped their ``inline``)."""
    referenced: set[str] = set()
    # (a sent mail whose body is gone needs no pictures: the outbox clears its ``inline``
    # after the status, so a worker lost in between leaves it set)
    rows = QueuedMail.objects.exclude(inline=[]).exclude(
        email__status=STATUS.sent, email__message="", email__html_message="")
    for inline in rows.values_list("inline", flat=True).iterator(chunk_size=BATCH):
        referenced.update(image["sha256"] for image in inline or [] if "sha256" in image)
    return referenced


def _delete_in_batches(query: Any) -> int:
    deleted = 0
    while ids := list(query.values_list("pk", flat=True)[:BATCH]):
        deleted += query.model.objects.filter(pk__in=ids).delete()[1].get(
            query.model._meta.label, 0)
    return deleted


def mail_retention(now: dt.datetime | None = None) -> tuple[int, int]:
    """Delete delivered mails older than ``MAIL_KEEP_DELIVERED_DAYS`` and the pictures no mail
    refers to; returns (mails, pictures) deleted."""
    now = now or timezone.now()
    cutoff = now - dt.timedelta(days=settings.MAIL_KEEP_DELIVERED_DAYS)
    mails = _delete_in_batches(Email.objects.filter(status=STATUS.sent, last_updated__lt=cutoff))
    referenced = _referenced()
    stale = MailPicture.objects.filter(stored_at__lt=now - PICTURE_GRACE)
    orphans = [sha for sha in stale.values_list("pk", flat=True) if sha not in referenced]
    pictures = 0
    for start in range(0, len(orphans), BATCH):
        # (stored_at again: a picture renewed since the read above stays)
        pictures += stale.filter(pk__in=orphans[start:start + BATCH]).delete()[0]
    if mails or pictures:
        log.info("mail retention: %s delivered mails, %s pictures deleted", mails, pictures)
    return mails, pictures
