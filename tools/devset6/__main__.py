"""``python -m tools.devset6 [folder]``: rewrite tests/mail/devset6/."""

import os
import sys

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "gamemaster.settings")

import django

django.setup()

from tools.devset6.generate import main  # noqa: E402

main(sys.argv[1:])
