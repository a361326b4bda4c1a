"""Benchmark: mails delivered by a real Celery worker killed with SIGKILL again and again
(issue 26, item 3; not a test).

    DATABASE_URL=postgres://gamemaster:gamemaster@127.0.0.1:5432/gm_outbox \\
    CELERY_BROKER_URL=redis://127.0.0.1:6379/11 \\
    .venv/bin/python benchmarks/mail_under_kills.py [--games 42] [--kills 40]
        [--smtp-delay 0.02] [--sweep-after 10] [--seed 26]

Needs a scratch PostgreSQL database (migrated here; every post_office ``Email`` row in it is
deleted first) and a Redis database of its own (its queue is purged first). Set-up: ``--games``
started standard games, each with every power's orders submitted (seven receipts, rendered
on delivery and sent by delivery runs, ``outbox.deliver_run``) and one game-master
announcement (eight mails, one ``mail_deliver_task`` each): 15 mails a game, 630 for 42
games. An SMTP server in this process (aiosmtpd) takes each message after ``--smtp-delay``
seconds and counts it by its Message-ID. Then ``celery beat`` (the queue sweep every 2 s,
``MAIL_QUEUE_SWEEP_AFTER=--sweep-after``) and one worker (``--concurrency 2``, as the
integration test) start; ``--kills`` times the worker is killed with SIGKILL (its process
group: the pool too) a random 0-1 s after it began a new SMTP hand-over, and started again.
After the last kill a worker runs until every mail is marked sent and nothing arrives for
5 s. Printed: mails queued and received, duplicates (count and % of the mails queued),
whether every duplicate carries its original's Message-ID (a mail's Message-ID is fixed when
it is queued: one queued row is one Message-ID, so a duplicate is a Message-ID received
twice; a copy under another Message-ID would show as a received Message-ID no row has, or as
two Message-IDs for one recipient and subject), lost mails (queued, never received), the kills
that landed while a message was being handed over, and the wall time.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from email.parser import BytesHeaderParser
from email.policy import default as default_policy
from pathlib import Path

from platform_setup import OPENINGS, ROOT, django_setup, make_games, require_env, require_postgres


class CountingHandler:
    """An SMTP server that takes each message after ``delay`` seconds (so a kill can land in
    the middle of a hand-over) and counts it by Message-ID, with its recipient and subject."""

    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.by_id: Counter[str] = Counter()
        self.keys: dict[str, set[tuple[str, str]]] = {}
        self.started = 0  # hand-overs begun (DATA received)
        self.in_data = 0
        self.last = time.monotonic()
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope):
        with self.lock:
            self.started += 1
            self.in_data += 1
        try:
            await asyncio.sleep(self.delay)
            headers = BytesHeaderParser(policy=default_policy).parsebytes(
                envelope.original_content)
            message_id = str(headers["Message-ID"]).strip()
            with self.lock:
                self.by_id[message_id] += 1
                for rcpt in envelope.rcpt_tos:
                    self.keys.setdefault(message_id, set()).add((rcpt, str(headers["Subject"])))
                self.last = time.monotonic()
        finally:
            with self.lock:
                self.in_data -= 1
        return "250 OK"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start(scratch: Path, env: dict[str, str], *args: str, log: str) -> subprocess.Popen:
    """A celery process in its own process group (a kill takes its pool children too)."""
    return subprocess.Popen([sys.executable, "-m", "celery", "-A", "gamemaster", *args],
                            cwd=ROOT, env=env, stdout=(scratch / log).open("a"),
                            stderr=subprocess.STDOUT, start_new_session=True)


def start_worker(scratch: Path, env: dict[str, str]) -> subprocess.Popen:
    return start(scratch, env, "worker", "--loglevel=INFO", "--concurrency=2",
                 "--without-gossip", "--without-mingle", "-n",
                 f"kills-{uuid.uuid4().hex[:8]}@%h", log="worker.log")


def kill_group(process: subprocess.Popen, sig: int = signal.SIGKILL) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, sig)
    process.wait(timeout=60)


def queue_mails(games: int, prefix: str) -> None:
    """Per game: every power's orders (a receipt each, for the delivery runs) and one
    announcement (a task per mail), each committed on its own as on the site."""
    from games import services

    for number, game in enumerate(make_games(games, prefix, submit=False, progress=False)):
        for seat in game.seats.select_related("player"):
            services.orders_submit(seat=seat, user=seat.player, text=OPENINGS[seat.key])
        services.announcement_send(game=game, actor=game.game_masters.first(),
                                   subject=f"{prefix} news {number}", body="Hello")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=42)
    parser.add_argument("--kills", type=int, default=40)
    parser.add_argument("--smtp-delay", type=float, default=0.02)
    parser.add_argument("--sweep-after", type=int, default=10)
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--timeout", type=float, default=900.0,
                        help="seconds to wait for the last mails after the last kill")
    args = parser.parse_args()
    require_env("DATABASE_URL", "CELERY_BROKER_URL")
    require_postgres()
    rng = random.Random(args.seed)
    scratch = Path(tempfile.mkdtemp(prefix="gm-kills-"))
    handler = CountingHandler(args.smtp_delay)
    from aiosmtpd.controller import Controller

    port = free_port()
    controller = Controller(handler, hostname="127.0.0.1", port=port)
    controller.start()
    os.environ.update({"GAMEMASTER_VAR_DIR": str(scratch), "CELERY_TASK_ALWAYS_EAGER": "false",
                       "EMAIL_URL": f"smtp://127.0.0.1:{port}", "DEBUG": "false",
                       "MAIL_QUEUE_SWEEP_AFTER": str(args.sweep_after),
                       "MAIL_QUEUE_SWEEP_EVERY": "2", "MAIL_QUEUE_MAX_ATTEMPTS": "1000",
                       "MAIL_DELIVERY_DUE_KEY": f"bench:mail-run-due:{uuid.uuid4().hex}",
                       "SECRET_KEY": "benchmark-" + os.urandom(16).hex()})
    django_setup()
    logging.getLogger("mail.log").setLevel(logging.WARNING)  # aiosmtpd's line per command
    from django.conf import settings
    from post_office.models import STATUS, Email

    from gamemaster.celery import app

    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    Email.objects.all().delete()
    app.control.purge()
    prefix = f"kills{int(time.time())}"
    started = time.monotonic()
    queue_mails(args.games, prefix)
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    queued = {str(headers["Message-ID"]).strip(): (to[0], subject)
              for headers, to, subject in Email.objects.values_list("headers", "to", "subject")}
    print(f"set-up: {len(queued)} mails queued for {args.games} games in "
          f"{time.monotonic() - started:.0f} s (scratch dir {scratch})", flush=True)

    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "gamemaster.settings"}
    beat = start(scratch, env, "beat", "--loglevel=INFO", "-s", str(scratch / "beat-schedule"),
                 log="beat.log")
    worker = None
    kills = mid_send = 0
    began = time.monotonic()
    try:
        while kills < args.kills:
            if not Email.objects.exclude(status=STATUS.sent).exists():
                break  # everything was delivered before the kills were done
            before = handler.started
            worker = start_worker(scratch, env)
            limit = time.monotonic() + 120
            while handler.started == before and time.monotonic() < limit \
                    and worker.poll() is None:
                time.sleep(0.01)
            if worker.poll() is not None:
                sys.exit("the worker died by itself; see " + str(scratch / "worker.log"))
            if handler.started == before:
                kill_group(worker)
                continue  # nothing handed over within 2 min (claims waiting for the sweep)
            time.sleep(rng.uniform(0.0, 1.0))
            mid_send += handler.in_data > 0
            kill_group(worker)
            kills += 1
            print(f"  kill {kills}: {sum(handler.by_id.values())} received, "
                  f"{Email.objects.filter(status=STATUS.sent).count()} marked sent",
                  flush=True)
        worker = start_worker(scratch, env)
        deadline = time.monotonic() + args.timeout
        while time.monotonic() < deadline and (
                Email.objects.exclude(status=STATUS.sent).exists()
                or time.monotonic() - handler.last < 5):
            time.sleep(0.5)
    finally:
        if worker is not None and worker.poll() is None:
            kill_group(worker, signal.SIGTERM)
        kill_group(beat, signal.SIGTERM)
        controller.stop()
    wall = time.monotonic() - began
    report(queued, handler, kills, mid_send, wall,
           Email.objects.exclude(status=STATUS.sent).count())


def report(queued: dict[str, tuple[str, str]], handler: CountingHandler, kills: int,
           mid_send: int, wall: float, unsent: int) -> None:
    received = sum(handler.by_id.values())
    duplicates = sum(count - 1 for count in handler.by_id.values())
    lost = [message_id for message_id in queued if message_id not in handler.by_id]
    strangers = [message_id for message_id in handler.by_id if message_id not in queued]
    # One Message-ID per (recipient, subject): no mail arrived again under another id.
    ids_per_key: dict[tuple[str, str], set[str]] = {}
    for message_id, keys in handler.keys.items():
        for key in keys:
            ids_per_key.setdefault(key, set()).add(message_id)
    split = [key for key, ids in ids_per_key.items() if len(ids) > 1]
    twice = sum(count > 1 for count in handler.by_id.values())
    print(f"kills (SIGKILL of the worker and its pool): {kills}, "
          f"{mid_send} of them during a hand-over")
    print(f"mails queued:   {len(queued)}")
    print(f"mails received: {received} ({len(handler.by_id)} distinct Message-IDs)")
    print(f"duplicates:     {duplicates} ({100 * duplicates / len(queued):.2f} % of the mails "
          f"queued; {twice} mails arrived more than once)")
    print("every duplicate has its original's Message-ID: "
          f"{'yes' if not strangers and not split else 'NO'} ({len(strangers)} unknown "
          f"Message-IDs, {len(split)} mails under two Message-IDs)")
    print(f"lost mails:     {len(lost)} (and {unsent} rows not marked sent)")
    print(f"wall time from the first worker to the last mail: {wall:.0f} s")


if __name__ == "__main__":
    main()
