"""Editing a game's house rules (issue 27 item 5).

Before the start the rules are a draft the game master shapes while inviting: saved, nothing
more. Once the game runs, players have joined under the rules they read, so a change is
written to the audit log (before/after) and announced to every player through the
announcement service, the announcement carrying the new text."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils.formats import number_format
from django.utils.translation import gettext as _

from games.errors import InvalidInput
from games.house_rules import MAX_LENGTH
from games.models import Game
from games.services.access import gm_action_record, require_game_master, require_reason
from games.services.announcements import announcement_send


@transaction.atomic
def house_rules_update(*, game: Game, actor: Any, text: str, reason: str) -> Game:
    """Set the game's house rules (Markdown; "" removes them)."""
    require_game_master(actor, game)
    reason = require_reason(reason)
    text = (text or "").replace("\r\n", "\n").strip()
    if "\x00" in text:
        raise InvalidInput(_("Null characters are not allowed."), field="house_rules")
    if len(text) > MAX_LENGTH:
        raise InvalidInput(
            _("House rules may have at most %(max)s characters; these have %(count)s.")
            % {"max": number_format(MAX_LENGTH, force_grouping=True),
               "count": number_format(len(text), force_grouping=True)}, field="house_rules")
    game = Game.objects.select_for_update().get(pk=game.pk)
    before = game.house_rules
    game.house_rules = text
    game.save(update_fields=["house_rules"])
    if game.status == Game.Status.DRAFT or before == text:
        return game  # nobody has played under them yet, or nothing changed
    gm_action_record(game=game, actor=actor, action="house_rules_update", reason=reason,
                     before={"house_rules": before}, after={"house_rules": text},
                     phase=game.phases.open().first())
    # The subject and the removal note are in the game master's language (an announcement
    # is one stored message); the mail around them is in each player's.
    announcement_send(game=game, actor=actor, subject=_("The house rules have changed"),
                      body=text or _("The game master has removed the house rules."),
                      reason=reason)
    return game
