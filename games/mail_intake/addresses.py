"""Secret per-seat mail addresses: ``g<game id>-<seat id>-<nonce><mac>@<domain>``.

The nonce is stored on the seat (a new one retires the old address); the MAC, an HMAC of game,
seat and nonce under the site's SECRET_KEY, makes an address impossible to guess from another
one. Everything is lower case so that mail systems that fold the local part do no harm.
"""

from __future__ import annotations

import base64
import re
import secrets

from django.conf import settings
from django.utils.crypto import constant_time_compare, salted_hmac

from games.models import Seat

NONCE_LENGTH = 8
MAC_LENGTH = 12
LOCAL = re.compile(
    rf"^g(\d{{1,18}})-(\d{{1,18}})-([a-z2-7]{{{NONCE_LENGTH}}})([a-z2-7]{{{MAC_LENGTH}}})$")


def mail_domain() -> str:
    """The domain of the seat addresses; empty when mail intake is switched off."""
    return settings.GAMEMASTER_MAIL_DOMAIN


def new_nonce() -> str:
    return base64.b32encode(secrets.token_bytes(5)).decode().lower()[:NONCE_LENGTH]


def _mac(game_id: int, seat_id: int, nonce: str) -> str:
    digest = salted_hmac("gamemaster.seat-mail", f"{game_id}:{seat_id}:{nonce}").digest()
    return base64.b32encode(digest).decode().lower()[:MAC_LENGTH]


def seat_nonce(seat: Seat) -> str:
    """The seat's nonce, made on first use (a conditional update: two callers agree)."""
    if not seat.mail_nonce:
        Seat.objects.filter(pk=seat.pk, mail_nonce="").update(mail_nonce=new_nonce())
        seat.mail_nonce = Seat.objects.values_list("mail_nonce", flat=True).get(pk=seat.pk)
    return seat.mail_nonce


def address_for(seat: Seat) -> str:
    """The seat's secret address, or "" when mail intake has no domain."""
    domain = mail_domain()
    if not domain:
        return ""
    nonce = seat_nonce(seat)
    return f"g{seat.game_id}-{seat.pk}-{nonce}{_mac(seat.game_id, seat.pk, nonce)}@{domain}"


def seat_for_address(address: str) -> Seat | None:
    """The seat an address belongs to, or None (unknown, forged, renewed or other domain)."""
    local, _at, domain = (address or "").strip().lower().rpartition("@")
    if not local or domain != mail_domain().lower():
        return None
    local = local.split("+", 1)[0]  # sub-addressing: g1-2-...+anything@domain
    match = LOCAL.match(local)
    if match is None:
        return None
    game_id, seat_id, nonce, mac = int(match[1]), int(match[2]), match[3], match[4]
    if not constant_time_compare(mac, _mac(game_id, seat_id, nonce)):
        return None
    seat = Seat.objects.select_related("game", "player").filter(
        pk=seat_id, game_id=game_id).first()
    if seat is None or not constant_time_compare(seat.mail_nonce, nonce):
        return None
    return seat
