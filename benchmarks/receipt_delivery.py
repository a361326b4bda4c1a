"""Benchmark: the worker's side of order receipts, a delivery run sending N queued receipts
(not a test).

    DATABASE_URL=postgres://gamemaster:gamemaster@127.0.0.1:5432/gm_delivery \\
    .venv/bin/python benchmarks/receipt_delivery.py [--receipts 600] [--games 6] [--rounds 3]
        [--profile 0]

Needs a scratch PostgreSQL database (migrated here; games are added to it). Set-up (untimed):
``--games`` started seven-player standard games, each with players of its own (every other
game's players read German in America/New_York, the others English in the default zone),
then ``--receipts`` submissions through the real submission service
(``services.orders_submit``, every seat in turn, a new version each time), each queueing its
receipt in its own transaction as on the request path. The Celery publish of the delivery run
is replaced by a counter (no broker is involved; the run is called here, in this process).

Timed: ``outbox.deliver_run()`` called until it sends nothing more (what the worker's
``mail_deliver_run_task`` does, one batch per call), with Django's file mail backend writing
into a scratch directory. Printed: process CPU (user + system, ``time.process_time``) per
receipt, wall time, the SQL queries of each run, and the mails written: their count and
whether each one reached its seat's player with that seat's orders (the file's To, subject and
body against the submission each receipt was queued for). ``--rounds`` repeats set-up and
run; ``--profile N`` prints the N costliest functions of the last round (cProfile; the CPU
figure of that round is then not comparable).

``--load RATE --duration S`` measures instead the receipts' latency with a real Celery worker
(one prefork process, ``--concurrency`` 1, file mail backend; the broker in
``CELERY_BROKER_URL``, its Redis also holding the "run due" key): after the set-up of the
games, ``--threads`` threads of this process submit through the service at RATE per second in
all for S seconds, as the request path does; then it waits until every receipt is marked sent
and prints the achieved rate, the runs published, the worker's CPU per receipt and each
receipt's time from being queued to being marked sent (mean, p50, p95, max).

The same file runs against an older tree (``git archive main | tar -x -C /tmp/base``, its own
database) to compare: it uses only ``outbox.deliver_run`` and the services.
"""

from __future__ import annotations

import argparse
import cProfile
import email
import email.policy
import os
import pstats
import statistics
import tempfile
import threading
import time
from pathlib import Path

from platform_setup import (
    MAIL_SEPARATOR,
    OPENINGS,
    django_setup,
    make_games,
    process_cpu_seconds,
    require_env,
    require_postgres,
)
from thousand_games_at_one_zat import start_workers, wait_for_workers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--receipts", type=int, default=600)
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--profile", type=int, default=0)
    parser.add_argument("--load", type=float, default=0.0, help="submissions per second")
    parser.add_argument("--duration", type=float, default=15.0)
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--concurrency", type=int, default=1)
    args = parser.parse_args()
    if args.load:
        latency(args)
        return
    require_postgres()
    scratch = Path(tempfile.mkdtemp(prefix="gm-receipts-"))
    os.environ.update({"GAMEMASTER_VAR_DIR": str(scratch), "EMAIL_URL": "filemail://",
                       "DEBUG": "false", "CELERY_BROKER_URL": "memory://",
                       "SECRET_KEY": "benchmark-" + os.urandom(16).hex()})
    django_setup()
    print(f"load average before: {os.getloadavg()}", flush=True)
    results = []
    for number in range(args.rounds):
        profile = args.profile if number == args.rounds - 1 else 0
        results.append(one_round(args, scratch / f"round{number}", number, profile))
    cpu = [r["cpu_ms"] for r in results]
    print(f"CPU per receipt, each round: {', '.join(f'{c:.2f}' for c in cpu)} ms; "
          f"best {min(cpu):.2f} ms", flush=True)
    print(f"load average after: {os.getloadavg()}", flush=True)


