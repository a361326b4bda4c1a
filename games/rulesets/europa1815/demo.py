"""Europa 1815's part of ``manage.py load_demo``: a started 2vs2 game on the example map with
four of the demo players (the real 1815 map is the GM's to supply)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games import services
from games.models import Game
from games.rulesets.europa1815 import services as europa

NAME = "Demo: Europa 1815 (2vs2, example map)"
SEATS = {"fra": "france", "gbr": "england", "aut": "austria", "pru": "germany"}


def load_demo(gm: Any, players: dict[str, Any], say: Callable[[str], Any]) -> None:
    """Create and start the game once (``players``: the demo players by the power they hold in
    the Diplomacy demo); say what was done and who sits where."""
    if Game.objects.filter(name=NAME).exists():
        say(f"“{NAME}” already exists; left as it is.")
    else:
        game = services.game_create(creator=gm, name=NAME, ruleset="europa1815", seed=1815)
        europa.europa_setup(game=game, actor=gm, example=True, start_phase=False,
                            reason="demo: the example map (not the real 1815 map), the year "
                                   "begins in winter")
        for seat in game.seats.all():
            services.seat_assign(seat=seat, player=players[SEATS[seat.key]], actor=gm)
        services.game_start(game=game, actor=gm)
        say(f"Created and started “{NAME}”.")
    say(f"In “{NAME}” François (Frankreich) and Anna (Österreich) are team A, Emil "
        "(Großbritannien) and Gerd (Preußen) team B; the Spielleiter enters battles and the SP "
        "on the position editor.")
