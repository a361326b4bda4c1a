"""The map on the pages: one SVG per phase and viewer class, drawn for the viewer's seat (game
masters see everything) and kept in the cache (``map_cache``: the key is a digest of exactly
what the drawing is made of, the viewer class included, since a drawing holds the viewer's own
lama herds and must never be handed to anybody else).

Which map a page shows:

- game page: the current phase's position (its ``state``), the orders of the last published
  phase as arrows, the wormhole that is open now;
- a phase page (and the game master's review): the position at the start of that phase with
  its orders and their results; players get the orders of the published report only, game
  masters those of the result (also while it awaits review).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse

from games import selectors
from games.maps.board_adapter import board_after, board_from_state, herds_for
from games.maps.errors import BoardError
from games.maps.geometry import load as load_geometry
from games.maps.render import render_svg
from games.maps.visibility import GAME_MASTER
from games.models import Game, Phase
from games.rulesets import get_ruleset
from games.selectors import Viewer
from games.views import page_cache
from games.views.common import game_and_viewer, game_for, language, phase_of
from games.views.map_cache import Drawn, cached, svg_response

PUBLISHED = (Phase.Status.PUBLISHED, Phase.Status.SUPERSEDED)


def viewer_key(viewer: Viewer) -> str | None:
    """How the map names the viewer: ``"gm"``, the seat's key, or None (public view)."""
    if viewer.is_gm:
        return GAME_MASTER
    return viewer.seat.key if viewer.seat is not None else None


def _public_orders(phase: Phase | None) -> list[dict[str, Any]]:
    report = getattr(phase, "report", None) if phase is not None else None
    if report is None or phase.status not in PUBLISHED:
        return []
    return list((report.public or {}).get("orders") or [])


def _safe_render(board: dict[str, Any], viewer: str | None) -> str:
    try:
        return render_svg(board, viewer=viewer, lang=language())
    except BoardError:
        return ""  # the page says the map could not be drawn; the position table stays


def _picture(game: Game, state: dict[str, Any], viewer: Viewer,
             result: dict[str, Any] | None = None) -> str | None:
    """The rule set's own picture of its table (1848), or None for the Diplomacy map."""
    return get_ruleset(game.ruleset).picture(state, viewer.key, result=result, lang=language())


def _inputs(kind: str, phase: Phase, **more: Any) -> dict[str, Any]:
    """What a picture of ``phase`` is drawn from besides the viewer (the cache key's parts)."""
    return {"kind": kind, "ruleset": phase.game.ruleset, "phase": phase.pk,
            "version": phase.version, "status": phase.status, "state": phase.state,
            "lang": language(), **more}


def current_drawn(game: Game, phase: Phase | None, viewer: Viewer,
                  previous: Phase | None = selectors.ASK) -> Drawn:
    """The game page's map, from the cache (empty SVG before the game starts).

    ``previous``: the newest published phase before ``phase`` with its report, if the caller
    has it (:func:`selectors.current_and_previous`)."""
    if phase is None:
        return Drawn("", '""')
    # The newest phase is published only when the game is over: then the table after it.
    after = phase.result if phase.status == Phase.Status.PUBLISHED else None
    if previous is selectors.ASK:
        previous = (game.phases.filter(status=Phase.Status.PUBLISHED, index__lt=phase.index)
                    .select_related("report").order_by("-index").first())
    orders = _public_orders(previous)

    def draw() -> str:
        picture = _picture(game, phase.state, viewer, result=after)
        if picture is not None:
            return picture
        board = board_from_state(game.ruleset, phase.state, viewer=viewer_key(viewer),
                                 orders=orders)
        return _safe_render(board, viewer_key(viewer))

    return cached(_inputs("current", phase, result=after, orders=orders), viewer_key(viewer),
                  draw)


def current_map(game: Game, phase: Phase | None, viewer: Viewer,
                previous: Phase | None = selectors.ASK) -> str:
    """The game page's map (empty string before the game starts)."""
    return current_drawn(game, phase, viewer, previous).svg


def phase_drawn(phase: Phase, viewer: Viewer) -> Drawn:
    """A phase's starting position with its orders and results, as this viewer may see it."""
    key = viewer_key(viewer)
    if key == GAME_MASTER and phase.result:
        orders = list(phase.result.get("orders") or [])
    else:
        orders = _public_orders(phase)
    # Only the game master's drawing reads the result (the herds it places).
    result = phase.result if key == GAME_MASTER else None

    def draw() -> str:
        picture = _picture(phase.game, phase.state, viewer)
        if picture is not None:
            return picture
        board = board_from_state(phase.game.ruleset, phase.state, viewer=key, orders=orders)
        if key == GAME_MASTER and isinstance((result or {}).get("state"), dict):
            board["lamas"] = _gm_herds(board["lamas"], herds_for(result["state"], key))
        return _safe_render(board, key)

    return cached(_inputs("phase", phase, result=result, orders=orders), key, draw)


