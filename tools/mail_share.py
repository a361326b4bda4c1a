"""How many mails of a corpus the reader reads as the player meant (docs/mail.md, "How well
mails are read"), and the three counts that must stay at zero: secret lines in a box that is
not secret, text the player did not mean as a box line stored in a box (quoted or prose text
over valid orders), mails read as nothing although the player wrote a box.

    DJANGO_SETTINGS_MODULE=gamemaster.settings .venv/bin/python tools/mail_share.py \\
        tests/mail/heldout [--show]

Prints aggregates per class; ``--show`` also lists each mail not read as meant with what
differs (not for the held-out corpus while the reader is being changed: a mail looked at to
mend the reader no longer measures anything).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

import django

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
django.setup()

from games.rulesets import get_ruleset  # noqa: E402
from tests.mail.reading import meant, read_file  # noqa: E402
from tests.mail.scenarios import scenario  # noqa: E402


def _secret_kinds(ruleset: str) -> set[str]:
    return {kind.key for kind in get_ruleset(ruleset).submission_kinds() if kind.secret}


def judge(folder: Path, name: str, expect: dict) -> dict:
    last = folder / expect["last_mail"] if expect.get("last_mail") else None
    got = read_file(folder / name, expect["scenario"], last)
    problems = meant(got, expect)
    verdict = {"meant": not problems, "problems": problems, "leak": False, "foreign": False,
               "nothing": False}
    if got.get("automatic") or expect.get("automatic"):
        return verdict
    secret = _secret_kinds(scenario(expect["scenario"]).ruleset)
    secret_lines = {" ".join(line.split()) for box in expect.get("boxes", [])
                    if box["kind"] in secret for line in box["lines"]}
    wanted = {" ".join(line.split()) for box in expect.get("boxes", []) for line in box["lines"]}
    for box in got["boxes"]:
        lines = {" ".join(line.split()) for line in box["lines"]}
        if box["kind"] not in secret and lines & secret_lines:
            verdict["leak"] = True
        if lines - wanted:
            verdict["foreign"] = True
    verdict["nothing"] = bool(expect.get("boxes")) and not got["boxes"] and not got["questions"]
    return verdict


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--show", action="store_true")
    args = parser.parse_args()
    expected = json.loads((args.folder / "expected.json").read_text())
    totals: Counter[str] = Counter()
    by_class: dict[str, Counter[str]] = {}
    for name, expect in sorted(expected.items()):
        verdict = judge(args.folder, name, expect)
        totals["mails"] += 1
        for key in ("meant", "leak", "foreign", "nothing"):
            totals[key] += verdict[key]
        for cls in expect.get("classes", []) or ["(none)"]:
            counter = by_class.setdefault(cls, Counter())
            counter["mails"] += 1
            counter["meant"] += verdict["meant"]
        if args.show and not verdict["meant"]:
            print(f"--- {name}: " + "; ".join(verdict["problems"])[:600])
    share = 100 * totals["meant"] / max(totals["mails"], 1)
    print(f"{args.folder}: {totals['meant']} of {totals['mails']} mails read as meant "
          f"({share:.1f} %); secret lines in a box not secret: {totals['leak']}; mails with "
          f"text stored the player did not mean as a box line: {totals['foreign']}; mails "
          f"read as nothing where the player wrote a box: {totals['nothing']}")
    for cls, counter in sorted(by_class.items()):
        print(f"  {cls:28} {counter['meant']:4} / {counter['mails']:4}")


if __name__ == "__main__":
    main()
