"""The held-out corpus's files: the generator rewrites them byte for byte and its self-check
passes. The mail reader is NOT run here (the corpus is for measuring only)."""

from __future__ import annotations

from tools.mail_heldout.generate import FOLDER, render
from tools.mail_heldout.selfcheck import base, live_check


def test_generator_rewrites_the_folder_byte_for_byte() -> None:
    files = render()
    on_disk = {p.name for p in FOLDER.glob("*.eml")} | {"expected.json"}
    assert set(files) == on_disk
    for name, data in files.items():
        assert (FOLDER / name).read_bytes() == data, name


def test_selfcheck_passes_and_the_corpus_is_big_enough() -> None:
    problems, counts = base.run(FOLDER)
    problems += live_check(FOLDER)
    assert problems == []
    assert sum(counts["game"].values()) >= 320
