"""``python -m tools.devset7.selfcheck``: checks tests/mail/devset7/ WITHOUT the mail
reader. tools.devset3.selfcheck's checks (each .eml parses, scenario exists, every expected
line/press body/ignored line is in the decoded text, every box line reads for the seat through
``validate_submission``), plus: each main box as a whole passes the rule set's
``check_submission`` (the web's live check), every quoted report exists and every report in
reports/ is quoted, and the generator reproduces the folder byte for byte."""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from pathlib import Path

MAIN = {"orders", "lama_placement", "action", "turn"}


def _live_check(name: str, exp: dict) -> list[str]:
    from tests.mail.scenarios import scenario

    scen = scenario(exp["scenario"])
    lang = "de" if exp["language"] == "de" else "en"
    problems = []
    for box in exp["boxes"]:
        if box["kind"] not in MAIN:
            continue
        verdict = scen.rules.check_submission(scen.state, scen.seat, box["kind"],
                                              "\n".join(box["lines"]), lang=lang)
        for fb in verdict.lines:
            if fb.error:
                problems.append(f"{name}: live check {box['kind']} {fb.line!r}: {fb.error}")
    return problems


def run(folder: Path) -> tuple[list[str], dict[str, Counter[str]]]:
    from tools.devset3.selfcheck import run as devset3_run
    from tools.devset7.__main__ import generate

    problems, counts = devset3_run(folder)
    expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    quoted = set()
    for name, exp in expected.items():
        problems += _live_check(name, exp)
        if "last_mail" in exp:
            quoted.add(exp["last_mail"].split("/", 1)[1])
    reports = {p.name for p in (folder / "reports").glob("*.txt")}
    if reports - quoted:
        problems.append(f"reports no mail quotes: {sorted(reports - quoted)}")
    for name, data in generate(folder).items():
        path = folder / name
        if not path.is_file() or path.read_bytes() != data:
            problems.append(f"{name}: not what the generator writes")
    return problems, counts


def main(argv: list[str]) -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")
    import django

    django.setup()
    from tools.devset7.__main__ import FOLDER

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
