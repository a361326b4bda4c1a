"""At-least-once mail on real services: mails are queued in PostgreSQL, a real Celery worker
hands them to a real SMTP server (aiosmtpd, in this test) and is killed with SIGKILL in the
middle of an SMTP hand-over, again and again, and restarted; a real ``celery beat`` runs the
queue sweep. In the end every mail has arrived at least once, every row is marked sent, and
only a mail in hand-over at a kill arrived twice (a sender marks each mail before it hands
over the next: ``outbox._send``). benchmarks/mail_under_kills.py does the same at scale."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import socket
import subprocess
import sys
import threading
import uuid
from collections import Counter
from email import message_from_bytes
from email.policy import default as default_policy

import pytest
from aiosmtpd.controller import Controller
from django.db import connection, transaction
from post_office.models import STATUS, Email

from games import services
from tests.integration.conftest import ROOT, celery_env

pytestmark = pytest.mark.integration

KILLS = 4
ANNOUNCEMENTS = 3  # to seven players and the game master each: 24 mails


class CountingHandler:
    """An SMTP server that takes every message slowly (so a kill can land mid-send) and
    counts each (recipient, subject) it accepted."""

    def __init__(self) -> None:
        self.accepted: Counter[tuple[str, str]] = Counter()
        self.in_data = 0
        self.started = 0  # hand-overs begun
        self.sessions: set = set()  # SMTP sessions (connections) that handed over a mail
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope):
        with self.lock:
            self.in_data += 1
            self.started += 1
            self.sessions.add(session)
        try:
            await asyncio.sleep(0.3)  # the server is slow to take the message
            subject = str(message_from_bytes(envelope.original_content,
                                             policy=default_policy)["subject"])
            with self.lock:
                for rcpt in envelope.rcpt_tos:
                    self.accepted[(rcpt, subject)] += 1
        finally:
            with self.lock:
                self.in_data -= 1
        return "250 OK"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def smtp_server():
    handler = CountingHandler()
    controller = Controller(handler, hostname="127.0.0.1", port=free_port())
    controller.start()
    yield handler, controller.port
    controller.stop()


def start(tmp_path, env, *args: str, log_name: str) -> subprocess.Popen:
    """A celery process in its own process group (so a kill takes its pool children too)."""
    log = (tmp_path / log_name).open("a")
    return subprocess.Popen([sys.executable, "-m", "celery", "-A", "gamemaster", *args],
                            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)


def kill_group(process: subprocess.Popen, sig: int = signal.SIGKILL) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, sig)
    process.wait(timeout=60)


def test_mails_arrive_although_the_worker_is_killed_mid_send(
        real_services, transactional_db, tmp_path, settings, smtp_server, gm, players,
        running_game_for_mail, wait_for):
    handler, port = smtp_server
    settings.CELERY_TASK_ALWAYS_EAGER = False  # tasks go to Redis, for the real worker
    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    env = celery_env(tmp_path, EMAIL_URL=f"smtp://127.0.0.1:{port}",
                     MAIL_QUEUE_SWEEP_AFTER="3", MAIL_QUEUE_SWEEP_EVERY="2",
                     MAIL_QUEUE_MAX_ATTEMPTS="50")
    game = running_game_for_mail
    expected = set()
    with transaction.atomic():  # the tasks are published to Redis on commit
        for n in range(ANNOUNCEMENTS):
            services.announcement_send(game=game, actor=gm, subject=f"News {n}", body="x")
    for email in Email.objects.filter(queued__kind="announcement"):
        expected.add((email.to[0], email.subject))
    assert len(expected) == ANNOUNCEMENTS * 8

    beat = start(tmp_path, env, "beat", "--loglevel=INFO", "-s",
                 str(tmp_path / "beat-schedule"), log_name="beat.log")
    worker = None
    kills = 0
    try:
        while kills < KILLS:
            begun = handler.started
            worker = current = start(tmp_path, env, "worker", "--loglevel=INFO",
                                     "--concurrency=2", "--without-gossip", "--without-mingle",
                                     "-n", f"mail-{uuid.uuid4().hex[:8]}@%h",
                                     log_name="worker.log")
            # Wait until the worker is in the middle of handing a mail to the SMTP server.
            wait_for(lambda p=current, n=begun: (handler.started > n and handler.in_data > 0)
                     or p.poll() is not None,
                     "the worker to be in the middle of an SMTP hand-over", timeout=240)
            assert worker.poll() is None, (tmp_path / "worker.log").read_text()[-3000:]
            kill_group(worker)  # kill -9: the worker and its pool processes, mid-send
            kills += 1
        assert kills == KILLS
        worker = start(tmp_path, env, "worker", "--loglevel=INFO", "--concurrency=2",
                       "--without-gossip", "--without-mingle",
                       "-n", f"mail-{uuid.uuid4().hex[:8]}@%h", log_name="worker.log")
        wait_for(lambda: not Email.objects.exclude(status=STATUS.sent).exists(),
                 "every queued mail to be marked sent", timeout=300)
        wait_for(lambda: expected <= set(handler.accepted), "every mail at the SMTP server",
                 timeout=60)
    finally:
        if worker is not None and worker.poll() is None:
            kill_group(worker, signal.SIGTERM)
        kill_group(beat, signal.SIGTERM)
        connection.close()
    # At least once: every mail arrived; a duplicate only where a hand-over was cut off.
    assert all(handler.accepted[key] >= 1 for key in expected)
    duplicates = sum(count - 1 for count in handler.accepted.values())
    # At most the hand-overs under way at each kill (2 pool slots, one mail in hand-over each).
    assert duplicates <= KILLS * 2
    assert set(handler.accepted) == expected  # nothing else was sent


def test_a_batch_of_receipts_goes_over_one_smtp_session_and_survives_a_killed_worker(
        real_services, transactional_db, tmp_path, settings, smtp_server, players,
        running_game_for_mail, wait_for):
    """Seven receipts leave in one delivery run over one SMTP session; the worker is killed
    while the second is handed over: the first is marked sent already, the others stay
    claimed by the dead worker, and after a restart the sweep sends them over one session
    once the claim is old; every receipt arrives, to its own player, and only the one in
    hand-over at the kill arrives twice."""
    handler, port = smtp_server
    key = f"test:mail-run-due:{uuid.uuid4().hex}"
    settings.CELERY_TASK_ALWAYS_EAGER = False  # the run goes to Redis, for the real worker
    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    settings.MAIL_DELIVERY_DUE_URL = settings.CELERY_BROKER_URL
    settings.MAIL_DELIVERY_DUE_KEY = key
    # (A sender hands over for half of MAIL_QUEUE_SWEEP_AFTER after its claim: 3 s, room
    # for the sweep's six receipts at 0.3 s each in one batch.)
    env = celery_env(tmp_path, EMAIL_URL=f"smtp://127.0.0.1:{port}",
                     MAIL_QUEUE_SWEEP_AFTER="6", MAIL_QUEUE_SWEEP_EVERY="2",
                     MAIL_QUEUE_MAX_ATTEMPTS="50", MAIL_DELIVERY_DUE_KEY=key)
    seats = list(running_game_for_mail.seats.select_related("player").order_by("key"))
    for seat in seats:  # each commits; the first publishes the run, a window later
        services.orders_submit(seat=seat, user=seat.player, text=RECEIPT_ORDERS[seat.key])
    assert Email.objects.filter(queued__kind="receipt", status=STATUS.queued).count() == 7
    worker = beat = None
    try:
        worker = start(tmp_path, env, "worker", "--loglevel=INFO", "--concurrency=1",
                       "--without-gossip", "--without-mingle",
                       "-n", f"receipts-{uuid.uuid4().hex[:8]}@%h", log_name="worker.log")
        wait_for(lambda: (handler.started >= 2 and handler.in_data > 0)
                 or worker.poll() is not None,
                 "the run to be handing over its second receipt", timeout=240)
        assert worker.poll() is None, (tmp_path / "worker.log").read_text()[-3000:]
        kill_group(worker)  # kill -9, in the middle of the batch
        handed_over = handler.started
        assert len(handler.sessions) == 1  # the run's mails went over one SMTP session
        # Each mail handed over before the one under way is marked sent; the rest are
        # claimed (queued, their attempt counted) by the dead worker.
        marked = Email.objects.filter(status=STATUS.sent).count()
        assert handed_over - 1 <= marked <= handed_over and marked >= 1
        claimed = Email.objects.exclude(status=STATUS.sent)
        assert claimed.count() == 7 - marked
        assert set(claimed.values_list("status", "queued__attempts")) == {(STATUS.queued, 1)}
        sessions = len(handler.sessions)
        # The run's task died unacknowledged (it comes back only after the broker's
        # visibility timeout): the sweep sends the rest.
        beat = start(tmp_path, env, "beat", "--loglevel=INFO", "-s",
                     str(tmp_path / "beat-schedule"), log_name="beat.log")
        worker = start(tmp_path, env, "worker", "--loglevel=INFO", "--concurrency=1",
                       "--without-gossip", "--without-mingle",
                       "-n", f"receipts-{uuid.uuid4().hex[:8]}@%h", log_name="worker.log")
        wait_for(lambda: not Email.objects.exclude(status=STATUS.sent).exists(),
                 "every receipt to be marked sent", timeout=300)
    finally:
        for process in (worker, beat):
            if process is not None and process.poll() is None:
                kill_group(process, signal.SIGTERM)
        connection.close()
    expected = {(row.to[0], row.subject) for row in Email.objects.all()}
    assert len(expected) == 7 and set(handler.accepted) == expected  # nothing else was sent
    assert len(handler.sessions) - sessions == 1  # the sweep's batch: one session again
    for seat in seats:  # each receipt went to its own seat's player, with its seat's name
        [subject] = [s for rcpt, s in handler.accepted if rcpt == seat.player.email]
        assert seat.label in subject
    duplicates = sum(count - 1 for count in handler.accepted.values())
    # Only what was handed over and not marked when the worker died: the one under way.
    assert duplicates <= handed_over - marked <= 1


RECEIPT_ORDERS = {"austria": "A vie - gal", "england": "F lon - nth", "france": "A par - bur",
                  "germany": "A mun - ruh", "italy": "A rom - apu", "russia": "A mos - ukr",
                  "turkey": "A con - bul"}


@pytest.fixture
def running_game_for_mail(real_services, transactional_db, gm, players):
    game = services.game_create(creator=gm, name="Mail under fire", seed=3)
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    services.game_start(game=game, actor=gm)
    return game
