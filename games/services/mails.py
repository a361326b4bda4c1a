"""The game master's view of a game's outgoing mail (``games.emails.outbox``): each mail's
state and resending one. The queue itself (writing, sending, retrying) lives in the outbox."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db import transaction
from post_office.models import STATUS, Email

from games.emails import outbox
from games.errors import NotAllowed, NotFound
from games.models import Game, QueuedMail
from games.services.access import gm_action_record, require_game_master

# Mails whose words are press between players (or answer it): the game master sees that they
# were sent and their state, never their subject or text (private and grey press stay secret
# from the game masters unless the game lets them read private press).
SEALED_KINDS = frozenset({"press", "press_digest", "mail_answer"})

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
        subject, text, _html = ("", "", "") if sealed else outbox.words(email)
        rows.append(MailRow(
            pk=email.pk, kind=item.kind, to=", ".join(email.to),
            subject=subject, text=text,
            sealed=sealed, state=state, error=last_error if state == "failed" else "",
            attempts=item.attempts, created=email.created, last_try=email.last_updated,
        ))
    return rows


@transaction.atomic
def mail_resend(*, game: Game, mail_id: int, actor: Any) -> Email:
    """Queue one of the game's mails again (sent again even if it was sent; logged)."""
    require_game_master(actor, game)
    item = (QueuedMail.objects.select_related("email").filter(game=game, email_id=mail_id)
            .first())
    if item is None:
        raise NotFound(f"This game has no mail number {mail_id}.")
    before = STATE_NAMES.get(item.email.status, "queued")
    outbox.requeue(item.email)
    gm_action_record(game=game, actor=actor, action="mail_resend",
                     reason=f"resent mail {mail_id} ({item.kind})",
                     before={"mail": mail_id, "state": before},
                     after={"mail": mail_id, "state": "queued"})
    return item.email
