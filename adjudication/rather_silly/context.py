"""The working record of one movement phase, handed to every section step in turn.

A :class:`PhaseContext` is the only mutable value in the variant: section steps before the
engine rewrite ``orders`` (unit id -> the order that unit will carry out) and record ``facts``
for the Rulebook hooks; the engine fills ``outcomes``, ``positions``, ``dislodged`` and
``standoffs``; steps after the engine change those and add events and review flags. At the end
:func:`~adjudication.rather_silly.movement.adjudicate_movement` turns it into the new
:class:`~adjudication.rather_silly.state.State` and the outcome JSON.

``disabled`` names sections switched off (``{"§6"}``): scenario tests run a position once
with and once without the rule they test, so each scenario proves its rule matters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from adjudication.rather_silly.board import Board
from adjudication.rather_silly.review import Event, ReviewFlag
from adjudication.rather_silly.state import State, Unit


@dataclass
class Submitted:
    """One order line as a player sent it, and what became of it."""

    power: str
    text: str
    order: Any | None  # parsed order value, None if unreadable
    unit_id: str | None = None
    result: str = ""  # engine result vocabulary (succeeds, bounced, ...) or a variant one
    reason: str = ""


@dataclass(frozen=True)
class Retreat:
    """A unit that must retreat: where the attack came from and where it may go."""

    attacker_from: str | None
    options: tuple[str, ...]
    section: str = ""  # set when a variant rule, not the engine, dislodged it
    at: str | None = None  # where it was dislodged, if not where it started the phase


@dataclass
class PhaseContext:
    state: State
    board: Board
    submitted: list[Submitted] = field(default_factory=list)
    orders: dict[str, Any] = field(default_factory=dict)  # unit id -> order to carry out
    order_source: dict[str, Submitted] = field(default_factory=dict)  # unit id -> line
    disabled: frozenset[str] = frozenset()
    events: list[Event] = field(default_factory=list)
    flags: list[ReviewFlag] = field(default_factory=list)
    facts: dict[str, Any] = field(default_factory=dict)  # section facts for hooks/steps
    # Filled from the engine's answer:
    outcomes: dict[str, tuple[str, str]] = field(default_factory=dict)  # id -> (result, why)
    positions: dict[str, str] = field(default_factory=dict)  # id -> location; absent = gone
    dislodged: dict[str, Retreat] = field(default_factory=dict)
    standoffs: set[str] = field(default_factory=set)
    destroyed: dict[str, str] = field(default_factory=dict)  # id -> section/reason

    def enabled(self, section: str) -> bool:
        return section not in self.disabled

    @property
    def phase_code(self) -> str:
        return self.state.phase.code

    def unit(self, unit_id: str) -> Unit:
        return self.state.unit(unit_id)

    def location(self, unit_id: str) -> str | None:
        """Where the unit is now (after the engine, if it has run)."""
        if self.positions:
            return self.positions.get(unit_id)
        return self.state.unit(unit_id).at

    def destroy(self, unit_id: str, why: str) -> None:
        self.positions.pop(unit_id, None)
        self.dislodged.pop(unit_id, None)
        self.destroyed[unit_id] = why

    def event(self, section: str, code: str, message: str, *units: str, **data: Any) -> None:
        self.events.append(Event(section, code, message, tuple(units), data))

    def flag(self, section: str, code: str, message: str, default: Any,
             options: tuple[Any, ...] = ()) -> None:
        self.flags.append(ReviewFlag(section, code, message, default, options))
