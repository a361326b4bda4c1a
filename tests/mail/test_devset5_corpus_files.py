"""The held-out corpus's files (tests/mail/devset5/) are what its generator writes, byte for
byte, and pass its self-check. The mail reader is NOT run here: the corpus is for measuring."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tools.devset3 import selfcheck
from tools.devset5 import generate
from tools.devset5.selfcheck import CORPUS


def test_generator_rewrites_the_folder_byte_for_byte(tmp_path: Path) -> None:
    shutil.copytree(CORPUS / "reports", tmp_path / "reports")
    generate.main(tmp_path)
    fresh = sorted(p.name for p in tmp_path.glob("*.eml"))
    kept = sorted(p.name for p in CORPUS.glob("*.eml"))
    assert fresh == kept
    for name in kept:
        assert (tmp_path / name).read_bytes() == (CORPUS / name).read_bytes(), name
    assert (tmp_path / "expected.json").read_bytes() == (CORPUS / "expected.json").read_bytes()


def test_self_check_passes() -> None:
    problems, counts = selfcheck.run(CORPUS)
    assert problems == []
    assert sum(counts["game"].values()) >= 320


def test_every_quoted_report_is_kept() -> None:
    expected = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))
    for exp in expected.values():
        if "last_mail" in exp:
            assert (CORPUS / exp["last_mail"]).is_file()
