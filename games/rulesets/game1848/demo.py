"""1848's part of ``manage.py load_demo``: a started four-player game with the practice card
set, four of the demo players at its seats."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.rulesets.demo_games import demo_game_start

NAME = "Demo: 1848 (Armeekarten)"
SEATS = {"s1": "austria", "s2": "england", "s3": "france", "s4": "germany"}


def load_demo(gm: Any, players: dict[str, Any], say: Callable[[str], Any]) -> None:
    demo_game_start(gm=gm, players=players, say=say, name=NAME, ruleset="game1848", seed=1848,
                    seats=SEATS, settings={"players": 4, "cards": "practice"})
    say(f"In “{NAME}” Anna, Emil, François and Gerd hold Spieler 1–4; each turn is processed "
        "as soon as the player on turn has acted.")
