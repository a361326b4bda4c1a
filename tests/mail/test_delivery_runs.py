"""Receipts leave through delivery runs (issue 15): a submission publishes no Celery task of
its own. The first receipt committed in a window sets a Redis key (``SET NX PX``) and
publishes one run ``MAIL_DELIVERY_WINDOW`` seconds later; every receipt committed while the
key stands is sent by that run, which deletes the key before it reads the queue, so a
receipt committed after the read asks for the next run. A lost run holds the key only until
it expires (and the sweep sends what it left). Without Redis every commit publishes a run.

The Redis tests need a Redis (the broker's, ``CELERY_BROKER_URL=redis://...``): skipped
without one, failed under ``GAMEMASTER_REQUIRE_INTEGRATION=1`` (``.ci/run``)."""

from __future__ import annotations

import datetime as dt
import os
import time
import uuid

import pytest
import redis
from django.core import mail
from post_office.models import STATUS, Email
from redis.connection import Encoder

from games import tasks
from games.emails import outbox
from games.models import QueuedMail

OPENINGS = {"austria": "A vie - gal", "england": "F lon - nth", "france": "A par - bur",
            "germany": "A mun - ruh", "italy": "A rom - apu", "russia": "A mos - ukr",
            "turkey": "A con - bul"}


def _redis_url(settings) -> str:
    url = settings.CELERY_BROKER_URL
    problem = None
    if not url.startswith(("redis://", "rediss://")):
        problem = "needs Redis: set CELERY_BROKER_URL=redis://host:6379/15"
    else:
        import redis

        try:
            redis.Redis.from_url(url, socket_connect_timeout=2).ping()
        except redis.RedisError as error:
            problem = f"Redis at {url} is not reachable: {error}"
    if problem:
        if os.environ.get("GAMEMASTER_REQUIRE_INTEGRATION") == "1":
            pytest.fail(problem)
        pytest.skip(problem)
    return url


@pytest.fixture
def published(monkeypatch) -> list[dict]:
    """Each run published to the broker (its options); the worker's part is run by hand."""
    calls: list[dict] = []
    monkeypatch.setattr(tasks.mail_deliver_run_task, "apply_async",
                        lambda *args, **options: calls.append(options))
    return calls


@pytest.fixture
def runs(settings, published):
    """The production hop with the due key in a real Redis (a key of this test's own)."""
    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    settings.MAIL_DELIVERY_DUE_URL = _redis_url(settings)
    settings.MAIL_DELIVERY_DUE_KEY = f"test:mail-run-due:{uuid.uuid4().hex}"
    settings.MAIL_DELIVERY_WINDOW = 1.0
    yield published
    outbox._due_flag().delete(settings.MAIL_DELIVERY_DUE_KEY)


def _submit(api_for, players, game, power: str, capture) -> None:
    with capture(execute=True):  # the commit, and what it runs afterwards
        answer = api_for(players[power]).post(f"/api/games/{game.pk}/submissions/",
                                              {"text": OPENINGS[power]}, format="json")
    assert answer.status_code == 201, answer.content


def test_many_submissions_publish_one_run_which_delivers_every_receipt(
        running_game, players, api_for, runs, django_capture_on_commit_callbacks):
    mail.outbox.clear()
    for _ in range(3):
        for power in OPENINGS:
            _submit(api_for, players, running_game, power, django_capture_on_commit_callbacks)
    assert runs == [{"countdown": 1.0}]  # 21 submissions, one task, a window later
    assert QueuedMail.objects.filter(kind="receipt").count() == 21
    assert mail.outbox == []  # nothing left in the requests
    assert tasks.mail_deliver_run_task.run() == 21  # the worker, when the window is over
    assert sorted(m.to[0] for m in mail.outbox) == sorted(
        players[power].email for power in OPENINGS for _ in range(3))
    assert set(Email.objects.values_list("status", flat=True)) == {STATUS.sent}
    assert all("A " in m.body or "F " in m.body for m in mail.outbox)
    # The run cleared the key: the next receipt asks for the next run, which sends only it.
    _submit(api_for, players, running_game, "austria", django_capture_on_commit_callbacks)
    assert len(runs) == 2
    assert tasks.mail_deliver_run_task.run() == 1
    assert len(mail.outbox) == 22
    assert tasks.mail_deliver_run_task.run() == 0  # a second run finds nothing to send