def phase_map(phase: Phase, viewer: Viewer) -> str:
    """A phase's starting position with its orders and results, as this viewer may see it."""
    return phase_drawn(phase, viewer).svg


def _gm_herds(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The game master's review map ("everything"): the herds standing when the phase
    opened and those its result places (Winter 1900 places every herd: without them the
    map showed none before publishing). A herd is an owner at a province; one that exploded
    in the phase still shows where it stood."""
    seen = {(h["power"], h["at"]) for h in before}
    return before + [h for h in after if (h["power"], h["at"]) not in seen]


def after_map(phase: Phase, viewer: Viewer, private_parts: list[Any]) -> str:
    """The position after a published phase, as the turn report mail draws it: public units
    and centres, the phase's orders, next season's wormhole, the viewer's own herds."""
    key = viewer_key(viewer)
    report = getattr(phase, "report", None)
    if report is None or (phase.status not in PUBLISHED and key != GAME_MASTER):
        return ""
    own = next((p.private for p in private_parts
                if viewer.seat is not None and p.seat_id == viewer.seat.pk), {})
    herds = (own or {}).get("herds") or []
    public = report.public or {}

    def draw() -> str:
        picture = _picture(phase.game, phase.state, viewer, result=phase.result)
        if picture is not None:
            return picture
        if key == GAME_MASTER:
            board = board_after(phase.game.ruleset, phase.state, phase.result or {}, viewer=key)
        else:
            board = board_after(phase.game.ruleset, phase.state, public, viewer=key,
                                own_herds=herds)
        return _safe_render(board, key)

    return cached(_inputs("after", phase, result=phase.result, public=public, herds=herds),
                  key, draw).svg


@cache
def _points() -> dict[str, list[float]]:
    """Where the pad draws pending orders: each province's and coast's unit anchor."""
    points: dict[str, list[float]] = {}
    for code, shape in load_geometry().provinces.items():
        points[code] = [round(shape.unit[0], 1), round(shape.unit[1], 1)]
        for coast, (x, y) in shape.coasts.items():
            points[f"{code}/{coast}"] = [round(x, 1), round(y, 1)]
    return points


def order_pad(game: Game, phase: Phase | None, viewer: Viewer, kind: str) -> dict | None:
    """The order pad's data for the viewer's own seat and box (None: no pad). Only ever put
    into that seat's own page; the map SVG served to anybody stays the same."""
    if phase is None or viewer.seat is None or phase.status != Phase.Status.OPEN:
        return None
    ruleset = get_ruleset(game.ruleset)
    pad = ruleset.order_pad(phase.state, viewer.seat.key, kind, lang=language())
    if pad is None or not ruleset.pad_on_standard_map:
        return pad
    return {**pad, "points": _points()}


def _kept(request: HttpRequest, who: page_cache.Who) -> HttpResponse | None:
    key = page_cache.map_key(who)
    if key is None:
        return None
    found = page_cache.cached_map(key, request.headers.get("If-None-Match"))
    if isinstance(found, str):  # the browser holds this very picture
        return svg_response(request, Drawn(" ", found))
    return svg_response(request, found) if found is not None else None


@login_required
def game_map_svg(request: HttpRequest, game_id: int) -> HttpResponse:
    """The game page's map: one query after the session's (who the viewer is in the game,
    the game's stamp), then the cache; a 304 when the ETag matches. After a change: the
    game and viewer, the current and previous phases, then the map cache (keyed by what the
    picture is drawn from)."""
    # By the game's change stamp (games.views.page_cache): while nothing changed, a seat's
    # player is answered after one small statement; anybody else after the general way.
    quick = page_cache.who_quickly(request, game_id)
    if quick is not None and (found := _kept(request, quick)) is not None:
        return found
    game, viewer = game_and_viewer(request, game_id)
    who = page_cache.who(game, viewer)
    if quick is None and (found := _kept(request, who)) is not None:
        return found
    key = page_cache.map_key(quick or who)
    phase, previous = selectors.current_and_previous(game)
    drawn = current_drawn(game, phase, viewer, previous)
    if key is not None:
        page_cache.keep_map(key, drawn)
    return svg_response(request, drawn)


@login_required
def phase_map_svg(request: HttpRequest, game_id: int, phase_id: int) -> HttpResponse:
    game = game_for(request, game_id)
    phase = phase_of(game, phase_id)
    viewer = selectors.viewer_for(game, request.user)
    if phase.status not in PUBLISHED and not viewer.is_gm and phase.status != Phase.Status.OPEN:
        raise Http404("This phase's result is not published yet.")
    return svg_response(request, phase_drawn(phase, viewer))
