"""Benchmark: what one processed turn of a standard game leaves in the database, by table,
before and after its mails are delivered (issue 26; not a test).

    .venv/bin/python benchmarks/storage_per_turn.py [--games 50] [--turns 3] [--no-receipts]
    DATABASE_URL=postgres://gamemaster:gamemaster@127.0.0.1:5432/gm_storage \\
    .venv/bin/python benchmarks/storage_per_turn.py --games 50 --turns 3

Without ``DATABASE_URL`` a scratch SQLite file in a temporary directory (sizes from SQLite's
``dbstat`` table: the pages of each table and its indexes); with it, that scratch PostgreSQL
database, migrated here (``pg_total_relation_size`` of each table: heap, indexes and TOAST).

Set-up: ``--games`` started seven-player standard games (``platform_setup.make_games``); the
sizes are read (``start``; with ``--turns``, at the beginning of the last turn). Measured:
each power's opening submitted through ``services.orders_submit`` (its receipt queued and,
as on the request path, left for a delivery run; ``--no-receipts``: none, as the 1,000-game
run of docs/performance.md), every game's open phase processed
(``services.phase_process_now``: adjudication, report, turn-report mails with their map
queued; no broker: the delivery tasks go to Celery's in-memory transport and are not run);
the sizes are read (``queued``); every queued mail is delivered by ``outbox.deliver_batch``
(Django's in-memory mail backend); the sizes are read (``delivered``); the beat's retention
task runs as it would two hours later (``retention.mail_retention``: the pictures no mail refers
to any more; no delivered row is old enough to go); the sizes are read (``retained``); on
PostgreSQL a plain ``VACUUM`` runs, as autovacuum would (dead tuples' space reusable, the
files not shrunk unless their last pages are empty), and the sizes are read (``vacuumed``;
equal to ``retained`` on SQLite, whose pages hold no dead rows) with, on PostgreSQL only, the
bytes of the live rows plus the indexes (``live``: ``pg_column_size`` of every row, since
``pgstattuple`` needs a superuser). A ``VACUUM`` also runs after the set-up.

``--turns K`` (default 1) plays K turns per game, each with its delivery, retention and
``VACUUM``, and prints the growth of the last turn only: the steady state of a site, where a
turn reuses the space the previous ones freed (the first turn on a fresh database finds none).

Printed: bytes per game-turn (growth since ``start``, the beginning of the last turn, divided
by ``--games``) of every table that grew, at each step, and the total. Each game's powers
open or hold as the bits of its number say, so that the games' maps differ (a map shared by
several games would be stored once for all of them); later turns send the same text again.

The same file runs against an older tree (``git archive <commit> | tar -x -C /tmp/base``) to
compare: without ``games.emails.retention`` the last step deletes nothing.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import os
import tempfile
from pathlib import Path

from platform_setup import OPENINGS, POWERS, django_setup, make_games

STEPS = ("queued", "delivered", "retained", "vacuumed")


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


def live_sizes() -> dict[str, int]:
    """PostgreSQL: bytes of each table's live rows (``pg_column_size`` of the row: its
    columns as stored, compressed or TOASTed, with the row header; not the line pointers nor
    the pages' free space) plus its indexes' size. ``pgstattuple`` would be exact but needs a
    superuser to install. Empty on SQLite (``dbstat`` counts no free space within a table's
    pages apart: its figures stay as they were)."""
    from django.db import connection

    if connection.vendor != "postgresql":
        return {}
    with connection.cursor() as cursor:
        cursor.execute("SELECT relname, pg_indexes_size(relid) "
                       "FROM pg_catalog.pg_statio_user_tables WHERE schemaname = 'public'")
        sizes = dict(cursor.fetchall())
        for name in sizes:
            cursor.execute(f'SELECT COALESCE(SUM(pg_column_size(t.*)), 0) FROM "{name}" AS t')
            sizes[name] += cursor.fetchone()[0]
    return sizes


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


def report(sizes: dict[str, dict[str, int]], live: dict[str, dict[str, int]], games: int,
           turns: int) -> None:
    start = sizes["start"]
    tables = sorted({name for step in STEPS for name, size in sizes[step].items()
                     if size > start.get(name, 0)}
                    | {name for name, size in live["vacuumed"].items()
                       if size > live["start"].get(name, 0)},
                    key=lambda name: -(sizes["queued"].get(name, 0) - start.get(name, 0)))
    each = "one turn each" if turns == 1 else f"{turns} turns each, the last one"
    print(f"\nbytes per game-turn ({games} games, {each}), growth since the start:")
    print(f"{'table':34s}" + "".join(f"{step:>12s}" for step in (*STEPS, "live")))
    totals = dict.fromkeys((*STEPS, "live"), 0.0)
    for name in tables:
        row = []
        for step in STEPS:
            grown = (sizes[step].get(name, 0) - start.get(name, 0)) / games
            totals[step] += grown
            row.append(f"{grown:12,.0f}")
        if live["start"]:
            grown = (live["vacuumed"].get(name, 0) - live["start"].get(name, 0)) / games
            totals["live"] += grown
            row.append(f"{grown:12,.0f}")
        print(f"{name:34s}" + "".join(row))
    print(f"{'total':34s}" + "".join(f"{totals[step]:12,.0f}" for step in STEPS)
          + (f"{totals['live']:12,.0f}" if live["start"] else ""))


def vacuum() -> None:
    """Plain ``VACUUM`` (as autovacuum would run it: dead tuples' space becomes reusable, the
    files keep their size unless their last pages are empty). PostgreSQL only; it needs
    autocommit, which Django's connection has outside ``atomic``."""
    from django.db import connection

    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("VACUUM")


