"""What a Rather Silly outcome shows to everybody, and to each seat alone; the board table.

Public: the orders and their outcomes (the Narr's executed overrides included, naming the
Narr: he is the only one who overrides), the season's public events (Borg meals, lama
explosions with where and what was destroyed but never whose lama, monsters, Wahrsager merges,
share-units ...), units, centres, the next wormhole link, the Superhirn's scored question with
who answered right and the new question. Never public: lama placements and orders, wormhole
votes, the Superhirn's answers, the players' answers, the Wahrsager's predictions, the Narr's
refused lines, unreadable lines, and the next engine state (it holds the lama herds).

Private part of a seat: its own errors (line + message), ``notes`` (plain sentences for the
mail) and the same facts as data (own herds, own lama orders, own vote, own answer ...).
"""

from __future__ import annotations

from collections.abc import Iterable

from games.rulesets.base import JSON, BoardRow, ReportParts
from games.rulesets.rather_silly.seats import (
    CREATURES,
    DOKTOR,
    LABELS,
    NARR,
    SEAT_KEYS,
    SUPERHIRN,
    WAHRSAGER,
)


def centres_by_power(centres: JSON) -> dict[str, list[str]]:
    """The centre list as a reader looks it up: by power, then by centre. The engine's
    state keeps the order it met the centres in (by centre name), and stays so: only the
    report's copy is sorted."""
    return {power: sorted(centres[power]) for power in sorted(centres)}


def _public(result: JSON) -> JSON:
    superhirn = result.get("superhirn") or {}
    events = list(result.get("events") or [])
    if result.get("wormhole_next"):
        a, b = result["wormhole_next"]
        events.append(f"the wormhole links {a} and {b} next season")
    if superhirn.get("nmr"):
        events.append("the Superhirn asked no question: every other player gets a share")
    elif superhirn.get("question"):
        right = ", ".join(superhirn.get("correct") or []) or "nobody"
        events.append(f"right answers to the Superhirn's question: {right}")
    if superhirn.get("next_question"):
        events.append("the Superhirn asks (answer with your next orders): "
                      + superhirn["next_question"])
    return {
        "phase": result.get("phase"),
        "next_phase": result.get("next_phase"),
        "orders": list(result.get("orders") or []),
        "events": events,
        "event_details": list(result.get("event_details") or []),
        "units": list(result.get("units") or []),
        "dislodged": list(result.get("dislodged") or []),
        "supply_centers": centres_by_power(result.get("supply_centers") or {}),
        "wormhole_next": result.get("wormhole_next"),
        "superhirn": {
            "question": superhirn.get("question"),
            "correct": list(superhirn.get("correct") or []),
            "next_question": superhirn.get("next_question"),
        },
        "game_end": result.get("game_end"),
        "winner": result.get("winner") or None,
        "nmr": list(result.get("nmr") or []),
    }


def _herds(result: JSON, seat: str) -> list[JSON]:
    state = result.get("state") or {}
    return [
        {"at": h["at"], "exploded": h["exploded"]}
        for h in state.get("section_state", {}).get("lamas", {}).get("herds", [])
        if h["owner"] == seat
    ]


def _private(result: JSON, seat: str) -> JSON:
    mine = dict((result.get("secret") or {}).get(seat) or {})
    errors = [{"line": e["line"], "message": e["why"]}
              for e in result.get("errors") or [] if e.get("player") == seat]
    notes: list[str] = []
    herds = _herds(result, seat)
    if herds:
        left = [h["at"] for h in herds if not h["exploded"]]
        notes.append("your lama herds: " + (", ".join(left) or "all exploded"))
    if mine.get("lama_orders"):
        notes.append("your lama orders: " + "; ".join(mine["lama_orders"]))
    if mine.get("wormhole_vote"):
        notes.append("your wormhole vote: " + " – ".join(mine["wormhole_vote"]))
    if mine.get("superhirn_reply"):
        notes.append("your answer to the Superhirn: " + mine["superhirn_reply"])
    if seat == WAHRSAGER and mine.get("predictions"):
        notes.append("your predictions: " + ", ".join(p[0] for p in mine["predictions"]))
    if seat == NARR and mine.get("narr_overrides"):
        notes.append("your overrides: " + "; ".join(mine["narr_overrides"]))
    if seat == SUPERHIRN and mine.get("superhirn_answer"):
        notes.append("your answer to the scored question: " + mine["superhirn_answer"])
    if seat == SUPERHIRN and mine.get("next_answer"):
        notes.append("your answer to the new question: " + mine["next_answer"])
    return {"errors": errors, "notes": notes, **({"herds": herds} if herds else {}), **mine}


def split_outcome(state: JSON, result: JSON) -> ReportParts:
    return ReportParts(public=_public(result),
                       private={seat: _private(result, seat) for seat in SEAT_KEYS})


def _unit_text(unit: JSON) -> str:
    text = f"{unit['type']} {unit['at']}"
    if unit.get("devil"):
        text += " (devil)"
    if unit.get("origin") in ("superhirn", "merged"):
        text += f" ({unit['origin']})"
    return text


def _units(units: Iterable[JSON], owner: str) -> tuple[str, ...]:
    return tuple(_unit_text(u) for u in units if u.get("power") == owner)


def describe_board(state: JSON) -> list[BoardRow]:
    """One row per seat (units of every kind, centres, shares, lost souls, the Doktor's
    points), then the Borg and the monsters. Lama herds are secret and never shown."""
    engine = state.get("engine") or {}
    units = engine.get("units") or []
    centres = engine.get("supply_centers") or {}
    sections = engine.get("section_state") or {}
    shares = (sections.get("superhirn") or {}).get("shares") or {}
    lost = engine.get("lost_souls") or {}
    rows = []
    for seat in SEAT_KEYS:
        extra: dict[str, object] = {}
        if shares.get(seat):
            extra["superhirn_shares"] = shares[seat]
        if lost.get(seat):
            extra["lost_souls"] = lost[seat]
        if seat == DOKTOR:
            extra["points"] = (sections.get("doktor") or {}).get("points", 0)
        rows.append(BoardRow(seat=seat, label=str(LABELS[seat]), units=_units(units, seat),
                             centers=tuple(sorted(centres.get(seat, []))), extra=extra))
    for creature in CREATURES:  # rows of their own once they are on the board
        found = _units(units, creature)
        if found:
            rows.append(BoardRow(seat=creature, label=str(LABELS[creature]), units=found,
                                 centers=()))
    return rows
