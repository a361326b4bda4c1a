"""Reading and checking a card set (rules: "Die Karten"; the format: ``cards.py``).

:func:`load_card_set` reads a card-set file's text and reports *every* problem with its line
number; :func:`card_set_from_json` does so from parsed JSON (without line numbers, cached per
distinct set) and :func:`card_from_json` for one card on its own. A :class:`CardSetError`
carries the problems as :class:`Problem` values. :func:`shipped_card_set` reads the sets
shipped with the engine (``data/practice.json``, ``data/known.json``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from adjudication.game1848.cards import (
    FLAGS,
    FORMAT,
    ID_PATTERNS,
    KINDS,
    PARTIES,
    Card,
    CardSet,
    CardSetError,
    Military,
    Problem,
)
from adjudication.game1848.effects import Effect, EffectError, read_effect
from adjudication.game1848.locate import line_for, value_lines

DATA = Path(__file__).with_name("data")
SHIPPED = {"practice": "practice.json", "known": "known.json"}

_CARD_FIELDS = {
    "sequence": {"name"},
    "person": {"name", "party", "value", "military"},
    "extra": {"name", "effects", "rot", "cancels", "wakes", "targets_leaders"},
    "army": {"name", "flag", "strength"},
}
_COMMON = {"id", "kind", "in_play", "invented", "source", "note"}


class _Reader:
    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def fail(self, path: tuple[Any, ...], message: str) -> None:
        self.problems.append(Problem(path, message))

    def integer(self, raw: Mapping[str, Any], key: str, path: tuple, low: int, high: int,
                nullable: bool = True) -> int | None:
        value = raw.get(key)
        if value is None and nullable:
            return None
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            self.fail((*path, key), f"must be a whole number from {low} to {high}"
                      + (" or null (unknown)" if nullable else "") + f", not {value!r}")
            return None
        return value

    def choice(self, raw: Mapping[str, Any], key: str, path: tuple,
               options: Sequence[str]) -> str | None:
        value = raw.get(key)
        if value is None:
            return None
        if value not in options:
            self.fail((*path, key), f"must be one of {', '.join(options)} or null (unknown), "
                                    f"not {value!r}")
            return None
        return value

    def text(self, raw: Mapping[str, Any], key: str, path: tuple) -> str | None:
        value = raw.get(key)
        if value is not None and not isinstance(value, str):
            self.fail((*path, key), f"must be text, not {value!r}")
            return None
        return value

    def flag(self, raw: Mapping[str, Any], key: str, path: tuple) -> bool:
        value = raw.get(key, False)
        if not isinstance(value, bool):
            self.fail((*path, key), f"must be true or false, not {value!r}")
            return False
        return value

    def card(self, raw: Any, path: tuple) -> Card | None:
        if not isinstance(raw, Mapping):
            self.fail(path, "each card must be a JSON object")
            return None
        kind = raw.get("kind")
        if kind not in KINDS:
            self.fail((*path, "kind"), f"must be one of {', '.join(KINDS)}, not {kind!r}")
            return None
        card_id = raw.get("id")
        if not isinstance(card_id, str) or not ID_PATTERNS[kind].match(card_id):
            example = {"sequence": "A01", "person": "PE01", "extra": "Z01", "army": "Z28"}[kind]
            self.fail((*path, "id"), f"a {kind} card's id looks like {example}, not {card_id!r}")
            return None
        unknown = sorted(set(raw) - _CARD_FIELDS[kind] - _COMMON)
        for key in unknown:
            allowed = ", ".join(sorted(_CARD_FIELDS[kind] | _COMMON))
            self.fail((*path, key), f"unknown field for a {kind} card; known: {allowed}")
        common = {
            "id": card_id, "kind": kind, "name": self.text(raw, "name", path),
            "in_play": self.flag({"in_play": raw.get("in_play", True)}, "in_play", path),
            "invented": self.flag(raw, "invented", path),
            "source": self.text(raw, "source", path), "note": self.text(raw, "note", path),
        }
        if kind == "person":
            military = None
            if raw.get("military") is not None:
                mil = raw["military"]
                if not isinstance(mil, Mapping):
                    self.fail((*path, "military"), "must be {\"flag\": ..., \"strength\": ...}")
                else:
                    military = Military(self.choice(mil, "flag", (*path, "military"), FLAGS),
                                        self.integer(mil, "strength", (*path, "military"), 0,
                                                     99))
            return Card(**common, party=self.choice(raw, "party", path, PARTIES),
                        value=self.integer(raw, "value", path, -99, 99), military=military)
        if kind == "extra":
            return Card(**common, effects=self.effects(raw.get("effects"), (*path, "effects")),
                        rot=self.integer(raw, "rot", path, 0, 99),
                        cancels=self.text(raw, "cancels", path),
                        wakes=self.flag(raw, "wakes", path),
                        targets_leaders=self.flag(raw, "targets_leaders", path))
        if kind == "army":
            return Card(**common, flag=self.choice(raw, "flag", path, FLAGS),
                        strength=self.integer(raw, "strength", path, 0, 99), wakes=True)
        return Card(**common)

    def effects(self, raw: Any, path: tuple) -> tuple[Effect, ...] | None:
        if raw is None:
            return None
        if not isinstance(raw, list):
            self.fail(path, "must be a list of effects (or null: unknown)")
            return None
        found = []
        for index, item in enumerate(raw):
            try:
                found.append(read_effect(item))
            except EffectError as error:
                self.fail((*path, index, *error.path), str(error))
        return tuple(found)


def _cross_checks(reader: _Reader, cards: list[tuple[int, Card]]) -> None:
    seen: dict[str, int] = {}
    for index, card in cards:
        if card.id in seen:
            reader.fail(("cards", index, "id"),
                        f"{card.id} appears twice (first as card {seen[card.id]})")
        seen.setdefault(card.id, index)
    by_id = {card.id: card for _, card in cards}
    for index, card in cards:
        if card.cancels is None:
            continue
        other = by_id.get(card.cancels)
        if other is None or other.kind != "extra":
            reader.fail(("cards", index, "cancels"),
                        f"names {card.cancels!r}, which is no Zusatzkarte of this set")
        elif other.cancels != card.id:
            reader.fail(("cards", index, "cancels"),
                        f"{card.cancels} must name {card.id} back (\"cancels\": \"{card.id}\")")


def card_from_json(raw: Any) -> Card:
    """One card on its own (no checks against the rest of its set)."""
    reader = _Reader()
    card = reader.card(raw, ("card",))
    if reader.problems or card is None:
        raise CardSetError(reader.problems or [Problem(("card",), "not a card")])
    return card


def card_set_from_json(data: Any) -> CardSet:
    """A validated :class:`CardSet` from parsed JSON; :class:`CardSetError` lists every fault
    (without line numbers: see :func:`load_card_set` for those)."""
    try:
        key = json.dumps(data, sort_keys=True)
    except (TypeError, ValueError):
        return _card_set_from_json(data)
    # Every position carries its card set: reading it once per distinct set, not once per
    # call, takes most of the cost out of a turn (a CardSet is immutable, so sharing is safe).
    return _cached_card_set(key)


@lru_cache(maxsize=32)
def _cached_card_set(key: str) -> CardSet:
    return _card_set_from_json(json.loads(key))


def _card_set_from_json(data: Any) -> CardSet:
    reader = _Reader()
    if not isinstance(data, Mapping):
        raise CardSetError([Problem((), "a card set is a JSON object with a \"cards\" list")])
    if data.get("format", FORMAT) != FORMAT:
        reader.fail(("format",), f"must be {FORMAT!r}")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        reader.fail(("name",), "give the card set a name (text)")
        name = ""
    raw_cards = data.get("cards")
    if not isinstance(raw_cards, list) or not raw_cards:
        reader.fail(("cards",), "must be a non-empty list of cards")
        raw_cards = []
    cards = []
    for index, raw in enumerate(raw_cards):
        card = reader.card(raw, ("cards", index))
        if card is not None:
            cards.append((index, card))
    _cross_checks(reader, cards)
    practice = data.get("practice", False)
    if not isinstance(practice, bool):
        reader.fail(("practice",), "must be true or false")
    note = data.get("note", "")
    if not isinstance(note, str):
        reader.fail(("note",), "must be text")
    known = {"format", "name", "practice", "note", "cards", "unplaced"}
    for key in sorted(set(data) - known):
        reader.fail((key,), f"unknown field; a card set has: {', '.join(sorted(known))}")
    if reader.problems:
        raise CardSetError(reader.problems)
    extra = {"unplaced": data["unplaced"]} if "unplaced" in data else {}
    return CardSet(name=name.strip(), cards=tuple(c for _, c in cards),
                   practice=bool(practice), note=note if isinstance(note, str) else "",
                   extra=extra)


def load_card_set(text: str) -> CardSet:
    """Read a card-set file's text; every problem is reported with its line number."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise CardSetError([Problem((), f"not valid JSON: {error.msg} (column {error.colno})",
                                    error.lineno)]) from None
    try:
        return card_set_from_json(data)
    except CardSetError as error:
        lines = value_lines(text)
        raise CardSetError([Problem(p.path, p.message, line_for(lines, p.path))
                            for p in error.problems]) from None


def shipped_card_set(name: str) -> CardSet:
    """One of the sets shipped with the engine: ``practice`` (complete, invented values
    labelled) or ``known`` (only what public sources state)."""
    if name not in SHIPPED:
        raise KeyError(f"no shipped card set {name!r}; there are: {', '.join(SHIPPED)}")
    return load_card_set((DATA / SHIPPED[name]).read_text(encoding="utf-8"))