def play_turn(games: list, number_of: dict[int, int], notify: bool) -> None:
    """Every power's orders for each game's open phase, then that phase processed. After the
    first turn the opening's text is sent again: its moves that still fit are carried out,
    the others are kept with their error and the units hold (as a careless player's)."""
    from games import services
    from games.errors import Conflict
    from games.models import Game, Phase

    gm = games[0].game_masters.get()
    for game in Game.objects.filter(pk__in=list(number_of)):
        phase = game.phases.filter(status=Phase.Status.OPEN).order_by("index").first()
        if phase is None:  # (the game is over; not with three turns from the start)
            continue
        for seat in game.seats.select_related("player"):
            with contextlib.suppress(Conflict):  # (a seat with nothing to order here)
                services.orders_submit(seat=seat, user=seat.player, notify=notify,
                                       text=orders(number_of[game.pk], seat.key))
        services.phase_process_now(phase=phase, actor=gm, reason="storage benchmark")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--turns", type=int, default=1,
                        help="turns per game, each with delivery, retention and VACUUM; the "
                             "growth of the last one is printed")
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

    settings.CELERY_TASK_ALWAYS_EAGER = False
    from django.db import connection
    print(f"database: {connection.vendor} ({connection.settings_dict['NAME']})")
    games = make_games(args.games, "storage", submit=False, progress=False)
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    number_of = {game.pk: number for number, game in enumerate(games)}
    try:
        from games.emails import retention
    except ImportError:  # a tree before issue 26 (to compare): nothing deletes anything
        retention = None
        print("no retention task in this tree")
    sizes: dict[str, dict[str, int]] = {}
    live: dict[str, dict[str, int]] = {}
    for turn in range(1, args.turns + 1):
        last = turn == args.turns
        vacuum()  # (every turn starts as after autovacuum; the first after the set-up)
        if last:
            sizes["start"], live["start"] = table_sizes(), live_sizes()
        play_turn(games, number_of, notify=not args.no_receipts)
        if last:
            sizes["queued"] = table_sizes()
        print(f"turn {turn}: mails delivered: {deliver_all()}")
        if last:
            sizes["delivered"] = table_sizes()
        if retention is not None:
            mails, pictures = retention.mail_retention(timezone.now() + dt.timedelta(hours=2))
            print(f"turn {turn}: retention two hours later: {mails} delivered mails, "
                  f"{pictures} pictures deleted")
        if last:
            sizes["retained"] = table_sizes()
        vacuum()
    sizes["vacuumed"], live["vacuumed"] = table_sizes(), live_sizes()
    report(sizes, live, args.games, args.turns)

if __name__ == "__main__":
    main()