def one_round(args: argparse.Namespace, outbox: Path, number: int, profile: int) -> dict:
    from django.conf import settings
    from django.db import connection
    from post_office.models import STATUS, Email

    from games import tasks
    from games.emails import outbox as queue
    from games.models import QueuedMail

    outbox.mkdir(parents=True)
    expected = queue_receipts(args, number)
    published: list[dict] = []
    tasks.mail_deliver_run_task.apply_async = lambda *a, **options: published.append(options)
    tasks.mail_deliver_run_task.delay = lambda *a, **k: published.append({"next": True})
    settings.EMAIL_BACKEND = "django.core.mail.backends.filebased.EmailBackend"
    settings.EMAIL_FILE_PATH = str(outbox)
    queries: list[int] = []

    def count(execute, sql, params, many, context):
        queries[-1] += 1
        return execute(sql, params, many, context)

    profiler = cProfile.Profile() if profile else None
    sent_total, runs = 0, 0
    wall = time.perf_counter()
    cpu = time.process_time()
    with connection.execute_wrapper(count):
        while True:
            queries.append(0)
            if profiler:
                profiler.enable()
            sent = queue.deliver_run()
            if profiler:
                profiler.disable()
            runs += 1
            sent_total += sent
            if not sent:
                break
    cpu = time.process_time() - cpu
    wall = time.perf_counter() - wall
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"

    written = read_outbox(outbox)
    right = sum(1 for mail in written if mail in expected)
    statuses = set(Email.objects.filter(pk__in=expected.values())
                   .values_list("status", flat=True))
    left = QueuedMail.objects.filter(kind="receipt", email__status=STATUS.queued).count()
    n = len(expected)
    print(f"round {number + 1}: {n} receipts queued; {sent_total} sent in {runs - 1} runs "
          f"(+1 finding none); CPU {cpu:.3f} s = {cpu / n * 1000:.2f} ms per receipt; "
          f"wall {wall:.3f} s; queries per run {queries}; files {len(list(outbox.iterdir()))}; "
          f"mails written {len(written)}, {right} with their seat's player, subject and orders; "
          f"statuses {sorted(statuses)}; still queued {left}; load {os.getloadavg()[0]:.2f}",
          flush=True)
    if len(written) != n or right != n or statuses != {STATUS.sent}:
        print("  !!! not every receipt reached its own player exactly once", flush=True)
    if profiler:
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(profile)
    return {"cpu_ms": cpu / n * 1000}


def queue_receipts(args: argparse.Namespace, number: int) -> dict[tuple, int]:
    """Set-up: the games and the N submissions, each queueing its receipt; returns what each
    receipt must be (recipient, subject, the text's version line and first order) -> its
    Email's id."""
    import zoneinfo

    from django.utils import timezone
    from post_office.models import Email

    from games import services
    from games.emails.bodies import DEFERRED
    from games.emails.deferred import receipt_context
    from games.emails.rendering import render
    from games.models import Submission

    stamp = f"rd{int(time.time())}r{number}"
    games = []
    for index in range(args.games):
        [game] = make_games(1, f"{stamp}g{index}", submit=False, progress=False)
        if index % 2:
            for seat in game.seats.select_related("player"):
                services.profile_update(user=seat.player, language="de",
                                        time_zone="America/New_York")
        games.append(game)
    seats = [seat for game in games for seat in game.seats.select_related("player").order_by("pk")]
    german_games = {game.pk for index, game in enumerate(games) if index % 2}
    first = Email.objects.order_by("-pk").values_list("pk", flat=True).first() or 0
    new_york = zoneinfo.ZoneInfo("America/New_York")
    for count in range(args.receipts):
        seat = seats[count % len(seats)]
        german = seat.game_id in german_games
        text = OPENINGS[seat.key] if count % 3 else OPENINGS[seat.key] + "\nA xyz - abc"
        with timezone.override(new_york if german else timezone.get_default_timezone()):
            services.orders_submit(seat=seat, user=seat.player, text=text)
    expected: dict[tuple, int] = {}
    rows = Email.objects.filter(pk__gt=first, queued__kind="receipt").order_by("pk")
    submissions = Submission.objects.select_related("seat__player").in_bulk(
        [row.context[DEFERRED]["ref"]["submission"] for row in rows])
    for row in rows:
        deferred = row.context[DEFERRED]
        submission = submissions[deferred["ref"]["submission"]]
        assert row.to == [submission.seat.player.email]
        with timezone.override(zoneinfo.ZoneInfo(deferred["time_zone"])):
            subject, text, _html = render("receipt", receipt_context(deferred["ref"]),
                                          deferred["language"])
        expected[(submission.seat.player.email, subject, text.strip())] = row.pk
    return expected


