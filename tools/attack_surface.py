"""What a hostile client can reach, read from the code so that nothing needs listing: every
endpoint (the URL conf), every field name (the API serializers and the page forms), every word
the order readers know (each submission box's example), and the classic payloads that once
broke a web app somewhere. Used by the hostile-input tests (``tests/web/test_hostile_*.py``)
and by the sweep against a running server (``tools/hostile_sweep.py``).

Django's admin (its own forms, its own tests) is left out; the log-in it shares with the site
is throttled by the same django-axes backend (``tests/web/test_hostile_login.py``).
Import after ``django.setup()``.
"""

from __future__ import annotations

import functools
import inspect
import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from django import forms
from django.urls import URLPattern, URLResolver, get_resolver
from django.urls.resolvers import RoutePattern
from drf_spectacular.generators import SchemaGenerator
from rest_framework import serializers

SKIPPED_PREFIXES = ("admin/",)
BODY_METHODS = ("POST", "PUT", "PATCH")
_NOTHING = {"int": "1", "id": "1", "uuid": "00000000-0000-0000-0000-000000000000"}
_PARAMETER = re.compile(r"<(?:(?P<converter>[^>:]+):)?(?P<name>[^>]+)>")


@dataclass(frozen=True)
class Endpoint:
    route: str  # "api/games/<id:game_id>/submissions/"
    name: str
    methods: tuple[str, ...]  # those the view answers; function views: GET and POST
    is_api: bool
    fields: tuple[str, ...] = ()  # what its body takes (OpenAPI schema, form_class); () unknown

    @property
    def parameters(self) -> tuple[str, ...]:
        return tuple(m["name"] for m in _PARAMETER.finditer(self.route))

    def path(self, values: Mapping[str, Any]) -> str:
        """The route with its parameters filled in; one not given gets a well-formed value of
        its converter that names nothing (``1``, ``x``, the nil UUID)."""
        def value(match: re.Match[str]) -> str:
            if match["name"] in values:
                return str(values[match["name"]])
            return _NOTHING.get(match["converter"] or "str", "x")

        return "/" + _PARAMETER.sub(value, self.route)


def _methods(callback: Any) -> tuple[str, ...]:
    view_class = getattr(callback, "cls", None) or getattr(callback, "view_class", None)
    if view_class is None:
        return ("GET", "POST")
    return tuple(m.upper() for m in ("get", "post", "put", "patch", "delete")
                 if hasattr(view_class, m))


@functools.cache
def _api_fields() -> dict[str, tuple[str, ...]]:
    """``{"api/games/<id:game_id>/pause/": ("reason",)}``: each API route's request-body
    fields, from the OpenAPI schema drf-spectacular generates from the code."""
    schema = SchemaGenerator().get_schema(request=None, public=True)
    components = schema.get("components", {}).get("schemas", {})
    found: dict[str, set[str]] = {}
    for path, operations in schema["paths"].items():
        for operation in operations.values():
            content = operation.get("requestBody", {}).get("content", {})
            body = content.get("application/json", {}).get("schema", {})
            if "$ref" in body:
                body = components[body["$ref"].rsplit("/", 1)[-1]]
            found.setdefault(path, set()).update(body.get("properties", {}))
    return {path: tuple(sorted(names)) for path, names in found.items()}


def _fields(route: str, callback: Any) -> tuple[str, ...]:
    if route.startswith("api/"):
        return _api_fields().get("/" + _PARAMETER.sub(r"{\g<name>}", route), ())
    # A declared action's page gets its form from as_view(form_class=...), not its class.
    form = (getattr(callback, "view_initkwargs", None) or {}).get("form_class") or getattr(
        getattr(callback, "view_class", None), "form_class", None)
    return tuple(getattr(form, "base_fields", ()))


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
                           is_api=route.startswith("api/"), fields=_fields(route, entry.callback))


def all_endpoints() -> list[Endpoint]:
    return list(_walk(get_resolver().url_patterns, ""))


