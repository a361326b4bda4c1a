"""Driving the variant engine: Winter 1900 (lama placement) and one season per phase.

A platform phase is a whole season of §17 (movement, retreats, lamas, Borg, souls, monsters,
the Fall's adjustments, the Superhirn's scoring), because Rather Silly players send their
retreat, soul-sale and build orders ahead, conditional on the moves. The engine's door is
``play_season`` of the engine's face (``adjudication.rather_silly``) with a ``SeasonOrders``
built here from the submissions; Winter 1900 is the face's ``winter_1900``.

Platform state (``Phase.state``, never shown to players)::

    {"variant": "rather_silly", "phase": "S1901", "season": "spring",
     "engine": <the engine's state JSON, lama herds included>,
     "superhirn": {"question": str|None, "answer": str|None, "island": "isl"|"cre"|None},
     "gm": {"superhirn_correct": [seat, ...],       # set by the GM (its services.py)
            "draw": [seat, ...]}}                   # a draw the GM recorded (§18)

The outcome (``Phase.result``, game masters only) keeps every secret under ``secret`` and
``gm_events``; ``report.split_outcome`` decides what goes public and to whom.

Deterministic: Winter 1900 stores the seed it is given (the game's seed plus the phase
index 0) in the engine state, and every season draws from that seed and its own code
(``S1901M`` ...): a season played again after a rollback (a new phase index) meets the same
chances.
"""

from __future__ import annotations

from typing import Any

from adjudication.rather_silly import (
    OrderError,
    SeasonOrders,
    game_end,
    load_board,
    parse_order,
    play_season,
    read_state,
    rules_of,
    state_to_json,
    winter_1900,
)
from games.rulesets.base import JSON
from games.rulesets.rather_silly import kinds as k
from games.rulesets.rather_silly import lines as read
from games.rulesets.rather_silly import role_lines
from games.rulesets.rather_silly.engine_access import plain, split_lines
from games.rulesets.rather_silly.seats import NARR, SEAT_KEYS, SUPERHIRN, WAHRSAGER

VARIANT = "rather_silly"
Submissions = dict[str, dict[str, str]]


def season_label(year: int, season: str) -> str:
    return f"{season[0].upper()}{year}"


def _lines(submissions: Submissions, seat: str, kind: str) -> list[str]:
    if not k.may_send(seat, kind):
        return []
    return split_lines((submissions.get(seat) or {}).get(kind, ""))


def _superhirn_next(submissions: Submissions) -> JSON:
    """The question asked now (answered next season), its secret answer, the island wish."""
    question = "\n".join(_lines(submissions, SUPERHIRN, k.SUPERHIRN_QUESTION)) or None
    answer_lines = _lines(submissions, SUPERHIRN, k.SUPERHIRN_ANSWER)
    island = next((role_lines.island_of(x) for x in answer_lines if role_lines.island_of(x)), None)
    answer = "\n".join(x for x in answer_lines if not role_lines.island_of(x)) or None
    return {"question": question, "answer": answer,
            "island": island if island in ("isl", "cre") else None}


def _error(seat: str, line: str, why: str) -> JSON:
    return {"player": seat, "line": line, "why": why}


# --- Winter 1900 ---------------------------------------------------------------------------

def setup_outcome(state: JSON, submissions: Submissions, seed: int) -> JSON:
    """Winter 1900: every seat's three secret lama herds; a seat with a missing or bad
    placement gets no herds (and is told why, privately)."""
    board = load_board()
    placements: dict[str, list[str]] = {}
    errors: list[JSON] = []
    for seat in SEAT_KEYS:
        given = _lines(submissions, seat, k.LAMA_PLACEMENT)
        feedback = role_lines.read_lama_placement(state, seat, given, "en")
        bad = [f for f in feedback if f.error]
        if bad:
            errors += [_error(seat, f.line, f.error or "") for f in bad]
            continue
        placements[seat] = [board.map.lookup(f.line).split("/", 1)[0] for f in feedback]
    engine_state = state_to_json(winter_1900(board, seed, placements))
    following = _superhirn_next(submissions)
    return {
        "variant": VARIANT,
        "phase": state["phase"],
        "season": k.SETUP,
        "orders": [],
        "events": ["the lama herds are placed (where, and whose, stays secret)"],
        "event_details": [],
        "gm_events": [],
        "review_flags": [],
        "errors": errors,
        "secret": _setup_secrets(placements, following["answer"]),
        "superhirn": {"question": None, "correct": [], "nmr": False,
                      "next_question": following["question"], "next": following},
        "units": engine_state["units"],
        "supply_centers": engine_state["supply_centers"],
        "dislodged": [],
        "wormhole": None,
        "wormhole_next": None,
        "state": engine_state,
        "next_phase": season_label(1901, "spring"),
        "game_end": None,
        "winner": "",
    }


