"""Benchmark: a standard phase's own cost in the worker, in process (issue 26, item 5; not a
test).

    .venv/bin/python benchmarks/phase_cost.py [--games 60] [--same-maps] [--no-deliver]
        [--profile] [--top 40]

    DATABASE_URL=postgres://gamemaster:gamemaster@127.0.0.1:5432/gm_phase \\
    .venv/bin/python benchmarks/phase_cost.py [...]

Without ``DATABASE_URL`` a scratch SQLite file in a temporary directory (the database's own
work is then in this process's CPU; on PostgreSQL it is in the server's and not counted).

Set-up (untimed): ``--games`` started seven-player standard games
(``platform_setup.make_games``), every power's orders submitted, every first phase made due
(ZAT one minute ago). Each game's powers open or hold as the bits of its number say
(``storage_per_turn.orders``), so that the games' maps differ, as on a real site; with
``--same-maps`` every game gets the same openings (as ``thousand_games_at_one_zat.py`` does:
every game after the first finds its pictures in the process's PNG cache).

Measured, per phase, as the worker runs it: ``services.phase_process`` (what the Celery task
``games.tasks.phase_adjudicate`` calls: claim, adjudication, report, next phase, the turn-report
mails rendered and queued; the delivery tasks go to Celery's in-memory transport, published
on commit as with Redis), then, unless ``--no-deliver``, every mail it queued sent by
``outbox.deliver`` (what ``mail_deliver_task`` calls, one task per mail, as the worker sent
them before ``mail_deliver_many_task``; Django's in-memory mail backend), or with
``--deliver-batch`` all of them by one ``outbox.deliver_many`` (what the worker does now:
``mail_deliver_many_task``); ``--file-mail``: Django's file backend instead, each message
serialized and written as with the thousand-games benchmark. Printed:
this process's CPU (``time.process_time``) per phase for the processing, the delivery and
both, as p50 / mean / p95, and the queries per phase (each part). The first two phases are
untimed (imports, template loading, the first connection). ``--profile``: a cProfile of the
timed phases, its top ``--top`` functions by cumulative time and by own time.
``--breakdown``: the CPU per phase inside a few named steps (``STEPS``; nested steps are
counted in their caller too), without cProfile's overhead, which inflates Python code more
than the database and the PNG encoder.
"""

from __future__ import annotations

import argparse
import cProfile
import datetime as dt
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

from platform_setup import POWERS, django_setup, make_games

WARM_UP = 2  # phases processed before the timing starts

# (module, function) measured by ``--breakdown``, the callers before what they call.
STEPS = (
    ("games.services.processing", "_claim"),
    ("games.services.processing", "current_submissions"),
    ("games.services.processing", "_game_and_seats_locked"),
    ("games.services.processing", "adjudicate"),
    ("games.services.processing", "_publish"),
    ("games.services.processing", "_apply_nmr"),
    ("games.services.processing", "phase_open"),
    ("games.emails", "send_turn_report_for"),
    ("games.emails.turn_report", "report_map_png"),
    ("games.emails.turn_report", "_message"),
    ("games.emails.turn_report", "_shared_words"),
    ("games.emails.turn_report", "render_to_string"),
    ("games.emails.map_image", "visible_to"),
    ("games.emails.map_image", "render_svg"),
    ("games.emails.turn_report", "queue_many"),
)
SPENT: dict[str, float] = {}


def _timed(name: str, function):
    def timed(*args, **kwargs):
        cpu = time.process_time()
        try:
            return function(*args, **kwargs)
        finally:
            SPENT[name] = SPENT.get(name, 0.0) + time.process_time() - cpu
    return timed


def instrument() -> None:
    """Wrap each of ``STEPS`` where its caller looks it up (a missing one is left out), and
    the connection's commit hooks (the delivery tasks published after the commit)."""
    import importlib

    from django.db import connection

    connection.run_and_clear_commit_hooks = _timed(  # type: ignore[method-assign]
        "on commit: tasks published", connection.run_and_clear_commit_hooks)

    for module_name, name in STEPS:
        module = importlib.import_module(module_name)
        function = getattr(module, name, None)
        if function is not None:
            setattr(module, name, _timed(f"{module_name.rpartition('.')[2]}.{name}",
                                         function))


def orders(number: int, power: str, same: bool) -> str:
    """Game ``number``'s orders for ``power`` (``storage_per_turn.orders``)."""
    from platform_setup import OPENINGS

    if same or not (number >> POWERS.index(power)) & 1:
        return OPENINGS[power]
    return "\n".join(" ".join(line.split()[:2]) + " H" for line in OPENINGS[power].splitlines())


def quantiles(values: list[float]) -> str:
    ms = sorted(v * 1000 for v in values)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return (f"p50 {statistics.median(ms):7.2f} ms  mean {statistics.fmean(ms):7.2f} ms  "
            f"p95 {p95:7.2f} ms")


def set_up(count: int, same: bool) -> list[int]:
    """``count`` started games, every power's orders in; the ids of their due phases."""
    from django.utils import timezone

    from games import services
    from games.models import Phase

    games = make_games(count, "phase", submit=False, progress=True)
    for number, game in enumerate(games):
        for seat in game.seats.select_related("player"):
            services.orders_submit(seat=seat, user=seat.player, notify=False,
                                   text=orders(number, seat.key, same))
    due = list(Phase.objects.filter(game__in=games, status=Phase.Status.OPEN)
               .order_by("pk").values_list("pk", flat=True))
    Phase.objects.filter(pk__in=due).update(zat=timezone.now() - dt.timedelta(minutes=1))
    return due


