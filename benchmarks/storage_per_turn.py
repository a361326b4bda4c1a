"""Benchmark: what one processed turn of a standard game leaves in the database, by table,
before and after its mails are delivered (issue 26; not a test).

    .venv/bin/python benchmarks/storage_per_turn.py [--games 50] [--no-receipts]
    DATABASE_URL=postgres://gamemaster:gamemaster@127.0.0.1:5432/gm_storage \\
    .venv/bin/python benchmarks/storage_per_turn.py --games 50

Without ``DATABASE_URL`` a scratch SQLite file in a temporary directory (sizes from SQLite's
``dbstat`` table: the pages of each table and its indexes); with it, that scratch PostgreSQL
database, migrated here (``pg_total_relation_size`` of each table: heap, indexes and TOAST).

Set-up: ``--games`` started seven-player standard games (``platform_setup.make_games``); the
sizes are read (``start``). Measured: each power's opening submitted through
``services.orders_submit`` (its receipt queued and, as on the request path, left for a
delivery run; ``--no-receipts``: none, as the 1,000-game run of docs/performance.md), every
game's first phase processed
(``services.phase_process_now``: adjudication, report, turn-report mails with their map
queued; no broker: the delivery tasks go to Celery's in-memory transport and are not run);
the sizes are read (``queued``); every queued mail is delivered by ``outbox.deliver_batch``
(Django's in-memory mail backend); the sizes are read (``delivered``); the beat's retention
task runs as it would two hours later (``retention.mail_retention``: the pictures no mail refers
to any more; no delivered row is old enough to go); the sizes are read (``retained``).

Printed: bytes per game-turn (growth since ``start`` divided by ``--games``) of every table
that grew, at each step, and the total. Each game's powers open or hold as the bits of its
number say, so that the games' maps differ (a map shared by several games would be stored
once for all of them).

The same file runs against an older tree (``git archive <commit> | tar -x -C /tmp/base``) to
compare: without ``games.emails.retention`` the last step deletes nothing.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import tempfile
from pathlib import Path

from platform_setup import OPENINGS, POWERS, django_setup, make_games

STEPS = ("queued", "delivered", "retained")


def orders(number: int, power: str) -> str:
    """Game ``number``'s orders for ``power``: its opening, or every unit holding, as the
    bits of ``number`` say (so that the games' maps differ, as on a real site)."""
    if not (number >> POWERS.index(power)) & 1:
        return OPENINGS[power]
    return "\n".join(" ".join(line.split()[:2]) + " H" for line in OPENINGS[power].splitlines())


def table_sizes() -> dict[str, int]:
    """Bytes on disk of each table with its indexes (and TOAST on PostgreSQL)."""
    from django.db import connection

    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("SELECT relname, pg_total_relation_size(relid) "
                           "FROM pg_catalog.pg_statio_user_tables")
            return dict(cursor.fetchall())
        # dbstat names each b-tree (table or index); an index counts for its table.
        cursor.execute("SELECT m.tbl_name, SUM(s.pgsize) FROM dbstat AS s "
                       "JOIN sqlite_master AS m ON m.name = s.name GROUP BY m.tbl_name")
        return dict(cursor.fetchall())


def deliver_all() -> int:
    from post_office.models import STATUS, Email

    from games.emails import outbox

    sent = 0
    while True:
        statuses = outbox.deliver_batch(
            Email.objects.filter(status__in=outbox.PENDING).order_by("pk")[:outbox.RUN_BATCH])
        if not statuses:
            return sent
        sent += sum(status == STATUS.sent for status in statuses.values())


def report(sizes: dict[str, dict[str, int]], games: int) -> None:
    start = sizes["start"]
    tables = sorted({name for step in STEPS for name, size in sizes[step].items()
                     if size > start.get(name, 0)},
                    key=lambda name: -(sizes["queued"].get(name, 0) - start.get(name, 0)))
    print(f"\nbytes per game-turn ({games} games, one turn each), growth since the start:")
    print(f"{'table':34s}" + "".join(f"{step:>12s}" for step in STEPS))
    totals = dict.fromkeys(STEPS, 0)
    for name in tables:
        row = []
        for step in STEPS:
            grown = (sizes[step].get(name, 0) - start.get(name, 0)) / games
            totals[step] += grown
            row.append(f"{grown:12,.0f}")
        print(f"{name:34s}" + "".join(row))
    print(f"{'total':34s}" + "".join(f"{totals[step]:12,.0f}" for step in STEPS))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--no-receipts", action="store_true")
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="gm-storage-"))
    os.environ.update({"GAMEMASTER_VAR_DIR": str(scratch), "EMAIL_URL": "filemail://",
                       "DEBUG": "false", "CELERY_BROKER_URL": "memory://",
                       "MAIL_QUEUE_SEND_AT_ONCE": "false", "ALLOWED_HOSTS": "*",
                       "DJANGO_SECRET_KEY": "storage-benchmark-only"})
    django_setup()
    from django.conf import settings
    from django.utils import timezone

    from games import services

    settings.CELERY_TASK_ALWAYS_EAGER = False
    from django.db import connection
    print(f"database: {connection.vendor} ({connection.settings_dict['NAME']})")
    games = make_games(args.games, "storage", submit=False, progress=False)
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    sizes = {"start": table_sizes()}
    for number, game in enumerate(games):
        for seat in game.seats.select_related("player"):
            services.orders_submit(seat=seat, user=seat.player, text=orders(number, seat.key),
                                   notify=not args.no_receipts)
    from games.models import Game

    gm = games[0].game_masters.get()
    for game in Game.objects.filter(pk__in=[game.pk for game in games]):
        services.phase_process_now(phase=game.phases.order_by("index").first(), actor=gm,
                                   reason="storage benchmark")
    sizes["queued"] = table_sizes()
    print(f"mails delivered: {deliver_all()}")
    sizes["delivered"] = table_sizes()
    try:
        from games.emails import retention
    except ImportError:  # a tree before issue 26 (to compare): nothing deletes anything
        print("no retention task in this tree")
    else:
        mails, pictures = retention.mail_retention(timezone.now() + dt.timedelta(hours=2))
        print(f"retention two hours later: {mails} delivered mails, {pictures} pictures deleted")
    sizes["retained"] = table_sizes()
    report(sizes, args.games)


if __name__ == "__main__":
    main()
