"""Who may do what (the checks services start with) and the audit record GM actions end with."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _

from games.errors import InvalidInput
from games.models import Game, GmAction, Phase

# The read-only checks live below the selectors (``games.roles``); services take them from
# here, with the two helpers every game-master action ends with.
from games.roles import is_game_master, require_game_master, seat_of

__all__ = ["gm_action_record", "is_game_master", "require_game_master", "require_reason",
           "seat_of"]


def require_reason(reason: str) -> str:
    reason = (reason or "").strip()
    if not reason:
        raise InvalidInput(
            _("Give a reason: every game-master action is logged with why it was done."),
            field="reason",
        )
    return reason


def gm_action_record(
    *,
    game: Game,
    actor: Any,
    action: str,
    reason: str,
    before: Any = None,
    after: Any = None,
    phase: Phase | None = None,
) -> GmAction:
    """Write one audit row. Callers pass JSON-able before/after snapshots of what changed."""
    return GmAction.objects.create(
        game=game, phase=phase, actor=actor, action=action, reason=reason,
        before=before, after=after,
    )
