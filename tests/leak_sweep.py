"""The leak sweep: everything one viewer can reach, read as text.

The list of addresses is built from the URL conf, not written by hand: every pattern of
``gamemaster.urls`` (pages, API, map pictures, everything included) is filled in with the
game's own values and fetched as the viewer, so a page added tomorrow is swept without anybody
remembering to add it here. A pattern whose parameters the sweep cannot fill in fails the
sweep, unless :data:`UNREACHABLE` lists it with the reason a seat cannot reach it.

What is read:

- every answer's body, whatever its status (an error page must not leak either), JSON also
  with its escapes undone (``\\n`` in a lama herd list, ``\\u00e4``);
- pictures: SVG is text; a PNG is read through the SVG it was drawn from (:class:`Pictures`
  records every PNG resvg makes, so a PNG nobody can trace fails the sweep);
- a mail: its headers and every MIME part, attachments and inline pictures included.

The map pictures' cache (``games/views/map_cache.py``) is on while the sweep runs: local
memory, one per process, so every viewer is swept after the others through the pictures they
left in it; a picture served to a viewer it was not drawn for would carry its secrets into
that viewer's answers (``tests/web/test_map_cache.py`` checks the cache's own keys and 304s).

An address that only takes POST (``405`` to a GET) is posted to, and the answer read: with the
body :data:`POSTS` gives for it, or else with :data:`PROBE`, which a seat must see refused (a
game master's action); one that does what the probe asked fails the sweep until it is listed
in :data:`POSTS` or in :data:`UNREACHABLE` with the reason. Every POST runs in a savepoint that
is rolled back, so the sweep changes nothing and every viewer sees the same game.

Speed (it runs for every viewer in several states of the game, twice in CI): each answer is
searched at once for every needle (every seat's secrets and the markers the tests want), and
only the needles found are kept, not the text; a page is fetched with ``?seat=<other>`` only
when its bare fetch read the query string at all (a view that never looks at the query cannot
answer differently to it); an address that answered a GET with 405 once is posted to directly
afterwards (the method a view takes does not depend on the viewer).
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from email.message import Message
from itertools import product
from typing import Any

from django.apps import apps
from django.core.handlers.wsgi import WSGIRequest, get_bytes_from_wsgi
from django.db import transaction
from django.db.models import Count
from django.http import QueryDict
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from django.utils.functional import cached_property
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from games.models import CalendarFeed
from games.rulesets import get_ruleset

# Patterns (by URL name, or a route prefix ending in "/") a seat cannot reach, and why.
UNREACHABLE: dict[str, str] = {
    "api-join-request-decide": "as gm-join-decide, through the API",
    "api-draw-decide": "as gm-draw-decide, through the API",
    "admin/": "the Django admin is for staff; no seat is staff (checked: the sweep's seats are "
              "sent to the admin login)",
    "invitation-accept": "keyed by an invitation token, mailed only to the invitee of a vacant "
                         "seat; every seat of the swept game is taken, so no seat holds one",
    "invitation-signup": "keyed by an invitation token, as invitation-accept",
    "api-invitation-accept": "keyed by an invitation token, as invitation-accept",
    "logout": "POST only; logs the viewer out and redirects, showing no game data",
    "language-switch": "POST only; stores the language and redirects, showing no game data",
    "set_language": "POST only (Django's i18n view); redirects, showing no game data",
    "api-token": "POST only; answers the poster's own token for the poster's own password",
    "signup-confirm": "keyed by a one-time token mailed to the new account's own address",
    "email-change-confirm": "keyed by a one-time token mailed to the account's new address",
    "password_reset_confirm": "keyed by a one-time token mailed to the account's own address",
    "gm-join-decide": "a game master's decision on a join request (POST); seats are refused",
    "gm-sitter-decide": "a game master's decision on a sitter (POST); seats are refused",
    "gm-draw-decide": "a game master's decision on a draw proposal (POST); seats are refused",
}

# POST-only addresses whose answer carries game data: the body the sweep sends ({seat} is the
# viewer's seat key, {kind} a submission kind).
POSTS: dict[str, dict[str, str]] = {
    "orders-check": {"orders": "A vie H", "kind": "orders"},
    "orders-submit": {"orders": "A vie H", "kind": "orders", "action": "check"},
    "api-submission-check": {"text": "A vie H", "kind": "orders"},
    # The seat's own mail-in address, renewed and shown to the seat alone.
    "mail-address-renew": {},
    "api-mail-address-renew": {},
    "api-press-read": {"thread": "public"},  # answers the reader's own threads
    # A seat's own absence and draw vote, through the API (rolled back like every POST).
    "api-absence-cancel": {},
    "api-draw-vote": {"accept": "false"},
}

# The body posted to a POST-only address not in POSTS. A seat must be refused there (403, or
# 400 when the address checks its input before its permission): what it answers is read too.
PROBE = {"reason": "leak sweep"}

# Query strings tried on every page (not the API, which names seats in its paths) besides the
# bare address: pages that take ``?seat=`` must not show another seat's secrets to a player
# ({other} is a seat other than the viewer's).
QUERIES = ("", "?seat={other}")


@dataclass(frozen=True)
class Route:
    name: str
    route: str  # the full route, e.g. "games/<id:game_id>/phases/<id:phase_id>/"
    params: tuple[str, ...]


def routes() -> list[Route]:
    """Every URL pattern of the project, with its full route and parameter names."""
    found: list[Route] = []

    def walk(patterns: list[Any], prefix: str, params: tuple[str, ...]) -> None:
        for entry in patterns:
            text = str(entry.pattern)
            names = _param_names(entry.pattern)
            if isinstance(entry, URLResolver):
                walk(entry.url_patterns, prefix + text, params + names)
            elif isinstance(entry, URLPattern):
                found.append(Route(entry.name or "", prefix + text, params + names))

    walk(get_resolver().url_patterns, "", ())
    return found


def _param_names(pattern: Any) -> tuple[str, ...]:
    converters = getattr(pattern, "converters", None)
    if converters is not None:
        return tuple(converters)
    return tuple(pattern.regex.groupindex)


def unreachable_reason(route: Route) -> str | None:
    if route.name in UNREACHABLE:
        return UNREACHABLE[route.name]
    return next((why for key, why in UNREACHABLE.items()
                 if key.endswith("/") and route.route.startswith(key)), None)


class CannotFill(Exception):
    """A pattern has a parameter the sweep does not know how to fill in."""


def _model_rows(game: Any, param: str) -> list[Any] | None:
    """``<thing>_id`` -> the primary keys of the game's rows of model ``Thing``, if any."""
    if not param.endswith("_id"):
        return None
    wanted = param[: -len("_id")].replace("_", "").lower()
    models = list(apps.get_app_config("games").get_models())
    # ``absence_id`` -> Absence; else the one model whose name ends so (``proposal_id`` ->
    # DrawProposal).
    named = [m for m in models if m.__name__.lower() == wanted] or [
        m for m in models if m.__name__.lower().endswith(wanted)]
    if len(named) != 1:
        return None
    for model in named:
        for path in ("game", "phase__game", "seat__game", "report__phase__game"):
            try:
                return list(model.objects.filter(**{path: game}).values_list("pk", flat=True))
            except Exception:
                continue
    return None


