"""Re-creates tests/mail/corpus/reports/: the plain text of real mails this app sent the
seats of tests/mail/scenarios.py, for the corpus's replies to quote (and for "last_mail").

Each game is played through the services in a throw-away SQLite database, with time frozen
at the test suite's START and every mail caught by Django's in-memory backend: Diplomacy
S1901 (the scenarios' SPRING orders, web receipts and a mail answer on the way), F1901 and
F1901R; Rather Silly W1900 (the scenarios' herds and the Superhirn's question); the STATUS
answers of 1848 (Spieler 4, on turn) and Europa 1815 (France, on turn). Every report is kept
in English and in German (the players' profile language); the bodies go to ``<name>.txt``,
their subjects to ``subjects.json``.

Run: ``python -m tools.corpus.reports`` (needs nothing running; rewrites the folder).
"""

from __future__ import annotations

import datetime as dt
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "mail" / "corpus" / "reports"
START = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)  # tests/conftest.py's START
PLAYERS = {"austria": "anna", "england": "emil", "france": "francois", "germany": "gerd",
           "italy": "ida", "russia": "ruslan", "turkey": "tarik"}
SILLY_ROLES = {"narr": "nora", "superhirn": "sigmund", "doktor": "dora", "wahrsager": "waltraud"}


def _environment(folder: str) -> None:
    os.environ.update({
        "DJANGO_SETTINGS_MODULE": "gamemaster.settings",
        "DATABASE_URL": f"sqlite:///{folder}/reports.sqlite3",
        "EMAIL_URL": "memorymail://", "MAIL_QUEUE_SEND_AT_ONCE": "1",
        "CELERY_TASK_ALWAYS_EAGER": "1", "DEFAULT_FROM_EMAIL": "gamemaster@pbem.example.org",
        "SITE_URL": "https://pbem.example.org", "SECRET_KEY": "corpus-reports-not-secret",
    })
    sys.path.insert(0, str(ROOT))


