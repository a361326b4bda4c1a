"""Benchmark: Europa 1815 (2vs2) on the example map, process CPU time per call.

    .venv/bin/python benchmarks/europa1815_turn.py [--repeat 500]

Timed: ``apply`` of a full winter turn (a Verlegung with two Z-effects, a Nachschub, a team
action, the turn passing on), ``check`` of a refused turn (an attack on the ally), the
position's JSON round trip (what the platform stores and reads back on every call), the
per-viewer ``view`` and ``render_svg``, and loading the example map with its SVG. Printed:
the mean and the worst call in milliseconds.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from adjudication.europa1815 import (
    Rules,
    apply,
    check,
    example_map,
    new_game,
    position_from_json,
    position_to_json,
    render_svg,
    view,
)

TURN = ("1: Verlegung nach Paris: 2 Inf aus Lyon, 1 Inf aus Calais; nach Lyon: 3 Inf aus Paris\n"
        "2: Nachschub in Paris: 2 Inf 2 Kav\nTeam: Erfolgsmarker übergeben")


def timed(name: str, call: Callable[[], object], repeat: int) -> None:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        call()
        times.append(time.process_time() - start)
    print(f"{name:<32} mean {sum(times) / repeat * 1000:7.3f} ms   "
          f"max {max(times) * 1000:7.3f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=500)
    repeat = parser.parse_args().repeat
    game_map = example_map()
    position = new_game(game_map, {"A": ["fra", "aut"], "B": ["gbr", "pru"]},
                        ["fra", "gbr", "aut", "pru"], rules=Rules(start_phase=False))
    stored = position_to_json(position)
    timed("apply (full winter turn)", lambda: apply(position, game_map, "fra", TURN), repeat)
    timed("check (refused attack on ally)",
          lambda: check(position, game_map, "fra", "1: Angriff auf Mailand: 1 Inf aus "
                                                   "Marseille"), repeat)
    timed("position JSON round trip",
          lambda: position_from_json(position_to_json(position), game_map), repeat)
    timed("position_from_json", lambda: position_from_json(stored, game_map), repeat)
    timed("view (a player)", lambda: view(position, game_map, "gbr"), repeat)
    timed("render_svg (a player)", lambda: render_svg(position, game_map, "gbr"), repeat)
    timed("load the example map + SVG", example_map, max(1, repeat // 10))


if __name__ == "__main__":
    main()
