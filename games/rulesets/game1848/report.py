"""What the players learn of a turn: the public part (every public event in words, the table
after the turn as the public sees it) and each seat's private part (its own events, e.g. the
cards it drew or pushed, and its hand after the turn). The game master's mail and pages read
the full result instead."""

from __future__ import annotations

import adjudication.game1848 as engine
from games.rulesets.base import JSON, BoardRow, ReportParts


def split_outcome(state: JSON, result: JSON) -> ReportParts:
    after = result["state"]
    events = result.get("events") or []
    public = {
        "game": "1848", "label": result.get("label"),
        "events": [e for e in events if not e.get("private")],
        "table": engine.view(after, None),
        "over": result.get("over", False), "victory": result.get("victory"),
        "winner": result.get("winner"), "next_phase": result.get("next_phase"),
        "flags": [{"card": f["card"], "decided": f.get("decided")}
                  for f in result.get("review_flags") or []],
    }
    private = {}
    for seat in state["seats"]:
        mine = engine.view(after, seat)
        private[seat] = {
            "events": [e for e in events if seat in (e.get("private") or [])],
            "hand": mine.get("hand", []),
            "refill": mine["refill"].get("mine", []),
        }
    return ReportParts(public=public, private=private)


def describe_board(state: JSON) -> list[BoardRow]:
    """One row per seat from the public view: the cards on its side, its won Ablaufkarten;
    ``extra`` holds the hand size and the score sheet (never a card of a hand)."""
    public = engine.view(state, None)
    rows = []
    for seat in public["seats"]:
        rows.append(BoardRow(
            seat=seat, label=f"Spieler {seat[1:]}",
            units=tuple(card["label"] for card in public["table"][seat]),
            centers=tuple(card["id"] for card in public["won"][seat]),
            extra={"hand": public["hand_counts"][seat], "scores": public["scores"][seat],
                   "on_turn": seat in public["expected"]},
        ))
    return rows
