"""Benchmark: N standard games due at one ZAT, processed by real Celery workers (not a test).

    DATABASE_URL=postgres://gamemaster:gamemaster@127.0.0.1:5432/gm_bench \\
    CELERY_BROKER_URL=redis://127.0.0.1:6379/7 \\
    .venv/bin/python benchmarks/thousand_games_at_one_zat.py [--games 1000] [--workers 2]
        [--concurrency 1] [--timeout 1800] [--set-up-only | --reuse PREFIX [--holds]]

Needs a scratch PostgreSQL database (migrated here) and a Redis database of its own: the
run purges that broker's queue first. Set-up (untimed): N started seven-player games, every
power's opening submitted, every game's first phase made due (ZAT one minute ago). Then it
starts ``--workers`` Celery workers (prefork, ``--concurrency`` each) with the file mail
backend writing to a scratch directory, waits until they answer a ping, runs the ZAT sweep
once (what beat does every minute: it queues one adjudication task per due phase) and waits
until every phase is published and the outbox has stopped growing, at most ``--timeout``
seconds. Printed: wall time from the sweep to the last phase published or mail written, the
workers' CPU time (user + system, from ``/proc``, so Linux only; PostgreSQL's and Redis's own
CPU is not included), per phase, and the mails written with their sizes. The workers are
stopped at the end; the games stay in the scratch database.

``--set-up-only`` makes the games and stops; ``--reuse PREFIX`` measures the open phases of
games made so before (a 10,000-game set-up takes over an hour). Their open phase is the
next one (Fall 1901 after one run); ``--holds`` first submits every power's orders for it,
each unit holding (untimed, no receipts), so no power misses its orders: without it, every
power's missed orders add a notice to the seat and one to the game master (22 mails a game
instead of 8).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from platform_setup import (
    MAIL_SEPARATOR,
    ROOT,
    django_setup,
    make_games,
    process_cpu_seconds,
    require_env,
    require_postgres,
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--concurrency", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=1800.0,
                        help="seconds to wait for the phases after the sweep")
    parser.add_argument("--set-up-only", action="store_true",
                        help="make the games and stop (their ZAT stays in the future); "
                             "a later run takes them with --reuse")
    parser.add_argument("--holds", action="store_true",
                        help="with --reuse: every power's orders first, each unit holding")
    parser.add_argument("--reuse", metavar="PREFIX",
                        help="take the open games named 'PREFIX N' of an earlier "
                             "--set-up-only run instead of making new ones")
    args = parser.parse_args()
    require_env("DATABASE_URL", "CELERY_BROKER_URL")
    require_postgres()
    scratch = Path(tempfile.mkdtemp(prefix="gm-zat-"))
    outbox = scratch / "outbox"
    outbox.mkdir()
    os.environ.update({"GAMEMASTER_VAR_DIR": str(scratch), "EMAIL_URL": "filemail://",
                       "EMAIL_FILE_PATH": str(outbox), "CELERY_TASK_ALWAYS_EAGER": "false",
                       "DEBUG": "false", "SECRET_KEY": "benchmark-" + os.urandom(16).hex()})
    django_setup()
    from django.db.models import Max
    from django.utils import timezone

    from gamemaster.celery import app
    from games import services
    from games.models import Phase

    started = time.monotonic()
    if args.reuse:
        # A set-up of 10,000 games takes a quarter of an hour: made once, measured later.
        due = list(Phase.objects.filter(game__name__startswith=f"{args.reuse} ",
                                        status=Phase.Status.OPEN)
                   .values_list("pk", flat=True)[:args.games])
        print(f"reused: {len(due)} open phases of games named '{args.reuse} N'", flush=True)
        if args.holds:
            submit_holds(due)
    else:
        prefix = f"zat{int(time.time())}"
        print(f"set-up: {args.games} games named '{prefix} N' (scratch dir {scratch})",
              flush=True)
        games = make_games(args.games, prefix, submit=True)
        if args.set_up_only:
            print(f"set-up done in {time.monotonic() - started:.0f} s; measure with "
                  f"--reuse {prefix}")
            return
        due = list(Phase.objects.filter(game__in=games, status=Phase.Status.OPEN)
                   .values_list("pk", flat=True))
    Phase.objects.filter(pk__in=due).update(zat=timezone.now() - dt.timedelta(minutes=1))
    print(f"set-up done in {time.monotonic() - started:.0f} s: {len(due)} phases due", flush=True)

    app.control.purge()
    workers = start_workers(args.workers, args.concurrency, scratch)
    try:
        wait_for_workers(app, len(workers))
        cpu_before = [process_cpu_seconds(w.pid) for w in workers]
        sweep_start = time.time()
        own_cpu = time.process_time()
        queued = services.zat_sweep()
        own_cpu = time.process_time() - own_cpu
        sweep_seconds = time.time() - sweep_start
        ours = set(due)
        print(f"sweep: queued {len(ours & set(queued))} of our {len(due)} phases "
              f"({len(queued)} in all) in {sweep_seconds:.2f} s", flush=True)
        done = wait_until_done(due, outbox, sweep_start + args.timeout)
        cpu = sum(process_cpu_seconds(w.pid) - before
                  for w, before in zip(workers, cpu_before, strict=True))
    finally:
        for worker in workers:  # only the processes this script started
            worker.send_signal(signal.SIGTERM)
        for worker in workers:
            try:
                worker.wait(timeout=60)
            except subprocess.TimeoutExpired:
                worker.kill()
    published = Phase.objects.filter(pk__in=due, status=Phase.Status.PUBLISHED)
    last_published = published.aggregate(m=Max("published_at"))["m"]
    files = list(outbox.iterdir())
    last_mail = max((f.stat().st_mtime for f in files), default=sweep_start)
    end = max(last_mail, last_published.timestamp() if last_published else sweep_start)
    sizes = mail_sizes(files)
    count = published.count()
    print(f"phases published: {count} of {len(due)}" + ("" if done else
                                                        f" (stopped after {args.timeout:.0f} s)"))
    print(f"wall time, sweep to last phase published / mail written: {end - sweep_start:.1f} s")
    # Apart: with the mail on a queue of its own the mails should end close to the phases.
    if last_published:
        cut = last_published.timestamp()
        early = mail_sizes([f for f in files if f.stat().st_mtime <= cut])
        print(f"  last phase published after {cut - sweep_start:.1f} s, last mail written "
              f"after {last_mail - sweep_start:.1f} s; {len(early)} mails written by then")
    print(f"workers: {args.workers} x concurrency {args.concurrency}; CPU (user+system) "
          f"{cpu:.1f} s, {cpu / max(count, 1) * 1000:.0f} ms per phase; sweep CPU "
          f"{own_cpu:.2f} s")
    if sizes:
        print(f"mails written: {len(sizes)} ({sum(sizes) / 1e6:.1f} MB); per mail mean "
              f"{statistics.mean(sizes) / 1024:.0f} KB, max {max(sizes) / 1024:.0f} KB")
    else:
        print("mails written: none")
    sys.exit(0 if done else 1)


def submit_holds(phase_ids: list[int]) -> None:
    """Every seat's orders for each phase: each of its units holds (set-up, untimed)."""
    from games import services
    from games.models import Phase

    started = time.monotonic()
    for number, phase in enumerate(Phase.objects.filter(pk__in=phase_ids)
                                   .select_related("game").iterator(chunk_size=200)):
        orders: dict[str, list[str]] = {}
        for unit in phase.state["units"]:
            orders.setdefault(unit["power"], []).append(f"{unit['type']} {unit['at']} H")
        for seat in phase.game.seats.select_related("player"):
            if seat.key in orders:
                services.orders_submit(seat=seat, user=seat.player, phase=phase,
                                       text="\n".join(orders[seat.key]), notify=False)
        if (number + 1) % 500 == 0:
            print(f"  holds: {number + 1} of {len(phase_ids)} phases "
                  f"({time.monotonic() - started:.0f} s)", flush=True)


