"""The third held-out mail corpus (tests/mail/devset4/) is what its generator writes, byte for
byte, and passes its self-check. The mail reader is NOT run here: the corpus only measures it
(tools/devset4)."""

from __future__ import annotations

import shutil
from pathlib import Path

from tools.devset4 import generate, selfcheck

CORPUS = generate.FOLDER


def test_the_generator_rewrites_the_corpus_byte_for_byte(tmp_path: Path) -> None:
    shutil.copytree(CORPUS / "reports", tmp_path / "reports")
    written = generate.main(tmp_path)
    committed = sorted(p.name for p in CORPUS.glob("*.eml"))
    assert sorted(written) == committed
    for name in committed:
        assert (tmp_path / name).read_bytes() == (CORPUS / name).read_bytes(), name
    assert (tmp_path / "expected.json").read_bytes() == \
        (CORPUS / "expected.json").read_bytes()


def test_the_corpus_passes_its_self_check() -> None:
    problems, counts = selfcheck.run(CORPUS)
    assert problems == []
    assert sum(counts["game"].values()) >= selfcheck.MINIMUM
    assert set(counts["language"]) == {"de", "en", "it", "fr", "es", "nl"}
    assert set(counts["client"]) == set(generate.CLIENTS)
