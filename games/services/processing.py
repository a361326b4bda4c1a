"""Adjudicating a phase exactly once, and publishing its result.

Claim protocol (the database row is the truth, the task only carries an id):

1. ``phase_claim`` is one conditional UPDATE: ``open -> processing`` (or a ``processing`` claim
   older than ``GAMEMASTER_PROCESSING_TIMEOUT_SECONDS``, left by a worker that died), bumping
   ``attempt`` and stamping ``claimed_at``. Exactly one caller can change that row; everybody
   else gets ``None`` and stops.
2. The claimant adjudicates inside a transaction and writes the outcome with another conditional
   UPDATE that requires ``status=processing AND attempt=<its attempt>``. If a slow worker's claim
   was meanwhile taken over, its write changes no row and its transaction is rolled back, so an
   outcome is stored at most once.
3. On an exception the claimant hands the claim back (``processing -> open``) before re-raising,
   so the task's retry (or the next sweep) can claim it again. If the process dies instead, the
   stale-claim rule of step 1 lets the sweep take over.

Failure modes: the rule set raising on every attempt leaves the phase open and due; after
``MAX_ATTEMPTS`` the sweep stops queueing it and the game master sees it in the admin/log.
"""

from __future__ import annotations

import datetime as dt
import logging
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import Exists, F, Max, OuterRef, Q, Subquery
from django.utils import timezone
from django.utils.translation import gettext as _

from games import emails
from games.deadlines import phase_due_at
from games.errors import Conflict
from games.models import Game, Phase, Report, Seat, SeatReport
from games.rulesets import get_ruleset
from games.services.access import gm_action_record, require_game_master, require_reason
from games.services.due import current_submissions, phase_is_due
from games.services.game_end import game_over_tell
from games.services.games import phase_open
from games.services.nmr import report_missed, seats_missed_apply

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 5


class ClaimLost(Exception):
    """Another worker took this phase over; this attempt's work is discarded."""


def stale_before(now: dt.datetime) -> dt.datetime:
    return now - dt.timedelta(seconds=settings.GAMEMASTER_PROCESSING_TIMEOUT_SECONDS)


def phase_claim(
    phase_id: int, now: dt.datetime | None = None, *, force: bool = False
) -> int | None:
    """Claim a phase for adjudication; the attempt number, or None if it is not claimable.

    Unless ``force`` is given (a game master processing by hand), an open phase must be due:
    a task delivered early or for a phase whose ZAT was moved later claims nothing.
    """
    phase = _claim(phase_id, now, force=force)
    return phase.attempt if phase is not None else None


def _claim(phase_id: int, now: dt.datetime | None = None, *, force: bool = False
           ) -> Phase | None:
    """``phase_claim``, returning the claimed phase as it now is (status, attempt, claim
    time), with its game, the game's highest phase index (``top_index``) and whether a
    report of it exists (``has_report``): two queries."""
    now = now or timezone.now()
    phase = (Phase.objects.with_game().filter(pk=phase_id)
             .annotate(top_index=Subquery(Phase.objects.filter(game_id=OuterRef("game_id"))
                                          .order_by("-index").values("index")[:1]),
                       has_report=Exists(Report.objects.filter(phase_id=OuterRef("pk"))))
             .first())
    if phase is None or phase.game.status != Game.Status.RUNNING:
        return None
    if not force and phase.status == Phase.Status.OPEN and not phase_is_due(phase, now):
        return None
    claimable = Q(status=Phase.Status.OPEN) | Q(
        status=Phase.Status.PROCESSING, claimed_at__lt=stale_before(now)
    )
    # Only the phase's own columns in this WHERE: with a join, Django emits "id IN (subquery)",
    # and PostgreSQL re-checks a row it waited for against the new row but not the subquery,
    # so a second racing claim would win too. The attempt read above is part of the WHERE:
    # if this UPDATE changes the row, the attempt is now exactly that plus one (a claim that
    # raced us in between makes it change nothing, and we have no claim).
    changed = Phase.objects.filter(claimable, pk=phase_id, attempt=phase.attempt).update(
        status=Phase.Status.PROCESSING, attempt=F("attempt") + 1, claimed_at=now
    )
    if changed != 1:
        return None
    phase.status, phase.attempt, phase.claimed_at = Phase.Status.PROCESSING, phase.attempt + 1, now
    return phase


def phase_release(phase_id: int, attempt: int) -> bool:
    """Hand a claim back after a failure so a retry can take it at once."""
    return bool(
        Phase.objects.filter(pk=phase_id, status=Phase.Status.PROCESSING, attempt=attempt)
        .update(status=Phase.Status.OPEN, claimed_at=None)
    )


