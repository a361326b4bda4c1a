"""tests/mail/devset/: every body of ``bodies_*`` sent through each of its mail programs,
numbered from 000, and ``expected.json`` from the bodies' markup (tools/corpus/markup.py).

The mails are built by the CI corpus's own :func:`tools.corpus.write.build` (the same
programs, names and quoted reports), with two differences: the number a program sees starts
at :data:`OFFSET`, so dates, boundaries and Message-IDs differ from the CI corpus's, and
``last_mail`` names the CI corpus's reports from this folder (``../corpus/reports/...``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tools.corpus.write import Body, build

OUT = Path(__file__).resolve().parents[2] / "tests" / "mail" / "devset"
OFFSET = 6000


def all_bodies() -> list[Body]:
    from tools.devset import (
        bodies_mixed,
        bodies_orders,
        bodies_press,
        bodies_replies,
        bodies_roles,
        bodies_silly,
        bodies_turns,
    )

    return [*bodies_orders.BODIES, *bodies_press.BODIES, *bodies_silly.BODIES,
            *bodies_roles.BODIES, *bodies_replies.BODIES, *bodies_turns.BODIES,
            *bodies_mixed.BODIES]


def mails() -> list[tuple[str, bytes, dict[str, Any]]]:
    """(file name, bytes, expectation) of every mail, in order."""
    out = []
    number = 0
    for body in all_bodies():
        for variant in body.variants:
            name, raw, expect = build(body, variant, OFFSET + number)
            name = f"{number:03d}-{name.split('-', 1)[1]}"
            if "last_mail" in expect:  # the reports live in the CI corpus's folder
                expect["last_mail"] = f"../corpus/{expect['last_mail']}"
            out.append((name, raw, expect))
            number += 1
    return out


def main() -> None:
    for old in OUT.glob("*.eml"):
        old.unlink()
    expectations: dict[str, dict[str, Any]] = {}
    for name, raw, expect in mails():
        (OUT / name).write_bytes(raw)
        expectations[name] = expect
    (OUT / "expected.json").write_text(json.dumps(expectations, indent=1, ensure_ascii=False)
                                       + "\n")
    print(f"{len(expectations)} mails written to {OUT}")
