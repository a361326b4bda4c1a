"""Reading a submission line by line: one reader per kind, feedback in English or German.

Every reader returns :class:`~games.rulesets.base.LineFeedback` per non-empty line and never
raises: engine errors become the line's error with a hint. The same classification of order
lines (:func:`classify`) is used when the phase is adjudicated, so what the player was told
is what the engine gets.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from games.rulesets.base import JSON, LineFeedback
from games.rulesets.rather_silly import kinds as k
from games.rulesets.rather_silly.messages import reading, text
from games.rulesets.rather_silly.seats import NARR

_ISLAND = re.compile(r"^\s*(?:ISLAND|INSEL)\s+(\S+)\s*$", re.IGNORECASE)
_BUILD = re.compile(r"^\s*(?:BUILD|BAU|B|REMOVE|DISBAND|AUFLÖSEN)\s+\S+", re.IGNORECASE)
_ADJUSTMENT_WORDS = frozenset({"build", "bau", "remove", "disband", "auflösen"})
CLOSED_FIELDS = ("isl", "cre", "hyp")


def engine() -> Any:
    """The variant engine's modules (imported on use; the grammar's forms register then)."""
    from adjudication.rather_silly import conditions, grammar, lamas, sequence  # noqa: F401
    from adjudication.rather_silly.board import load_board

    return grammar, conditions, lamas, load_board()


def split_lines(raw: str) -> list[str]:
    return [line.strip() for line in (raw or "").splitlines() if line.strip()]


def _first(line: str) -> str:
    return (line.split() or [""])[0].lower()


# --- orders ---------------------------------------------------------------------------------

def classify(line: str) -> tuple[str, Any, str]:
    """``(category, order or None, engine detail)`` of one orders-box line. Categories:
    ``lama``, ``vote``, ``conditional``, ``prediction``, ``sale``, ``retreat``, ``build``,
    ``unit`` (a unit order for the engine), ``unreadable``."""
    from adjudication.diplomacy import orders as std
    from adjudication.rather_silly.orders import SellSoul, WormholeVote
    from adjudication.rather_silly.wahrsager import PREDICTION_WORDS

    grammar, conditions, lamas, board = engine()
    if _first(line) in ("if", "wenn"):
        return "conditional", None, ""
    if lamas.is_lama_line(line):
        return "lama", None, ""
    if _first(line) in _ADJUSTMENT_WORDS:
        return "build", None, ""
    if _first(line) in PREDICTION_WORDS:
        return "prediction", None, ""
    try:
        order = grammar.parse_order(line, board)
    except grammar.OrderError as exc:
        return "unreadable", None, str(exc)
    if isinstance(order, WormholeVote):
        return "vote", order, ""
    if isinstance(order, SellSoul):
        return "sale", order, ""
    if isinstance(order, std.Retreat | std.Disband):
        return "retreat", order, ""
    return "unit", order, ""


_BOXES = {
    "prediction": ("prediction", k.WAHRSAGER_PREDICTION),
    "sale": ("soul sale", k.SOUL_SALES),
    "retreat": ("retreat order", k.RETREATS),
    "build": ("build or removal", k.ADJUSTMENTS),
}


def _units_of(state: JSON, seat: str) -> list[JSON]:
    return [u for u in state.get("engine", {}).get("units", []) if u.get("power") == seat]


def read_orders(state: JSON, seat: str, lines: list[str], lang: str) -> list[LineFeedback]:
    own = _units_of(state, seat)
    where = {u["at"].split("/", 1)[0] for u in own}
    listing = ", ".join(f"{u['type']} {u['at']}" for u in own) or "—"
    out = []
    for line in lines:
        category, order, detail = classify(line)
        if category == "lama":
            out.append(_lama_in_orders(state, seat, line, lang))
        elif category == "vote":
            out.append(LineFeedback(
                line, reading=reading("vote", lang, a=order.ends[0], b=order.ends[1]),
                warnings=(text("vote_split", lang),)))
        elif category == "conditional":
            out.append(LineFeedback(line, error=text("conditional_move", lang),
                                    suggestion=_box_label(k.RETREATS)))
        elif category in _BOXES:
            what, box = _BOXES[category]
            out.append(LineFeedback(line, error=text("wrong_box", lang, what=what,
                                                     box=_box_label(box))))
        elif category == "unreadable":
            out.append(LineFeedback(line, error=text("unreadable", lang, detail=detail)))
        elif getattr(order, "at", "").split("/", 1)[0] not in where:
            at = getattr(order, "at", "?")
            out.append(LineFeedback(line, error=text("no_unit_there", lang, at=at,
                                                     units=listing)))
        else:
            out.append(LineFeedback(line, reading=f"{reading('order', lang)}: {_plain(line)}"))
    return out


def _lama_in_orders(state: JSON, seat: str, line: str, lang: str) -> LineFeedback:
    """A lama line in the orders box is split off and kept secret (never published)."""
    found = read_lama_explosion(state, seat, [line], lang)[0]
    return LineFeedback(line, reading=found.reading, error=found.error,
                        suggestion=found.suggestion, warnings=(text("lama_split", lang),))


def _plain(line: str) -> str:
    return " ".join(line.split())


def _box_label(kind: str) -> str:
    return k.RULES[kind].kind.label


# --- retreats, soul sales, adjustments (may be conditional) -----------------------------------

def _conditional(lines: list[str], lang: str, accept: Callable[[str], str | None],
                 wrong: str) -> list[LineFeedback]:
    """Each line: ``IF ... THEN <order>`` or a plain order; ``accept(order)`` gives the engine's
    complaint (None: fine)."""
    grammar, conditions, lamas, board = engine()
    out = []
    for line in lines:
        try:
            cond = conditions.parse(board, line)
        except conditions.ConditionError as exc:
            out.append(LineFeedback(line, error=text("unreadable", lang, detail=str(exc))))
            continue
        order_text = cond.order if cond else line
        problem = accept(order_text)
        if problem is not None:
            error = text("unreadable", lang, detail=problem) if problem else text(wrong, lang)
            out.append(LineFeedback(line, error=error))
            continue
        prefix = f"{reading('conditional', lang)} " if cond else ""
        out.append(LineFeedback(line, reading=f"{prefix}{reading('order', lang)}: "
                                              f"{_plain(order_text)}"))
    return out


def _parses_as(*types: type) -> Callable[[str], str | None]:
    def accept(order_text: str) -> str | None:
        grammar, _, _, board = engine()
        try:
            order = grammar.parse_order(order_text, board)
        except grammar.OrderError as exc:
            return str(exc)
        return None if isinstance(order, types) else ""
    return accept


def read_retreats(state: JSON, seat: str, lines: list[str], lang: str) -> list[LineFeedback]:
    from adjudication.diplomacy import orders as std

    return _conditional(lines, lang, _parses_as(std.Retreat, std.Disband), "not_a_retreat")


def read_soul_sales(state: JSON, seat: str, lines: list[str], lang: str) -> list[LineFeedback]:
    from adjudication.rather_silly.orders import SellSoul

    return _conditional(lines, lang, _parses_as(SellSoul), "not_a_sale")


def read_adjustments(state: JSON, seat: str, lines: list[str], lang: str) -> list[LineFeedback]:
    return _conditional(lines, lang, lambda t: None if _BUILD.match(t) else "",
                        "not_an_adjustment")


# --- lamas, wormhole -----------------------------------------------------------------------

def read_lama_placement(state: JSON, seat: str, lines: list[str], lang: str
                        ) -> list[LineFeedback]:
    grammar, conditions, lamas, board = engine()
    spots = [s.strip() for line in lines for s in line.split(",") if s.strip()]
    out = []
    for spot in spots:
        problems = lamas.placement_errors(board.map, seat, [spot] * lamas.HERDS_PER_PLAYER,
                                          closed=CLOSED_FIELDS)
        if problems:
            out.append(LineFeedback(spot, error=text("herd_bad", lang, detail=problems[0])))
        else:
            at = board.map.lookup(spot).split("/", 1)[0]
            out.append(LineFeedback(spot, reading=reading("herd", lang, at=at)))
    if len(spots) != lamas.HERDS_PER_PLAYER:
        out.append(LineFeedback("", error=text("herds_count", lang, n=len(spots))))
    return out


def herds_left(state: JSON, seat: str) -> dict[str, int]:
    left: dict[str, int] = {}
    for herd in state.get("engine", {}).get("section_state", {}).get("lamas", {}).get(
            "herds", []):
        if herd["owner"] == seat and not herd["exploded"]:
            left[herd["at"]] = left.get(herd["at"], 0) + 1
    return left


def read_lama_explosion(state: JSON, seat: str, lines: list[str], lang: str
                        ) -> list[LineFeedback]:
    grammar, conditions, lamas, board = engine()
    left = herds_left(state, seat)
    out = []
    for line in lines:
        candidate = line if lamas.is_lama_line(line) else f"L {line} Exp"
        try:
            at = lamas.parse_lama_order(board.map, candidate)
        except ValueError as exc:
            out.append(LineFeedback(line, error=text("unreadable", lang, detail=str(exc)),
                                    suggestion="L tyr Exp"))
            continue
        if left.get(at, 0) <= 0:
            out.append(LineFeedback(line, error=text("no_herd", lang, at=at)))
            continue
        left[at] -= 1
        out.append(LineFeedback(line, reading=reading("explosion", lang, at=at)))
    return out


def lama_line(line: str) -> str:
    """A line of the lama box as the engine's order (``tyr`` -> ``L tyr Exp``)."""
    from adjudication.rather_silly import lamas

    return line if lamas.is_lama_line(line) else f"L {line} Exp"


