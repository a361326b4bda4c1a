"""Inviting someone to a seat by an e-mailed link, and taking the seat with it."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from games import emails
from games.errors import Conflict, InvalidInput, NotFound
from games.models import Invitation, Seat
from games.services.access import gm_action_record, require_game_master, require_reason
from games.services.seats import seat_take

INVITATION_DAYS = 14


@transaction.atomic
def invitation_create(
    *, seat: Seat, email: str, actor: Any, reason: str = "player invited",
    valid_days: int = INVITATION_DAYS,
) -> Invitation:
    """Invite an e-mail address to a vacant seat; the link is mailed once this commits."""
    require_game_master(actor, seat.game)
    reason = require_reason(reason)
    email = (email or "").strip()
    try:
        validate_email(email)
    except ValidationError:
        raise InvalidInput(_("%(email)s is not an e-mail address.") % {"email": repr(email)},
        field="email") from None
    if seat.player_id is not None:
        raise Conflict(_("%(seat)s is already taken; replace the player instead.")
                       % {"seat": seat.label},
                       field="seat")
    invitation = Invitation.objects.create(
        seat=seat, email=email, invited_by=actor,
        expires_at=timezone.now() + dt.timedelta(days=valid_days),
    )
    gm_action_record(game=seat.game, actor=actor, action="invitation_create", reason=reason,
                     after={"seat": seat.key, "email": email})
    emails.send_invitation(invitation.pk)
    return invitation


@transaction.atomic
def invitation_accept(*, token: str, user: Any) -> Seat:
    """Take the invited seat. The link works once and until it expires."""
    try:
        invitation = (
            Invitation.objects.select_for_update()
            .select_related("seat__game")
            .get(token=token)
        )
    except Invitation.DoesNotExist:
        raise NotFound(
            _("This invitation link is not valid; ask the game master for a new one.")
        ) from None
    if invitation.accepted_at is not None:
        raise Conflict(_("This invitation has already been used."))
    if invitation.expires_at < timezone.now():
        raise Conflict(_("This invitation has expired; ask the game master for a new one."))
    seat = Seat.objects.select_for_update().select_related("game").get(pk=invitation.seat_id)
    if seat.player_id is not None:
        raise Conflict(_("%(seat)s has been given to someone else meanwhile.")
                       % {"seat": seat.label})
    seat_take(seat, user, f"accepted the invitation sent to {invitation.email}")
    invitation.accepted_at = timezone.now()
    invitation.accepted_by = user
    invitation.save(update_fields=["accepted_at", "accepted_by"])
    return seat
