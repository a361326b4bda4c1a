"""What a mail asks for, carried out: each box, press block and command of a mail's reading
handed to the same services as the web (``orders_submit``, ``press_send``), each in its own
savepoint so that one refused box does not undo another; STATUS, HISTORY and WAIT answered
from the selectors. ``mail_act`` is called by ``games.services.mail_receive`` once the mail is
known to come from the seat's player."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import transaction
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation import gettext as _

from games import selectors, web_selectors
from games.errors import Conflict, DomainError, LinesRefused
from games.mail_intake.context import GM
from games.mail_intake.items import Box, Command, PressBlock, Question
from games.mail_intake.parse import MailParts
from games.mail_intake.press_replies import answered_press
from games.mail_intake.vocabulary import box_headings
from games.models import Game, InboundMail, Message, Seat
from games.rulesets import get_ruleset
from games.services.mail_reading import mail_read
from games.services.press import press_send
from games.services.submissions import on_turn_labels, orders_submit, turn_check


def mail_act(inbound: InboundMail, seat: Seat, player: Any, parts: MailParts) -> dict[str, Any]:
    """Read the mail for this seat and do what it asks; the answer's data (JSON)."""
    game = seat.game
    ruleset = get_ruleset(game.ruleset)
    answered = answered_press(parts.references, seat.pk)
    # A reply to a press mail with no heading is press back to its sender, not orders.
    reading = mail_read(seat, player, parts, headingless=answered is None)
    boxes = [item for item in reading.items if isinstance(item, Box)]
    commands = [item.name for item in reading.items if isinstance(item, Command)]
    wait = "wait" in commands and "nowait" not in commands[commands.index("wait"):]
    # A turn-based game never waits: its turn is processed once the seats on turn acted.
    wait_asked = ("wait" in commands or "nowait" in commands) and not ruleset.turn_based
    results: list[dict[str, Any]] = []
    for item in reading.items:
        if isinstance(item, Box):
            results.append(_box(inbound, seat, player, item, wait if wait_asked else False))
        elif isinstance(item, Question):
            results.append(_question(seat, item))
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
    ignored = [{"line": i.line, "reason": i.reason} for i in reading.ignored]
    if not results and answered is not None and reading.unsigned.strip():
        results.append(_press_reply(inbound, seat, player, answered, reading.unsigned))
        ignored = [row for row in ignored if row["reason"] in {"signature", "quoted"}]
    if not results and ruleset.turn_based:
        notes.append(_("Nothing to do: put your turn under the heading %(headings)s, press "
                       "between PRESS TO <seat> and ENDPRESS, or send STATUS.")
                     % {"headings": box_headings(ruleset.submission_kinds(),
                                                   dict(settings.LANGUAGES))})
        notes.extend(_not_on_turn(seat))
    elif not results:
        notes.append(_("Nothing to do: no line of your mail reads as an order for your "
                       "units in the open phase. Write your orders one per line (a heading "
                       "such as ORDERS or BEFEHLE is optional), press between PRESS TO "
                       "<seat> and ENDPRESS, or send STATUS."))
    return {"results": results, "ignored": ignored, "notes": notes}


def _not_on_turn(seat: Seat) -> list[str]:
    """Why a turn-based game took nothing: it is not this seat's turn (the service's own
    answer, as the page gives it), else nothing."""
    phase = selectors.current_phase(seat.game)
    ruleset = get_ruleset(seat.game.ruleset)
    if phase is None or phase.status != "open" or not phase.state:
        return []
    try:
        for kind in ruleset.submission_kinds():
            turn_check(seat, kind.key, phase)
    except Conflict as refusal:
        return [refusal.message]
    return []


def _question(seat: Seat, item: Question) -> dict[str, Any]:
    """A box refused with a question: nothing stored, the player asked which box was meant."""
    ruleset = get_ruleset(seat.game.ruleset)
    labels = [translation.gettext(str(kind.label)) for key in item.kinds
              if (kind := ruleset.kind(key)) is not None]
    if item.reason == "only_prose":
        error = _("Nothing under %(heading)s reads as a line of %(box)s: nothing was stored "
                  "(your earlier version, if any, stays).") % {
            "heading": item.heading, "box": ", ".join(labels)}
    elif item.reason == "secret_public":
        error = _("%(heading)s says secret, but %(box)s is published: nothing was stored. "
                  "Write the name of the secret box you mean as the heading.") % {
            "heading": item.heading, "box": ", ".join(labels)}
    else:
        error = _("%(heading)s could mean %(boxes)s: nothing was stored. Write the box's "
                  "full name as the heading.") % {
            "heading": item.heading, "boxes": _(" or ").join(labels)}
    return {"type": "question", "heading": item.heading, "reason": item.reason,
            "labels": labels, "lines": list(item.lines), "error": error}


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


def _press(inbound: InboundMail, seat: Seat, player: Any, block: PressBlock) -> dict:
    result: dict[str, Any] = {"type": "press", "grey": block.grey, "public": block.public,
                              "to": list(block.names)}
    if not block.closed:
        result["note"] = _press_end_note(block)
    if block.unknown:
        return {**result, "error": _("Unknown recipient %(name)r; name seats like %(names)s, "
                                     "gm for the game masters, or ALL.")
                % {"name": block.unknown[0],
                   "names": ", ".join(s.key for s in seat.game.seats.all())}}
    try:
        with transaction.atomic():
            message = press_send(game=seat.game, user=player, body=block.body,
                                 recipients=list(block.recipients), public=block.public,
                                 grey=block.grey)
    except DomainError as error:
        return {**result, "error": error.message}
    inbound.messages.add(message)
    items = selectors.press_items(seat.game, player, thread=message.thread,
                                  since_id=message.pk - 1)
    labels = items[0].recipient_labels if items else ()
    return {**result, "message": message.pk, "to": list(labels) or [_("everybody")]}


def _press_end_note(block: PressBlock) -> str:
    """Where a press block without ENDPRESS ended, as the answer says it."""
    if block.ended_by == "mail_end":
        return _("ENDPRESS was missing: the message runs to the end of the mail.")
    if block.ended_by == "order":
        return _("ENDPRESS was missing: the message ended before %(line)r, which reads as "
                 "one of your orders.") % {"line": block.end_line}
    if block.ended_by == "signature":
        return _("ENDPRESS was missing: the message ended at your signature.")
    return _("ENDPRESS was missing: the message ended at %(line)r.") % {"line": block.end_line}


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
    return _press(inbound, seat, player, PressBlock(
        names=(key,), recipients=(key,), unknown=(), public=False, grey=False, body=text,
        closed=True, ended_by="endpress"))


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
    box = Box(current.kind, "", tuple(current.raw_text.split("\n")))
    return {**_box(inbound, seat, player, box, wait), **result}


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
              "submitted": [str(row["seat"].label) for row in position["seats"]
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
