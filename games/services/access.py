"""Who may do what (the checks services start with) and the audit record GM actions end with."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _

from games.errors import InvalidInput, NotAllowed
from games.models import Game, GmAction, Phase, Seat


def is_game_master(user: Any, game: Game) -> bool:
    return game.has_master(user)


def require_game_master(user: Any, game: Game) -> None:
    if not is_game_master(user, game):
        raise NotAllowed(_("Only a game master of “%(game)s” may do this.")
                         % {"game": game.name})


def seat_of(user: Any, game: Game) -> Seat | None:
    """The seat this user currently holds in the game (or sits for), if any."""
    if not getattr(user, "is_authenticated", False):
        return None
    seat = game.seats.filter(player=user).first()
    if seat is None:  # a sitter plays the seat of an absent player (games.services.absences)
        from games.services.absences import sitting_seat

        seat = sitting_seat(user, game)
    return seat


def require_reason(reason: str) -> str:
    reason = (reason or "").strip()
    if not reason:
        raise InvalidInput(
            _("Give a reason: every game-master action is logged with why it was done."),
            field="reason",
        )
    return reason


def gm_action_record(
    *,
    game: Game,
    actor: Any,
    action: str,
    reason: str,
    before: Any = None,
    after: Any = None,
    phase: Phase | None = None,
) -> GmAction:
    """Write one audit row. Callers pass JSON-able before/after snapshots of what changed."""
    return GmAction.objects.create(
        game=game, phase=phase, actor=actor, action=action, reason=reason,
        before=before, after=after,
    )
