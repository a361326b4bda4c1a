"""``manage.py load_demo``: a game master, seven players, a started Diplomacy game, and the
demo game of every other registered game that has one (its package's ``demo.py``: 1848 and
Europa 1815, each with four of the seven players).

Idempotent: users are created once (their passwords reset to the demo ones on every run, so the
printed logins always work) and each game is created and started only if missing.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

from games import services
from games.models import Game
from games.rulesets import game_demos

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


def demo_user(username: str, password: str, **flags: Any) -> Any:
    user, _ = get_user_model().objects.get_or_create(
        username=username, defaults={"email": f"{username}@example.org", **flags}
    )
    user.set_password(password)
    user.save(update_fields=["password"])
    return user


class Command(BaseCommand):
    help = ("Create the demo game master, seven players, a started game of Diplomacy and each "
            "registered game's own demo game (1848, Europa 1815).")

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        gm = demo_user(*GM, is_staff=True, is_superuser=True)
        players = {power: demo_user(*login) for power, login in PLAYERS.items()}
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
        self.stdout.write("Logins (user / password):")
        self.stdout.write(f"  game master  {GM[0]:<9} / {GM[1]}")
        for power, (username, password) in PLAYERS.items():
            self.stdout.write(f"  {power:<12} {username:<9} / {password}")
        for load in game_demos():  # each game's own demo (its package's demo.py)
            load(gm, players, self.stdout.write)
