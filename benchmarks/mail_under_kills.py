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

``--pattern spread`` is the issue's own kill test (56 kills of the workers during 60 phases and
150 submissions, 630 mails): ``--games`` (default 60) started standard games, none with orders;
then, while beat (ZAT sweep and queue sweep every 2 s) and the worker run, a driver thread in
this process submits ``--submissions`` orders (default 150, each a receipt) spread over the
games and ``--duration`` seconds, and makes each game's phase due (ZAT one second ago) after its
submissions, so the worker adjudicates 60 phases (eight turn reports each) between the
receipts. The worker is killed ``--kills`` times (default 56) a random 0-``--kill-after``
seconds after it is ready, wherever it is (adjudicating, rendering, handing over or idle), and
started again. Printed as above, plus the phases published and whether any game published its
phase twice.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime as dt
import logging
import os
import random
import re
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


def queue_mails(games: int, prefix: str) -> list:
    """Per game: every power's orders (a receipt each, for the delivery runs) and one
    announcement (a task per mail), each committed on its own as on the site."""
    from games import services

    made = make_games(games, prefix, submit=False, progress=False)
    for number, game in enumerate(made):
        for seat in game.seats.select_related("player"):
            services.orders_submit(seat=seat, user=seat.player, text=OPENINGS[seat.key])
        services.announcement_send(game=game, actor=game.game_masters.first(),
                                   subject=f"{prefix} news {number}", body="Hello")
    return made


