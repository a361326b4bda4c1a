"""What every page view shares: finding a game the viewer may see, and turning domain errors
into form errors or HTTP answers (never a 500)."""

from __future__ import annotations

from functools import cache
from typing import Any

from django import forms
from django.core.exceptions import PermissionDenied
from django.db import connection
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils.translation import get_language

from games import selectors
from games.errors import DomainError, NotAllowed, NotFound
from games.models import Game, PageStamp, Phase, Seat
from games.sql_rows import columns, cursor, instance, split


def game_for(request: HttpRequest, game_id: int) -> Game:
    """The game if the viewer masters or plays in it; 404 otherwise (its existence stays hidden)."""
    return get_object_or_404(selectors.games_for_user(request.user), pk=game_id)


@cache
def _seat_sql() -> str:
    q = connection.ops.quote_name
    seat, game, stamp = Seat._meta.db_table, Game._meta.db_table, PageStamp._meta.db_table
    masters = Game.game_masters.through._meta
    return (
        f"SELECT {columns(Seat, seat)}, {columns(Game, game)}, {columns(PageStamp, stamp)}, "
        f"EXISTS(SELECT 1 FROM {q(masters.db_table)} m "
        f"WHERE m.{q(masters.get_field('game').column)} = {q(seat)}.{q('game_id')} "
        f"AND m.{q(masters.get_field('user').column)} = %s) "
        f"FROM {q(seat)} INNER JOIN {q(game)} ON {q(game)}.{q('id')} = {q(seat)}.{q('game_id')} "
        f"LEFT OUTER JOIN {q(stamp)} ON {q(stamp)}.{q('game_id')} = {q(seat)}.{q('game_id')} "
        f"WHERE {q(seat)}.{q('game_id')} = %s AND {q(seat)}.{q('player_id')} = %s "
        f"ORDER BY {q(seat)}.{q('key')} LIMIT 1"
    )


def _own_seat(game_id: int, user_pk: int) -> tuple[Seat, bool] | None:
    """The user's first seat (by key) in the game, with its game and the game's change stamp
    (``games.stamps``) loaded, and whether the user masters the game: one statement built
    once (``games.sql_rows``; the ORM's building of it cost more than the answer)."""
    with cursor() as rows:
        rows.execute(_seat_sql(), [user_pk, game_id, user_pk])
        row = rows.fetchone()
    if row is None:
        return None
    seat_part, game_part, stamp_part = split(row, Seat, Game, PageStamp)
    seat, game = instance(Seat, seat_part), instance(Game, game_part)
    Seat.game.field.set_cached_value(seat, game)
    stamp = instance(PageStamp, stamp_part) if stamp_part[0] is not None else None
    Game.page_stamp.related.set_cached_value(game, stamp)
    return seat, bool(row[-1])


def game_and_viewer(request: HttpRequest, game_id: int) -> tuple[Game, selectors.Viewer]:
    """The game and who the viewer is in it, by :func:`game_for`'s and
    :func:`selectors.viewer_for`'s rules, in one query for the usual case: a player of one of
    its seats (the seat, its game with its change stamp and whether the player also masters
    it, joined). Anybody else (a game master without a seat, a sitter, a stranger) takes the
    general way."""
    user = request.user
    if getattr(user, "is_authenticated", False):
        # seat_of's choice: Seat's ordering is (game, key), so the user's first seat by key.
        found = _own_seat(game_id, user.pk)
        if found is not None:
            seat, masters = found
            return seat.game, selectors.Viewer(user=user, seat=seat,
                                               is_gm=bool(user.is_superuser) or masters)
    game = get_object_or_404(selectors.games_for_user(user).select_related("page_stamp"),
                             pk=game_id)
    return game, selectors.viewer_for(game, user)


def phase_of(game: Game, phase_id: int) -> Phase:
    return get_object_or_404(Phase.objects.select_related("game"), pk=phase_id, game=game)


def seat_of_game(game: Game, key: str) -> Seat:
    if "\x00" in key:  # PostgreSQL refuses NUL in a query; it can match no seat anyway
        raise Http404("No such seat.")
    return get_object_or_404(Seat.objects.select_related("game", "player"), game=game, key=key)


def language() -> str:
    """The page's language, handed to the rule set so parser messages match it."""
    return (get_language() or "en")[:2]


def form_error(form: forms.Form, error: DomainError) -> None:
    """Show a service's complaint on the field it names, else above the form."""
    field = error.field if error.field in form.fields else None
    form.add_error(field, error.message)


def as_http(error: DomainError) -> Exception:
    """The HTTP exception for a domain error met outside a form (403 / 404)."""
    if isinstance(error, NotAllowed):
        return PermissionDenied(error.message)
    if isinstance(error, NotFound):
        return Http404(error.message)
    return error


def render_error(request: HttpRequest, error: DomainError) -> HttpResponse:
    """A page explaining a refused action (400 / 409) in place of the result."""
    if isinstance(error, NotAllowed | NotFound):
        raise as_http(error)
    return render(request, "games/error.html", {"error": error}, status=error.status_code)


def render_form(
    request: HttpRequest, template: str, context: dict[str, Any], status: int = 200
) -> HttpResponse:
    return render(request, template, context, status=status)