def parse_vote(line: str) -> tuple[str, str] | None:
    grammar, _, _, board = engine()
    words = line if _first(line) in grammar.WORMHOLE_WORDS else f"WURMLOCH {line}"
    try:
        vote = grammar.parse_order(words, board)
    except grammar.OrderError:
        return None
    ends = getattr(vote, "ends", None)
    return (ends[0], ends[1]) if ends else None


def read_wormhole_vote(state: JSON, seat: str, lines: list[str], lang: str
                       ) -> list[LineFeedback]:
    out = []
    voted = False
    for line in lines:
        ends = parse_vote(line)
        if ends is None:
            out.append(LineFeedback(line, error=text("vote_form", lang), suggestion="lon - mos"))
        elif voted:
            out.append(LineFeedback(line, error=text("one_vote", lang)))
        else:
            voted = True
            out.append(LineFeedback(line, reading=reading("vote", lang, a=ends[0], b=ends[1])))
    return out


# --- the roles -----------------------------------------------------------------------------

def shares_of(state: JSON, seat: str) -> Fraction:
    shares = state.get("engine", {}).get("section_state", {}).get("superhirn", {}).get(
        "shares", {})
    return Fraction(shares.get(seat, "0"))


def read_narr_override(state: JSON, seat: str, lines: list[str], lang: str
                       ) -> list[LineFeedback]:
    from adjudication.diplomacy import orders as std

    grammar, _, _, board = engine()
    units = state.get("engine", {}).get("units", [])
    conventional = {u["at"].split("/", 1)[0] for u in units if u.get("type") in
                    ("A", "F", "SA", "SF") and u.get("power") not in ("borg", "monsters")}
    allowed = 1 + max(0, int(shares_of(state, NARR)))
    out = []
    for line in lines:
        try:
            order = grammar.parse_order(line, board)
        except grammar.OrderError as exc:
            out.append(LineFeedback(line, error=text("unreadable", lang, detail=str(exc))))
            continue
        plain = (std.Move, std.Hold, std.SupportHold, std.SupportMove, std.Convoy)
        if not isinstance(order, plain) or order.at.split("/", 1)[0] not in conventional:
            out.append(LineFeedback(line, error=text("narr_form", lang)))
            continue
        taken = sum(1 for f in out if f.error is None)
        if taken >= allowed:
            out.append(LineFeedback(line, error=text("narr_too_many", lang, n=allowed)))
            continue
        out.append(LineFeedback(line, reading=f"{reading('override', lang)}: {_plain(line)}"))
    return out


