"""The seventh held-out mail corpus (tests/mail/devset8/): for measuring the reader only."""
