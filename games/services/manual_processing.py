"""A game master's "process now": adjudicate the open phase before its ZAT, with an audit row.

``phase_process`` is what the sweep and the task call and has no actor; this wraps it with the
game-master check, the required reason and the log entry, so the web and the API make one call.
The GmAction is written only when the claim succeeded, so a phase that someone else is already
adjudicating leaves no misleading "processed" entry.
"""

from __future__ import annotations

from typing import Any

from games.errors import Conflict
from games.models import Game, Phase
from games.services.access import gm_action_record, require_game_master, require_reason
from games.services.processing import phase_process


def phase_process_now(*, phase: Phase, actor: Any, reason: str) -> Phase:
    """Adjudicate an open phase at once, ignoring its ZAT. Returns the processed phase."""
    require_game_master(actor, phase.game)
    reason = require_reason(reason)
    if phase.game.status != Game.Status.RUNNING:
        raise Conflict(
            f"“{phase.game.name}” is {phase.game.get_status_display()}; only a running game's "
            "phase can be processed."
        )
    if phase.status != Phase.Status.OPEN:
        raise Conflict(
            f"Phase {phase.label} is {phase.get_status_display()}; only an open phase can be "
            "processed."
        )
    before = {"status": phase.status, "zat": phase.zat.isoformat() if phase.zat else None}
    processed = phase_process(phase_id=phase.pk)
    if processed is None:
        raise Conflict(f"Phase {phase.label} is already being adjudicated.")
    processed.refresh_from_db()
    gm_action_record(game=processed.game, phase=processed, actor=actor,
                     action="phase_process_now", reason=reason, before=before,
                     after={"status": processed.status})
    return processed