def test_a_lost_run_holds_the_key_only_until_it_expires(
        running_game, players, api_for, runs, settings, django_capture_on_commit_callbacks):
    settings.MAIL_DELIVERY_DUE_TTL = 0.3
    mail.outbox.clear()
    _submit(api_for, players, running_game, "austria", django_capture_on_commit_callbacks)
    assert len(runs) == 1  # ... and this run is lost (never run)
    flag = outbox._due_flag()
    deadline = time.monotonic() + 10
    while flag.exists(settings.MAIL_DELIVERY_DUE_KEY):  # wait for Redis to expire the key
        assert time.monotonic() < deadline, "the due key never expired"
        time.sleep(0.05)
    _submit(api_for, players, running_game, "england", django_capture_on_commit_callbacks)
    assert len(runs) == 2
    assert tasks.mail_deliver_run_task.run() == 2  # the new run sends the lost one's too
    assert sorted(m.to[0] for m in mail.outbox) == sorted(
        [players["austria"].email, players["england"].email])


def test_the_sweep_sends_a_receipt_whose_run_was_lost(
        running_game, players, api_for, runs, frozen, django_capture_on_commit_callbacks):
    mail.outbox.clear()
    _submit(api_for, players, running_game, "austria", django_capture_on_commit_callbacks)
    assert outbox.sweep() == 0  # too fresh: its run may still come
    frozen.shift(dt.timedelta(minutes=3))
    assert outbox.sweep() == 1
    assert [m.to for m in mail.outbox] == [[players["austria"].email]]


def test_without_redis_every_commit_publishes_its_own_run(
        running_game, players, api_for, settings, published,
        django_capture_on_commit_callbacks):
    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    settings.MAIL_DELIVERY_DUE_URL = ""
    mail.outbox.clear()
    _submit(api_for, players, running_game, "austria", django_capture_on_commit_callbacks)
    _submit(api_for, players, running_game, "england", django_capture_on_commit_callbacks)
    assert published == [{}, {}]  # at once, no window: nothing says a run is due
    assert outbox.deliver_run() == 2
    assert len(mail.outbox) == 2


def test_a_run_leaves_other_mails_to_their_own_tasks(running_game, gm, players, api_for,
                                                    settings, published, monkeypatch,
                                                    django_capture_on_commit_callbacks):
    from games import services

    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    settings.MAIL_DELIVERY_DUE_URL = ""
    delivered: list[int] = []
    monkeypatch.setattr(tasks.mail_deliver_task, "delay", delivered.append)
    with django_capture_on_commit_callbacks(execute=True):
        services.announcement_send(game=running_game, actor=gm, subject="News", body="x")
    assert len(delivered) == 8 and published == []  # an announcement's mails: a task each
    mail.outbox.clear()
    _submit(api_for, players, running_game, "austria", django_capture_on_commit_callbacks)
    assert outbox.deliver_run() == 1  # the receipt only
    assert [m.to for m in mail.outbox] == [[players["austria"].email]]


# --- the due key, with a Redis client that keeps its keys in memory (pinned by mutation
# testing: the tests above need a real Redis, which the mutation runs do not have) ----------


class MemoryRedis(redis.Redis):
    """redis-py's client with its commands answered in memory: the arguments are encoded as
    the client would send them (``DataError`` for a value Redis cannot take), ``SET`` honours
    ``NX`` and keeps ``PX``, ``DEL`` deletes. ``down`` makes every command fail as an
    unreachable server does."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.keys: dict[bytes, tuple[bytes, int | None]] = {}
        self.down = False

    def execute_command(self, *args, **options):
        if self.down:
            raise redis.ConnectionError("Connection refused")
        encoder = Encoder("utf-8", "strict", False)
        command, name, *rest = [encoder.encode(arg) for arg in args]
        if command == b"DEL":
            return int(self.keys.pop(name, None) is not None)
        assert command == b"SET", command
        value, *flags = rest
        upper = [flag.upper() if isinstance(flag, bytes) else flag for flag in flags]
        if b"NX" in upper and name in self.keys:
            return None
        px = int(flags[upper.index(b"PX") + 1]) if b"PX" in upper else None
        self.keys[name] = (value, px)
        return True


@pytest.fixture
def memory_redis(settings, published, monkeypatch) -> MemoryRedis:
    """The production hop with the due key in a Redis client of this test's own."""
    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    settings.MAIL_DELIVERY_DUE_URL = "redis://127.0.0.1:1/15"  # never connected to
    settings.MAIL_DELIVERY_DUE_KEY = f"test:mail-run-due:{uuid.uuid4().hex}"
    settings.MAIL_DELIVERY_WINDOW = 2.5
    settings.MAIL_DELIVERY_DUE_TTL = 30.0
    monkeypatch.setattr(outbox, "Redis", MemoryRedis)
    outbox._redis_for.cache_clear()
    client = outbox._due_flag()
    assert isinstance(client, MemoryRedis)
    yield client
    outbox._redis_for.cache_clear()


