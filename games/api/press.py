"""Press API: threads with unread counts, messages (read as the selectors filter them),
sending, marking read, the press rules, and the caller's seat mail address."""

from __future__ import annotations

from django.utils.translation import gettext as _
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response

from games import selectors, services
from games.api.permissions import game_for, lookup_text
from games.api.serializers import MAX_TEXT, ReasonSerializer
from games.api.views import JsonView, _valid
from games.errors import NotAllowed
from games.models import PressMode
from games.services.press import press_rules

THREAD = r"^[a-z0-9_.:]{1,200}$"


class PressSendSerializer(serializers.Serializer):
    body = serializers.CharField(max_length=MAX_TEXT)
    subject = serializers.CharField(max_length=200, required=False, allow_blank=True,
                                    default="")
    recipients = serializers.ListField(
        child=serializers.RegexField(r"^[A-Za-z][A-Za-z0-9_]{0,63}$"), max_length=64,
        required=False, default=list, help_text="Seat keys, and 'gm' for the game masters.")
    public = serializers.BooleanField(default=False, help_text="To everybody.")
    grey = serializers.BooleanField(default=False, help_text="Anonymous, where allowed.")


class PressReadSerializer(serializers.Serializer):
    thread = serializers.RegexField(THREAD)


class PressItemSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    kind = serializers.CharField()
    thread = serializers.CharField()
    sender = serializers.CharField(help_text="Seat key, 'gm', or empty (grey press).")
    sender_label = serializers.CharField()
    recipients = serializers.ListField(child=serializers.CharField())
    public = serializers.BooleanField()
    grey = serializers.BooleanField()
    mine = serializers.BooleanField()
    subject = serializers.CharField()
    body = serializers.CharField()
    created_at = serializers.DateTimeField()
    phase = serializers.CharField()
    unread = serializers.BooleanField()


class PressThreadSerializer(serializers.Serializer):
    key = serializers.CharField()
    title = serializers.CharField()
    count = serializers.IntegerField()
    unread = serializers.IntegerField()
    last_at = serializers.DateTimeField()


class PressRulesSerializer(serializers.Serializer):
    press_mode = serializers.ChoiceField(choices=PressMode.choices, required=False)
    press_grey = serializers.BooleanField(required=False)
    press_in_quiet_phases = serializers.BooleanField(required=False)
    press_gm_reads_private = serializers.BooleanField(required=False)
    mail_any_sender = serializers.BooleanField(required=False)


class PressRulesUpdateSerializer(ReasonSerializer, PressRulesSerializer):
    pass


class MailAddressSerializer(serializers.Serializer):
    address = serializers.CharField()


class PressListView(JsonView):
    @extend_schema(
        parameters=[OpenApiParameter("thread", str, description="Only this thread.")],
        responses=PressItemSerializer(many=True),
        summary="Messages I may read, oldest first (grey senders stay blank)")
    def get(self, request: Request, game_id: int) -> Response:
        game = game_for(request.user, game_id)
        thread = request.query_params.get("thread")
        items = selectors.press_items(game, request.user,
                                      thread=lookup_text(thread)[:200] if thread else None)
        return Response(PressItemSerializer(items, many=True).data)

    @extend_schema(request=PressSendSerializer, responses={201: PressItemSerializer},
                   summary="Send press (to seats, 'gm', or everybody)")
    def post(self, request: Request, game_id: int) -> Response:
        data = _valid(PressSendSerializer, request)
        game = game_for(request.user, game_id)
        message = services.press_send(game=game, user=request.user, **data)
        item = selectors.press_items(game, request.user, thread=message.thread,
                                     since_id=message.pk - 1)[0]
        return Response(PressItemSerializer(item).data, status=status.HTTP_201_CREATED)


class PressThreadsView(JsonView):
    @extend_schema(responses=PressThreadSerializer(many=True),
                   summary="My press threads with unread counts")
    def get(self, request: Request, game_id: int) -> Response:
        threads = selectors.press_threads(game_for(request.user, game_id), request.user)
        return Response(PressThreadSerializer(threads, many=True).data)


class PressReadView(JsonView):
    @extend_schema(request=PressReadSerializer, responses=PressThreadSerializer(many=True),
                   summary="Mark a thread read; returns my threads")
    def post(self, request: Request, game_id: int) -> Response:
        data = _valid(PressReadSerializer, request)
        game = game_for(request.user, game_id)
        services.press_mark_read(game=game, user=request.user, thread=data["thread"])
        threads = selectors.press_threads(game, request.user)
        return Response(PressThreadSerializer(threads, many=True).data)


class PressRulesView(JsonView):
    @extend_schema(responses=PressRulesSerializer, summary="The game's press rules")
    def get(self, request: Request, game_id: int) -> Response:
        return Response(PressRulesSerializer(press_rules(game_for(request.user,
                                                                   game_id))).data)

    @extend_schema(request=PressRulesUpdateSerializer, responses=PressRulesSerializer,
                   summary="Change the press rules (game masters)")
    def patch(self, request: Request, game_id: int) -> Response:
        data = _valid(PressRulesUpdateSerializer, request)
        game = game_for(request.user, game_id)
        rules = {k: v for k, v in data.items() if k != "reason"}
        game = services.press_rules_update(game=game, actor=request.user,
                                           reason=data["reason"], **rules)
        return Response(PressRulesSerializer(press_rules(game)).data)


def _my_seat(request: Request, game_id: int):  # type: ignore[no-untyped-def]
    seat = selectors.viewer_for(game_for(request.user, game_id), request.user).seat
    if seat is None:
        raise NotAllowed(_("You hold no seat in this game."))
    return seat


class MailAddressView(JsonView):
    @extend_schema(responses=MailAddressSerializer,
                   summary="My seat's secret mail address for this game")
    def get(self, request: Request, game_id: int) -> Response:
        address = services.seat_mail_address(seat=_my_seat(request, game_id),
                                             user=request.user)
        return Response({"address": address})


class MailAddressRenewView(JsonView):
    @extend_schema(request=None, responses=MailAddressSerializer,
                   summary="A new secret mail address (the old one stops working)")
    def post(self, request: Request, game_id: int) -> Response:
        address = services.seat_mail_address_renew(seat=_my_seat(request, game_id),
                                                   user=request.user)
        return Response({"address": address})
