"""The parts of the CI mail corpus's generator (``tools/mail_corpus.py`` is its entry):
``markup`` (how a mail's own text and its meaning are written down), ``clients`` (how each
mail program composes a mail around that text), ``bodies_*`` (what the players write),
``regression`` (the first 364 mails, kept byte for byte), ``write`` (the folder),
``check`` (the self-check) and ``reports`` (re-creates the quoted reports)."""
