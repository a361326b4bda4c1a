"""Readers of the secret and the role boxes: lama herds and explosions, the wormhole vote,
the Narr's overrides, the Superhirn's question, answer and the players' replies, the
Wahrsager's predictions, share-unit builds. Each returns per-line feedback, never raises;
the ``parse_*`` helpers are what the adjudication uses, so feedback and outcome agree."""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

from adjudication.rather_silly import (
    HERDS_PER_PLAYER,
    PREDICTION_WORDS,
    WORMHOLE_WORDS,
    Convoy,
    Hold,
    Move,
    OrderError,
    SupportHold,
    SupportMove,
    is_lama_line,
    lama_placement_errors,
    load_board,
    parse_lama_order,
    parse_order,
)
from games.rulesets.base import JSON, LineFeedback
from games.rulesets.rather_silly.engine_access import CLOSED_FIELDS, first_word, plain
from games.rulesets.rather_silly.messages import reading, text
from games.rulesets.rather_silly.seats import NARR

_ISLAND = re.compile(r"^\s*(?:ISLAND|INSEL)\s+(\S+)\s*$", re.IGNORECASE)


# --- lamas, wormhole -----------------------------------------------------------------------

def read_lama_placement(state: JSON, seat: str, lines: list[str], lang: str
                        ) -> list[LineFeedback]:
    board = load_board()
    spots = [s.strip() for line in lines for s in line.split(",") if s.strip()]
    out = []
    for spot in spots:
        problems = lama_placement_errors(board.map, seat, [spot] * HERDS_PER_PLAYER,
                                         closed=CLOSED_FIELDS)
        if problems:
            out.append(LineFeedback(spot, error=text("herd_bad", lang, detail=problems[0])))
        else:
            at = board.map.lookup(spot).split("/", 1)[0]
            out.append(LineFeedback(spot, reading=reading("herd", lang, at=at)))
    if len(spots) != HERDS_PER_PLAYER:
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
    board = load_board()
    left = herds_left(state, seat)
    out = []
    for line in lines:
        candidate = lama_line(line)
        try:
            at = parse_lama_order(board.map, candidate)
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
    return line if is_lama_line(line) else f"L {line} Exp"


def parse_vote(line: str) -> tuple[str, str] | None:
    words = line if first_word(line) in WORMHOLE_WORDS else f"WURMLOCH {line}"
    try:
        vote = parse_order(words, load_board())
    except OrderError:
        return None
    ends = getattr(vote, "ends", None)
    return (ends[0], ends[1]) if ends else None


def vote_suggestion(line: str) -> str:
    """A vote built from what was typed: each end the province whose name or abbreviation
    comes closest (``xyz - abc`` -> the two nearest names, never a fixed example)."""
    import difflib
    import re

    game_map = load_board().map
    words = [w for w in re.split(r"\s*(?:->|–|-|\s)\s*", line.strip()) if w
             and w.lower() not in WORMHOLE_WORDS]
    names = sorted(p for p in game_map.provinces if p != "hyp")  # Hyperspace is no place
    ends: list[str] = []
    for word in words[:2] or [line.strip() or "?"]:
        found = game_map.lookup(word)
        found = found.split("/", 1)[0] if found else None
        if found is None:
            close = game_map.suggest(word, 3) or difflib.get_close_matches(
                word.lower(), names, n=3, cutoff=0.0)
            found = next((c for c in close if c not in ends), close[0] if close else None)
        if found is not None and found not in ends:
            ends.append(found)
    if len(ends) < 2:  # one word typed (or twice the same): its next nearest as the other end
        seed = words[0] if words else line.strip()
        extra = [p for p in difflib.get_close_matches(seed.lower(), names, n=5, cutoff=0.0)
                 if p not in ends]
        ends += extra[: 2 - len(ends)]
    return " - ".join(ends[:2])


def read_wormhole_vote(state: JSON, seat: str, lines: list[str], lang: str
                       ) -> list[LineFeedback]:
    out = []
    voted = False
    for line in lines:
        ends = parse_vote(line)
        if ends is None:
            out.append(LineFeedback(line, error=text("vote_form", lang),
                                    suggestion=vote_suggestion(line)))
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
    board = load_board()
    units = state.get("engine", {}).get("units", [])
    conventional = {u["at"].split("/", 1)[0] for u in units if u.get("type") in
                    ("A", "F", "SA", "SF") and u.get("power") not in ("borg", "monsters")}
    allowed = 1 + max(0, int(shares_of(state, NARR)))
    out = []
    for line in lines:
        try:
            order = parse_order(line, board)
        except OrderError as exc:
            out.append(LineFeedback(line, error=text("unreadable", lang, detail=str(exc))))
            continue
        unit_orders = (Move, Hold, SupportHold, SupportMove, Convoy)
        if not isinstance(order, unit_orders) or order.at.split("/", 1)[0] not in conventional:
            out.append(LineFeedback(line, error=text("narr_form", lang)))
            continue
        taken = sum(1 for f in out if f.error is None)
        if taken >= allowed:
            out.append(LineFeedback(line, error=text("narr_too_many", lang, n=allowed)))
            continue
        out.append(LineFeedback(line, reading=f"{reading('override', lang)}: {plain(line)}"))
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
        if first_word(line) in ("island", "insel"):
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
    words = line if first_word(line) in PREDICTION_WORDS else f"VORHERSAGE {line}"
    try:
        found = parse_order(words, load_board())
    except OrderError:
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
    letter, _, where = line.strip().partition(" ")
    loc = load_board().map.lookup(where.strip()) if where.strip() else None
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
