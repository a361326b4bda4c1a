"""Order parser: what players type (English or German, any case, optional unit type) to orders.

    parse_order("A Paris -> Burgund", load_map())          -> ParsedOrder(order=Move(...),
                                                               canonical="A par - bur")
    parse_order("A Par - Burgnd", m, lang="de").render()   -> "Unbekannte Provinz 'Burgnd' –
                                                               meinten Sie Burgund (bur)?"

Guarantees: a line never raises; a failed line carries a :class:`Message` (code + params,
rendered in en/de) and, where one exists, the closest valid reading as ``suggestion``. A
missing fleet coast is inferred when only one coast fits. Given ``units``, the parser fills in
a missing unit type or fleet coast and warns (``warnings``) about orders for empty provinces;
it does not judge legality (armies at sea, unreachable moves): that is the resolver's job.

Phases: ``phase_type`` "M" (movement), "R" (retreats: "A mun - boh" is a retreat), "A"
(adjustments: "A mun D" removes), or None to accept any. A line that only fits another phase
gets a ``wrong_phase`` message.

Extension point: pass ``grammar=STANDARD_GRAMMAR.extend(unit_words=..., keywords=...,
rules=...)`` (see ``order_grammar.py``). A variant's order classes may define
``canonical() -> str``; :func:`format_order` uses it.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, NamedTuple

from .canonical import read_folded_movement
from .fast_match import first_match
from .maps import Map, fold
from .messages import CATALOGUE, ORDER_KIND_NAMES, PHASE_NAMES, Catalogue, Localized, Message
from .order_grammar import (
    Grammar,
    Loc,
    MatchState,
    Rule,
    Token,
    UnitWord,
    Word,
    clear_token_cache,
    match_rule,
    tokenize,
)
from .orders import (
    Build,
    Convoy,
    Disband,
    Hold,
    Move,
    Order,
    Remove,
    Retreat,
    SupportHold,
    SupportMove,
    Unit,
    Waive,
)
from .reading_cache import ReadingCache, UnitsSeen
from .standard_grammar import STANDARD_GRAMMAR, OrderContext, OrderProblem

__all__ = [
    "STANDARD_GRAMMAR",
    "ParsedOrder",
    "clear_caches",
    "format_order",
    "parse_order",
    "parse_orders",
]


@dataclass(frozen=True, slots=True)
class ParsedOrder:
    line: str
    order: Order | None
    canonical: str
    error: Message | None = None
    suggestion: str | None = None
    warnings: tuple[Message, ...] = ()
    power: str | None = None  # from a "England: ..." prefix
    lang: str = "en"  # the default language of render()
    catalogue: Catalogue = field(default=CATALOGUE, repr=False, compare=False)

    @property
    def ok(self) -> bool:
        return self.error is None

    def render(self, lang: str | None = None) -> str:
        """The error (else the warnings) as one line in ``lang`` (default: the language asked
        for when parsing); empty when all is well."""
        shown = [self.error] if self.error is not None else list(self.warnings)
        return " ".join(m.render(lang or self.lang, self.catalogue) for m in shown)


class _Reading(NamedTuple):
    """What the body of a line reads as; :func:`_parse` adds the line, power and language."""

    order: Order | None
    canonical: str
    error: Message | None = None
    suggestion: str | None = None
    warnings: tuple[Message, ...] = ()


def _unit_text(unit_type: str | None, at: str) -> str:
    return f"{unit_type} {at}" if unit_type else at


# The standard orders by exact type: one dict lookup instead of walking the match statement.
_WRITERS: dict[type, Callable[[Any], str]] = {
    Hold: lambda o: f"{_unit_text(o.unit_type, o.at)} H",
    Move: lambda o: f"{_unit_text(o.unit_type, o.at)} - {o.to}"
                    + (" via convoy" if o.via_convoy else ""),
    SupportHold: lambda o: f"{_unit_text(o.unit_type, o.at)} S "
                           f"{_unit_text(o.target_type, o.target_at)}",
    SupportMove: lambda o: f"{_unit_text(o.unit_type, o.at)} S "
                           f"{_unit_text(o.target_type, o.target_at)} - {o.target_to}",
    Convoy: lambda o: f"{_unit_text(o.unit_type, o.at)} C A {o.army_at} - {o.army_to}",
    Retreat: lambda o: f"{_unit_text(o.unit_type, o.at)} R {o.to}",
    Disband: lambda o: f"{_unit_text(o.unit_type, o.at)} D",
    Build: lambda o: f"Build {o.unit_type} {o.at}",
    Remove: lambda o: f"Remove {_unit_text(o.unit_type, o.at)}",
    Waive: lambda o: "Waive",
}


def format_order(order: object) -> str:
    """Canonical notation: ``A par - bur``, ``F nth C A lon - bel``, ``Build F stp/nc``."""
    write = _WRITERS.get(type(order))
    if write is not None:
        return write(order)
    own = getattr(order, "canonical", None)
    if callable(own):
        return str(own())

    def unit(unit_type: str | None, at: str) -> str:
        return f"{unit_type} {at}" if unit_type else at

    match order:
        case Hold(t, at):
            return f"{unit(t, at)} H"
        case Move(t, at, to, via):
            return f"{unit(t, at)} - {to}" + (" via convoy" if via else "")
        case SupportHold(t, at, tt, tat):
            return f"{unit(t, at)} S {unit(tt, tat)}"
        case SupportMove(t, at, tt, tat, to):
            return f"{unit(t, at)} S {unit(tt, tat)} - {to}"
        case Convoy(t, at, army_at, army_to):
            return f"{unit(t, at)} C A {army_at} - {army_to}"
        case Retreat(t, at, to):
            return f"{unit(t, at)} R {to}"
        case Disband(t, at):
            return f"{unit(t, at)} D"
        case Build(t, at):
            return f"Build {t} {at}"
        case Remove(t, at):
            return f"Remove {unit(t, at)}"
        case Waive():
            return "Waive"
    raise TypeError(f"not an order: {order!r}")


def parse_orders(text: str, game_map: Map, *, phase_type: str | None = "M",
                 units: Iterable[Unit] | None = None, lang: str = "en",
                 grammar: Grammar = STANDARD_GRAMMAR) -> list[ParsedOrder]:
    """One result per non-empty line; lines starting with ``#`` or ``//`` are comments."""
    unit_list = list(units) if units is not None else None
    results = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith(("#", "//")):
            continue
        results.append(parse_order(stripped, game_map, phase_type=phase_type, units=unit_list,
                                   lang=lang, grammar=grammar))
    return results


