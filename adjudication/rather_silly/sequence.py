"""§17 The turn sequence: one season of Rather Silly Diplomacy, in the rule's own order.

This module is the one place that orders the sections; a season is split by phase, so the
JSON door can run one phase at a time (``phase_door.py``) with the same code the season door
(``season_door.py``) and ``play`` run through :func:`play_season`:

- :func:`movement_phase`: steps 1-2;
- :func:`retreat_phase`: steps 3-8 (after Spring also 10, the Superhirn's "Summer");
- :func:`adjustment_phase`: after the Fall, steps 9-11.

What a later phase needs from the moves travels in ``section_state["season"]``. The steps,
in §17's order:

1. conventional units, birds, A®mazonen, Drecksackarmeen, TARDIS and monsters move together
   (``movement.adjudicate_movement`` with every section's steps; the TARDIS then follows its
   carrier or jumps, and meets whatever shares its province);
2. the Wahrsager's units form;
3. retreats;
4. lamas explode;
5. the Borg moves and eats (in Spring 1901 it enters);
6. devil units normalise (their countdown);
7. new soul sales;
8. a monster appears (sea monster after Spring, space monster after Fall);
9. after the Fall: supply centres change hands and the adjustments are made;
10. Superhirn answers are scored and share-units built (Spring: "Summer"; Fall: "Winter");
11. the wormhole is replaced (the movement phase tallied the votes; the new link is in force
    from here on).

Retreat, soul-sale and build orders may be conditional on what happened earlier in the season
(``conditions.py``); unreadable conditions come back as errors, never as a crash. With
"§17" switched off (``disabled``, scenario tests) no line is conditional: each ``IF ... THEN``
line is refused, as in standard Diplomacy, where later orders follow the moves. Every
random draw comes from the state's seed (``rng.py``) and the phase code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from adjudication.diplomacy import orders as std
from adjudication.rather_silly import (
    adjustments,
    borg,
    conditions,
    devils,
    lamas,
    monsters,
    narr,
    phases,
    roles,
    superhirn,
    tardis,
    victory,
    wahrsager,
)
from adjudication.rather_silly.board import Board, load_board
from adjudication.rather_silly.movement import MovementResult, adjudicate_movement
from adjudication.rather_silly.review import Event, ReviewFlag
from adjudication.rather_silly.season_input import SeasonOrders, is_sale, sort_lines
from adjudication.rather_silly.state import PLAYERS, Phase, State
from adjudication.rather_silly.units import LETTER

__all__ = ["SeasonOrders", "SeasonResult", "adjustment_phase", "movement_phase",
           "play_season", "retreat_phase"]


@dataclass
class SeasonResult:
    state: State
    public: list[Event] = field(default_factory=list)
    private: list[Event] = field(default_factory=list)  # with readers (``Event.private``)
    flags: list[ReviewFlag] = field(default_factory=list)
    errors: list[tuple[str, str, str]] = field(default_factory=list)  # (player, line, why)
    movement: MovementResult | None = None
    # The lines each step used, by kind ("lamas_sent", "lamas_exploded", "narr",
    # "predictions", "retreats", "soul_sales", "adjustments"), then player: what the
    # doors report back line by line (conditional lines as the order they chose).
    applied: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    # §18: how the game ended, if it did, checked after every phase of the season.
    end: victory.GameEnd | None = None

    def merge(self, later: SeasonResult) -> None:
        """Append a later phase of the same season; its state becomes the result's state."""
        self.state = later.state
        self.public += later.public
        self.private += later.private
        self.flags += later.flags
        self.errors += later.errors
        self.applied.update(later.applied)
        self.end = later.end

    def publish(self, events: Sequence[Event]) -> None:
        """Public events go out to everybody; those naming their readers stay private."""
        for event in events:
            (self.private if event.private else self.public).append(event)


