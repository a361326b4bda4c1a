"""Hostile input, as properties: whatever anybody sends to whichever page or API endpoint, the
answer is below 500, and submissions already stored stay as they are.

The endpoints come from the URL conf, the field names from the API serializers and page forms,
the words from every submission box's example (``tools/attack_surface.py``): a new endpoint,
field or kind is attacked without being listed.
Both rule sets run: a started standard Diplomacy game and a Rather Silly game in Spring 1901,
each with a valid submission of every kind stored first. After every attempt a ledger compares
every submission row of the game: none may change or vanish; a new one may appear only from an
attempt that succeeded, carrying a text the attempt sent (a rollback's copies into the phase it
reopens, and a roll-forward's copies of the submissions of the phase it replays, excepted). So
"a valid submission stored first stays the current one unless the attempt was itself a valid
new version".

Bounded: each test sends a few hundred requests in-process (``derandomize`` keeps CI runs
identical); together about 30 s on SQLite. Would have caught both 500s of issue 9: the deep
JSON (``DEEP`` among the bodies) and the Rather Silly ``IF`` line (``IF`` is a word of the
retreats box's example, and ``"IF"`` a classic text).
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote, urlencode

import pytest
from django.conf import settings
from django.db.models import Q
from django.test import Client
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from games import services
from games.models import Game, Phase, Submission
from games.rulesets import get_ruleset
from tests.rather_silly_platform.rs_orders import SPRING
from tests.web.hostile_strategies import api_body, form_data, nasty_text, order_text
from tools.attack_surface import (
    BODY_METHODS,
    READER_TEXTS,
    Endpoint,
    all_endpoints,
    classic_requests,
    field_names,
    vocabulary,
)

ACTORS = ("anonymous", "outsider", "player", "gm")
PROPERTY = hypothesis_settings(max_examples=50, deadline=None, derandomize=True,
                               database=None, suppress_health_check=list(HealthCheck))
DIPLOMACY_ORDERS = "A par - bur\nA mar H\nF bre - mao"


@dataclass
class Arena:
    """One game under attack, who attacks it, and the ledger of its submissions.

    The ledger holds every submission row of the game. After each attempt it reads the rows
    stored first and those added since (cheap); :meth:`final_check` compares all of them once
    more at the end, so a row changed later would still be found."""

    game: Game
    users: dict[str, Any]  # actor -> user (anonymous: None)
    seat_key: str  # the player's seat
    kinds: list[str]
    rows: dict[int, tuple] = field(default_factory=dict)
    baseline: frozenset[int] = frozenset()
    phases: set[int] = field(default_factory=set)
    newest_phase: int = 1
    clients: dict[str, Any] = field(default_factory=dict)

    def values(self, hostile: dict[str, str] | None = None) -> dict[str, Any]:
        return {"game_id": self.game.pk, "phase_id": self.newest_phase,
                "seat": self.seat_key, "token": "no-such-invitation", "index": 0, "option": 0,
                "kind": self.kinds[0], **(hostile or {})}

    def _client(self, actor: str, api: bool):
        key = f"{actor}-{'api' if api else 'page'}"
        if key not in self.clients:
            user = self.users[actor]
            client = APIClient() if api else Client()
            if user is not None and api:
                token = Token.objects.get_or_create(user=user)[0]
                client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
            elif user is not None:
                client.force_login(user)
            self.clients[key] = client
        return self.clients[key]

    def send(self, actor: str, endpoint: Endpoint, method: str, path: str,
             body: Any = None, query: str = ""):
        url = path + (f"?{query}" if query else "")
        client = self._client(actor, endpoint.is_api)
        session = client.cookies.get(settings.SESSION_COOKIE_NAME)
        if endpoint.is_api and method in BODY_METHODS:
            response = client.generic(method, url, _bytes(body or ""),
                                      content_type="application/json")
        elif method == "POST":
            form = urlencode({k: _bytes(v) for k, v in (body or {}).items()})
            response = client.post(url, form, content_type="application/x-www-form-urlencoded")
        else:
            response = client.generic(method, url)
        if client.cookies.get(settings.SESSION_COOKIE_NAME) != session:
            del self.clients[f"{actor}-{'api' if endpoint.is_api else 'page'}"]  # logged out
        return response

    # ---- the ledger ----

    def snapshot(self) -> None:
        self.rows = _rows(self.game)
        self.baseline = frozenset(self.rows)
        self._phases()

    def _phases(self) -> None:
        self.phases = set(self.game.phases.values_list("pk", flat=True))
        self.newest_phase = max(self.phases, default=1)

    def check(self, response, sent: Any, what: str) -> None:
        assert response.status_code < 500, what
        newest = max(self.rows, default=0)
        after = _rows(self.game, Q(pk__in=self.baseline) | Q(pk__gt=newest))
        changed = [pk for pk in self.baseline if after.get(pk) != self.rows[pk]]
        assert not changed, f"{what}: stored submissions changed or vanished: {changed}"
        texts = set(_texts(sent))
        texts |= {t.strip() for t in texts}
        if response.status_code < 400 and "rollforward/" in response.request["PATH_INFO"]:
            texts |= _superseded_texts(self.game)  # a roll-forward copies the undone phase's
        for pk in sorted(after.keys() - self.rows.keys()):
            phase_id, _seat, _kind, _version, raw_text, *_ = after[pk]
            assert response.status_code < 400, f"{what}: a refused attempt stored {pk}"
            if phase_id in self.phases:  # else a rollback's copy into the phase it reopened
                assert raw_text in texts, f"{what}: stored a text it was not sent"
            self.rows[pk] = after[pk]
        if response.status_code < 400 and response.request["REQUEST_METHOD"] != "GET":
            self._phases()  # a game master's action may have opened a phase

    def final_check(self) -> None:
        now = _rows(self.game)
        assert {pk: now.get(pk) for pk in self.rows} == self.rows, "a stored row changed"


def _bytes(text: str | bytes) -> bytes:
    """What goes over the wire: a lone surrogate travels as the bytes a broken client sends."""
    return text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")


def query_string(data: dict[str, str]) -> str:
    return urlencode({k: _bytes(v) for k, v in data.items()})


def _rows(game: Game, where: Q | None = None) -> dict[int, tuple]:
    rows = Submission.objects.filter(where or Q(), phase__game=game)
    return {row[0]: row[1:] for row in rows.values_list(
        "pk", "phase_id", "seat_id", "kind", "version", "raw_text", "parsed", "is_valid")}


def _superseded_texts(game: Game) -> set[str]:
    return set(Submission.objects.filter(phase__game=game, phase__status=Phase.Status.SUPERSEDED)
               .values_list("raw_text", flat=True))


def _texts(value: Any) -> Iterator[str]:
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    if isinstance(value, str):
        yield value
        yield _bytes(value).decode("utf-8", "replace")  # as a form decodes what it got
        try:
            value = json.loads(value)
        except (ValueError, RecursionError):
            return
        if isinstance(value, str):
            return
    if isinstance(value, dict):
        for item in value.values():
            yield from _texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from _texts(item)


@pytest.fixture(params=["diplomacy", "rather_silly"])
def arena(request, gm, outsider, frozen, django_capture_on_commit_callbacks) -> Arena:
    if request.param == "diplomacy":
        game = request.getfixturevalue("running_game")
        seat_key, texts = "france", {"france": {"orders": DIPLOMACY_ORDERS}}
    else:
        game = request.getfixturevalue("silly_spring")
        seat_key, texts = "austria", SPRING
    with django_capture_on_commit_callbacks(execute=True):
        for key, kinds in texts.items():
            seat = game.seats.get(key=key)
            for kind, text in kinds.items():
                services.orders_submit(seat=seat, user=seat.player, text=text, kind=kind)
    kinds = [k.key for k in get_ruleset(game.ruleset).submission_kinds()]
    player = game.seats.get(key=seat_key).player
    found = Arena(game=game, users={"anonymous": None, "outsider": outsider,
                                    "player": player, "gm": gm},
                  seat_key=seat_key, kinds=kinds)
    found.snapshot()
    return found


@st.composite
def hostile_requests(draw, arena: Arena) -> tuple:
    endpoint = draw(st.sampled_from(all_endpoints()))
    method = draw(st.sampled_from(endpoint.methods))
    actor = draw(st.sampled_from(ACTORS))
    hostile = {name: quote(_bytes(draw(nasty_text)), safe="") or "x"
               for name in endpoint.parameters
               if name in ("seat", "token", "kind") and draw(st.booleans())}
    names, words = field_names(), vocabulary()
    own = endpoint.fields
    body = draw(api_body(own, names, words) if endpoint.is_api else form_data(own, names, words))
    query = query_string(draw(form_data((), names, words))) if method == "GET" else ""
    return actor, endpoint, method, endpoint.path(arena.values(hostile)), body, query


def test_no_hostile_request_gets_a_5xx_or_touches_stored_submissions(arena):
    """First every endpoint with the classic payloads, sent by the player and the game master
    in turn (who get furthest); then random requests from anybody, strangers and anonymous
    visitors included (test_hostile_json.py sends the deep JSON from everyone to every body
    endpoint as well)."""
    actors = itertools.cycle(("player", "gm", "gm"))
    for endpoint in all_endpoints():
        for method, body, query in classic_requests(endpoint):
            actor, path = next(actors), endpoint.path(arena.values())
            response = arena.send(actor, endpoint, method, path, body, query)
            arena.check(response, body, f"{actor} {method} {path}")

    @PROPERTY
    @given(request=hostile_requests(arena))
    def attack(request):
        actor, endpoint, method, path, body, query = request
        response = arena.send(actor, endpoint, method, path, body, query)
        arena.check(response, body if method != "GET" else None, f"{actor} {method} {path}")

    attack()
    arena.final_check()


def _open_phase(game: Game) -> Phase:
    return game.phases.filter(status=Phase.Status.OPEN).get()


STORING, CHECKING = ("api", "page", "box"), ("api-check", "page-check")


def _through(arena: Arena, door: str, actor: str, kind: str, text: str) -> None:
    """Send one text of one kind through one door; the ledger checks what happened, and a text
    the door accepted must now be the current version."""
    if door == "page":
        actor = "player"  # the game page sends for the viewer's own seat only
    names = {"api": "api-submissions", "api-check": "api-submission-check",
             "page": "orders-submit", "page-check": "orders-check", "box": "box"}
    endpoint = next(e for e in all_endpoints() if e.name == names[door])
    path, seat_key = endpoint.path(arena.values({"kind": kind})), arena.seat_key
    if door.startswith("api"):
        body: dict[str, str] = {"text": text, "kind": kind}
        if actor == "gm" and door == "api":
            body["seat"] = seat_key
        response = arena.send(actor, endpoint, "POST", path, json.dumps(body))
    else:
        body = {"orders": text, "kind": kind, "seat": seat_key}
        query = f"seat={seat_key}" if door == "box" and actor == "gm" else ""
        response = arena.send(actor, endpoint, "POST", path, body, query)
    arena.check(response, body, f"{actor} {door} {kind} {text[:40]!r}")
    if door in STORING and response.status_code == (201 if door == "api" else 302):
        current = Submission.objects.filter(
            phase=_open_phase(arena.game), seat__key=seat_key, kind=kind,
        ).order_by("-version").first()
        sent = _bytes(text).decode("utf-8", "replace") if door != "api" else text
        assert current.raw_text in (sent, sent.strip()), f"{door} {kind}: not the current one"


def test_every_submission_kind_takes_any_text_as_a_new_version_or_refuses_it(arena):
    """Every kind of the rule set, through the API and the page forms, sent by the player and
    by the game master (naming the seat): a text is stored as the new current version (the
    parser's complaints are feedback, not refusal), or refused with a 4xx that leaves the
    current version as it was. First the texts aimed at the readers in every kind (each through
    a storing and a checking door, in turn), then random lines of the boxes' words."""
    turn = itertools.count()
    for kind in arena.kinds:
        for text in READER_TEXTS:
            n = next(turn)
            actor = ("player", "gm")[n % 2]
            _through(arena, STORING[n % len(STORING)], actor, kind, text)
            _through(arena, CHECKING[n % len(CHECKING)], actor, kind, text)

    @PROPERTY
    @given(kind=st.sampled_from(arena.kinds),
           text=st.one_of(order_text(vocabulary()), nasty_text),
           door=st.sampled_from(STORING + CHECKING), actor=st.sampled_from(["player", "gm"]))
    def submit(kind, text, door, actor):
        _through(arena, door, actor, kind, text)

    submit()
    arena.final_check()