def parse_order(text: str, game_map: Map, *, phase_type: str | None = "M",
                units: Iterable[Unit] | None = None, lang: str = "en",
                grammar: Grammar = STANDARD_GRAMMAR) -> ParsedOrder:
    """Parse one order line. ``lang`` is the default language of ``ParsedOrder.render()``;
    the messages themselves are language-neutral (code + params).

    Results are remembered per (line, phase, grammar, map, language) together with the units
    the reading looked at (see ``reading_cache.py``): the same line with the same units in those
    provinces gets the same (immutable) result without being read again."""
    index = _readings.index(units)
    key = (text, phase_type, grammar, game_map, lang, index is None)
    result = _readings.find(key, index)
    if result is not None:
        return result
    seen = None if index is None else UnitsSeen(index)
    try:
        result = _parse(text, game_map, phase_type, seen, grammar, lang)
    except Exception:  # a parser bug must not cost the player their whole order sheet
        return ParsedOrder(text, None, "", Message.of("unreadable", text=text), lang=lang,
                           catalogue=grammar.catalogue)
    _readings.remember(key, seen, result)
    return result


_readings: ReadingCache[ParsedOrder] = ReadingCache()


def clear_caches() -> None:
    """Forget every line reading this module remembers (``interface.clear_caches`` also
    empties the one-pass movement's: benchmarks start their rounds cold with it)."""
    _readings.clear()
    _match_line.cache_clear()
    read_folded_movement.cache_clear()
    clear_token_cache()


