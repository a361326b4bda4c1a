"""1848's game-master action, declared once like the core's (``games.gm_actions``): the
Spielleiter's written ruling on review flag <index>, a "the game master decides" card. Its page
(hooks in ``views.py``) and its API view are generated from this declaration (``urls.py``)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy
from rest_framework import serializers

from games import services
from games.api import serializers as s
from games.gm_actions import ApiSpec, GmActionSpec, PageSpec, current_phase
from games.models import Game


class RulingSerializer(s.ReasonSerializer):
    text = serializers.CharField(max_length=2000,
                                 help_text="e.g. “Z27: party liberale +2” or “Z27: none”")


def _rule(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return services.review_flag_rule(phase=current_phase(game), actor=actor,
                                     index=data["index"], text=data["text"],
                                     reason=data["reason"])


RULING = GmActionSpec(
    "review-flag-rule", _rule,
    (PageSpec("review-flags/<id:index>/rule/", "gm-review-flag-rule",
              gettext_lazy("Rule on a card the Spielleiter decides"),
              gettext_lazy("Say what the card does in this trick; the turn is resolved again "
                           "with your ruling, which the audit log and the game record keep."),
              gettext_lazy("Apply the ruling"),
              gettext_lazy("The ruling has been applied; publish the turn when it is right.")),),
    ApiSpec("review-flags/<id:index>/rule/", "api-review-flag-rule",
            "1848: rule on review flag <index> (what the card does)",
            input=RulingSerializer, output=s.PhaseSerializer),
)
