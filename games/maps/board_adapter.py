"""Board input for :func:`games.maps.render.render_svg` built from a phase's stored JSON.

The platform stores, per phase, the rule set's ``state`` (the engine input) and, once
adjudicated, the ``result`` and its public part. This module turns those into the map's
board shape (docs/map.md). It is pure data in, data out (the rule set names the drawn
board, :meth:`~games.rulesets.base.RuleSet.map_variant`), and knows two state shapes:

- Diplomacy: ``{"variant", "phase", "units", "dislodged", "supply_centers"}`` at the top;
- a variant nesting the engine's state under ``"engine"`` (units, centres, the current
  wormhole, and the secret lama herds in ``section_state.lamas.herds``).

Secrets: lama herds are copied only for the viewer who owns them (or the game master,
``viewer="gm"``) and are marked ``private`` as well, so the renderer's own filter
(:func:`games.maps.visibility.visible_to`) would drop them a second time. Orders are taken
from whatever the caller hands in: the public report's orders for players, the full result
only for game masters.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.maps.visibility import GAME_MASTER
from games.rulesets import get_ruleset

JSON = Mapping[str, Any]


def _engine(state: JSON) -> JSON:
    """The part of a state holding units and centres (a variant may nest it)."""
    inner = state.get("engine")
    return inner if isinstance(inner, Mapping) else state


def map_of(ruleset: str, state: JSON) -> dict[str, Any]:
    """Which drawn board the rule set shows ``state`` on (``variant``) and, when it names
    itself on the map, its name there (``game_name``)."""
    rules = get_ruleset(ruleset)
    title = {"game_name": rules.map_title} if rules.map_title else {}
    return {"variant": rules.map_variant(state), **title}


def herds_for(state: JSON, viewer: str | None) -> list[dict[str, Any]]:
    """The unexploded lama herds ``viewer`` may see: its own, or all for the game master."""
    if viewer is None:
        return []
    sections = _engine(state).get("section_state") or {}
    herds = ((sections.get("lamas") or {}).get("herds")) or []
    return [
        {"power": h.get("owner"), "at": h.get("at"), "private": [h.get("owner")]}
        for h in herds
        if isinstance(h, Mapping) and not h.get("exploded")
        and (viewer == GAME_MASTER or h.get("owner") == viewer)
    ]


def board_from_state(ruleset: str, state: JSON, *, viewer: str | None,
                     orders: Sequence[JSON] = (), title: str = "") -> dict[str, Any]:
    """The position at the start of a phase, with ``orders`` drawn as arrows."""
    engine = _engine(state)
    return {
        **map_of(ruleset, state),
        "phase": str(state.get("phase") or engine.get("phase") or ""),
        "title": title or str(state.get("phase") or ""),
        "units": list(engine.get("units") or []),
        "dislodged": list(engine.get("dislodged") or state.get("dislodged") or []),
        "supply_centers": dict(engine.get("supply_centers") or {}),
        "orders": [dict(o) for o in orders],
        "wormhole": engine.get("wormhole") or None,
        "lamas": herds_for(state, viewer),
    }


def board_after(ruleset: str, state: JSON, outcome: JSON, *, viewer: str | None,
                own_herds: Sequence[JSON] = (), title: str = "") -> dict[str, Any]:
    """The position after a phase from its public report (or, for GMs, its full result):
    the new units and centres, this phase's orders as arrows, next season's wormhole.

    ``own_herds`` are the viewer's herds as its private part lists them (``at``,
    ``exploded``); for the game master pass the result's engine state instead (handled
    through ``outcome["state"]`` when present)."""
    lamas: list[dict[str, Any]] = []
    if viewer == GAME_MASTER and isinstance(outcome.get("state"), Mapping):
        lamas = herds_for(outcome["state"], viewer)
    elif viewer is not None:
        lamas = [{"power": viewer, "at": h.get("at"), "private": [viewer]}
                 for h in own_herds if isinstance(h, Mapping) and not h.get("exploded")]
    return {
        **map_of(ruleset, state),
        "phase": str(outcome.get("next_phase") or outcome.get("phase") or ""),
        "title": title or str(outcome.get("phase") or ""),
        "units": list(outcome.get("units") or []),
        "dislodged": list(outcome.get("dislodged") or []),
        "supply_centers": dict(outcome.get("supply_centers") or {}),
        "orders": [dict(o) for o in outcome.get("orders") or []],
        "wormhole": outcome.get("wormhole_next") or None,
        "lamas": lamas,
    }
