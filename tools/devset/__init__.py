"""The development mail corpus of issue 21 (tests/mail/devset/): a third set of realistic
player mails, written independently of the reader, that the lead may look at one by one to
mend it (unlike tests/mail/heldout/, which only measures).

The mails are composed by the CI corpus's mail programs (``tools.corpus.clients_*``) around
bodies written in its markup (``tools.corpus.markup``): ``bodies_*`` (what the players write),
``write`` (the folder and ``expected.json``), ``check`` (the self-check, no reader involved).

    python -m tools.devset            # writes tests/mail/devset/ (deterministic)
    python -m tools.devset --check    # the self-check and the counts
"""
