"""The held-out mail corpus tests/mail/devset9/ (issue 21): written apart from the mail reader,
kept for measuring only, never used to mend the reader."""
