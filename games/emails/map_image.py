"""The map in a turn report e-mail: a PNG drawn for what one recipient may see.

The board is the position after the phase (new units and centres, this phase's orders as
arrows, next season's wormhole). Players' maps are built from the public report plus their
own private part (their lama herds); a game master's from the full result. Each recipient's
SVG is drawn for them (``render_svg(..., viewer=...)``, a few milliseconds); the PNG, the
expensive part, is cached by the SHA-256 of that SVG: recipients whose SVGs are identical (the
seven players of a standard game) share one PNG, and a recipient whose SVG shows a secret
(their own herds) has a different SVG and so a PNG of their own. Nothing but the SVG's own
content decides who shares, so one player's herds can never end up in another's picture.

Within one phase's mails (``drawn``, kept by ``turn_report``) even the SVG is drawn once per
distinct view: the key is the board exactly as ``render_svg`` filters it for the viewer
(``visibility.visible_to``, the renderer's first step, after which the viewer plays no part)
and the language, so two recipients share a drawing only when what they may see is the same
(issue 26, item 5: the seven players of a standard game, one drawing and one PNG).

The PNG is sized for a mail reader's pane (``WIDTH`` px) and stored with a palette
(``games.maps.png.mail_png``): about 50-60 kB instead of 200-300 kB.
"""

from __future__ import annotations

import hashlib
import logging
from collections import OrderedDict
from typing import Any

from games.maps.board_adapter import board_after
from games.maps.errors import BoardError
from games.maps.png import mail_png
from games.maps.render import render_svg
from games.maps.visibility import GAME_MASTER, visible_to
from games.models import Phase
from games.rulesets import get_ruleset

log = logging.getLogger(__name__)

WIDTH = 800  # px: readable in a mail client's reading pane, about 50-60 kB with a palette
CACHE_SIZE = 32  # distinct pictures kept per process (a phase has one to a dozen)

_pictures: OrderedDict[bytes, bytes] = OrderedDict()


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


def picture_png(svg: str) -> bytes:
    """The mail PNG of ``svg``, drawn once per distinct SVG (keyed by its SHA-256)."""
    key = hashlib.sha256(svg.encode("utf-8")).digest()
    png = _pictures.get(key)
    if png is not None:
        _pictures.move_to_end(key)
        return png
    png = mail_png(svg, WIDTH)
    _pictures[key] = png
    while len(_pictures) > CACHE_SIZE:
        _pictures.popitem(last=False)
    return png


def report_map_png(phase: Phase, viewer: str, private: dict[str, Any] | None,
                   lang: str, drawn: dict[Any, bytes | None] | None = None) -> bytes | None:
    """The PNG for one recipient, or None (logged) if the board cannot be drawn: the mail
    still goes out with the written report. ``drawn``: the pictures drawn so far for this
    phase's mails, by what their viewer may see (see the module's docstring)."""
    try:
        # A game with its own picture (1848's table) draws it, for this viewer, after the
        # phase; the others get the Diplomacy map.
        svg = get_ruleset(phase.game.ruleset).picture(phase.state, viewer,
                                                      result=phase.result or {}, lang=lang)
        if svg is not None:
            return picture_png(svg)
        board = report_board(phase, viewer, private)
        if drawn is None:
            return picture_png(render_svg(board, viewer=viewer, lang=lang))
        # repr of the JSON-like board: equal keys mean equal boards (a board built in
        # another key order only misses the drawing; it is never shared by mistake).
        key = (lang, repr(visible_to(board, viewer)))
        if key not in drawn:
            drawn[key] = picture_png(render_svg(board, viewer=viewer, lang=lang))
        return drawn[key]
    except (BoardError, ValueError, OSError):
        log.exception("phase %s: no map for %s", phase.pk, viewer)
        return None
