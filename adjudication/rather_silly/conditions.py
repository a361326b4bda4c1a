"""§17 Conditional orders: ``IF <conditions> THEN <order>`` (German: ``WENN ... DANN ...``).

Orders may depend on *earlier* phases only, so retreat and build orders can be sent with the
movement orders, conditional on how the moves turn out (birds must do so, §8). Grammar::

    line       := [IF|WENN] condition {(AND|UND) condition} (THEN|DANN) order
    condition  := [NOT|NICHT] test
    test       := dislodged(K loc)      verdrängt(K loc)   the unit was dislodged
                | moved(K loc - prov)   gezogen(...)       it moved there
                | occupied(prov)        besetzt(prov)      some unit stands there now
                | empty(prov)           leer(prov)         no unit stands there now
                | owns(power, prov)     besitzt(...)       the centre belongs to power

Keywords are case-insensitive; ``K`` is a kind letter, ``loc``/``prov`` anything the board's
lookup knows. A line without ``IF``/``WENN`` is an unconditional order. :func:`parse` raises
:class:`ConditionError` saying what is wrong and what would be right; :func:`holds` evaluates
a parsed condition against :class:`Facts`, the outcome of the phase before.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from adjudication.rather_silly.grammar import canonical_locations
from adjudication.values import quick_init

TESTS = {
    "dislodged": "dislodged", "verdrängt": "dislodged", "verdraengt": "dislodged",
    "moved": "moved", "gezogen": "moved",
    "occupied": "occupied", "besetzt": "occupied",
    "empty": "empty", "leer": "empty",
    "owns": "owns", "besitzt": "owns",
}
USAGE = {
    "dislodged": "dislodged(F nth)",
    "moved": "moved(A mun - tyr)",
    "occupied": "occupied(bur)",
    "empty": "empty(bur)",
    "owns": "owns(france, bel)",
}
_LINE = re.compile(r"^\s*(?:IF|WENN)\s+(?P<cond>.+?)\s+(?:THEN|DANN)\s+(?P<order>.+)$",
                   re.IGNORECASE | re.DOTALL)
_TEST = re.compile(r"^(?P<neg>(?:NOT|NICHT)\s+)?(?P<name>[^\s(]+)\s*\((?P<args>[^)]*)\)$",
                   re.IGNORECASE)
_AND = re.compile(r"\s+(?:AND|UND)\s+", re.IGNORECASE)


class ConditionError(ValueError):
    """A conditional line that cannot be read."""


@quick_init
@dataclass(frozen=True, slots=True)
class Test:
    name: str  # one of USAGE
    args: tuple[str, ...]  # normalised: provinces, "K prov" for units, power keys
    negated: bool = False


@quick_init
@dataclass(frozen=True, slots=True)
class Conditional:
    tests: tuple[Test, ...]
    order: str  # the order text, parsed by the order grammar when the condition holds


@dataclass(frozen=True, slots=True)
class Facts:
    """The outcome of the phase the condition looks back on."""

    dislodged: frozenset[str] = frozenset()  # "F nth" (kind letter + province)
    moves: frozenset[tuple[str, str]] = frozenset()  # ("A mun", "tyr") that succeeded
    occupied: frozenset[str] = frozenset()
    owners: Mapping[str, str] = field(default_factory=dict)


def _province(board: Any, text: str, test: str) -> str:
    key = text.strip()
    found = canonical_locations(board).get(key) or board.map.lookup(key)
    if found is None:
        raise ConditionError(f"{test}: unknown province {text.strip()!r}")
    return found.split("/", 1)[0]


_STARTS_WITH_IF = re.compile(r"^\s*(IF|WENN)\b", re.IGNORECASE)


def _unit(board: Any, text: str, test: str) -> str:
    parts = text.split(None, 1)
    if len(parts) != 2:
        raise ConditionError(f"{test}: name the unit with its type, as in {USAGE[test]}")
    return f"{parts[0].upper()} {_province(board, parts[1], test)}"


def _test(board: Any, text: str) -> Test:
    m = _TEST.match(text.strip())
    if not m:
        raise ConditionError(
            f"cannot read the condition {text.strip()!r}; write one of "
            + ", ".join(USAGE.values())
        )
    name = TESTS.get(m["name"].lower())
    if name is None:
        raise ConditionError(
            f"unknown condition {m['name']!r}; known: {', '.join(sorted(USAGE))}"
        )
    raw = m["args"]
    if name == "dislodged":
        args: tuple[str, ...] = (_unit(board, raw, name),)
    elif name == "moved":
        if "-" not in raw:
            raise ConditionError(f"moved: give where the unit went, as in {USAGE['moved']}")
        unit, to = raw.split("-", 1)
        args = (_unit(board, unit, name), _province(board, to, name))
    elif name == "owns":
        if "," not in raw:
            raise ConditionError(f"owns: give a power and a centre, as in {USAGE['owns']}")
        power, where = raw.split(",", 1)
        args = (power.strip().lower(), _province(board, where, name))
    else:
        args = (_province(board, raw, name),)
    return Test(name, args, negated=bool(m["neg"]))


# "IF dislodged(A bud) THEN A bud R rum", the form most lines take, written the plain way
_PLAIN = re.compile(r"IF dislodged\(([A-Z]{1,2}) ([a-z]{3}(?:/[a-z]{2})?)\) THEN (\S.*)\Z",
                    re.DOTALL)


def parse(board: Any, line: str) -> Conditional | None:
    """A conditional line, or None if the line has no ``IF``/``WENN`` (a plain order)."""
    plain = _PLAIN.match(line)
    if plain is not None and plain[2] in canonical_locations(board):
        # what the general reading below gives for it, without its four expressions
        unit = f"{plain[1]} {plain[2].split('/', 1)[0]}"
        return Conditional((Test("dislodged", (unit,)),), plain[3].strip())
    if not _STARTS_WITH_IF.match(line):
        return None
    m = _LINE.match(line)
    if not m:
        raise ConditionError(
            f"{line.strip()!r}: a conditional order reads 'IF <condition> THEN <order>' "
            "(or 'WENN ... DANN ...')"
        )
    tests = tuple(_test(board, part) for part in _AND.split(m["cond"]))
    return Conditional(tests, m["order"].strip())


def holds(conditional: Conditional, facts: Facts) -> bool:
    tests = conditional.tests
    if len(tests) == 1:  # (most lines: the same answer without the generator)
        return _check(tests[0], facts) != tests[0].negated
    return all(_check(t, facts) != t.negated for t in tests)


def _check(test: Test, facts: Facts) -> bool:
    if test.name == "dislodged":
        return test.args[0] in facts.dislodged
    if test.name == "moved":
        return (test.args[0], test.args[1]) in facts.moves
    if test.name == "occupied":
        return test.args[0] in facts.occupied
    if test.name == "empty":
        return test.args[0] not in facts.occupied
    return facts.owners.get(test.args[1]) == test.args[0]


def select(
    board: Any, lines: list[str], facts: Facts
) -> tuple[list[str], list[tuple[str, str]]]:
    """The order lines that apply after ``facts``, and (line, error) for unreadable ones."""
    chosen, errors, _passed = select_with_skipped(board, lines, facts)
    return chosen, errors


def select_with_skipped(
    board: Any, lines: list[str], facts: Facts
) -> tuple[list[str], list[tuple[str, str]], list[str]]:
    """:func:`select`, and the conditional lines whose condition did not hold (in order),
    each line read once."""
    chosen: list[str] = []
    errors: list[tuple[str, str]] = []
    passed: list[str] = []
    for line in lines:
        try:
            cond = parse(board, line)
        except ConditionError as exc:
            errors.append((line, str(exc)))
            continue
        if cond is None:
            chosen.append(line)
        elif holds(cond, facts):
            chosen.append(cond.order)
        else:
            passed.append(line)
    return chosen, errors, passed
