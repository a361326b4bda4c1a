"""Troops counted in EP by kind (base game, "Pieces"): infantry, cavalry, artillery.

A :class:`Troops` value is what a land holds, what a player keeps in the supply (*Vorrat*), and
what an action moves or places. Generals are not troops in EP; they are pieces of their own
(:class:`~adjudication.europa1815.position.General`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from adjudication.diplomacy.messages import Localized

KINDS = ("inf", "cav", "art")

# Short names as players write and read them, per language.
KIND_NAMES = {
    "de": {"inf": "Inf", "cav": "Kav", "art": "Art"},
    "en": {"inf": "inf", "cav": "cav", "art": "art"},
}

# Every word a player may use for a kind (already folded: lower case, umlauts as ae/oe/ue).
KIND_WORDS = {
    "inf": "inf", "i": "inf", "infanterie": "inf", "infantry": "inf", "infanterist": "inf",
    "infanteristen": "inf",
    "kav": "cav", "k": "cav", "kavallerie": "cav", "cav": "cav", "c": "cav", "cavalry": "cav",
    "reiter": "cav",
    "art": "art", "a": "art", "artillerie": "art", "artillery": "art", "kanonen": "art",
    "geschuetze": "art", "guns": "art",
}


@dataclass(frozen=True, slots=True)
class Troops:
    inf: int = 0
    cav: int = 0
    art: int = 0

    @classmethod
    def of(cls, counts: Mapping[str, int]) -> Troops:
        return cls(**{kind: int(counts.get(kind, 0)) for kind in KINDS})

    @property
    def ep(self) -> int:
        return self.inf + self.cav + self.art

    def __bool__(self) -> bool:
        return self.ep > 0

    def __iter__(self) -> Iterator[tuple[str, int]]:
        return iter((kind, getattr(self, kind)) for kind in KINDS)

    def __add__(self, other: Troops) -> Troops:
        return Troops(self.inf + other.inf, self.cav + other.cav, self.art + other.art)

    def __sub__(self, other: Troops) -> Troops:
        return Troops(self.inf - other.inf, self.cav - other.cav, self.art - other.art)

    def covers(self, other: Troops) -> bool:
        """Whether every kind of ``other`` is available here."""
        return all(getattr(self, k) >= n for k, n in other)

    def at_most(self, other: Troops) -> Troops:
        """Kind by kind the smaller count: what ``other`` can supply of this."""
        return Troops(*(min(getattr(self, k), getattr(other, k)) for k in KINDS))

    def take_ep(self, ep: int) -> Troops:
        """``ep`` EP taken from these troops, infantry first, then cavalry, then artillery."""
        taken = {}
        for kind, count in self:
            taken[kind] = min(count, ep)
            ep -= taken[kind]
        return Troops.of(taken)

    def to_json(self) -> dict[str, int]:
        return {kind: count for kind, count in self}

    def text(self, lang: str = "de") -> str:
        """``2 Inf 1 Kav`` (German) or ``2 inf 1 cav``; ``0`` for none."""
        names = KIND_NAMES.get(lang, KIND_NAMES["en"])
        return " ".join(f"{n} {names[k]}" for k, n in self if n) or "0"


NONE = Troops()


def shown(troops: Troops) -> Localized:
    """Troops as a message parameter, written per language."""
    return Localized(troops.text("en"), troops.text("de"))


def troops_from_json(value: Any, where: str) -> Troops:
    """``{"inf": 3, "cav": 1}`` (missing kinds are 0); raises ``ValueError`` naming ``where``."""
    if not isinstance(value, Mapping):
        raise ValueError(f"{where}: expected an object like {{\"inf\": 3, \"cav\": 1, \"art\": 0}}")
    unknown = sorted(set(value) - set(KINDS))
    if unknown:
        raise ValueError(f"{where}: unknown kind {unknown[0]!r} (kinds: inf, cav, art)")
    for kind, count in value.items():
        if type(count) is not int or count < 0:
            raise ValueError(f"{where}.{kind}: must be a whole number >= 0, got {count!r}")
    return Troops.of(value)
