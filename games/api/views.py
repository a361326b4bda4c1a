"""API views. Each checks the input's shape with a serializer, makes one call into a service or
selector, and serializes the answer. Domain errors become 4xx in ``games.api.exceptions``."""

from __future__ import annotations

from typing import Any

from django.utils.translation import get_language
from django.utils.translation import gettext as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.authentication import SessionAuthentication
from rest_framework.authtoken.views import ObtainAuthToken
from rest_framework.exceptions import Throttled, ValidationError
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.settings import api_settings
from rest_framework.views import APIView

from games import login_throttle, selectors, services
from games.access_selectors import access_hints
from games.api import serializers as s
from games.api.authentication import CheckedTokenAuthentication
from games.api.permissions import game_for, lookup_text, phase_for, seat_for
from games.errors import NotAllowed
from games.game_record import game_record
from games.models import Game


class JsonView(APIView):
    """The API reads JSON bodies only (``DEFAULT_PARSER_CLASSES``: ``SafeJSONParser``), so the
    schema promises exactly one request format."""

    authentication_classes = [SessionAuthentication, CheckedTokenAuthentication]


def _lang() -> str:
    return (get_language() or "en")[:2]


def _valid(serializer_class: type, request: Request) -> dict[str, Any]:
    serializer = serializer_class(data=request.data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def _my_seat(game: Game, request: Request, key: str | None):  # type: ignore[no-untyped-def]
    """The seat a request acts for: the one named (game masters) or the caller's own."""
    if key:
        return seat_for(game, key)
    seat = selectors.viewer_for(game, request.user).seat
    if seat is None:
        raise NotAllowed(_("You hold no seat in this game; game masters name one with 'seat'."))
    return seat


# ---- games ----


class GameListView(JsonView):
    @extend_schema(responses=s.GameSerializer(many=True), summary="Games I master or play in")
    def get(self, request: Request) -> Response:
        return Response(s.GameSerializer(selectors.games_for_user(request.user), many=True,
                                         context={"user": request.user}).data)

    @extend_schema(request=s.GameCreateSerializer, responses={201: s.GameSerializer},
                   summary="Create a game (you become its game master)")
    def post(self, request: Request) -> Response:
        data = _valid(s.GameCreateSerializer, request)
        game = services.game_create(
            creator=request.user, name=data["name"], ruleset=data["ruleset"],
            settings=data.get("settings"), seed=data.get("seed"), schedule=data.get("schedule"),
        )
        return Response(s.GameSerializer(game, context={"user": request.user}).data,
                        status=status.HTTP_201_CREATED)


class GameDetailView(JsonView):
    @extend_schema(responses=s.GameSerializer, summary="One game")
    def get(self, request: Request, game_id: int) -> Response:
        return Response(s.GameSerializer(game_for(request.user, game_id),
                                         context={"user": request.user}).data)


class GameRecordView(JsonView):
    @extend_schema(responses=OpenApiTypes.OBJECT,
                   summary="The game record: published phases (players: public parts; "
                           "game masters: everything)")
    def get(self, request: Request, game_id: int) -> Response:
        return Response(game_record(game_for(request.user, game_id), request.user))


class PositionView(JsonView):
    @extend_schema(responses=s.PositionSerializer, summary="Current position and who submitted")
    def get(self, request: Request, game_id: int) -> Response:
        position = selectors.game_position(game_for(request.user, game_id), request.user)
        return Response(s.PositionSerializer(position).data)


class PhaseListView(JsonView):
    @extend_schema(responses=s.PhaseRecordSerializer(many=True),
                   summary="Published phases with what I may see of them")
    def get(self, request: Request, game_id: int) -> Response:
        records = selectors.phase_history(game_for(request.user, game_id), request.user)
        return Response(s.PhaseRecordSerializer(records, many=True,
                                                context={"user": request.user}).data)


class PhaseDetailView(JsonView):
    @extend_schema(responses=s.PhaseRecordSerializer, summary="One phase as I may see it")
    def get(self, request: Request, game_id: int, phase_id: int) -> Response:
        phase = phase_for(game_for(request.user, game_id), phase_id)
        return Response(s.PhaseRecordSerializer(selectors.phase_record(phase, request.user),
                                                context={"user": request.user}).data)


# ---- submissions ----

_SUBMISSION_INPUT = s.QuickInput(s.SubmissionCreateSerializer)


class SubmissionListView(JsonView):
    @extend_schema(
        parameters=[OpenApiParameter("seat", str, description="Seat key (game masters)")],
        responses=s.SubmissionSerializer(many=True),
        summary="Every version of a seat's submissions, newest first",
    )
    def get(self, request: Request, game_id: int) -> Response:
        game = game_for(request.user, game_id)
        seat = _my_seat(game, request, request.query_params.get("seat"))
        versions = selectors.submission_history(seat, request.user)
        return Response(s.SubmissionSerializer(versions, many=True,
                                               context={"user": request.user}).data)

    @extend_schema(request=s.SubmissionCreateSerializer, responses={201: s.SubmissionSerializer},
                   summary="Submit a new version (the old ones are kept)")
    def post(self, request: Request, game_id: int) -> Response:
        # The input checked with the serializer's fields bound once; invalid input is answered
        # by the serializer itself.
        data = _SUBMISSION_INPUT(request.data) or _valid(s.SubmissionCreateSerializer, request)
        # The seat, its game and the game-master check in one query; anything unusual (a
        # sitter, another's seat, no such game) is looked up as every other view does.
        submission = services.orders_submit_in_game(
            game_id=game_id, user=request.user, seat_key=data.get("seat"),
            find_seat=lambda: _my_seat(game_for(request.user, game_id), request,
                                       data.get("seat")),
            text=data["text"], kind=data["kind"], wait=data["wait"], lang=_lang(),
        )
        return Response(s.submission_json(submission, request.user),  # SubmissionSerializer's
                        status=status.HTTP_201_CREATED)


class SubmissionCheckView(JsonView):
    @extend_schema(request=s.SubmissionCheckSerializer, responses=s.ValidationSerializer,
                   summary="Read a submission line by line without storing it")
    def post(self, request: Request, game_id: int) -> Response:
        data = _valid(s.SubmissionCheckSerializer, request)
        game = game_for(request.user, game_id)
        validation = services.submission_preview(
            seat=_my_seat(game, request, None), user=request.user, text=data["text"],
            kind=data["kind"], lang=_lang(),
        )
        return Response(validation.to_json())


# ---- game-master actions ----


class GameAction(JsonView):
    """POST {reason, ...} -> one service call; subclasses name the serializers and the call."""

    input: type = s.ReasonSerializer
    output: type = s.GameSerializer
    created = False

    def act(self, game: Game, data: dict[str, Any], request: Request, **kwargs: Any) -> Any:
        raise NotImplementedError

    def post(self, request: Request, game_id: int, **kwargs: Any) -> Response:
        data = _valid(self.input, request)
        game = game_for(request.user, game_id)
        result = self.act(game, data, request, **kwargs)
        code = status.HTTP_201_CREATED if self.created else status.HTTP_200_OK
        return Response(self.output(result).data, status=code)


class AuditLogView(JsonView):
    @extend_schema(responses=s.GmActionSerializer(many=True), summary="The game-master log")
    def get(self, request: Request, game_id: int) -> Response:
        actions = selectors.gm_actions(game_for(request.user, game_id), request.user)
        return Response(s.GmActionSerializer(actions, many=True).data)


class AccessHintsView(JsonView):
    @extend_schema(responses=s.AccessHintSerializer(many=True),
                   summary="Pairs of accounts sharing a log-in address or browser (game masters)")
    def get(self, request: Request, game_id: int) -> Response:
        hints = access_hints(game_for(request.user, game_id), request.user)
        return Response(s.AccessHintSerializer(hints, many=True).data)


# ---- the user ----


class InvitationAcceptView(JsonView):
    @extend_schema(request=None, responses=s.SeatSerializer, summary="Take an invited seat")
    def post(self, request: Request, token: str) -> Response:
        seat = services.invitation_accept(token=lookup_text(token), user=request.user)
        return Response(s.SeatSerializer(seat).data)


class ProfileView(JsonView):
    @extend_schema(responses=s.ProfileSerializer, summary="My preferences")
    def get(self, request: Request) -> Response:
        return Response(s.ProfileSerializer(services.profile_for(request.user)).data)

    @extend_schema(request=s.ProfileSerializer, responses=s.ProfileSerializer,
                   summary="Change my preferences")
    def patch(self, request: Request) -> Response:
        data = _valid(s.ProfileSerializer, request)
        profile = services.profile_update(user=request.user, **data)
        return Response(s.ProfileSerializer(profile).data)



class TokenView(ObtainAuthToken):
    """POST {"username", "password"} -> {"token"}: the key for ``Authorization: Token <key>``.

    Repeated failures are locked out like the log-in page (``games.login_throttle``): axes
    marks DRF's request, which its middleware never sees, so the answer is made here."""

    parser_classes = api_settings.DEFAULT_PARSER_CLASSES  # ObtainAuthToken names its own
    authentication_classes: list = []  # the password is the credential here
    serializer_class = s.TokenRequestSerializer

    @extend_schema(
        request=s.TokenRequestSerializer,
        responses={200: inline_serializer("Token", {"token": serializers.CharField()}),
                   429: OpenApiTypes.OBJECT},
        summary="Exchange a user name and password for an API token (locked out after "
                "repeated failures)",
    )
    def post(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        try:
            return super().post(request, *args, **kwargs)
        except ValidationError:
            if getattr(request, "axes_locked_out", False):
                raise Throttled(wait=login_throttle.cooloff_seconds(),
                                detail=login_throttle.lockout_message()) from None
            raise
