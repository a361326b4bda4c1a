"""Outcome values: what happened to each order and why, and the vocabulary of results.

Every result says *why* in ``reason`` (bounced by whom, cut by whom, dislodged from where, no
convoy route), in English; the web app shows it in turn reports.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from adjudication.diplomacy.orders import Order, Unit
from adjudication.values import quick_init

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


@quick_init
@dataclass(frozen=True, slots=True)
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


# Why the adjudicator does not carry out an order, by code. The English text is the reason a
# turn report shows; the platform translates by code and parameters (``check_orders``), so a
# player reads on arrival what the adjudicator will say.
REASONS: dict[str, str] = {
    "not_an_order": "not an order",
    "wrong_phase_movement": "{kind} orders are not allowed in movement",
    "not_movement_order": "not a movement order",
    "no_unit": "no unit at {at}",
    "foreign_unit": "the unit at {at} belongs to {owner}",
    "unit_type": "the unit at {at} is {kind}",
    "replaced": "a later order for this unit replaces it",
    "no_unit_to_support": "no unit at {at} to support",
    "support_self": "a unit cannot support itself",
    "support_own_province": "a unit cannot support a move into its own province",
    "support_unreachable": "{unit} cannot reach {goal}, so cannot support there",
    "cannot_convoy": "{unit} cannot convoy (only fleets at sea can)",
    "no_army_to_convoy": "no army at {at} to convoy",
    "convoy_off_route": "no sea route from {origin} to {goal} passes {sea}",
    "move_to_self": "a unit cannot move to the province it is in",
    "unknown_province": "unknown province {to}",
    "coast_needed": "say which coast of {to}: {options}",
    "fleet_cannot_move": "{unit} cannot move to {to}",
    "no_convoy_fleets": "no fleets stand where they could convoy {unit} to {to}",
    "army_cannot_reach": "{unit} cannot reach {to}",
    # retreats
    "retreat_phase_only": "only retreat and disband orders are allowed in a retreat phase",
    "no_dislodged_unit": "no dislodged unit at {at}",
    "foreign_dislodged_unit": "the dislodged unit at {at} belongs to {owner}",
    "retreat_by_convoy": "a retreat cannot be convoyed",
    "retreat_not_allowed": "{unit} cannot retreat to {to} (allowed: {allowed})",
    # adjustments
    "adjustment_phase_only": "only build, remove and waive orders are allowed in an "
                             "adjustment phase",
    "no_build_to_waive": "{power} has no build left to waive",
    "no_build_left": "{power} has no build left",
    "may_not_build": "{power} may not build",
    "build_site_occupied": "{province} is occupied",
    "not_home_centre": "{province} is not a home supply centre of {power}",
    "centre_not_owned": "{power} does not own {province}",
    "unknown_unit_type": "unknown unit type {kind}",
    "build_coast_needed": "say which coast of {province} the fleet is built on",
    "cannot_build_here": "{kind} cannot be built at {at}",
    "no_removal_due": "{power} need not remove any unit",
    "already_removed": "{unit} is already removed",
    "too_many_removals": "{power} must remove only {count} unit(s)",
    # Rather Silly's matching of a line to a unit (adjudication/rather_silly/movement.py)
    "rs_not_unit_order": "not a unit order",
    "rs_no_kind": "no {wanted} at {at} (there is: {found})",
    "rs_foreign_unit": "the {kind} at {at} belongs to {owner}",
    "rs_replaced": "a later order replaces it",
    # Rather Silly's sections (birds §8, A®mazonen §9, Drecksackarmeen §10, twins §12)
    "rs_flight_length": "a flight covers 1 to {limit} provinces, not {count}",
    "rs_bird_cannot_fly": "birds cannot fly from {at} to {to}",
    "rs_bird_order": "birds fly (V xxx-yyy-zzz) or stay; they cannot support",
    "rs_route_not_bird": "only birds fly routes; an army needs birds on the same route",
    "rs_no_bird_route": "no bird here flies this route",
    "rs_cargo_too_far": "birds carry an army at most {limit} provinces",
    "rs_flight_stopped": "the flight is stopped at once by a bird-free zone",
    "rs_amazon_support": "A®mazonen cannot support or convoy (§9)",
    "rs_ver_alle_denmark": "VER alle works only from Denmark (§9)",
    "rs_nothing_to_seduce": "no conventional army or fleet at {at} to seduce",
    "rs_special_fleet_immune": "a special fleet is immune to seduction (§11)",
    "rs_inland_fleet": "an A®mazone inland cannot seduce a fleet (§9)",
    "rs_seduced_several": "seduced from several sides: holds (§9)",
    "rs_seduced_no_way": "seduced, but no way leads to her: holds (§9)",
    "rs_drecksack_support": "Drecksackarmeen cannot support (§10)",
    "rs_hose_cancelled": "cancelled by DA {at} HOSE (§10)",
    "rs_twins_apart": "these orders could separate the twins, so both hold (§12)",
}


class Reason(str):
    """A reason in English (what turn reports show) that keeps its ``code`` and ``params``."""

    code: str
    params: dict[str, str]

    def __new__(cls, code: str, **params: str) -> Reason:
        self = super().__new__(cls, REASONS[code].format(**params))
        self.code = code
        self.params = params
        return self

    def __reduce__(self) -> tuple:  # pickles with its code and parameters
        return (_reason, (self.code, self.params))


def _reason(code: str, params: dict[str, str]) -> Reason:
    return Reason(code, **params)
