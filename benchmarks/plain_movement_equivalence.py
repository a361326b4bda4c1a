"""Check: the one-pass path for standard movement phases gives the general path's answer.

    .venv/bin/python benchmarks/plain_movement_equivalence.py [--cases 10000] [--seed 7]

Each case is a seeded random ``resolve`` input (``sample.random_phase_input``: legal orders in
canonical form, some dropped, illegal canonical lines added, spring or fall, with or without
centres). Both answers are serialised with ``json.dumps`` (key order included) and must be
equal; the script prints how many cases the one-pass path answered itself (the rest it
declined, and the general path answered) and exits 1 on the first difference.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from adjudication.diplomacy.interface import answered_plainly, resolve
from adjudication.diplomacy.maps import load_map
from adjudication.diplomacy.parser import format_order
from adjudication.diplomacy.sample import random_phase_input


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    game_map = load_map()
    plain = 0
    for number in range(args.cases):
        data = random_phase_input(game_map, args.seed * 1_000_003 + number, format_order)
        fast, general = resolve(data), resolve(data, plain=False)
        if json.dumps(fast) != json.dumps(general):
            print(f"case {number} differs:\n{json.dumps(data)}\n{json.dumps(fast)}\n"
                  f"{json.dumps(general)}")
            return 1
        plain += answered_plainly(data)
    print(f"{args.cases} cases, identical answers; the one-pass path answered {plain} itself, "
          f"{args.cases - plain} it left to the general path")
    return 0


if __name__ == "__main__":
    sys.exit(main())
