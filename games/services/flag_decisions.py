"""A game master's decision on a review flag: one of the flag's options instead of the
engine's default, applied to the result under review.

Only a review flag whose options are data in the outcome (the rule set says which and how
the option is applied: ``RuleSet.decide_flag``) is decided here. Flags whose options move
units are decided with ``phase_overrule`` in the outcome or order editor; this function
refuses them with that hint. A later re-adjudication of the phase (changed orders, a
marking) recomputes the outcome and with it the flag: the decision must then be taken
again, which the flag shows as undecided.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils.translation import gettext as _

from games.errors import Conflict, InvalidInput
from games.models import Phase
from games.rulesets import get_ruleset
from games.services.access import gm_action_record, require_game_master, require_reason


@transaction.atomic
def review_flag_decide(*, phase: Phase, actor: Any, index: int, option: int,
                       reason: str) -> Phase:
    """Apply option number ``option`` of review flag ``index`` to the result under review."""
    reason = require_reason(reason)
    require_game_master(actor, phase.game)
    phase = Phase.objects.select_for_update().select_related("game").get(pk=phase.pk)
    if phase.status != Phase.Status.AWAITING_REVIEW:
        raise Conflict(_("Phase %(phase)s has no result awaiting review.")
                       % {"phase": phase.label})
    flags = list((phase.result or {}).get("review_flags") or [])
    if not 0 <= index < len(flags):
        raise InvalidInput(_("There are %(count)s review flags; give a number from 0 to "
                             "%(last)s.")
                           % {"count": len(flags), "last": max(len(flags) - 1, 0)}, field="index")
    flag = flags[index]
    options = list(flag.get("options") or [])
    if not 0 <= option < len(options):
        raise InvalidInput(_("Flag %(index)s has %(count)s options; give a number from 0 to "
                             "%(last)s.")
                           % {"index": index, "count": len(options),
                              "last": max(len(options) - 1, 0)},
                           field="option")
    chosen = options[option]
    result = get_ruleset(phase.game.ruleset).decide_flag(dict(phase.result), dict(flag), chosen)
    if result is None:
        raise InvalidInput(_("A decision on %(code)s changes units or orders: make it in the "
                             "outcome or order editor (the console pre-fills the reason).")
                           % {"code": flag.get('code')},
                           field="option")
    flags[index] = {**flag, "confirmed": True, "decided": chosen, "confirmed_because": reason}
    phase.result = {**result, "review_flags": flags}
    phase.version = F("version") + 1
    phase.save(update_fields=["result", "version"])
    phase.refresh_from_db()
    gm_action_record(game=phase.game, phase=phase, actor=actor, action="review_flag_decide",
                     reason=reason, before={"flag": index, "default": flag.get("default")},
                     after={"flag": index, "decided": chosen})
    return phase
