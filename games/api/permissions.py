"""Who may reach a game through the API. Finer checks (which seat, game master or not) are the
services' and selectors' own; this only hides games the user has nothing to do with."""

from __future__ import annotations

from typing import Any

from django.http import Http404
from django.shortcuts import get_object_or_404

from games import selectors
from games.models import Game, Phase, Seat


def game_for(user: Any, game_id: int) -> Game:
    """404 unless the user masters or plays in the game, so its existence stays hidden."""
    return get_object_or_404(selectors.games_for_user(user), pk=game_id)


def lookup_text(value: str) -> str:
    """A text from a URL or query used in a lookup: a NUL character (which PostgreSQL refuses
    in any query) can match nothing, so it is a 404 rather than a database error."""
    if "\x00" in value:
        raise Http404("No such object.")
    return value


def seat_for(game: Game, key: str) -> Seat:
    key = lookup_text(key)
    return get_object_or_404(Seat.objects.select_related("game", "player"), game=game, key=key)


def phase_for(game: Game, phase_id: int) -> Phase:
    return get_object_or_404(Phase.objects.select_related("game"), game=game, pk=phase_id)