def _setup_secrets(placements: dict[str, list[str]], answer: str | None) -> JSON:
    secret: JSON = {seat: {"lamas_placed": spots} for seat, spots in placements.items()}
    if answer:
        secret.setdefault(SUPERHIRN, {})["next_answer"] = answer
    return secret


# --- a season ------------------------------------------------------------------------------

def _orders_box(submissions: Submissions, errors: list[JSON]) -> tuple[dict[str, list[str]],
                                                                       dict[str, JSON]]:
    """Every seat's lines for the movement step (unit orders, lama lines, one vote, the
    Wahrsager's predictions) and each seat's secrets as sent."""
    orders: dict[str, list[str]] = {}
    secret: dict[str, JSON] = {}
    for seat in SEAT_KEYS:
        mine: list[str] = []
        lama: list[str] = []
        vote: tuple[str, str] | None = None
        for line in _lines(submissions, seat, k.ORDERS):
            category, order, _ = read.classify(line)
            if category == "lama":
                lama.append(line)
            elif category == "vote":
                vote = order.ends
            elif category in ("unit", "unreadable"):
                mine.append(line)
            else:
                errors.append(_error(seat, line, "not a movement order: send it in its own "
                                                 "box (retreats, soul sales, builds ...)"))
        lama += [role_lines.lama_line(x) for x in _lines(submissions, seat, k.LAMA_EXPLOSION)]
        for line in _lines(submissions, seat, k.WORMHOLE_VOTE):
            found = role_lines.parse_vote(line)
            if found:
                vote = found
                break
        mine += lama
        if vote:
            mine.append(f"WURMLOCH {vote[0]}-{vote[1]}")
        mine_secret: JSON = {}
        if lama:
            mine_secret["lama_orders"] = lama
        if vote:
            mine_secret["wormhole_vote"] = list(vote)
        if seat == WAHRSAGER:
            predictions = [p for p in map(role_lines.parse_prediction,
                                          _lines(submissions, seat, k.WAHRSAGER_PREDICTION))
                           if p][:2]
            mine += [f"VORHERSAGE {at} {tie or ''}".strip() for at, tie in predictions]
            if predictions:
                mine_secret["predictions"] = [[at, tie] for at, tie in predictions]
        reply = "\n".join(_lines(submissions, seat, k.SUPERHIRN_REPLY))
        if reply:
            mine_secret["superhirn_reply"] = reply
        orders[seat] = mine
        if mine_secret:
            secret[seat] = mine_secret
    return orders, secret


def _by_seat(submissions: Submissions, kind: str) -> dict[str, list[str]]:
    return {seat: got for seat in SEAT_KEYS if (got := _lines(submissions, seat, kind))}


def _narr_lines(state: JSON, submissions: Submissions, errors: list[JSON]) -> list[str]:
    given = _lines(submissions, NARR, k.NARR_OVERRIDE)
    feedback = role_lines.read_narr_override(state, NARR, given, "en")
    errors += [_error(NARR, f.line, f.error) for f in feedback if f.error]
    return [f.line for f in feedback if f.error is None]


def _share_builds(state: JSON, submissions: Submissions) -> dict[str, str]:
    builds = {}
    for seat in SEAT_KEYS:
        for line in _lines(submissions, seat, k.SHARE_BUILD):
            unit = role_lines.parse_share_build(line)
            if unit:
                builds[seat] = unit
                break
    return builds


def _marking(state: JSON) -> tuple[list[str] | None, JSON | None]:
    """The GM's marks of the open question: None when the Superhirn asked none (his NMR);
    unmarked: nobody right, with a review flag so the GM sees it before publishing."""
    open_question = (state.get("superhirn") or {}).get("question")
    if not open_question:
        return None, None
    marked = (state.get("gm") or {}).get("superhirn_correct")
    if marked is not None:
        return sorted(marked), None
    flag = {"section": "§14", "code": "superhirn_unmarked",
            "message": "the game master has not marked the answers to the Superhirn's "
                       "question; scored as nobody right (mark them and the phase is "
                       "adjudicated again)",
            "default": [], "options": []}
    return [], flag


