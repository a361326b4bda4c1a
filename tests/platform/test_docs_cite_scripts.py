"""Every figure in the docs comes from a script in the tree: a benchmark or script the docs
name must exist (issue 16: performance.md cited a deleted benchmark)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.once  # reads the docs

ROOT = Path(__file__).resolve().parents[2]
CITED = re.compile(r"\b((?:benchmarks|scripts)/[A-Za-z0-9_./-]*[A-Za-z0-9_])")


@pytest.mark.parametrize("doc", ["docs/performance.md", "docs/testing.md"])
def test_every_benchmark_or_script_a_doc_names_exists(doc):
    cited = set(CITED.findall((ROOT / doc).read_text(encoding="utf-8")))
    cited.discard("benchmarks/.venv-mila")  # made by benchmarks/adjudication.py itself
    assert cited, doc  # the pattern finds what the page names
    missing = sorted(path for path in cited if not (ROOT / path).exists())
    assert missing == [], f"{doc} names scripts that are not in the tree: {missing}"


def test_the_check_notices_a_missing_script():
    assert CITED.findall("run `benchmarks/adjudication_cold.py --full-parser`") == [
        "benchmarks/adjudication_cold.py"]
    assert not (ROOT / "benchmarks/adjudication_cold.py").exists()
