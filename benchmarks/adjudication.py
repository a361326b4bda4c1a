"""Benchmark: parse + adjudicate random movement phases, ours against MILA's ``diplomacy`` 1.1.2.

    .venv/bin/python benchmarks/adjudication.py [--phases 300] [--seed 1] [--repeat 3]
                                                [--no-mila] [--full-parser]

The corpus is seeded (``adjudication.diplomacy.sample``): 22-34 units per phase with holds,
moves, supports and convoys, many interacting; spring and fall phases alternate (fall also
settles supply centres and checks for adjustments). Our side times ``adjudication.resolve`` (order
parsing included) in this process. The MILA side runs in its own virtualenv,
``benchmarks/.venv-mila`` (created and filled by this script on first use; never a dependency
of the app), as a subprocess on the same corpus, timing ``set_orders`` + ``process``. Printed:
per-phase mean and median for both, the ratio, and how many phases end in the same position.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from adjudication import resolve  # noqa: E402
from adjudication.diplomacy.board import unit_value  # noqa: E402
from adjudication.diplomacy.canonical import (  # noqa: E402
    read_canonical_movement,
    read_folded_movement,
)
from adjudication.diplomacy.maps import load_map  # noqa: E402
from adjudication.diplomacy.orders import (  # noqa: E402
    Convoy,
    Hold,
    Move,
    SupportHold,
    SupportMove,
)
from adjudication.diplomacy.parser import clear_caches as clear_parser_caches  # noqa: E402
from adjudication.diplomacy.parser import format_order  # noqa: E402
from adjudication.diplomacy.sample import random_phase  # noqa: E402

MILA_VENV = HERE / ".venv-mila"
MILA_PYTHON = MILA_VENV / "bin" / "python"
MILA_PACKAGE = "diplomacy==1.1.2"
WARM_UP = 30  # phases run untimed before each round, on both sides


def mila_order(order) -> str:
    """Our Order in MILA's notation (upper case, ``VIA`` for convoyed moves)."""
    def up(text: str) -> str:
        return text.upper()

    if isinstance(order, Hold):
        return f"{order.unit_type} {up(order.at)} H"
    if isinstance(order, Move):
        via = " VIA" if order.via_convoy else ""
        return f"{order.unit_type} {up(order.at)} - {up(order.to)}{via}"
    if isinstance(order, SupportHold):
        return f"{order.unit_type} {up(order.at)} S {order.target_type} {up(order.target_at)}"
    if isinstance(order, SupportMove):
        return (f"{order.unit_type} {up(order.at)} S {order.target_type} {up(order.target_at)}"
                f" - {up(order.target_to)}")
    if isinstance(order, Convoy):
        return f"F {up(order.at)} C A {up(order.army_at)} - {up(order.army_to)}"
    raise TypeError(order)


def build_corpus(count: int, seed: int) -> tuple[list[dict], list[dict]]:
    game_map = load_map()
    ours, theirs = [], []
    for number in range(count):
        units, orders = random_phase(game_map, seed * 1_000_003 + number)
        by_power: dict[str, list[str]] = {}
        mila_orders: dict[str, list[str]] = {}
        for power, order in orders:
            by_power.setdefault(power, []).append(format_order(order))
            mila_orders.setdefault(power.upper(), []).append(mila_order(order))
        mila_units: dict[str, list[str]] = {}
        for unit in units:
            mila_units.setdefault(unit.power.upper(), []).append(f"{unit.type} {unit.at.upper()}")
        phase = "S1901M" if number % 2 == 0 else "F1901M"  # fall also settles centres
        ours.append({"phase": phase, "orders": by_power,
                     "units": [{"power": u.power, "type": u.type, "at": u.at} for u in units]})
        theirs.append({"phase": phase, "units": mila_units, "orders": mila_orders})
    return ours, theirs


