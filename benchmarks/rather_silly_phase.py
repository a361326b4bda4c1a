"""Benchmark: one full eleven-role Rather Silly season (movement with every section's steps,
Wahrsager merges, retreats, lamas, Borg, soul sales, monsters, Superhirn; after the Fall also
the adjustments), on positions taken from seeded random games.

    .venv/bin/python benchmarks/rather_silly_phase.py [--games 5] [--from-year 1905] [--repeat 5]

For each game (seed 1..N) the game is played to ``--from-year`` with random legal orders
(``adjudication.rather_silly.play``); then every season of the next two years is timed
``--repeat`` times on the same state and orders (the engine is pure, so the runs are alike).
Printed: seasons timed, units per position, and the per-season mean, median and maximum in
milliseconds, for the whole season and for its movement phase alone.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.movement import adjudicate_movement
from adjudication.rather_silly.play import season_orders, start
from adjudication.rather_silly.sequence import play_season


def positions(games: int, from_year: int) -> list:
    board = load_board()
    found = []
    for seed in range(1, games + 1):
        state = start(board, seed)
        while state.phase.year < from_year + 2:
            given = season_orders(board, state)
            if state.phase.year >= from_year:
                found.append((state, given))
            state = play_season(state, given, board).state
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--from-year", type=int, default=1905)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    board = load_board()
    cases = positions(args.games, args.from_year)
    whole: list[float] = []
    moves: list[float] = []
    for original, given in cases:
        for _ in range(args.repeat):
            # A fresh copy each time: what a state derives on first use (its unit index) is
            # not carried over from the previous run, as in a server that reads it anew.
            state = replace(original)
            t0 = time.process_time()
            play_season(state, given, board)
            whole.append((time.process_time() - t0) * 1000)
            state = replace(original)
            t0 = time.process_time()
            adjudicate_movement(state, {p: [x for x in ls if not x.upper().startswith("L ")]
                                        for p, ls in given.orders.items()})
            moves.append((time.process_time() - t0) * 1000)
    units = [len(s.units) for s, _ in cases]
    print(f"seasons timed: {len(cases)} x {args.repeat} "
          f"(games 1..{args.games}, {args.from_year}-{args.from_year + 1})")
    print(f"units per position: min {min(units)}, median {statistics.median(units)}, "
          f"max {max(units)}")
    for name, data in (("whole season", whole), ("movement phase", moves)):
        print(f"{name:15s} mean {statistics.mean(data):7.2f} ms  median "
              f"{statistics.median(data):7.2f} ms  max {max(data):7.2f} ms")


if __name__ == "__main__":
    main()
