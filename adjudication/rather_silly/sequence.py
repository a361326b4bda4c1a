"""§17 The turn sequence: one season of Rather Silly Diplomacy, in the rule's own order.

:func:`play_season` is the one place that orders the sections. It reads like §17:

1. conventional units, birds, A®mazonen, Drecksackarmeen, TARDIS and monsters move together
   (``movement.adjudicate_movement`` with every section's steps; the TARDIS then follows its
   carrier or jumps, and meets whatever shares its province);
2. the Wahrsager's units form;
3. retreats;
4. lamas explode;
5. the Borg moves and eats (in Spring 1901 it enters);
6. devil units normalise (done by the movement phase's countdown, see the rules document);
7. new soul sales;
8. a monster appears (sea monster after Spring, space monster after Fall);
9. after the Fall: supply centres change hands and the adjustments are made;
10. Superhirn answers are scored and share-units built (Spring: "Summer"; Fall: "Winter");
11. the wormhole is replaced (the movement phase tallied the votes; the new link is in force
    from here on).

Retreat, soul-sale and build orders may be conditional on what happened earlier in the season
(``conditions.py``); unreadable conditions come back as errors, never as a crash. Every
random draw comes from the state's seed (``rng.py``) and the phase code.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from adjudication.diplomacy import orders as std
from adjudication.rather_silly import (
    borg,
    conditions,
    devils,
    lamas,
    monsters,
    roles,
    superhirn,
    tardis,
    wahrsager,
)
from adjudication.rather_silly.board import Board, load_board
from adjudication.rather_silly.movement import MovementResult, adjudicate_movement
from adjudication.rather_silly.review import Event, ReviewFlag
from adjudication.rather_silly.state import Phase, State, Unit
from adjudication.rather_silly.units import Kind


@dataclass
class SeasonOrders:
    """Everything the players and the GM send for one season (Spring or Fall)."""

    orders: Mapping[str, Sequence[str]] = field(default_factory=dict)  # incl. L xxx Exp
    retreats: Mapping[str, Sequence[str]] = field(default_factory=dict)  # may be IF ... THEN
    soul_sales: Mapping[str, Sequence[str]] = field(default_factory=dict)
    adjustments: Mapping[str, Sequence[str]] = field(default_factory=dict)  # Fall only
    narr: Sequence[str] = ()  # the Narr's override lines
    predictions: Sequence[str] = ()  # the Wahrsager's two provinces
    prediction_types: Mapping[str, str] = field(default_factory=dict)  # tie choice "A"/"F"
    superhirn_correct: Sequence[str] | None = ()  # GM's marks; None: the Superhirn NMR'd
    superhirn_island: str | None = None
    share_builds: Mapping[str, str] = field(default_factory=dict)  # player -> "F isl"
    draw: Sequence[str] = ()  # a draw agreed by these players (GM's record)


@dataclass
class SeasonResult:
    state: State
    public: list[Event] = field(default_factory=list)
    private: list[Event] = field(default_factory=list)  # GM only (lama owners, votes ...)
    flags: list[ReviewFlag] = field(default_factory=list)
    errors: list[tuple[str, str, str]] = field(default_factory=list)  # (player, line, why)
    movement: MovementResult | None = None


def play_season(state: State, given: SeasonOrders, board: Board | None = None) -> SeasonResult:
    """One Spring or Fall, from the movement phase to (after the Fall) the adjustments."""
    board = board or load_board()
    season = state.phase.season
    out = SeasonResult(state)
    wormhole_now = state.wormhole

    # 1. everybody moves together
    lama_orders, move_orders = _split_lama_orders(given.orders)
    state = _with_inputs(state, given)
    moved = adjudicate_movement(state, move_orders)
    out.movement = moved
    out.public += moved.events
    out.flags += moved.flags
    after = _spend_narr_shares(moved.state, moved)
    after, events = _tardis_after_moves(board, state, after, moved)
    out.public += events

    # 2. the Wahrsager's units form
    after, events = _form_wahrsager_units(board, state, after, moved, given)
    out.public += events
    moved_dislodged = {
        uid: pair for uid, pair in moved.dislodged.items() if uid in _ids(state)
    }

    # 3. retreats (orders conditional on the moves)
    facts = _facts(state, after, moved)
    lines = _select(board, given.retreats, facts, out)
    after, events = roles.retreats(board, after, moved_dislodged, lines,
                                       wormhole=wormhole_now, phase=_code(state, "retreat"))
    out.public += events
    after, events = _tardis_meets(after)
    out.public += events

    # 4. lamas explode
    after, events, secret = _explode_lamas(after, lama_orders, out)
    out.public += events
    out.private += secret

    # 5. the Borg moves and eats
    after, events, flags = _borg_turn(board, after, wormhole_now)
    out.public += events
    out.flags += flags

    # 6. devils normalise: done by the movement phase (devils.tick), see the rules document
    # 7. new soul sales
    lines = _select(board, given.soul_sales, _facts(state, after, moved), out)
    after, events = _sell_souls(after, lines, out)
    out.public += events
    after, events = _tardis_meets(after)
    out.public += events

    # 8. a monster appears
    after, events = _monster_appears(board, after, season)
    out.public += events

    # 9. after the Fall: centres change hands, adjustments
    if season == "fall":
        winter = after.replace(phase=Phase(state.phase.year, "winter", "adjustment"))
        lines = _select(board, given.adjustments, _facts(state, after, moved), out)
        after, events, errors = roles.adjustments(board, winter, lines)
        out.public += events
        out.errors += errors

    # 10. Superhirn: answers scored, share-units built
    after, events = _superhirn_step(board, after, given, out, season)
    out.public += events

    # 11. the wormhole voted during the moves takes over (already in ``after.wormhole``)
    out.state = _next_phase(after, state.phase)
    return out


# --- helpers, one per step ---------------------------------------------------------------

def _ids(state: State) -> set[str]:
    return {u.id for u in state.units}


def _code(state: State, kind: str) -> str:
    return Phase(state.phase.year, state.phase.season, kind).code


def _split_lama_orders(
    orders: Mapping[str, Sequence[str]],
) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """Lama lines never reach the movement phase (its results are public)."""
    secret: dict[str, list[str]] = {}
    rest: dict[str, list[str]] = {}
    for power, lines in orders.items():
        for line in lines:
            target = secret if line.strip().upper().startswith("L ") else rest
            target.setdefault(power, []).append(line)
    return secret, rest


def _with_inputs(state: State, given: SeasonOrders) -> State:
    narr = dict(state.section_state.get("narr", {}))
    narr["overrides"] = list(given.narr)
    narr["shares"] = state.section_state.get("superhirn", {}).get("shares", {}).get("narr", "0")
    return state.with_section_state("narr", narr)


def _spend_narr_shares(state: State, moved: MovementResult) -> State:
    spent = moved.context.facts.get("narr_shares_spent", 0) if moved.context else 0
    data = dict(state.section_state.get("narr", {}))
    data.pop("overrides", None)
    state = state.with_section_state("narr", data)
    if not spent:
        return state
    sh = dict(state.section_state.get("superhirn", {}))
    shares = superhirn.shares_from_json(sh.get("shares"))
    shares["narr"] = shares.get("narr", Fraction(0)) - spent
    sh["shares"] = superhirn.shares_to_json(shares)
    return state.with_section_state("superhirn", sh)


def _add_points(state: State, points: int) -> State:
    if not points:
        return state
    doc = dict(state.section_state.get("doktor", {}))
    doc["points"] = doc.get("points", 0) + points
    return state.with_section_state("doktor", doc)


def _tardis_after_moves(
    board: Board, before: State, after: State, moved: MovementResult
) -> tuple[State, list[Event]]:
    """The TARDIS travelled inside the movement phase (``tardis.py`` steps); here its
    points are booked and the devils it meets exorcised."""
    ctx = moved.context
    points = ctx.facts.get("doktor_points", 0) if ctx else 0
    after, met = _tardis_meets(after)
    return _add_points(after, points), met


def _tardis_meets(state: State) -> tuple[State, list[Event]]:
    box = tardis.find_tardis(state.units)
    if box is None:
        return state, []
    met = tardis.meeting(box.at, {u.id: u for u in state.units})
    events: list[Event] = []
    for mid in met.monsters:
        events.append(Event("§15", "monster_destroyed",
                            f"the TARDIS destroyed the monster in {box.province}", (mid,)))
    state = state.without(met.monsters)
    for did in met.devils:
        state, ev = devils.exorcise(state, did)
        if ev:
            events.append(ev)
    return _add_points(state, met.points), events


def _form_wahrsager_units(
    board: Board, before: State, after: State, moved: MovementResult, given: SeasonOrders
) -> tuple[State, list[Event]]:
    ctx = moved.context
    if ctx is None or not given.predictions:
        return after, []
    units = {u.id: u for u in before.units}
    attempts = [
        wahrsager.Attempt(uid, order.to, ctx.outcomes.get(uid, ("",))[0] == "bounced")
        for uid, order in ctx.orders.items()
        if isinstance(order, std.Move) and uid in units
    ]
    left = {a.unit_id for a in attempts if ctx.outcomes.get(a.unit_id, ("",))[0] == "succeeds"}
    merges = wahrsager.find_merges(
        board, given.predictions, units, attempts, left=left, dislodged=set(moved.dislodged),
        tie_choice=given.prediction_types,
    )
    events: list[Event] = []
    present = _ids(after)
    for m in merges:
        ids = [i for i in m.merged if i in present]
        stays = [u for u in after.units_in(m.at) if u.id not in ids and u.kind not in (
            Kind.BIRD, Kind.TARDIS, Kind.BORG)]
        if len(ids) < 2 or stays:
            continue
        after = after.without(ids)
        new = Unit(f"wahrsager:{before.phase.code}:{m.at}", "wahrsager", m.kind, m.at,
                   origin="merged")
        after = after.with_units([*after.units, new])
        events.append(Event("§16", "merged",
                             f"the Wahrsager foresaw the bounce in {m.at}: "
                             f"{len(ids)} units became his {m.kind.value} {m.at}",
                             tuple(ids), {"exorcised": list(m.exorcised)}))
    return after, events


def _facts(before: State, after: State, moved: MovementResult) -> conditions.Facts:
    ctx = moved.context
    units = {u.id: u for u in before.units}
    moves = set()
    if ctx is not None:
        for uid, order in ctx.orders.items():
            if isinstance(order, std.Move) and ctx.outcomes.get(uid, ("",))[0] == "succeeds" \
                    and uid in units:
                u = units[uid]
                moves.add((f"{u.kind.value} {u.province}", order.to.split("/", 1)[0]))
    return conditions.Facts(
        dislodged=frozenset(f"{u.kind.value} {u.province}" for u, _ in moved.dislodged.values()),
        moves=frozenset(moves),
        occupied=frozenset(u.province for u in after.units),
        owners=dict(after.supply_centers),
    )


def _select(
    board: Board, lines: Mapping[str, Sequence[str]], facts: conditions.Facts,
    out: SeasonResult,
) -> dict[str, list[str]]:
    chosen: dict[str, list[str]] = {}
    for power, given in lines.items():
        kept, errors = conditions.select(board, list(given), facts)
        chosen[power] = kept
        out.errors += [(power, line, why) for line, why in errors]
    return chosen


def _explode_lamas(
    state: State, orders: Mapping[str, Sequence[str]], out: SeasonResult
) -> tuple[State, list[Event], list[Event]]:
    data = dict(state.section_state.get("lamas", {}))
    herds = [lamas.Herd(**h) for h in data.get("herds", [])]
    board = load_board()
    wanted: dict[str, list[str]] = {}
    for power, lines in orders.items():
        for line in lines:
            try:
                at = lamas.parse_lama_order(board.map, line)
            except ValueError as exc:
                out.errors.append((power, line, str(exc)))
                continue
            problems = lamas.order_errors(herds, power, [*wanted.get(power, []), at])
            if problems:
                out.errors.append((power, line, problems[-1]))
                continue
            wanted.setdefault(power, []).append(at)
    if not wanted:
        return state, [], []
    herds, explosions, survivors = lamas.explode(herds, wanted, state.units)
    gone = [u for u in state.units if u not in survivors]
    state, losses = devils.record_losses(state, gone)
    state = state.with_units(survivors)
    data["herds"] = [_herd_json(h) for h in herds]
    state = state.with_section_state("lamas", data)
    public = [Event("§2", "lama_exploded", f"a lama exploded in {e.at}",
                    tuple(p.id for p in e.destroyed), e.public()) for e in explosions]
    secret = [Event("§2", "lama_owner", f"herds {', '.join(e.herd_ids)} exploded in {e.at}",
                    private=("gm",)) for e in explosions]
    return state, public + losses, secret


def _herd_json(h: lamas.Herd) -> dict[str, Any]:
    return {"id": h.id, "owner": h.owner, "at": h.at, "exploded": h.exploded}


def _borg_turn(
    board: Board, state: State, wormhole_now: tuple[str, str] | None
) -> tuple[State, list[Event], list[ReviewFlag]]:
    data = state.section_state.get("borg", {})
    current = borg.BorgState(data.get("at"), frozenset(data.get("last_eaten", ())))
    if current.at is None and state.phase.code != "S1901M":
        return state, [], []
    graph = borg.borg_graph(board, wormhole_now)
    pieces = [u for u in state.units if u.kind is not Kind.BORG]
    turn = borg.borg_turn(graph, current, pieces, seed=state.seed, phase=state.phase.code)
    eaten_ids = {u.id for u in turn.eaten}  # type: ignore[attr-defined]
    state, losses = devils.record_losses(state, [u for u in state.units if u.id in eaten_ids])
    units = [u for u in state.units if u.id not in eaten_ids and u.kind is not Kind.BORG]
    if turn.state.at:
        units.append(Unit("borg", "borg", Kind.BORG, turn.state.at, origin="creature"))
    state = state.with_units(units).with_section_state(
        "borg", {"at": turn.state.at, "last_eaten": sorted(turn.state.last_eaten)})
    events = [Event("§1", "borg", f"the Borg {turn.why}", tuple(sorted(eaten_ids)))]
    flags = [ReviewFlag("§1", "borg_tie", note, turn.state.at) for note in turn.review]
    return state, events + losses, flags


def _sell_souls(
    state: State, lines: Mapping[str, Sequence[str]], out: SeasonResult
) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for power, given in lines.items():
        for line in given:
            words = line.split()
            at = load_board().map.lookup(" ".join(words[1:-1])) if len(words) >= 3 else None
            unit = next((u for u in state.units_in(at) if u.power == power
                         and u.kind.value == words[0].upper()), None) if at else None
            if unit is None:
                out.errors.append((power, line, "no unit of yours there; write 'A mun TEUFEL'"))
                continue
            try:
                state, ev = devils.sell(state, unit.id)
            except ValueError as exc:
                out.errors.append((power, line, str(exc)))
                continue
            events.append(ev)
    return state, events


def _monster_appears(board: Board, state: State, season: str) -> tuple[State, list[Event]]:
    kind = Kind.SEA_MONSTER if season == "spring" else Kind.SPACE_MONSTER
    phase = _code(state, "retreat")
    at = monsters.spawn_location(board, state.units, kind, seed=state.seed, phase=phase)
    if at is None:
        return state, []
    new = Unit(f"monster:{phase}", "monsters", kind, at, origin="creature")
    name = "sea monster" if kind is Kind.SEA_MONSTER else "space monster"
    return state.with_units([*state.units, new]), [
        Event("§3" if kind is Kind.SEA_MONSTER else "§4", "monster_appears",
              f"a {name} appears in {at}", (new.id,))]


def _superhirn_step(
    board: Board, state: State, given: SeasonOrders, out: SeasonResult, season: str
) -> tuple[State, list[Event]]:
    data = dict(state.section_state.get("superhirn", {}))
    shares = superhirn.shares_from_json(data.get("shares"))
    events: list[Event] = []
    if given.superhirn_correct is None:
        scoring = superhirn.score_nmr(shares, _active(state))
    else:
        scoring = superhirn.score_answers(shares, given.superhirn_correct)
    shares = scoring.shares
    if scoring.superhirn_places_unit:
        isl = superhirn.island_for_superhirn(state.units, given.superhirn_island)
        if isl:
            new = Unit(f"superhirn:{state.phase.code}:{isl}", "superhirn", Kind.FLEET, isl,
                       origin="superhirn")
            state = state.with_units([*state.units, new])
            events.append(Event("§14", "superhirn_unit",
                                f"nobody knew the answer: the Superhirn places F {isl}",
                                (new.id,)))
    point = "summer" if season == "spring" else "winter"
    built: list[str] = []
    for player, spec in sorted(given.share_builds.items()):
        letter, _, where = spec.partition(" ")
        loc = board.map.lookup(where) or where
        problems = superhirn.build_errors(
            player=player, kind_letter=letter.upper(), at=loc, point=point, shares=shares,
            built_this_point=built, owned_centres=state.centers_of(player),
            pieces=state.units, board=board)
        if problems:
            out.errors.append((player, f"share build {spec}", "; ".join(problems)))
            continue
        built.append(player)
        shares = superhirn.spend_share(shares, player)
        new = Unit(f"{player}:share:{state.phase.code}:{loc}", player, Kind(letter.upper()),
                   loc, origin="superhirn")
        state = state.with_units([*state.units, new])
        events.append(Event("§14", "share_unit", f"{player} builds the share-unit "
                                                 f"{letter.upper()} {loc}", (new.id,)))
    data["shares"] = superhirn.shares_to_json(shares)
    return state.with_section_state("superhirn", data), events


def _active(state: State) -> list[str]:
    from adjudication.rather_silly.state import PLAYERS

    owners = {u.power for u in state.units} | set(state.supply_centers.values())
    return [p for p in PLAYERS if p in owners or p == "narr"]


def _next_phase(state: State, was: Phase) -> State:
    if was.season == "spring":
        return state.replace(phase=Phase(was.year, "fall", "movement"))
    return state.replace(phase=Phase(was.year + 1, "spring", "movement"))
