"""``manage.py load_demo``: a game master, seven players, a started Diplomacy game and a started
game of 1848 (Anna, Emil, François and Gerd at its four seats, the practice card set) and a
started game of Europa 1815 (2vs2) on the example map with the same four players.

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
GAME_1848 = "Demo: 1848 (Armeekarten)"
SEATS_1848 = {"s1": "austria", "s2": "england", "s3": "france", "s4": "germany"}
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
    help = ("Create the demo game master, seven players and started games of Diplomacy, 1848 "
            "and Europa 1815 (2vs2).")

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
        self._game_1848(gm, players)
        self.stdout.write("Logins (user / password):")
        self.stdout.write(f"  game master  {GM[0]:<9} / {GM[1]}")
        for power, (username, password) in PLAYERS.items():
            self.stdout.write(f"  {power:<12} {username:<9} / {password}")
        self.stdout.write(f"In “{GAME_1848}” Anna, Emil, François and Gerd hold Spieler 1–4; "
                          "each turn is processed as soon as the player on turn has acted.")
        for load in game_demos():  # each game's own demo (its package's demo.py)
            load(gm, players, self.stdout.write)

    def _game_1848(self, gm: Any, players: dict[str, Any]) -> None:
        if Game.objects.filter(name=GAME_1848).exists():
            self.stdout.write(f"“{GAME_1848}” already exists; left as it is.")
            return
        game = services.game_create(creator=gm, name=GAME_1848, ruleset="game1848", seed=1848,
                                    settings={"players": 4, "cards": "practice"})
        for seat in game.seats.all():
            services.seat_assign(seat=seat, player=players[SEATS_1848[seat.key]], actor=gm)
        services.game_start(game=game, actor=gm)
        self.stdout.write(f"Created and started “{GAME_1848}”.")
