"""A game master's written ruling on a review flag, for rule sets that take one (1848: what a
"the game master decides" card does in this trick, said in the effect vocabulary). The rule
set re-resolves the phase with the ruling; the result under review is replaced and the audit
log keeps the ruling and the flag."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils.translation import gettext as _

from games.errors import Conflict, InvalidInput
from games.models import Phase
from games.rulesets import get_ruleset
from games.rulesets.base import RuleSetInputError
from games.services.access import gm_action_record, require_game_master, require_reason


@transaction.atomic
def review_flag_rule(*, phase: Phase, actor: Any, index: int, text: str, reason: str) -> Phase:
    """Apply the ruling ``text`` on review flag ``index`` of the result awaiting review."""
    reason = require_reason(reason)
    require_game_master(actor, phase.game)
    phase = Phase.objects.select_for_update().select_related("game").get(pk=phase.pk)
    if phase.status != Phase.Status.AWAITING_REVIEW:
        raise Conflict(_("Phase %(phase)s has no result awaiting review.")
                       % {"phase": phase.label})
    if not (text or "").strip():
        raise InvalidInput(_("Write the ruling, e.g. “Z27: party liberale +2” or “Z27: none”."),
                           field="text")
    ruleset = get_ruleset(phase.game.ruleset)
    try:
        result = ruleset.rule_on_flag(phase.state, dict(phase.result or {}), index, text)
    except RuleSetInputError as error:
        raise InvalidInput(str(error), field=error.field or "text") from None
    before = ((phase.result or {}).get("review_flags") or [{}] * (index + 1))[index]
    phase.result = result
    phase.version = F("version") + 1
    phase.save(update_fields=["result", "version"])
    phase.refresh_from_db()
    gm_action_record(game=phase.game, phase=phase, actor=actor, action="review_flag_rule",
                     reason=reason, before={"flag": index, "was": before},
                     after={"flag": index, "ruling": text.strip()})
    return phase
