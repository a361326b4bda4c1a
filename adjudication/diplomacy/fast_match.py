"""The matcher's fast path: the first rule that reads a whole line, with its captures.

:func:`first_match` gives the same answer as trying ``order_grammar.match_rule`` on each rule
in turn (the same depth-first search over each element's ways to match, in the order its
``match`` yields them) with less work: a rule whose required words are nowhere in the line is
skipped (``Grammar.needs``); the built-in elements (``Word``, ``UnitWord``, ``Loc``) are
answered inline with lists instead of generators; the search is a loop, not recursion;
locations are looked up once per position (``MatchState.locations_at``); captures are built
only for the rule that fits. A variant's own element types are asked through their ``match``.

Failures are not recorded: the parser asks ``match_rule`` again, only for a line that no rule
reads, to say how far it got and what was expected.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from .order_grammar import Element, Loc, MatchState, Rule, Token, UnitWord, Word


def first_match(rules: Iterable[Rule], tokens: Sequence[Token],
                state: MatchState) -> tuple[Rule, dict[str, Any]] | None:
    """The first of ``rules`` that consumes all of ``tokens``, with its captures (see the
    module docstring), else None."""
    count = len(tokens)
    keys = [t.key for t in tokens]
    key_set, low_set = set(keys), {t.low for t in tokens}
    grammar = state.grammar
    phrase_table, unit_words = grammar._phrases, grammar.unit_words
    memo: dict[tuple[int, int], list[tuple[int, Any]]] = {}

    def ways(element: Element, position: int) -> list[tuple[int, Any]]:
        kind = type(element)
        if kind is Loc:
            return state.locations_at(tokens, position)
        found: list[tuple[int, Any]] = []
        if kind is Word:
            if position < count:
                for phrase in phrase_table.get(element.keyword, {}).get(keys[position], ()):
                    end = position + len(phrase)
                    # the table is keyed by a phrase's first word: one-word phrases fit
                    if end == position + 1 or (
                            end <= count and tuple(keys[position:end]) == phrase):
                        found.append((end, True))
            if element.optional:
                found.append((position, False))
            return found
        if kind is UnitWord:
            if position < count:
                unit_type = unit_words.get(tokens[position].low)
                if unit_type is not None:
                    found.append((position + 1, unit_type))
            if element.optional:
                found.append((position, None))
            return found
        key = (id(element), position)
        known = memo.get(key)
        if known is None:
            known = memo[key] = list(element.match(tokens, position, state))
        return known

    for rule in rules:
        for on_low, words in grammar.needs(rule):
            if (low_set if on_low else key_set).isdisjoint(words):
                break  # a required word is nowhere in the line: the rule cannot match
        else:
            pattern = rule.pattern
            values = _search(pattern, count, ways)
            if values is not None:
                return rule, {element.capture: value
                              for element, value in zip(pattern, values, strict=True)
                              if element.capture is not None}
    return None


def _search(pattern: Sequence[Element], count: int,
            ways: Callable[[Element, int], list[tuple[int, Any]]]) -> list[Any] | None:
    """Depth first, without recursion: the value each element took in the first way
    ``pattern`` consumes all ``count`` tokens, else None."""
    size = len(pattern)
    if size == 0:
        return [] if count == 0 else None
    values: list[Any] = [None] * size
    options = [ways(pattern[0], 0)] + [[]] * (size - 1)
    tried = [0] * size
    index = 0
    while index >= 0:
        here = options[index]
        if tried[index] == len(here):
            index -= 1
            continue
        after, values[index] = here[tried[index]]
        tried[index] += 1
        if index + 1 == size:
            if after == count:
                return values
            continue
        index += 1
        options[index] = ways(pattern[index], after)
        tried[index] = 0
    return None
