"""Held-out mail corpus no. 6 (tests/mail/devset7/): written only to MEASURE the mail reader,
never to mend it. ``python -m tools.devset7`` rewrites the folder; ``python -m
tools.devset7.selfcheck`` checks it without the reader."""
