"""Proposing and voting on a draw or a concession from the game page."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games import player_selectors
from games.errors import DomainError
from games.life_forms import DrawProposeForm
from games.models import DrawProposal
from games.services import draws as draw_services
from games.views.common import game_for, render_error


@login_required
@require_POST
def draw_propose(request: HttpRequest, game_id: int) -> HttpResponse:
    game = game_for(request, game_id)
    state = player_selectors.draw_state(game, request.user)
    form = DrawProposeForm(request.POST, kinds=state["allowed"], seats=state["survivors"])
    if not form.is_valid():
        messages.error(request, _("Choose what to propose."))
        return redirect("game-detail", game_id=game.pk)
    try:
        draw_services.draw_propose(game=game, user=request.user,
                                   kind=form.cleaned_data["kind"],
                                   seats=form.cleaned_data["seats"] or None)
    except DomainError as error:
        return render_error(request, error)
    messages.success(request, _("Your proposal is sent; every surviving seat votes in secret."))
    return redirect("game-detail", game_id=game.pk)


@login_required
@require_POST
def draw_vote(request: HttpRequest, game_id: int, proposal_id: int) -> HttpResponse:
    game = game_for(request, game_id)
    proposal = get_object_or_404(DrawProposal, pk=proposal_id, game=game)
    accept = request.POST.get("vote")
    if accept not in ("yes", "no"):
        messages.error(request, _("Vote yes or no."))
        return redirect("game-detail", game_id=game.pk)
    try:
        draw_services.draw_vote(proposal=proposal, user=request.user, accept=accept == "yes")
    except DomainError as error:
        return render_error(request, error)
    messages.success(request, _("Your vote is counted; it stays secret."))
    return redirect("game-detail", game_id=game.pk)
