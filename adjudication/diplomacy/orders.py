"""Orders as the engine understands them: small immutable values, one class per order kind.

The parser (``parser.py``) turns what players type into these; the resolver reads them. A
location is a province abbreviation, with a coast suffix for fleets on split-coast provinces
(``"spa/nc"``). ``unit_type`` is what the player wrote ("A", "F", or ``None`` when they left it
out); the resolver matches an order to a unit by location and decides what a mismatch means.
Variants add their own order classes next to these (birds, A(R)mazonen, ...), they never change
these ones.
"""

from __future__ import annotations

from dataclasses import dataclass

from adjudication.values import quick_init

ARMY = "A"
FLEET = "F"


def province_of(location: str) -> str:
    """``"spa/nc"`` -> ``"spa"``; a plain province abbreviation is returned unchanged."""
    return location.partition("/")[0]


@quick_init
@dataclass(frozen=True, slots=True)
class Unit:
    power: str
    type: str
    at: str


@quick_init
@dataclass(frozen=True, slots=True)
class Hold:
    unit_type: str | None
    at: str


@quick_init
@dataclass(frozen=True, slots=True)
class Move:
    unit_type: str | None
    at: str
    to: str
    via_convoy: bool = False


@quick_init
@dataclass(frozen=True, slots=True)
class SupportHold:
    unit_type: str | None
    at: str
    target_type: str | None
    target_at: str


@quick_init
@dataclass(frozen=True, slots=True)
class SupportMove:
    unit_type: str | None
    at: str
    target_type: str | None
    target_at: str
    target_to: str


@quick_init
@dataclass(frozen=True, slots=True)
class Convoy:
    unit_type: str | None
    at: str
    army_at: str
    army_to: str


@quick_init
@dataclass(frozen=True, slots=True)
class Retreat:
    unit_type: str | None
    at: str
    to: str


@quick_init
@dataclass(frozen=True, slots=True)
class Disband:
    unit_type: str | None
    at: str


@quick_init
@dataclass(frozen=True, slots=True)
class Build:
    unit_type: str
    at: str


@quick_init
@dataclass(frozen=True, slots=True)
class Remove:
    unit_type: str | None
    at: str


@quick_init
@dataclass(frozen=True, slots=True)
class Waive:
    pass


Order = (
    Hold | Move | SupportHold | SupportMove | Convoy | Retreat | Disband | Build | Remove | Waive
)
