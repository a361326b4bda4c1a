"""§17 The turn sequence: one season of Rather Silly Diplomacy, in the rule's own order.

:func:`play_season` is the one place that orders the sections. It reads like §17:

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
(``conditions.py``); unreadable conditions come back as errors, never as a crash. Every
random draw comes from the state's seed (``rng.py``) and the phase code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
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
    wahrsager,
)
from adjudication.rather_silly.board import Board, load_board
from adjudication.rather_silly.grammar import WORMHOLE_WORDS, OrderError, parse_order
from adjudication.rather_silly.movement import MovementResult, adjudicate_movement
from adjudication.rather_silly.orders import SellSoul
from adjudication.rather_silly.review import Event, ReviewFlag
from adjudication.rather_silly.state import PLAYERS, Phase, State
from adjudication.rather_silly.wahrsager import PREDICTION_WORDS


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
    superhirn_asked: bool = True  # False: no question this season (nothing to score)
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

    def merge(self, later: SeasonResult) -> None:
        """Append a later phase of the same season; its state becomes the result's state."""
        self.state = later.state
        self.public += later.public
        self.private += later.private
        self.flags += later.flags
        self.errors += later.errors

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
    ``observe(step, state)`` is called after every step (invariant checks of whole games)."""
    board = board or load_board()
    out = movement_phase(state, given, board, disabled=disabled, observe=observe)
    dislodged = out.movement.dislodged if out.movement else {}
    out.merge(retreat_phase(out.state, given, board, dislodged=dislodged, disabled=disabled,
                            observe=observe))
    if state.phase.season == "fall":
        out.merge(adjustment_phase(out.state, given, board, disabled=disabled, observe=observe))
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
    given, lama_orders, move_orders = _sort_lines(board, given, out)
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
            "dislodged": sorted(f"{u.kind.value} {u.province}"
                                for u, _ in moved.dislodged.values())}
    out.state = after.with_section_state(SEASON, memo).replace(
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
    lines = _select(board, given.retreats, facts(state), out)
    after = _collect(out, roles.retreats(board, state, dislodged, lines,
                                         wormhole=wormhole_now, phase=state.phase.code))
    if on("§15"):
        after = _collect(out, tardis.meet_step(after))
    seen("retreats", after)

    # 4. lamas explode
    if on("§2"):
        after, public, secret, errors = lamas.season_step(board, after, memo.get("lamas", {}))
        out.publish(public)
        out.private += secret
        out.errors += errors
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
    lines = _select(board, given.soul_sales, facts(after), out)
    out.errors += [(power, line, "not a soul sale; write it as 'A mun TEUFEL'")
                   for power, given_lines in lines.items() for line in given_lines
                   if not _is_sale(board, line)]
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
        after = after.with_section_state(SEASON, {})
        out.state = after.replace(phase=Phase(state.phase.year, "fall", "movement"))
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
    lines = _select(board, given.adjustments, _facts_from(memo, {})(state), out)
    after, events, errors = adjustments.adjudicate_adjustments(board, state, lines)
    out.publish(events)
    out.errors += errors
    seen("adjustments", after)

    # 10. (Winter) Superhirn answers scored, share-units built
    after = _superhirn(board, after, given, out, on)
    seen("superhirn", after)

    # 11. the wormhole voted during the moves is in force from now on
    after = after.with_section_state(SEASON, {})
    out.state = after.replace(phase=Phase(state.phase.year + 1, "spring", "movement"))
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


def _sort_lines(
    board: Board, given: SeasonOrders, out: SeasonResult
) -> tuple[SeasonOrders, dict[str, list[str]], dict[str, list[str]]]:
    """Players write everything as order lines; the lines that are not movement orders are
    taken out here: lama explosions (secret), the Narr's lines (all overrides: he has no units)
    and the Wahrsager's ``VORHERSAGE`` lines."""
    def first(line: str) -> str:
        return (line.split() or [""])[0].lower()

    lama: dict[str, list[str]] = {}
    moves: dict[str, list[str]] = {}
    narr = list(given.narr)
    predictions = list(given.predictions)
    types = dict(given.prediction_types)
    for power, lines in given.orders.items():
        for line in lines:
            if first(line) in ("if", "wenn"):
                out.errors.append((power, line, "movement orders cannot be conditional: only "
                                   "retreat, soul-sale and build orders may depend on the moves"))
            elif lamas.is_lama_line(line):
                lama.setdefault(power, []).append(line)
            elif power == "narr" and first(line) not in WORMHOLE_WORDS:
                narr.append(line)
            elif power == "wahrsager" and first(line) in PREDICTION_WORDS:
                try:
                    found = parse_order(line, board)
                except OrderError:
                    moves.setdefault(power, []).append(line)  # reported as invalid there
                    continue
                predictions.append(found.at)
                if found.type:
                    types[found.at] = found.type
            else:
                moves.setdefault(power, []).append(line)
    return replace(given, narr=narr, predictions=predictions, prediction_types=types), lama, moves


def _moves_made(before: State, moved: MovementResult) -> list[list[str]]:
    """Successful moves as ``["A mun", "tyr"]`` pairs, for conditions (JSON-shaped)."""
    ctx = moved.context
    units = {u.id: u for u in before.units}
    made = []
    if ctx is not None:
        for uid, order in sorted(ctx.orders.items()):
            if isinstance(order, std.Move) and uid in units \
                    and ctx.outcomes.get(uid, ("",))[0] == "succeeds":
                u = units[uid]
                made.append([f"{u.kind.value} {u.province}", order.to.split("/", 1)[0]])
    return made


