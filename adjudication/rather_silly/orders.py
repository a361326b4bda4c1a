"""Orders only Rather Silly Diplomacy has, next to the standard ones it reuses.

Standard orders (``adjudication.diplomacy.orders``: Hold, Move, SupportHold, SupportMove,
Convoy, Retreat, Disband, Build, Remove, Waive) are reused unchanged; their ``unit_type`` may
hold any variant kind letter (``"SA"``, ``"AM"``, ...). A unit is named by kind and location,
as players write it; :func:`order_unit` finds the unit an order is for.
"""

from __future__ import annotations

from dataclasses import dataclass

from adjudication.diplomacy.orders import (
    Convoy,
    Disband,
    Hold,
    Move,
    Retreat,
    SupportHold,
    SupportMove,
    province_of,
)
from adjudication.values import quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class Route:
    """``V lon-nth-den`` (a bird's flight, §8) or ``A lon-nth-den`` (an army riding birds on
    the same route). ``route`` lists the provinces passed, the last is the destination."""

    unit_type: str | None
    at: str
    route: tuple[str, ...]

    @property
    def to(self) -> str:
        return self.route[-1]


@quick_init
@dataclass(frozen=True, slots=True)
class Scare:
    """``A xxx vZ``: hold and keep birds out of this province and its neighbours (§8)."""

    unit_type: str | None
    at: str


@quick_init
@dataclass(frozen=True, slots=True)
class Seduce:
    """``A® xxx VER F yyy`` (§9)."""

    unit_type: str | None
    at: str
    target_type: str | None
    target_at: str


@quick_init
@dataclass(frozen=True, slots=True)
class SeduceAll:
    """``A® den VER alle A`` / ``alle F``: the Copenhagen mermaid effect (§9)."""

    unit_type: str | None
    at: str
    target_type: str  # "A" or "F"


@quick_init
@dataclass(frozen=True, slots=True)
class Distract:
    """``DA xxx HOSE``: cancels the VER orders of every A®mazone next to it (§10)."""

    unit_type: str | None
    at: str


@quick_init
@dataclass(frozen=True, slots=True)
class SellSoul:
    """``A mun TEUFEL``: after a retreat phase, the unit sells its soul (§5)."""

    unit_type: str | None
    at: str


@quick_init
@dataclass(frozen=True, slots=True)
class WormholeVote:
    """``WURMLOCH lon-mos``: one secret vote per player and season (§7)."""

    ends: tuple[str, str]


VARIANT_ORDERS = (Route, Scare, Seduce, SeduceAll, Distract, SellSoul, WormholeVote)
UNIT_ORDERS = (
    Hold, Move, SupportHold, SupportMove, Convoy, Retreat, Disband,
    Route, Scare, Seduce, SeduceAll, Distract, SellSoul,
)


def order_province(order: object) -> str | None:
    """The province of the unit an order is for (``None`` for votes)."""
    at = getattr(order, "at", None)
    return province_of(at) if at else None


def destination(order: object) -> str | None:
    """Where a moving order goes (province), else ``None``."""
    if isinstance(order, Move):
        return province_of(order.to)
    if isinstance(order, Route):
        return province_of(order.to)
    return None
