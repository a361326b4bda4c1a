"""The game master's view of a game's outgoing mail (``games.emails.outbox``): each mail's
state and resending one. The queue itself (writing, sending, retrying) lives in the outbox."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from django.core.exceptions import ObjectDoesNotExist
from django.db import transaction
from post_office.models import STATUS, Email

from games.emails import bodies, outbox
from games.emails.turn_report import turn_report_again
from games.errors import NotAllowed, NotFound
from games.models import Game, QueuedMail
from games.services.access import gm_action_record, require_game_master

# Mails whose words are press between players (or answer it): the game master sees that they
# were sent and their state, never their subject or text (private and grey press stay secret
# from the game masters unless the game lets them read private press).
SEALED_KINDS = frozenset({"press", "press_digest", "mail_answer"})

log = logging.getLogger(__name__)

# How a kind of ``bodies.REBUILT_KINDS`` is rendered again from its ``QueuedMail.ref`` after
# its body was dropped on delivery (deferred mails render again in the outbox itself).
REBUILD = {"turn_report": turn_report_again}

STATE_NAMES = {STATUS.queued: "queued", STATUS.requeued: "queued", STATUS.sent: "sent",
               STATUS.failed: "failed"}


@dataclass(frozen=True)
class MailRow:
    pk: int
    kind: str
    to: str
    subject: str
    text: str
    sealed: bool
    state: str
    error: str
    attempts: int
    created: Any
    last_try: Any
    dropped: bool = False  # delivered, its body dropped (a resend renders it again)


def game_mails(game: Game, user: Any, *, limit: int = 500) -> list[MailRow]:
    """The game's mails, newest first, for its game masters only."""
    if not game.has_master(user):
        raise NotAllowed("Only a game master of this game sees its mails.")
    rows = []
    queued = (QueuedMail.objects.filter(game=game).select_related("email")
              .prefetch_related("email__logs").order_by("-email_id")[:limit])
    for item in queued:
        email = item.email
        failures = [log for log in email.logs.all() if log.status == STATUS.failed]
        last_error = max(failures, key=lambda log: log.pk).message if failures else ""
        sealed = item.kind in SEALED_KINDS
        state = STATE_NAMES.get(email.status, "queued")
        # (a receipt not delivered yet has no words in its row: rendered for the page)
        subject, text, _html = ("", "", "") if sealed else bodies.words(email)
        rows.append(MailRow(
            pk=email.pk, kind=item.kind, to=", ".join(email.to),
            subject=subject, text=text,
            sealed=sealed, state=state, error=last_error if state == "failed" else "",
            attempts=item.attempts, created=email.created, last_try=email.last_updated,
            dropped=bodies.dropped(email),
        ))
    return rows


def mail_text_again(email: Email) -> str:
    """The plain text of a mail whose row has none (a receipt, its body rendered on delivery
    or dropped after it; a turn report's dropped after delivery), rendered again without its
    pictures; "" if it cannot be."""
    try:
        if not bodies.dropped(email):
            return bodies.words(email)[1]
        message = REBUILD[email.queued.kind](email.queued.ref, draw=False)
    except Exception:  # the reader's quote guard only: a mail it cannot read again is skipped
        log.warning("mail #%s: no text to compare quotes with", email.pk, exc_info=True)
        return ""
    return message.body if message is not None else ""


@transaction.atomic
def mail_resend(*, game: Game, mail_id: int, actor: Any) -> Email:
    """Queue one of the game's mails again (sent again even if it was sent; logged)."""
    require_game_master(actor, game)
    item = (QueuedMail.objects.select_related("email").filter(game=game, email_id=mail_id)
            .first())
    if item is None:
        raise NotFound(f"This game has no mail number {mail_id}.")
    before = STATE_NAMES.get(item.email.status, "queued")
    if bodies.dropped(item.email):  # delivered, its body dropped: rendered again first
        try:
            message = REBUILD[item.kind](item.ref)
        except (KeyError, ObjectDoesNotExist):
            message = None
        if message is None:
            raise NotFound(f"Mail number {mail_id} can no longer be rendered again.")
        bodies.refill(item.email, message)
    outbox.requeue(item.email)
    gm_action_record(game=game, actor=actor, action="mail_resend",
                     reason=f"resent mail {mail_id} ({item.kind})",
                     before={"mail": mail_id, "state": before},
                     after={"mail": mail_id, "state": "queued"})
    return item.email
