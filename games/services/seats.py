"""Who sits where: assigning, replacing and the holding history."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from games.emails import notices
from games.errors import Conflict, InvalidInput
from games.models import Seat, SeatHolding
from games.services.access import gm_action_record, require_game_master, require_reason


def _seat_snapshot(seat: Seat) -> dict[str, Any]:
    return {"seat": seat.key, "player": seat.player.get_username() if seat.player else None,
            "status": seat.status}


def seat_take(seat: Seat, player: Any, reason: str) -> Seat:
    """Give a seat to a player, closing the previous holding. No permission check: callers do."""
    if not getattr(player, "pk", None) or not player.is_active:
        raise InvalidInput(_("Choose an active user as the player."), field="player")
    other = seat.game.seats.filter(player=player).exclude(pk=seat.pk).first()
    if other:
        raise InvalidInput(
            _("%(player)s already plays %(other)s in this game.")
            % {"player": player.get_username(), "other": other.label}, field="player"
        )
    now = timezone.now()
    SeatHolding.objects.filter(seat=seat, ended_at__isnull=True).update(ended_at=now)
    SeatHolding.objects.create(seat=seat, player=player, started_at=now, reason=reason)
    seat.player = player
    seat.status = Seat.Status.PLAYING
    seat.missed_phases = 0
    seat.seeking_player = False
    seat.save(update_fields=["player", "status", "missed_phases", "seeking_player"])
    return seat


def _locked(seat: Seat) -> Seat:
    # of=("self",): PostgreSQL cannot lock the nullable side (player) of the outer join.
    return (
        Seat.objects.select_for_update(of=("self",))
        .select_related("game", "player")
        .get(pk=seat.pk)
    )


@transaction.atomic
def seat_assign(*, seat: Seat, player: Any, actor: Any, reason: str = "seat assigned") -> Seat:
    """Put a player into a vacant seat."""
    require_game_master(actor, seat.game)
    reason = require_reason(reason)
    seat = _locked(seat)
    if seat.player_id is not None:
        raise Conflict(
            _("%(seat)s is held by %(player)s; replace the player instead.")
            % {"seat": seat.label, "player": seat.player.get_username()},
            field="seat",
        )
    before = _seat_snapshot(seat)
    seat_take(seat, player, reason)
    gm_action_record(game=seat.game, actor=actor, action="seat_assign", reason=reason,
                     before=before, after=_seat_snapshot(seat))
    notices.send_seat_assigned(seat)
    return seat


@transaction.atomic
def seat_replace(*, seat: Seat, player: Any, actor: Any, reason: str) -> Seat:
    """Hand a seat (held or in civil disorder) to another player; the history is kept."""
    require_game_master(actor, seat.game)
    reason = require_reason(reason)
    seat = _locked(seat)
    if seat.player_id == player.pk:
        raise InvalidInput(_("%(player)s already holds %(seat)s.")
                           % {"player": player.get_username(), "seat": seat.label},
                           field="player")
    before = _seat_snapshot(seat)
    previous = seat.player
    seat_take(seat, player, reason)
    gm_action_record(game=seat.game, actor=actor, action="seat_replace", reason=reason,
                     before=before, after=_seat_snapshot(seat))
    seat_replaced_tell(seat, previous)
    return seat


def seat_replaced_tell(seat: Seat, previous: Any) -> None:
    """A seat changed hands: everybody, the previous and the new player are told."""
    notices.send_seat_replaced(seat, previous)
