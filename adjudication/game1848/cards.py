"""The cards (rules: "Die Karten"; base-game facts: ``docs/rules/1848.md``, "Cards").

A card set is data the game master owns: a JSON document (format ``1848-cards/1``) listing
every card with its id, kind and what it carries. Most values of the real game are not public,
so a field may be ``null`` (unknown); such a card is *incomplete* and a game cannot start while
one is still in play (``"in_play": false`` takes a card out of the decks).

Kinds and fields:

- ``sequence`` (Ablaufkarte, ``A01``...): ``name``.
- ``person`` (Personenkarte, ``PE01``...): ``name``, ``party``, ``value``; a Heerführer also has
  ``military: {"flag", "strength"}``.
- ``extra`` (Zusatzkarte, ``Z01``...): ``name``, ``effects`` (a list in the vocabulary of
  :mod:`.effects`), optionally ``rot`` (the value of the "Rot" symbol), ``cancels`` (the other
  card of a pair that leaves the game when both meet in a trick), ``wakes`` (brings passed
  players back, like an army card), ``targets_leaders`` (may act on a Heerführer: Lola Montez,
  Bauernaufstand).
- ``army`` (Armeekarte, ``Z28``...): ``flag``, ``strength``.

Every card may carry ``in_play`` (default true), ``invented`` (true in the practice set: the
value is made up), ``source`` and ``note`` (free text).

This module holds the values (:class:`Card`, :class:`CardSet`, :class:`Problem`);
``card_reading.py`` reads and checks a card set (:func:`~.card_reading.load_card_set` reports
*every* problem with its line number; a :class:`CardSetError` carries them as :class:`Problem`
values).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from adjudication.game1848.effects import Effect

FORMAT = "1848-cards/1"
PARTIES = ("republikaner", "demokraten", "liberale", "reaktionaere")
FLAGS = ("oesterreich", "preussen", "bund")
KINDS = ("sequence", "person", "extra", "army")
ID_PATTERNS = {
    "sequence": re.compile(r"^A\d{2}$"),
    "person": re.compile(r"^PE\d{2}$"),
    "extra": re.compile(r"^Z\d{2}$"),
    "army": re.compile(r"^Z\d{2}$"),
}


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a card set: where (line, JSON path) and what."""

    path: tuple[Any, ...]
    message: str
    line: int | None = None

    def __str__(self) -> str:
        where = ".".join(str(p) for p in self.path) or "card set"
        prefix = f"line {self.line}: " if self.line else ""
        return f"{prefix}{where}: {self.message}"

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "path": ".".join(str(p) for p in self.path),
                "message": self.message}


class CardSetError(ValueError):
    """A card set that cannot be used; ``problems`` lists every fault found."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


@dataclass(frozen=True)
class Military:
    flag: str | None
    strength: int | None


@dataclass(frozen=True)
class Card:
    id: str
    kind: str
    name: str | None = None
    party: str | None = None
    value: int | None = None
    military: Military | None = None
    effects: tuple[Effect, ...] | None = ()
    rot: int | None = None
    cancels: str | None = None
    wakes: bool = False
    targets_leaders: bool = False
    flag: str | None = None
    strength: int | None = None
    in_play: bool = True
    invented: bool = False
    source: str | None = None
    note: str | None = None

    @property
    def label(self) -> str:
        return f"{self.id} {self.name}" if self.name else self.id

    @property
    def is_leader(self) -> bool:
        """A Heerführer: a person with a military symbol."""
        return self.kind == "person" and self.military is not None

    @property
    def is_army(self) -> bool:
        return self.kind == "army"

    @property
    def deck(self) -> str:
        """The deck a card lives in: ``persons``, ``extras`` (armies too) or ``sequence``."""
        return {"person": "persons", "sequence": "sequence"}.get(self.kind, "extras")

    def unknown_fields(self) -> list[str]:
        """The fields play needs that this card leaves unknown (``null``)."""
        if self.kind == "person":
            missing = [f for f in ("party", "value") if getattr(self, f) is None]
            if self.military is not None:
                missing += [f"military.{f}" for f in ("flag", "strength")
                            if getattr(self.military, f) is None]
            return missing
        if self.kind == "extra":
            return ["effects"] if self.effects is None else []
        if self.kind == "army":
            return [f for f in ("flag", "strength") if getattr(self, f) is None]
        return []

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "kind": self.kind}
        if self.name is not None:
            out["name"] = self.name
        if self.kind == "person":
            out["party"] = self.party
            out["value"] = self.value
            if self.military is not None:
                out["military"] = {"flag": self.military.flag,
                                   "strength": self.military.strength}
        elif self.kind == "extra":
            out["effects"] = (None if self.effects is None
                              else [e.to_json() for e in self.effects])
            for name in ("rot", "cancels"):
                if getattr(self, name) is not None:
                    out[name] = getattr(self, name)
            for name in ("wakes", "targets_leaders"):
                if getattr(self, name):
                    out[name] = True
        elif self.kind == "army":
            out["flag"] = self.flag
            out["strength"] = self.strength
        if not self.in_play:
            out["in_play"] = False
        if self.invented:
            out["invented"] = True
        for name in ("source", "note"):
            if getattr(self, name):
                out[name] = getattr(self, name)
        return out


@dataclass(frozen=True)
class CardSet:
    name: str
    cards: tuple[Card, ...]
    practice: bool = False
    note: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)  # kept, not read (e.g. "unplaced")

    @cached_property
    def by_id(self) -> dict[str, Card]:
        return {card.id: card for card in self.cards}

    def __getitem__(self, card_id: str) -> Card:
        return self.by_id[card_id]

    def in_play(self, kind: str | None = None) -> list[Card]:
        return [c for c in self.cards if c.in_play and (kind is None or c.kind == kind)]

    def incomplete(self) -> list[Card]:
        """Cards in play whose values are still unknown: the game cannot start with them."""
        return [c for c in self.in_play() if c.unknown_fields()]

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "name": self.name, "practice": self.practice,
                "note": self.note, **dict(self.extra),
                "cards": [card.to_json() for card in self.cards]}
