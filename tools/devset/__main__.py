"""``python -m tools.devset [--check]``: write the development corpus, or check it."""

from __future__ import annotations

import sys

if __name__ == "__main__":
    if "--check" in sys.argv[1:]:
        from tools.devset.check import main as check

        sys.exit(check())
    from tools.devset.write import main

    main()
