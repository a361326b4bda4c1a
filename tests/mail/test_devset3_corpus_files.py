"""The third development mail corpus (tests/mail/devset3/, once the second held-out corpus) is
what its generator writes, and it passes its own self-check. tests/mail/test_mail_corpus.py
reads it."""

from __future__ import annotations

from pathlib import Path

from tools.devset3 import generate, selfcheck

DEVSET3 = Path(__file__).resolve().parent / "devset3"


def test_the_generator_rewrites_the_folder_byte_for_byte(tmp_path: Path) -> None:
    generate.write(tmp_path)
    written = sorted(p.name for p in tmp_path.iterdir())
    kept = sorted(p.name for p in DEVSET3.iterdir() if p.suffix in (".eml", ".json"))
    assert written == kept
    changed = [name for name in written
               if (tmp_path / name).read_bytes() != (DEVSET3 / name).read_bytes()]
    assert changed == []


def test_the_corpus_passes_its_self_check() -> None:
    problems, counts = selfcheck.run(DEVSET3)
    assert problems == []
    assert sum(counts["game"].values()) >= 320
    assert set(counts["game"]) == {"diplomacy", "silly", "1848", "1815"}