def start_workers(count: int, concurrency: int, scratch: Path) -> list[subprocess.Popen]:
    celery = Path(sys.executable).parent / "celery"
    workers = []
    for number in range(count):
        log = (scratch / f"worker-{number}.log").open("w")
        workers.append(subprocess.Popen(
            [str(celery), "-A", "gamemaster", "worker", "--pool", "prefork",
             "--concurrency", str(concurrency), "--hostname", f"bench{number}@%h",
             "--loglevel", "WARNING", "--without-gossip", "--without-mingle"],
            cwd=ROOT, env=os.environ.copy(), stdout=log, stderr=subprocess.STDOUT))
    return workers


def wait_for_workers(app, count: int, limit: float = 120.0) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        answers = app.control.ping(timeout=1.0)
        if len(answers) >= count:
            return
    sys.exit(f"the {count} workers did not answer a ping within {limit:.0f} s")


def wait_until_done(due: list[int], outbox: Path, deadline: float) -> bool:
    """True once every phase is published and the outbox stopped growing (checked each
    second); False at the deadline."""
    from games.models import Phase

    previous = -1
    while time.time() < deadline:
        left = Phase.objects.filter(pk__in=due).exclude(status=Phase.Status.PUBLISHED).count()
        size = sum(f.stat().st_size for f in outbox.iterdir())
        if left == 0 and size == previous:
            return True
        previous = size if left == 0 else -1
        time.sleep(1.0)  # a benchmark's poll, not a test's wait
    return False


def mail_sizes(files: list[Path]) -> list[int]:
    sizes = []
    for path in files:
        data = path.read_bytes()
        sizes += [len(part) for part in data.split(MAIL_SEPARATOR) if part.strip()]
    return sizes


if __name__ == "__main__":
    main()
