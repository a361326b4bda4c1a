"""Benchmark: reading mails, MIME to boxes, press and commands (no database), over the
committed corpus of tests/mail/corpus/ (834 mails of every common mail program).

    .venv/bin/python benchmarks/mail_intake.py [--repeat 5]

Prints the process CPU time per mail for ``read_mail`` (MIME, charsets, HTML, quotes) plus
``read_sections`` (signature, headings, press, commands, each line checked by the
rule set as the web checks it), best of the repeats.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")

import django  # noqa: E402

django.setup()

from games.mail_intake.parse import read_mail  # noqa: E402
from games.mail_intake.sections import read_sections  # noqa: E402
from tests.mail.reading import context_for  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    folder = HERE.parent / "tests/mail/corpus"
    expected = json.loads((folder / "expected.json").read_text())
    mails = [((folder / name).read_bytes(), spec["scenario"])
             for name, spec in sorted(expected.items())]
    fresh = context_for.__wrapped__  # a new context per mail, as the intake makes one
    best = float("inf")
    for _ in range(args.repeat):
        start = time.process_time()
        for raw, key in mails:
            parts = read_mail(raw)
            read_sections(parts.text, fresh(key), tail=parts.tail)
        best = min(best, time.process_time() - start)
    print(f"{len(mails)} mails: {1000 * best / len(mails):.2f} ms CPU per mail "
          f"(best of {args.repeat}, {best:.3f} s in all)")


if __name__ == "__main__":
    main()
