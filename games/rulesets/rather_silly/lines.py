"""Reading a submission line by line: the orders box and the boxes that may be conditional
(retreats, soul sales, adjustments), and :data:`READERS`, the reader of every kind.

Every reader returns :class:`~games.rulesets.base.LineFeedback` per non-empty line and never
raises: engine errors become the line's error with a hint. The same classification of order
lines (:func:`classify`) is used when the phase is adjudicated, so what the player was told
is what the engine gets. The secret and role boxes are read in ``role_lines.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from adjudication.rather_silly import (
    PREDICTION_WORDS,
    ConditionError,
    Disband,
    OrderError,
    Retreat,
    SellSoul,
    WormholeVote,
    is_lama_line,
    load_board,
    parse_condition,
    parse_order,
)
from games.rulesets.base import JSON, LineFeedback
from games.rulesets.rather_silly import kinds as k
from games.rulesets.rather_silly import role_lines as roles
from games.rulesets.rather_silly.engine_access import first_word, plain
from games.rulesets.rather_silly.messages import reading, text

_BUILD = re.compile(r"^\s*(?:BUILD|BAU|B|REMOVE|DISBAND|AUFLÖSEN)\s+\S+", re.IGNORECASE)
_ADJUSTMENT_WORDS = frozenset({"build", "bau", "remove", "disband", "auflösen"})


# --- orders ---------------------------------------------------------------------------------

def classify(line: str) -> tuple[str, Any, str]:
    """``(category, order or None, engine detail)`` of one orders-box line. Categories:
    ``lama``, ``vote``, ``conditional``, ``prediction``, ``sale``, ``retreat``, ``build``,
    ``unit`` (a unit order for the engine), ``unreadable``."""
    if first_word(line) in ("if", "wenn"):
        return "conditional", None, ""
    if is_lama_line(line):
        return "lama", None, ""
    if first_word(line) in _ADJUSTMENT_WORDS:
        return "build", None, ""
    if first_word(line) in PREDICTION_WORDS:
        return "prediction", None, ""
    try:
        order = parse_order(line, load_board())
    except OrderError as exc:
        return "unreadable", None, str(exc)
    if isinstance(order, WormholeVote):
        return "vote", order, ""
    if isinstance(order, SellSoul):
        return "sale", order, ""
    if isinstance(order, Retreat | Disband):
        return "retreat", order, ""
    return "unit", order, ""


_BOXES = {
    "prediction": ("prediction", k.WAHRSAGER_PREDICTION),
    "sale": ("soul sale", k.SOUL_SALES),
    "retreat": ("retreat order", k.RETREATS),
    "build": ("build or removal", k.ADJUSTMENTS),
}


def read_orders(state: JSON, seat: str, lines: list[str], lang: str) -> list[LineFeedback]:
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
        else:  # whose unit, and whether it can: RuleSet.order_verdicts, the engine's check
            out.append(LineFeedback(line, reading=f"{reading('order', lang)}: {plain(line)}"))
    return out


def _lama_in_orders(state: JSON, seat: str, line: str, lang: str) -> LineFeedback:
    """A lama line in the orders box is split off and kept secret (never published)."""
    found = roles.read_lama_explosion(state, seat, [line], lang)[0]
    return LineFeedback(line, reading=found.reading, error=found.error,
                        suggestion=found.suggestion, warnings=(text("lama_split", lang),))


def _box_label(kind: str) -> str:
    return k.RULES[kind].kind.label


# --- retreats, soul sales, adjustments (may be conditional) -----------------------------------

def _conditional(lines: list[str], lang: str, accept: Callable[[str], str | None],
                 wrong: str) -> list[LineFeedback]:
    """Each line: ``IF ... THEN <order>`` or a plain order; ``accept(order)`` gives the engine's
    complaint (None: fine)."""
    board = load_board()
    out = []
    for line in lines:
        try:
            cond = parse_condition(board, line)
        except ConditionError as exc:
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
                                              f"{plain(order_text)}"))
    return out


def _parses_as(*types: type) -> Callable[[str], str | None]:
    def accept(order_text: str) -> str | None:
        try:
            order = parse_order(order_text, load_board())
        except OrderError as exc:
            return str(exc)
        return None if isinstance(order, types) else ""
    return accept


def read_retreats(state: JSON, seat: str, lines: list[str], lang: str) -> list[LineFeedback]:
    return _conditional(lines, lang, _parses_as(Retreat, Disband), "not_a_retreat")


def read_soul_sales(state: JSON, seat: str, lines: list[str], lang: str) -> list[LineFeedback]:
    return _conditional(lines, lang, _parses_as(SellSoul), "not_a_sale")


def read_adjustments(state: JSON, seat: str, lines: list[str], lang: str) -> list[LineFeedback]:
    return _conditional(lines, lang, lambda t: None if _BUILD.match(t) else "",
                        "not_an_adjustment")



READERS: dict[str, Callable[[JSON, str, list[str], str], list[LineFeedback]]] = {
    k.ORDERS: read_orders,
    k.RETREATS: read_retreats,
    k.SOUL_SALES: read_soul_sales,
    k.ADJUSTMENTS: read_adjustments,
    k.LAMA_PLACEMENT: roles.read_lama_placement,
    k.LAMA_EXPLOSION: roles.read_lama_explosion,
    k.WORMHOLE_VOTE: roles.read_wormhole_vote,
    k.NARR_OVERRIDE: roles.read_narr_override,
    k.SUPERHIRN_QUESTION: roles.read_free_text("question"),
    k.SUPERHIRN_ANSWER: roles.read_superhirn_answer,
    k.SUPERHIRN_REPLY: roles.read_superhirn_reply,
    k.WAHRSAGER_PREDICTION: roles.read_predictions,
    k.SHARE_BUILD: roles.read_share_build,
}
