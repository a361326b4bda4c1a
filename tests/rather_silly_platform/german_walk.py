# A copy of the leak sweep as of the German-everywhere work (wip/life2), kept for that test until it
# moves onto the faster sweep in sweep.py (issue 16 follow-up).
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

An address that only takes POST (``405`` to a GET) is posted to, and the answer read: with the
body :data:`POSTS` gives for it, or else with :data:`PROBE`, which a seat must see refused (a
game master's action); one that does what the probe asked fails the sweep until it is listed
in :data:`POSTS` or in :data:`UNREACHABLE` with the reason.
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
from django.conf import settings
from django.db.models import Count
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from games.rulesets import get_ruleset

# Patterns (by URL name, or a route prefix ending in "/") a seat cannot reach, and why.
UNREACHABLE: dict[str, str] = {
    "gm-mail-resend": "a POST the German walk does not need: it reads pages (sweep.py posts it)",
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
    "api-join-request-decide": "as gm-join-decide, through the API",
    "api-draw-decide": "as gm-draw-decide, through the API",
    # Reachable by a seat, but the swept game has no such rows yet: known gaps, to be closed by
    # giving the fixture an absence, a draw proposal and the viewer's calendar token.
    "calendar-feed": "GAP: the viewer's own calendar token is not filled in yet",
    "absence-cancel": "GAP: the swept game has no absence yet",
    "draw-vote": "GAP: the swept game has no draw proposal yet",
    "api-absence-cancel": "GAP: as absence-cancel",
    "api-draw-vote": "GAP: as draw-vote",
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
    for model in apps.get_app_config("games").get_models():
        if model.__name__.lower() != wanted:
            continue
        for path in ("game", "phase__game", "seat__game", "report__phase__game"):
            try:
                return list(model.objects.filter(**{path: game}).values_list("pk", flat=True))
            except Exception:
                continue
    return None


def fillers(game: Any) -> dict[str, Callable[[], list[Any]]]:
    flags = [flag for phase in game.phases.all()
             for flag in (phase.result or {}).get("review_flags") or []]
    return {
        "game_id": lambda: [game.pk],
        "phase_id": lambda: list(game.phases.values_list("pk", flat=True)),
        "kind": lambda: [k.key for k in get_ruleset(game.ruleset).submission_kinds()],
        "seat": lambda: list(game.seats.values_list("key", flat=True)),
        "index": lambda: list(range(max(1, len(flags)))),
        "option": lambda: [0, 1],
    }


def addresses(game: Any) -> tuple[list[tuple[Route, str]], list[str]]:
    """(route, path) for every reachable pattern filled in every way, and the problems: the
    patterns that could not be filled in and are not listed as unreachable."""
    known = fillers(game)
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
                                "teach tests/rather_silly_platform/sweep.py how, or list it in "
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
    """What one viewer read: text per address (and per mail part)."""

    texts: dict[str, str]

    def joined(self) -> str:
        return "\n".join(self.texts.values())

    def where(self, secret: str) -> list[str]:
        return [place for place, text in self.texts.items() if secret in text]


def clients_for(user: Any, language: str | None = None) -> tuple[Client, APIClient]:
    """A logged-in page client and a token API client; ``language`` sets the language cookie
    (pages) and Accept-Language (API) the way a browser would."""
    page = Client()
    page.force_login(user)
    token, _ = Token.objects.get_or_create(user=user)
    api = APIClient()
    headers = {"HTTP_AUTHORIZATION": f"Token {token.key}"}
    if language:
        page.cookies[settings.LANGUAGE_COOKIE_NAME] = language
        headers["HTTP_ACCEPT_LANGUAGE"] = language
    api.credentials(**headers)
    return page, api


def sweep_pages(game: Any, user: Any, seat_key: str | None, pictures: Pictures,
                language: str | None = None, get_only: bool = False) -> Seen:
    """GET every address (POST the listed ones) as ``user``; every body as text.
    ``get_only`` skips the POST-only addresses (for a game master, whose posts would act)."""
    found, problems = addresses(game)
    assert problems == [], problems
    page, api = clients_for(user, language)
    # ``?seat=`` names the other seat with the most submissions: the most secrets to lose.
    others = [seat.key for seat in game.seats.annotate(sent=Count("submissions"))
              .order_by("-sent", "key") if seat.key != seat_key]
    texts: dict[str, str] = {}
    for route, path in found:
        client = api if path.startswith("/api/") else page
        for query in QUERIES if not path.startswith("/api/") else ("",):
            url = path + query.format(other=others[0])
            for method, response in _fetch(client, route, url, seat_key, get_only):
                assert response.status_code < 500, (url, response.status_code)
                texts[f"{method} {url} ({response.status_code})"] = _text(
                    response.content, response.get("Content-Type", ""), pictures)
    return Seen(texts)


def _fetch(client: Any, route: Route, url: str, seat_key: str | None,
           get_only: bool = False) -> Iterator[tuple[str, Any]]:
    response = client.get(url)
    if response.status_code != 405:
        yield "GET", response
        return
    if get_only:
        return
    # POST only: the listed body, or a probe (a game master's action wants a reason).
    listed = POSTS.get(route.name, PROBE)
    body = {k: v.format(seat=seat_key or "") for k, v in listed.items()}
    if isinstance(client, APIClient):
        response = client.post(url, body, format="json")
    else:
        response = client.post(url, body)
    assert route.name in POSTS or not 200 <= response.status_code < 300, (
        f"{route.name} ({url}) takes only POST and did what a seat asked "
        f"({response.status_code}): add the body to send to POSTS in "
        "tests/rather_silly_platform/sweep.py, or list it in UNREACHABLE with the reason")
    yield "POST", response


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


def sweep_mails(outbox: list[Any], user: Any, pictures: Pictures) -> Seen:
    texts: dict[str, str] = {}
    for index, message in enumerate(outbox):
        if user.email not in [*message.to, *message.cc, *message.bcc]:
            continue
        for where, text in mail_parts(message, pictures):
            texts[f"mail {index} ({message.subject}) {where}"] = text
    return Seen(texts)
