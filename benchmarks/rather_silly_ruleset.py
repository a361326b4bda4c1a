"""Benchmark: the Rather Silly rule set as the platform calls it (no database).

    .venv/bin/python benchmarks/rather_silly_ruleset.py [--seasons 20] [--seed 1]

Plays Winter 1900 and then ``--seasons`` seasons with the engine's random legal orders typed
into the platform's boxes (as ``tests/rather_silly_platform/test_rs_seasons.py`` does), and
times per call: ``validate_submission`` of one seat's orders, ``adjudicate`` of a season,
``split_outcome`` into eleven private parts, ``describe_board``. Prints mean/median.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "rather_silly_platform"))


def report(name: str, seconds: list[float]) -> None:
    ms = [s * 1000 for s in seconds]
    print(f"{name:<36} n={len(ms):<4} mean {statistics.mean(ms):8.2f} ms   "
          f"median {statistics.median(ms):8.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seasons", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")
    import django

    django.setup()
    from test_rs_seasons import boxes

    from adjudication.rather_silly import play
    from adjudication.rather_silly.board import load_board
    from adjudication.rather_silly.interface import read_state
    from games.rulesets.rather_silly import RatherSillyRuleSet
    from games.rulesets.rather_silly import kinds as k

    rules, board = RatherSillyRuleSet(), load_board()
    phase = rules.initial_phase({})
    subs = {seat: {k.LAMA_PLACEMENT: "\n".join(spots)}
            for seat, spots in play.lama_placements(board, args.seed).items()}
    timings: dict[str, list[float]] = {"validate orders (one seat)": [], "adjudicate season": [],
                                       "split_outcome (11 seats)": [], "describe_board": []}
    for index in range(args.seasons + 1):
        start = time.perf_counter()
        result = rules.adjudicate(phase.state, subs, seed=args.seed + index).result
        if index:
            timings["adjudicate season"].append(time.perf_counter() - start)
        start = time.perf_counter()
        rules.split_outcome(phase.state, result)
        timings["split_outcome (11 seats)"].append(time.perf_counter() - start)
        following = rules.next_phase(result)
        if following is None:
            print(f"game over after {phase.label}: {result['game_end']['why']}")
            break
        phase = following
        start = time.perf_counter()
        rules.describe_board(phase.state)
        timings["describe_board"].append(time.perf_counter() - start)
        given = play.season_orders(board, read_state(phase.state["engine"], board))
        subs = boxes(given)
        for seat, kinds in subs.items():
            if k.ORDERS in kinds:
                start = time.perf_counter()
                rules.validate_submission(phase.state, seat, k.ORDERS, kinds[k.ORDERS])
                timings["validate orders (one seat)"].append(time.perf_counter() - start)
        phase.state["gm"] = {"superhirn_correct": list(given.superhirn_correct or [])}
    print(f"Rather Silly rule set, seed {args.seed}, up to {phase.label}:")
    for name, seconds in timings.items():
        if seconds:
            report(name, seconds)


if __name__ == "__main__":
    main()
