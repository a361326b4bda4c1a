"""The game record as a JSON download (see ``games.game_record`` for what each viewer gets)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, JsonResponse

from games.game_record import game_record
from games.views.common import game_for


@login_required
def record_json(request: HttpRequest, game_id: int) -> HttpResponse:
    game = game_for(request, game_id)
    response = JsonResponse(game_record(game, request.user),
                            json_dumps_params={"ensure_ascii": False, "indent": 1})
    response["Content-Disposition"] = f'attachment; filename="game-{game.pk}-record.json"'
    response["Cache-Control"] = "private, no-store"
    return response