def play_season(
    state: State,
    given: SeasonOrders,
    board: Board | None = None,
    *,
    disabled: frozenset[str] = frozenset(),
    observe: Callable[[str, State], None] | None = None,
) -> SeasonResult:
    """One Spring or Fall, from the movement phase to (after the Fall) the adjustments.
    ``disabled`` switches sections off (scenario tests prove each rule matters);
    ``observe(step, state)`` is called after every step (invariant checks of whole games).

    §18 is checked after every phase ("nach einer beliebigen Spielphase"): a game won after
    the moves or the retreats ends there, and the season's later phases are not played
    (``out.end``). A draw the game master recorded ends the game with the whole season."""
    board = board or load_board()
    out = movement_phase(state, given, board, disabled=disabled, observe=observe)
    out.end = victory.game_end(board, out.state, after_fall=False)
    if out.end:
        return out
    dislodged = out.movement.dislodged if out.movement else {}
    out.merge(retreat_phase(out.state, given, board, dislodged=dislodged, disabled=disabled,
                            observe=observe))
    fall = state.phase.season == "fall"
    if fall:
        out.end = victory.game_end(board, out.state, after_fall=False)
        if out.end:
            return out
        out.merge(adjustment_phase(out.state, given, board, disabled=disabled, observe=observe))
    out.end = victory.game_end(board, out.state, after_fall=fall, draw=given.draw)
    return out


def movement_phase(
    state: State,
    given: SeasonOrders,
    board: Board | None = None,
    *,
    disabled: frozenset[str] = frozenset(),
    observe: Callable[[str, State], None] | None = None,
) -> SeasonResult:
    """§17 steps 1-2. What the later phases of the season need (lama orders, this season's
    wormhole, what conditional orders may test) is kept in ``section_state["season"]``."""
    board = board or load_board()
    on, seen, out = _Switch(disabled), observe or _ignore, SeasonResult(state)

    # 1. conventional units, birds, A®mazonen, Drecksackarmeen, TARDIS, monsters move
    given, lama_orders, move_orders, unread = sort_lines(board, given)
    out.errors += unread
    out.applied.update(lamas_sent=lama_orders, narr={"narr": list(given.narr)},
                       predictions={"wahrsager": list(given.predictions)})
    moved = adjudicate_movement(narr.with_overrides(state, given.narr), move_orders,
                                disabled=disabled, tick_devils=False)
    out.movement = moved
    out.publish(moved.events)
    out.flags += moved.flags
    spent = moved.context.facts.get("narr_shares_spent", 0) if moved.context else 0
    after = narr.spend_shares(moved.state, spent)
    points = moved.context.facts.get("doktor_points", 0) if moved.context else 0
    if on("§15"):
        after = _collect(out, tardis.meet_step(tardis.add_points(after, points)))
    seen("moves", after)

    # 2. the Wahrsager's units form
    out.errors += [("wahrsager", "VORHERSAGE " + " ".join(given.predictions), why)
                   for why in wahrsager.prediction_errors(board, given.predictions)]
    if on("§16"):
        after = _collect(out, wahrsager.form_units(
            board, state, after, moved.context, set(moved.dislodged), given.predictions,
            given.prediction_types))
    seen("wahrsager", after)

    memo = {"wormhole": list(state.wormhole) if state.wormhole else None,
            "lamas": lama_orders, "moves": _moves_made(state, moved),
            "dislodged": sorted(f"{LETTER[u.kind]} {u.province}"
                                for u, _ in moved.dislodged.values())}
    out.state = after.replace(section_state={**after.section_state, SEASON: memo},
                              phase=Phase(state.phase.year, state.phase.season, "retreat"))
    return out