def read_free_text(key: str) -> Callable[[JSON, str, list[str], str], list[LineFeedback]]:
    def read(state: JSON, seat: str, lines: list[str], lang: str) -> list[LineFeedback]:
        if not lines:
            return [LineFeedback("", error=text("empty_text", lang))]
        return [LineFeedback(line, reading=reading(key, lang)) for line in lines]
    return read


def island_of(line: str) -> str | None:
    m = _ISLAND.match(line)
    return m[1].lower() if m else None


def read_superhirn_answer(state: JSON, seat: str, lines: list[str], lang: str
                          ) -> list[LineFeedback]:
    out = []
    for line in lines:
        if _first(line) in ("island", "insel"):
            at = island_of(line)
            if at not in ("isl", "cre"):
                out.append(LineFeedback(line, error=text("island_form", lang),
                                        suggestion="INSEL isl"))
            else:
                out.append(LineFeedback(line, reading=reading("island", lang, at=at)))
        else:
            out.append(LineFeedback(line, reading=reading("answer", lang)))
    if not any(f.reading == reading("answer", lang) for f in out):
        out.append(LineFeedback("", error=text("empty_text", lang)))
    return out


def read_superhirn_reply(state: JSON, seat: str, lines: list[str], lang: str
                         ) -> list[LineFeedback]:
    if not (state.get("superhirn") or {}).get("question"):
        return [LineFeedback(lines[0] if lines else "", error=text("no_question", lang))]
    return read_free_text("reply")(state, seat, lines, lang)


