"""Who someone is in a game: one of its game masters, the player of a seat, or a seat's sitter.

Read-only checks that selectors and services both start with; they sit below both (issue 25:
selectors must not import services). ``games.services.access`` hands them on to services
with the audit record GM actions end with.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext as _

from games.errors import NotAllowed
from games.models import Absence, AbsencePolicy, Game, Seat


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
        seat = sitting_seat(user, game)
    return seat


def sitting_seat(user: Any, game: Game, now: dt.datetime | None = None) -> Seat | None:
    """The seat this user sits for in the game right now (an accepted sitter of a current
    absence, in a game whose absences are covered by sitters)."""
    if not getattr(user, "is_authenticated", False) \
            or game.absence_policy != AbsencePolicy.SITTER:
        return None
    absence = (Absence.objects.covering(now or timezone.now())
               .filter(seat__game=game, sitter=user, sitter_accepted_at__isnull=False,
                       seat__player=F("player"))
               .select_related("seat").first())
    return absence.seat if absence else None
