"""What every game's ``demo.py`` does (``manage.py load_demo``): create and start one demo game
once, seating demo players, and say so; demo users of its own where it seats more players
than the seven of the Diplomacy demo."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib.auth import get_user_model

from games import services
from games.models import Game


def demo_user(username: str, password: str, **flags: Any) -> Any:
    """A demo login, created once; its password is reset to the demo one on every run, so the
    printed logins always work."""
    user, _ = get_user_model().objects.get_or_create(
        username=username, defaults={"email": f"{username}@example.org", **flags}
    )
    user.set_password(password)
    user.save(update_fields=["password"])
    return user


def demo_game_start(*, gm: Any, players: dict[str, Any], say: Callable[[str], Any], name: str,
                    ruleset: str, seed: int, seats: dict[str, str],
                    settings: dict[str, Any] | None = None,
                    schedule: dict[str, Any] | None = None,
                    prepare: Callable[[Game], Any] | None = None) -> None:
    """``seats``: seat key -> the power its player holds in the Diplomacy demo; ``prepare``
    runs on the draft game before the seats are filled (a map, a card set); ``schedule``:
    the game's own schedule (default: the rule set's)."""
    if Game.objects.filter(name=name).exists():
        say(f"“{name}” already exists; left as it is.")
        return
    game = services.game_create(creator=gm, name=name, ruleset=ruleset, seed=seed,
                                settings=settings or {}, schedule=schedule)
    if prepare is not None:
        prepare(game)
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seats[seat.key]], actor=gm)
    services.game_start(game=game, actor=gm)
    say(f"Created and started “{name}”.")
