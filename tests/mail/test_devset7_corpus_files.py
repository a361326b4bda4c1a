"""The held-out corpus 6 (tests/mail/devset7/) is what its generator writes and passes its
self-check. The mail reader is NOT run here: the corpus only measures it."""

from __future__ import annotations

import pytest

from tools.devset7.__main__ import FOLDER, generate
from tools.devset7.selfcheck import run


@pytest.mark.django_db
def test_generator_rewrites_the_folder_byte_for_byte():
    files = generate()
    on_disk = {p.name for p in FOLDER.glob("*.eml")} | {"expected.json"}
    assert set(files) == on_disk
    for name, data in files.items():
        assert (FOLDER / name).read_bytes() == data, name
    assert len(files) - 1 >= 320


@pytest.mark.django_db
def test_selfcheck_passes():
    problems, counts = run(FOLDER)
    assert problems == []
    assert set(counts["game"]) == {"diplomacy", "silly", "1848", "1815"}
    assert set(counts["language"]) == {"de", "en", "it", "fr", "es", "nl"}
