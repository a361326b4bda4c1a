"""The downloadable game record: every published phase of a game, as one JSON document.

Players get what every player may see: the game, the seats and, per phase, the public part of
the report (orders with results, events, units, centres). Game masters get everything: the
state each phase started from, the full result (review flags, secrets), every seat's private
part and every current submission. Superseded phases (undone by a rollback) are kept for game
masters, marked as such.
"""

from __future__ import annotations

from typing import Any

from django.utils import timezone

from games.anonymity import player_name
from games.models import Game, Phase, Submission
from games.selectors import viewer_for

FORMAT = "gamemaster-record/1"


def _when(value: Any) -> str | None:
    return value.isoformat() if value else None


def _phase(phase: Phase, full: bool) -> dict[str, Any]:
    report = getattr(phase, "report", None)
    entry: dict[str, Any] = {
        "index": phase.index, "label": phase.label, "phase_type": phase.phase_type,
        "status": phase.status, "zat": _when(phase.zat),
        "published_at": _when(phase.published_at),
        "public": report.public if report is not None else None,
    }
    if full:
        entry["state"] = phase.state
        entry["result"] = phase.result
        entry["private"] = ({part.seat.key: part.private
                             for part in report.private_parts.select_related("seat")}
                            if report is not None else {})
        entry["submissions"] = [
            {"seat": sub.seat.key, "kind": sub.kind, "version": sub.version,
             "text": sub.raw_text, "created_at": _when(sub.created_at)}
            for sub in Submission.objects.filter(phase=phase).current()
            .select_related("seat").order_by("seat__key", "kind")
        ]
    return entry


def game_record(game: Game, user: Any) -> dict[str, Any]:
    """The record as ``user`` may see it (the caller has checked that they may see the game)."""
    viewer = viewer_for(game, user)
    statuses = [Phase.Status.PUBLISHED]
    if viewer.is_gm:
        statuses.append(Phase.Status.SUPERSEDED)
    phases = (game.phases.filter(status__in=statuses).select_related("report")
              .order_by("index"))
    return {
        "format": FORMAT,
        "view": "game_master" if viewer.is_gm else "player",
        "exported_at": timezone.now().isoformat(),
        "game": {"id": game.pk, "name": game.name, "ruleset": game.ruleset,
                 "status": game.status, "winner": game.winner or None,
                 **({"seed": game.seed, "settings": game.settings} if viewer.is_gm else {})},
        "seats": [{"key": seat.key, "label": seat.label, "player": player_name(seat, user)}
                  for seat in game.seats.select_related("player", "game").order_by("pk")],
        "phases": [_phase(phase, viewer.is_gm) for phase in phases],
    }
