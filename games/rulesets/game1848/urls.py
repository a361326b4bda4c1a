"""1848's own addresses, mounted by the registry (``games.rulesets.registry``): the card set
(import, edit, shipped sets, rule options) and the written ruling on a "the game master
decides" card, as pages and in the API."""

from django.urls import path
from django.utils.translation import gettext_lazy as _

import games.converters  # noqa: F401  (registers <id:...>)
from games.rulesets.game1848 import api, views
from games.rulesets.registry import FlagLink

page_urlpatterns = [
    path("gm/games/<id:game_id>/cards/", views.card_set, name="gm-card-set"),
    path("gm/games/<id:game_id>/review-flags/<id:index>/rule/",
         views.FlagRulingView.as_view(), name="gm-review-flag-rule"),
]

api_urlpatterns = [
    path("games/<id:game_id>/review-flags/<id:index>/rule/", api.FlagRulingView.as_view(),
         name="api-review-flag-rule"),
    path("games/<id:game_id>/cards/", api.CardSetView.as_view(), name="api-cards"),
]

# Shown on the game master's page of an 1848 game.
gm_page_links = [("gm-card-set", _("Card set"), "card-set-link")]

# On the console, on each "the game master decides" card's review flag.
gm_flag_links = [
    FlagLink("gm-review-flag-rule", _("Rule on this card"), None,
             lambda flag: flag.get("code") == "gm_decides"),
]
