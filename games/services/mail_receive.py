"""Mail intake: one raw mail in, the same services as the web called, one answer out.

Order of checks (each stops the mail before anything of the game is stored or said):
a mail already stored (same Message-ID) is skipped; a mail that is not a mail is kept as
``malformed``; an automatic mail (auto-reply, bounce, list, our own) is kept as ``ignored``
and never answered; a mail to no valid seat address is kept as ``unknown`` and a mail from an
address other than the seat's player's (unless the game allows any sender) as
``wrong_sender``, both without an answer and nothing of the game stored, so a guessed or
stale address reveals nothing. The sender is the player's when ``From`` is the player's
registered address, whole and compared case-insensitively (``_sender_may_act``). Only then
is the text read and every box, press block and command handed to the services
(``mail_act``), each in its own savepoint, so that one refused box does not undo another.
The answer goes to the player's own address in their language, with the reading of every
line as the web shows it and the stored version numbers.

Every mail to a seat address is kept as received (``InboundRaw``, in the transaction of its
audit row) unless it is above ``GAMEMASTER_MAIL_MAX_BYTES``: then the audit says it was not
kept. A mail to no seat keeps its envelope only, so that random spam cannot fill the database.

Whatever a mail's bytes do to the readers or the services, ``mail_receive`` stores an audit row
for it (``malformed``, with a note naming only the kind of failure) and returns: the only
exception it lets out is the database's own when the database cannot be reached, so that the
MTA pipe and the inbox sweeps retry exactly then, and never a mail for its content.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

from django.conf import settings
from django.db import IntegrityError, InterfaceError, OperationalError, connection, transaction
from django.utils import translation
from django.utils.translation import gettext as _

from games import emails
from games.emails.rendering import language_of
from games.mail_intake.addresses import seat_for_address
from games.mail_intake.parse import (
    RECIPIENT_HEADERS,
    MailParts,
    MailUnreadable,
    addresses,
    automatic_reason,
    envelope,
    header,
    message_key,
    read_mail,
)
from games.models import InboundMail, Seat
from games.models.inbound import InboundRaw, storable_text
from games.services.mail_actions import mail_act

log = logging.getLogger(__name__)


def database_reachable() -> bool:
    """Whether the database answers (a fresh connection is tried outside a transaction): a
    database error with the database up is the mail's doing, not an outage."""
    try:
        if connection.connection is not None and connection.is_usable():
            return True
        if connection.in_atomic_block:
            return False
        connection.close()
        connection.ensure_connection()
        return True
    except (OperationalError, InterfaceError):
        return False


def _database_down(error: Exception) -> bool:
    return isinstance(error, OperationalError | InterfaceError) and not database_reachable()


def _where(error: Exception) -> str:
    """The kind of a failure and where it happened, for the log and the audit note: never the
    exception's message, which may quote the mail (a press text, an address)."""
    frame = error.__traceback__
    while frame is not None and frame.tb_next is not None:
        frame = frame.tb_next
    place = f" at {frame.tb_frame.f_code.co_filename.rsplit('/', 1)[-1]}:{frame.tb_lineno}" \
        if frame is not None else ""
    return f"{type(error).__name__}{place}"


def _own_addresses() -> set[str]:
    return {settings.DEFAULT_FROM_EMAIL.lower(), settings.SERVER_EMAIL.lower()}


def _kept(raw: bytes) -> tuple[bytes | None, str]:
    """The raw mail to keep and the audit's note when it is too large to keep."""
    max_bytes = settings.GAMEMASTER_MAIL_MAX_BYTES
    if len(raw) > max_bytes:
        return None, f"not kept: larger than {max_bytes // 1024} KB"
    return raw, ""


def _keep(raw: bytes | None = None, **fields: Any) -> InboundMail | None:
    """Store an audit row (and the raw mail beside it) once; a second delivery of the same
    mail stores nothing."""
    try:
        with transaction.atomic():
            inbound = InboundMail.objects.create(**fields)
            if raw is not None:
                InboundRaw.keep(inbound, raw)
            return inbound
    except IntegrityError:
        return None


def _storable_parts(parts: MailParts) -> MailParts:
    """The parts with every string storable (no NUL, ...): what the services store of a box
    or a press text must go into the database as well as the audit row does."""
    changes: dict[str, Any] = {}
    for field in dataclasses.fields(parts):
        value = getattr(parts, field.name)
        if isinstance(value, str):
            changes[field.name] = storable_text(value)
        elif isinstance(value, tuple) and all(isinstance(item, str) for item in value):
            changes[field.name] = tuple(storable_text(item) for item in value)
    return dataclasses.replace(parts, **changes)


def _seat_of(recipients: tuple[str, ...]) -> tuple[str, Seat | None]:
    """The first recipient that is a seat address, and its seat."""
    for address in recipients:
        seat = seat_for_address(address)
        if seat is not None:
            return address, seat
    return "", None


def _sender_may_act(sender: str, seat: Seat) -> bool:
    """Whether a mail to the seat from ``sender`` (the address of its ``From``, lower-cased by
    the reader) is read and answered: the seat has a player, and ``sender`` is that player's
    registered address or the game takes mail from any sender. The address is compared whole,
    never a part of it, and without regard to case: RFC 5321 (2.4) makes the domain
    case-insensitive and leaves the local part to the receiving host, and this site keeps one
    account per address whatever its case (``accounts``). A player without an address has no
    sender."""
    player = seat.player
    if player is None:
        return False
    registered = player.email.lower()
    return seat.game.mail_any_sender or (registered != "" and sender == registered)