def _apply_nmr(phase: Phase, expected: dict[str, list[str]],
               submitted: dict[str, dict[str, str]], seats: list[Any] | None = None,
               *, by_hand: bool = False) -> list[str]:
    """Count missed phases and apply the game's NMR policy (``games.services.nmr``);
    ``by_hand``: a game master processed the phase before its ZAT (the mails say so)."""
    return seats_missed_apply(phase, expected, submitted, seats, by_hand=by_hand)


def _before_zat(phase: Phase, now: dt.datetime) -> bool:
    """Whether the phase is processed before its ZAT (+ grace) has passed."""
    at = phase_due_at(phase)
    return at is None or at > now


def adjudicate(phase: Phase, submissions: dict[str, dict[str, str]],
               seed_index: int | None = None) -> dict[str, Any]:
    """Run the rule set; the seed is the game's seed plus the phase index, so a re-adjudication
    of the same phase with the same orders gives the same result. ``seed_index``: another
    phase's index to draw from (a roll-forward replays a superseded phase with its seed)."""
    ruleset = get_ruleset(phase.game.ruleset)
    index = phase.index if seed_index is None else seed_index
    outcome = ruleset.adjudicate(phase.state, submissions, phase.game.seed + index)
    return outcome.result


def phase_process(
    *, phase_id: int, now: dt.datetime | None = None, force: bool = False,
    seed_index: int | None = None,
) -> Phase | None:
    """Adjudicate a due phase once. Returns the phase, or None if it is not due or another
    worker has it/had it. ``force`` skips the due check (see :func:`phase_claim`);
    ``seed_index`` goes to :func:`adjudicate` (a roll-forward's).

    Database round trips for a standard phase published at once (pinned by
    tests/platform/test_phase_queries.py): the claim (2), the submissions, the game and its
    seats (locked, with players and profiles), the result written together with the
    publication, the report and its private parts, the next phase, the absences that may
    move its ZAT, the game masters, and every turn-report mail in two bulk inserts: 12."""
    phase = _claim(phase_id, now, force=force)
    if phase is None:
        return None
    attempt = phase.attempt
    early = _before_zat(phase, phase.claimed_at)
    try:
        with transaction.atomic():
            submissions = current_submissions(phase)
            ruleset = get_ruleset(phase.game.ruleset)
            game, seats = _game_and_seats_locked(phase.game_id)
            phase.game = game
            expected = ruleset.expected_submissions(phase.state)
            missed = _apply_nmr(phase, expected, submissions, seats, by_hand=force and early)
            result = adjudicate(phase, submissions, seed_index)
            result.setdefault("nmr", missed)
            result["missed_seats"] = missed  # the platform's own count, whatever the engine says
            processed_at = timezone.now()
            review = game.review_before_publish or ruleset.needs_review(result)
            published_at = None if review else timezone.now()
            written = Phase.objects.filter(
                pk=phase_id, status=Phase.Status.PROCESSING, attempt=attempt
            ).update(
                result=result,
                # Published at once: the result and the publication are one write.
                status=Phase.Status.AWAITING_REVIEW if review else Phase.Status.PUBLISHED,
                processed_at=processed_at,
                published_at=published_at,
                version=F("version") + (1 if review else 2),
            )
            if written != 1:
                raise ClaimLost(phase_id)
            phase.result, phase.processed_at = result, processed_at
            phase.status = Phase.Status.AWAITING_REVIEW
            phase.version += 1
            if early and not force:
                _record_early(phase, game, seats, review)
            if not review:
                _publish(phase, game=game, seats=seats, published_at=published_at)
    except ClaimLost:
        log.warning("phase %s: claim %s was taken over; result discarded", phase_id, attempt)
        return None
    except Exception:
        phase_release(phase_id, attempt)
        raise
    return phase


def _record_early(phase: Phase, game: Game, seats: list[Any], review: bool) -> None:
    """The audit entry of an automatic early adjudication (every seat expected had sent, in
    a game that processes early or a turn-based one), as "Process now" has its own. The log
    names an actor: the game's first game master, on whose settings it ran; the action code
    and the reason say that nobody pressed a button."""
    master = game.game_masters.order_by("pk").first()
    if master is None:
        return
    gm_action_record(game=game, phase=phase, actor=master, action="phase_process_auto",
                     reason="processed by itself: every seat expected had sent",
                     before={"status": "open", "zat": phase.zat.isoformat() if phase.zat
                             else None},
                     after={"status": Phase.Status.AWAITING_REVIEW if review
                            else Phase.Status.PUBLISHED})


def _game_and_seats_locked(game_id: int) -> tuple[Game, list[Any]]:
    """The game and its seats (with players and profiles), both locked, in one query: read
    once for the NMR count, the report and the mails. (PostgreSQL locks no row of the
    outer-joined players: only seats and game are named.)"""
    seats = list(Seat.objects.filter(game_id=game_id).select_for_update(of=("self", "game"))
                 .select_related("game", "player__profile").order_by("pk"))
    if not seats:
        return Game.objects.select_for_update().get(pk=game_id), []
    game = seats[0].game
    for seat in seats:
        seat.game = game  # one game object for all (each row brought its own copy)
    return game, seats


