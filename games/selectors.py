"""Read side: what a viewer may see of games, positions, submissions and past phases.

Visibility rule (enforced here, in one place): a game master of a game sees everything in it;
a player sees public data, their own seat's submissions and private report parts, and other
seats' submissions only of kinds that are public after the phase, once the phase is published.
Nobody else sees any submission or private part.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db.models import Prefetch, Q, QuerySet
from django.utils import translation

from games.errors import NotAllowed
from games.models import Game, GmAction, Phase, Seat, SeatReport, Submission
from games.rulesets import get_ruleset
from games.rulesets.base import GAME_MASTER, Visibility
from games.services.access import is_game_master, seat_of
from games.services.schedule import phase_due_at


@dataclass(frozen=True)
class Viewer:
    user: Any
    is_gm: bool
    seat: Seat | None

    def may_see_seat(self, seat_id: int) -> bool:
        return self.is_gm or (self.seat is not None and self.seat.pk == seat_id)

    @property
    def key(self) -> str | None:
        """How a rule set's ``view`` and ``picture`` name this viewer: ``"gm"``, the seat's
        key, or None (someone who may see only what is public)."""
        if self.is_gm:
            return GAME_MASTER
        return self.seat.key if self.seat is not None else None


def state_view(game: Game, state: dict[str, Any] | None, viewer: Viewer,
               lang: str | None = None) -> dict[str, Any] | None:
    """A phase state as ``viewer`` may see it, by the rule set's one ``view`` function (None
    for games that show no state beyond the position table)."""
    if not state:
        return None
    return get_ruleset(game.ruleset).view(state, viewer.key,
                                          lang=lang or translation.get_language() or "en")


def viewer_for(game: Game, user: Any) -> Viewer:
    return Viewer(user=user, is_gm=is_game_master(user, game), seat=seat_of(user, game))


def games_for_user(user: Any) -> QuerySet[Game]:
    """Games the user masters or plays in, newest first, with seats and players loaded."""
    if not getattr(user, "is_authenticated", False):
        return Game.objects.none()
    return (
        Game.objects.filter(Q(game_masters=user) | Q(seats__player=user))
        .distinct()
        .prefetch_related(
            Prefetch("seats", queryset=Seat.objects.select_related("player")),
            "game_masters",
        )
    )


def current_phase(game: Game) -> Phase | None:
    """The newest phase that a rollback has not undone."""
    return game.phases.live().order_by("-index").first()


def game_position(game: Game, user: Any) -> dict[str, Any]:
    """The board of the current phase, the seats, and who has submitted (not what)."""
    viewer = viewer_for(game, user)
    phase = current_phase(game)
    seats = list(game.seats.select_related("player"))
    submitted: set[int] = set()
    if phase is not None:
        submitted = set(
            Submission.objects.filter(phase=phase).values_list("seat_id", flat=True).distinct()
        )
    board = get_ruleset(game.ruleset).describe_board(phase.state) if phase else []
    return {
        "game": game,
        "viewer": viewer,
        "phase": phase,
        "view": state_view(game, phase.state, viewer) if phase else None,
        "due_at": phase_due_at(phase) if phase else None,
        "board": board,
        "seats": [
            {
                "seat": seat,
                "player": seat.player,
                "status": seat.status,
                "has_submitted": seat.pk in submitted,
                "is_mine": viewer.seat is not None and viewer.seat.pk == seat.pk,
            }
            for seat in seats
        ],
    }


def submission_history(seat: Seat, user: Any, phase: Phase | None = None) -> QuerySet[Submission]:
    """Every version a seat submitted (newest first), for the seat's player and the GMs."""
    if not viewer_for(seat.game, user).may_see_seat(seat.pk):
        raise NotAllowed(f"Only the player of {seat.label} and the game masters see its orders.")
    versions = Submission.objects.filter(seat=seat).select_related("phase", "submitted_by")
    if phase is not None:
        versions = versions.filter(phase=phase)
    return versions.order_by("-phase__index", "kind", "-version")


def current_submission(
    phase: Phase, seat: Seat, user: Any, kind: str = "orders"
) -> Submission | None:
    if not viewer_for(seat.game, user).may_see_seat(seat.pk):
        raise NotAllowed(f"Only the player of {seat.label} and the game masters see its orders.")
    return (
        Submission.objects.filter(phase=phase, seat=seat, kind=kind).order_by("-version").first()
    )


def _visible_submissions(phase: Phase, viewer: Viewer) -> list[Submission]:
    current = list(Submission.objects.filter(phase=phase).current().select_related("seat"))
    if viewer.is_gm:
        return current
    kinds = {k.key: k for k in get_ruleset(phase.game.ruleset).submission_kinds()}
    # Published at some time: a phase rolled back while under review never was.
    published = phase.published_at is not None
    visible = []
    for sub in current:
        kind = kinds.get(sub.kind)
        public = (kind is not None and kind.visibility == Visibility.PUBLIC_AFTER_PHASE
                  and published)
        if public or viewer.may_see_seat(sub.seat_id):
            visible.append(sub)
    return visible


def phase_record(phase: Phase, user: Any) -> dict[str, Any]:
    """One phase as this viewer may see it: status, submissions, report and private parts.

    An unpublished result is shown to game masters only."""
    viewer = viewer_for(phase.game, user)
    report = getattr(phase, "report", None) if phase.status != Phase.Status.OPEN else None
    private: list[SeatReport] = []
    if report is not None:
        parts = report.private_parts.select_related("seat")
        private = [p for p in parts if viewer.may_see_seat(p.seat_id)]
    return {
        "phase": phase,
        "viewer": viewer,
        "submissions": _visible_submissions(phase, viewer),
        "public": report.public if report else None,
        "private_parts": private,
        "result": phase.result if viewer.is_gm else None,
    }


def phase_history(game: Game, user: Any, include_superseded: bool = False) -> list[dict[str, Any]]:
    """Past (published) phases, oldest first, each as :func:`phase_record` gives it."""
    phases = game.phases.select_related("game", "report").order_by("index")
    statuses = [Phase.Status.PUBLISHED]
    if include_superseded:
        statuses.append(Phase.Status.SUPERSEDED)
    return [phase_record(phase, user) for phase in phases.filter(status__in=statuses)]


def gm_actions(game: Game, user: Any) -> QuerySet[GmAction]:
    if not is_game_master(user, game):
        raise NotAllowed("Only game masters see the game-master log.")
    return game.gm_actions.select_related("actor", "phase")