def fillers(game: Any, viewer: Any = None) -> dict[str, Callable[[], list[Any]]]:
    """Values per parameter name. ``token`` is the viewer's own calendar token (the feed's
    address is its key: a viewer holds no other)."""
    flags = [flag for phase in game.phases.all()
             for flag in (phase.result or {}).get("review_flags") or []]
    return {
        "token": lambda: [CalendarFeed.objects.get_or_create(user=viewer)[0].token]
        if viewer is not None else [],
        "game_id": lambda: [game.pk],
        "phase_id": lambda: list(game.phases.values_list("pk", flat=True)),
        "kind": lambda: [k.key for k in get_ruleset(game.ruleset).submission_kinds()],
        "seat": lambda: list(game.seats.values_list("key", flat=True)),
        "index": lambda: list(range(max(1, len(flags)))),
        "option": lambda: [0, 1],
        # A few of the game's queued mails (the game master's mail page resends them).
        "mail_id": lambda: list(game.mails.order_by("email_id")
                                .values_list("email_id", flat=True)[:3]),
    }


def addresses(game: Any, viewer: Any = None) -> tuple[list[tuple[Route, str]], list[str]]:
    """(route, path) for every reachable pattern filled in every way, and the problems: the
    patterns that could not be filled in and are not listed as unreachable."""
    known = fillers(game, viewer)
    found: list[tuple[Route, str]] = []
    problems: list[str] = []
    for route in routes():
        if unreachable_reason(route) is not None:
            continue
        values: list[list[Any]] = []
        for param in route.params:
            if param in known:
                values.append(known[param]())
                continue
            rows = _model_rows(game, param)
            if rows is None:
                problems.append(f"{route.name or route.route}: cannot fill in <{param}>; "
                                "teach tests/leak_sweep.py how, or list it in "
                                "UNREACHABLE with the reason a seat cannot reach it")
                break
            values.append(rows)
        else:
            if not route.name:
                problems.append(f"{route.route}: has no URL name, so it cannot be reversed")
                continue
            for combo in product(*values):
                found.append((route, reverse(route.name, kwargs=dict(zip(route.params, combo,
                                                                         strict=True)))))
    return found, problems