class Recorder:
    """Plays the games and keeps the texts: ``texts[name] = plain text of one mail``."""

    def __init__(self) -> None:
        from django.contrib.auth import get_user_model

        self.users = get_user_model()
        self.texts: dict[str, str] = {}
        self.subjects: dict[str, str] = {}
        self.gm = self.user("gisela")

    def user(self, name: str) -> Any:
        user, _ = self.users.objects.get_or_create(username=name,
                                                   defaults={"email": f"{name}@example.org"})
        return user

    def languages(self, users: list[Any], language: str) -> None:
        from games import services

        for user in users:
            services.profile_update(user=user, language=language)

    def catch(self, name: str, user: Any, subject_has: str = "") -> None:
        """The last mail to ``user`` (whose subject holds ``subject_has``) as ``name``."""
        from django.core import mail

        mine = [m for m in mail.outbox if m.to == [user.email] and subject_has in m.subject]
        if not mine:
            raise LookupError(f"no mail {subject_has!r} to {user.email} for {name}")
        self.texts[name] = mine[-1].body
        self.subjects[name] = mine[-1].subject

    def game(self, name: str, ruleset: str, seats: dict[str, str], **setup: Any) -> Any:
        from games import services
        from games.rulesets.europa1815 import services as europa

        game = services.game_create(creator=self.gm, name=name, ruleset=ruleset, seed=7,
                                    schedule={"zat_time": "20:00",
                                              "zat_time_zone": "Europe/Berlin",
                                              "review_before_publish": False})
        if setup:
            europa.europa_setup(game=game, actor=self.gm, reason="example map", **setup)
        for seat in game.seats.all():
            services.seat_assign(seat=seat, player=self.user(seats[seat.key]), actor=self.gm)
        services.game_start(game=game, actor=self.gm)
        game.refresh_from_db()
        return game

    def submit_all(self, game: Any, texts: dict[str, dict[str, str]]) -> None:
        from games import services

        for seat in game.seats.select_related("player"):
            for kind, text in texts.get(seat.key, {}).items():
                services.orders_submit(seat=seat, user=seat.player, text=text, kind=kind)

    def process(self, game: Any) -> Any:
        from games import services

        phase = game.phases.open().get()
        return services.phase_process_now(phase=phase, actor=self.gm, reason="corpus reports")

    def resend(self, phase: Any, users: dict[str, Any], prefix: str, subject: str) -> None:
        """The phase's turn report once more in German, caught for every seat given."""
        from games.emails.turn_report import send_turn_report

        self.languages(list(users.values()), "de")
        send_turn_report(phase.pk)
        for seat, user in users.items():
            self.catch(f"{prefix}-{seat}.de", user, subject)
        self.languages(list(users.values()), "en")

    def diplomacy(self) -> None:
        from games import services
        from games.mail_intake.addresses import address_for
        from tests.mail.mailbuild import mail_from
        from tests.mail.scenarios import FALL, SPRING

        game = self.game("Demo 1901", "diplomacy", PLAYERS)
        users = {key: self.user(name) for key, name in PLAYERS.items()}
        self.submit_all(game, {k: {"orders": v} for k, v in SPRING.items()})
        for key in ("austria", "england", "germany"):
            self.catch(f"receipt-diplomacy-s1901-{key}.en", users[key], "orders received")
        austria = game.seats.select_related("player", "game").get(key="austria")
        self.languages([users["austria"]], "de")
        services.orders_submit(seat=austria, user=users["austria"], text=SPRING["austria"],
                               lang="de")
        self.catch("receipt-diplomacy-s1901-austria.de", users["austria"])
        self.languages([users["austria"]], "en")
        for lang in ("en", "de"):
            self.languages([users["italy"]], lang)
            services.mail_receive(raw=mail_from(game.seats.select_related("player", "game")
                                                .get(key="italy"),
                                                "ORDERS\n" + SPRING["italy"]),
                                  transport="test")
            self.catch(f"answer-diplomacy-s1901-italy.{lang}", users["italy"])
        self.languages([users["italy"]], "en")
        assert address_for(austria)  # every seat has its address (the replies go there)
        spring = self.process(game)
        for key, user in users.items():
            self.catch(f"report-diplomacy-s1901-{key}.en", user, "Results of S1901M")
        self.resend(spring, users, "report-diplomacy-s1901", "S1901M")
        self.submit_all(game, {k: {"orders": v} for k, v in FALL.items()})
        fall = self.process(game)
        for key, user in users.items():
            self.catch(f"report-diplomacy-f1901-{key}.en", user, "Results of F1901M")
        self.resend(fall, users, "report-diplomacy-f1901", "F1901M")
        self.submit_all(game, {"france": {"orders": "A bur - pic"}})
        retreat = self.process(game)
        for key, user in users.items():
            self.catch(f"report-diplomacy-f1901r-{key}.en", user, "Results of F1901R")
        self.resend(retreat, users, "report-diplomacy-f1901r", "F1901R")

    def silly(self) -> None:
        from tests.mail.scenarios import SILLY_HERDS

        seats = {**PLAYERS, **SILLY_ROLES}
        game = self.game("Rather Silly 1421", "rather_silly", seats)
        users = {key: self.user(name) for key, name in seats.items()}
        subs = {k: {"lama_placement": v} for k, v in SILLY_HERDS.items()}
        subs["superhirn"].update({"superhirn_question": "Wie hoch ist die Zugspitze?",
                                  "superhirn_answer": "2962 Meter"})
        self.submit_all(game, subs)
        self.catch("receipt-silly-w1900-superhirn.en", users["superhirn"])
        winter = self.process(game)
        for key, user in users.items():
            self.catch(f"report-silly-w1900-{key}.en", user, "Results of W1900")
        self.resend(winter, users, "report-silly-w1900", "W1900")

    def status(self, name: str, ruleset: str, seats: dict[str, str], key: str,
               **setup: Any) -> None:
        from games import services
        from tests.mail.mailbuild import mail_from

        game = self.game(name, ruleset, seats, **setup)
        seat = game.seats.select_related("player", "game").get(key=key)
        for lang, command in (("en", "STATUS"), ("de", "STAND")):
            self.languages([seat.player], lang)
            services.mail_receive(raw=mail_from(seat, command), transport="test")
            self.catch(f"status-{ruleset}-{key}.{lang}", seat.player)

    def all(self) -> tuple[dict[str, str], dict[str, str]]:
        self.diplomacy()
        self.silly()
        self.status("1848 am Tisch", "game1848",
                    {"s1": "anna", "s2": "emil", "s3": "francois", "s4": "gerd"}, "s4")
        self.status("Europa 1815", "europa1815",
                    {"fra": "francois", "gbr": "emil", "aut": "anna", "pru": "gerd"}, "fra",
                    example=True)
        return self.texts, self.subjects


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        _environment(folder)
        import django
        import time_machine
        from django.core.management import call_command

        django.setup()
        call_command("migrate", verbosity=0, interactive=False)
        with time_machine.travel(START, tick=False):
            texts, subjects = Recorder().all()
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.txt"):
        old.unlink()
    for name, text in sorted(texts.items()):
        (OUT / f"{name}.txt").write_text(text)
    (OUT / "subjects.json").write_text(json.dumps(dict(sorted(subjects.items())), indent=1,
                                                  ensure_ascii=False) + "\n")
    print(f"{len(texts)} texts written to {OUT}")


if __name__ == "__main__":
    main()
