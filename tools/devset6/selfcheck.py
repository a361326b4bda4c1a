"""``python -m tools.devset6.selfcheck [folder]``: the checks of tools/devset3/selfcheck
(each .eml parses, scenario exists, expected lines are in the decoded text, every box line
reads for the seat through validate_submission except marked near-misses) on this corpus."""

from __future__ import annotations

import os
import sys
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[2] / "tests" / "mail" / "devset6"


def main(argv: list[str]) -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")
    import django

    django.setup()
    from tools.devset3 import selfcheck

    return selfcheck.main(argv or [str(CORPUS)])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