def _narr_executed(st: Any, moved: Any, narr_lines: list[str], refused: list[str]
                   ) -> list[JSON]:
    """The Narr's overrides that were carried out, with the unit's outcome (public once the
    results are out; his refused lines stay his)."""
    board = load_board()
    done = []
    outcomes = moved.context.outcomes if moved is not None and moved.context else {}
    for line in narr_lines:
        if any(message.startswith(f"{line}:") for message in refused):
            continue
        try:
            at = parse_order(line, board).at
        except (OrderError, AttributeError):
            continue
        unit = next((u for u in st.units_in(at) if rules_of(u.kind).conventional), None)
        if unit is None:
            continue
        result, reason = outcomes.get(unit.id, ("succeeds", ""))
        done.append({"power": NARR, "order": plain(line), "result": result,
                     "reason": reason, "unit_of": unit.power})
    return done


def season_outcome(state: JSON, submissions: Submissions, seed: int) -> JSON:
    board = load_board()
    season = state["season"]
    # The seed fixed in Winter 1900 (the game's seed) carries on; the engine draws each
    # season's chances from it and the season's code, so a rolled-back season draws the same.
    st = read_state({"seed": seed, **state["engine"]}, board)
    errors: list[JSON] = []
    orders, secret = _orders_box(submissions, errors)
    narr_lines = _narr_lines(state, submissions, errors)
    if narr_lines:
        secret.setdefault(NARR, {})["narr_overrides"] = narr_lines
    correct, unmarked = _marking(state)
    opened = dict(state.get("superhirn") or {})
    given = SeasonOrders(
        orders=orders,
        retreats=_by_seat(submissions, k.RETREATS),
        soul_sales=_by_seat(submissions, k.SOUL_SALES),
        adjustments=_by_seat(submissions, k.ADJUSTMENTS) if season == k.FALL else {},
        narr=narr_lines,
        superhirn_correct=correct,
        superhirn_island=opened.get("island"),
        share_builds=_share_builds(state, submissions),
    )
    out = play_season(st, given, board)
    moved = out.movement
    public_orders = []
    for line in moved.submitted if moved else []:
        if line.result == "invalid":  # unreadable or not his unit: only the writer is told
            errors.append(_error(line.power, line.text, line.reason or "invalid"))
        else:
            public_orders.append({"power": line.power, "order": line.text,
                                  "result": line.result or "succeeds", "reason": line.reason})
    refused = [e.message for e in out.private if e.code == "narr_invalid"]
    errors += [_error(NARR, m.split(":", 1)[0], m.split(":", 1)[-1].strip()) for m in refused]
    public_orders += _narr_executed(st, moved, narr_lines, refused)
    errors += [_error(p, line, why) for p, line, why in out.errors]
    draw = (state.get("gm") or {}).get("draw") or ()  # recorded by the GM (§18)
    # §18 after every phase of the season (a win after the moves ends the season there);
    # the GM's recorded draw, with the whole season.
    end = out.end or game_end(board, out.state, after_fall=season == k.FALL,
                                      draw=draw)
    engine_state = state_to_json(out.state)
    following = _superhirn_next(submissions)
    secret.setdefault(SUPERHIRN, {})["superhirn_answer"] = opened.get("answer")
    secret[SUPERHIRN]["next_answer"] = following["answer"]
    dislodged = [
        {"power": u.power, "type": u.kind.value, "at": r.at or u.at,
         "attacker_from": r.attacker_from, "retreats": list(r.options)}
        for u, r in (moved.dislodged.values() if moved else [])
    ]
    flags = [f.to_json() for f in out.flags] + ([unmarked] if unmarked else [])
    return {
        "variant": VARIANT,
        "phase": state["phase"],
        "season": season,
        "orders": public_orders,
        "events": [e.message for e in out.public],
        "event_details": [e.to_json() for e in out.public],
        "gm_events": [e.to_json() for e in out.private],
        "review_flags": flags,
        "errors": errors,
        "secret": secret,
        "superhirn": {"question": opened.get("question"), "correct": correct or [],
                      "nmr": correct is None, "next_question": following["question"],
                      "next": following},
        "units": engine_state["units"],
        "supply_centers": engine_state["supply_centers"],
        "dislodged": dislodged,
        "wormhole": state["engine"].get("wormhole"),
        "wormhole_next": engine_state.get("wormhole"),
        "state": engine_state,
        "next_phase": None if end else season_label(out.state.phase.year,
                                                     out.state.phase.season),
        "game_end": None if end is None else {"how": end.how, "winners": list(end.winners),
                                              "why": end.why},
        "winner": ", ".join(end.winners)[:64] if end else "",
    }
