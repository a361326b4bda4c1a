"""§17 Conditional orders: grammar, errors, evaluation."""

import pytest

from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.conditions import (
    ConditionError,
    Facts,
    holds,
    parse,
    select,
)

BOARD = load_board()
FACTS = Facts(
    dislodged=frozenset({"F nth"}),
    moves=frozenset({("A mun", "tyr")}),
    occupied=frozenset({"tyr", "bur"}),
    owners={"bel": "france"},
)


@pytest.mark.parametrize("line, expected", [
    ("IF dislodged(F nth) THEN F nth R nwg", True),
    ("WENN verdrängt(F Nordsee) DANN F nth R nwg", True),
    ("IF dislodged(A mun) THEN A mun R boh", False),
    ("IF moved(A mun - tyr) AND NOT occupied(pie) THEN A tyr - pie", True),
    ("if moved(A mun - boh) then A boh - vie", False),
    ("IF empty(bur) THEN A par - bur", False),
    ("IF owns(france, bel) UND besetzt(bur) DANN A bur - bel", True),
    ("IF NICHT owns(germany, bel) THEN A mun H", True),
])
def test_conditions_are_evaluated_against_the_phase_before(line, expected):
    cond = parse(BOARD, line)
    assert holds(cond, FACTS) is expected


def test_a_line_without_if_is_a_plain_order():
    assert parse(BOARD, "A mun - tyr") is None


@pytest.mark.parametrize("line, message", [
    ("IF dislodged(F nth) F nth R nwg", "IF <condition> THEN <order>"),
    ("IF beaten(F nth) THEN F nth R nwg", "unknown condition 'beaten'"),
    ("IF dislodged(nth) THEN F nth R nwg", "name the unit with its type"),
    ("IF moved(A mun) THEN A tyr - pie", "give where the unit went"),
    ("IF occupied(atlantis) THEN A tyr - pie", "unknown province 'atlantis'"),
    ("IF owns(bel) THEN A tyr - pie", "give a power and a centre"),
    ("IF dislodged F nth THEN F nth R nwg", "cannot read the condition"),
])
def test_bad_conditions_say_what_is_wrong(line, message):
    with pytest.raises(ConditionError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse(BOARD, line)


def test_select_keeps_plain_lines_and_those_whose_condition_holds():
    lines = ["A par H", "IF dislodged(F nth) THEN F nth R nwg",
             "IF NOT dislodged(F nth) THEN F nth R edi",
             "IF nonsense THEN A par H"]
    chosen, errors = select(BOARD, lines, FACTS)
    assert chosen == ["A par H", "F nth R nwg"]
    assert len(errors) == 1 and errors[0][0] == "IF nonsense THEN A par H"
