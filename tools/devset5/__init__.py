"""The fourth held-out mail corpus (tests/mail/devset5/): a deterministic generator of player
mails as real mail programs send them, each with the reading its player meant.

For MEASURING the mail reader only (issue 21): it is never used to mend the reader.
``python -m tools.devset5`` rewrites the folder's .eml files and expected.json;
``python -m tools.devset5.selfcheck`` checks it without the reader. The content (who
writes, what they write) is this package's own; the mail programs' composition (headers,
MIME, HTML, quoting) is tools/devset3's.
"""
