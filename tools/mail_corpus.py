"""Writes the CI mail corpus of tests/mail/corpus/ (issue 21): .eml files as the mail
programs players use compose them, and ``expected.json``, what each player meant, written
from the generator's own specification of each mail (never from running the reader).

The parts live in ``tools/corpus/``: ``markup`` (how a body and its meaning are written
down), ``compose`` and ``clients_*`` (Gmail, Outlook, Apple Mail, iPhone, Thunderbird,
K-9, FairEmail, Yahoo, GMX/WEB.DE, Proton, Samsung Email, Mutt, a stub-plain web mailer),
``bodies_*`` (what players write), ``regression`` (mails 000-363 of the earlier corpus,
byte for byte), ``write`` (the folder), ``check`` (the self-check), ``reports`` (the real
mails of ours the replies quote, under reports/).

Run (dev only; the output is committed; no randomness, so a run rewrites the folder
identically):

    python tools/mail_corpus.py            # the .eml files and expected.json
    python tools/mail_corpus.py --check    # the self-check and the counts
    python -m tools.corpus.reports         # re-create reports/ (plays the games in a
                                           # throw-away SQLite database), then run the first
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

if __name__ == "__main__":
    if "--check" in sys.argv[1:]:
        from tools.corpus.check import main as check

        sys.exit(check())
    from tools.corpus.write import main

    main()
