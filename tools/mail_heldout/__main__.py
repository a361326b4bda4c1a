"""``python -m tools.mail_heldout [folder]``: rewrite tests/mail/heldout/."""

import os
import sys

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")

import django

django.setup()

from tools.mail_heldout.generate import main  # noqa: E402

main(sys.argv[1:])
