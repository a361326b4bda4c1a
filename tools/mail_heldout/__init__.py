"""Held-out mail corpus no. 6 (tests/mail/heldout/): written only to MEASURE the mail reader,
never to mend it. ``python -m tools.mail_heldout`` rewrites the folder; ``python -m
tools.mail_heldout.selfcheck`` checks it without the reader."""
