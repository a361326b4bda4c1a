"""The variant's state model: immutable values for one moment of a Rather Silly game.

Shared foundation for every section module (§1–§18). Design:

- A :class:`State` is a frozen value; a rule never changes it, it returns a new one with
  :meth:`State.replace` / :meth:`State.with_units`. Mappings are wrapped read-only.
- Units carry a stable ``id`` because a province may hold several units at once (birds,
  TARDIS, lamas and the Borg share provinces), so a location alone does not name a unit.
  The JSON input may give ids; otherwise :func:`default_unit_id` makes a deterministic one.
- "Powers" are the seven nations plus the four roles of §13–§16 (``narr``, ``superhirn``,
  ``doktor``, ``wahrsager``); creatures belong to the pseudo-powers ``borg`` and
  ``monsters``. Only :data:`PLAYERS` submit orders.
- Per-unit flags: ``devil_seasons_left`` (§5, >0 while the soul is sold),
  ``special_fleet`` + ``built_at`` (§11), ``twin`` (§12 pair id), ``origin`` (how the unit
  came to be: ``"build"``, ``"superhirn"`` (§14), ``"merged"`` (§16), ``"creature"``).
- Game-level bookkeeping: ``lost_souls`` (§5), ``twins_built`` (§12 once per game),
  ``wormhole`` (§7 link in force this season). State that only one section needs and that
  the foundation does not know (the Borg's last meal, lama herds, Superhirn shares, the
  Doktor's points, ...) lives in ``section_state[<section key>]`` as JSON-shaped data, owned
  by that section's module.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from adjudication.rather_silly.units import Kind, rules_of
from adjudication.values import quick_init

NATIONS = ("austria", "england", "france", "germany", "italy", "russia", "turkey")
ROLES = ("narr", "superhirn", "doktor", "wahrsager")  # §13, §14, §15, §16
PLAYERS = NATIONS + ROLES  # the eleven players
CREATURE_OWNERS = ("borg", "monsters")
ALL_OWNERS = PLAYERS + CREATURE_OWNERS

SEASONS = ("spring", "fall", "winter")
PHASE_TYPES = ("movement", "retreat", "adjustment")
ORIGINS = ("build", "superhirn", "merged", "creature")


def _frozen(mapping: Mapping[Any, Any] | None) -> Mapping[Any, Any]:
    return MappingProxyType(dict(mapping or {}))


@dataclass(frozen=True, slots=True)
class Phase:
    year: int
    season: str  # "spring" | "fall" | "winter"
    type: str = "movement"  # "movement" | "retreat" | "adjustment"

    def __post_init__(self) -> None:
        if self.season not in SEASONS:
            raise ValueError(f"season {self.season!r} unknown; expected one of {SEASONS}")
        if self.type not in PHASE_TYPES:
            raise ValueError(f"phase type {self.type!r} unknown; expected one of {PHASE_TYPES}")

    @property
    def label(self) -> str:
        return f"{self.season.capitalize()} {self.year} {self.type}"

    @property
    def code(self) -> str:
        """Short label used for seeded draws: ``"S1901M"``, ``"F1901R"``, ``"W1901A"``."""
        return f"{self.season[0].upper()}{self.year}{self.type[0].upper()}"


@quick_init
@dataclass(frozen=True, slots=True)
class Unit:
    id: str
    power: str
    kind: Kind
    at: str  # province, or province/coast for fleets on split coasts
    devil_seasons_left: int = 0  # §5: >0 while the soul is sold (strength doubled)
    special_fleet: bool = False  # §11
    built_at: str | None = None  # §11: where the special fleet was built
    twin: str | None = None  # §12: pair id shared by the two twins
    origin: str = "build"

    @property
    def province(self) -> str:
        return self.at.partition("/")[0]

    @property
    def owner(self) -> str:
        """Alias of ``power`` (the creature modules call it owner)."""
        return self.power

    @property
    def is_devil(self) -> bool:
        return self.devil_seasons_left > 0

    @property
    def conventional(self) -> bool:
        return rules_of(self.kind).conventional

    def moved_to(self, location: str) -> Unit:
        """This unit at ``location`` (``dataclasses.replace(unit, at=...)``, one call)."""
        return Unit(self.id, self.power, self.kind, location, self.devil_seasons_left,
                    self.special_fleet, self.built_at, self.twin, self.origin)


def default_unit_id(power: str, kind: Kind, at: str) -> str:
    """Deterministic id for input that gave none: ``"england:F:lon"``."""
    return f"{power}:{kind.value}:{at}"


@dataclass(frozen=True, slots=True)
class State:
    phase: Phase
    units: tuple[Unit, ...] = ()
    supply_centers: Mapping[str, str] = field(default_factory=dict)  # province -> owner
    lost_souls: Mapping[str, int] = field(default_factory=dict)  # §5
    twins_built: frozenset[str] = frozenset()  # §12: powers that used their one pair
    wormhole: tuple[str, str] | None = None  # §7: the link in force this season
    seed: int = 0  # every random choice (lots, monster spawns, TARDIS) derives from it
    section_state: Mapping[str, Any] = field(default_factory=dict)
    # Derived, built on first use: province -> its units in state order (not part of the value).
    _by_province: dict[str, tuple[Unit, ...]] | None = field(
        default=None, init=False, repr=False, compare=False)
    # Derived, built on first use: power -> its units in state order (``units_of``).
    _by_power: dict[str, tuple[Unit, ...]] | None = field(
        default=None, init=False, repr=False, compare=False)
    # Derived, built on first use: unit id -> unit (``unit``, ``by_id``).
    _by_id: dict[str, Unit] | None = field(default=None, init=False, repr=False, compare=False)
    # Derived, built on first use: owner -> its centres, sorted (``centers_of``).
    _centres_by_owner: dict[str, tuple[str, ...]] | None = field(
        default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "supply_centers", _frozen(self.supply_centers))
        object.__setattr__(self, "lost_souls", _frozen(self.lost_souls))
        object.__setattr__(self, "section_state", _frozen(self.section_state))
        self._check_ids()

    def _check_ids(self) -> None:
        if len({u.id for u in self.units}) == len(self.units):
            return
        ids = [u.id for u in self.units]
        if len(ids) != len(set(ids)):
            dupes = sorted({i for i in ids if ids.count(i) > 1})
            raise ValueError(f"unit ids must be unique; repeated: {', '.join(dupes)}")

    # --- queries -------------------------------------------------------------------------
    def unit(self, unit_id: str) -> Unit:
        return self.by_id()[unit_id]

    def by_id(self) -> Mapping[str, Unit]:
        """Unit id -> unit, in state order."""
        index = self._by_id
        if index is None:
            index = {u.id: u for u in self.units}
            object.__setattr__(self, "_by_id", index)
        return index

    def units_in(self, province: str) -> tuple[Unit, ...]:
        return self.by_province().get(province.partition("/")[0], ())

    def by_province(self) -> Mapping[str, tuple[Unit, ...]]:
        """Province -> its units in state order (only provinces someone stands in)."""
        index = self._by_province
        if index is None:
            found: dict[str, list[Unit]] = {}
            for u in self.units:
                found.setdefault(u.at.partition("/")[0], []).append(u)
            index = {p: tuple(us) for p, us in found.items()}
            object.__setattr__(self, "_by_province", index)
        return index

    def occupant(self, province: str) -> Unit | None:
        """The one unit that occupies ``province`` (birds, TARDIS, lamas, Borg do not)."""
        for u in self.units_in(province):
            if rules_of(u.kind).occupies:
                return u
        return None

    def units_of(self, power: str) -> tuple[Unit, ...]:
        index = self._by_power
        if index is None:
            found: dict[str, list[Unit]] = {}
            for u in self.units:
                found.setdefault(u.power, []).append(u)
            index = {p: tuple(us) for p, us in found.items()}
            object.__setattr__(self, "_by_power", index)
        return index.get(power, ())

    def centers_of(self, power: str) -> tuple[str, ...]:
        by_owner = self._centres_by_owner
        if by_owner is None:  # derived once per state: the adjustments ask for every power
            found: dict[str, list[str]] = {}
            for province, owner in self.supply_centers.items():
                found.setdefault(owner, []).append(province)
            by_owner = {owner: tuple(sorted(ps)) for owner, ps in found.items()}
            object.__setattr__(self, "_centres_by_owner", by_owner)
        return by_owner.get(power, ())

    def twin_of(self, unit: Unit) -> Unit | None:
        if unit.twin is None:
            return None
        for u in self.units:
            if u.twin == unit.twin and u.id != unit.id:
                return u
        return None

    # --- new states ----------------------------------------------------------------------
    def replace(self, **changes: Any) -> State:
        """``dataclasses.replace(self, **changes)`` without re-copying the mappings that stay:
        they were frozen when this state was made (what ``__post_init__`` would do again)."""
        unknown = changes.keys() - _STATE_FIELDS
        if unknown:
            raise TypeError(f"State has no field(s) {', '.join(sorted(unknown))}")
        new = object.__new__(State)
        for name, write in _WRITERS:  # each slot through its own descriptor
            if name in changes:
                value = changes[name]
                write(new, _frozen(value) if name in _MAPPING_FIELDS else value)
            else:
                write(new, getattr(self, name))
        # the same units or centres: what was derived from them still holds
        units_stay = "units" not in changes
        _WRITE_BY_PROVINCE(new, self._by_province if units_stay else None)
        _WRITE_BY_ID(new, self._by_id if units_stay else None)
        _WRITE_BY_POWER(new, self._by_power if units_stay else None)
        _WRITE_CENTRES(new, None if "supply_centers" in changes else self._centres_by_owner)
        if "units" in changes:
            new._check_ids()
        return new

    def with_units(self, units: Iterable[Unit]) -> State:
        return self.replace(units=tuple(units))

    def without(self, unit_ids: Iterable[str]) -> State:
        gone = set(unit_ids)
        if not gone:  # nothing to take away: this state is the answer
            return self
        return self.with_units(u for u in self.units if u.id not in gone)

    def updated(self, *new: Unit) -> State:
        """Replace units by id (same id, new value)."""
        by_id = {u.id: u for u in new}
        return self.with_units(by_id.get(u.id, u) for u in self.units)

    def with_section_state(self, key: str, value: Any) -> State:
        merged = dict(self.section_state)
        merged[key] = value
        return self.replace(section_state=merged)


_STATE_FIELDS = ("phase", "units", "supply_centers", "lost_souls", "twins_built", "wormhole",
                 "seed", "section_state")
_MAPPING_FIELDS = frozenset({"supply_centers", "lost_souls", "section_state"})
_WRITERS = tuple((name, State.__dict__[name].__set__) for name in _STATE_FIELDS)
_WRITE_BY_PROVINCE = State.__dict__["_by_province"].__set__
_WRITE_CENTRES = State.__dict__["_centres_by_owner"].__set__
_WRITE_BY_ID = State.__dict__["_by_id"].__set__
_WRITE_BY_POWER = State.__dict__["_by_power"].__set__