def worker_ready(scratch: Path, before: int, process: subprocess.Popen,
                 limit: float = 120.0) -> bool:
    """Wait until the worker log holds more than ``before`` "ready." lines (this worker's)."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and process.poll() is None:
        if ready_lines(scratch) > before:
            return True
        time.sleep(0.05)
    return False


def ready_lines(scratch: Path) -> int:
    log = scratch / "worker.log"
    return log.read_text(errors="replace").count(" ready.") if log.exists() else 0


class Driver(threading.Thread):
    """The players and the clock of ``--pattern spread``: per game its share of the
    submissions (each mails a receipt), then its phase made due, spread over ``duration``."""

    def __init__(self, games: list, submissions: int, duration: float, rng: random.Random):
        super().__init__(daemon=True)
        self.games, self.rng = games, rng
        self.plan = [submissions // len(games) + (number < submissions % len(games))
                     for number in range(len(games))]
        self.pause = duration / (submissions + len(games))
        self.submitted = self.due = 0
        self.error: BaseException | None = None

    def run(self) -> None:
        from django.db import connection
        from django.utils import timezone

        from games import services
        from games.models import Phase

        try:
            for game, count in zip(self.games, self.plan, strict=True):
                seats = list(game.seats.select_related("player"))
                for seat in self.rng.sample(seats, count):
                    services.orders_submit(seat=seat, user=seat.player, text=OPENINGS[seat.key])
                    self.submitted += 1
                    time.sleep(self.pause * self.rng.uniform(0.5, 1.5))
                Phase.objects.filter(game=game, status=Phase.Status.OPEN).update(
                    zat=timezone.now() - dt.timedelta(seconds=1))
                self.due += 1
                time.sleep(self.pause * self.rng.uniform(0.5, 1.5))
        except BaseException as error:  # reported by the main thread
            self.error = error
        finally:
            connection.close()


def spread_set_up(games: int, prefix: str) -> list:
    """Started games without orders, their first phase's ZAT a day away (the driver makes
    each due in its turn)."""
    from django.utils import timezone

    from games.models import Phase

    made = make_games(games, prefix, submit=False, progress=False)
    Phase.objects.filter(game__in=made, status=Phase.Status.OPEN).update(
        zat=timezone.now() + dt.timedelta(days=1))
    return made


def spread_kills(args: argparse.Namespace, rng: random.Random, scratch: Path,
                 env: dict[str, str], handler: CountingHandler, driver: Driver,
                 work_left) -> tuple[int, int, subprocess.Popen | None]:
    """Kill the worker ``--kills`` times, each a random 0-``--kill-after`` s after it is
    ready, while there is work (the driver running or phases and mails left)."""
    kills = mid_send = 0
    worker = None
    while kills < args.kills and (driver.is_alive() or work_left()):
        before = ready_lines(scratch)
        worker = start_worker(scratch, env)
        if not worker_ready(scratch, before, worker):
            sys.exit("the worker did not start; see " + str(scratch / "worker.log"))
        time.sleep(rng.uniform(0.0, args.kill_after))
        mid_send += handler.in_data > 0
        kill_group(worker)
        worker = None
        kills += 1
        print(f"  kill {kills}: {driver.submitted} submitted, {driver.due} phases due, "
              f"{sum(handler.by_id.values())} mails received", flush=True)
    return kills, mid_send, worker


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pattern", choices=("handover", "spread"), default="handover",
                        help="handover: kills aimed at SMTP hand-overs of queued mails; "
                             "spread: the issue's kills during phases and submissions")
    parser.add_argument("--games", type=int, default=None,
                        help="default 42 (handover) or 60 (spread)")
    parser.add_argument("--kills", type=int, default=None,
                        help="default 40 (handover) or 56 (spread)")
    parser.add_argument("--submissions", type=int, default=150, help="spread only")
    parser.add_argument("--duration", type=float, default=240.0,
                        help="spread only: seconds over which the driver spreads its work")
    parser.add_argument("--kill-after", type=float, default=3.0,
                        help="spread only: a kill lands 0 to this many seconds after ready")
    parser.add_argument("--smtp-delay", type=float, default=0.02)
    parser.add_argument("--sweep-after", type=int, default=10)
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--processing-timeout", type=int, default=30,
                        help="GAMEMASTER_PROCESSING_TIMEOUT_SECONDS: a phase a killed worker "
                             "left in processing is taken again after this (600 on a site)")
    parser.add_argument("--timeout", type=float, default=900.0,
                        help="seconds to wait for the last mails after the last kill")
    args = parser.parse_args()
    spread = args.pattern == "spread"
    args.games = args.games or (60 if spread else 42)
    args.kills = args.kills if args.kills is not None else (56 if spread else 40)
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
                       "ZAT_SWEEP_EVERY": "2",
                       "GAMEMASTER_PROCESSING_TIMEOUT_SECONDS": str(args.processing_timeout),
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
    games = spread_set_up(args.games, prefix) if spread else queue_mails(args.games, prefix)
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    print(f"set-up: {args.games} games, {Email.objects.count()} mails queued, in "
          f"{time.monotonic() - started:.0f} s (scratch dir {scratch})", flush=True)

    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "gamemaster.settings"}
    beat = start(scratch, env, "beat", "--loglevel=INFO", "-s", str(scratch / "beat-schedule"),
                 log="beat.log")
    driver = Driver(games, args.submissions, args.duration, rng) if spread else None

    def work_left() -> bool:
        return (Email.objects.exclude(status=STATUS.sent).exists()
                or (driver is not None and published_games(games) < driver.due))

    worker = None
    began = time.monotonic()
    try:
        if driver is not None:
            driver.start()
            kills, mid_send, worker = spread_kills(args, rng, scratch, env, handler, driver,
                                                   work_left)
        else:
            kills, mid_send, worker = handover_kills(args, rng, scratch, env, handler)
        worker = worker or start_worker(scratch, env)
        deadline = time.monotonic() + args.timeout
        while time.monotonic() < deadline and (
                (driver is not None and driver.is_alive()) or work_left()
                or time.monotonic() - handler.last < 5):
            time.sleep(0.5)
    finally:
        if worker is not None and worker.poll() is None:
            kill_group(worker, signal.SIGTERM)
        kill_group(beat, signal.SIGTERM)
        controller.stop()
    wall = time.monotonic() - began
    if driver is not None and driver.error is not None:
        raise driver.error
    queued = {str(headers["Message-ID"]).strip(): (to[0], subject)
              for headers, to, subject in Email.objects.values_list("headers", "to", "subject")}
    report(queued, handler, kills, mid_send, wall,
           Email.objects.exclude(status=STATUS.sent).count())
    if driver is not None:
        report_phases(games, driver)


def handover_kills(args: argparse.Namespace, rng: random.Random, scratch: Path,
                   env: dict[str, str], handler: CountingHandler
                   ) -> tuple[int, int, subprocess.Popen | None]:
    """Kill the worker ``--kills`` times, each a random 0-1 s after it began a hand-over."""
    from post_office.models import STATUS, Email

    kills = mid_send = 0
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
              f"{Email.objects.filter(status=STATUS.sent).count()} marked sent", flush=True)
    return kills, mid_send, None


def published_games(games: list) -> int:
    from games.models import Phase

    return (Phase.objects.filter(game__in=games, status=Phase.Status.PUBLISHED)
            .values("game").distinct().count())


def report_phases(games: list, driver: Driver) -> None:
    """Every due phase published once: one published phase per game, none twice."""
    from django.db.models import Count

    from games.models import Phase

    per_game = Counter(dict(
        Phase.objects.filter(game__in=games, status=Phase.Status.PUBLISHED)
        .values_list("game").annotate(n=Count("id")).values_list("game", "n")))
    print(f"submissions: {driver.submitted}; phases made due: {driver.due}; published: "
          f"{sum(per_game.values())} in {len(per_game)} games; games with a phase published "
          f"twice: {sum(n > 1 for n in per_game.values())}")


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
    twice_kinds = Counter(re.sub(r"\b(Austria|England|France|Germany|Italy|Russia|Turkey)\b",
                                 "<power>", queued[message_id][1].split("] ", 1)[-1])
                          for message_id, count in handler.by_id.items()
                          if count > 1 and message_id in queued)
    print("mails arrived twice, by subject: "
          + (", ".join(f"{kind} x{n}" for kind, n in twice_kinds.most_common()) or "none"))
    print(f"lost mails:     {len(lost)} (and {unsent} rows not marked sent)")
    print(f"wall time from the first worker to the last mail: {wall:.0f} s")


if __name__ == "__main__":
    main()