def _publish(phase: Phase, *, game: Game | None = None, seats: list[Any] | None = None,
             published_at: dt.datetime | None = None) -> Phase | None:
    """Report + next phase (or the end of the game); the mails are queued in the same
    transaction and sent after commit. ``game`` (locked) and ``seats`` (with players and
    profiles) when the caller has them; ``published_at`` when the caller has already
    written the phase as published (``phase_process``)."""
    game = game or Game.objects.select_for_update().get(pk=phase.game_id)
    ruleset = get_ruleset(game.ruleset)
    now = published_at or timezone.now()
    if published_at is None:
        changed = Phase.objects.filter(pk=phase.pk, status=Phase.Status.AWAITING_REVIEW).update(
            status=Phase.Status.PUBLISHED, published_at=now, version=F("version") + 1
        )
        if changed != 1:
            raise Conflict(_("Phase %(phase)s is not awaiting review.") % {"phase": phase.label})
    phase.status, phase.published_at = Phase.Status.PUBLISHED, now
    phase.version += 1
    if seats is None:
        seats = list(game.seats.select_related("player__profile").order_by("pk"))
    by_key = {seat.key: seat for seat in seats}
    parts = report_missed(phase, ruleset.split_outcome(phase.state, phase.result), by_key)
    if getattr(phase, "has_report", True):  # a report from an earlier publication goes
        Report.objects.filter(phase=phase).delete()
    report = Report.objects.create(phase=phase, public=parts.public)
    private_parts = SeatReport.objects.bulk_create(
        SeatReport(report=report, seat=by_key[key], private=private)
        for key, private in parts.private.items()
        if key in by_key
    )
    start = ruleset.next_phase(phase.result)
    next_phase = None
    if start is None:
        game.status = Game.Status.FINISHED
        game.winner = phase.result.get("winner") or ""
        game.save(update_fields=["status", "winner"])
    else:
        top = getattr(phase, "top_index", None)
        if top is None:
            top = game.phases.aggregate(m=Max("index"))["m"]
        next_phase = phase_open(game, (top or 0) + 1, start, now)
    phase.game = game
    # Queued with the publication (games.emails.outbox), from what is loaded here.
    emails.send_turn_report_for(phase, report, private_parts, seats, next_phase)
    if start is None:  # the last report first, then the news that the game is over
        game_over_tell(game, phase.result)
    return next_phase


def phase_process_now(*, phase: Phase, actor: Any, reason: str) -> Phase:
    """Adjudicate an open phase before its ZAT (a game master's decision, logged)."""
    require_game_master(actor, phase.game)
    reason = require_reason(reason)
    if phase.status != Phase.Status.OPEN:
        raise Conflict(_("Phase %(phase)s is %(status)s, not open.")
                       % {"phase": phase.label, "status": phase.get_status_display()})
    if phase.game.status == Game.Status.PAUSED:
        raise Conflict(_("“%(game)s” is paused, so its phase cannot be processed now. Resume the "
                         "game first, then press “Process now” again.") % {"game": phase.game.name})
    if phase.game.status != Game.Status.RUNNING:
        raise Conflict(_("“%(game)s” is %(status)s; only a running game's phase can be "
                         "processed.") % {"game": phase.game.name,
                                          "status": phase.game.get_status_display()})
    done = phase_process(phase_id=phase.pk, force=True)
    if done is None:
        raise Conflict(_("Phase %(phase)s is already being adjudicated.")
                       % {"phase": phase.label})
    gm_action_record(game=phase.game, phase=done, actor=actor, action="phase_process_now",
                     reason=reason, before={"status": "open"}, after={"status": done.status})
    return done


def phase_publish(*, phase: Phase, actor: Any, reason: str = "result reviewed") -> Phase | None:
    """Publish a reviewed result: report to everyone, next phase opens. Returns the next phase
    (None when the game is over)."""
    # A with block, not the decorator: mutmut leaves decorated functions unmutated.
    with transaction.atomic():
        require_game_master(actor, phase.game)
        phase = Phase.objects.select_related("game").get(pk=phase.pk)
        if phase.status != Phase.Status.AWAITING_REVIEW:
            raise Conflict(
                _("Phase %(phase)s is %(status)s; only a result awaiting review can be "
                  "published.") % {"phase": phase.label, "status": phase.get_status_display()}
            )
        next_phase = _publish(phase)
        gm_action_record(game=phase.game, phase=phase, actor=actor, action="phase_publish",
                         reason=(reason or "").strip() or "result reviewed",
                         before={"status": "awaiting_review"},
                         after={"status": "published",
                                "next_phase": next_phase.label if next_phase else None})
        return next_phase
