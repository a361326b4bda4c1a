"""What the game masters see of the mails sent to their game's seat addresses: each mail's
envelope and reading, and the message as received beside it (``InboundRaw``).

The secrets rule is the press pages' own (``selectors.press_items``: what this game master
may read, a grey sender blank for everybody but the author). A mail that sent press this game
master may not read (private press between players, unless the game lets its game masters
read it) or any grey press, or a mail whose reading is unknown (not read, or the reading
failed: it may hold such press), has its message as received and its text as read
withheld; its boxes and commands are still shown, its press results not at all (not even
their recipients). A refused press block made no message to ask the rule about: it counts as
readable only when it was public.
"""

from __future__ import annotations

import datetime as dt
import email
import email.header
import email.policy
from collections.abc import Iterator
from dataclasses import dataclass, field
from email.message import Message as MimeMessage
from typing import Any

from django.conf import settings
from django.db.models import QuerySet
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games import selectors
from games.errors import NotAllowed, NotFound
from games.models import Game, InboundMail
from games.models.inbound import storable_text

MAX_PARTS = 100  # parts of one mail shown (a hostile mail nests thousands)
MAX_DEPTH = 20
MAX_TEXT = 200_000  # characters of one text part shown


@dataclass(frozen=True)
class InboundRow:
    pk: int
    received_at: Any
    seat: str  # the seat's label ("" for none)
    seat_key: str
    sender: str
    status: str
    status_label: str
    subject: str
    summary: tuple[str, ...]
    withheld: bool


@dataclass(frozen=True)
class MimePart:
    content_type: str
    filename: str
    size: int
    text: str | None  # decoded text of an inline text part; None for an attachment


@dataclass(frozen=True)
class InboundDetail:
    row: InboundRow
    mail: InboundMail
    error: str
    results: list[dict[str, Any]]
    ignored: list[Any]  # the reading's rows ({"line", "reason"}), for the not_read filter
    notes: list[str]
    withheld: str  # why the message and text are not shown, "" when they are
    raw_state: str  # "kept", "too_large", "expired", "envelope", "not_kept"
    text: str
    headers: list[tuple[str, str]] = field(default_factory=list)
    texts: list[MimePart] = field(default_factory=list)  # inline text parts, decoded
    attachments: list[MimePart] = field(default_factory=list)


def _require_gm(game: Game, user: Any) -> None:
    if not game.has_master(user):
        raise NotAllowed(_("Only a game master of this game sees the mails sent to it."))


def _mails(game: Game) -> QuerySet[InboundMail]:
    return (game.inbound_mails.select_related("seat").prefetch_related("messages")
            .order_by("-received_at", "-pk"))


def _readable_press(game: Game, user: Any) -> set[int]:
    """The messages this game master may read with their sender: the press pages' rule."""
    return {item.id for item in selectors.press_items(game, user) if not item.grey or item.mine}


def _press_results(mail: InboundMail) -> list[dict[str, Any]]:
    results = (mail.reading or {}).get("results") or []
    return [r for r in results if isinstance(r, dict) and (r.get("type") == "press"
                                                            or "grey" in r)]


def _readable_result(result: dict[str, Any], readable: set[int]) -> bool:
    if result.get("message") is not None:
        return result["message"] in readable
    return bool(result.get("public")) and not result.get("grey")


def _withheld(mail: InboundMail, readable: set[int]) -> str:
    if mail.status != InboundMail.Status.PROCESSED:
        return _("This mail was not read as orders and press (see its status), so whether it "
                 "holds press the game masters may not read is unknown: the message as "
                 "received and its text are not shown.")
    linked = {message.pk for message in mail.messages.all()}
    if linked - readable or not all(_readable_result(r, readable)
                                    for r in _press_results(mail)):
        return _("This mail holds press that the game masters may not read (private press "
                 "between players, or anonymous press): the message as received and its text "
                 "are not shown, nor that press.")
    return ""


def _summary(mail: InboundMail, readable: set[int], withheld: bool) -> tuple[str, ...]:
    """One line of what was read: boxes with versions, press sent, commands, errors."""
    reading = mail.reading or {}
    parts: list[str] = []
    if reading.get("error"):
        parts.append("✗ " + str(reading["error"]))
    for result in reading.get("results") or []:
        if not isinstance(result, dict):
            continue
        kind, error = result.get("type"), result.get("error")
        if result in _press_results(mail):
            if _readable_result(result, readable):
                to = ", ".join(map(str, result.get("to") or [])) or _("everybody")
                parts.append(("✗ " if error else "") + _("press to %(to)s") % {"to": to})
        elif kind == "question":
            parts.append(f"? {result.get('heading', '')}")
        elif kind == "box":
            label = str(result.get("label") or result.get("kind") or "")
            if error:
                parts.append(f"✗ {label}")
            else:
                mark = "✓" if result.get("ok") else "✗"
                parts.append(_("%(box)s version %(version)s") % {
                    "box": label, "version": result.get("version")} + f" {mark}")
        else:
            name = str(result.get("name") or kind or "").upper()
            parts.append(("✗ " if error else "") + name)
    # (rows of quoted lines and of lines beyond the reader's limit only count them)
    ignored = [row for row in reading.get("ignored") or []
               if not isinstance(row, dict) or row.get("reason") not in {"quoted", "too_long"}]
    if ignored and not withheld:
        parts.append(ngettext("%(n)d line not read", "%(n)d lines not read", len(ignored))
                     % {"n": len(ignored)})
    return tuple(parts)


