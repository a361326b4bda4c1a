"""Shared personas and games for every Django test.

Personas: ``gm`` (Gisela, game master), ``players`` (one per standard power: Anna plays
Austria, Emil England, François France, Gerd Germany, Ida Italy, Ruslan Russia, Tarik Turkey),
``outsider`` (Otto, in no game). ``draft_game`` is a Diplomacy game with every seat taken;
``running_game`` has been started (its open phase is ``running_game.phases.get()``).
Time is frozen at ``START`` (a Monday) wherever a fixture creates phases.
"""

from __future__ import annotations

import datetime as dt

import pytest

PASSWORD = "correct-horse-battery"
START = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)  # Monday 10:00 in Berlin
PLAYER_NAMES = {
    "austria": "anna",
    "england": "emil",
    "france": "francois",
    "germany": "gerd",
    "italy": "ida",
    "russia": "ruslan",
    "turkey": "tarik",
}


def _user(django_user_model, username: str, **extra):
    return django_user_model.objects.create_user(
        username=username, email=f"{username}@example.org", password=PASSWORD, **extra
    )


@pytest.fixture
def gm(django_user_model):
    return _user(django_user_model, "gisela")


@pytest.fixture
def players(django_user_model) -> dict:
    return {power: _user(django_user_model, name) for power, name in PLAYER_NAMES.items()}


@pytest.fixture
def outsider(django_user_model):
    return _user(django_user_model, "otto")


@pytest.fixture
def password() -> str:
    """Every persona's password (for logging in through the login page)."""
    return PASSWORD


@pytest.fixture
def start() -> dt.datetime:
    return START


@pytest.fixture
def frozen(time_machine):
    """Time stopped at START; tests move it with ``frozen.move_to(...)`` / ``frozen.shift(...)``."""
    time_machine.move_to(START, tick=False)
    return time_machine


@pytest.fixture
def draft_game(db, gm, players, frozen):
    from games import services

    game = services.game_create(
        creator=gm,
        name="Demo 1901",
        seed=1901,
        schedule={
            "zat_time": "20:00",
            "zat_time_zone": "Europe/Berlin",
            "phase_hours": {"M": 48, "R": 24, "A": 24},
            "review_before_publish": False,
        },
    )
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    return game


@pytest.fixture
def running_game(draft_game, gm):
    from games import services

    services.game_start(game=draft_game, actor=gm)
    draft_game.refresh_from_db()
    return draft_game


@pytest.fixture
def client_for(db):
    """A page client logged in as the given user."""
    from django.test import Client

    def make(user) -> Client:
        client = Client()
        client.force_login(user)
        return client

    return make


@pytest.fixture
def api_for(db):
    """An API client authenticated with the user's token (the token-auth path)."""
    from rest_framework.authtoken.models import Token
    from rest_framework.test import APIClient

    def make(user) -> APIClient:
        token, _ = Token.objects.get_or_create(user=user)
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
        return client

    return make


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    # Real hashing costs ~0.2 s per user; the personas would dominate the suite's run time.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _celery_eager(settings):
    """Unit tests run queued tasks inline; the integration tests use a real worker instead.
    (Celery reads the Django settings object live, so the settings fixture undoes this.)"""
    settings.CELERY_TASK_ALWAYS_EAGER = True
    settings.CELERY_TASK_EAGER_PROPAGATES = True


@pytest.fixture(autouse=True)
def _mail_sent_at_once(settings):
    """Unit tests send each queued mail inside the call that queues it, so ``mail.outbox``
    holds it at once, whether or not the test's transaction ever commits (pytest-django rolls
    it back). The mail still goes through the queue (a post_office row, rebuilt and sent by
    ``games.emails.outbox.deliver``); only the hop through ``on_commit`` and the Celery task is
    skipped. tests/mail/test_mail_queue.py switches this off to test that hop, and the
    integration tests run it with a real worker."""
    settings.MAIL_QUEUE_SEND_AT_ONCE = True


@pytest.fixture(autouse=True)
def default_language():
    """Every test starts in the default language: a request through the test client leaves
    its language active in the thread (LocaleMiddleware does not reset it), and service
    messages are translated when raised, so one German page would turn the next test's
    messages German."""
    from django.utils import translation

    translation.deactivate()
    yield
    translation.deactivate()


# The mail pictures' cache (``games.emails.map_image``: a PNG per distinct SVG, keyed by the
# SVG's SHA-256, for the process) is kept from test to test, as a worker keeps it from mail to
# mail: the same SVG always gives the same PNG, and the seeded games of many tests draw the same
# boards (the Rather Silly Winter 1900 of tests/web's ``silly_spring`` alone: 408 drawings in
# tests/web/test_box_screens.py emptied per test, 24 kept). A test that watches pictures being
# drawn installs an empty cache of its own (``drawn`` in test_turn_report_mail.py, the leak
# sweep's ``Pictures``).


def pytest_xdist_make_scheduler(config, log):
    """``./scripts/test`` runs the suite in parallel processes (pytest-xdist, ``--dist
    loadfile``): each test file runs whole in one process, so a module's expensive fixture (the
    leak sweep's game, a browser) is built once. tests/integration is one unit: its Celery
    workers all listen on the one broker of ``CELERY_BROKER_URL``, and a worker started for one
    process's test would take the other's tasks (and look for their rows in the wrong test
    database).

    Files are handed out in the order they were collected, not xdist's default (most tests
    first), which left the slow files of one or two tests (the API fuzz, the import check, the
    leak sweep) to the end, one process working while the other idled; collected in order, the
    browser tests and tests/integration come early and the many quick files fill the end."""
    if config.getvalue("dist") != "loadfile":
        return None
    config.option.loadscopereorder = False
    from xdist.scheduler import LoadFileScheduling

    class ByFileIntegrationTogether(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = super()._split_scope(nodeid)
            return "tests/integration/" if path.startswith("tests/integration/") else path

    return ByFileIntegrationTogether(config, log)
