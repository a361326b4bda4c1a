"""The eighth held-out corpus's files (now tests/mail/devset9/): the generator rewrites them
byte for byte and its self-check passes. The mail reader is NOT run here
(tests/mail/test_mail_corpus.py reads it)."""

from __future__ import annotations

from tools.devset9.generate import FOLDER, render
from tools.devset9.selfcheck import base, live_check


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
