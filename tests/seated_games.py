"""Started games of the turn-based rule sets with the test players seated, for the tests of
several folders (Diplomacy's ``running_game`` is in ``tests/conftest.py``).

- 1848: seats ``s1``...``s4`` taken by Anna, Emil, François and Gerd;
- Europa 1815 on the example map (``adjudication/europa1815/data/example.map``): France and
  Austria are team A, Great Britain and Prussia team B, seated fra gbr aut pru, no start phase.
"""

from __future__ import annotations

from typing import Any

from games import services
from games.models import Game
from games.rulesets.europa1815 import services as europa1815_services

SEATS_1848 = {"s1": "austria", "s2": "england", "s3": "france", "s4": "germany"}
SEATS_1815 = {"fra": "france", "gbr": "england", "aut": "austria", "pru": "germany"}


def _seat_and_start(game: Game, gm: Any, players: dict, seats: dict[str, str]) -> Game:
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seats[seat.key]], actor=gm)
    services.game_start(game=game, actor=gm)
    game.refresh_from_db()
    return game


def started_1848(gm: Any, players: dict, name: str = "1848", seed: int = 1848) -> Game:
    game = services.game_create(creator=gm, name=name, ruleset="game1848", seed=seed)
    return _seat_and_start(game, gm, players, SEATS_1848)


def started_1815(gm: Any, players: dict, name: str = "1815", seed: int = 1815) -> Game:
    game = services.game_create(creator=gm, name=name, ruleset="europa1815", seed=seed)
    europa1815_services.europa_setup(game=game, actor=gm, reason="example map", example=True,
                          start_phase=False)
    return _seat_and_start(game, gm, players, SEATS_1815)
