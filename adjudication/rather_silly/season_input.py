"""What the players and the GM send for a season (:class:`SeasonOrders`), read from the doors'
JSON and sorted before the moves (:func:`sort_lines`).

The position (units, centres, state) is read by ``interface.read_state``; this module reads
what is *sent*: ``orders`` and the season fields of :class:`sequence.SeasonOrders`, checking
their shapes and listing every problem with what would be right (``InputError``).

In the one-phase door ``orders`` holds the lines of that phase: the moves (with lama lines,
wormhole votes, the Narr's and the Wahrsager's lines), the retreats and soul sales, or the
adjustments. The season door takes ``orders`` for the moves and ``retreats``,
``soul_sales``, ``adjustments`` for the later phases. The old ``wormhole_votes`` field
(``{"england": ["lon", "mos"]}``) is read as ``WURMLOCH lon-mos`` lines.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from adjudication.rather_silly import lamas
from adjudication.rather_silly.board import Board
from adjudication.rather_silly.grammar import WORMHOLE_WORDS, OrderError, parse_order
from adjudication.rather_silly.orders import SellSoul
from adjudication.rather_silly.position_json import InputError
from adjudication.rather_silly.state import ALL_OWNERS, PLAYERS
from adjudication.rather_silly.wahrsager import PREDICTION_WORDS

Error = tuple[str, str, str]  # (player, line, why): told to that player alone

LINES_BY_PLAYER = ("orders", "retreats", "soul_sales", "adjustments")
LINE_LISTS = ("narr", "predictions", "draw")


def _error(problems: list[str]) -> Exception:
    return InputError(problems)


def _lines(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(x, str) for x in value)


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


def sort_lines(
    board: Board, given: SeasonOrders
) -> tuple[SeasonOrders, dict[str, list[str]], dict[str, list[str]], list[Error]]:
    """Players write everything as order lines; the lines that are not movement orders are
    taken out here: lama explosions (secret), the Narr's lines (all overrides: he has no units)
    and the Wahrsager's ``VORHERSAGE`` lines."""
    def first(line: str) -> str:
        words = line.split(None, 1)  # (the first word is all it reads)
        return words[0].lower() if words else ""

    errors: list[Error] = []
    lama: dict[str, list[str]] = {}
    moves: dict[str, list[str]] = {}
    narr = list(given.narr)
    predictions = list(given.predictions)
    types = dict(given.prediction_types)
    for power, lines in given.orders.items():
        for line in lines:
            word = first(line)
            if word in ("if", "wenn"):
                errors.append((power, line, "movement orders cannot be conditional: only "
                                   "retreat, soul-sale and build orders may depend on the moves"))
            elif lamas.is_lama_line(line):
                lama.setdefault(power, []).append(line)
            elif power == "narr" and word not in WORMHOLE_WORDS:
                narr.append(line)
            elif power == "wahrsager" and word in PREDICTION_WORDS:
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
    sorted_out = replace(given, narr=narr, predictions=predictions, prediction_types=types)
    return sorted_out, lama, moves, errors


def check_fields(data: Mapping[str, Any]) -> None:
    """Shape checks of everything sent; every problem is listed, with what would be right."""
    problems: list[str] = []
    for key in LINES_BY_PLAYER:
        value = data.get(key)
        if value is not None and not (isinstance(value, Mapping) and all(
                isinstance(k, str) and _lines(v) for k, v in value.items())):
            problems.append(f"{key}: expected {{\"player\": [\"order line\", ...]}}")
        elif value is not None and set(value) - set(ALL_OWNERS):
            unknown = ", ".join(sorted(set(value) - set(ALL_OWNERS)))
            problems.append(f"{key}: unknown player(s) {unknown}")
    for key in LINE_LISTS:
        if data.get(key) is not None and not _lines(data[key]):
            problems.append(f"{key}: expected a list of strings")
    correct = data.get("superhirn_correct", [])
    if correct is not None and not _lines(correct):
        problems.append("superhirn_correct: expected a list of players, or null for an NMR")
    elif correct and set(correct) - set(PLAYERS):
        unknown = ", ".join(sorted(set(correct) - set(PLAYERS)))
        problems.append(f"superhirn_correct: unknown player(s) {unknown}; players are "
                        f"{', '.join(PLAYERS)}")
    builds = data.get("share_builds")
    if builds is not None and not (isinstance(builds, Mapping) and all(
            isinstance(v, str) for v in builds.values())):
        problems.append("share_builds: expected {\"player\": \"F isl\"}")
    types = data.get("prediction_types")
    if types is not None and not (isinstance(types, Mapping) and all(
            v in ("A", "F") for v in types.values())):
        problems.append("prediction_types: expected {\"province\": \"A\" or \"F\"}")
    votes = data.get("wormhole_votes")
    if votes is not None and not (isinstance(votes, Mapping) and all(
            isinstance(v, str) or (isinstance(v, list | tuple) and len(v) == 2
                                   and all(isinstance(e, str) for e in v))
            for v in votes.values())):
        problems.append("wormhole_votes: expected {\"england\": [\"lon\", \"mos\"], ...}")
    if problems:
        raise _error(problems)


def _by_player(data: Mapping[str, Any], key: str) -> dict[str, list[str]]:
    return {p: list(lines) for p, lines in (data.get(key) or {}).items()}


def _join(*parts: Mapping[str, list[str]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for part in parts:
        for player, lines in part.items():
            out.setdefault(player, []).extend(lines)
    return out


_THEN = re.compile(r"\b(?:then|dann)\b(?P<order>.*)$", re.IGNORECASE)


def is_sale(board: Board, line: str) -> bool:
    """A soul sale, also as the order of a conditional line (``IF ... THEN A tyr TEUFEL``)."""
    found = _THEN.search(line) if _first(line) in ("if", "wenn") else None
    try:
        return isinstance(parse_order(found["order"] if found else line, board), SellSoul)
    except OrderError:
        return False


def _first(line: str) -> str:
    return (line.split() or [""])[0].lower()


def read_season_orders(data: Mapping[str, Any], board: Board,
                       phase_type: str | None = None) -> SeasonOrders:
    """What was sent, as :class:`SeasonOrders`. ``phase_type`` (one-phase door) says which
    phase ``orders`` belongs to; ``None`` (season door): ``orders`` are the moves."""
    check_fields(data)
    orders = _by_player(data, "orders")
    votes = {p: ["WURMLOCH " + (v if isinstance(v, str) else "-".join(v))]
             for p, v in (data.get("wormhole_votes") or {}).items()}
    moves, retreats, sales, builds = orders, {}, {}, {}
    if phase_type == "retreat":
        moves = {}
        retreats = {p: [t for t in ls if not is_sale(board, t)] for p, ls in orders.items()}
        sales = {p: [t for t in ls if is_sale(board, t)] for p, ls in orders.items()}
    elif phase_type == "adjustment":
        moves, builds = {}, orders
    return SeasonOrders(
        orders=_join(moves, votes) if phase_type in (None, "movement") else moves,
        retreats=_join(retreats, _by_player(data, "retreats")),
        soul_sales=_join(sales, _by_player(data, "soul_sales")),
        adjustments=_join(builds, _by_player(data, "adjustments")),
        narr=list(data.get("narr") or ()),
        predictions=list(data.get("predictions") or ()),
        prediction_types=dict(data.get("prediction_types") or {}),
        superhirn_correct=data.get("superhirn_correct", ()),
        superhirn_asked="superhirn_correct" in data,
        superhirn_island=data.get("superhirn_island"),
        share_builds=dict(data.get("share_builds") or {}),
        draw=list(data.get("draw") or ()),
    )
