"""``python -m tools.devset8.selfcheck``: checks tests/mail/devset8/ WITHOUT the mail
reader. tools/devset3's checks (the mail parses, the scenario exists, every expected line,
press body and ignored line is in the decoded text, every box line reads for the seat through
``validate_submission``), plus: each main box reads through ``check_submission`` (the web's
live check, with the adjudicator's verdicts) without an error, and every report in reports/
is one a mail names in last_mail."""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from pathlib import Path

FOLDER = Path(__file__).resolve().parents[2] / "tests" / "mail" / "devset8"
MAIN = {"orders", "lama_placement", "action", "turn"}


def run(folder: Path = FOLDER) -> tuple[list[str], dict[str, Counter[str]]]:
    from tests.mail.scenarios import scenario
    from tools.devset3.selfcheck import check_mail

    expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    files = sorted(p.name for p in folder.glob("*.eml"))
    problems: list[str] = []
    if sorted(expected) != files:
        problems.append(f"expected.json names {len(expected)} mails, folder holds {len(files)}")
    counts: dict[str, Counter[str]] = {k: Counter() for k in
                                       ("game", "class", "client", "language")}
    used: set[str] = set()
    for name in files:
        exp = expected.get(name)
        if exp is None:
            continue
        problems += check_mail(name, (folder / name).read_bytes(), exp, folder)
        if "last_mail" in exp:
            used.add(exp["last_mail"].removeprefix("reports/"))
        scen = scenario(exp["scenario"])
        for box in exp["boxes"]:
            if box["kind"] not in MAIN:
                continue
            verdict = scen.rules.check_submission(
                scen.state, scen.seat, box["kind"], "\n".join(box["lines"]),
                lang="de" if exp["language"] == "de" else "en")
            for fb in verdict.lines:
                if fb.error and fb.line not in exp.get("near_misses", []):
                    problems.append(f"{name}: live check {fb.line!r}: {fb.error}")
        counts["game"][exp["scenario"].split("-")[0]] += 1
        counts["client"][exp["client"]] += 1
        counts["language"][exp["language"]] += 1
        counts["class"].update(exp["classes"])
    for report in sorted((folder / "reports").glob("*.txt")):
        if report.name not in used:
            problems.append(f"reports/{report.name} is quoted by no mail")
    if len(files) < 320:
        problems.append(f"only {len(files)} mails")
    return problems, counts


def main(argv: list[str]) -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")
    import django

    django.setup()
    problems, counts = run(Path(argv[0]) if argv else FOLDER)
    print(f"{sum(counts['game'].values())} mails")
    for what, counter in counts.items():
        print(f"{what}: " + ", ".join(f"{k} {v}" for k, v in counter.most_common()))
    for p in problems:
        print("PROBLEM", p)
    print(f"self-check: {'OK' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