# Classic payloads, each of which once broke a web app somewhere.
DEEP = "[" * 1000
HUGE = "A par - bur\n" * 30_000  # 360 kB, far past every text limit
NUL = "A par\x00 - bur"
CLASSIC_TEXTS = [DEEP, NUL, "\ud800", "IF", "IF x", "A par - bur\nIF",
                 "IF dislodged(A mun) THEN A mun R boh", "' OR 1=1 --", "<script>x</script>",
                 "x" * 300, "\u202e\u0000\ufeff", "𝔸 ℙ𝕒𝕣 - 𝔹𝕦𝕣", " " * 5000, "\r\n" * 3000, ""]
# Aimed at the order readers: keywords that switch grammar, bytes no reader expects, the limits.
READER_TEXTS = ["IF", "IF x", "A par - bur\nIF", "IF dislodged(A mun) THEN A mun R boh", NUL,
                "\ud800", DEEP, HUGE, "x" * 20_001, "", "\r\n" * 3000]
CLASSIC_VALUES: list[Any] = [*CLASSIC_TEXTS, None, True, -1, 2**70, 1.5e308, [], {},
                             [DEEP], {"x": {"y": [1, "2", None]}}]


def field_names() -> list[str]:
    """Every field name any API serializer or page form declares."""
    all_endpoints()  # loads the app's modules in their usual order, URL conf and views first
    import games.api.serializers as api_serializers
    import games.forms as page_forms

    names: set[str] = {"username", "password", "next", "language", "action", "seat", "kind"}
    for _name, obj in inspect.getmembers(api_serializers, inspect.isclass):
        if issubclass(obj, serializers.Serializer) and obj.__module__ == api_serializers.__name__:
            try:
                names |= set(obj().fields)
            except Exception:  # a serializer that needs arguments adds no names
                continue
    for _name, obj in inspect.getmembers(page_forms, inspect.isclass):
        if issubclass(obj, forms.BaseForm) and obj.__module__ == page_forms.__name__:
            names |= set(getattr(obj, "base_fields", {}))
    # The declared game-master actions' inputs, wherever their module (the house rules' and
    # the roll-forward's live beside their pages).
    from games.gm_actions import GM_ACTIONS
    from games.views.gm_actions import PAGE_HOOKS

    for spec in GM_ACTIONS:
        if spec.api is not None:
            names |= set(spec.api.input().fields)
    for _view, form_class in PAGE_HOOKS.values():
        names |= set(getattr(form_class, "base_fields", {}))
    return sorted(names)


def vocabulary() -> list[str]:
    """The words of every game's box examples ("IF", "dislodged(A", "BUILD", "lon-nth-den",
    "PE09", "Verlegung" ...)."""
    from games.rulesets import available_rulesets

    words = {word for ruleset in available_rulesets().values()
             for box in ruleset.help_texts.values() for word in str(box.example).split()}
    return sorted(words | {"IF", "THEN", "AND", "OR", "NOT", "(", ")", "-", "S", "C", "H", "R"})


def classic_requests(endpoint: Endpoint) -> Iterator[tuple[str, Any, str]]:
    """(method, body, query) with the classic payloads, for each method the endpoint has:
    every field at once with a wrong or nasty value, every field too long, the deep JSON."""
    names = field_names()
    # Every field past its limit (on PostgreSQL a too long value for a column is a DataError).
    huge = {**{name: "x" * 300 for name in names}, "text": HUGE, "orders": HUGE,
            "reason": "x" * 20_001, "body": "x" * 20_001}
    for method in endpoint.methods:
        if method == "GET":
            yield method, None, "seat=%00&phase=99999999999999999999999&kind=" + quote(DEEP)
        elif endpoint.is_api and method in BODY_METHODS:
            yield method, DEEP, ""
            yield method, json.dumps({name: CLASSIC_VALUES[i % len(CLASSIC_VALUES)]
                                      for i, name in enumerate(names)}), ""
            yield method, json.dumps(huge), ""
            yield method, b'{"text": "\xff\xfe", "reason": "\xc3"}', ""
        elif method == "POST":
            yield method, {name: CLASSIC_TEXTS[i % len(CLASSIC_TEXTS)]
                           for i, name in enumerate(names)}, ""
            yield method, huge, ""
