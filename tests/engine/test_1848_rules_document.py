"""docs/rules/1848.md and the tests stay in step: every test the document names as pinning a
decision exists, and every decision number the engine's docstrings cite is in the document."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "rules" / "1848.md").read_text(encoding="utf-8")


def test_every_test_the_rules_document_names_exists():
    named = set(re.findall(r"::(test_\w+)", DOC))
    assert len(named) > 30
    defined = set()
    # The pinning tests live beside 1848's own files too (mail, web): look in every test file.
    for path in (ROOT / "tests").rglob("test_*.py"):
        defined |= set(re.findall(r"^def (test_\w+)", path.read_text(encoding="utf-8"), re.M))
    # "…" marks a name cut short in the table: it must still begin a real test.
    missing = [name for name in named
               if name not in defined and not any(d.startswith(name) for d in defined)]
    assert missing == []


def test_every_decision_the_engine_cites_is_in_the_document():
    decisions = set(re.findall(r"^\| (D\d+) \|", DOC, re.M))
    cited = set()
    for path in (ROOT / "adjudication" / "game1848").glob("*.py"):
        cited |= set(re.findall(r"decision (D\d+)", path.read_text(encoding="utf-8")))
    assert cited and cited <= decisions
