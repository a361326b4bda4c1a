"""Write the corpus: every planned mail's bytes as ``<stem>.eml`` and all expectations in
``expected.json``; files of an earlier run that are no longer planned are removed."""

from __future__ import annotations

import json
from pathlib import Path

from tools.devset2 import (
    assemble,
    plan_diplomacy,
    plan_forms,
    plan_silly,
    plan_turns,
    specials,
)
from tools.devset2.plan import Planner

FOLDER = Path(__file__).resolve().parents[2] / "tests" / "mail" / "devset2"


def planned() -> Planner:
    planner = Planner()
    plan_diplomacy.build(planner)
    plan_silly.build(planner)
    plan_turns.build(planner)
    specials.build(planner)
    plan_forms.build(planner)
    return planner


def write(folder: Path = FOLDER) -> dict[str, dict]:
    planner = planned()
    folder.mkdir(parents=True, exist_ok=True)
    expected: dict[str, dict] = {}
    for mail, ctx in planner.mails:
        name = f"{mail.stem}.eml"
        (folder / name).write_bytes(assemble.build(mail, ctx))
        expected[name] = mail.expectation()
    for old in folder.glob("*.eml"):
        if old.name not in expected:
            old.unlink()
    (folder / "expected.json").write_text(
        json.dumps(expected, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
        encoding="utf-8")
    return expected
