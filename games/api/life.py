"""API for a game's life: one's absences, the lobby and its join requests, draw proposals and
their secret votes. Each view checks the input's shape, makes one service call and answers
with the same serializers the schema names; the services decide who may do what."""

from __future__ import annotations

from typing import Any

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext as _
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response

from games import player_selectors
from games.api import life_serializers as s
from games.api.permissions import game_for, lookup_text, seat_for
from games.api.views import JsonView, _valid
from games.errors import NotAllowed, NotFound
from games.models import Absence, DrawProposal, Game, JoinRequest, Seat
from games.services import absences, draws, lobby
from games.services.access import is_game_master, seat_of


class AbsenceListView(JsonView):
    @extend_schema(responses=s.AbsenceSerializer(many=True), summary="My coming absences")
    def get(self, request: Request) -> Response:
        return Response(s.AbsenceSerializer(player_selectors.my_absences(request.user),
                                            many=True).data)

    @extend_schema(request=s.AbsenceCreateSerializer,
                   responses={201: s.AbsenceSerializer(many=True)},
                   summary="Declare days away (one absence per game named)")
    def post(self, request: Request) -> Response:
        data = _valid(s.AbsenceCreateSerializer, request)
        seats = []
        for game_id in data["games"]:
            seat = Seat.objects.filter(game_id=game_id, player=request.user).first()
            if seat is None:
                raise NotAllowed(_("You hold no seat in game %(game)s.") % {"game": game_id},
                                 field="games")
            seats.append(seat)
        created = absences.absence_create(player=request.user, seats=seats,
                                          starts_on=data["starts_on"], ends_on=data["ends_on"],
                                          sitter=data.get("sitter"))
        return Response(s.AbsenceSerializer(created, many=True).data,
                        status=status.HTTP_201_CREATED)


class AbsenceCancelView(JsonView):
    @extend_schema(request=None, responses=s.AbsenceSerializer, summary="Cancel my absence")
    def post(self, request: Request, absence_id: int) -> Response:
        found = get_object_or_404(Absence.objects.select_related("seat"), pk=absence_id,
                                  player=request.user)
        return Response(s.AbsenceSerializer(absences.absence_cancel(
            absence=found, user=request.user)).data)


class LobbyView(JsonView):
    @extend_schema(responses=s.LobbyGameSerializer(many=True),
                   summary="Games looking for players, with their free seats")
    def get(self, request: Request) -> Response:
        return Response(s.LobbyGameSerializer(player_selectors.lobby(), many=True).data)


class LobbyJoinView(JsonView):
    @extend_schema(request=s.JoinRequestCreateSerializer,
                   responses={201: s.JoinRequestSerializer},
                   summary="Ask a game in the lobby for a seat")
    def post(self, request: Request, game_id: int) -> Response:
        data = _valid(s.JoinRequestCreateSerializer, request)
        game = player_selectors.lobby_game(game_id)
        if game is None:
            raise NotFound(_("No game in the lobby has this number."))
        key = data.get("seat") or ""
        seat = seat_for(game, key) if key else None
        made = lobby.join_request_create(game=game, user=request.user, seat=seat,
                                         message=data.get("message", ""))
        return Response(s.JoinRequestSerializer(made).data, status=status.HTTP_201_CREATED)


class JoinRequestDecideView(JsonView):
    @extend_schema(request=s.JoinDecisionSerializer, responses=s.JoinRequestSerializer,
                   summary="Game master: accept or refuse a request to join")
    def post(self, request: Request, game_id: int, request_id: int) -> Response:
        data = _valid(s.JoinDecisionSerializer, request)
        game = game_for(request.user, game_id)
        join = get_object_or_404(JoinRequest.objects.select_related("seat", "user"),
                                 pk=request_id, game=game)
        seat = seat_for(game, data["seat"]) if data.get("seat") else None
        decided = lobby.join_request_decide(request=join, actor=request.user,
                                            accept=data["accept"], seat=seat,
                                            reason=data["reason"])
        return Response(s.JoinRequestSerializer(decided).data)


def _proposal_context(game: Game, user: Any) -> dict[str, Any]:
    return {"seat": seat_of(user, game),
            "votes_visible": is_game_master(user, game) or game.status == Game.Status.FINISHED}


class DrawListView(JsonView):
    @extend_schema(responses=s.DrawProposalSerializer(many=True),
                   summary="The game's draw and concession proposals (votes secret)")
    def get(self, request: Request, game_id: int) -> Response:
        game = game_for(request.user, game_id)
        return Response(s.DrawProposalSerializer(game.draws.all(), many=True,
                                                 context=_proposal_context(game, request.user)
                                                 ).data)

    @extend_schema(request=s.DrawProposeSerializer, responses={201: s.DrawProposalSerializer},
                   summary="Propose a draw or a concession")
    def post(self, request: Request, game_id: int) -> Response:
        data = _valid(s.DrawProposeSerializer, request)
        game = game_for(request.user, game_id)
        seats = [lookup_text(key) for key in data["seats"]] if data.get("seats") else None
        made = draws.draw_propose(game=game, user=request.user, kind=data["kind"], seats=seats)
        return Response(s.DrawProposalSerializer(
            made, context=_proposal_context(game, request.user)).data,
            status=status.HTTP_201_CREATED)


def _proposal(request: Request, game_id: int, proposal_id: int) -> tuple[Game, DrawProposal]:
    game = game_for(request.user, game_id)
    return game, get_object_or_404(DrawProposal, pk=proposal_id, game=game)


class DrawVoteView(JsonView):
    @extend_schema(request=s.DrawVoteSerializer, responses=s.DrawProposalSerializer,
                   summary="Vote on a proposal for my seat (secret)")
    def post(self, request: Request, game_id: int, proposal_id: int) -> Response:
        data = _valid(s.DrawVoteSerializer, request)
        game, proposal = _proposal(request, game_id, proposal_id)
        voted = draws.draw_vote(proposal=proposal, user=request.user, accept=data["accept"])
        return Response(s.DrawProposalSerializer(
            voted, context=_proposal_context(game, request.user)).data)


class DrawDecideView(JsonView):
    @extend_schema(request=s.DrawDecisionSerializer, responses=s.DrawProposalSerializer,
                   summary="Game master: confirm or reject a proposal")
    def post(self, request: Request, game_id: int, proposal_id: int) -> Response:
        data = _valid(s.DrawDecisionSerializer, request)
        game, proposal = _proposal(request, game_id, proposal_id)
        if data["accept"]:
            draws.draw_confirm(proposal=proposal, actor=request.user, reason=data["reason"])
        else:
            draws.draw_reject(proposal=proposal, actor=request.user, reason=data["reason"])
        proposal.refresh_from_db()
        game.refresh_from_db()
        return Response(s.DrawProposalSerializer(
            proposal, context=_proposal_context(game, request.user)).data)
