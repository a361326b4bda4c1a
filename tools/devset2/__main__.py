"""``python -m tools.devset2`` (or ``python tools/devset2``): rewrite the held-out
corpus in tests/mail/devset2/ (the same bytes on every run); ``check``: the self-check;
``reports``: render the app's mails the replies quote (needs Django, a throw-away SQLite)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run as a folder: python tools/devset2
    sys.path.insert(0, str(ROOT))


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "write"
    if command == "reports":
        from tools.devset2.build import FOLDER
        from tools.devset2.reports import render

        for stem in render(FOLDER / "reports"):
            print(stem)
        return 0
    if command == "check":
        from tools.devset2.selfcheck import main as check

        return check()
    from tools.devset2.build import write
    from tools.devset2.selfcheck import summary

    expected = write()
    print(summary(expected))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
