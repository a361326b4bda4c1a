"""The third held-out mail corpus (issue 21): generator, content and self-check for
tests/mail/devset4/, kept aside to measure the mail reader, never to mend it."""
