"""What every game's ``demo.py`` does (``manage.py load_demo``): create and start one demo game
once, seating demo players, and say so."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games import services
from games.models import Game


def demo_game_start(*, gm: Any, players: dict[str, Any], say: Callable[[str], Any], name: str,
                    ruleset: str, seed: int, seats: dict[str, str],
                    settings: dict[str, Any] | None = None,
                    prepare: Callable[[Game], Any] | None = None) -> None:
    """``seats``: seat key -> the power its player holds in the Diplomacy demo; ``prepare``
    runs on the draft game before the seats are filled (a map, a card set)."""
    if Game.objects.filter(name=name).exists():
        say(f"“{name}” already exists; left as it is.")
        return
    game = services.game_create(creator=gm, name=name, ruleset=ruleset, seed=seed,
                                settings=settings or {})
    if prepare is not None:
        prepare(game)
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seats[seat.key]], actor=gm)
    services.game_start(game=game, actor=gm)
    say(f"Created and started “{name}”.")
