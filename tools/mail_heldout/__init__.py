"""The seventh held-out mail corpus (tests/mail/heldout/): for measuring the reader only."""
