"""The periodic sweeps run by Celery beat: find due phases and queue their adjudication, and
send ZAT reminders. Both are safe to run any number of times, by any number of workers."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from games import dispatch, emails
from games.models import Phase, PhaseReminder
from games.rulesets import available_rulesets, get_ruleset
from games.services.due import current_submissions, phase_is_due
from games.services.nmr import phases_wait_for_missing
from games.services.processing import MAX_ATTEMPTS, stale_before


def phases_due(now: dt.datetime | None = None) -> list[Phase]:
    """Open phases past ZAT + grace (or ready early), and stale claims of dead workers."""
    now = now or timezone.now()
    turn_based = [key for key, rules in available_rulesets().items() if rules.turn_based]
    candidates = (
        Phase.objects.of_running_games()
        .with_game()
        .filter(attempt__lt=MAX_ATTEMPTS)
        .filter(
            Q(status=Phase.Status.OPEN, zat__lte=now)
            | Q(status=Phase.Status.OPEN, game__early_processing=True)
            | Q(status=Phase.Status.OPEN, game__ruleset__in=turn_based)
            | Q(status=Phase.Status.PROCESSING, claimed_at__lt=stale_before(now))
        )
        .order_by("zat", "pk")
    )
    return [
        phase for phase in candidates
        if phase.status == Phase.Status.PROCESSING or phase_is_due(phase, now)
    ]


def zat_sweep(now: dt.datetime | None = None) -> list[int]:
    """Queue one adjudication task per due phase (a game has one open phase at a time).
    Games that wait for missing orders first move those ZATs (``games.services.nmr``)."""
    phases_wait_for_missing(now)
    ids = [phase.pk for phase in phases_due(now)]
    for phase_id in ids:
        transaction.on_commit(
            lambda pid=phase_id: dispatch.task(dispatch.PHASE_ADJUDICATE).delay(pid))
    return ids


def _missing_seats(phase: Phase) -> Iterable:
    expected = get_ruleset(phase.game.ruleset).expected_submissions(phase.state)
    submitted = current_submissions(phase)
    for seat in phase.game.seats.filter(player__isnull=False).select_related("player__profile"):
        kinds = expected.get(seat.key, [])
        if any(kind not in submitted.get(seat.key, {}) for kind in kinds):
            yield seat


def _reminders_claim(phase: Phase, seat: object, marks: list[int]) -> bool:
    # One transaction per seat; the unique constraint decides which of two racing sweeps
    # records (and so sends) these reminders.
    try:
        with transaction.atomic():
            PhaseReminder.objects.bulk_create(
                [PhaseReminder(phase=phase, seat=seat, hours_before=h) for h in marks]
            )
    except IntegrityError:
        return False
    return True


def reminders_send_due(now: dt.datetime | None = None) -> int:
    """Remind seats with missing orders at each configured mark before the ZAT, once per mark.

    When the sweep passes several marks at once (e.g. after downtime) only the nearest one is
    mailed; the others are recorded as sent so they never arrive late and out of order.
    """
    now = now or timezone.now()
    marks = sorted(settings.GAMEMASTER_REMINDER_HOURS)
    sent = 0
    phases = Phase.objects.open().of_running_games().with_game().filter(zat__gt=now)
    for phase in phases:
        passed = [h for h in marks if phase.zat - dt.timedelta(hours=h) <= now]
        if not passed:
            continue
        for seat in _missing_seats(phase):
            done = set(PhaseReminder.objects.filter(phase=phase, seat=seat)
                       .values_list("hours_before", flat=True))
            fresh = [h for h in passed if h not in done]
            if not fresh:
                continue
            if _reminders_claim(phase, seat, fresh):
                sent += emails.send_reminder(phase, seat, min(fresh), now)
    return sent


