"""The fifth held-out corpus (tests/mail/devset6/) is what its generator writes, byte for byte,
and passes its self-check (each mail parses, its scenario exists, expected lines are in the
text, box lines read for the seat through the rule set). The mail reader is NOT run here: the
corpus is for measuring only."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.devset6 import generate, selfcheck

CORPUS = Path(__file__).resolve().parent / "devset6"


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file()}


@pytest.mark.django_db
def test_generator_rewrites_the_folder_byte_for_byte(tmp_path: Path) -> None:
    generate.main([str(tmp_path / "heldout")])
    assert _files(tmp_path / "heldout") == _files(CORPUS)


@pytest.mark.django_db
def test_selfcheck_passes_with_at_least_320_mails() -> None:
    from tools.devset3 import selfcheck as checks

    problems, counts = checks.run(selfcheck.CORPUS)
    assert problems == []
    assert sum(counts["game"].values()) >= 320
