"""When a phase may be adjudicated: its ZAT + grace has passed, or (in games that allow early
processing, and in turn-based games) every seat expected to act has submitted and nobody asked
to wait."""

from __future__ import annotations

import datetime as dt

from games.deadlines import phase_due_at
from games.models import Game, Phase, Seat, Submission
from games.rulesets import get_ruleset


def current_submissions(phase: Phase) -> dict[str, dict[str, str]]:
    """{seat key: {kind: text}} from the latest version of every submission.

    Every version's text is read in version order and a later one overwrites an earlier: the
    same answer as ``Submission.objects.current()``, without its correlated subquery and
    without building models (their ``parsed`` readings are not needed): a quarter of the CPU
    (issue 26, item 5; a phase has a few versions per seat)."""
    texts: dict[str, dict[str, str]] = {}
    for key, kind, text in (Submission.objects.filter(phase_id=phase.pk).order_by("version")
                            .values_list("seat__key", "kind", "raw_text")):
        texts.setdefault(key, {})[kind] = text
    return texts


def seats_not_blocking(game: Game) -> set[str]:
    """Seats whose missing orders hold nothing up: in civil disorder, or nobody's."""
    return set(
        game.seats.filter(status=Seat.Status.CIVIL_DISORDER).values_list("key", flat=True)
    ) | set(game.seats.filter(player__isnull=True).values_list("key", flat=True))


def phase_ready_early(phase: Phase) -> bool:
    """Every seat expected to act has its current submission and nobody asked to wait.
    A seat in civil disorder (or without a player) holds nothing up."""
    expected = get_ruleset(phase.game.ruleset).expected_submissions(phase.state)
    if not expected:
        return False
    submitted = current_submissions(phase)
    idle = seats_not_blocking(phase.game)
    if any(kind not in submitted.get(seat, {}) for seat, kinds in expected.items()
           if seat not in idle for kind in kinds):
        return False
    return not phase.submissions.current().filter(wait=True).exists()


def processes_when_ready(phase: Phase) -> bool:
    """A game set to process early, or a turn-based game (a turn ends when the seats on
    turn have acted)."""
    return phase.game.early_processing or get_ruleset(phase.game.ruleset).turn_based


def phase_is_due(phase: Phase, now: dt.datetime) -> bool:
    at = phase_due_at(phase)
    if at is not None and at <= now:
        return True
    return processes_when_ready(phase) and phase_ready_early(phase)
