"""Shared set-up for the platform benchmarks (``thousand_games_at_one_zat.py``,
``submission_load.py``): Django against the database in ``DATABASE_URL``, started standard
games with seven players, and the CPU time of processes read from ``/proc`` (Linux).

Not a benchmark by itself; nothing here is timed.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

POWERS = ("austria", "england", "france", "germany", "italy", "russia", "turkey")
# A legal opening for every power (Spring 1901): every unit moves.
OPENINGS = {
    "austria": "A vie - gal\nA bud - ser\nF tri - alb",
    "england": "F lon - nth\nF edi - nwg\nA lvp - yor",
    "france": "A par - bur\nA mar - spa\nF bre - mao",
    "germany": "A mun - ruh\nA ber - kie\nF kie - den",
    "italy": "A rom - apu\nA ven - tyr\nF nap - ion",
    "russia": "A mos - ukr\nA war - gal\nF sev - bla\nF stp/sc - bot",
    "turkey": "A con - bul\nA smy - arm\nF ank - bla",
}


# What Django's file mail backend writes after each mail.
MAIL_SEPARATOR = b"\n" + b"-" * 79 + b"\n"


def require_env(*names: str) -> None:
    missing = [name for name in names if not os.environ.get(name)]
    if missing:
        sys.exit(f"set {', '.join(missing)} (see the docstring): a scratch PostgreSQL database "
                 "and a Redis database this run may fill and empty")


def require_postgres() -> None:
    """The platform benchmarks measure the production database, never SQLite."""
    require_env("DATABASE_URL")
    if not os.environ["DATABASE_URL"].startswith(("postgres", "postgresql")):
        sys.exit("DATABASE_URL must name a PostgreSQL database (the production database)")


def django_setup() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def make_games(count: int, prefix: str, *, submit: bool, progress: bool = True) -> list:
    """``count`` started standard games (seven players shared by all of them, one game
    master), each with every power's opening submitted when ``submit``. Receipt mails go to
    Django's in-memory backend (set-up, not what is measured)."""
    from django.conf import settings
    from django.contrib.auth import get_user_model

    from games import services

    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    user_model = get_user_model()

    def user(name: str):
        found = user_model.objects.filter(username=name).first()
        return found or user_model.objects.create_user(name, f"{name}@example.org", "bench")

    gm = user(f"{prefix}-gm")
    players = {power: user(f"{prefix}-{power}") for power in POWERS}
    games = []
    started = time.monotonic()
    for number in range(count):
        game = services.game_create(creator=gm, name=f"{prefix} {number}", seed=number,
                                    schedule={"review_before_publish": False})
        for seat in game.seats.all():
            services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
        services.game_start(game=game, actor=gm)
        if submit:
            for seat in game.seats.all():
                services.orders_submit(seat=seat, user=players[seat.key],
                                       text=OPENINGS[seat.key], notify=False)
        games.append(game)
        if progress and (number + 1) % 100 == 0:
            print(f"  set-up: {number + 1} of {count} games "
                  f"({time.monotonic() - started:.0f} s)", flush=True)
    return games


def process_cpu_seconds(pid: int) -> float:
    """User + system CPU of ``pid`` and of all its living descendants, plus what its
    finished children left (``/proc/<pid>/stat`` fields 14-17)."""
    total = 0
    for one in [pid, *_descendants(pid)]:
        fields = _stat(one)
        if fields:
            total += sum(int(x) for x in fields[11:15])  # utime stime cutime cstime
    return total / os.sysconf("SC_CLK_TCK")


def own_cpu_seconds(pid: int) -> float:
    """User + system CPU of ``pid`` alone (its threads included, its children not)."""
    fields = _stat(pid)
    return sum(int(x) for x in fields[11:13]) / os.sysconf("SC_CLK_TCK") if fields else 0.0


def _stat(pid: int) -> list[str]:
    """The fields of ``/proc/<pid>/stat`` after the command name (field 3 onwards), or none
    when the process is gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return []


def service_pids(database: str) -> dict[str, list[int]]:
    """The processes of the services a load run shares the machine with, by their command
    lines in ``/proc``: ``postgres-backends`` (PostgreSQL's connections to ``database``: the
    process title PostgreSQL sets is ``postgres: [cluster:] <user> <database> <client> ...``),
    ``postgres-other`` (its writers, checkpointer, autovacuum, other databases' connections:
    shared with anything else using the server) and ``redis`` (``redis-server``, shared
    likewise)."""
    found: dict[str, list[int]] = {"postgres-backends": [], "postgres-other": [], "redis": []}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(
                errors="replace").strip()
        except OSError:
            continue
        words = command.split() or [""]
        if command.startswith("postgres:"):  # (titles may name the cluster first: 15/main:)
            mine = database in words[1:4]
            found["postgres-backends" if mine else "postgres-other"].append(int(entry.name))
        elif Path(words[0]).name == "postgres":  # the postmaster
            found["postgres-other"].append(int(entry.name))
        elif Path(words[0]).name == "redis-server":
            found["redis"].append(int(entry.name))
    return found


def _descendants(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        fields = _stat(int(entry.name))
        if fields:
            children.setdefault(int(fields[1]), []).append(int(entry.name))
    found, stack = [], [pid]
    while stack:
        for child in children.get(stack.pop(), ()):
            found.append(child)
            stack.append(child)
    return found
