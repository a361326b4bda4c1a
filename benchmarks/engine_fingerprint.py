"""Byte-for-byte check of engine answers before and after an optimisation (not a test, not timed).

    .venv/bin/python benchmarks/engine_fingerprint.py --write /tmp/before.txt   # on the old tree
    .venv/bin/python benchmarks/engine_fingerprint.py --check /tmp/before.txt   # on the new tree

Standard Diplomacy: ``adjudication.resolve`` on the benchmark corpus (seeded random movement
phases) in canonical spelling, in upper case (folded reader), and mutated (orders dropped,
orders for units that are not there, moves to far provinces, supports of the wrong unit, lines
in German or with typos for the full parser), spring and fall; every answer is dumped as JSON
with its key order kept. Rather Silly: every season of seeded random games (``play``), with the
``repr`` of the whole season result (state, public and private events, flags, errors, applied
lines). One line per case: its name and the SHA-256 of its bytes; ``--check`` names every case
that differs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from adjudication import resolve
from adjudication.diplomacy.maps import load_map
from adjudication.diplomacy.parser import format_order
from adjudication.diplomacy.sample import random_phase

MUTATIONS = ("A ber - mos", "F nth - lon", "A par S A mar - bur", "F lon C A yor - nth",
             "A vie - bud", "Armee Paris nach Burgund", "A parr - burr", "F stp/sc - bot",
             "A mun S F kie", "F bla - con", "A ukr - sev via convoy", "hold everything")


def standard_cases(phases: int) -> Iterator[tuple[str, bytes]]:
    game_map = load_map()
    for number in range(phases):
        units, orders = random_phase(game_map, 1_000_003 + number)
        rng = random.Random(number)
        by_power: dict[str, list[str]] = {}
        for power, order in orders:
            by_power.setdefault(power, []).append(format_order(order))
        unit_json = [{"power": u.power, "type": u.type, "at": u.at} for u in units]
        phase = "S1901M" if number % 2 == 0 else "F1901M"
        variants = {
            "canonical": by_power,
            "upper": {p: [line.upper() for line in lines] for p, lines in by_power.items()},
        }
        mutated: dict[str, list[str]] = {}
        for power, lines in by_power.items():
            kept = [line for line in lines if rng.random() > 0.15]
            kept += [rng.choice(MUTATIONS) for _ in range(rng.randint(0, 3))]
            rng.shuffle(kept)
            mutated[power] = kept
        variants["mutated"] = mutated
        for name, given in variants.items():
            data = {"phase": phase, "units": unit_json, "orders": given}
            answer = resolve(data)
            yield f"standard {number} {name}", json.dumps(answer).encode()


def rather_silly_cases(games: int, years: int) -> Iterator[tuple[str, bytes]]:
    from adjudication.rather_silly.board import load_board
    from adjudication.rather_silly.play import season_orders, start
    from adjudication.rather_silly.sequence import play_season

    board = load_board()
    for seed in range(1, games + 1):
        state = start(board, seed)
        while state.phase.year < 1901 + years:
            given = season_orders(board, state)
            result = play_season(state, given, board)
            yield f"rather-silly {seed} {state.phase}", repr(result).encode()
            if result.end:
                break
            state = result.state


def main() -> None:
    if os.environ.get("PYTHONHASHSEED") != "0":  # set iteration order must not vary by run
        os.execve(sys.executable, [sys.executable, *sys.argv],
                  {**os.environ, "PYTHONHASHSEED": "0"})
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phases", type=int, default=500)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--years", type=int, default=8)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", type=Path)
    group.add_argument("--check", type=Path)
    args = parser.parse_args()
    lines = []
    for name, data in (*standard_cases(args.phases), *rather_silly_cases(args.games, args.years)):
        lines.append(f"{name}\t{hashlib.sha256(data).hexdigest()}")
    if args.write:
        args.write.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{len(lines)} cases written to {args.write}")
        return
    before = dict(line.split("\t") for line in args.check.read_text(encoding="utf-8").split("\n")
                  if line)
    now = dict(line.split("\t") for line in lines)
    differ = [name for name in before if now.get(name) != before[name]]
    missing = [name for name in now if name not in before]
    for name in differ[:20]:
        print(f"DIFFERS: {name}")
    print(f"{len(before)} cases recorded, {len(now)} now; {len(differ)} differ, "
          f"{len(missing)} new")
    sys.exit(1 if differ or missing else 0)


if __name__ == "__main__":
    main()
