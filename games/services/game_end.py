"""Telling everybody that a game is over, however it ended (a rule set's victory, a draw or
a concession agreed by the players)."""

from __future__ import annotations

from typing import Any

from games.emails import notices
from games.models import Game


def winners_labels(game: Game, keys: list[str]) -> list[str]:
    labels = {seat.key: seat.label for seat in game.seats.all()}
    return [str(labels.get(key, key)) for key in keys]


def game_over_tell(game: Game, result: dict[str, Any] | None) -> int:
    """Mail the end of a game adjudicated to its end (``result``: the last phase's)."""
    result = result or {}
    end = result.get("game_end") or {}
    how = end.get("how") if isinstance(end, dict) else None
    winners = list(end.get("winners") or []) if isinstance(end, dict) else []
    if not winners and result.get("winner"):
        winners = [w.strip() for w in str(result["winner"]).split(",") if w.strip()]
    if how not in ("victory", "draw"):
        how = "victory" if winners else "other"
    return notices.send_game_over(game, how, winners_labels(game, winners))
