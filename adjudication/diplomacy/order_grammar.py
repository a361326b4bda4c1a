"""The order grammar: tokens, pattern elements, rules and the backtracking matcher.

A line is split into :class:`Token` s once (precompiled regex; parentheses, commas and
semicolons count as spaces, every arrow or dash becomes the token ``-``). A :class:`Rule` is a
sequence of :class:`Element` s plus a builder that turns the captured values into an order.
The matcher tries the rules in order; each element yields every way it can match at a position
(a location may span several tokens: "Golf von Lyon", "St. Petersburg north coast"), so the
matcher backtracks over those until one rule consumes the whole line.

When nothing matches, the matcher knows the furthest token any element reached and what was
expected there; the parser turns that into "unknown province 'Burgnd'" or "did not understand
'zu' after 'A par'".

Extension point: :meth:`Grammar.extend` returns a new grammar with extra unit-type words,
keyword phrases and rules (put first, so a variant's reading wins). A variant writes rules
from the elements here (``Word``, ``UnitWord``, ``Loc``, ``LocList``) or its own
:class:`Element` subclass; builders receive a :class:`Captures` mapping and the parse context.
Matching is cached per (line, phase, grammar, map), so an element must depend on nothing else;
whatever needs the board goes in the builder. Results are remembered too, with the units the
builder looked up (``reading_cache.py``), so a builder must depend only on its captures and
its context (map, phase, the units it asks about). Nothing in this module knows any
particular order.

Speed: ``fast_match.first_match`` reads well-formed lines (the common case) without recording
failures: it skips rules whose required words are absent, answers the built-in elements
without generators and looks each location up once per position. Only a line that no rule
reads goes through :func:`match_rule` again, which notes how far each element got, for the
message.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .maps import COAST_WORDS, fold
from .messages import CATALOGUE, Catalogue, Localized

if TYPE_CHECKING:
    from .maps import Map

_TOKEN_RE = re.compile(r"->|=>|[→⇒–—>-]|[^\s()\[\],;\-–—>→⇒]+")
_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue"})
MAX_LOCATION_TOKENS = 5
A_PROVINCE = Localized("a province", "eine Provinz")
END_OF_ORDER = Localized("end of order", "Befehlsende")
Captures = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Token:
    text: str  # as typed
    low: str  # case-folded, accents kept: unit words like "A®" live here
    key: str  # fold(): keywords and names are matched on this

    @classmethod
    def of(cls, text: str) -> Token:
        low = text.casefold()
        key = fold(text) or ("-" if text in "->=>→⇒–—" else low)
        return cls(text, low, key)


# Orders repeat the same few hundred words; folding each once keeps parsing cheap.
_token = lru_cache(maxsize=8192)(Token.of)


def clear_token_cache() -> None:
    _token.cache_clear()


def tokenize(text: str) -> list[Token]:
    return [_token(t) for t in _TOKEN_RE.findall(text)]


@dataclass(frozen=True, slots=True)
class LocRef:
    """A location as the player named it: the province it resolved to, the coast they wrote
    (not yet checked against the province) and their text, for messages."""

    province: str
    coast: str | None
    text: str


class ParseFailure:
    """The furthest position the matcher reached and what it expected there."""

    __slots__ = ("expected", "position")

    def __init__(self) -> None:
        self.position = -1
        self.expected: list[Element] = []

    def note(self, position: int, element: Element) -> None:
        if position > self.position:
            self.position, self.expected = position, [element]
        elif position == self.position and element not in self.expected:
            self.expected.append(element)


class Element:
    """One piece of a pattern. ``match`` yields ``(next_position, value)`` for each way it fits
    at ``position`` (value None captures nothing); on no fit it calls ``state.failure.note``."""

    capture: str | None = None
    expect: str | Localized = "?"

    def match(self, tokens: Sequence[Token], position: int,
              state: MatchState) -> Iterator[tuple[int, Any]]:
        raise NotImplementedError


@dataclass(frozen=True, eq=False)
class Word(Element):
    """A keyword (one of the phrases the grammar lists for ``keyword``); captures True/False
    under ``capture`` if given; ``optional`` also matches nothing."""

    keyword: str
    optional: bool = False
    capture: str | None = None

    @property
    def expect(self) -> str:  # type: ignore[override]
        return self.keyword

    def match(self, tokens: Sequence[Token], position: int,
              state: MatchState) -> Iterator[tuple[int, Any]]:
        matched = False
        if position < len(tokens):
            for phrase in state.grammar.phrases(self.keyword, tokens[position].key):
                end = position + len(phrase)
                if end <= len(tokens) and all(
                        tokens[position + k].key == word for k, word in enumerate(phrase)):
                    matched = True
                    yield end, True
        if not matched:
            state.failure.note(position, self)
        if self.optional:
            yield position, False


@dataclass(frozen=True, eq=False)
class UnitWord(Element):
    """A unit-type word ("A", "Armee", "fleet"; variants add more); captures the type code."""

    capture: str | None = "unit_type"
    optional: bool = True
    expect: str | Localized = "A/F"

    def match(self, tokens: Sequence[Token], position: int,
              state: MatchState) -> Iterator[tuple[int, Any]]:
        if position < len(tokens):
            unit_type = state.grammar.unit_words.get(tokens[position].low)
            if unit_type is not None:
                yield position + 1, unit_type
            else:
                state.failure.note(position, self)
        else:
            state.failure.note(position, self)
        if self.optional:
            yield position, None


@dataclass(frozen=True, eq=False)
class Loc(Element):
    """A location: one to five tokens that name a province, with an optional coast."""

    capture: str | None = "at"
    expect: str | Localized = A_PROVINCE

    def match(self, tokens: Sequence[Token], position: int,
              state: MatchState) -> Iterator[tuple[int, Any]]:
        spans = state.locations_at(tokens, position)
        if not spans:
            state.failure.note(position, self)
        yield from spans


@dataclass(frozen=True, eq=False)
class LocList(Element):
    """Two or more locations joined by ``separator`` (a keyword): routes like Lon-Nth-Den."""

    capture: str | None = "route"
    separator: str = "MOVE"
    min_length: int = 2
    expect: str | Localized = A_PROVINCE

    def match(self, tokens: Sequence[Token], position: int,
              state: MatchState) -> Iterator[tuple[int, Any]]:
        loc, sep = Loc(capture=None), Word(self.separator)

        def walk(pos: int, route: tuple[LocRef, ...]) -> Iterator[tuple[int, Any]]:
            for after_loc, ref in loc.match(tokens, pos, state):
                longer = (*route, ref)
                for after_sep, _ in sep.match(tokens, after_loc, state):
                    yield from walk(after_sep, longer)
                if len(longer) >= self.min_length:
                    yield after_loc, longer

        yield from walk(position, ())


@dataclass(frozen=True, eq=False)
class End(Element):
    expect: str | Localized = END_OF_ORDER

    def match(self, tokens: Sequence[Token], position: int,
              state: MatchState) -> Iterator[tuple[int, Any]]:
        if position == len(tokens):
            yield position, None
        else:
            state.failure.note(position, self)


_END = End()


@dataclass(frozen=True)
class Rule:
    """``name`` identifies the rule; ``kind`` names the order kind in messages ("retreat");
    ``phases`` are the phase types it belongs to ("M", "R", "A")."""

    name: str
    kind: str
    phases: frozenset[str]
    pattern: tuple[Element, ...]
    build: Callable[[Captures, Any], Any]


@dataclass
class MatchState:
    """One line's matching: the furthest failure, and the location spans found at each
    position (every rule starts with the same location, so each is looked up once)."""

    grammar: Grammar
    game_map: Map
    failure: ParseFailure = field(default_factory=ParseFailure)
    spans: dict[int, list[tuple[int, LocRef]]] = field(default_factory=dict)

    def locations_at(self, tokens: Sequence[Token], start: int) -> list[tuple[int, LocRef]]:
        """Every ``(end, LocRef)`` such that tokens[start:end] name a location, longest first.

        Only spans that can name a location are looked up: after a word that starts a
        several-word name ("Golf", "St") up to five tokens; after a province name one or two
        more tokens that spell a coast ("spa nc", "Spain north coast"); else the token alone.
        No span ends on a ``-``."""
        found = self.spans.get(start)
        if found is not None:
            return found
        found = []
        count = len(tokens)
        if start < count and tokens[start].key != "-":
            game_map = self.game_map
            first = tokens[start].key
            if first in game_map.name_starts:  # "Golf von Lyon", "St. Petersburg nc"
                ends: Iterable[int] = range(min(count, start + MAX_LOCATION_TOKENS), start, -1)
            elif game_map.key_lookup(first) is not None:  # "spa nc", "Spain north"
                ends = []
                if start + 2 <= count:
                    after = tokens[start + 1].key
                    if start + 3 <= count and after + tokens[start + 2].key in COAST_WORDS:
                        ends.append(start + 3)
                    if after in COAST_WORDS:
                        ends.append(start + 2)
                ends.append(start + 1)
            else:
                ends = (start + 1,)
            for end in ends:
                if tokens[end - 1].key == "-":
                    continue
                text = tokens[start].text if end == start + 1 else \
                    " ".join(t.text for t in tokens[start:end])
                province, coast = game_map.split_location(text)
                if province is not None:
                    found.append((end, LocRef(province, coast, text)))
        self.spans[start] = found
        return found


def match_rule(rule: Rule, tokens: Sequence[Token], state: MatchState) -> dict[str, Any] | None:
    """The captures of the first way ``rule`` consumes all of ``tokens``, else None."""
    pattern = (*rule.pattern, _END)

    def walk(index: int, position: int, captures: dict[str, Any]) -> dict[str, Any] | None:
        if index == len(pattern):
            return captures
        element = pattern[index]
        for after, value in element.match(tokens, position, state):
            if element.capture is not None:
                result = walk(index + 1, after, {**captures, element.capture: value})
            else:
                result = walk(index + 1, after, captures)
            if result is not None:
                return result
        return None

    return walk(0, 0, {})


class Grammar:
    """Unit-type words, keyword phrases and rules; immutable, extended by copying."""

    def __init__(self, *, unit_words: Mapping[str, str], keywords: Mapping[str, Iterable[str]],
                 rules: Sequence[Rule], catalogue: Catalogue = CATALOGUE) -> None:
        self.unit_words: Mapping[str, str] = MappingProxyType(
            {word.casefold(): code for word, code in unit_words.items()})
        self.keywords: Mapping[str, tuple[str, ...]] = MappingProxyType(
            {k: tuple(v) for k, v in keywords.items()})
        self.rules: tuple[Rule, ...] = tuple(rules)
        self.catalogue = catalogue
        # keyword -> first word -> phrases (as word tuples), longest first
        self._phrases: dict[str, dict[str, list[tuple[str, ...]]]] = {}
        self.keyword_starts: frozenset[str] = frozenset()
        starts: set[str] = set()
        for keyword, phrases in self.keywords.items():
            table: dict[str, list[tuple[str, ...]]] = {}
            for phrase in phrases:
                for variant in {phrase, phrase.casefold().translate(_UMLAUTS)}:
                    words = tuple(t.key for t in tokenize(variant))
                    if words and words not in table.get(words[0], []):
                        table.setdefault(words[0], []).append(words)
            for options in table.values():
                options.sort(key=len, reverse=True)
            self._phrases[keyword] = table
            starts.update(table)
        self.keyword_starts = frozenset(starts)
        # id(rule) -> what it needs (see needs()); the rules are held by self.rules
        self._needs: dict[int, tuple[tuple[bool, frozenset[str]], ...]] = {}

    def needs(self, rule: Rule) -> tuple[tuple[bool, frozenset[str]], ...]:
        """What a line must contain for ``rule`` to match it: per required keyword (or unit
        word), the words one of which must be there, as ``(on_low, words)`` (``on_low``: the
        words are unit words, compared with ``Token.low``; else keyword starts, ``Token.key``).
        Elements of other types (a variant's own) require nothing here."""
        found = self._needs.get(id(rule))
        if found is None:
            needed = []
            for element in rule.pattern:
                if type(element) is Word and not element.optional:
                    needed.append((False, frozenset(self._phrases.get(element.keyword, {}))))
                elif type(element) is UnitWord and not element.optional:
                    needed.append((True, frozenset(self.unit_words)))
            found = tuple(needed)
            self._needs[id(rule)] = found
        return found

    def phrases(self, keyword: str, first_word: str) -> list[tuple[str, ...]]:
        return self._phrases.get(keyword, {}).get(first_word, [])

    def extend(self, *, unit_words: Mapping[str, str] | None = None,
               keywords: Mapping[str, Iterable[str]] | None = None,
               rules: Sequence[Rule] = (),
               messages: Mapping[str, Mapping[str, str]] | None = None) -> Grammar:
        """A new grammar: extra unit words, extra phrases for (new or existing) keywords, and
        ``rules`` tried before the existing ones; message texts for the new codes."""
        merged = {k: list(v) for k, v in self.keywords.items()}
        for keyword, phrases in (keywords or {}).items():
            merged.setdefault(keyword, []).extend(phrases)
        return Grammar(
            unit_words={**self.unit_words, **(unit_words or {})},
            keywords=merged,
            rules=(*rules, *self.rules),
            catalogue=self.catalogue.extend(messages) if messages else self.catalogue,
        )