def test_the_first_receipt_of_a_window_sets_the_due_key_and_publishes_one_run_a_window_later(
        running_game, players, api_for, settings, memory_redis, published,
        django_capture_on_commit_callbacks):
    mail.outbox.clear()
    key = settings.MAIL_DELIVERY_DUE_KEY.encode()
    _submit(api_for, players, running_game, "austria", django_capture_on_commit_callbacks)
    assert published == [{"countdown": settings.MAIL_DELIVERY_WINDOW}]
    # The key says a run is due, and expires after MAIL_DELIVERY_DUE_TTL seconds (PX: in ms)
    # should that run be lost.
    assert list(memory_redis.keys) == [key]
    assert memory_redis.keys[key][1] == settings.MAIL_DELIVERY_DUE_TTL * 1000
    _submit(api_for, players, running_game, "england", django_capture_on_commit_callbacks)
    assert len(published) == 1  # the key stands: the run already due sends this one too
    assert outbox.deliver_run() == 2
    assert memory_redis.keys == {}  # the run took the key away before reading the queue
    _submit(api_for, players, running_game, "france", django_capture_on_commit_callbacks)
    assert len(published) == 2  # so the next receipt asks for the next run
    assert outbox.deliver_run() == 1
    assert sorted(m.to[0] for m in mail.outbox) == sorted(
        players[power].email for power in ("austria", "england", "france"))


def test_an_unreachable_due_key_publishes_a_run_per_receipt_and_says_so(
        running_game, players, api_for, settings, memory_redis, published, caplog,
        django_capture_on_commit_callbacks):
    memory_redis.down = True
    mail.outbox.clear()
    _submit(api_for, players, running_game, "austria", django_capture_on_commit_callbacks)
    _submit(api_for, players, running_game, "england", django_capture_on_commit_callbacks)
    # Nothing says whether a run is due: each receipt publishes one (none is lost).
    assert published == 2 * [{"countdown": settings.MAIL_DELIVERY_WINDOW}]
    warnings = [r for r in caplog.records if r.name == "games.emails.outbox"]
    assert [r.getMessage() for r in warnings] == 2 * [
        "mail delivery flag unreachable; publishing a run"]
    assert all(r.levelname == "WARNING" and r.exc_info[0] is redis.ConnectionError
               for r in warnings)
    caplog.clear()
    assert outbox.deliver_run() == 2  # the run sends all the same
    [warning] = [r for r in caplog.records if r.name == "games.emails.outbox"]
    assert warning.getMessage() == "mail delivery flag unreachable"
    assert warning.levelname == "WARNING" and warning.exc_info[0] is redis.ConnectionError
    assert len(mail.outbox) == 2


def test_a_broker_that_cannot_take_the_run_loses_no_receipt(
        running_game, players, api_for, settings, frozen, monkeypatch, caplog,
        django_capture_on_commit_callbacks):
    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    settings.MAIL_DELIVERY_DUE_URL = ""

    def broker_down(*args, **options):
        raise ConnectionRefusedError(111, "Connection refused")

    monkeypatch.setattr(tasks.mail_deliver_run_task, "apply_async", broker_down)
    mail.outbox.clear()
    # The submission is committed and answered; the failed publication is only logged ...
    _submit(api_for, players, running_game, "austria", django_capture_on_commit_callbacks)
    assert QueuedMail.objects.get(kind="receipt").email.status == STATUS.queued
    assert any(r.exc_info and r.exc_info[0] is ConnectionRefusedError for r in caplog.records)
    # ... and the sweep sends the receipt.
    frozen.shift(dt.timedelta(minutes=3))
    assert outbox.sweep() == 1
    assert [m.to for m in mail.outbox] == [[players["austria"].email]]
