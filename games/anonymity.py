"""Anonymous games: players' names hidden from each other until the game is over.

The one rule every channel asks (pages, API answers, the game record, mails): a viewer sees
the name of a seat's player if the game is not anonymous, or is finished, or the viewer is a
game master, or it is the viewer's own seat. Otherwise the seat shows :data:`HIDDEN`'s
translation ("anonymous"). Game masters' names are not hidden: they run the game openly.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _

from games.models import Game, Seat

HIDDEN = _("anonymous")


def names_hidden(game: Game, user: Any, is_gm: bool | None = None) -> bool:
    """``is_gm``: whether ``user`` masters the game, when the caller knows it already (a
    page's viewer); asked here otherwise."""
    return (game.anonymous and game.status != Game.Status.FINISHED
            and not (game.has_master(user) if is_gm is None else is_gm))


def player_name(seat: Seat, user: Any, hidden: bool | None = None) -> str | None:
    """The name ``user`` may see for the player of ``seat``: the user name, the translated
    "anonymous", or None for a seat without a player."""
    if seat.player_id is None:
        return None
    if hidden is None:
        hidden = names_hidden(seat.game, user)
    if hidden and seat.player_id != getattr(user, "pk", None):
        return str(HIDDEN)
    return seat.player.get_username()
