"""``python -m tools.devset3 [folder]``: rewrite the held-out corpus (default
tests/mail/devset3/)."""

import os
import sys

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")

import django

django.setup()

from tools.devset3.generate import main  # noqa: E402

main(sys.argv[1:])