def time_ours(corpus: list[dict], repeat: int) -> tuple[list[float], list[list[str]]]:
    best = [float("inf")] * len(corpus)
    positions: list[list[str]] = []
    for _ in range(repeat):
        for data in corpus[:WARM_UP]:  # untimed: the interpreter warms up, as MILA's side does
            resolve(data)
        # Every round starts cold: only lines and units repeated within the corpus hit the
        # engine's value caches, as they would in a server running many games.
        read_canonical_movement.cache_clear()
        read_folded_movement.cache_clear()  # also emptied by clear_parser_caches(): explicit
        unit_value.cache_clear()
        clear_parser_caches()
        positions = []
        for index, data in enumerate(corpus):
            start = time.process_time()
            answer = resolve(data)
            best[index] = min(best[index], time.process_time() - start)
            positions.append(sorted(f"{u['power'].upper()} {u['type']} {u['at'].upper()}"
                                    for u in answer["units"]))
    return best, positions


def ensure_mila() -> str | None:
    """None when MILA's engine is ready, else why it is not."""
    try:
        if not MILA_PYTHON.exists():
            venv.EnvBuilder(with_pip=True).create(MILA_VENV)
        check = subprocess.run([str(MILA_PYTHON), "-c", "import diplomacy"],
                               capture_output=True, text=True, check=False)
        if check.returncode != 0:
            done = subprocess.run([str(MILA_PYTHON), "-m", "pip", "install", "-q", MILA_PACKAGE],
                                  capture_output=True, text=True, check=False)
            if done.returncode != 0:
                return f"pip install {MILA_PACKAGE} failed: {done.stderr.strip()[-500:]}"
    except OSError as error:
        return f"cannot create {MILA_VENV}: {error}"
    return None


def time_mila(corpus: list[dict], repeat: int) -> tuple[list[float], list[list[str]]] | str:
    problem = ensure_mila()
    if problem:
        return problem
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(corpus, handle)
    done = subprocess.run([str(MILA_PYTHON), str(HERE / "mila_side.py"), handle.name,
                           str(repeat), str(WARM_UP)],
                          capture_output=True, text=True, check=False)
    Path(handle.name).unlink()
    if done.returncode != 0:
        return f"MILA side failed: {done.stderr.strip()[-500:]}"
    result = json.loads(done.stdout)
    return result["seconds"], result["positions"]


def describe(name: str, seconds: list[float]) -> str:
    return (f"{name:<22} mean {statistics.mean(seconds) * 1e3:8.3f} ms/phase   "
            f"median {statistics.median(seconds) * 1e3:8.3f} ms/phase")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phases", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs per phase on each side; the best is kept")
    parser.add_argument("--no-mila", action="store_true")
    parser.add_argument("--full-parser", action="store_true",
                        help="send orders in upper case (as MILA gets them), so every line goes "
                             "through the full order parser instead of the canonical fast path")
    args = parser.parse_args()
    ours_corpus, mila_corpus = build_corpus(args.phases, args.seed)
    if args.full_parser:
        for data in ours_corpus:
            data["orders"] = {p: [line.upper() for line in lines]
                              for p, lines in data["orders"].items()}
    units = [len(d["units"]) for d in ours_corpus]
    print(f"corpus: {args.phases} movement phases, seed {args.seed}, "
          f"{min(units)}-{max(units)} units, {sum(units) / len(units):.1f} on average")
    # Rounds alternate between the engines so both see the same machine load; per phase the
    # best round counts on each side.
    ours = [float("inf")] * len(ours_corpus)
    theirs = [float("inf")] * len(ours_corpus)
    our_positions = their_positions = []
    for _ in range(args.repeat):
        seconds, our_positions = time_ours(ours_corpus, 1)
        ours = [min(a, b) for a, b in zip(ours, seconds, strict=True)]
        if args.no_mila:
            continue
        mila = time_mila(mila_corpus, 1)
        if isinstance(mila, str):
            print(describe("gamemaster (parse+adj)", ours))
            print(f"MILA diplomacy 1.1.2: not measured: {mila}")
            return
        seconds, their_positions = mila
        theirs = [min(a, b) for a, b in zip(theirs, seconds, strict=True)]
    print(describe("gamemaster (parse+adj)", ours))
    if args.no_mila:
        return
    print(describe("MILA set_orders+process", theirs))
    print(f"ratio (MILA / ours): mean {statistics.mean(theirs) / statistics.mean(ours):.1f}x, "
          f"median {statistics.median(theirs) / statistics.median(ours):.1f}x")
    same = sum(a == b for a, b in zip(our_positions, their_positions, strict=True))
    print(f"same resulting position in {same} of {len(ours)} phases")


if __name__ == "__main__":
    main()