def _parse(text: str, game_map: Map, phase_type: str | None, units: Mapping[str, Unit] | None,
           grammar: Grammar, lang: str) -> ParsedOrder:
    line = text
    catalogue = grammar.catalogue
    body = text.split("#", 1)[0].strip()
    if not body:
        return ParsedOrder(line, None, "", Message.of("empty"), lang=lang, catalogue=catalogue)
    power, power_error, body = _split_power(body, game_map)
    result = _parse_body(body, game_map, phase_type, units, grammar, retry=True)
    if power_error is None:
        return ParsedOrder(line, result.order, result.canonical, result.error,
                           result.suggestion, result.warnings, power, lang, catalogue)
    suggestion = None
    if result.order is not None and power_error[1] is not None:
        suggestion = f"{game_map.powers[power_error[1]].name_en}: {result.canonical}"
    return ParsedOrder(line, None, "", power_error[0], suggestion, result.warnings, None, lang,
                       catalogue)


def _split_power(body: str, game_map: Map) -> tuple[str | None, tuple[Message, str | None]
                                                     | None, str]:
    if ":" not in body:
        return None, None, body
    head, colon, rest = body.partition(":")
    if len(head.split()) > 3:
        return None, None, body
    power = game_map.power_lookup(head)
    if power is not None:
        return power, None, rest.strip()
    names = {fold(n): key for key, p in game_map.powers.items()
             for n in (key, p.name_en, p.name_de, *p.aliases)}
    close = difflib.get_close_matches(fold(head), list(names), n=1, cutoff=0.6)
    if close:
        key = names[close[0]]
        p = game_map.powers[key]
        return None, (Message.of("unknown_power_suggest", text=head.strip(),
                                 name=Localized(p.name_en, p.name_de)), key), rest.strip()
    return None, (Message.of("unknown_power", text=head.strip()), None), rest.strip()


def _parse_body(body: str, game_map: Map, phase_type: str | None,
                units: Mapping[str, Unit] | None, grammar: Grammar, retry: bool) -> _Reading:
    found = _match_line(body, phase_type, grammar, game_map)
    if found is not None:
        rule, captured = found
        ctx = OrderContext(game_map, phase_type, units)
        try:
            order = rule.build(dict(captured), ctx)
        except OrderProblem as problem:
            return _Reading(None, "", problem.message, None, tuple(ctx.warnings))
        return _Reading(order, format_order(order), None, None, tuple(ctx.warnings))
    tokens = tokenize(body)
    if not tokens:
        return _Reading(None, "", Message.of("empty"))
    state = MatchState(grammar, game_map)
    for rule in grammar.rules:  # only to note how far each got, for the message
        if phase_type is None or phase_type in rule.phases:
            match_rule(rule, tokens, state)
    for rule in grammar.rules:
        if phase_type is None or phase_type in rule.phases:
            continue
        if match_rule(rule, tokens, MatchState(grammar, game_map)) is not None:
            phase = min(rule.phases)
            kind = ORDER_KIND_NAMES.get(rule.kind, Localized(rule.kind, rule.kind))
            return _Reading(None, "", Message.of(
                "wrong_phase", kind=kind, phase=PHASE_NAMES.get(phase, Localized(phase, phase))))
    return _explain_failure(body, tokens, state, game_map, phase_type, units, grammar, retry)


_rules_of_phase: dict[tuple[Grammar, str | None], tuple[Rule, ...]] = {}


@lru_cache(maxsize=16384)
def _match_line(body: str, phase_type: str | None, grammar: Grammar,
                game_map: Map) -> tuple[Rule, tuple[tuple[str, Any], ...]] | None:
    """The first rule of the phase that reads the whole line, with its captures.

    Matching depends only on these arguments (grammar and map are immutable), and order
    sheets repeat the same lines phase after phase, so results are cached; building the
    order, which may look at the units, is not."""
    rules = _rules_of_phase.get((grammar, phase_type))
    if rules is None:
        rules = _rules_of_phase[grammar, phase_type] = tuple(
            rule for rule in grammar.rules if phase_type is None or phase_type in rule.phases)
    found = first_match(rules, tokenize(body), MatchState(grammar, game_map))
    if found is None:
        return None
    rule, captures = found
    return rule, tuple(captures.items())


