"""``python -m tools.devset9.selfcheck``: checks tests/mail/devset9/ WITHOUT the mail
reader (tools/devset3's checks: each .eml parses, scenario exists, every expected line is in
the decoded text, every box line reads through ``validate_submission``), and also runs each
main box through the rule set's ``check_submission`` as the web's live check does."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from tools.devset3 import selfcheck as base
from tools.devset9.generate import FOLDER

MAIN = {"orders", "lama_placement", "action", "turn"}


def live_check(folder: Path) -> list[str]:
    from tests.mail.scenarios import scenario

    problems = []
    expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    for name, exp in sorted(expected.items()):
        scen = scenario(exp["scenario"])
        check = getattr(scen.rules, "check_submission", None)
        for box in exp["boxes"]:
            if box["kind"] not in MAIN or check is None:
                continue
            lang = "de" if exp["language"] == "de" else "en"
            try:
                verdict = check(
                    scen.state, scen.seat, box["kind"], "\n".join(box["lines"]), lang=lang
                )
            except TypeError:
                verdict = check(scen.state, scen.seat, box["kind"], "\n".join(box["lines"]))
            for fb in getattr(verdict, "lines", []) or []:
                if getattr(fb, "error", None) and fb.line not in exp.get("near_misses", []):
                    problems.append(f"{name}: check_submission {fb.line!r}: {fb.error}")
            if getattr(verdict, "errors", None):
                problems.append(f"{name}: check_submission {verdict.errors}")
    return problems


def main(argv: list[str]) -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")
    import django

    django.setup()
    folder = Path(argv[0]) if argv else FOLDER
    problems, counts = base.run(folder)
    problems += live_check(folder)
    print(f"{sum(counts['game'].values())} mails")
    for what, counter in counts.items():
        print(f"{what}: " + ", ".join(f"{k} {v}" for k, v in counter.most_common()))
    for p in problems:
        print("PROBLEM", p)
    print(f"self-check: {'OK' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
