"""Outcome values: what happened to each order and why, and the vocabulary of results.

Every result says *why* in ``reason`` (bounced by whom, cut by whom, dislodged from where, no
convoy route), in English; the web app shows it in turn reports.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from adjudication.diplomacy.orders import Order, Unit

SUCCEEDS = "succeeds"
BOUNCED = "bounced"
CUT = "cut"
DISLODGED = "dislodged"
VOID = "void"
NO_CONVOY = "no_convoy"
INVALID = "invalid"
DISBANDED = "disbanded"
WAIVED = "waived"
REPLACED = "replaced"

RESULTS = (SUCCEEDS, BOUNCED, CUT, DISLODGED, VOID, NO_CONVOY, INVALID, DISBANDED, WAIVED,
           REPLACED)


@dataclass(slots=True)  # one per order, made in the hot loop
class OrderOutcome:
    """One order as submitted (``text``) or generated (civil disorder), and what became of it."""

    power: str
    order: Order | None
    text: str
    result: str = SUCCEEDS
    reason: str = ""
    unit: int | None = None  # index into the phase's unit list, once matched


@dataclass(frozen=True)
class Dislodgement:
    unit: Unit
    attacker_from: str
    retreats: tuple[str, ...] = ()
    by_convoy: bool = False


@dataclass
class PhaseOutcome:
    """Everything a phase produced; ``interface.py`` turns it into the JSON answer."""

    outcomes: list[OrderOutcome]
    units: list[Unit]
    dislodged: list[Dislodgement] = field(default_factory=list)
    # Provinces left empty by a standoff: no retreat may go there.
    standoffs: set[str] = field(default_factory=set)
    events: list[dict] = field(default_factory=list)
