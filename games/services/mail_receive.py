"""Mail intake: one raw mail in, the same services as the web called, one answer out.

Order of checks (each stops the mail before anything of the game is stored or said):
a mail already stored (same Message-ID) is skipped; a mail that is not a mail is kept as
``malformed``; an automatic mail (auto-reply, bounce, list, our own) is kept as ``ignored``
and never answered; a mail to no valid seat address is kept as ``unknown`` and a mail from an
address other than the seat's player's (unless the game allows any sender) as
``wrong_sender``, both with their envelope only and no answer, so a guessed or stale
address reveals nothing. Only then is the text read and every box, press block and command
handed to the services, each in its own savepoint, so that one refused box does not undo
another. The answer goes to the player's own address in their language, with the reading of
every line as the web shows it and the stored version numbers.
"""

from __future__ import annotations

import logging
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import translation
from django.utils.translation import gettext as _

from games import emails
from games.emails.rendering import language_of
from games.mail_intake.addresses import seat_for_address
from games.mail_intake.parse import MailParts, envelope, message_key, read_mail
from games.models import InboundMail
from games.services.mail_actions import mail_act

log = logging.getLogger(__name__)


def _own_addresses() -> set[str]:
    return {settings.DEFAULT_FROM_EMAIL.lower(), settings.SERVER_EMAIL.lower()}


def _keep(**fields: Any) -> InboundMail | None:
    """Store an audit row once; a second delivery of the same mail stores nothing."""
    try:
        with transaction.atomic():
            return InboundMail.objects.create(**fields)
    except IntegrityError:
        return None


def _envelope_fields(parts: MailParts, transport: str) -> dict[str, Any]:
    return {"message_key": parts.message_key, "message_id": parts.message_id,
            "transport": transport, "sender": parts.sender[:254],
            "recipient": (parts.recipients[0] if parts.recipients else "")[:254],
            "subject": parts.subject, "size": parts.size}


def mail_receive(*, raw: bytes, transport: str = "pipe") -> InboundMail | None:
    """Read one mail; returns its audit row, or None if it was stored before."""
    max_bytes = settings.GAMEMASTER_MAIL_MAX_BYTES
    try:
        parts = read_mail(raw, own_addresses=_own_addresses(), max_bytes=max_bytes)
    except Exception as error:  # MailUnreadable, or anything the parsers choke on: the
        # mail is kept as "malformed" and never retried (else it would stay in the inbox)
        head = envelope(raw)
        key = message_key(raw, str(head.get("Message-ID", "")))
        return _keep(message_key=key, message_id=str(head.get("Message-ID", ""))[:255],
                     transport=transport, size=len(raw), status=InboundMail.Status.MALFORMED,
                     note=str(error)[:500])
    if InboundMail.objects.filter(message_key=parts.message_key).exists():
        return None
    base = _envelope_fields(parts, transport)
    seat = next((s for s in map(seat_for_address, parts.recipients) if s is not None), None)
    if parts.automatic:
        return _keep(**base, status=InboundMail.Status.IGNORED, note=parts.automatic,
                     game=seat.game if seat else None, seat=seat)
    if seat is None:
        return _keep(**base, status=InboundMail.Status.UNKNOWN)
    player = seat.player
    from_player = player is not None and parts.sender == (player.email or "").lower()
    if player is None or not (from_player or seat.game.mail_any_sender):
        return _keep(**base, status=InboundMail.Status.WRONG_SENDER, game=seat.game, seat=seat)
    base["recipient"] = next(r for r in parts.recipients if seat_for_address(r) == seat)
    with translation.override(language_of(player)), transaction.atomic():
        inbound = _keep(**base, status=InboundMail.Status.PROCESSED, game=seat.game,
                        seat=seat)
        if inbound is None:
            return None
        if parts.size > max_bytes:
            inbound.status = InboundMail.Status.TOO_LARGE
            inbound.reading = {"error": _(
                "Your mail has %(size)d KB; send at most %(max)d KB: plain text, without "
                "attachments.") % {"size": parts.size // 1024, "max": max_bytes // 1024}}
        else:
            inbound.text = parts.text
            inbound.reading = mail_act(inbound, seat, player, parts)
        inbound.answered = emails.send_mail_answer(inbound)
        inbound.save()
    log.info("inbound mail %s: %s", inbound.pk, inbound.status)
    return inbound
