"""The development corpus's self-check (no reader involved). Every mail passes the CI
corpus's checks (tools/corpus/check.py: it parses, its scenario and kinds exist, every
expected box line and press body is in every text part, a reply tagged "quoted-report"
carries our mail) and its plausibility check on these bodies (each expected box, read by
the rule set for the seat and phase, refuses only the lines the body marks ``+?``). On top:
``last_mail`` exists from this folder, every line expected in "ignored" is in the mail, and
the Superhirn's published question never comes from a heading that says "secret" (the
issue's leak), nor does any body but the Superhirn's mark a box ``or_question``.

Run: ``python -m tools.devset --check`` (exit status 1 on any failure).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any
from unittest import mock

from tools.corpus import check as ci
from tools.corpus import write as ci_write
from tools.devset.write import OUT, all_bodies

SECRET_WORDS = re.compile(r"geheim|secret|privat|antwort|answer|lösung|solution", re.I)


def _ignored_in_mail(raw: bytes, expect: dict[str, Any]) -> list[str]:
    texts = ci.mail_texts(raw)
    forms = set().union(*(ci.line_forms(t) for t in texts)) if texts else set()
    return [f"ignored line not in the mail: {line!r}" for line in expect.get("ignored", [])
            if ci.squash(line) not in forms]


def check_file(name: str, raw: bytes, expect: dict[str, Any]) -> list[str]:
    problems = ci.check_mail(name, raw, expect)
    problems += _ignored_in_mail(raw, expect)
    if expect.get("last_mail") and not (OUT / expect["last_mail"]).exists():
        problems.append(f"no last_mail {expect['last_mail']} from {OUT}")
    return problems


def secrets() -> list[str]:
    """The published question only under a heading that names it; or_question only where
    the issue allows it (a seat with a public and a secret box of the same name)."""
    problems = []
    for body in all_bodies():
        for line in body.markup.split("\n"):
            sign, _, rest = line.partition(" ")
            if sign not in {"#", "#?"}:
                continue
            kind, _, heading = rest.partition(" | ")
            if kind == "superhirn_question" and SECRET_WORDS.search(heading.split(" | ")[0]):
                problems.append(f"{body.key}: question under a secret heading {heading!r}")
            if sign == "#?" and not body.key.endswith("-superhirn"):
                problems.append(f"{body.key}: or_question outside the Superhirn's mail")
    return problems


def plausibility() -> list[str]:
    """The CI corpus's plausibility check, run over these bodies."""
    with mock.patch.object(ci_write, "all_bodies", all_bodies):
        return ci.plausibility()


# What the counts are taken by: each expectation gives one or more keys per dimension.
DIMENSIONS = {
    "class": lambda e: e["classes"],
    "client": lambda e: [e["client"].rsplit("-", 1)[0]],
    "language": lambda e: [e["language"]],
    "game and phase": lambda e: ["-".join(e["scenario"].split("-")[:2])],
    "last_mail": lambda e: ["given" if "last_mail" in e else "not given"],
}


def tally(expected: dict[str, dict[str, Any]]) -> dict[str, Counter[str]]:
    return {what: Counter(key for e in expected.values() for key in keys(e))
            for what, keys in DIMENSIONS.items()}


def main() -> int:
    ci._setup()
    expected = json.loads((OUT / "expected.json").read_text())
    files = sorted(p.name for p in OUT.glob("*.eml"))
    failures = [] if files == sorted(expected) else [
        f"files and expectations differ: {sorted(set(files) ^ set(expected))[:5]}"]
    for name in files:
        if name in expected:
            failures += [f"{name}: {p}" for p in
                         check_file(name, (OUT / name).read_bytes(), expected[name])]
    failures += [f"plausibility: {p}" for p in plausibility()]
    failures += [f"secrets: {p}" for p in secrets()]
    lines = [f"{len(files)} mails, {len(all_bodies())} bodies"]
    lines += [f"per {what}: " + ", ".join(f"{k} {n}" for k, n in counter.most_common())
              for what, counter in tally(expected).items()]
    lines += [f"FAIL {failure}" for failure in failures] + [f"{len(failures)} failures"]
    print("\n".join(lines))
    return 1 if failures else 0
