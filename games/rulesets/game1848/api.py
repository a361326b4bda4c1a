"""1848 in the API: the game's card set (GET, and PUT while the game is a draft) and the
Spielleiter's written ruling on a "the game master decides" card. Domain errors become 4xx
with the line of every fault of a card-set text."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from games import services
from games.api import serializers as s
from games.api.permissions import game_for
from games.api.views import JsonView, _valid
from games.errors import NotAllowed
from games.models import Game
from games.rulesets import get_ruleset
from games.rulesets.game1848 import services as cards


class CardSetSerializer(serializers.Serializer):
    cards = serializers.DictField(help_text="The card set (format 1848-cards/1).")
    start_problems = serializers.ListField(child=serializers.CharField())
    editable = serializers.BooleanField()


class CardSetImportSerializer(s.ReasonSerializer):
    text = serializers.CharField(required=False, max_length=400_000, trim_whitespace=False,
                                 help_text="A card-set file's text (JSON).")
    shipped = serializers.ChoiceField(choices=["practice", "known"], required=False)
    options = s.KeyedDictField(child=serializers.CharField(max_length=64), required=False,
                               help_text="majority_basis, opener_after_win")


def _card_set(game: Game) -> dict[str, Any]:
    return {"cards": game.settings.get("cards") or {},
            "start_problems": get_ruleset(game.ruleset).start_problems(game.settings),
            "editable": game.status == Game.Status.DRAFT}


class CardSetView(JsonView):
    @extend_schema(responses=CardSetSerializer, summary="1848: the game's card set (GM)")
    def get(self, request: Request, game_id: int) -> Response:
        game = game_for(request.user, game_id)
        if not services.is_game_master(request.user, game):
            raise NotAllowed(_("Only a game master of this game sees its card set here."))
        if game.ruleset != "game1848":
            raise NotAllowed(_("This game has no card set."))
        return Response(CardSetSerializer(_card_set(game)).data)

    @extend_schema(request=CardSetImportSerializer, responses=CardSetSerializer,
                   summary="1848: import a card set or load a shipped one (draft games)")
    def put(self, request: Request, game_id: int) -> Response:
        data = _valid(CardSetImportSerializer, request)
        game = game_for(request.user, game_id)
        game = cards.card_set_import(game=game, actor=request.user, reason=data["reason"],
                                        text=data.get("text"), shipped=data.get("shipped"),
                                        options=data.get("options"))
        return Response(CardSetSerializer(_card_set(game)).data)
