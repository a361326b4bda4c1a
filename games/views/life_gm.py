"""Game-master pages of a game's life: listing the game in the lobby, and deciding join
requests, sitters and agreed endings. Same shape as every GM action page
(``games.views.gm.GmActionView``): a form with a required reason, one service call."""

from __future__ import annotations

from typing import Any

from django.http import Http404
from django.shortcuts import get_object_or_404
from django.utils.translation import gettext_lazy

from games.life_forms import DecideForm, ListingForm
from games.models import Absence, DrawProposal, Game, JoinRequest
from games.services import absences, draws, lobby
from games.views.common import seat_of_game
from games.views.gm import GmActionView


class ListingView(GmActionView):
    form_class = ListingForm
    title = gettext_lazy("List in the lobby")
    intro = gettext_lazy("A listed game shows its vacant seats in the lobby; players ask to "
                         "join and you accept or refuse each request.")
    done = gettext_lazy("The lobby listing has been saved.")

    def initial(self, game: Game) -> dict[str, Any]:
        return {"looking": game.looking_for_players}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return lobby.game_listing_set(game=game, actor=self.request.user,
                                      looking=data["looking"], reason=data["reason"])


class JoinDecideView(GmActionView):
    form_class = DecideForm
    title = gettext_lazy("A request to join")
    done = gettext_lazy("The request has been decided.")

    def request_of(self, game: Game) -> JoinRequest:
        return get_object_or_404(JoinRequest.objects.select_related("user", "seat"),
                                 pk=self.kwargs["request_id"], game=game)

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        return {"seats": [(s.key, s.label) for s in lobby.seats_available(game)]}

    def initial(self, game: Game) -> dict[str, Any]:
        wished = self.request_of(game).seat
        return {"accept": "yes", "seat": wished.key if wished else ""}

    def extra_context(self, game: Game) -> dict[str, Any]:
        return {"join_request": self.request_of(game)}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        seat = seat_of_game(game, data["seat"]) if data.get("seat") else None
        return lobby.join_request_decide(request=self.request_of(game), actor=self.request.user,
                                         accept=data["accept"], seat=seat,
                                         reason=data["reason"])


class SitterDecideView(GmActionView):
    form_class = DecideForm
    title = gettext_lazy("A sitter for an absent player")
    done = gettext_lazy("The sitter has been decided.")

    def absence_of(self, game: Game) -> Absence:
        return get_object_or_404(Absence.objects.select_related("seat", "player", "sitter"),
                                 pk=self.kwargs["absence_id"], seat__game=game)

    def initial(self, game: Game) -> dict[str, Any]:
        return {"accept": "yes"}

    def extra_context(self, game: Game) -> dict[str, Any]:
        return {"absence": self.absence_of(game)}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return absences.absence_sitter_decide(absence=self.absence_of(game),
                                              actor=self.request.user, accept=data["accept"],
                                              reason=data["reason"])


class DrawDecideView(GmActionView):
    form_class = DecideForm
    title = gettext_lazy("End the game by agreement")
    intro = gettext_lazy("Confirming ends the game with the result every surviving seat "
                         "accepted; refusing lets the game go on.")
    done = gettext_lazy("Your decision has been saved.")
    danger = True

    def proposal_of(self, game: Game) -> DrawProposal:
        proposal = get_object_or_404(DrawProposal, pk=self.kwargs["proposal_id"], game=game)
        if proposal.status not in (DrawProposal.Status.OPEN, DrawProposal.Status.PASSED):
            raise Http404("This proposal has been decided.")
        return proposal

    def initial(self, game: Game) -> dict[str, Any]:
        return {"accept": "yes"}

    def extra_context(self, game: Game) -> dict[str, Any]:
        proposal = self.proposal_of(game)
        labels = {seat.key: seat.label for seat in game.seats.all()}
        return {"proposal": proposal,
                "proposal_seats": [labels.get(k, k) for k in proposal.seats],
                "votes": list(proposal.votes.select_related("seat", "voter"))}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        proposal = self.proposal_of(game)
        if data["accept"]:
            return draws.draw_confirm(proposal=proposal, actor=self.request.user,
                                      reason=data["reason"])
        return draws.draw_reject(proposal=proposal, actor=self.request.user,
                                 reason=data["reason"])
