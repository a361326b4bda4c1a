"""The MILA side of benchmarks/adjudication.py; runs in benchmarks/.venv-mila (diplomacy==1.1.2).

Reads the corpus (JSON: list of {"phase": "S1901M", "units": {POWER: ["A PAR", ...]},
"orders": {POWER: [...]}}) from the file named on the command line (then the number of runs
per phase, the best kept, and the number of phases to run untimed first), then serves
commands on stdin (see ``main``): for each slice of phases asked for, one JSON line with the
per-phase process CPU seconds of set_orders + process, and each phase's resulting units
(dislodged ones left out) for the agreement check. One long-lived process, so the benchmark
can interleave the two engines slice by slice.
"""

import json
import sys
import time

from diplomacy import Game


def play(phase: dict) -> tuple[Game, float]:
    """A fresh game in the phase's position; seconds for set_orders + process."""
    game = Game()
    if phase.get("phase", "S1901M") != "S1901M":
        game.set_current_phase(phase["phase"])
    game.clear_units()
    for power, units in phase["units"].items():
        game.set_units(power, units)
    start = time.process_time()
    for power, orders in phase["orders"].items():
        game.set_orders(power, orders)
    game.process()
    return game, time.process_time() - start


def main() -> None:
    """Serve the benchmark: after loading the corpus, answer each stdin line ``START END``
    (run those phases once each, best of ``repeat``) with one JSON line on stdout; a line
    ``warm`` runs the warm-up phases untimed and answers ``{}``. Ends at end of input."""
    with open(sys.argv[1], encoding="utf-8") as handle:
        corpus = json.load(handle)
    repeat = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    warm_up = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    for command in sys.stdin:
        if command.strip() == "warm":
            for phase in corpus[:warm_up]:  # untimed, as on our side
                play(phase)
            print("{}", flush=True)
            continue
        start, end = (int(x) for x in command.split())
        seconds, positions = [], []
        for phase in corpus[start:end]:
            best = float("inf")
            for _ in range(repeat):  # a fresh game each time; the best run is kept
                game, took = play(phase)
                best = min(best, took)
            seconds.append(best)
            after = game.get_state()["units"]
            positions.append(sorted(f"{power} {unit}" for power, units in after.items()
                                    for unit in units if not unit.startswith("*")))
        print(json.dumps({"seconds": seconds, "positions": positions}), flush=True)


if __name__ == "__main__":
    main()