class Pictures:
    """Records the SVG behind every PNG that resvg draws, so a PNG can be read as text."""

    def __init__(self) -> None:
        self.source: dict[bytes, str] = {}

    def install(self, monkeypatch: Any) -> None:
        import resvg_py

        real = resvg_py.svg_to_bytes

        def recording(*args: Any, **kwargs: Any) -> Any:
            data = real(*args, **kwargs)
            svg = kwargs.get("svg_string", args[0] if args else "")
            self.source[bytes(data)] = svg
            return data

        monkeypatch.setattr(resvg_py, "svg_to_bytes", recording)

        # A mail's map is resvg's PNG stored with a palette (other bytes), drawn once per
        # distinct SVG and cached: the sweep starts with an empty cache and records the
        # mail PNG's SVG too.
        from games.emails import map_image

        real_mail = map_image.mail_png

        def recording_mail(svg: str, width: int) -> bytes:
            data = real_mail(svg, width)
            self.source[bytes(data)] = svg
            return data

        monkeypatch.setattr(map_image, "_pictures", map_image.OrderedDict())
        monkeypatch.setattr(map_image, "mail_png", recording_mail)

    def read(self, png: bytes) -> str:
        if png not in self.source:
            raise AssertionError("a PNG the sweep cannot trace to the SVG it was drawn from")
        return self.source[png]


def _text(body: bytes, content_type: str, pictures: Pictures) -> str:
    if content_type.startswith("image/png"):
        return pictures.read(body)
    if content_type.startswith("image/") and "svg" not in content_type:
        raise AssertionError(f"a picture the sweep cannot read: {content_type}")
    text = body.decode("utf-8", errors="replace")
    if "json" in content_type:
        with contextlib.suppress(ValueError):  # a JSON type whose body is not JSON
            text += "\n" + json.dumps(json.loads(text), ensure_ascii=False)
    return text


@dataclass
class Seen:
    """What one viewer read: per address (and per mail part) the needles found in it."""

    found: dict[str, frozenset[str]]
    places: int = 0  # how many answers or mail parts were read
    pngs: int = 0  # how many of them were PNG pictures, read through their SVG

    def where(self, needle: str) -> list[str]:
        return [place for place, needles in self.found.items() if needle in needles]

    def __or__(self, other: Seen) -> Seen:
        return Seen({**self.found, **other.found}, self.places + other.places,
                    self.pngs + other.pngs)


class _WatchedQuery(QueryDict):
    """``request.GET`` that notes whether the view read it in any way."""

    touched = False

    def _touch(self) -> None:
        self.touched = True


def _watching(name: str) -> Any:
    method = getattr(QueryDict, name)

    def watched(self: _WatchedQuery, *args: Any, **kwargs: Any) -> Any:
        self._touch()
        return method(self, *args, **kwargs)

    return watched


for _name in ("__getitem__", "__contains__", "__iter__", "__len__", "get", "getlist", "items",
              "keys", "values", "lists", "dict", "copy", "urlencode", "__copy__",
              "__deepcopy__"):
    setattr(_WatchedQuery, _name, _watching(_name))


def clients_for(user: Any) -> tuple[Client, APIClient]:
    page = Client()
    page.force_login(user)
    token, _ = Token.objects.get_or_create(user=user)
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
    return page, api


