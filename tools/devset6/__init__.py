"""The fifth held-out mail corpus (issue 21): generator, content and self-check.

For measuring the mail reader only; never used to mend it. Mail programs are composed by
tools/devset3's clients; everything a mail says is written here."""
