"""The board during one movement phase: units, their orders and quick lookups for the rules.

Units are addressed by their index in ``units``; several units may stand in one province (a
variant's birds or TARDIS share it with an army), so nothing here assumes one unit per province.
Rulebook hooks receive the :class:`Board` so they can look at the whole position. A hook that
changes ``units`` must call :meth:`Board.index_units` afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from adjudication.diplomacy.orders import Hold, Order, Unit
from adjudication.diplomacy.per_map import per_map


@lru_cache(maxsize=8192)
def unit_value(power: str, unit_type: str, at: str) -> Unit:
    """The :class:`Unit` with these fields, shared: units are immutable values and a board has
    few possible ones, so phases reuse them instead of building new ones."""
    return Unit(power, unit_type, at)


@per_map
def unit_table(game_map: Any) -> dict[tuple[str, str, str], tuple[Unit, str]]:
    """Every unit that may stand on ``game_map``: (power, type, location) -> (the unit, its
    province). Built from the map alone, once per map object."""
    from adjudication.diplomacy.orders import ARMY, FLEET

    places = [(ARMY, name) for name in game_map.provinces
              if game_map.is_valid_location(ARMY, name)]
    places += [(FLEET, spot) for name in game_map.provinces
               for spot in game_map.fleet_locations_of(name)]
    return {(power, kind, at): (Unit(power, kind, at), at.partition("/")[0])
            for power in game_map.powers for kind, at in places}


@dataclass
class Board:
    game_map: Any
    units: list[Unit]
    # One order per unit. Omitted: every unit holds. ``None`` entries (not ordered yet) are
    # filled with Hold by legality.assign_movement_orders before any hook or the resolver runs.
    orders: list[Order | None] = field(default_factory=list)
    phase: Any = None
    # Free-form place for variant rules to keep per-phase facts (e.g. which army birds carry).
    extra: dict[str, Any] = field(default_factory=dict)
    occupants: dict[str, list[int]] = field(default_factory=dict)
    home: list[str] = field(default_factory=list)  # province of each unit
    # Facts derived from the units during one phase (not from orders), computed once.
    cache: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.orders:
            self.orders = [Hold(unit.type, unit.at) for unit in self.units]
        self.index_units()

    def index_units(self) -> None:
        self.occupants = {}
        self.home = [unit.at.partition("/")[0] for unit in self.units]
        for index, province in enumerate(self.home):
            self.occupants.setdefault(province, []).append(index)

    def units_in(self, province: str) -> list[int]:
        return self.occupants.get(province, [])

    def province(self, index: int) -> str:
        return self.home[index]

    def describe(self, index: int) -> str:
        unit = self.units[index]
        return f"{unit.type} {unit.at}"
