"""``python -m adjudication``: see :mod:`adjudication.cli`."""

import sys

from adjudication.cli import main

sys.exit(main())
