"""Benchmark: the platform's hot paths through the real services, on a scratch SQLite database.

    .venv/bin/python benchmarks/platform_services.py [--games 50] [--database-url URL]

Creates N started seven-player Diplomacy games, then times: ``orders_submit`` (parse + store a
version + receipt mail, locmem backend), a ZAT sweep over N open games that are not due, a
sweep that finds all N due, ``phase_process`` (claim + adjudicate + publish + seven-player
reports) per phase, and a reminder sweep. Prints mean/median per call. Pass a PostgreSQL
``--database-url`` (an empty scratch database) to measure the production database instead.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def timed(fn, *args, **kwargs) -> tuple[float, object]:
    start = time.perf_counter()
    value = fn(*args, **kwargs)
    return time.perf_counter() - start, value


def report(name: str, seconds: list[float]) -> None:
    ms = [s * 1000 for s in seconds]
    print(f"{name:<42} n={len(ms):<4} mean {statistics.mean(ms):8.2f} ms   "
          f"median {statistics.median(ms):8.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--database-url")
    args = parser.parse_args()
    scratch = tempfile.mkdtemp(prefix="gm-bench-")
    os.environ["DATABASE_URL"] = args.database_url or f"sqlite:///{scratch}/bench.sqlite3"
    os.environ["GAMEMASTER_VAR_DIR"] = scratch
    os.environ["CELERY_TASK_ALWAYS_EAGER"] = "true"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")

    import django

    django.setup()
    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.utils import timezone

    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    call_command("migrate", verbosity=0)

    from games import services
    from games.models import Phase

    User = get_user_model()
    gm = User.objects.create_user("bench-gm", "gm@example.org", "x")
    powers = ["austria", "england", "france", "germany", "italy", "russia", "turkey"]
    players = {p: User.objects.create_user(f"bench-{p}", f"{p}@example.org", "x") for p in powers}
    orders = {"england": "F lon - nth\nF edi - nwg\nA lvp - yor",
              "france": "A par - bur\nA mar - spa\nF bre - mao",
              "germany": "A mun - ruh\nA ber - kie\nF kie - den"}
    games = []
    for i in range(args.games):
        game = services.game_create(creator=gm, name=f"bench {i}", seed=i,
                                    schedule={"review_before_publish": False})
        for seat in game.seats.all():
            services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
        services.game_start(game=game, actor=gm)
        games.append(game)

    submit = []
    for game in games:
        for power, text in orders.items():
            seconds, _ = timed(services.orders_submit, seat=game.seats.get(key=power),
                               user=players[power], text=text)
            submit.append(seconds)
    report("orders_submit (3 lines, receipt mail)", submit)

    report(f"zat_sweep, {args.games} open games, none due", [timed(services.zat_sweep)[0]])
    Phase.objects.open().update(zat=timezone.now() - dt.timedelta(minutes=1))
    seconds, due = timed(services.phases_due)
    print(f"{'phases_due finds':<42} {len(due)} of {args.games} due in {seconds * 1000:.1f} ms")

    process = [timed(services.phase_process, phase_id=p.pk)[0] for p in due]
    report("phase_process (adjudicate + publish)", process)

    Phase.objects.open().update(zat=timezone.now() + dt.timedelta(hours=1))
    seconds, sent = timed(services.reminders_send_due)
    print(f"{'reminders_send_due':<42} {sent} reminders in {seconds * 1000:.1f} ms")


if __name__ == "__main__":
    main()
