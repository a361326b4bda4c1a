from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils.translation import gettext as _

from games import emails
from games.errors import InvalidInput
from games.models import Game, Message
from games.services.access import gm_action_record, require_game_master, require_reason


@transaction.atomic
def announcement_send(
    *, game: Game, actor: Any, subject: str, body: str, reason: str = "announcement"
) -> Message:
    """Mail a game-master announcement to every player and game master of the game."""
    require_game_master(actor, game)
    reason = require_reason(reason)
    subject, body = (subject or "").strip(), (body or "").strip()
    if not subject:
        raise InvalidInput(_("Give the announcement a subject."), field="subject")
    if len(subject) > 200:
        raise InvalidInput(_("A subject has at most 200 characters."), field="subject")
    if not body:
        raise InvalidInput(_("The announcement has no text."), field="body")
    message = Message.objects.create(
        game=game, kind=Message.Kind.ANNOUNCEMENT, author=actor, subject=subject, body=body,
        phase=game.phases.open().first(), thread="official",
    )
    gm_action_record(game=game, actor=actor, action="announcement_send", reason=reason,
                     after={"subject": subject, "body": body})
    emails.send_announcement(message.pk)
    return message
