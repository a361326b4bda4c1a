"""What the game master is shown about accounts that may be one person (issue 27, item 8):
pairs of accounts in one game whose log-ins share a keyed address hash or device cookie
within ``ACCESS_HINTS_WINDOW_DAYS``. A hint, never proof (a family, a shared flat, a
university's network): the page says so. Only game masters of the game may read it.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.utils.translation import gettext as _

from games.errors import NotAllowed
from games.models import AccessMark, Game
from games.roles import is_game_master


@dataclass(frozen=True)
class AccessHint:
    first: str  # "username (Seat)"
    second: str
    address_days: int  # days on which both logged in from the same address
    device_days: int  # days on which both used the same browser
    last_day: dt.date


def _labels(game: Game, user_ids: set[int]) -> dict[int, str]:
    """"name (Seat)" for the seats' holders, "name (no longer seated)" for the others."""
    labels = {player_id: f"{username} ({label})" for player_id, username, label in
              game.seats.filter(player_id__in=user_ids)
              .values_list("player_id", "player__username", "label")}
    former = _("no longer seated")
    labels.update({pk: f"{username} ({former})" for pk, username in
                   get_user_model().objects.filter(pk__in=user_ids - set(labels))
                   .values_list("pk", "username")})
    return labels


def _near(days: set[dt.date], others: set[dt.date], window: int) -> set[dt.date]:
    """The days of ``days`` with one of ``others`` at most ``window`` days away."""
    return {day for day in days if any(abs((day - other).days) <= window for other in others)}


def access_hints(game: Game, user: Any) -> list[AccessHint]:
    """The pairs of accounts sharing a mark in ``game``, most recent first. Two marks of one
    kind and digest count for a pair when their days lie within the window of each other."""
    if not is_game_master(user, game):
        raise NotAllowed(_("Only game masters see hints on multiple accounts."))
    if game.status == Game.Status.FINISHED:
        return []
    window = settings.ACCESS_HINTS_WINDOW_DAYS
    seen: dict[tuple[str, str], dict[int, set[dt.date]]] = {}
    for user_id, kind, digest, day in AccessMark.objects.filter(game=game).values_list(
            "user_id", "kind", "digest", "day"):
        seen.setdefault((kind, digest), {}).setdefault(user_id, set()).add(day)
    shared: dict[tuple[int, int], dict[str, set[dt.date]]] = {}
    for (kind, _digest), days_of in seen.items():
        for one, other in combinations(sorted(days_of), 2):
            days = (_near(days_of[one], days_of[other], window)
                    | _near(days_of[other], days_of[one], window))
            if days:
                shared.setdefault((one, other), {}).setdefault(kind, set()).update(days)
    labels = _labels(game, {user_id for pair in shared for user_id in pair})
    hints = [AccessHint(first=labels[one], second=labels[other],
                        address_days=len(kinds.get(AccessMark.Kind.ADDRESS, ())),
                        device_days=len(kinds.get(AccessMark.Kind.DEVICE, ())),
                        last_day=max(max(days) for days in kinds.values()))
             for (one, other), kinds in shared.items()]
    return sorted(hints, key=lambda hint: (hint.last_day, hint.first), reverse=True)
