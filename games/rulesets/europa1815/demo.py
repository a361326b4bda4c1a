"""Europa 1815's part of ``manage.py load_demo``: a started 2vs2 game on the example map with
four of the demo players (the real 1815 map is the GM's to supply)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.rulesets.demo_games import demo_game_start
from games.rulesets.europa1815 import services as europa

NAME = "Demo: Europa 1815 (2vs2, example map)"
SEATS = {"fra": "france", "gbr": "england", "aut": "austria", "pru": "germany"}


def load_demo(gm: Any, players: dict[str, Any], say: Callable[[str], Any]) -> None:
    demo_game_start(
        gm=gm, players=players, say=say, name=NAME, ruleset="europa1815", seed=1815, seats=SEATS,
        prepare=lambda game: europa.europa_setup(
            game=game, actor=gm, example=True, start_phase=False,
            reason="demo: the example map (not the real 1815 map), the year begins in winter"))
    say(f"In “{NAME}” François (Frankreich) and Anna (Österreich) are team A, Emil "
        "(Großbritannien) and Gerd (Preußen) team B; the Spielleiter enters battles and the SP "
        "on the position editor.")
