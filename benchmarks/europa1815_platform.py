"""Benchmark: the platform side of one Europa 1815 turn on the example map (what a worker and
a page do per turn): the rule set's ``validate_submission`` (the feedback box),
``adjudicate`` (both languages' readings and events), ``split_outcome`` (the report),
``view`` for one player and the picture (SVG drawn per viewer).

    .venv/bin/python benchmarks/europa1815_platform.py [--rounds 200]

Printed: process CPU time per call, averaged over ``--rounds`` repetitions.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")

TURN = ("1: Verlegung nach Paris: 2 Inf aus Lyon\n2: Nachschub in Paris: 2 Inf 2 Kav\n"
        "Team: Erfolgsmarker übergeben")


def main() -> int:
    import django

    django.setup()
    from games.rulesets import get_ruleset

    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=200)
    rounds = parser.parse_args().rounds
    ruleset = get_ruleset("europa1815")
    state = ruleset.first_phase(ruleset.validate_settings({"start_phase": False}), 0).state
    result = ruleset.adjudicate(state, {"fra": {"turn": TURN}}, 0).result
    calls = {
        "validate_submission": lambda: ruleset.validate_submission(state, "fra", "turn", TURN),
        "adjudicate": lambda: ruleset.adjudicate(state, {"fra": {"turn": TURN}}, 0),
        "split_outcome": lambda: ruleset.split_outcome(state, result),
        "view (one player)": lambda: ruleset.view(state, "aut", lang="de"),
        "picture (one player)": lambda: ruleset.picture(state, "aut", lang="de"),
    }
    for name, call in calls.items():
        call()  # the map is parsed once per text; this warms the cache
        started = time.process_time()
        for _ in range(rounds):
            call()
        spent = time.process_time() - started
        print(f"{name:22} {spent / rounds * 1000:8.3f} ms CPU per call ({rounds} calls)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
