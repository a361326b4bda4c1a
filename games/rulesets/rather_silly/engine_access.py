"""The small text helpers every line reader shares, and the fields no lama herd lives on.

The engine itself is reached only through its face, ``adjudication.rather_silly``, which each
module of this rule set imports at module top (``tests/platform/test_engine_faces.py``). This
module once handed the engine's inner modules out on use; nothing asked for that laziness (the
registry's start-up check imports every rule set, so every process loads the engine anyway),
and importing the face registers every section's order forms with the grammar before the
first line is read.
"""

from __future__ import annotations

CLOSED_FIELDS = ("isl", "cre", "hyp")  # no playing fields: no lama herd lives there


def split_lines(raw: str) -> list[str]:
    return [line.strip() for line in (raw or "").splitlines() if line.strip()]


def first_word(line: str) -> str:
    return (line.split() or [""])[0].lower()


def plain(line: str) -> str:
    return " ".join(line.split())
