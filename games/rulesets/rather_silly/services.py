"""Game-master actions only Rather Silly Diplomacy has (issue 6).

- :func:`superhirn_marking_set`: the GM marks who answered the Superhirn's question right
  (§14: "nach dem Ermessen des Spielleiters"). The marks are an input of the adjudication,
  kept in the phase's state (``state["gm"]["superhirn_correct"]``, never shown to players).
  While the phase is open they wait for the ZAT; on a result awaiting review the season is
  adjudicated again at once (same seed, same orders: only the Superhirn's step changes).
- :func:`draw_record`: a draw the players agreed (§18); the phase's result ends the game.
- :func:`review_flag_confirm`: the GM confirms the engine's default for one review flag
  (or notes the choice made with an overrule); publishing is the GM's own decision.

Both are logged as a GmAction with the reason, like every GM action.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils.translation import gettext as _

from games.errors import Conflict, InvalidInput
from games.models import Phase
from games.services.access import gm_action_record, require_game_master, require_reason
from games.services.due import current_submissions
from games.services.processing import adjudicate

RULESET = "rather_silly"
SUPERHIRN = "superhirn"


def _phase_for_gm(phase: Phase, actor: Any) -> Phase:
    require_game_master(actor, phase.game)
    phase = Phase.objects.select_for_update().select_related("game").get(pk=phase.pk)
    if phase.game.ruleset != RULESET:
        raise InvalidInput(_("“%(game)s” is not a Rather Silly game.")
                           % {"game": phase.game.name}, field="phase")
    return phase


@transaction.atomic
def superhirn_marking_set(
    *, phase: Phase, actor: Any, correct: list[str], reason: str
) -> Phase:
    """Record who answered the open Superhirn question right (an empty list: nobody)."""
    reason = require_reason(reason)
    phase = _phase_for_gm(phase, actor)
    _require_open_or_review(phase, "answers are marked")
    if not (phase.state.get("superhirn") or {}).get("question"):
        raise Conflict(_("No Superhirn question is open in %(phase)s.")
                       % {"phase": phase.label}, field="correct")
    if not isinstance(correct, list) or not all(isinstance(s, str) for s in correct):
        raise InvalidInput(_("Give the seats that answered right as a list, e.g. [\"austria\", "
                             "\"narr\"]."), field="correct")
    players = set(phase.game.seats.exclude(key=SUPERHIRN).values_list("key", flat=True))
    unknown = sorted(set(correct) - players)
    if unknown:
        raise InvalidInput(_("Not a player who answers: %(unknown)s; choose from %(players)s.")
                           % {"unknown": ', '.join(unknown), "players": ', '.join(sorted(players))},
                           field="correct")
    return _gm_input_set(phase, actor, "superhirn_correct", sorted(set(correct)), reason,
                         action="superhirn_marking_set")


@transaction.atomic
def draw_record(*, phase: Phase, actor: Any, seats: list[str], reason: str) -> Phase:
    """Record a draw the players agreed (§18: "Unentschieden können vorher jederzeit vereinbart
    werden"): the game ends with this phase's result, shared by ``seats``. An empty list
    takes a recorded draw back."""
    reason = require_reason(reason)
    phase = _phase_for_gm(phase, actor)
    _require_open_or_review(phase, "a draw is recorded")
    known = set(phase.game.seats.values_list("key", flat=True))
    if not isinstance(seats, list) or not set(seats) <= known:
        raise InvalidInput(_("Give the seats sharing the draw, from: %(known)s.")
                           % {"known": ', '.join(sorted(known))},
                           field="seats")
    return _gm_input_set(phase, actor, "draw", sorted(set(seats)), reason,
                         action="draw_record")


def _require_open_or_review(phase: Phase, what: str) -> None:
    if phase.status not in (Phase.Status.OPEN, Phase.Status.AWAITING_REVIEW):
        raise Conflict(_("Phase %(phase)s is %(status)s; %(what)s while it is open or its "
                         "result awaits review.")
                       % {"phase": phase.label, "status": phase.get_status_display(), "what": what})


def _gm_input_set(phase: Phase, actor: Any, key: str, value: Any, reason: str, *,
                  action: str) -> Phase:
    """Store one GM input of the adjudication in the phase's state; a result awaiting review
    is adjudicated again at once (same seed, same orders), an open phase waits for its ZAT."""
    gm = dict(phase.state.get("gm") or {})
    before = gm.get(key)
    gm[key] = value
    phase.state = {**phase.state, "gm": gm}
    fields = ["state", "version"]
    if phase.status == Phase.Status.AWAITING_REVIEW:
        missed = (phase.result or {}).get("nmr", [])
        phase.result = {**adjudicate(phase, current_submissions(phase)), "nmr": missed}
        fields.append("result")
    phase.version = F("version") + 1
    phase.save(update_fields=fields)
    phase.refresh_from_db()
    gm_action_record(game=phase.game, phase=phase, actor=actor, action=action, reason=reason,
                     before={key: before}, after={key: value})
    return phase


@transaction.atomic
def review_flag_confirm(*, phase: Phase, actor: Any, index: int, reason: str) -> Phase:
    """Mark review flag number ``index`` of a result awaiting review as confirmed."""
    reason = require_reason(reason)
    phase = _phase_for_gm(phase, actor)
    if phase.status != Phase.Status.AWAITING_REVIEW:
        raise Conflict(_("Phase %(phase)s has no result awaiting review.")
                       % {"phase": phase.label})
    flags = list((phase.result or {}).get("review_flags") or [])
    if not isinstance(index, int) or not 0 <= index < len(flags):
        raise InvalidInput(_("There are %(count)s review flags; give a number from 0 to "
                             "%(last)s.")
                           % {"count": len(flags), "last": max(len(flags) - 1, 0)}, field="index")
    flags[index] = {**flags[index], "confirmed": True, "confirmed_because": reason}
    phase.result = {**phase.result, "review_flags": flags}
    phase.version = F("version") + 1
    phase.save(update_fields=["result", "version"])
    phase.refresh_from_db()
    gm_action_record(game=phase.game, phase=phase, actor=actor, action="review_flag_confirm",
                     reason=reason, before={"flag": index}, after=flags[index])
    return phase
