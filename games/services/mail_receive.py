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
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation import gettext as _

from games import emails, selectors, web_selectors
from games.emails.rendering import language_of
from games.errors import DomainError, LinesRefused
from games.mail_intake.addresses import seat_for_address
from games.mail_intake.parse import (
    MailParts,
    cut_signature,
    envelope,
    message_key,
    read_mail,
)
from games.mail_intake.press_replies import answered_press
from games.mail_intake.sections import (
    Box,
    Command,
    PressBlock,
    box_headings,
    heading_vocabulary,
    name_variants,
    read_sections,
)
from games.models import Game, InboundMail, Message, Seat
from games.rulesets import get_ruleset
from games.services.press import GM, press_send
from games.services.submissions import on_turn_labels, orders_submit

log = logging.getLogger(__name__)
GM_NAMES = {"gm", "game master", "gamemaster", "master", "spielleiter", "spielleitung", "sl",
            "m"}


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
            inbound.reading = _act(inbound, seat, player, parts)
        inbound.answered = emails.send_mail_answer(inbound)
        inbound.save()
    log.info("inbound mail %s: %s", inbound.pk, inbound.status)
    return inbound


def _act(inbound: InboundMail, seat: Seat, player: Any, parts: MailParts) -> dict[str, Any]:
    game = seat.game
    ruleset = get_ruleset(game.ruleset)
    vocabulary = heading_vocabulary(ruleset.submission_kinds(), dict(settings.LANGUAGES))
    reading = read_sections(parts.text, vocabulary)
    boxes = [item for item in reading.items if isinstance(item, Box)]
    commands = [item.name for item in reading.items if isinstance(item, Command)]
    wait = "wait" in commands and "nowait" not in commands[commands.index("wait"):]
    # A turn-based game never waits: its turn is processed once the seats on turn acted.
    wait_asked = ("wait" in commands or "nowait" in commands) and not ruleset.turn_based
    results: list[dict[str, Any]] = []
    for item in reading.items:
        if isinstance(item, Box):
            results.append(_box(inbound, seat, player, item, wait if wait_asked else False))
        elif isinstance(item, PressBlock):
            results.append(_press(inbound, seat, player, item))
    if wait_asked and not boxes:
        results.append(_wait(inbound, seat, player, wait))
    if ruleset.turn_based and ("wait" in commands or "nowait" in commands):
        results.append({"type": "command", "name": "wait" if wait else "nowait",
                        "error": _("WAIT and NOWAIT are not used in this game: a turn is "
                                   "processed as soon as the players on turn have acted.")})
    if "status" in commands:
        results.append(_status(seat, player))
    if "history" in commands:
        results.append(_history(seat, player))
    notes = list(parts.notes)
    answered = answered_press(parts.references, seat.pk)
    if not results and answered is not None and reading.ignored:
        results.append(_press_reply(inbound, seat, player, answered, parts.text))
        reading.ignored = []
    if not results and ruleset.turn_based:
        notes.append(_("Nothing to do: put your turn under the heading %(headings)s, press "
                       "between PRESS TO <seat> and ENDPRESS, or send STATUS.")
                     % {"headings": box_headings(ruleset.submission_kinds(),
                                                   dict(settings.LANGUAGES))})
    elif not results:
        notes.append(_("Nothing to do: put your orders under a heading such as ORDERS or "
                       "BEFEHLE, press between PRESS TO <seat> and ENDPRESS, or send STATUS."))
    return {"results": results, "ignored": reading.ignored, "notes": notes}



def _box(inbound: InboundMail, seat: Seat, player: Any, box: Box, wait: bool) -> dict:
    kind = get_ruleset(seat.game.ruleset).kind(box.kind)
    label = translation.gettext(str(kind.label)) if kind else box.kind
    result: dict[str, Any] = {"type": "box", "kind": box.kind, "label": label,
                              "heading": box.heading}
    try:
        with transaction.atomic():
            submission = orders_submit(seat=seat, user=player, text=box.text, kind=box.kind,
                                       wait=wait, lang=translation.get_language()[:2],
                                       notify=False)
    except LinesRefused as error:  # refused as a whole: each line's reading, as the page shows
        return {**result, "error": error.message, "lines": error.lines}
    except DomainError as error:
        return {**result, "error": error.message}
    inbound.submissions.add(submission)
    return {**result, "version": submission.version, "ok": submission.is_valid,
            "wait": submission.wait, "lines": submission.parsed.get("lines", [])}


def seat_names(game: Game) -> dict[str, str]:
    """Every name a mail may give a seat: key, labels in each language, unique prefixes."""
    names: dict[str, str] = {}
    seats = list(game.seats.all())
    for seat in seats:
        for language in dict(settings.LANGUAGES):
            with translation.override(language):
                label = translation.gettext(seat.label)
            for variant in name_variants(label) | name_variants(seat.key):
                names.setdefault(variant, seat.key)
                names.setdefault(variant.split(" ")[0], seat.key)
    for seat in seats:
        prefix = seat.key[:3]
        if sum(other.key.startswith(prefix) for other in seats) == 1:
            names.setdefault(prefix, seat.key)
    for name in GM_NAMES:
        names[name] = GM
    return names


