"""The lobby: games with a seat on offer, and asking to join one."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games import player_selectors
from games.errors import DomainError
from games.life_forms import JoinForm
from games.services import lobby as lobby_services
from games.views.common import render_error


def lobby(request: HttpRequest) -> HttpResponse:
    """Open to everybody (also without an account): no player names are shown."""
    rows = player_selectors.lobby()
    for row in rows:
        row["form"] = JoinForm(seats=[(s.key, s.label) for s in row["seats"]],
                               auto_id=f"id_{row['game'].pk}_%s")
    return render(request, "games/life/lobby.html", {"rows": rows})


@login_required
@require_POST
def lobby_join(request: HttpRequest, game_id: int) -> HttpResponse:
    game = player_selectors.lobby_game(game_id)
    if game is None:
        raise Http404(_("No game in the lobby has this number."))
    seats = list(lobby_services.seats_available(game))
    form = JoinForm(request.POST, seats=[(s.key, s.label) for s in seats])
    if not form.is_valid():
        messages.error(request, _("Choose one of the seats on offer."))
        return redirect("lobby")
    key = form.cleaned_data["seat"]
    seat = next((s for s in seats if s.key == key), None)
    try:
        lobby_services.join_request_create(game=game, user=request.user, seat=seat,
                                           message=form.cleaned_data["message"])
    except DomainError as error:
        return render_error(request, error)
    messages.success(request, _("Your request has been sent to the game master of "
                                "“%(game)s”.") % {"game": game.name})
    return redirect("lobby")
