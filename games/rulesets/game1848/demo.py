"""1848's part of ``manage.py load_demo``: a started four-player game with the practice card
set, four of the demo players at its seats."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games import services
from games.models import Game

NAME = "Demo: 1848 (Armeekarten)"
SEATS = {"s1": "austria", "s2": "england", "s3": "france", "s4": "germany"}


def load_demo(gm: Any, players: dict[str, Any], say: Callable[[str], Any]) -> None:
    """Create and start the game once (``players``: the demo players by the power they hold in
    the Diplomacy demo); say what was done and who sits where."""
    if Game.objects.filter(name=NAME).exists():
        say(f"“{NAME}” already exists; left as it is.")
    else:
        game = services.game_create(creator=gm, name=NAME, ruleset="game1848", seed=1848,
                                    settings={"players": 4, "cards": "practice"})
        for seat in game.seats.all():
            services.seat_assign(seat=seat, player=players[SEATS[seat.key]], actor=gm)
        services.game_start(game=game, actor=gm)
        say(f"Created and started “{NAME}”.")
    say(f"In “{NAME}” Anna, Emil, François and Gerd hold Spieler 1–4; each turn is processed "
        "as soon as the player on turn has acted.")