class Sweeper:
    """Reads everything a viewer can reach in one game and searches it for the needles."""

    def __init__(self, game: Any, pictures: Pictures, needles: list[str]) -> None:
        self.game, self.pictures = game, pictures
        self.needles = tuple(dict.fromkeys(needles))
        self.post_only: set[str] = set()  # route names that answered a GET with 405
        self.swept: set[tuple[str, str]] = set()  # (route name, path) of every fetch
        self._queries: list[_WatchedQuery] = []

    def search(self, text: str) -> frozenset[str]:
        return frozenset(needle for needle in self.needles if needle in text)

    @contextlib.contextmanager
    def installed(self, monkeypatch: Any) -> Iterator[Sweeper]:
        """``request.GET`` watched while sweeping."""
        queries = self._queries

        def watched_get(request: WSGIRequest) -> QueryDict:
            query = _WatchedQuery(get_bytes_from_wsgi(request.environ, "QUERY_STRING", ""),
                                  encoding=request._encoding)
            queries.append(query)
            return query

        prop = cached_property(watched_get)
        prop.__set_name__(WSGIRequest, "GET")
        monkeypatch.setattr(WSGIRequest, "GET", prop)
        yield self

    def pages(self, user: Any, seat_key: str | None) -> Seen:
        """GET every address (POST the listed ones) as ``user``."""
        found, problems = addresses(self.game, user)
        assert problems == [], problems
        page, api = clients_for(user)
        # ``?seat=`` names the other seat with the most submissions: the most secrets to lose.
        others = [seat.key for seat in self.game.seats.annotate(sent=Count("submissions"))
                  .order_by("-sent", "key") if seat.key != seat_key]
        seen = Seen({})
        for route, path in found:
            client = api if path.startswith("/api/") else page
            self.swept.add((route.name, path))
            urls = [path]
            if not path.startswith("/api/"):
                urls.append(path + QUERIES[1].format(other=others[0]))
            for url in urls:
                self._queries.clear()
                for method, response in self._fetch(client, route, url, seat_key):
                    assert response.status_code < 500, (url, response.status_code)
                    text = _text(response.content, response.get("Content-Type", ""),
                                 self.pictures)
                    seen.places += 1
                    if hits := self.search(text):
                        seen.found[f"{method} {url} ({response.status_code})"] = hits
                if url == path and not any(query.touched for query in self._queries):
                    break  # the view never read the query string: ?seat= changes nothing
        return seen

    def _fetch(self, client: Any, route: Route, url: str,
               seat_key: str | None) -> Iterator[tuple[str, Any]]:
        if route.name not in self.post_only:
            response = client.get(url)
            if response.status_code != 405:
                yield "GET", response
                return
            self.post_only.add(route.name)
        # POST only: the listed body, or a probe (a game master's action wants a reason).
        listed = POSTS.get(route.name, PROBE)
        body = {k: v.format(seat=seat_key or "") for k, v in listed.items()}
        with transaction.atomic():  # the sweep changes nothing: every viewer sees one game
            if isinstance(client, APIClient):
                response = client.post(url, body, format="json")
            else:
                response = client.post(url, body)
            transaction.set_rollback(True)
        assert route.name in POSTS or not 200 <= response.status_code < 300, (
            f"{route.name} ({url}) takes only POST and did what a seat asked "
            f"({response.status_code}): add the body to send to POSTS in "
            "tests/leak_sweep.py, or list it in UNREACHABLE with the reason")
        yield "POST", response

    def mails(self, outbox: list[Any], user: Any) -> Seen:
        seen = Seen({})
        for index, message in enumerate(outbox):
            if user.email not in [*message.to, *message.cc, *message.bcc]:
                continue
            for where, text in mail_parts(message, self.pictures):
                seen.places += 1
                seen.pngs += "image/png" in where
                if hits := self.search(text):
                    seen.found[f"mail {index} ({message.subject}) {where}"] = hits
        return seen


def mail_parts(message: Any, pictures: Pictures) -> list[tuple[str, str]]:
    """(where, text) for the headers and every MIME part of a Django mail."""
    mime: Message = message.message()
    parts = [("headers", "\n".join(f"{k}: {v}" for k, v in mime.items()))]
    for number, part in enumerate(mime.walk()):
        if part.is_multipart():
            continue
        payload = part.get_payload(decode=True) or b""
        parts.append((f"part {number} {part.get_content_type()}",
                      _text(payload, part.get_content_type(), pictures)))
    return parts


def sweep_as(game: Any, needles: list[str], viewers: dict[str, tuple[Any, str | None]],
             monkeypatch: Any, sweeper: type[Sweeper] = Sweeper) -> dict[str, Seen]:
    """One game swept for ``needles`` as each viewer (name -> (user, seat key or None)):
    every address of the URL conf, pictures read through their SVG. For the tests of one
    game's secrets; what each viewer found, by name."""
    pictures = Pictures()
    pictures.install(monkeypatch)
    reader = sweeper(game, pictures, needles)
    with reader.installed(monkeypatch):
        seen = {name: reader.pages(user, seat) for name, (user, seat) in viewers.items()}
    seen_routes = {name for name, _ in reader.swept}
    assert any("calendar" in name for name in seen_routes), sorted(seen_routes)[:5]
    return seen
