"""The held-out mail corpus of issue 21 (tests/mail/heldout/): a deterministic generator of
player mails as real mail programs send them, each with the reading its player meant.

Kept aside to MEASURE the mail reader on mails it has never seen: nothing here may be used to
mend the reader (tests/mail/heldout/README.md). ``python -m tools.mail_heldout`` rewrites the
folder; ``python -m tools.mail_heldout.selfcheck`` checks it.
"""
