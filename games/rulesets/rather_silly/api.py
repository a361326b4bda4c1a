"""Rather Silly in the API: the game master's inputs only this game has (the Superhirn's
marks, an agreed draw, confirming a review flag's default). Same shape as every GM action
(``games.api.views.GameAction``): a serializer with the reason, one service call."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request

from games.api import serializers as s
from games.api.serializers import KEY_PATTERN
from games.api.views import GameAction, _current
from games.models import Game
from games.rulesets.rather_silly import services as rather_silly


class SuperhirnMarkingSerializer(s.ReasonSerializer):
    correct = serializers.ListField(child=serializers.RegexField(KEY_PATTERN), max_length=64,
                                    help_text="Seat keys that answered right (may be empty).")


class DrawSerializer(s.ReasonSerializer):
    seats = serializers.ListField(child=serializers.RegexField(KEY_PATTERN), max_length=64,
                                  help_text="Seat keys sharing the draw (empty: take it back).")


@extend_schema(request=SuperhirnMarkingSerializer, responses=s.PhaseSerializer,
               summary="Rather Silly: mark who answered the Superhirn's question right")
class SuperhirnMarkingView(GameAction):
    input = SuperhirnMarkingSerializer
    output = s.PhaseSerializer

    def act(self, game: Game, data: dict[str, Any], request: Request, **kwargs: Any) -> Any:
        return rather_silly.superhirn_marking_set(phase=_current(game), actor=request.user,
                                                  correct=data["correct"], reason=data["reason"])


@extend_schema(request=DrawSerializer, responses=s.PhaseSerializer,
               summary="Rather Silly: record an agreed draw")
class DrawView(GameAction):
    input = DrawSerializer
    output = s.PhaseSerializer

    def act(self, game: Game, data: dict[str, Any], request: Request, **kwargs: Any) -> Any:
        return rather_silly.draw_record(phase=_current(game), actor=request.user,
                                        seats=data["seats"], reason=data["reason"])


@extend_schema(request=s.ReasonSerializer, responses=s.PhaseSerializer,
               summary="Rather Silly: confirm review flag number <index>")
class ReviewFlagConfirmView(GameAction):
    output = s.PhaseSerializer

    def act(self, game: Game, data: dict[str, Any], request: Request, **kwargs: Any) -> Any:
        return rather_silly.review_flag_confirm(phase=_current(game), actor=request.user,
                                                index=kwargs["index"], reason=data["reason"])