def retreat_phase(
    state: State,
    given: SeasonOrders,
    board: Board | None = None,
    *,
    dislodged: Mapping[str, tuple[Any, Any]],
    disabled: frozenset[str] = frozenset(),
    observe: Callable[[str, State], None] | None = None,
) -> SeasonResult:
    """§17 steps 3-8 (and, in Spring, 10: the Superhirn's "Summer"). ``dislodged`` as the
    movement phase reported it (unit id -> (unit, context.Retreat))."""
    board = board or load_board()
    on, seen, out = _Switch(disabled), observe or _ignore, SeasonResult(state)
    season = state.phase.season
    memo = state.section_state.get(SEASON, {})
    wormhole_now = tuple(memo["wormhole"]) if memo.get("wormhole") else None
    facts = _facts_from(memo, dislodged)

    # 3. retreats (orders may be conditional on the moves)
    lines = _select(board, given.retreats, facts(state), out, "retreats", on)
    after = _collect(out, roles.retreats(board, state, dislodged, lines,
                                         wormhole=wormhole_now, phase=state.phase.code))
    if on("§15"):
        after = _collect(out, tardis.meet_step(after))
    seen("retreats", after)

    # 4. lamas explode
    if on("§2"):
        sent = memo.get("lamas", {})
        after, public, secret, errors = lamas.season_step(board, after, sent)
        out.publish(public)
        out.private += secret
        out.errors += errors
        refused = {(power, line) for power, line, _ in errors}
        out.applied["lamas_exploded"] = {
            power: [line for line in lines if (power, line) not in refused]
            for power, lines in sent.items()}
    seen("lamas", after)

    # 5. the Borg moves and eats (enters in Spring 1901)
    if on("§1"):
        after, events, flags = borg.season_step(board, after, wormhole_now)
        out.publish(events)
        out.flags += flags
    seen("borg", after)

    # 6. devil units normalise (one season less; the soul returns at 0)
    if on("§5"):
        after = _collect(out, devils.tick(after))
    seen("devils", after)

    # 7. new soul sales
    lines = _select(board, given.soul_sales, facts(after), out, "soul_sales", on)
    out.errors += [(power, line, "not a soul sale; write it as 'A mun TEUFEL'")
                   for power, given_lines in lines.items() for line in given_lines
                   if not is_sale(board, line)]
    sold: list[dict[str, str]] = []
    sales: list[Event] = []
    after = phases.sell_souls(board, after, lines, sold, sales)
    out.publish(sales)
    out.errors += [(r["power"], r["order"], r["reason"]) for r in sold
                   if r["result"] == "invalid"]
    if on("§15"):
        after = _collect(out, tardis.meet_step(after))
    seen("soul sales", after)

    # 8. a monster appears
    if on("§3" if season == "spring" else "§4"):
        after = _collect(out, monsters.appear_step(board, after, season))
    seen("monsters", after)

    if season == "spring":
        # 10. (Summer) Superhirn answers scored, share-units built
        after = _superhirn(board, after, given, out, on)
        seen("superhirn", after)
        # 11. the wormhole voted during the moves is in force from now on
        out.state = after.replace(section_state={**after.section_state, SEASON: {}},
                                  phase=Phase(state.phase.year, "fall", "movement"))
    else:
        out.state = after.replace(phase=Phase(state.phase.year, "winter", "adjustment"))
    return out


def adjustment_phase(
    state: State,
    given: SeasonOrders,
    board: Board | None = None,
    *,
    disabled: frozenset[str] = frozenset(),
    observe: Callable[[str, State], None] | None = None,
) -> SeasonResult:
    """§17 steps 9-11 after the Fall: centres change hands, builds and removals (orders may be
    conditional on the Fall moves), then the Superhirn's "Winter"."""
    board = board or load_board()
    on, seen, out = _Switch(disabled), observe or _ignore, SeasonResult(state)
    memo = state.section_state.get(SEASON, {})

    # 9. centres change hands, adjustments
    # build conditions look at the owners after this Fall (owns(austria, ser) = "after the Fall")
    owners_now = roles.take_centres(board, state)
    lines = _select(board, given.adjustments, _facts_from(memo, {})(owners_now), out,
                    "adjustments", on)
    after, events, errors = adjustments.adjudicate_adjustments(board, state, lines,
                                                               centres_taken=owners_now)
    out.publish(events)
    out.errors += errors
    seen("adjustments", after)

    # 10. (Winter) Superhirn answers scored, share-units built
    after = _superhirn(board, after, given, out, on)
    seen("superhirn", after)

    # 11. the wormhole voted during the moves is in force from now on
    out.state = after.replace(section_state={**after.section_state, SEASON: {}},
                              phase=Phase(state.phase.year + 1, "spring", "movement"))
    return out