def parse_prediction(line: str) -> tuple[str, str | None] | None:
    from adjudication.rather_silly.wahrsager import PREDICTION_WORDS

    grammar, _, _, board = engine()
    words = line if _first(line) in PREDICTION_WORDS else f"VORHERSAGE {line}"
    try:
        found = grammar.parse_order(words, board)
    except grammar.OrderError:
        return None
    at = getattr(found, "at", None)
    return (at, getattr(found, "type", None)) if at else None


def read_predictions(state: JSON, seat: str, lines: list[str], lang: str
                     ) -> list[LineFeedback]:
    out = []
    for line in lines:
        found = parse_prediction(line)
        if found is None:
            out.append(LineFeedback(line, error=text("prediction_form", lang),
                                    suggestion="bur A"))
        elif sum(1 for f in out if f.error is None) >= 2:
            out.append(LineFeedback(line, error=text("two_predictions", lang)))
        else:
            tie = f" ({found[1]})" if found[1] else ""
            out.append(LineFeedback(line, reading=reading("prediction", lang, at=found[0],
                                                          tie=tie)))
    return out


def parse_share_build(line: str) -> str | None:
    grammar, _, _, board = engine()
    letter, _, where = line.strip().partition(" ")
    loc = board.map.lookup(where.strip()) if where.strip() else None
    if letter.upper() not in ("A", "F") or loc is None:
        return None
    return f"{letter.upper()} {loc}"


def read_share_build(state: JSON, seat: str, lines: list[str], lang: str
                     ) -> list[LineFeedback]:
    have = shares_of(state, seat)
    out = []
    for line in lines:
        unit = parse_share_build(line)
        if unit is None:
            out.append(LineFeedback(line, error=text("share_form", lang), suggestion="F isl"))
        elif have < 1:
            out.append(LineFeedback(line, error=text("no_shares", lang, have=str(have))))
        elif any(f.error is None for f in out):
            out.append(LineFeedback(line, error=text("one_share_build", lang)))
        else:
            out.append(LineFeedback(line, reading=reading("share_build", lang, unit=unit)))
    return out


READERS: dict[str, Callable[[JSON, str, list[str], str], list[LineFeedback]]] = {
    k.ORDERS: read_orders,
    k.RETREATS: read_retreats,
    k.SOUL_SALES: read_soul_sales,
    k.ADJUSTMENTS: read_adjustments,
    k.LAMA_PLACEMENT: read_lama_placement,
    k.LAMA_EXPLOSION: read_lama_explosion,
    k.WORMHOLE_VOTE: read_wormhole_vote,
    k.NARR_OVERRIDE: read_narr_override,
    k.SUPERHIRN_QUESTION: read_free_text("question"),
    k.SUPERHIRN_ANSWER: read_superhirn_answer,
    k.SUPERHIRN_REPLY: read_superhirn_reply,
    k.WAHRSAGER_PREDICTION: read_predictions,
    k.SHARE_BUILD: read_share_build,
}
