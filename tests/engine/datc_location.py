"""Where the DATC test cases live: a copy inside the repository (``tests/data/datc``, origin and
copyright in its README), so a fresh clone needs nothing beside it."""

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DATC_FILE = REPO / "tests" / "data" / "datc" / "datc_v2.4_06.txt"
