"""The app's real mails to quote: turn reports, receipts and game-start notices rendered by
playing the corpus scenarios through ``games.services`` in a throw-away SQLite database.

Run ``python -m tools.devset3.reports`` (the generator does it too): it writes the plain
text part of each mail a seat was sent to ``tests/mail/devset3/reports/<game>-<phase>-<seat>
[-receipt].txt``. Time is frozen and the seeds are the scenarios' (tests/mail/scenarios.py), so
the texts are the same on every run and show the positions the corpus mails are written for.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

from tools.devset3.personas import GAME_NAMES, GM, PERSONAS

START = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)
# The seat tokens in reply addresses are random: a fixed stand-in keeps the files stable.
_TOKEN = re.compile(r"(g\d+-[a-z0-9]+-)[A-Za-z0-9_]{6,}(@)")
# Press the other players sent, quoted by some replies: (game, from, to, body).
PRESS = {
    "diplomacy": ("england", "france", "Hi François, shall we keep the Channel empty this "
                                       "year? I will not move F lon to eng if you stay out."),
    "silly": ("germany", "france", "Hallo Claudia, ich lasse Burgund in Ruhe, wenn du "
                                   "nicht nach Ruhr gehst. Einverstanden?"),
    "1848": ("s2", "s4", "Hallo Silke, spielst du Vogt gleich aus? Dann halte ich mich "
                         "diesen Stich zurück."),
    "1815": ("aut", "fra", "Salut Fabienne, ich greife diese Runde Bayern an; schick bitte "
                           "nichts nach Bayern."),
}


def _environment(db_path: str) -> None:
    os.environ["DATABASE_URL"] = f"sqlite:///{db_path}"
    os.environ["EMAIL_URL"] = "memorymail://"
    os.environ["MAIL_QUEUE_SEND_AT_ONCE"] = "true"
    os.environ["CELERY_TASK_ALWAYS_EAGER"] = "true"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")


def _users(game: str) -> dict[str, Any]:
    """The game's players (tools.devset3.personas), each with their mail language."""
    from django.contrib.auth import get_user_model

    from games.services.profiles import profile_for

    model = get_user_model()
    users = {}
    for seat, person in PERSONAS[game].items():
        user = model.objects.create_user(username=f"{game}-{seat}", email=person.email,
                                         password="x-unused-x")
        profile = profile_for(user)
        profile.language = person.report_language
        profile.save()
        users[seat] = user
    return users


def _body(html: str) -> str:
    """The inside of an HTML mail's body, without the map picture (a reply quotes the text;
    the picture stays with the mail it came in)."""
    inner = re.search(r"<body[^>]*>(.*)</body>", html, re.S)
    return re.sub(r"<img [^>]*>", "", inner[1] if inner else html).strip() + "\n"


class Recorder:
    """Collects the plain text of every mail sent to a user, named by the caller."""

    def __init__(self, users: dict[str, Any]) -> None:
        self.users = users
        self.texts: dict[str, str] = {}
        self.subjects: dict[str, str] = {}
        self.htmls: dict[str, str] = {}

    def take(self, prefix: str, seats: list[str], suffix: str = "") -> None:
        from django.core import mail

        by_address = {self.users[s].email: s for s in seats}
        for message in mail.outbox:
            for address in message.to:
                seat = by_address.get(address)
                if seat is not None:
                    name = f"{prefix}-{seat}{suffix}.txt"
                    self.texts[name] = _TOKEN.sub(r"\1TOKEN\2", message.body)
                    html = next((c for c, t in message.alternatives if t == "text/html"), "")
                    self.htmls[name[:-4] + ".html"] = _TOKEN.sub(r"\1TOKEN\2", _body(html))
                    self.subjects[name] = message.subject
        mail.outbox.clear()


def _game(gm: Any, users: dict[str, Any], ruleset: str, name: str, seed: int,
          settings: dict[str, Any] | None = None) -> Any:
    from games import services

    game = services.game_create(creator=gm, name=name, ruleset=ruleset, seed=seed,
                                settings=settings,
                                schedule={"zat_time": "20:00", "zat_time_zone": "Europe/Berlin",
                                          "review_before_publish": False})
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=users[seat.key], actor=gm)
    services.game_start(game=game, actor=gm)
    game.refresh_from_db()
    return game


def _send(game: Any, users: dict[str, Any], seat: str, kind: str, text: str) -> None:
    from games import services

    services.orders_submit(seat=game.seats.get(key=seat), user=users[seat], text=text,
                           kind=kind)


