"""Europa 1815 in the API: the game's map, teams and seating (GET, and PUT while the game is a
draft) and the Spielleiter's position editor (POST: a ruling, the SP distribution, a
correction; ``preview`` answers the diff without saving). Domain errors become 4xx; a faulty
map names every fault with its line."""

from __future__ import annotations

import json
from typing import Any

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
from games.rulesets.europa1815 import services as europa
from games.rulesets.europa1815.gm import OPS


class SetupSerializer(s.ReasonSerializer):
    map_text = serializers.CharField(required=False, max_length=200_000,
                                     trim_whitespace=False, help_text="A map file's text.")
    svg = serializers.CharField(required=False, allow_null=True, max_length=2_000_000,
                                trim_whitespace=False, help_text="The map's SVG (optional).")
    map_name = serializers.CharField(required=False, max_length=100)
    example = serializers.BooleanField(required=False, default=False)
    teams = serializers.DictField(child=serializers.ListField(
        child=serializers.CharField(max_length=32), max_length=2), required=False,
        help_text='{"A": ["fra", "aut"], "B": ["gbr", "pru"]}')
    seating = serializers.ListField(child=serializers.CharField(max_length=32), max_length=4,
                                    required=False)
    start_phase = serializers.BooleanField(required=False, allow_null=True, default=None)
    edition = serializers.ChoiceField(choices=["1815", "1715"], required=False,
                                      allow_null=True, default=None)


class PositionSerializer(s.ReasonSerializer):
    op = serializers.ChoiceField(choices=list(OPS))
    patch = serializers.JSONField(required=False, default=dict,
                                  help_text='e.g. {"players": {"fra": {"sp": "+3"}}}')
    team = serializers.ChoiceField(choices=["A", "B"], required=False, allow_null=True)
    publish = serializers.BooleanField(required=False, default=True)
    preview = serializers.BooleanField(required=False, default=False)


def _setup(game: Game) -> dict[str, Any]:
    settings = game.settings
    ref = settings["map"]
    return {"map": {"example": bool(ref.get("example")), "name": ref.get("name"),
                    "text": ref.get("text"), "svg": bool(ref.get("svg"))},
            "teams": settings.get("teams"), "seating": settings.get("seating"),
            "start_phase": settings.get("start_phase"),
            "edition": settings.get("edition", "1815"),
            "start_problems": get_ruleset(game.ruleset).start_problems(settings),
            "editable": game.status == Game.Status.DRAFT}


def _gm_europa(request: Request, game_id: int) -> Game:
    game = game_for(request.user, game_id)
    if not services.is_game_master(request.user, game):
        raise NotAllowed("Only a game master of this game may do this.")
    if game.ruleset != "europa1815":
        raise NotAllowed("Only a game of Europa 1815 has a map, teams and a position editor.")
    return game


class SetupView(JsonView):
    @extend_schema(summary="Europa 1815: the game's map, teams and seating (GM)")
    def get(self, request: Request, game_id: int) -> Response:
        return Response(_setup(_gm_europa(request, game_id)))

    @extend_schema(request=SetupSerializer,
                   summary="Europa 1815: set the map, teams and seating (draft games)")
    def put(self, request: Request, game_id: int) -> Response:
        data = _valid(SetupSerializer, request)
        game = _gm_europa(request, game_id)
        game = europa.europa_setup(
            game=game, actor=request.user, reason=data["reason"],
            map_text=data.get("map_text"), svg=data.get("svg"), map_name=data.get("map_name"),
            example=data["example"], teams=data.get("teams"), seating=data.get("seating"),
            start_phase=data["start_phase"], edition=data["edition"])
        return Response(_setup(game))


class PositionView(JsonView):
    @extend_schema(request=PositionSerializer,
                   summary="Europa 1815: the Spielleiter's position editor (diff, reason)")
    def post(self, request: Request, game_id: int) -> Response:
        data = _valid(PositionSerializer, request)
        game = _gm_europa(request, game_id)
        args = {"game": game, "actor": request.user, "op": data["op"],
                "patch": json.dumps(data["patch"]), "reason": data["reason"],
                "team": data.get("team")}
        if data["preview"]:
            result = europa.europa_preview(**args)
            return Response({"saved": False, "changes": result["gm"][-1]["changes"],
                             "events": result["events"]})
        phase = europa.europa_position_edit(**args, publish=data["publish"])
        return Response({"saved": True, "changes": phase.result["gm"][-1]["changes"],
                         "phase": phase.label, "status": phase.status})