def _envelope_fields(parts: MailParts, transport: str) -> dict[str, Any]:
    return {"message_key": parts.message_key, "message_id": parts.message_id,
            "transport": transport, "sender": parts.sender,
            "recipient": parts.recipients[0] if parts.recipients else "",
            "subject": parts.subject, "size": parts.size}


def mail_receive(*, raw: bytes, transport: str) -> InboundMail | None:
    """Read one mail; returns its audit row, or None if it was stored before. Raises only
    when the database cannot be reached (the caller keeps the mail for later)."""
    try:
        return _receive(raw, transport)
    except Exception as error:
        if _database_down(error):
            raise
        if not isinstance(error, MailUnreadable):
            log.error("inbound mail could not be read (%s); kept as malformed", _where(error))
        return _failed(raw, transport, error)


def _receive(raw: bytes, transport: str) -> InboundMail | None:
    parts = _storable_parts(read_mail(raw, own_addresses=_own_addresses(),
                                      max_bytes=settings.GAMEMASTER_MAIL_MAX_BYTES))
    if InboundMail.objects.filter(message_key=parts.message_key).exists():
        return None
    base = _envelope_fields(parts, transport)
    address, seat = _seat_of(parts.recipients)
    kept, note = _kept(raw) if seat is not None else (None, "")
    if parts.automatic:
        return _keep(kept, **base, status=InboundMail.Status.IGNORED,
                     note="; ".join(filter(None, (parts.automatic, note))),
                     game=seat.game if seat else None, seat=seat)
    if seat is None:
        return _keep(**base, status=InboundMail.Status.UNKNOWN)
    player = seat.player
    if player is None or not _sender_may_act(parts.sender, seat):
        return _keep(kept, **base, status=InboundMail.Status.WRONG_SENDER, note=note,
                     game=seat.game, seat=seat)
    base["recipient"] = address
    with translation.override(language_of(player)), transaction.atomic():
        inbound = _keep(kept, **base, status=InboundMail.Status.PROCESSED, note=note,
                        game=seat.game, seat=seat)
        if inbound is None:
            return None
        if kept is None:
            max_bytes = settings.GAMEMASTER_MAIL_MAX_BYTES
            inbound.status = InboundMail.Status.TOO_LARGE
            inbound.reading = {"error": _(
                "Your mail has %(size)d KB; send at most %(max)d KB: plain text, without "
                "attachments.") % {"size": parts.size // 1024, "max": max_bytes // 1024}}
        else:
            inbound.text = parts.text
            # A failure in here undoes this mail's every step (the row too): mail_receive
            # then keeps it as malformed (_failed).
            inbound.reading = mail_act(inbound, seat, player, parts)
        _answer(inbound)
        inbound.save()
    log.info("inbound mail %s: %s", inbound.pk, inbound.status)
    return inbound


def _failure_reading() -> dict[str, Any]:
    return {"error": _("Your mail could not be read, so nothing of it was stored or sent. "
                       "Please send it again as plain text; if it fails again, use the web "
                       "page and tell the game master.")}


def _answer(inbound: InboundMail) -> None:
    """Answer the player (in a savepoint: an answer that cannot be made costs the answer,
    never the audit row)."""
    inbound.make_storable()  # the answer quotes the reading: no NUL into the mail queue
    try:
        with transaction.atomic():
            inbound.answered = emails.send_mail_answer(inbound)
    except Exception as error:
        if _database_down(error):
            raise
        log.error("inbound mail %s: the answer failed (%s)", inbound.pk, _where(error))
        inbound.answered = False
        inbound.note = "; ".join(filter(None, (inbound.note, f"answer failed: {_where(error)}")))


def _failed(raw: bytes, transport: str, error: Exception) -> InboundMail | None:
    """The audit row of a mail that could not be read at all: its envelope as far as it can
    be read, ``malformed``; kept as received and answered when it came from a seat's player."""
    fields: dict[str, Any] = {"transport": transport, "size": len(raw),
                              "status": InboundMail.Status.MALFORMED,
                              "note": str(error) if isinstance(error, MailUnreadable)
                              else f"reading failed: {_where(error)}"}
    seat, sender, automatic = None, "", "unknown"
    try:
        head = envelope(raw)
        automatic = automatic_reason(head, _own_addresses())  # never answered: no loops
        # Read as the reader reads them: the same Message-ID makes the same key.
        fields["message_id"] = header(head, "Message-ID")[:255]
        fields["subject"] = header(head, "Subject")  # the row cuts it to its column
        sender = (addresses(head, "From") or ("",))[0]
        recipients = addresses(head, *RECIPIENT_HEADERS)
        seat = _seat_of(recipients)[1]
        fields["sender"], fields["recipient"] = sender, recipients[0] if recipients else ""
    except Exception as head_error:
        if _database_down(head_error):
            raise
    fields["message_key"] = message_key(raw, fields.get("message_id", ""))
    if InboundMail.objects.filter(message_key=fields["message_key"]).exists():
        return None
    if seat is None:
        return _keep(**fields)
    kept, note = _kept(raw)
    fields["note"] = "; ".join(filter(None, (fields["note"], note)))
    player = seat.player
    with translation.override(language_of(player)), transaction.atomic():
        inbound = _keep(kept, **fields, game=seat.game, seat=seat)
        if inbound is not None and not automatic and _sender_may_act(sender, seat):
            inbound.reading = _failure_reading()
            _answer(inbound)
            inbound.save()
    return inbound