def _process(game: Any, gm: Any) -> None:
    from games import services

    phase = game.phases.open().get()
    done = services.phase_process_now(phase=phase, actor=gm, reason="corpus")
    if done.status != done.Status.PUBLISHED:
        services.phase_publish(phase=done, actor=gm)


def _press(game: Any, users: dict[str, Any], key: str) -> None:
    from games import services

    sender, to, body = PRESS[key]
    services.press_send(game=game, user=users[sender], body=body, recipients=[to])


def render() -> Recorder:
    """Every mail text, by file name (needs a fresh database; see ``main``)."""
    from django.contrib.auth import get_user_model
    from django.core import mail

    from tests.mail.scenarios import FALL, FALL_RETREATS, SEED, SETTINGS, SILLY_HERDS, SPRING

    gm = get_user_model().objects.create_user(username="gm", email=GM[1], password="x-x")
    users = _users("diplomacy")
    rec = Recorder(users)
    powers = list(SPRING)
    mail.outbox.clear()
    game = _game(gm, users, "diplomacy", GAME_NAMES["diplomacy"], SEED)
    mail.outbox.clear()
    _press(game, users, "diplomacy")
    rec.take("diplomacy-s1901", ["france"], "-press")
    for power, text in SPRING.items():
        _send(game, users, power, "orders", text)
        rec.take("diplomacy-s1901", [power], "-receipt")
    _process(game, gm)
    rec.take("diplomacy-f1901", powers)
    for power, text in FALL.items():
        _send(game, users, power, "orders", text)
        rec.take("diplomacy-f1901", [power], "-receipt")
    _process(game, gm)
    rec.take("diplomacy-f1901r", powers)
    for power, text in FALL_RETREATS.items():
        _send(game, users, power, "orders", text)
        rec.take("diplomacy-f1901r", [power], "-receipt")
    _process(game, gm)
    rec.take("diplomacy-w1901", powers)

    rec.users = users = _users("silly")
    seats = list(SILLY_HERDS)
    silly = _game(gm, users, "rather_silly", GAME_NAMES["silly"], SEED)
    mail.outbox.clear()
    for seat, herds in SILLY_HERDS.items():
        _send(silly, users, seat, "lama_placement", herds)
        rec.take("silly-w1900", [seat], "-receipt")
    _send(silly, users, "superhirn", "superhirn_question", "Wie hoch ist die Zugspitze?")
    rec.take("silly-w1900", ["superhirn"], "-question-receipt")
    _send(silly, users, "superhirn", "superhirn_answer", "2962 Meter")
    rec.take("silly-w1900", ["superhirn"], "-answer-receipt")
    _process(silly, gm)
    rec.take("silly-s1901", seats)
    _press(silly, users, "silly")
    rec.take("silly-s1901", ["france"], "-press")

    rec.users = users = _users("1848")
    cards = _game(gm, users, "game1848", GAME_NAMES["1848"], SEED)
    mail.outbox.clear()
    _press(cards, users, "1848")
    rec.take("1848-t1", ["s4"], "-press")
    rec.users = users = _users("1815")
    europa = _game(gm, users, "europa1815", GAME_NAMES["1815"], SEED, SETTINGS["europa1815"])
    mail.outbox.clear()
    _press(europa, users, "1815")
    rec.take("1815-r1", ["fra"], "-press")
    return rec


def main(out: Path) -> dict[str, str]:
    """Render every mail in a throw-away database and write them to ``out``."""
    import json

    with tempfile.TemporaryDirectory() as tmp:
        _environment(str(Path(tmp) / "reports.sqlite3"))
        import django
        import time_machine
        from django.core.management import call_command
        from django.test.utils import setup_test_environment

        django.setup()
        setup_test_environment()  # the locmem mail backend and its ``mail.outbox``
        call_command("migrate", verbosity=0, interactive=False)
        with time_machine.travel(START, tick=False):
            rec = render()
    out.mkdir(parents=True, exist_ok=True)
    for old in [*out.glob("*.txt"), *out.glob("*.html")]:
        old.unlink()
    for name, text in sorted({**rec.texts, **rec.htmls}.items()):
        (out / name).write_text(text, encoding="utf-8")
    (out / "subjects.json").write_text(
        json.dumps(dict(sorted(rec.subjects.items())), ensure_ascii=False, indent=1) + "\n",
        encoding="utf-8")
    return rec.texts


if __name__ == "__main__":
    root = Path(__file__).resolve().parents[2]
    written = main(Path(sys.argv[1]) if len(sys.argv) > 1 else
                   root / "tests" / "mail" / "devset3" / "reports")
    print(f"{len(written)} mails written")
