"""Rather Silly's game-master actions, declared once like the core's (``games.gm_actions``):
marking who answered the Superhirn's question right, recording an agreed draw, confirming the
engine's default for review flag <index>. Their pages (hooks in ``views.py``) and their API
views are generated from these declarations (``urls.py``).

The call's input is the API serializer's shape; the Superhirn page's form names its ticked
seats ``seats`` and hands them on as the API's ``correct`` (``views.SuperhirnMarkingPage``)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy
from rest_framework import serializers

from games.api import serializers as s
from games.api.serializers import KEY_PATTERN
from games.gm_actions import ApiSpec, GmActionSpec, PageSpec, current_phase
from games.models import Game
from games.rulesets.rather_silly import services as rather_silly


class SuperhirnMarkingSerializer(s.ReasonSerializer):
    correct = serializers.ListField(child=serializers.RegexField(KEY_PATTERN), max_length=64,
                                    help_text="Seat keys that answered right (may be empty).")


class DrawSerializer(s.ReasonSerializer):
    seats = serializers.ListField(child=serializers.RegexField(KEY_PATTERN), max_length=64,
                                  help_text="Seat keys sharing the draw (empty: take it back).")


# ---- the calls: the one place each service is called ----


def _mark(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return rather_silly.superhirn_marking_set(phase=current_phase(game), actor=actor,
                                              correct=data["correct"], reason=data["reason"])


def _draw(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return rather_silly.draw_record(phase=current_phase(game), actor=actor,
                                    seats=data["seats"], reason=data["reason"])


def _confirm(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return rather_silly.review_flag_confirm(phase=current_phase(game), actor=actor,
                                            index=data["index"], reason=data["reason"])


# ---- the declarations ----

SUPERHIRN_MARKING = GmActionSpec(
    "superhirn-marking", _mark,
    (PageSpec("superhirn/", "gm-superhirn", gettext_lazy("Superhirn: mark the answers"),
              gettext_lazy("Tick the seats that answered the Superhirn's question right. On a "
                           "result awaiting review the season is adjudicated again at once."),
              gettext_lazy("Save marks"), gettext_lazy("The marks have been saved.")),),
    ApiSpec("superhirn-marking/", "api-superhirn-marking",
            "Rather Silly: mark who answered the Superhirn's question right",
            input=SuperhirnMarkingSerializer, output=s.PhaseSerializer),
)

DRAW = GmActionSpec(
    "draw", _draw,
    (PageSpec("draw/", "gm-draw", gettext_lazy("Record an agreed draw"),
              gettext_lazy("The game ends with this phase's result, shared by the seats "
                           "ticked. Save with none ticked to take a recorded draw back."),
              gettext_lazy("Record draw"), gettext_lazy("The draw has been recorded."),
              danger=True),),
    ApiSpec("draw/", "api-draw", "Rather Silly: record an agreed draw",
            input=DrawSerializer, output=s.PhaseSerializer),
)

REVIEW_FLAG_CONFIRM = GmActionSpec(
    "review-flag-confirm", _confirm,
    (PageSpec("review-flags/<id:index>/", "gm-review-flag",
              gettext_lazy("Confirm a review flag"),
              gettext_lazy("Keeps the engine's default for this flag (or notes the choice you "
                           "made with an overrule)."),
              gettext_lazy("Confirm"), gettext_lazy("The flag has been confirmed.")),),
    ApiSpec("review-flags/<id:index>/confirm/", "api-review-flag-confirm",
            "Rather Silly: confirm review flag number <index>", output=s.PhaseSerializer),
)

ACTIONS: tuple[GmActionSpec, ...] = (SUPERHIRN_MARKING, DRAW, REVIEW_FLAG_CONFIRM)
