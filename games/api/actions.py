"""The game-master actions in the API, generated from their declarations (``games.gm_actions``):
one view class and one URL per action. POST {reason, ...}: the serializer checks the body (400),
the game must be one the caller masters or plays in (404), then the declared call runs; what
the URL names (a seat) joins the body's values under the URL's name."""

from __future__ import annotations

from typing import Any

from django.urls import URLPattern, path
from drf_spectacular.utils import extend_schema
from rest_framework.request import Request

from games.api.views import GameAction
from games.gm_actions import GM_ACTIONS, GmActionSpec
from games.models import Game


class DeclaredAction(GameAction):
    # No docstring of its own: the schema's description stays GameAction's, as before.

    spec: GmActionSpec

    def act(self, game: Game, data: dict[str, Any], request: Request, **kwargs: Any) -> Any:
        return self.spec.call(game, {**data, **kwargs}, request.user)


def action_view(spec: GmActionSpec) -> type[DeclaredAction]:
    """The API view of one declared action, with its schema."""
    api = spec.api
    assert api is not None, spec.key
    name = "".join(part.title() for part in spec.key.split("-")) + "View"
    view = type(name, (DeclaredAction,), {
        "spec": spec, "input": api.input, "output": api.output, "created": api.created,
        "__module__": __name__,
    })
    responses = {201: api.output} if api.created else api.output
    return extend_schema(request=api.input, responses=responses, summary=api.summary)(view)


def action_urlpatterns(specs: tuple[GmActionSpec, ...] = GM_ACTIONS) -> list[URLPattern]:
    return [path(f"games/<id:game_id>/{spec.api.path}", action_view(spec).as_view(),
                 name=spec.api.name)
            for spec in specs if spec.api is not None]
