"""``python -m tools.devset5.selfcheck``: checks tests/mail/devset5/ WITHOUT the mail
reader, with tools/devset3's checks: each .eml parses, its scenario exists, every expected box
line, press body and ignored line is in the decoded text, every box line reads for the seat
through the rule set's ``validate_submission`` (near-misses excepted), every quoted report is
in reports/; prints the counts per game, class, client and language."""

from __future__ import annotations

import sys
from pathlib import Path

from tools.devset3 import selfcheck as base

CORPUS = Path(__file__).resolve().parents[2] / "tests" / "mail" / "devset5"


def main(argv: list[str]) -> int:
    return base.main(argv or [str(CORPUS)])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
