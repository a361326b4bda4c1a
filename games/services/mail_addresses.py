"""Seat mail addresses as players see and renew them (the format is in
``games.mail_intake.addresses``)."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils.translation import gettext as _

from games.errors import Conflict, NotAllowed
from games.mail_intake.addresses import address_for, mail_domain, new_nonce
from games.models import Seat


def _require_player(seat: Seat, user: Any) -> None:
    if seat.player_id is None or seat.player_id != getattr(user, "pk", None):
        raise NotAllowed(_("Only the player of %(seat)s has its mail address.")
                         % {"seat": seat.label})


def seat_mail_address(*, seat: Seat, user: Any) -> str:
    """The secret address the seat's player mails orders, press and commands to."""
    _require_player(seat, user)
    return address_for(seat)


@transaction.atomic
def seat_mail_address_renew(*, seat: Seat, user: Any) -> str:
    """A new secret address; the old one stops working at once."""
    _require_player(seat, user)
    if not mail_domain():
        raise Conflict(_("This site takes no mail: it has no mail domain."))
    Seat.objects.filter(pk=seat.pk).update(mail_nonce=new_nonce())
    seat.refresh_from_db(fields=["mail_nonce"])
    return address_for(seat)