def _facts_from(
    memo: Mapping[str, Any], dislodged: Mapping[str, tuple[Any, Any]]
) -> Callable[[State], conditions.Facts]:
    """What conditional orders may look back on: the season's moves, who was dislodged, and
    the position at the time the order is carried out."""
    gone = frozenset(memo.get("dislodged", [])) | {
        f"{u.kind.value} {u.province}" for u, _ in dislodged.values()}
    moves = frozenset((a, b) for a, b in memo.get("moves", []))

    def facts(state: State) -> conditions.Facts:
        return conditions.Facts(
            dislodged=gone, moves=moves,
            occupied=frozenset(u.province for u in state.units),
            owners=dict(state.supply_centers),
        )

    return facts


def _is_sale(board: Board, line: str) -> bool:
    try:
        return isinstance(parse_order(line, board), SellSoul)
    except OrderError:
        return False


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


def _active(state: State) -> list[str]:
    """Players still in the game: holding units or centres (the Narr always is)."""
    owners = {u.power for u in state.units} | set(state.supply_centers.values())
    return [p for p in PLAYERS if p in owners or p == "narr"]


def resolve_season(data: Mapping[str, Any], *, disabled: frozenset[str] = frozenset()
                   ) -> dict[str, Any]:
    """A whole season as JSON (the GM's tool and the season scenarios' door).

    Input: the movement phase's JSON (``interface.read_state``: units, supply_centers, orders,
    section_state, seed ...) plus the :class:`SeasonOrders` fields under the same names
    (``retreats``, ``soul_sales``, ``adjustments``, ``narr``, ``predictions``,
    ``prediction_types``, ``superhirn_correct`` (``null``: the Superhirn NMR'd; absent: no
    question this season),
    ``superhirn_island``, ``share_builds``, ``draw``). Output: ``units``, public ``events``,
    GM-only ``gm_events``, ``review_flags``, ``errors`` (each for its player only), the
    next ``state`` (GM only: it holds the lama herds) and ``game_end``."""
    from adjudication.rather_silly import victory
    from adjudication.rather_silly.interface import read_state, state_to_json, unit_to_json

    if state_phase_type(data) not in ("movement", None):
        raise _input_error(["phase: a season starts with its movement phase (e.g. \"S1902M\")"])

    board = load_board()
    state = read_state(data, board)
    _check_season_fields(data)
    given = SeasonOrders(
        orders=data.get("orders") or {},
        retreats=data.get("retreats") or {},
        soul_sales=data.get("soul_sales") or {},
        adjustments=data.get("adjustments") or {},
        narr=data.get("narr") or (),
        predictions=data.get("predictions") or (),
        prediction_types=data.get("prediction_types") or {},
        superhirn_correct=data.get("superhirn_correct", ()),
        superhirn_asked="superhirn_correct" in data,
        superhirn_island=data.get("superhirn_island"),
        share_builds=data.get("share_builds") or {},
        draw=data.get("draw") or (),
    )
    result = play_season(state, given, board, disabled=disabled)
    end = victory.game_end(board, result.state, after_fall=state.phase.season == "fall",
                           draw=given.draw)
    return {
        "phase": state.phase.code,
        "units": [unit_to_json(u) for u in result.state.units],
        "events": [e.to_json() for e in result.public],
        "gm_events": [e.to_json() for e in result.private],
        "review_flags": [f.to_json() for f in result.flags],
        "errors": [{"player": p, "line": line, "why": why} for p, line, why in result.errors],
        "state": state_to_json(result.state),
        "game_end": None if end is None else {"how": end.how, "winners": list(end.winners),
                                              "why": end.why},
    }


_LINES_BY_PLAYER = ("orders", "retreats", "soul_sales", "adjustments")
_LINE_LISTS = ("narr", "predictions", "draw")


def _input_error(problems: list[str]) -> Exception:
    from adjudication.rather_silly.interface import InputError

    return InputError(problems)


def state_phase_type(data: Mapping[str, Any]) -> str | None:
    phase = data.get("phase")
    if isinstance(phase, str) and phase[-1:].upper() in ("M", "R", "A"):
        return {"M": "movement", "R": "retreat", "A": "adjustment"}[phase[-1].upper()]
    if isinstance(phase, Mapping):
        return phase.get("type", "movement")
    return None


def _check_season_fields(data: Mapping[str, Any]) -> None:
    """Shape checks of the season fields; every problem is listed, with what would be right."""
    problems: list[str] = []

    def lines(value: Any) -> bool:
        return isinstance(value, list) and all(isinstance(x, str) for x in value)

    for key in _LINES_BY_PLAYER:
        value = data.get(key)
        if value is not None and not (isinstance(value, Mapping) and all(
                isinstance(k, str) and lines(v) for k, v in value.items())):
            problems.append(f"{key}: expected {{\"player\": [\"order line\", ...]}}")
    for key in _LINE_LISTS:
        if data.get(key) is not None and not lines(data[key]):
            problems.append(f"{key}: expected a list of strings")
    correct = data.get("superhirn_correct", [])
    if correct is not None and not lines(correct):
        problems.append("superhirn_correct: expected a list of players, or null for an NMR")
    builds = data.get("share_builds")
    if builds is not None and not (isinstance(builds, Mapping) and all(
            isinstance(v, str) for v in builds.values())):
        problems.append("share_builds: expected {\"player\": \"F isl\"}")
    types = data.get("prediction_types")
    if types is not None and not (isinstance(types, Mapping) and all(
            v in ("A", "F") for v in types.values())):
        problems.append("prediction_types: expected {\"province\": \"A\" or \"F\"}")
    if problems:
        raise _input_error(problems)
