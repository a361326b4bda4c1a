"""Celery tasks: thin wrappers that pass an id to a service. The services hold the safety
(claims, idempotence); these only add retries."""

from __future__ import annotations

import logging

from celery import shared_task

from games.services import (
    mail_inbox_sweep,
    phase_process,
    press_digest_send,
    reminders_send_due,
    zat_sweep,
)

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
def press_digest_task() -> int:
    return press_digest_send()
