"""Render the app's real mails (receipts and turn reports, plain text) that the held-out
corpus's replies quote: a standard game and a Rather Silly game are played through
``games.services`` in a throw-away SQLite database, with the orders of
``tests/mail/scenarios.py``, and the mails the app sends are saved under
``tests/mail/devset2/reports/`` (``<name>.txt`` the plain part, ``<name>.json`` its headers).

Run once when the templates change: ``python -m tools.devset2 reports``. The corpus
generator only reads the saved files, so it stays deterministic and needs no database.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import tempfile
from pathlib import Path
from typing import Any

START = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)  # the corpus's Monday (tests/conftest.py)
# The report language of each seat's player (the app speaks English and German only).
GERMAN = {"diplomacy": {"austria", "germany"},
          "silly": {"austria", "france", "germany", "russia", "turkey", "narr", "superhirn",
                    "doktor", "wahrsager"}}
# Which mails to keep: (game, phase label of the mail, kind, seat) -> file stem.
KEEP_DIPLOMACY = {
    ("S1901M", "receipt"): ["austria", "england", "germany", "turkey"],
    ("S1901M", "report"): ["austria", "england", "france", "germany", "italy", "russia",
                           "turkey"],
    ("F1901M", "report"): ["france", "germany", "england", "austria"],
    ("F1901R", "report"): ["france", "russia", "england", "germany", "austria", "turkey"],
}
KEEP_SILLY = {
    ("W1900", "receipt"): ["austria", "superhirn", "narr", "england"],
    ("W1900", "report"): ["austria", "england", "germany", "superhirn", "wahrsager", "narr",
                          "doktor", "france", "italy", "russia", "turkey"],
}


def _django(db_path: Path) -> None:
    os.environ["DATABASE_URL"] = f"sqlite:///{db_path}"
    os.environ["DEFAULT_FROM_EMAIL"] = "Gamemaster <gamemaster@pbem.example.org>"
    os.environ["GAMEMASTER_MAIL_DOMAIN"] = "pbem.example.org"
    os.environ["SITE_URL"] = "https://pbem.example.org"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")
    import django

    django.setup()
    from django.conf import settings

    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    settings.MAIL_QUEUE_SEND_AT_ONCE = True
    settings.CELERY_TASK_ALWAYS_EAGER = True
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    from django.core import mail

    mail.outbox = []  # the locmem backend appends here


def _save(out: Path, stem: str, message: Any) -> None:
    from django.utils import timezone

    (out / f"{stem}.txt").write_text(message.body, encoding="utf-8")
    headers = {"subject": message.subject, "from": message.from_email,
               "reply_to": (message.reply_to or [""])[0], "to": message.to[0],
               "date": timezone.now().isoformat()}
    (out / f"{stem}.json").write_text(json.dumps(headers, ensure_ascii=False, indent=1) + "\n",
                                      encoding="utf-8")


def _users(names: dict[str, str], german: set[str]) -> dict[str, Any]:
    from django.contrib.auth import get_user_model

    from games import services

    users = {}
    for seat, name in names.items():
        user = get_user_model().objects.create_user(
            username=name, email=f"{name}@players.example.org", password="x-heldout-x")
        services.profile_update(user=user, language="de" if seat in german else "en")
        users[seat] = user
    return users


def _game(ruleset: str, name: str, users: dict[str, Any], gm: Any) -> Any:
    from games import services

    game = services.game_create(creator=gm, name=name, ruleset=ruleset, seed=7, schedule={
        "zat_time": "20:00", "zat_time_zone": "Europe/Berlin", "review_before_publish": False})
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=users[seat.key], actor=gm)
    services.game_start(game=game, actor=gm)
    game.refresh_from_db()
    return game


def _play(game: Any, gm: Any, users: dict[str, Any], texts: dict[str, dict[str, str]],
          keep: dict[tuple[str, str], list[str]], prefix: str, out: Path, clock: Any) -> None:
    """Send every seat's boxes a day before the ZAT, keep the receipts asked for, process
    the phase just after its ZAT, keep the reports."""
    from django.core import mail

    from games import services

    phase = game.phases.open().get()
    clock.move_to(phase.zat - dt.timedelta(hours=22))
    for seat_key, boxes in texts.items():
        seat = game.seats.get(key=seat_key)
        for kind, text in boxes.items():
            mail.outbox.clear()
            services.orders_submit(seat=seat, user=users[seat_key], text=text, kind=kind)
            if seat_key in keep.get((phase.label, "receipt"), []) and mail.outbox:
                _save(out, f"{prefix}-{phase.label.lower()}-receipt-{seat_key}", mail.outbox[-1])
    mail.outbox.clear()
    clock.move_to(phase.zat + dt.timedelta(minutes=4))
    services.phase_process_now(phase=phase, actor=gm, reason="held-out corpus reports")
    by_address = {m.to[0]: m for m in mail.outbox if "Results" in m.subject
                  or "Ergebnisse" in m.subject}
    for seat_key in keep.get((phase.label, "report"), []):
        message = by_address.get(users[seat_key].email)
        if message is not None:
            _save(out, f"{prefix}-{phase.label.lower()}-report-{seat_key}", message)


def render(out: Path) -> list[str]:
    """Play both games and write the kept mails to ``out``; returns the file stems."""
    import time_machine

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, time_machine.travel(START, tick=False) as clock:
        _django(Path(tmp) / "heldout.sqlite3")
        from django.contrib.auth import get_user_model

        from tests.mail import scenarios as sc

        gm = get_user_model().objects.create_user(
            username="gisela", email="gisela@players.example.org", password="x-heldout-x")
        powers = list(sc.SPRING)
        users = _users({p: f"dip-{p}" for p in powers}, GERMAN["diplomacy"])
        game = _game("diplomacy", "Westfalen 1901", users, gm)
        for texts in (sc.SPRING, sc.FALL, sc.FALL_RETREATS):
            _play(game, gm, users, {s: {"orders": t} for s, t in texts.items()},
                  KEEP_DIPLOMACY, "diplomacy", out, clock)
        seats = [*sc.SILLY_HERDS]
        silly_users = _users({s: f"rs-{s}" for s in seats}, GERMAN["silly"])
        herds = {s: {"lama_placement": t} for s, t in sc.SILLY_HERDS.items()}
        herds["superhirn"].update({"superhirn_question": "Wie hoch ist die Zugspitze?",
                                   "superhirn_answer": "2962 Meter"})
        clock.move_to(START)
        silly = _game("rather_silly", "Lamas am Rhein", silly_users, gm)
        _play(silly, gm, silly_users, herds, KEEP_SILLY, "silly", out, clock)
    return sorted(p.stem for p in out.glob("*.txt"))
