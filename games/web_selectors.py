"""Read-side helpers the web layer needs that ``games.selectors`` does not (yet) offer.

Same rule as there: each function checks who is asking before it returns anything.
"""

from __future__ import annotations

from typing import Any

from django.utils import timezone
from django.utils.translation import gettext as _

from games.errors import NotFound
from games.models import Game, Invitation, Phase, Seat
from games.roles import require_game_master
from games.rulesets import get_ruleset
from games.rulesets.base import SubmissionKind


def invitation_by_token(token: str) -> Invitation:
    """The invitation behind an e-mailed link; the token itself is the permission."""
    if "\x00" in token:  # PostgreSQL refuses NUL in a query; no token contains one
        raise NotFound(_("This invitation link is not valid; ask the game master for a new one."))
    invitation = (
        Invitation.objects.select_related("seat__game", "invited_by").filter(token=token).first()
    )
    if invitation is None:
        raise NotFound(_("This invitation link is not valid; ask the game master for a new one."))
    return invitation


def gm_overview(game: Game, user: Any) -> dict[str, Any]:
    """What the game master's page shows: seats, open invitations, every phase (also undone)."""
    require_game_master(user, game)
    now = timezone.now()
    return {
        "game": game,
        "ruleset_name": get_ruleset(game.ruleset).name,
        "seats": list(game.seats.select_related("player")),
        "invitations": list(
            Invitation.objects.filter(seat__game=game, accepted_at__isnull=True,
                                      expires_at__gt=now).select_related("seat")
        ),
        "phases": list(game.phases.order_by("index")),
        "current": game.phases.live().order_by("-index").first(),
        "awaiting_review": game.phases.filter(status=Phase.Status.AWAITING_REVIEW).first(),
    }


def submission_kinds_for(phase: Phase | None, seat: Seat | None) -> list[SubmissionKind]:
    """What this seat may send in this phase (orders first), as the rule set declares it;
    required kinds only where the rule set expects them from the seat in this phase."""
    if phase is None or seat is None:
        return []
    return get_ruleset(phase.game.ruleset).open_kinds(phase.state, phase.phase_type, seat.key)


def expected_seats(phase: Phase | None) -> set[str]:
    """Seats the rule set expects something from in this phase (the others have nothing to
    order, e.g. no dislodged unit in a retreat phase)."""
    if phase is None or not phase.state:
        return set()
    return {seat for seat, kinds in
            get_ruleset(phase.game.ruleset).expected_submissions(phase.state).items() if kinds}


def recent_turns(game: Game, user: Any, count: int = 6,
                 viewer: Any = None) -> list[dict[str, Any]]:
    """The last published turns (newest first), each as :func:`selectors.phase_record` gives
    it to this viewer: the public report and only the viewer's own private part."""
    from games import selectors

    viewer = viewer if viewer is not None else selectors.viewer_for(game, user)
    phases = (game.phases.filter(status=Phase.Status.PUBLISHED).select_related("game", "report")
              .order_by("-index")[:count])
    return [selectors.phase_record(phase, user, viewer) for phase in phases]


def _line_errors(submission: Any) -> list[dict[str, Any]]:
    """The lines of a submission the rule set could not read: ``{"number", "line", "error",
    "suggestion"}`` (numbered from 1, as the player's feedback counts them)."""
    if submission is None:
        return []
    lines = (submission.parsed or {}).get("lines") or []
    return [{"number": number, "line": item.get("line", ""), "error": item["error"],
             "suggestion": item.get("suggestion")}
            for number, item in enumerate(lines, start=1)
            if isinstance(item, dict) and item.get("error")]


def gm_console(game: Game, user: Any, phase: Phase | None) -> dict[str, Any]:
    """The game master's view of one phase: every seat's boxes with their current text (the
    secrets included), who has not sent what the rule set expects, and the draft result's
    review flags (numbered as the confirm service counts them)."""
    from games.models import Submission

    require_game_master(user, game)
    if phase is None:
        return {"phase": None, "rows": [], "missing": [], "flags": [], "result": None}
    ruleset = get_ruleset(game.ruleset)
    expected = ruleset.expected_submissions(phase.state) if phase.state else {}
    current = {(s.seat_id, s.kind): s for s in
               Submission.objects.filter(phase=phase).current().select_related("submitted_by")
               .prefetch_related("inbound_mails")}
    rows, missing = [], []
    for seat in game.seats.select_related("player").order_by("pk"):
        boxes = []
        for kind in submission_kinds_for(phase, seat):
            sub = current.get((seat.pk, kind.key))
            needed = kind.key in expected.get(seat.key, [])
            boxes.append({"kind": kind, "submission": sub, "expected": needed,
                          "errors": _line_errors(sub)})
            if needed and sub is None:
                missing.append({"seat": seat, "kind": kind})
        rows.append({"seat": seat, "boxes": boxes,
                     "error_count": sum(len(box["errors"]) for box in boxes),
                     "missing_count": sum(1 for box in boxes
                                          if box["expected"] and box["submission"] is None)})
    result = phase.result or None
    flags = [{"index": i, **flag} for i, flag in enumerate((result or {}).get("review_flags")
                                                           or [])]
    return {"phase": phase, "rows": rows, "missing": missing, "flags": flags, "result": result}
