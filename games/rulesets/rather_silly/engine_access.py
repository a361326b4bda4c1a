"""The one place the rule set reaches into the variant engine's reading functions, and the
small text helpers every line reader shares."""

from __future__ import annotations

from typing import Any

CLOSED_FIELDS = ("isl", "cre", "hyp")  # no playing fields: no lama herd lives there


def engine() -> Any:
    """The variant engine's reading modules and board (imported on use; importing
    ``sequence`` registers every section's order forms with the grammar)."""
    from adjudication.rather_silly import conditions, grammar, lamas, sequence  # noqa: F401
    from adjudication.rather_silly.board import load_board

    return grammar, conditions, lamas, load_board()


def split_lines(raw: str) -> list[str]:
    return [line.strip() for line in (raw or "").splitlines() if line.strip()]


def first_word(line: str) -> str:
    return (line.split() or [""])[0].lower()


def plain(line: str) -> str:
    return " ".join(line.split())
