"""Rather Silly's part of ``manage.py load_demo``: an eleven-player game, started.

The seven powers' players are the ones of the Diplomacy demo (same logins); the Narr,
Superhirn, Doktor and Wahrsager get demo users of their own, whose logins are printed here.
The game opens in Winter 1900, where every seat places its three secret lama herds and the
Superhirn asks the first question. Idempotent like ``load_demo``: users once (passwords
reset), the game once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.rulesets.demo_games import demo_game_start, demo_user

NAME = "Demo: Rather Silly Diplomacy 1900"
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


def load_demo(gm: Any, players: dict[str, Any], say: Callable[[str], Any]) -> None:
    everyone = {**players, **{seat: demo_user(*login) for seat, login in ROLES.items()}}
    demo_game_start(gm=gm, players=everyone, say=say, name=NAME, ruleset="rather_silly",
                    seed=1900, seats={seat: seat for seat in everyone}, schedule=SCHEDULE)
    say(f"In “{NAME}” the seven powers are the players above; the roles (user / password):")
    for seat, (username, password) in ROLES.items():
        say(f"  {seat:<12} {username:<9} / {password}")
