"""Benchmark: what a process pays at start for the rule sets and the engine faces they import.

    .venv/bin/python benchmarks/startup_imports.py [--repeat 5]

Each run is a fresh interpreter (imports are cached per process, so only the first counts):
after ``django.setup()`` it measures the process CPU time of ``import games.rulesets`` (the
registry, no rule set yet) and of ``available_rulesets()`` (every registered rule set, as the
start-up system check loads them, with the engine faces they import at module top), and counts
the ``adjudication`` modules then loaded. Prints the median and best of ``--repeat`` runs.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import json, sys, time
import django
django.setup()
def engines():
    return len([m for m in sys.modules if m == "adjudication" or m.startswith("adjudication.")])
t = time.process_time()
import games.rulesets
registry = time.process_time() - t
registry_engines = engines()
t = time.process_time()
games.rulesets.available_rulesets()
rulesets = time.process_time() - t
print(json.dumps([registry, registry_engines, rulesets, engines()]))
"""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "gamemaster.settings"}
    runs = [json.loads(subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env,
                                      capture_output=True, text=True, check=True).stdout)
            for _ in range(args.repeat)]
    for label, at, count_at in (("import games.rulesets", 0, 1),
                                ("available_rulesets() after it", 2, 3)):
        times = [run[at] * 1000 for run in runs]
        print(f"{label}: median {statistics.median(times):.1f} ms, best {min(times):.1f} ms "
              f"process CPU; adjudication modules loaded: {runs[0][count_at]}")


if __name__ == "__main__":
    main()
