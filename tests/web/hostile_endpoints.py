"""Every endpoint of the site, read from the URL conf, for the hostile-input tests: a page or
API route added tomorrow is swept without anyone listing it here.

Django's admin (its own forms, its own tests) is left out; the log-in it shares with the site
is throttled by the same django-axes backend (``tests/web/test_hostile_login.py``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from django.urls import URLPattern, URLResolver, get_resolver
from django.urls.resolvers import RoutePattern

SKIPPED_PREFIXES = ("admin/",)
BODY_METHODS = ("POST", "PUT", "PATCH")
_PARAMETER = re.compile(r"<(?:(?P<converter>[^>:]+):)?(?P<name>[^>]+)>")


@dataclass(frozen=True)
class Endpoint:
    route: str  # "api/games/<id:game_id>/submissions/"
    name: str
    methods: tuple[str, ...]  # those the view answers; function views: GET and POST
    is_api: bool

    @property
    def parameters(self) -> tuple[str, ...]:
        return tuple(m["name"] for m in _PARAMETER.finditer(self.route))

    def path(self, values: Mapping[str, Any]) -> str:
        """The route with its parameters filled in (``KeyError`` for one not given)."""
        return "/" + _PARAMETER.sub(lambda m: str(values[m["name"]]), self.route)


def _methods(callback: Any) -> tuple[str, ...]:
    view_class = getattr(callback, "cls", None) or getattr(callback, "view_class", None)
    if view_class is None:
        return ("GET", "POST")
    return tuple(m.upper() for m in ("get", "post", "put", "patch", "delete")
                 if hasattr(view_class, m))


def _walk(patterns: list[Any], prefix: str) -> Iterator[Endpoint]:
    for entry in patterns:
        if not isinstance(entry.pattern, RoutePattern):
            continue  # regex routes are Django's own (the admin)
        route = prefix + str(entry.pattern)
        if route.startswith(SKIPPED_PREFIXES):
            continue
        if isinstance(entry, URLResolver):
            yield from _walk(entry.url_patterns, route)
        elif isinstance(entry, URLPattern):
            yield Endpoint(route=route, name=entry.name or route, methods=_methods(entry.callback),
                           is_api=route.startswith("api/"))


def all_endpoints() -> list[Endpoint]:
    return list(_walk(get_resolver().url_patterns, ""))