def run(due: list[int], deliver: bool, profiler: cProfile.Profile | None,
        breakdown: bool = False, batch: bool = False) -> None:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext
    from post_office.models import Email

    from games import services
    from games.emails import outbox
    from games.models import QueuedMail

    process, delivery, queries, delivery_queries, mails = [], [], [], [], []
    for number, phase_id in enumerate(due):
        timed = number >= WARM_UP
        last = QueuedMail.objects.order_by("-pk").values_list("pk", flat=True).first() or 0
        with CaptureQueriesContext(connection) as captured:
            if timed and profiler:
                profiler.enable()
            cpu = time.process_time()
            done = services.phase_process(phase_id=phase_id)
            cpu = time.process_time() - cpu
            if timed and profiler:
                profiler.disable()
        if done is None or done.status != "published":
            sys.exit(f"phase {phase_id} was not published")
        queued = list(QueuedMail.objects.filter(pk__gt=last, kind="turn_report")
                      .order_by("pk").values_list("email_id", flat=True))
        sent_cpu = 0.0
        with CaptureQueriesContext(connection) as sent_queries:
            if deliver:
                if timed and profiler:
                    profiler.enable()
                sent_cpu = time.process_time()
                if batch:  # the phase's mails in one batch, as mail_deliver_many_task does
                    outbox.deliver_many(queued)
                else:
                    for email_id in queued:
                        outbox.deliver(email_id)
                sent_cpu = time.process_time() - sent_cpu
                if timed and profiler:
                    profiler.disable()
        if not timed:
            SPENT.clear()
            continue
        process.append(cpu)
        delivery.append(sent_cpu)
        queries.append(len(captured.captured_queries))
        delivery_queries.append(len(sent_queries.captured_queries))
        mails.append(len(queued))
    if deliver:
        unsent = Email.objects.filter(status__in=outbox.PENDING).count()
        if unsent:
            sys.exit(f"{unsent} mails still queued after delivery")
    print(f"phases timed: {len(process)}; turn-report mails per phase: "
          f"{statistics.fmean(mails):.1f}")
    print(f"  {'processing (phase_process)':32s} CPU {quantiles(process)}  "
          f"queries {statistics.fmean(queries):.1f}")
    if deliver:
        how = "delivery (outbox.deliver_many)" if batch else "delivery (outbox.deliver)"
        print(f"  {how:32s} CPU {quantiles(delivery)}  "
              f"queries {statistics.fmean(delivery_queries):.1f}")
        both = [a + b for a, b in zip(process, delivery, strict=True)]
        print(f"  {'both':32s} CPU {quantiles(both)}")
    if breakdown:
        print("  inside the processing, CPU per phase (mean; nested steps counted twice):")
        for name, spent in SPENT.items():
            print(f"    {name:40s} {spent / len(process) * 1000:7.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--same-maps", action="store_true",
                        help="every game the same openings (its pictures cached after the first)")
    parser.add_argument("--no-deliver", action="store_true")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--breakdown", action="store_true")
    parser.add_argument("--deliver-batch", action="store_true",
                        help="deliver a phase's mails in one outbox.deliver_many, not each "
                             "by its own outbox.deliver (the worker now sends a phase's mails "
                             "in one batch: mail_deliver_many_task)")
    parser.add_argument("--file-mail", action="store_true",
                        help="write the mails to files (Django's file backend, as the "
                             "thousand-games benchmark does: each message serialized) instead "
                             "of keeping them in memory")
    parser.add_argument("--profile-out", help="also write the cProfile stats to this file")
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="gm-phase-"))
    os.environ.setdefault("DATABASE_URL", f"sqlite:///{scratch / 'bench.sqlite3'}")
    os.environ.update({"GAMEMASTER_VAR_DIR": str(scratch), "EMAIL_URL": "dummymail://",
                       "DEBUG": "false", "CELERY_BROKER_URL": "memory://",
                       "CELERY_TASK_ALWAYS_EAGER": "false",
                       "MAIL_QUEUE_SEND_AT_ONCE": "false", "ALLOWED_HOSTS": "*",
                       "SECRET_KEY": "benchmark-" + os.urandom(16).hex()})
    django_setup()
    from django.conf import settings
    from django.db import connection

    print(f"database: {connection.vendor} ({connection.settings_dict['NAME']}); "
          f"{args.games} games, {'the same' if args.same_maps else 'distinct'} maps; "
          f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    due = set_up(args.games, args.same_maps)
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    if args.file_mail:
        settings.EMAIL_BACKEND = "django.core.mail.backends.filebased.EmailBackend"
        settings.EMAIL_FILE_PATH = str(scratch / "outbox")
    profiler = cProfile.Profile() if args.profile else None
    if args.breakdown:
        instrument()
    run(due, not args.no_deliver, profiler, args.breakdown, args.deliver_batch)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if profiler is not None and args.profile_out:
        profiler.dump_stats(args.profile_out)
    if profiler is not None:
        for order in ("cumulative", "tottime"):
            print(f"\ncProfile of the timed phases, top {args.top} by {order}:")
            pstats.Stats(profiler).sort_stats(order).print_stats(args.top)


if __name__ == "__main__":
    main()
