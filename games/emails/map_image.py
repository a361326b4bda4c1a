"""The map in a turn report e-mail: a PNG drawn for one recipient.

The board is the position after the phase (new units and centres, this phase's orders as
arrows, next season's wormhole). Players' maps are built from the public report plus their
own private part (their lama herds); a game master's from the full result. Each recipient
gets their own drawing: nothing is shared between recipients, so one player's herds can
never end up in another player's picture.
"""

from __future__ import annotations

import logging
from functools import lru_cache
from typing import Any

from games.maps.board_adapter import board_after
from games.maps.errors import BoardError
from games.maps.png import svg_to_png
from games.maps.render import render_svg
from games.maps.visibility import GAME_MASTER
from games.models import Phase
from games.rulesets import get_ruleset

log = logging.getLogger(__name__)

WIDTH = 900  # px: readable in a mail client's reading pane, about 250 kB


def report_board(phase: Phase, viewer: str, private: dict[str, Any] | None) -> dict[str, Any]:
    """The board for ``viewer`` (a seat key or ``"gm"``) after ``phase``."""
    title = phase.label
    if viewer == GAME_MASTER:
        return board_after(phase.game.ruleset, phase.state, phase.result or {}, viewer=viewer,
                           title=title)
    public = phase.report.public if getattr(phase, "report", None) else {}
    herds = (private or {}).get("herds") or []
    return board_after(phase.game.ruleset, phase.state, public, viewer=viewer,
                       own_herds=herds, title=title)


@lru_cache(maxsize=16)
def _png(svg: str) -> bytes:
    # A picture drawn for the public (1848's table) is the same SVG for every recipient of a
    # turn: it is rendered once, not once per mail.
    return svg_to_png(svg, WIDTH)


def report_map_png(phase: Phase, viewer: str, private: dict[str, Any] | None,
                   lang: str) -> bytes | None:
    """The PNG for one recipient, or None (logged) if the board cannot be drawn: the mail
    still goes out with the written report."""
    try:
        # A game with its own picture (1848's table) draws it, for this viewer, after the
        # phase; the others get the Diplomacy map.
        svg = get_ruleset(phase.game.ruleset).picture(phase.state, viewer,
                                                      result=phase.result or {}, lang=lang)
        if svg is None:
            svg = render_svg(report_board(phase, viewer, private), viewer=viewer, lang=lang)
            return svg_to_png(svg, WIDTH)
        return _png(svg)
    except (BoardError, ValueError, OSError):
        log.exception("phase %s: no map for %s", phase.pk, viewer)
        return None
