"""``python -m tools.devset4.selfcheck [folder]``: checks tests/mail/devset4/ WITHOUT the
mail reader, with tools.devset3.selfcheck's checks (each .eml parses, its scenario exists,
every expected line, press body and ignored line is in the decoded text, every box line reads
for the seat through the rule set's validate_submission except marked near-misses), plus: at
least 320 mails, and every seat of every scenario is written to."""

from __future__ import annotations

import os
import sys
from collections import Counter
from pathlib import Path

from tools.devset4.generate import FOLDER, scenario_list

MINIMUM = 320


def run(folder: Path = FOLDER) -> tuple[list[str], dict[str, Counter[str]]]:
    from tools.devset3.selfcheck import run as base_run

    problems, counts = base_run(folder)
    total = sum(counts["game"].values())
    if total < MINIMUM:
        problems.append(f"only {total} mails (at least {MINIMUM})")
    import json

    expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    written = {e["scenario"] for e in expected.values()}
    for key in set(scenario_list()) - written:
        problems.append(f"no mail to {key}")
    return problems, counts


def main(argv: list[str]) -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")
    import django

    django.setup()
    folder = Path(argv[0]) if argv else FOLDER
    problems, counts = run(folder)
    print(f"{sum(counts['game'].values())} mails")
    for what, counter in counts.items():
        print(f"{what}: " + ", ".join(f"{k} {v}" for k, v in counter.most_common()))
    for p in problems:
        print("PROBLEM", p)
    print(f"self-check: {'OK' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
