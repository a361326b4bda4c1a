"""The third development mail corpus (tests/mail/devset3/): a deterministic generator of
player mails as real mail programs send them, each with the reading its player meant.

Written as the second held-out corpus of issue 21 and measured once (docs/mail.md, "How well
mails are read"); the reader was then mended on it, so it no longer measures anything.
``python -m tools.devset3`` rewrites the folder; ``python -m tools.devset3.selfcheck`` checks
it. Its client composition (clients, mime, html, quoting) is shared with later corpora.
"""
