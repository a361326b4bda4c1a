"""The game page and its ``map.svg`` answered from the cache by the game's change stamp
(issue 26, item 2; the stamp: ``games.stamps``).

A player's game page is rendered once per (game, stamp, user, viewer, language, time zone,
address) and kept whole in Django's default cache; until anything the page shows changes
(the database raises the stamp in the same transaction) the next request answers from the
entry after two queries (the session's user, the seat with its game and stamp). So:

- **Secrets stay with their viewer**: the key holds the user's id and the viewer class
  (``Viewer.key``: a seat's key, ``"gm"`` or public; the seat's id; the game-master flag),
  so no entry is ever read by another user, let alone another seat.
- **Per request, never kept**: the CSRF token (the page is rendered with a placeholder that
  each answer replaces by the request's own masked token) and messages (a request with
  messages to show is rendered afresh and its page not kept); an answer to a POST (a form
  with its errors or feedback) is never cached.
- **Time**: the only part of the page that changes by the clock alone is who is away (an
  absence's start and end); an entry is kept until the next such moment in the game.
- Without a stamp (a database without the triggers) the page is rendered every time.

``map.svg`` is kept the same way per (game, stamp, viewer class, language) with its ETag
beside it, so a reload with ``If-None-Match`` answers 304 without reading the picture; in
the map cache (alias ``maps``), beside the pictures by content that it points to again.
"""

from __future__ import annotations

import hashlib
import json
import logging
import secrets
from dataclasses import dataclass
from functools import cache
from typing import Any

from django.contrib.messages import get_messages
from django.core.cache import caches
from django.db import connection
from django.db.models import Min, Q
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import get_token
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.translation import get_language

from games.models import Absence, Game, PageStamp, Seat
from games.rulesets.base import GAME_MASTER
from games.selectors import Viewer
from games.sql_rows import cursor
from games.stamps import stamp_of
from games.views.map_cache import DRAWING, Drawn

# Bump when a deploy changes what the page shows for the same data.
PAGES = "1"
ALIAS = "default"
MAP_ALIAS = "maps"  # the map cache's (games.views.map_cache): Redis when configured
# How long an entry is kept at most (a dead stamp's entries go sooner than by culling).
KEEP = 24 * 3600
# Stands for the CSRF token in a kept page; random per process, so no text can hold it.
CSRF_MARK = "csrf-mark-" + secrets.token_hex(16)

log = logging.getLogger(__name__)


def _digest(kind: str, parts: dict[str, Any]) -> str:
    text = json.dumps({"pages": PAGES, **parts}, sort_keys=True, separators=(",", ":"))
    return f"{kind}:" + hashlib.sha256(text.encode()).hexdigest()


def _get(key: str, alias: str = ALIAS) -> Any:
    try:
        return caches[alias].get(key)
    except Exception:  # a cache that is down costs a rendering, not the page
        log.warning("page cache unreachable", exc_info=True)
        return None


def _set(key: str, value: Any, timeout: float | None, alias: str = ALIAS) -> None:
    try:
        caches[alias].set(key, value, timeout=timeout)
    except Exception:
        log.warning("page cache unreachable, page not kept", exc_info=True)


@dataclass(frozen=True)
class Who:
    """Whose answer it is, and the game's stamp: what the keys are made of."""

    game_id: int
    stamp: int | None
    viewer: str | None  # Viewer.key: "gm", a seat's key, or None (public)
    seat_id: int | None
    is_gm: bool


def who(game: Game, viewer: Viewer) -> Who:
    return Who(game.pk, stamp_of(game), viewer.key, getattr(viewer.seat, "pk", None),
               viewer.is_gm)


@cache
def _who_sql() -> str:
    q = connection.ops.quote_name
    seat, stamp = Seat._meta.db_table, PageStamp._meta.db_table
    masters = Game.game_masters.through._meta
    return (
        f"SELECT {q(seat)}.{q('id')}, {q(seat)}.{q('key')}, {q(stamp)}.{q('value')}, "
        f"EXISTS(SELECT 1 FROM {q(masters.db_table)} m "
        f"WHERE m.{q(masters.get_field('game').column)} = {q(seat)}.{q('game_id')} "
        f"AND m.{q(masters.get_field('user').column)} = %s) "
        f"FROM {q(seat)} LEFT OUTER JOIN {q(stamp)} ON {q(stamp)}.{q('game_id')} = "
        f"{q(seat)}.{q('game_id')} WHERE {q(seat)}.{q('game_id')} = %s AND "
        f"{q(seat)}.{q('player_id')} = %s ORDER BY {q(seat)}.{q('key')} LIMIT 1"
    )


