"""The held-out corpus 7 (tests/mail/devset8/) is what its generator writes, byte for byte,
and passes its own self-check. The mail reader is NOT run here: the corpus is for measuring."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tools.devset8 import selfcheck
from tools.devset8.generate import FOLDER, generate


def test_generator_rewrites_the_folder_byte_for_byte(tmp_path: Path) -> None:
    shutil.copytree(FOLDER / "reports", tmp_path / "reports")
    generate(tmp_path)
    ours = sorted(p.name for p in FOLDER.glob("*.eml"))
    assert sorted(p.name for p in tmp_path.glob("*.eml")) == ours
    for name in [*ours, "expected.json"]:
        assert (tmp_path / name).read_bytes() == (FOLDER / name).read_bytes(), name


@pytest.mark.django_db
def test_self_check_passes() -> None:
    problems, counts = selfcheck.run(FOLDER)
    assert problems == []
    assert sum(counts["game"].values()) >= 320