def _explain_failure(body: str, tokens: list[Token], state: MatchState, game_map: Map,
                     phase_type: str | None, units: Mapping[str, Unit] | None, grammar: Grammar,
                     retry: bool) -> _Reading:
    failure = state.failure
    pos = max(failure.position, 0)
    before = " ".join(t.text for t in tokens[:pos])
    wants_location = any(isinstance(e, Loc) for e in failure.expected)

    def reparse(new_tokens: list[str]) -> str | None:
        if not retry:
            return None
        again = _parse_body(" ".join(new_tokens), game_map, phase_type, units, grammar, False)
        return again.canonical if again.order is not None else None

    words = [t.text for t in tokens]
    if pos >= len(tokens):
        expected = Localized(*(
            _one_of([_describe(e, grammar, lang) for e in failure.expected], joiner)
            for lang, joiner in (("en", " or "), ("de", " oder "))))
        return _Reading(None, "", Message.of(
            "incomplete", before=before, expected=expected))
    if wants_location and not _is_grammar_word(tokens[pos], grammar):
        end = pos + 1
        while end < len(tokens) and end - pos < 4 and not _is_grammar_word(tokens[end], grammar):
            end += 1
        for stop in range(end, pos, -1):  # longest unknown phrase with a close match
            unknown = " ".join(words[pos:stop])
            found = game_map.suggest(unknown, limit=1)
            if found:
                abbr = found[0]
                prov = game_map.provinces[abbr]
                return _Reading(None, "", Message.of(
                    "unknown_province_suggest", text=unknown,
                    name=Localized(prov.name_en, prov.name_de), abbr=abbr),
                    reparse([*words[:pos], abbr, *words[stop:]]))
        if pos == 0 and len(tokens) == 1:
            return _Reading(None, "", Message.of("unreadable", text=body))
        return _Reading(None, "", Message.of("unknown_province", text=words[pos]))
    if pos == 0:
        return _Reading(None, "", _bad_start(tokens[0], grammar, phase_type))
    suggestion = reparse([*words[:pos], "-", *words[pos:]])
    return _Reading(None, "", Message.of("unexpected_word", word=words[pos],
                                                  before=before), suggestion)


def _bad_start(token: Token, grammar: Grammar, phase_type: str | None) -> Message:
    """A line whose first word starts no order of this phase: say which phase it belongs to,
    if it starts an order of another one ("Build" while moving)."""
    for rule in grammar.rules:
        first = rule.pattern[0] if rule.pattern else None
        if isinstance(first, Word) and grammar.phrases(first.keyword, token.key) \
                and phase_type is not None and phase_type not in rule.phases:
            phase = min(rule.phases)
            kind = ORDER_KIND_NAMES.get(rule.kind, Localized(rule.kind, rule.kind))
            return Message.of("wrong_phase", kind=kind,
                              phase=PHASE_NAMES.get(phase, Localized(phase, phase)))
    return Message.of("bad_start", word=token.text)


def _one_of(options: list[str], joiner: str) -> str:
    unique = list(dict.fromkeys(options))
    if len(unique) < 2:
        return "".join(unique)
    return ", ".join(unique[:-1]) + joiner + unique[-1]


def _is_grammar_word(token: Token, grammar: Grammar) -> bool:
    return token.key in grammar.keyword_starts or token.low in grammar.unit_words


def _describe(element: object, grammar: Grammar, lang: str) -> str:
    if isinstance(element, Word):
        phrases = grammar.keywords.get(element.keyword, (element.keyword,))
        short = phrases[0]  # the short form ("S", "-"), understood in both languages
        return short.upper() if len(short) == 1 else short
    if isinstance(element, UnitWord):
        return "A/F"
    expect = getattr(element, "expect", "?")
    return getattr(expect, lang) if isinstance(expect, Localized) else str(expect)
