"""The tiny game's one page of its own: the rules card."""

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from games.models import Game


@login_required
def rules(request: HttpRequest, game_id: int) -> HttpResponse:
    return render(request, "games/tiny/rules.html",
                  {"game": get_object_or_404(Game, pk=game_id, ruleset="tiny")})
