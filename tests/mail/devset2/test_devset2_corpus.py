"""The held-out mail corpus (issue 21's "second half kept aside"): what its generator writes,
byte for byte, and sound by its own self-check. No test here runs the mail reader over it:
the corpus measures the reader (tests/mail/devset2/README.md), it is never tuned against."""

from __future__ import annotations

import json
import shutil

import pytest

from tests.mail.scenarios import all_keys
from tools.devset2 import build, selfcheck

pytestmark = pytest.mark.once  # reads files, no database

FOLDER = build.FOLDER


def test_the_generator_rewrites_the_corpus_byte_for_byte(tmp_path):
    build.write(tmp_path)
    written = sorted(p.name for p in tmp_path.iterdir() if p.is_file())
    kept = sorted(p.name for p in FOLDER.iterdir() if p.suffix in (".eml", ".json"))
    assert written == kept
    changed = [name for name in written
               if (tmp_path / name).read_bytes() != (FOLDER / name).read_bytes()]
    assert changed == [], f"run python tools/devset2 and commit: {changed[:5]}"


def test_the_corpus_passes_its_self_check():
    assert selfcheck.check() == []


def test_every_scenario_seat_and_phase_has_mail_and_there_are_enough():
    expected = json.loads((FOLDER / "expected.json").read_text(encoding="utf-8"))
    assert len(expected) >= 320
    assert set(all_keys()) <= {exp["scenario"] for exp in expected.values()}
    with_orders = [e for e in expected.values() if e["boxes"]]
    assert len(with_orders) >= len(expected) * 0.7  # real traffic: mostly orders


def test_the_self_check_finds_a_line_the_mail_does_not_hold(tmp_path):
    copy = tmp_path / "corpus"
    shutil.copytree(FOLDER, copy)
    expected = json.loads((copy / "expected.json").read_text(encoding="utf-8"))
    name = next(n for n, e in sorted(expected.items()) if e["boxes"])
    expected[name]["boxes"][0]["lines"][0] = "A vie - boh"  # not what the player wrote
    (copy / "expected.json").write_text(json.dumps(expected), encoding="utf-8")
    found = selfcheck.check(copy)
    assert any(name in problem and "A vie - boh" in problem for problem in found)


def test_the_self_check_finds_an_order_the_seat_cannot_give(tmp_path):
    copy = tmp_path / "corpus"
    shutil.copytree(FOLDER, copy, ignore=shutil.ignore_patterns("*.eml"))
    source = FOLDER / "diplomacy-s1901-austria-01.eml"
    raw = source.read_bytes().replace(b"A vie - gal", b"A vie - xyz")
    (copy / source.name).write_bytes(raw)
    expected = json.loads((copy / "expected.json").read_text(encoding="utf-8"))
    expected = {source.name: expected[source.name]}
    expected[source.name]["boxes"][0]["lines"][0] = "A vie - xyz"
    (copy / "expected.json").write_text(json.dumps(expected), encoding="utf-8")
    assert any("does not read" in problem for problem in selfcheck.check(copy))


def test_an_unreadable_file_is_reported(tmp_path):
    copy = tmp_path / "corpus"
    shutil.copytree(FOLDER, copy)
    (copy / "stray.eml").write_bytes(b"From: x\r\n\r\nhello\r\n")
    assert any(p.startswith("stray.eml") for p in selfcheck.check(copy))


def test_the_saved_reports_are_the_apps_mails_the_replies_quote():
    expected = json.loads((FOLDER / "expected.json").read_text(encoding="utf-8"))
    quoted = {e["last_mail"] for e in expected.values() if "last_mail" in e}
    assert quoted and all((FOLDER / path).is_file() for path in quoted)
    for path in quoted:  # each is a real mail of ours: a receipt or a turn report
        text = (FOLDER / path).read_text(encoding="utf-8")
        assert text.startswith(("Results of", "Ergebnisse von", "We received", "Version ")), path
