"""The corpus (tests/mail/corpus/, written by tools/mail_corpus.py): 360-odd mails as mail
programs compose them. Each is read as its expectation says: the player's own boxes, press
and commands, never the quoted text below or above them; automatic mails are recognised."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
from django.conf import settings

from games.mail_intake.parse import read_mail
from games.mail_intake.sections import Box, Command, PressBlock, heading_vocabulary, read_sections
from games.rulesets import get_ruleset

CORPUS = Path(__file__).parent / "corpus"
EXPECTED = json.loads((CORPUS / "expected.json").read_text())
OWN = frozenset({"gamemaster@pbem.example.org"})


@cache
def vocabulary(ruleset: str) -> dict[str, str]:
    return heading_vocabulary(get_ruleset(ruleset).submission_kinds(), dict(settings.LANGUAGES))


def lines(text: str) -> list[str]:
    return [line.strip() for line in text.split("\n") if line.strip()]


def test_the_corpus_is_large_and_every_file_has_an_expectation():
    files = sorted(p.name for p in CORPUS.glob("*.eml"))
    assert len(files) >= 200
    assert files == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_mail_is_read_as_expected(name):
    expect = EXPECTED[name]
    parts = read_mail((CORPUS / name).read_bytes(), own_addresses=OWN)
    assert bool(parts.automatic) == expect["automatic"], parts.automatic
    if expect["automatic"]:
        return
    reading = read_sections(parts.text, vocabulary(expect["ruleset"]))
    boxes = [[i.kind, lines(i.text)] for i in reading.items if isinstance(i, Box)]
    assert boxes == [[kind, lines(text)] for kind, text in expect["boxes"]], parts.text
    press = [{"names": list(i.names), "public": i.public, "grey": i.grey,
              "body": " ".join(i.body.split())}
             for i in reading.items if isinstance(i, PressBlock)]
    assert press == [{**p, "body": " ".join(p["body"].split())} for p in expect["press"]]
    assert [i.name for i in reading.items if isinstance(i, Command)] == expect["commands"]
    assert len(reading.ignored) == expect["ignored"], reading.ignored
    for note in expect["notes"]:
        assert note in parts.notes
    assert "quoted press must not be sent" not in parts.text
