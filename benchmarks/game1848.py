"""Benchmark: whole seeded random games of 1848 with the invariants checked after every turn,
and the platform-side cost of one turn (view + picture) on a mid-game position.

    .venv/bin/python benchmarks/game1848.py [--games 1000] [--players 4] [--seed 1]

Games come from ``adjudication.game1848.play`` (random legal actions written as lines and read
by the players' reader). Printed: process CPU time for all games, per game and per turn, the
turns and tricks played, how the games ended; then the CPU time of ``view`` for one viewer and
of the table SVG on a position after 60 turns.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from adjudication.game1848.card_reading import shipped_card_set
from adjudication.game1848.play import play_game, random_turn
from adjudication.game1848.setup import new_game
from adjudication.game1848.turn import resolve_turn
from adjudication.game1848.view import view


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    cards = shipped_card_set("practice")
    endings: collections.Counter[str] = collections.Counter()
    turns = tricks = 0
    started = time.process_time()
    for seed in range(args.seed, args.seed + args.games):
        state = play_game(seed, args.players, cards)
        turns += state.turn
        tricks += len(state.history)
        endings[state.end_reason or "?"] += 1
    spent = time.process_time() - started
    print(f"{args.games} games ({args.players} players): {spent:.1f} s CPU, "
          f"{spent / args.games * 1000:.1f} ms per game, {spent / turns * 1e6:.0f} µs per turn; "
          f"{turns} turns, {tricks} tricks, ended by {dict(endings)}; invariants held")

    from games.rulesets.game1848.picture import table_svg

    state = new_game(cards, args.players, args.seed)
    while state.turn < 60 and state.stage != "over":
        state = resolve_turn(state, random_turn(state, args.seed)).state
    repeat = 200
    started = time.process_time()
    for _ in range(repeat):
        public = view(state, None)
    view_ms = (time.process_time() - started) / repeat * 1000
    started = time.process_time()
    for _ in range(repeat):
        table_svg(public, "de")
    svg_ms = (time.process_time() - started) / repeat * 1000
    print(f"after 60 turns: view {view_ms:.2f} ms, table SVG {svg_ms:.2f} ms (CPU)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
