"""``benchmarks/adjudication.py`` with the order parser's memory emptied before every round.

    .venv/bin/python benchmarks/adjudication_cold.py --full-parser [same options]

``adjudication.py`` empties the canonical reader's cache before each timed round, but not the
full parser's (``parser.clear_caches()``): with ``--full-parser``, lines read in an earlier
round are remembered, and the best-of-rounds figure is a warm one. This runs the same script
with both emptied, so every round reads its lines as a server would on first sight (only lines
repeated inside the corpus are remembered). Kept apart until ``adjudication.py`` does it
itself (requested in /work/coord/REQUESTS.md).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from adjudication.diplomacy.parser import clear_caches  # noqa: E402

_spec = importlib.util.spec_from_file_location("adjudication_benchmark", HERE / "adjudication.py")
assert _spec is not None and _spec.loader is not None
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)


class _BothCaches:
    """Stands in for ``read_canonical_movement`` where the benchmark empties it."""

    @staticmethod
    def cache_clear() -> None:
        bench_reader.cache_clear()
        clear_caches()


bench_reader = bench.read_canonical_movement
bench.read_canonical_movement = _BothCaches

if __name__ == "__main__":
    bench.main()
