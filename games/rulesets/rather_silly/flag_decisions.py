"""Review flags a game master decides by picking one of their options (``RuleSet.decide_flag``).

Only a tied wormhole vote (§7) is data in the outcome: the link picked among the tied ones
becomes next season's link (``wormhole_next`` and the next engine state's ``wormhole``).
Flags whose options move units (special-fleet attacks, seductions, flights) are decided in
the outcome or order editor, so they are not listed here.
"""

from __future__ import annotations

from typing import Any

from games.rulesets.base import JSON

DECIDABLE = frozenset({"wormhole_tie"})


def _wormhole(result: JSON, option: Any) -> JSON:
    link = list(option)
    state = dict(result.get("state") or {})
    state["wormhole"] = link
    return {**result, "wormhole_next": link, "state": state}


def decide(result: JSON, flag: JSON, option: Any) -> JSON | None:
    """``result`` with ``option`` of ``flag`` applied; None for a flag not in DECIDABLE."""
    if flag.get("code") == "wormhole_tie":
        return _wormhole(result, option)
    return None
