"""Benchmark: parse + adjudicate random movement phases, ours against MILA's ``diplomacy`` 1.1.2.

    .venv/bin/python benchmarks/adjudication.py [--phases 300] [--seed 1] [--repeat 3]
                                                [--slice 25] [--no-mila] [--full-parser]

The corpus is seeded (``adjudication.diplomacy.sample``): 22-34 units per phase with holds,
moves, supports and convoys, many interacting; spring and fall phases alternate (fall also
settles supply centres and checks for adjustments). Our side times ``adjudication.resolve`` (order
parsing included) in this process. The MILA side runs in its own virtualenv,
``benchmarks/.venv-mila`` (created and filled by this script on first use with pip from the
configured package index; never a dependency of the app), as one long-lived subprocess on the
same corpus, timing ``set_orders`` + ``process`` on a fresh game per phase. Both sides count
process CPU time (``time.process_time``), not wall time, and take turns slice by slice
(``--slice`` phases), so a busy machine slows both alike; each round starts with our caches
empty and 30 untimed phases on both sides. Printed: per-phase mean and median for both (best
of ``--repeat`` rounds per phase), the ratio, how many phases end in the same position, and
which build of the engine ran (pure Python, or compiled with mypyc by ``scripts/compile-engines``,
per module).
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
from adjudication.diplomacy.plain_lines import (  # noqa: E402
    clear_caches as clear_plain_lines,
)
from adjudication.diplomacy.sample import random_phase  # noqa: E402
from tools.compiled_engine import imported_build  # noqa: E402

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


def clear_caches() -> None:
    """Every round starts cold: only lines and units repeated within the corpus hit the
    engine's value caches, as they would in a server running many games."""
    read_canonical_movement.cache_clear()
    read_folded_movement.cache_clear()  # also emptied by clear_parser_caches(): explicit
    unit_value.cache_clear()
    clear_parser_caches()
    clear_plain_lines()


def time_ours(corpus: list[dict]) -> tuple[list[float], list[list[str]]]:
    """Process CPU seconds of ``resolve`` per phase, and the resulting positions."""
    seconds, positions = [], []
    clock = time.process_time
    for data in corpus:
        start = clock()
        answer = resolve(data)
        seconds.append(clock() - start)
        positions.append(sorted(f"{u['power'].upper()} {u['type']} {u['at'].upper()}"
                                for u in answer["units"]))
    return seconds, positions


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


class Mila:
    """MILA's engine in its own long-lived process (``mila_side.py``), asked slice by slice."""

    def __init__(self, corpus: list[dict]) -> None:
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
            json.dump(corpus, handle)
        self.corpus_file = Path(handle.name)
        self.process = subprocess.Popen(
            [str(MILA_PYTHON), str(HERE / "mila_side.py"), handle.name, "1", str(WARM_UP)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, command: str) -> dict:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"MILA side ended (exit code {self.process.wait()})")
        return json.loads(line)

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=60)
        self.corpus_file.unlink()


def describe(name: str, seconds: list[float]) -> str:
    return (f"{name:<22} mean {statistics.mean(seconds) * 1e3:8.3f} ms/phase   "
            f"median {statistics.median(seconds) * 1e3:8.3f} ms/phase")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phases", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs per phase on each side; the best is kept")
    parser.add_argument("--slice", type=int, default=25,
                        help="phases per turn before the other engine takes its turn")
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
    print(f"engine build (scripts/compile-engines): {imported_build()}")
    mila = None
    if not args.no_mila:
        problem = ensure_mila()
        if problem:
            print(f"MILA diplomacy 1.1.2: not measured: {problem}")
        else:
            mila = Mila(mila_corpus)
    # Rounds alternate between the engines slice by slice (--slice phases), so both see the
    # same machine load; per phase the best round counts on each side. Process CPU time.
    count = len(ours_corpus)
    ours = [float("inf")] * count
    theirs = [float("inf")] * count
    our_positions: list[list[str]] = [[] for _ in range(count)]
    their_positions: list[list[str]] = [[] for _ in range(count)]
    try:
        for _ in range(args.repeat):
            for data in ours_corpus[:WARM_UP]:  # untimed: the interpreter warms up
                resolve(data)
            clear_caches()
            if mila is not None:
                mila.ask("warm")
            for start in range(0, count, args.slice):
                end = min(count, start + args.slice)
                seconds, positions = time_ours(ours_corpus[start:end])
                for offset, took in enumerate(seconds):
                    ours[start + offset] = min(ours[start + offset], took)
                our_positions[start:end] = positions
                if mila is None:
                    continue
                answer = mila.ask(f"{start} {end}")
                for offset, took in enumerate(answer["seconds"]):
                    theirs[start + offset] = min(theirs[start + offset], took)
                their_positions[start:end] = answer["positions"]
    finally:
        if mila is not None:
            mila.close()
    print("process CPU time per phase, best of "
          f"{args.repeat} interleaved rounds ({args.slice} phases per slice):")
    print(describe("gamemaster (parse+adj)", ours))
    if mila is None:
        return
    print(describe("MILA set_orders+process", theirs))
    print(f"ratio (MILA / ours): mean {statistics.mean(theirs) / statistics.mean(ours):.1f}x, "
          f"median {statistics.median(theirs) / statistics.median(ours):.1f}x")
    same = sum(a == b for a, b in zip(our_positions, their_positions, strict=True))
    print(f"same resulting position in {same} of {count} phases")


if __name__ == "__main__":
    main()
