"""The held-out mail corpus (tests/mail/devset3/) is what its generator writes, and it passes
its own self-check. Neither runs the mail reader: the corpus only measures it."""

from __future__ import annotations

from pathlib import Path

from tools.devset3 import generate, selfcheck

HELDOUT = Path(__file__).resolve().parent / "devset3"


def test_the_generator_rewrites_the_folder_byte_for_byte(tmp_path: Path) -> None:
    generate.write(tmp_path)
    written = sorted(p.name for p in tmp_path.iterdir())
    kept = sorted(p.name for p in HELDOUT.iterdir() if p.suffix in (".eml", ".json"))
    assert written == kept
    changed = [name for name in written
               if (tmp_path / name).read_bytes() != (HELDOUT / name).read_bytes()]
    assert changed == []


def test_the_corpus_passes_its_self_check() -> None:
    problems, counts = selfcheck.run(HELDOUT)
    assert problems == []
    assert sum(counts["game"].values()) >= 320
    assert set(counts["game"]) == {"diplomacy", "silly", "1848", "1815"}