SEASON = "season"  # section_state entry from the movement phase to the season's end (GM only)


def _ignore(step: str, state: State) -> None:
    return None


def _superhirn(board: Board, state: State, given: SeasonOrders, out: SeasonResult,
               on: _Switch) -> State:
    if not (on("§14") and given.superhirn_asked):
        return state
    state, events, errors = superhirn.season_step(
        board, state, correct=given.superhirn_correct, island=given.superhirn_island,
        share_builds=given.share_builds,
        season="spring" if state.phase.season == "spring" else "fall",
        active=_active(state))
    out.publish(events)
    out.errors += errors
    # who was right: told to each of them alone (``phase_report.py``); None is an NMR
    out.applied["superhirn_right"] = {p: [] for p in given.superhirn_correct or ()}
    return state


# --- small helpers -------------------------------------------------------------------------

class _Switch:
    def __init__(self, disabled: frozenset[str]) -> None:
        self.disabled = disabled

    def __call__(self, section: str) -> bool:
        return section not in self.disabled


def _collect(out: SeasonResult, step: tuple[State, list[Event]]) -> State:
    state, events = step
    out.publish(events)
    return state


def _moves_made(before: State, moved: MovementResult) -> list[list[str]]:
    """Successful moves as ``["A mun", "tyr"]`` pairs, for conditions (JSON-shaped)."""
    ctx = moved.context
    units = before.by_id()
    made = []
    if ctx is not None:
        for uid, order in sorted(ctx.orders.items()):
            if isinstance(order, std.Move) and uid in units \
                    and ctx.outcomes.get(uid, ("",))[0] == "succeeds":
                u = units[uid]
                made.append([f"{LETTER[u.kind]} {u.province}", order.to.split("/", 1)[0]])
    return made


def _facts_from(
    memo: Mapping[str, Any], dislodged: Mapping[str, tuple[Any, Any]]
) -> Callable[[State], conditions.Facts]:
    """What conditional orders may look back on: the season's moves, who was dislodged, and
    the position at the time the order is carried out."""
    gone = frozenset(memo.get("dislodged", [])) | {
        f"{LETTER[u.kind]} {u.province}" for u, _ in dislodged.values()}
    moves = frozenset((a, b) for a, b in memo.get("moves", []))

    def facts(state: State) -> conditions.Facts:
        return conditions.Facts(
            dislodged=gone, moves=moves,
            occupied=frozenset(state.by_province()),  # the provinces units stand in
            owners=dict(state.supply_centers),
        )

    return facts


def _select(
    board: Board, lines: Mapping[str, Sequence[str]], facts: conditions.Facts,
    out: SeasonResult, kind: str, on: _Switch | None = None,
) -> dict[str, list[str]]:
    """The lines that apply (a conditional line as the order it chose), kept in
    ``out.applied[kind]``; unreadable conditions become errors; with §17 off, every
    conditional line is an error."""
    chosen: dict[str, list[str]] = {}
    skipped: dict[str, list[str]] = {}
    for power, given in lines.items():
        if on is not None and not on("§17"):
            out.errors += [(power, line, "conditional orders are switched off (§17)")
                           for line in given if _is_conditional(line)]
            given = [line for line in given if not _is_conditional(line)]
        kept, errors, passed = conditions.select_with_skipped(board, list(given), facts)
        chosen[power] = kept
        out.errors += [(power, line, why) for line, why in errors]
        skipped[power] = [line for line in passed if _is_conditional(line)]
    out.applied[kind] = chosen
    out.applied[kind + "_skipped"] = skipped
    return chosen


def _is_conditional(line: str) -> bool:
    first = line.split(None, 1)  # the first word is all it reads
    return bool(first) and first[0].lower() in ("if", "wenn")


def _active(state: State) -> list[str]:
    """Players still in the game: holding units or centres (the Narr always is)."""
    owners = {u.power for u in state.units} | set(state.supply_centers.values())
    return [p for p in PLAYERS if p in owners or p == "narr"]
