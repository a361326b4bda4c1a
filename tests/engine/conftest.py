"""Engine tests run without Django (``pytest -p no:django tests/engine``); pytest-django normally
puts the project root on ``sys.path``, so without it the root is added here."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