def who_quickly(request: HttpRequest, game_id: int) -> Who | None:
    """For a player of one of the game's seats, the :class:`Who` of
    ``views.common.game_and_viewer``'s answer (the same seat: the first by key; the same
    game-master check) from one small statement, no model built: a cached answer needs no
    more. None for anybody else (they take the general way)."""
    user = request.user
    if not getattr(user, "is_authenticated", False):
        return None
    with cursor() as rows:
        rows.execute(_who_sql(), [user.pk, game_id, user.pk])
        row = rows.fetchone()
    if row is None:
        return None
    seat_id, seat_key, stamp, masters = row
    is_gm = bool(user.is_superuser) or bool(masters)
    return Who(game_id, stamp, GAME_MASTER if is_gm else seat_key, seat_id, is_gm)


def page_key(request: HttpRequest, who: Who) -> str | None:
    """The key of this request's page, or None: not to be cached (not a GET, messages to
    show, no stamp)."""
    if who.stamp is None or request.method != "GET" or len(get_messages(request)):
        return None
    return _digest("page", {
        "game": who.game_id, "stamp": who.stamp, "user": request.user.pk,
        "viewer": who.viewer, "seat": who.seat_id, "gm": who.is_gm,
        "lang": get_language(), "tz": timezone.get_current_timezone_name(),
        "path": request.get_full_path(),
    })


def cached_page(request: HttpRequest, key: str) -> HttpResponse | None:
    found = _get(key)
    if not (isinstance(found, tuple) and len(found) == 2):
        return None
    until, body = found
    if until is not None and timezone.now().timestamp() >= until:
        return None
    return _answer(request, body)


def _answer(request: HttpRequest, body: str) -> HttpResponse:
    return HttpResponse(body.replace(CSRF_MARK, get_token(request)))


def _next_absence_moment(game: Game) -> float | None:
    """When the next absence of the game starts or ends (who is away changes), or None."""
    now = timezone.now()
    live = Absence.objects.live().filter(seat__game=game)
    moments = live.aggregate(start=Min("starts_at", filter=Q(starts_at__gt=now)),
                             end=Min("ends_at", filter=Q(ends_at__gt=now)))
    found = [m for m in moments.values() if m is not None]
    return min(found).timestamp() if found else None


def render_and_keep(request: HttpRequest, key: str, game: Game, template: str,
                    context: dict[str, Any]) -> HttpResponse:
    """The page rendered with the CSRF placeholder, kept, and answered with the token."""
    until = _next_absence_moment(game)
    body = render_to_string(template, {**context, "csrf_token": CSRF_MARK}, request)
    timeout = KEEP if until is None else max(1.0, min(KEEP, until - timezone.now().timestamp()))
    _set(key, (until, body), timeout)
    return _answer(request, body)


def map_key(who: Who) -> str | None:
    """``map.svg``'s key: the viewer class (``maps.viewer_key`` is ``Viewer.key``)."""
    if who.stamp is None:
        return None
    return _digest("mapsvg", {"game": who.game_id, "stamp": who.stamp, "viewer": who.viewer,
                              "lang": get_language(), "drawing": DRAWING})


def cached_map(key: str, if_none_match: str | None) -> Drawn | str | None:
    """The kept picture; only its ETag (a str) when the browser sent that very tag."""
    if if_none_match:
        etag = _get(key + ":etag", MAP_ALIAS)
        if isinstance(etag, str) and etag == if_none_match:
            return etag
    found = _get(key, MAP_ALIAS)
    return Drawn(*found) if isinstance(found, tuple) and len(found) == 2 else None


def keep_map(key: str, drawn: Drawn) -> None:
    if drawn.svg:  # (no picture: the view's 404, never a 304)
        _set(key, (drawn.svg, drawn.etag), KEEP, MAP_ALIAS)
        _set(key + ":etag", drawn.etag, KEEP, MAP_ALIAS)
