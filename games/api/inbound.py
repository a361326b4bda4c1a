"""The game masters' list of a game's incoming mail: the rows of the page
``/gm/games/<id>/inbound/``, from the same selector (``games.inbound_selectors``)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from games import inbound_selectors
from games.api.permissions import game_for
from games.api.views import JsonView


class InboundMailSerializer(serializers.Serializer):
    id = serializers.IntegerField(source="pk")
    received_at = serializers.DateTimeField()
    seat = serializers.CharField(source="seat_key", help_text="Seat key; empty for none.")
    sender = serializers.CharField()
    status = serializers.CharField(help_text="processed, ignored, unknown, wrong_sender, "
                                             "too_large or malformed.")
    subject = serializers.CharField()
    summary = serializers.ListField(child=serializers.CharField(),
                                    help_text="What was read: boxes with versions, press "
                                              "sent, commands, errors.")
    withheld = serializers.BooleanField(help_text="The message as received and its text are "
                                                  "not shown (press the game masters may "
                                                  "not read, or not read at all).")


class InboundMailListView(JsonView):
    @extend_schema(responses=InboundMailSerializer(many=True),
                   summary="Mails sent to the game's seat addresses (game masters only)")
    def get(self, request: Request, game_id: int) -> Response:
        game = game_for(request.user, game_id)
        rows = inbound_selectors.inbound_mails(game, request.user)
        return Response(InboundMailSerializer(rows, many=True).data)