def _row(mail: InboundMail, readable: set[int]) -> InboundRow:
    withheld = bool(_withheld(mail, readable))
    seat = mail.seat
    return InboundRow(
        pk=mail.pk, received_at=mail.received_at, seat=str(seat.label) if seat else "",
        seat_key=seat.key if seat else "", sender=mail.sender, status=mail.status,
        status_label=str(InboundMail.Status(mail.status).label)
        if mail.status in InboundMail.Status.values else mail.status,
        subject=mail.subject, summary=_summary(mail, readable, withheld), withheld=withheld)


def inbound_mails(game: Game, user: Any, *, limit: int = 500) -> list[InboundRow]:
    """The mails sent to the game's seat addresses, newest first, for its game masters."""
    _require_gm(game, user)
    readable = _readable_press(game, user)
    return [_row(mail, readable) for mail in _mails(game)[:limit]]


def _mail(game: Game, user: Any, mail_id: int) -> tuple[InboundMail, set[int]]:
    _require_gm(game, user)
    mail = _mails(game).filter(pk=mail_id).first()
    if mail is None:
        raise NotFound(_("This game has no incoming mail number %(id)s.") % {"id": mail_id})
    return mail, _readable_press(game, user)


def _raw_state(mail: InboundMail, raw: bytes | None) -> str:
    if raw is not None:
        return "kept"
    if mail.seat_id is None:
        return "envelope"  # to no seat: random spam must not fill the database
    if "not kept: larger" in mail.note:
        return "too_large"
    cutoff = timezone.now() - dt.timedelta(days=settings.GAMEMASTER_MAIL_RAW_DAYS)
    return "expired" if mail.received_at < cutoff else "not_kept"


def inbound_mail(game: Game, user: Any, mail_id: int) -> InboundDetail:
    """One mail: its reading (as the answer gave it), and the message as received beside it
    unless the secrets rule withholds it."""
    mail, readable = _mail(game, user, mail_id)
    withheld = _withheld(mail, readable)
    reading = mail.reading or {}
    results = [r for r in reading.get("results") or [] if isinstance(r, dict)
               and (r not in _press_results(mail) or _readable_result(r, readable))]
    raw = mail.raw_message()
    detail = InboundDetail(
        row=_row(mail, readable), mail=mail, error=str(reading.get("error") or ""),
        results=results, ignored=[] if withheld else list(reading.get("ignored") or []),
        notes=[str(note) for note in reading.get("notes") or []], withheld=withheld,
        raw_state=_raw_state(mail, raw), text="" if withheld else mail.text)
    if raw is not None and not withheld:
        message = email.message_from_bytes(raw, policy=email.policy.compat32)
        detail.headers.extend(_headers(message))
        for part in _parts(message):
            (detail.texts if part.text is not None else detail.attachments).append(part)
    return detail


def inbound_eml(game: Game, user: Any, mail_id: int) -> bytes:
    """The message as received, for download (the same rule as the page)."""
    mail, readable = _mail(game, user, mail_id)
    raw = mail.raw_message()
    if raw is None or _withheld(mail, readable):
        raise NotFound(_("The message as received is not available for this mail."))
    return raw


def _shown(value: str) -> str:
    """A decoded header or text as a page may show it (no NUL, no lone surrogate)."""
    return storable_text(value)


def _header_text(value: Any) -> str:
    try:
        return str(email.header.make_header(email.header.decode_header(str(value))))
    except Exception:  # a broken encoded word: what is there
        return str(value)


def _headers(message: MimeMessage) -> list[tuple[str, str]]:
    return [(_shown(str(name)), _shown(_header_text(value))) for name, value in message.items()]


def _walk(message: MimeMessage) -> Iterator[MimeMessage]:
    """The leaves of the MIME tree in order, at most MAX_PARTS, MAX_DEPTH deep (iterative:
    a hostile mail nests deeper than Python recurses)."""
    stack: list[tuple[MimeMessage, int]] = [(message, 0)]
    count = 0
    while stack and count < MAX_PARTS:
        part, depth = stack.pop()
        payload = part.get_payload()
        if part.is_multipart() and isinstance(payload, list):
            if depth < MAX_DEPTH:
                stack.extend((child, depth + 1) for child in reversed(payload))
            continue
        count += 1
        yield part


def _parts(message: MimeMessage) -> list[MimePart]:
    parts = []
    for part in _walk(message):
        try:
            payload = part.get_payload(decode=True)
        except Exception:  # an undecodable transfer encoding: the text as it came
            payload = None
        if not isinstance(payload, bytes):
            payload = str(part.get_payload()).encode("utf-8", "surrogateescape")
        kind = part.get_content_type()
        filename = _shown(_header_text(part.get_filename() or ""))
        inline = kind.startswith("text/") and part.get_content_disposition() != "attachment" \
            and not filename
        text = _decoded(payload, part.get_content_charset()) if inline else None
        parts.append(MimePart(content_type=_shown(kind), filename=filename, size=len(payload),
                              text=text))
    return parts


def _decoded(payload: bytes, charset: str | None) -> str:
    for name in (charset or "utf-8", "utf-8"):
        try:
            return _shown(payload.decode(name)[:MAX_TEXT])
        except (LookupError, UnicodeDecodeError):
            continue
    return _shown(payload.decode("cp1252", "replace")[:MAX_TEXT])
