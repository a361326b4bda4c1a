"""When a phase stops taking orders: its ZAT plus the game's grace.

Read by selectors (what a page shows), the mails (the next ZAT in a turn report) and the
services that decide a phase is due; it sits below all of them (issue 25). The ZAT itself is
computed and moved by ``games.services.schedule``.
"""

from __future__ import annotations

import datetime as dt

from games.models import Phase


def phase_due_at(phase: Phase) -> dt.datetime | None:
    """When a phase stops taking orders and may be adjudicated (ZAT + grace)."""
    if phase.zat is None:
        return None
    return phase.zat + dt.timedelta(minutes=phase.game.grace_minutes)
