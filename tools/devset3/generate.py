"""Writes the held-out corpus: every planned mail as the .eml its program sends and
expected.json with what its player meant (from the same specification, never from a reader).

Deterministic: each mail draws from its own seeded random source, so a run rewrites the folder
byte for byte. The app's mails that replies quote are read from ``reports/`` (rendered once by
``python -m tools.devset3.reports``).
"""

from __future__ import annotations

import json
from pathlib import Path
from random import Random
from typing import Any

from tools.devset3 import plan
from tools.devset3.clients import Reports, compose
from tools.devset3.draft import Draft

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "mail" / "devset3"


def drafts() -> list[tuple[str, Draft]]:
    """Every mail of the corpus: (file name, its draft), in file order."""
    out = []
    n = 0
    for key, count in plan.counts():
        for _ in range(count):
            n += 1
            d = Draft(key=key, lang=plan.language(key, n), rng=Random(f"heldout2-{n}"))
            plan.recipe(d)(d)
            plan.dress(d, n)
            out.append((f"h{n:03d}-{key}.eml", d))
    return out


def build(reports_dir: Path = CORPUS / "reports") -> tuple[dict[str, bytes], dict[str, Any]]:
    reports = Reports(reports_dir)
    mails: dict[str, bytes] = {}
    expected: dict[str, Any] = {}
    for index, (name, d) in enumerate(drafts()):
        mails[name] = compose(d, reports, index)
        expected[name] = d.expectation()
    return mails, expected


def write(out: Path = CORPUS) -> int:
    mails, expected = build()
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.eml"):
        old.unlink()
    for name, raw in mails.items():
        (out / name).write_bytes(raw)
    (out / "expected.json").write_text(
        json.dumps(expected, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return len(mails)


def main(argv: list[str]) -> None:
    out = Path(argv[0]) if argv else CORPUS
    print(f"{write(out)} mails written to {out}")
