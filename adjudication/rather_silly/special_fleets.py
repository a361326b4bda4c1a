"""§11 Special fleets: every fifth fleet of a power, immune to seduction, attacked on coasts.

Neutral name in code; the rules' German name appears only in German UI text.

Rule and decisions (scenarios ``special_fleets_*.json``):

- From the Winter 1901 adjustments on, every fifth fleet of a power is a special fleet: after
  a power's builds, it must have one special fleet per full five fleets; fleets built in that
  adjustment are marked, in build order, until it does (:func:`designate`). The mark stays
  with the fleet for good (with ``built_at``, where it was built).
- Immune to the A®mazonen's VER (§9).
- When it moves (successfully) into a coastal province other than the one it was built in,
  the conventional units (A, F, SA, SF; not other special fleets) of other powers that could
  move into that province attack it at once and the attack succeeds: the fleet is dislodged
  and must retreat (not to the attacker's province). The attacker stays where it is. If
  several units could attack, the seeded lot picks the attacker. A review flag lets the GM
  confirm it or overrule it (no attack, another attacker, the attacker moves in) only where the
  rule leaves the GM a choice: several units could attack (the lot chose one), or the fleet
  has nowhere to retreat (the attack destroys it, which the GM may want to correct). A single
  attacker with a retreat open is the rule applied as written: no flag
  (docs/rules/rather-silly-platform.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from adjudication.diplomacy import orders as std
from adjudication.diplomacy.results import SUCCEEDS
from adjudication.rather_silly.context import PhaseContext, Retreat
from adjudication.rather_silly.rng import choose
from adjudication.rather_silly.steps import Step
from adjudication.rather_silly.units import Kind, rules_of

SECTION = "§11"
FIRST_YEAR = 1901
EVERY = 5
ATTACKERS = frozenset({Kind.ARMY, Kind.FLEET, Kind.TWIN_ARMY, Kind.TWIN_FLEET})


def designate(year: int, fleets_before: int, special_before: int,
              built: Sequence[str]) -> list[str]:
    """Which of the fleets ``built`` (ids, in build order) become special fleets.

    ``fleets_before``/``special_before``: the power's fleets and special fleets before the
    builds. Before Winter 1901 nothing is designated.
    """
    if year < FIRST_YEAR:
        return []
    need = (fleets_before + len(built)) // EVERY - special_before
    chosen: list[str] = []
    for n, fleet in enumerate(built, start=1):
        if len(chosen) < need and (fleets_before + n) // EVERY > special_before + len(chosen):
            chosen.append(fleet)
    return chosen


def _could_attack(ctx: PhaseContext, unit_id: str, location: str, target: str) -> bool:
    unit = ctx.unit(unit_id)
    moves_as = rules_of(unit.kind).moves_as
    if moves_as is None:
        return False
    return ctx.board.map.is_adjacent(moves_as, location, target)


def attack(ctx: PhaseContext) -> None:
    for unit in ctx.state.units:
        if not unit.special_fleet or unit.id not in ctx.positions:
            continue
        order = ctx.orders.get(unit.id)
        if not isinstance(order, std.Move) or ctx.outcomes.get(unit.id, ("",))[0] != SUCCEEDS:
            continue
        where = ctx.positions[unit.id]
        province = where.split("/", 1)[0]
        if ctx.board.kind(province) != "coast" or province == (unit.built_at or "").split("/")[0]:
            continue
        candidates = sorted(
            uid for uid, loc in ctx.positions.items()
            if uid != unit.id and ctx.unit(uid).power != unit.power
            and ctx.unit(uid).kind in ATTACKERS and not ctx.unit(uid).special_fleet
            and _could_attack(ctx, uid, loc, province)
        )
        if not candidates:
            continue
        attacker = candidates[0] if len(candidates) == 1 else choose(
            ctx.state.seed, ctx.phase_code, f"special-fleet:{unit.id}", candidates)
        attacker_from = ctx.positions[attacker].split("/", 1)[0]
        occupied = {loc.split("/", 1)[0] for uid, loc in ctx.positions.items()
                    if uid != unit.id and rules_of(ctx.unit(uid).kind).occupies}
        banned = occupied | set(ctx.standoffs) | {attacker_from}
        options = tuple(sorted(
            loc for loc in ctx.board.map.fleet_neighbours(where)
            if loc.split("/", 1)[0] not in banned
            and not ctx.board.is_build_only(loc)
        ))
        ctx.positions.pop(unit.id)
        ctx.dislodged[unit.id] = Retreat(attacker_from, options, SECTION, where)
        ctx.event(SECTION, "special_fleet_attacked",
                  f"F {where} was attacked at once by {ctx.unit(attacker).kind.value} "
                  f"{ctx.positions[attacker]} and must retreat", unit.id, attacker)
        if len(candidates) == 1 and options:
            continue  # one attacker, a retreat open: nothing for the GM to choose
        ctx.flag(SECTION, "special_fleet_attack",
                 f"F {where} (built in {unit.built_at}) moved onto a coast; the engine let "
                 f"{ctx.unit(attacker).kind.value} {ctx.positions[attacker]} attack it "
                 "successfully (dislodged, attacker stays). The GM may correct the orders.",
                 {"attacker": attacker, "result": "dislodged"},
                 (*({"attacker": c, "result": "dislodged"} for c in candidates),
                  {"attacker": attacker, "result": "attacker_moves_in"},
                  {"result": "no_attack"}))


STEPS = (Step("after", 130, SECTION, attack, "special fleets: attacked on foreign coasts"),)