def latency(args: argparse.Namespace) -> None:
    """``--load``: receipts under a sustained load with a real worker."""
    require_env("DATABASE_URL", "CELERY_BROKER_URL")
    scratch = Path(tempfile.mkdtemp(prefix="gm-receipt-latency-"))
    outbox = scratch / "outbox"
    outbox.mkdir()
    os.environ.update({"GAMEMASTER_VAR_DIR": str(scratch), "EMAIL_URL": "filemail://",
                       "EMAIL_FILE_PATH": str(outbox), "CELERY_TASK_ALWAYS_EAGER": "false",
                       "DEBUG": "false", "SECRET_KEY": "benchmark-" + os.urandom(16).hex()})
    django_setup()
    from django.db import connection
    from django.db.models import Max
    from post_office.models import STATUS, Email

    from gamemaster.celery import app
    from games import services, tasks

    games = make_games(args.games, f"rl{int(time.time())}", submit=False, progress=False)
    seats = [seat for game in games for seat in game.seats.select_related("player")]
    first = Email.objects.aggregate(m=Max("pk"))["m"] or 0
    app.control.purge()
    workers = start_workers(1, args.concurrency, scratch)
    published: list[int] = []
    publish = tasks.mail_deliver_run_task.apply_async

    def counted(*a, **k):
        published.append(1)
        return publish(*a, **k)

    tasks.mail_deliver_run_task.apply_async = counted
    try:
        wait_for_workers(app, 1)
        print(f"load average before: {os.getloadavg()}", flush=True)
        cpu_before = process_cpu_seconds(workers[0].pid)
        submitted = [0] * args.threads
        start = time.monotonic() + 0.5
        total = int(args.load * args.duration)

        def submit(index: int) -> None:
            for number in range(index, total, args.threads):
                pause = start + number / args.load - time.monotonic()
                if pause > 0:
                    time.sleep(pause)  # the load's pace
                seat = seats[number % len(seats)]
                services.orders_submit(seat=seat, user=seat.player, text=OPENINGS[seat.key])
                submitted[index] += 1
            connection.close()

        threads = [threading.Thread(target=submit, args=(i,)) for i in range(args.threads)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        elapsed = time.monotonic() - start
        receipts = Email.objects.filter(pk__gt=first, queued__kind="receipt")
        deadline = time.monotonic() + 600
        while receipts.exclude(status=STATUS.sent).exists() and time.monotonic() < deadline:
            time.sleep(0.5)  # a benchmark's poll, not a test's wait
        cpu = process_cpu_seconds(workers[0].pid) - cpu_before
    finally:
        for worker in workers:  # only the process this script started
            worker.terminate()
            worker.wait(timeout=60)
    waits = [(row.last_updated - row.created).total_seconds()
             for row in receipts.filter(status=STATUS.sent).only("created", "last_updated")]
    n = receipts.count()
    waits.sort()
    print(f"{sum(submitted)} submissions in {elapsed:.1f} s = {sum(submitted) / elapsed:.1f}/s "
          f"(asked {args.load:.0f}/s, {args.threads} threads); {len(published)} runs published; "
          f"{len(waits)} of {n} receipts sent; worker CPU {cpu:.2f} s = "
          f"{cpu / max(n, 1) * 1000:.2f} ms per receipt", flush=True)
    if waits:
        print(f"queued -> marked sent: mean {statistics.mean(waits):.2f} s, p50 "
              f"{waits[len(waits) // 2]:.2f} s, p95 {waits[int(len(waits) * 0.95)]:.2f} s, "
              f"max {waits[-1]:.2f} s", flush=True)
    print(f"load average after: {os.getloadavg()}", flush=True)


def read_outbox(outbox: Path) -> list[tuple]:
    """Each mail the file backend wrote: (To, subject, text part)."""
    mails = []
    for path in sorted(outbox.iterdir()):
        for chunk in path.read_bytes().split(MAIL_SEPARATOR):
            if not chunk.strip():
                continue
            message = email.message_from_bytes(chunk, policy=email.policy.default)
            text = message.get_body(("plain",)).get_content()
            mails.append((str(message["To"]), " ".join(str(message["Subject"]).split()),
                          text.strip()))
    return mails


if __name__ == "__main__":
    main()
