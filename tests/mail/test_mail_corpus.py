"""The corpus (tests/mail/corpus/, written by tools/mail_corpus.py): mails as mail programs
compose them, each read as its expectation (written from the mail's specification, never
from the reader) says: the player's own boxes, press and commands, never the quoted text;
automatic mails recognised. Read without the database, against the scenario's position
(tests/mail/scenarios.py), as the intake reads it (tests/mail/reading.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.mail.reading import meant, read_file

CORPUS = Path(__file__).parent / "corpus"
EXPECTED = json.loads((CORPUS / "expected.json").read_text())


def test_the_corpus_is_large_and_every_file_has_an_expectation():
    files = sorted(p.name for p in CORPUS.glob("*.eml"))
    assert len(files) >= 300
    assert files == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_mail_is_read_as_expected(name):
    expect = EXPECTED[name]
    last = CORPUS / expect["last_mail"] if expect.get("last_mail") else None
    got = read_file(CORPUS / name, expect["scenario"], last)
    problems = meant(got, expect)
    assert not problems, "\n".join(problems) + f"\n--- text as read:\n{got.get('text')}"
