"""The development mail corpus (tests/mail/devset/, written by tools/devset/) is what its
specification says: the committed files are exactly what the generator writes from the
bodies' markup, and the self-check (no reader involved) finds nothing wrong. How well the
reader reads it is measured elsewhere (tools/mail_share.py), not asserted here."""

from __future__ import annotations

import json

import pytest

from tools.devset import check
from tools.devset.write import OUT, mails

pytestmark = pytest.mark.once


def test_the_folder_is_what_the_generator_writes():
    written = mails()
    assert len(written) >= 300
    on_disk = sorted(p.name for p in OUT.glob("*.eml"))
    assert on_disk == sorted(name for name, _raw, _expect in written)
    expected = json.loads((OUT / "expected.json").read_text())
    for name, raw, expect in written:
        assert (OUT / name).read_bytes() == raw, name
        assert expected[name] == expect, name


def test_every_mail_passes_the_self_check():
    expected = json.loads((OUT / "expected.json").read_text())
    problems = [f"{name}: {p}" for name, expect in expected.items()
                for p in check.check_file(name, (OUT / name).read_bytes(), expect)]
    problems += check.plausibility() + check.secrets()
    assert problems == []
