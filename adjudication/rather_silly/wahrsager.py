"""§16 Wahrsager: predicted bounces turn into units of his.

Every movement season he names two different provinces. A prediction comes true when, in
that province, at least two *regular* units (armies and fleets of any player, twins, devil,
Superhirn and merged units; never monsters, birds, A®mazonen, Drecksackarmeen, TARDIS) were
part of one bounce:

- *attackers*: regular units whose move to the province failed with "bounced" and that were
  not themselves dislodged;
- the *holder*: a regular unit standing in the province that neither left it nor was
  dislodged, counted only if some unit (regular or monster) bounced trying to enter.

All of them merge into one new unit of the Wahrsager in that province (``origin="merged"``:
needs no supply centre, never rebuilt), right after the moves (§17). Its type is the type
most of them had (armies and army twins count as A, fleets and fleet twins as F); a tie goes
by his choice (default army). A type that cannot stand there becomes the other one; a fleet
on a split coast takes the coast the first fleet among them aimed at or stood on. Devil units
are exorcised by the merge (no lost soul). Merged twins lose their pair; the partner's fate
is the twins rule's business (``state.twin_of``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from adjudication.rather_silly.borg import Piece, province
from adjudication.rather_silly.grammar import OrderError, location, register_form
from adjudication.rather_silly.units import LETTER, Kind, rules_of
from adjudication.values import quick_init

WAHRSAGER = "wahrsager"
PREDICTION_WORDS = frozenset({"vorhersage", "predict", "prediction"})
REGULAR = frozenset({Kind.ARMY, Kind.FLEET, Kind.TWIN_ARMY, Kind.TWIN_FLEET})


@dataclass(frozen=True, slots=True)
class Attempt:
    """A move as the resolver reported it."""

    unit_id: str
    to: str  # location aimed at (coast included for fleets)
    bounced: bool


@dataclass(frozen=True, slots=True)
class Merge:
    at: str  # location of the new unit (coast included for a fleet on a split coast)
    kind: Kind
    merged: tuple[str, ...]  # unit ids that became the new unit
    exorcised: tuple[str, ...]  # of those, the devil ones


def prediction_errors(board: Any, predicted: Sequence[str]) -> list[str]:
    """Why these predictions cannot all count (fewer than two is allowed: he may skip)."""
    errors = []
    if len(predicted) > 2:
        errors.append(f"the Wahrsager names two provinces each season, not {len(predicted)}; "
                      "the first two count")
    if len(set(predicted)) != len(predicted):
        errors.append("the two predictions must name different provinces")
    for p in predicted:
        if board.map.lookup(p) is None:
            errors.append(f"unknown province {p!r} in a prediction")
    return errors


def _regular(unit: Piece) -> bool:
    return unit.kind in REGULAR and unit.power != "monsters"


def find_merges(
    board: Any,
    predicted: Sequence[str],
    units: Mapping[str, Piece],
    attempts: Sequence[Attempt],
    *,
    left: set[str],
    dislodged: set[str],
    tie_choice: Mapping[str, str] | None = None,
) -> list[Merge]:
    """Merges for the predictions that came true. ``units``: id -> unit before the moves;
    ``left``: ids that moved away successfully; ``dislodged``: ids dislodged this phase."""
    merges = []
    for prov in sorted({province(p) for p in predicted}):
        aimed = [a for a in attempts if province(a.to) == prov and a.bounced]
        if not aimed:
            continue
        attackers = [
            a.unit_id for a in aimed if a.unit_id not in dislodged and _regular(units[a.unit_id])
        ]
        holders = [
            uid for uid, u in sorted(units.items())
            if province(u.at) == prov and _regular(u)
            and uid not in left and uid not in dislodged
        ]
        involved = sorted(set(attackers) | set(holders))
        if len(involved) < 2:
            continue
        merges.append(_merge(board, prov, involved, units, aimed, (tie_choice or {}).get(prov)))
    return merges


def _merge(
    board: Any,
    prov: str,
    ids: list[str],
    units: Mapping[str, Piece],
    aimed: Sequence[Attempt],
    choice: str | None,
) -> Merge:
    types = [rules_of(units[i].kind).moves_as for i in ids]
    armies, fleets = types.count("A"), types.count("F")
    letter = "A" if armies > fleets else "F" if fleets > armies else (choice or "A")
    game_map = board.map
    if not game_map.fleet_locations_of(prov):
        letter = "A"
    elif board.kind(prov) == "sea":
        letter = "F"
    at = prov
    if letter == "F" and game_map.coasts(prov):
        wanted = [a.to for a in aimed if "/" in a.to] + [
            units[i].at for i in ids if "/" in units[i].at
        ]
        at = wanted[0] if wanted else game_map.fleet_locations_of(prov)[0]
    devils = tuple(
        i for i in ids if getattr(units[i], "devil_seasons_left", 0) > 0
    )
    return Merge(at, Kind.ARMY if letter == "A" else Kind.FLEET, tuple(ids), devils)


def form_units(
    board: Any,
    before: Any,
    after: Any,
    ctx: Any,
    dislodged: set[str],
    predictions: Sequence[str],
    tie_choice: Mapping[str, str],
) -> tuple[Any, list[Any]]:
    """§17 step 2 on the game state: the predictions that came true become his units.
    ``ctx`` is the movement phase's record (orders and results by unit id)."""
    from adjudication.diplomacy.orders import Move
    from adjudication.rather_silly.review import Event
    from adjudication.rather_silly.state import Unit

    if ctx is None or not predictions:
        return after, []
    units = {u.id: u for u in before.units}
    result = {uid: r[0] for uid, r in ctx.outcomes.items()}
    attempts = [Attempt(uid, order.to, result.get(uid) == "bounced")
                for uid, order in ctx.orders.items() if isinstance(order, Move) and uid in units]
    left = {a.unit_id for a in attempts if result.get(a.unit_id) == "succeeds"}
    merges = find_merges(board, list(predictions)[:2], units, attempts, left=left,
                         dislodged=dislodged, tie_choice=tie_choice)
    events: list[Any] = []
    present = {u.id for u in after.units}
    for m in merges:
        ids = [i for i in m.merged if i in present]
        # Decided: no merge where another occupying unit (an A®mazone, a monster) stays.
        stays = [u for u in after.units_in(m.at)
                 if u.id not in ids and rules_of(u.kind).occupies]
        if len(ids) < 2 or stays:
            continue
        new = Unit(f"{WAHRSAGER}:{before.phase.code}:{m.at}", WAHRSAGER, m.kind, m.at,
                   origin="merged")
        after = after.without(ids).with_units([*after.without(ids).units, new])
        events.append(Event("§16", "merged",
                            f"the Wahrsager foresaw the bounce in {m.at}: "
                            f"{len(ids)} units became his {LETTER[m.kind]} {m.at}",
                            tuple(ids), {"at": m.at, "exorcised": list(m.exorcised)}))
    return after, events


@quick_init
@dataclass(frozen=True, slots=True)
class Prediction:
    """``VORHERSAGE bur [A|F]`` / ``PREDICT bur [A|F]``: a bounce foretold (type: tie choice)."""

    at: str
    type: str | None = None


@register_form(heads=PREDICTION_WORDS)
def _prediction_form(words: list[str], board: Any) -> Prediction | None:
    if not words or words[0].lower() not in PREDICTION_WORDS:
        return None
    rest = list(words[1:])
    letter = None
    if len(rest) >= 2 and rest[-1].upper() in ("A", "F"):
        letter = rest.pop().upper()
    if not rest:
        raise OrderError("a prediction reads 'VORHERSAGE <province> [A|F]'")
    return Prediction(location(" ".join(rest), board).split("/", 1)[0], letter)
