"""``manage.py load_demo_rather_silly``: an eleven-player Rather Silly game, started.

The game master and the seven powers' players are the ones of ``load_demo`` (same logins);
the Narr, Superhirn, Doktor and Wahrsager get demo users of their own. The game opens in
Winter 1900, where every seat places its three secret lama herds and the Superhirn asks the
first question. Idempotent like ``load_demo``: users once (passwords reset), the game once.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand
from django.db import transaction

from games import services
from games.management.commands.load_demo import GM, PLAYERS, demo_user
from games.models import Game

GAME_NAME = "Demo: Rather Silly Diplomacy 1900"
ROLES = {
    "narr": ("nele", "nele-demo-1900"),
    "superhirn": ("sigrid", "sigrid-demo-1900"),
    "doktor": ("dora", "dora-demo-1900"),
    "wahrsager": ("walter", "walter-demo-1900"),
}
SCHEDULE = {
    "early_processing": True,
    "review_before_publish": True,  # the GM marks the Superhirn answers and reads the flags
    "phase_hours": {"setup": 72, "spring": 72, "fall": 72},
}


class Command(BaseCommand):
    help = "Create an eleven-player Rather Silly Diplomacy game, started in Winter 1900."

    def add_arguments(self, parser: Any) -> None:
        # scripts/run runs load_demo first, which prints the GM's and the powers' logins.
        parser.add_argument("--roles-only", action="store_true",
                            help="Print only the role players' logins (after load_demo).")

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        gm = demo_user(*GM, is_staff=True, is_superuser=True)
        logins = {**PLAYERS, **ROLES}
        users = {seat: demo_user(*login) for seat, login in logins.items()}
        game = Game.objects.filter(name=GAME_NAME).first()
        if game is None:
            game = services.game_create(creator=gm, name=GAME_NAME, ruleset="rather_silly",
                                        seed=1900, schedule=SCHEDULE)
            for seat in game.seats.all():
                services.seat_assign(seat=seat, player=users[seat.key], actor=gm)
            phase = services.game_start(game=game, actor=gm)
            self.stdout.write(f"Created and started “{GAME_NAME}” in {phase.label}.")
        else:
            self.stdout.write(f"“{GAME_NAME}” already exists; left as it is.")
        if options["roles_only"]:
            self.stdout.write("The game master and the seven powers: the logins above; "
                              "the roles (user / password):")
            logins = ROLES
        else:
            self.stdout.write("Logins (user / password):")
            self.stdout.write(f"  game master  {GM[0]:<9} / {GM[1]}")
        for seat, (username, password) in logins.items():
            self.stdout.write(f"  {seat:<12} {username:<9} / {password}")
