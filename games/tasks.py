"""Celery tasks: thin wrappers that pass an id to a service. The services hold the safety
(claims, idempotence); these only add retries."""

from __future__ import annotations

import logging

from celery import shared_task
from post_office.models import STATUS

from games.emails import outbox
from games.emails.retention import mail_retention
from games.services import (
    mail_inbox_sweep,
    mail_prune,
    phase_process,
    press_digest_send,
    reminders_send_due,
    zat_sweep,
)
from games.services.access_marks import access_marks_prune

log = logging.getLogger(__name__)


@shared_task(
    acks_late=True,
    autoretry_for=(Exception,),
    retry_backoff=5,
    retry_jitter=False,
    max_retries=3,
)
def phase_adjudicate(phase_id: int) -> str:
    """Adjudicate one phase; a duplicate delivery finds the phase already claimed and stops."""
    phase = phase_process(phase_id=phase_id)
    return "done" if phase is not None else "skipped"


@shared_task
def zat_sweep_task() -> list[int]:
    return zat_sweep()


@shared_task
def reminders_sweep_task() -> int:
    return reminders_send_due()


@shared_task
def mail_inbox_task() -> int:
    """Read the seat addresses' inbox (a Maildir under var/ by default, or IMAP)."""
    return mail_inbox_sweep()


@shared_task
def mail_prune_task() -> list[int]:
    """Prune the inbound-mail audit: rows beyond GAMEMASTER_MAIL_KEEP, messages as received
    older than GAMEMASTER_MAIL_RAW_DAYS (also when mail comes by the MTA pipe, no sweep)."""
    return list(mail_prune())


@shared_task
def access_marks_prune_task() -> int:
    """Delete the multi-account marks of games that are over and those older than
    ACCESS_HINTS_WINDOW_DAYS (games.services.access_marks)."""
    return access_marks_prune()


@shared_task
def press_digest_task() -> int:
    return press_digest_send()


@shared_task(bind=True, acks_late=True, max_retries=3)
def mail_deliver_task(self, email_id: int) -> str:
    """Send one queued mail; an SMTP failure is retried after 1, 2 and 4 minutes, then left to
    the sweep (``MAIL_QUEUE_MAX_ATTEMPTS``) and the game master's resend. A redelivery after a
    lost worker finds the mail sent (nothing to do) or still queued (sent now)."""
    status = outbox.deliver(email_id)
    if status == STATUS.failed:
        raise self.retry(countdown=60 * 2 ** self.request.retries)
    return "sent" if status == STATUS.sent else "nothing to do"


@shared_task(bind=True, acks_late=True, max_retries=3)
def mail_deliver_many_task(self, email_ids: list[int]) -> str:
    """Send several queued mails in one batch (a phase's turn reports: ``outbox.schedule_many``);
    the ones that failed are retried, alone, after 1, 2 and 4 minutes, then left to the sweep
    and the game master's resend. A redelivery after a lost worker finds each mail sent,
    claimed (the sweep takes it over) or still queued (sent now)."""
    statuses = outbox.deliver_many(email_ids)
    failed = [pk for pk, status in statuses.items() if status == STATUS.failed]
    if failed:
        raise self.retry(args=[failed], countdown=60 * 2 ** self.request.retries)
    sent = sum(status == STATUS.sent for status in statuses.values())
    return f"{sent} sent"


@shared_task
def mail_queue_sweep_task() -> int:
    """Send what is still queued (its task was lost) and retry failed mails with attempts left."""
    return outbox.sweep()


@shared_task
def mail_retention_task() -> list[int]:
    """Delete delivered mails older than MAIL_KEEP_DELIVERED_DAYS and pictures no mail refers
    to (``games.emails.retention``)."""
    return list(mail_retention())


@shared_task(acks_late=True)
def mail_deliver_run_task() -> int:
    """Send every mail waiting for a delivery run (the receipts: ``outbox.schedule_run``), in
    one batch (``outbox.deliver_batch``; a full batch publishes the next run); a failed one is
    retried by the sweep. A redelivery after a lost worker sends what is left."""
    return outbox.deliver_run()
