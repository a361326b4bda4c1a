"""The card set of a 1848 game: data the game master owns, imported or edited per game before
it starts (a started game keeps the set it was dealt from: a position holds its cards)."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils.translation import gettext as _

from games.errors import Conflict, InvalidInput
from games.models import Game
from games.rulesets import get_ruleset
from games.rulesets.base import RuleSetSettingsError
from games.rulesets.game1848.settings import OPTIONS, card_set_from_text
from games.services.access import gm_action_record, require_game_master, require_reason

SHIPPED = ("practice", "known")


def _summary(settings: dict[str, Any]) -> dict[str, Any]:
    cards = settings.get("cards") or {}
    return {"card_set": cards.get("name"), "cards": len(cards.get("cards") or []),
            **{name: settings.get(name) for name in OPTIONS}}


@transaction.atomic
def card_set_import(*, game: Game, actor: Any, reason: str, text: str | None = None,
                    shipped: str | None = None, options: dict[str, str] | None = None) -> Game:
    """Replace a draft 1848 game's card set by ``text`` (a card-set file) or a ``shipped``
    set (``practice``/``known``), and/or change its rule options. Every fault of the text is
    reported with its line; nothing is saved then."""
    require_game_master(actor, game)
    reason = require_reason(reason)
    game = Game.objects.select_for_update().get(pk=game.pk)
    ruleset = get_ruleset(game.ruleset)
    if game.ruleset != "game1848":
        raise InvalidInput(_("%(ruleset)s has no card sets.") % {"ruleset": ruleset.name},
        field="ruleset")
    if game.status != Game.Status.DRAFT:
        raise Conflict(_("The card set can be changed only before the game starts; a running "
                         "game keeps the cards it was dealt from."))
    settings = dict(game.settings)
    if text is not None and shipped is not None:
        raise InvalidInput(_("Give a card-set text or a shipped set, not both."), field="text")
    if shipped is not None:
        if shipped not in SHIPPED:
            raise InvalidInput(_("Shipped card sets: %(shipped)s.")
                               % {"shipped": ', '.join(SHIPPED)}, field="shipped")
        settings["cards"] = shipped
    elif text is not None:
        if len(text) > 400_000:
            raise InvalidInput(_("A card set has at most 400,000 characters."), field="text")
        try:
            settings["cards"] = card_set_from_text(text)
        except RuleSetSettingsError as error:
            raise InvalidInput(str(error), field="text") from None
    for name, value in (options or {}).items():
        settings[name] = value
    try:
        clean = ruleset.validate_settings(settings)
    except RuleSetSettingsError as error:
        raise InvalidInput(str(error), field=error.field) from None
    before = _summary(game.settings)
    game.settings = clean
    game.save(update_fields=["settings"])
    gm_action_record(game=game, actor=actor, action="card_set_import", reason=reason,
                     before=before, after=_summary(clean))
    return game
