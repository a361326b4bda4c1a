"""``manage.py load_demo``: a game master, seven players, a started Diplomacy game, and the
demo game of every other registered game that has one (its package's ``demo.py``, seating
the seven players and, where it needs more, demo users of its own).

Idempotent: users are created once (their passwords reset to the demo ones on every run, so the
printed logins always work) and each game is created and started only if missing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from games import services
from games.models import Game
from games.rulesets import game_demo, game_demos
from games.rulesets.demo_games import demo_user

GAME_NAME = "Demo: Diplomacy 1901"
GM = ("gm", "gm-demo-1901")
PLAYERS = {
    "austria": ("anna", "anna-demo-1901"),
    "england": ("emil", "emil-demo-1901"),
    "france": ("francois", "francois-demo-1901"),
    "germany": ("gerd", "gerd-demo-1901"),
    "italy": ("ida", "ida-demo-1901"),
    "russia": ("ruslan", "ruslan-demo-1901"),
    "turkey": ("tarik", "tarik-demo-1901"),
}


def demo_users() -> tuple[Any, dict[str, Any]]:
    """The game master and the seven players (by the power each holds in the Diplomacy demo)."""
    gm = demo_user(*GM, is_staff=True, is_superuser=True)
    return gm, {power: demo_user(*login) for power, login in PLAYERS.items()}


def print_logins(say: Callable[[str], Any]) -> None:
    say("Logins (user / password):")
    say(f"  game master  {GM[0]:<9} / {GM[1]}")
    for power, (username, password) in PLAYERS.items():
        say(f"  {power:<12} {username:<9} / {password}")


class Command(BaseCommand):
    help = ("Create the demo game master, seven players, a started game of Diplomacy and each "
            "registered game's own demo game.")

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        gm, players = demo_users()
        game = Game.objects.filter(name=GAME_NAME).first()
        if game is None:
            game = services.game_create(
                creator=gm,
                name=GAME_NAME,
                seed=1901,
                schedule={"early_processing": True, "review_before_publish": False,
                          "phase_hours": {"M": 48, "R": 24, "A": 24}},
            )
            for seat in game.seats.all():
                services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
            services.game_start(game=game, actor=gm)
            self.stdout.write(f"Created and started “{GAME_NAME}”.")
        else:
            self.stdout.write(f"“{GAME_NAME}” already exists; left as it is.")
        print_logins(self.stdout.write)
        for load in game_demos():  # each game's own demo (its package's demo.py)
            load(gm, players, self.stdout.write)


class OneGameDemo(BaseCommand):
    """``manage.py load_demo_<game>``: the demo users and one game's own demo, without the
    Diplomacy demo. A name scripts and docs used before ``load_demo`` loaded every game's
    demo; a module ``load_demo_<game>.py`` beside this one sets ``game``."""

    game = ""
    help = "Create the demo users and one registered game's own demo game."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--roles-only", action="store_true",
                            help="Print only the logins the game's demo adds (after load_demo "
                                 "printed the others).")

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        load = game_demo(self.game)
        if load is None:
            raise CommandError(f"{self.game!r} is no registered game with a demo.")
        gm, players = demo_users()
        if not options["roles_only"]:
            print_logins(self.stdout.write)
        load(gm, players, self.stdout.write)
