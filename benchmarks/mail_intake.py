"""Benchmark: reading mails, MIME to boxes, press and commands (no database), over the
committed corpus of tests/mail/corpus/ (340 mails of every common mail program).

    .venv/bin/python benchmarks/mail_intake.py [--repeat 5]

Prints the process CPU time per mail for ``read_mail`` (MIME, charsets, HTML, quotes) plus
``read_sections`` (signature, headings, press, commands, each line checked by the
rule set as the web checks it), best of the repeats.
"""

from __future__ import annotations

import argparse
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
    raws = [p.read_bytes() for p in sorted((HERE.parent / "tests/mail/corpus").glob("*.eml"))]
    # One seat's context for every mail: the rule set's own check of each line is part of the
    # reading now (lines without a heading, prose in a box), and is measured with it.
    context = context_for("silly-s1901-austria")
    best = float("inf")
    for _ in range(args.repeat):
        start = time.process_time()
        for raw in raws:
            read_sections(read_mail(raw).text, context)
        best = min(best, time.process_time() - start)
    print(f"{len(raws)} mails: {1000 * best / len(raws):.2f} ms CPU per mail "
          f"(best of {args.repeat}, {best:.3f} s in all)")


if __name__ == "__main__":
    main()