def _press(inbound: InboundMail, seat: Seat, player: Any, block: PressBlock) -> dict:
    result: dict[str, Any] = {"type": "press", "grey": block.grey, "public": block.public,
                              "to": list(block.names)}
    names = seat_names(seat.game)
    keys, unknown = [], []
    for name in block.names:
        key = next((names[v] for v in sorted(name_variants(name)) if v in names), None)
        (keys if key else unknown).append(key or name)
    if not block.closed:
        result["note"] = _("ENDPRESS was missing: the message runs to the end of the mail.")
    if unknown:
        return {**result, "error": _("Unknown recipient %(name)r; name seats like %(names)s, "
                                     "gm for the game masters, or ALL.")
                % {"name": unknown[0], "names": ", ".join(s.key for s in seat.game.seats.all())}}
    try:
        with transaction.atomic():
            message = press_send(game=seat.game, user=player, body=block.body,
                                 recipients=keys, public=block.public, grey=block.grey)
    except DomainError as error:
        return {**result, "error": error.message}
    inbound.messages.add(message)
    items = selectors.press_items(seat.game, player, thread=message.thread,
                                  since_id=message.pk - 1)
    labels = items[0].recipient_labels if items else ()
    return {**result, "message": message.pk, "to": list(labels) or [_("everybody")]}


def _press_reply(inbound: InboundMail, seat: Seat, player: Any, answered: int,
                 text: str) -> dict:
    """A reply to a press mail with no heading: press back to that message's sender."""
    original = Message.objects.select_related("sender_seat").filter(
        pk=answered, game=seat.game).first()
    if original is None or original.grey:
        return {"type": "press", "grey": False, "public": False, "to": [],
                "error": _("An anonymous message cannot be answered by reply; write PRESS TO "
                           "and the seats, your text, then ENDPRESS.")}
    key = original.sender_seat.key if original.sender_seat else GM
    body = cut_signature(text, [])
    return _press(inbound, seat, player, PressBlock(names=(key,), public=False, grey=False,
                                                    body=body, closed=True))


def _wait(inbound: InboundMail, seat: Seat, player: Any, wait: bool) -> dict:
    """WAIT / NOWAIT without a box: the current submission again, with the flag changed."""
    result: dict[str, Any] = {"type": "command", "name": "wait" if wait else "nowait"}
    phase = selectors.current_phase(seat.game)
    kinds = web_selectors.submission_kinds_for(phase, seat) if phase else []
    current = None
    for kind in kinds:
        current = selectors.current_submission(phase, seat, player, kind.key)
        if current is not None:
            break
    if current is None:
        return {**result, "error": _("WAIT applies to your orders: send them with it, e.g. "
                                     "ORDERS, your orders, then WAIT.")}
    return {**_box(inbound, seat, player, Box(current.kind, "", current.raw_text), wait),
            **result}


def _status(seat: Seat, player: Any) -> dict:
    phase = selectors.current_phase(seat.game)
    position = selectors.game_position(seat.game, player)
    boxes = []
    for kind in web_selectors.submission_kinds_for(phase, seat) if phase else []:
        current = selectors.current_submission(phase, seat, player, kind.key)
        boxes.append({"label": translation.gettext(str(kind.label)),
                      "version": current.version if current else None,
                      "ok": current.is_valid if current else None,
                      "wait": current.wait if current else False})
    due = position["due_at"]
    result = {"type": "status", "game": seat.game.name, "game_status": seat.game.status,
              "phase": phase.label if phase else "", "zat": _local(due, player) if due else "",
              "boxes": boxes,
              "submitted": [translation.gettext(row["seat"].label) for row in position["seats"]
                            if row["has_submitted"]]}
    ruleset = get_ruleset(seat.game.ruleset)
    if ruleset.turn_based and phase is not None:
        result.update(_turn_status(seat, phase, ruleset))
    return result


def _turn_status(seat: Seat, phase: Any, ruleset: Any) -> dict[str, Any]:
    """Whose turn it is and the table as this seat sees it (its own secrets, e.g. its hand,
    and nobody else's: the rule set's ``view`` for this seat is the one source)."""
    expected = ruleset.expected_submissions(phase.state or {})
    lang = translation.get_language()[:2]
    shown = ruleset.view(phase.state, seat.key, lang=lang) if phase.state else None
    table = (render_to_string(f"emails/{ruleset.template_prefix}/status.txt",
                              {"view": shown, "seat": seat}).strip("\n")
             if shown and ruleset.template_prefix else "")
    is_open = phase.status == "open" and seat.game.status == Game.Status.RUNNING
    return {"turn_based": True, "open": is_open,
            "your_turn": is_open and bool(expected.get(seat.key)),
            "on_turn": on_turn_labels(phase) if is_open else [], "table": table}


def _local(moment: Any, user: Any) -> str:
    """A time as the player reads it: their time zone, in the active (their) language's
    ``DATETIME_FORMAT``, as on every page and mail."""
    from django.utils import formats, timezone

    from games.emails.rendering import time_zone_of

    return formats.date_format(timezone.localtime(moment, time_zone_of(user)),
                               "DATETIME_FORMAT")


def _history(seat: Seat, player: Any) -> dict:
    versions = selectors.submission_history(seat, player)[:30]
    return {"type": "history", "versions": [
        {"phase": v.phase.label, "kind": v.kind, "version": v.version, "ok": v.is_valid,
         "at": _local(v.created_at, player), "text": v.raw_text} for v in versions]}
