"""Cached pieces of the game page (issue 26, item 2): the parts whose rendering costs most
(the position table with the seats, the order form's fields) are rendered once per distinct
content and kept in Django's default cache (local memory per process).

The rule that keeps a viewer's secrets: a fragment is rendered by :func:`cached_fragment`
from an explicit context of plain data (a template rendered with ``render_to_string`` sees
nothing else: not the request, the user or the CSRF token), and its key is the SHA-256 of
exactly that context, the template's name, the language and the viewer's identity (game,
phase and its version, the viewer class: a seat's key, ``"gm"`` or public). So two viewers
get the same entry only when they would be shown the very same fragment, and nothing expires
by a timer: a new phase, a new submission, a new seat status changes the context and with it
the key (the old entries are culled by the cache when it fills).

Per-session things (the CSRF token, messages) are never inside a fragment: the templates
that hold them stay outside and are rendered on every request.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
from typing import Any

from django.core.cache import caches
from django.template.loader import render_to_string
from django.utils.functional import Promise
from django.utils.safestring import SafeString, mark_safe

from games.selectors import Viewer
from games.views.common import language

# Bump when a fragment's template changes what it renders for the same context.
FRAGMENTS = "1"
ALIAS = "default"

log = logging.getLogger(__name__)


def _plain(value: Any) -> Any:
    """What the key's JSON is made of: dataclasses, sets and lazy strings as plain data.
    Anything else is refused: an object keyed by its ``str`` (a model's "Austria (Game 3)")
    could give two different fragments, one viewer's secrets in it, the same key."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    if isinstance(value, set | frozenset):
        return sorted(value, key=str)
    if isinstance(value, Promise):
        return str(value)
    raise TypeError(f"a fragment's key takes plain data only, not {type(value).__name__}")


def fragment_key(template: str, context: dict[str, Any], identity: dict[str, Any]) -> str:
    text = json.dumps({"fragments": FRAGMENTS, "template": template, "lang": language(),
                       "identity": identity, "context": context},
                      sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=_plain)
    return "fragment:" + hashlib.sha256(text.encode()).hexdigest()


def whose(game: Any, phase: Any, viewer: Viewer) -> dict[str, Any]:
    """Whose fragment it is: the game, the phase and its version, the viewer class."""
    return {"game": game.pk, "phase": getattr(phase, "pk", None),
            "version": getattr(phase, "version", None), "viewer": viewer.key}


def cached_fragment(template: str, context: dict[str, Any], who: dict[str, Any],
                    key_context: dict[str, Any] | None = None) -> SafeString:
    """``template`` rendered with ``context`` (and nothing else), from the cache if the same
    fragment was rendered before.

    ``key_context``: plain data that determines everything the template reads from
    ``context``, when ``context`` holds objects (a form); by default ``context`` itself."""
    key = fragment_key(template, context if key_context is None else key_context, who)
    store = caches[ALIAS]
    try:
        found = store.get(key)
    except Exception:  # a cache that is down costs a rendering, not the page
        log.warning("fragment cache unreachable, rendering without it", exc_info=True)
        found = None
    if isinstance(found, str):
        return mark_safe(found)  # our own rendering, kept as it was
    html = render_to_string(template, context)
    try:
        store.set(key, str(html), timeout=None)
    except Exception:
        log.warning("fragment cache unreachable, fragment not kept", exc_info=True)
    return mark_safe(html)  # a template's output, escaped by it


def form_fields_key(form: Any) -> dict[str, Any] | None:
    """Plain data that determines how ``includes/form_fields.html`` renders ``form``: each
    field's name, kind, widget and its attributes, label, help, choices and value. None for
    a bound form (an answer to a POST, with its errors): rendered afresh, never kept."""
    if form.is_bound:
        return None
    fields = []
    for bound in form:
        field = bound.field
        fields.append({
            "name": bound.html_name, "id": bound.auto_id, "field": type(field).__name__,
            "widget": type(field.widget).__name__, "attrs": field.widget.attrs,
            "label": str(bound.label), "help": str(field.help_text),
            "required": field.required, "disabled": field.disabled,
            "choices": [[str(k), str(v)] for k, v in getattr(field, "choices", [])],
            "value": bound.value(),
        })
    return {"form": type(form).__name__, "prefix": form.prefix, "fields": fields}
