"""What every page view shares: finding a game the viewer may see, and turning domain errors
into form errors or HTTP answers (never a 500)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.core.exceptions import PermissionDenied
from django.db.models import Exists, OuterRef
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils.translation import get_language

from games import selectors
from games.errors import DomainError, NotAllowed, NotFound
from games.models import Game, Phase, Seat


def game_for(request: HttpRequest, game_id: int) -> Game:
    """The game if the viewer masters or plays in it; 404 otherwise (its existence stays hidden)."""
    return get_object_or_404(selectors.games_for_user(request.user), pk=game_id)


def game_and_viewer(request: HttpRequest, game_id: int) -> tuple[Game, selectors.Viewer]:
    """The game and who the viewer is in it, by :func:`game_for`'s and
    :func:`selectors.viewer_for`'s rules, in one query for the usual case: a player of one of
    its seats (the seat, its game and whether the player also masters it, joined). Anybody
    else (a game master without a seat, a sitter, a stranger) takes the general way."""
    user = request.user
    if getattr(user, "is_authenticated", False):
        masters = Game.game_masters.through.objects.filter(game_id=OuterRef("game_id"),
                                                           user_id=user.pk)
        # seat_of's choice: Seat's ordering is (game, key), so the user's first seat by key.
        seat = (Seat.objects.filter(game_id=game_id, player=user).select_related("game")
                .annotate(masters=Exists(masters)).order_by("key").first())
        if seat is not None:
            game = seat.game
            return game, selectors.Viewer(user=user, seat=seat,
                                          is_gm=bool(user.is_superuser) or seat.masters)
    game = game_for(request, game_id)
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
