"""The map pictures of the pages, drawn once per distinct picture and kept in Django's cache
(alias ``maps``: local memory per process by default, Redis when configured; settings.py).

A picture is a pure function of its inputs: the rule set, the phase's state (and for some
views its result), the orders drawn as arrows, the viewer class (public, one seat's key, the
game master) and the language. The cache key is the SHA-256 of exactly those inputs, with the
phase's id and ``version`` beside them. So:

- an entry is never handed to a viewer who may not see it: the viewer class is part of the
  key, and nothing that is not part of the key goes into the drawing;
- an entry never goes stale: an edit, a rollback or a publication changes the state, result,
  orders or status the key is made of (and bumps ``version``); even a change that does not
  bump ``version`` (the admin, a database restore reusing ids) changes the digest;
- a deploy that draws differently changes :data:`DRAWING`, which is in every key.

With the SVG the cache keeps its ETag (a digest of the SVG and the viewer class), so a reload
of ``map.svg`` answers 304 without hashing or sending the picture again.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.core.cache import caches
from django.http import Http404, HttpRequest, HttpResponse
from django.utils.cache import get_conditional_response, patch_cache_control, patch_vary_headers

# Bump when the drawing code changes what it draws for the same inputs.
DRAWING = "1"

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Drawn:
    svg: str
    etag: str  # quoted, as in the header


def _digest(parts: dict[str, Any]) -> str:
    text = json.dumps(parts, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def cached(inputs: dict[str, Any], viewer: str | None, draw: Callable[[], str]) -> Drawn:
    """The picture for ``inputs`` as ``viewer`` sees it: from the cache, or drawn and kept.

    ``inputs`` must hold everything ``draw`` reads besides the viewer (it is what the key is
    made of); ``viewer`` is ``"gm"``, a seat's key or None for the public view."""
    key = "map:" + _digest({"drawing": DRAWING, "viewer": viewer, **inputs})
    store = caches["maps"]
    try:
        found = store.get(key)
    except Exception:  # a cache server that is down costs a drawing, not the page
        log.warning("map cache unreachable, drawing without it", exc_info=True)
        found = None
    if isinstance(found, tuple) and len(found) == 2:
        return Drawn(*found)
    svg = draw()
    tag = hashlib.sha256(f"{viewer or ''}\n{svg}".encode()).hexdigest()[:32]
    drawn = Drawn(svg, f'"{tag}"')
    try:
        store.set(key, (drawn.svg, drawn.etag))
    except Exception:
        log.warning("map cache unreachable, drawing not kept", exc_info=True)
    return drawn


def svg_response(request: HttpRequest, drawn: Drawn) -> HttpResponse:
    """``map.svg``: the cached picture with its ETag; 304 when the browser holds it already.

    ``private``: a seat's or the game master's picture must never sit in a shared cache;
    ``no-cache``: the browser keeps it but asks every time (a cheap 304), so a new phase shows
    at once. No Last-Modified: no timestamp of a phase changes with every edit (a review, a
    rollback), and the ETag already says exactly whether the picture changed."""
    if not drawn.svg:
        raise Http404("No map for this phase.")
    response = HttpResponse(drawn.svg, content_type="image/svg+xml; charset=utf-8")
    response["ETag"] = drawn.etag
    patch_cache_control(response, private=True, no_cache=True)
    # The same address answers each viewer differently: by the session cookie.
    patch_vary_headers(response, ["Cookie"])
    return get_conditional_response(request, etag=drawn.etag, response=response)
