"""1848's own addresses, mounted by the registry (``games.rulesets.registry``): the card set
(import, edit, shipped sets, rule options) and the written ruling on a "the game master
decides" card, as pages and in the API."""

from django.urls import path
from django.utils.translation import gettext_lazy as _

import games.converters  # noqa: F401  (registers <id:...>)
from games.api.actions import action_urlpatterns as api_urlpatterns_of
from games.rulesets.game1848 import api, views
from games.rulesets.game1848.actions import RULING
from games.rulesets.registry import FlagLink
from games.views.gm_actions import action_urlpatterns as page_urlpatterns_of

page_urlpatterns = [
    path("gm/games/<id:game_id>/cards/", views.card_set, name="gm-card-set"),
    *page_urlpatterns_of((RULING,), views.PAGE_HOOKS),
]

api_urlpatterns = [
    *api_urlpatterns_of((RULING,)),
    path("games/<id:game_id>/cards/", api.CardSetView.as_view(), name="api-cards"),
]

# Shown on the game master's page of an 1848 game.
gm_page_links = [("gm-card-set", _("Card set"), "card-set-link")]

# On the console, on each "the game master decides" card's review flag.
gm_flag_links = [
    FlagLink("gm-review-flag-rule", _("Rule on this card"), None,
             lambda flag: flag.get("code") == "gm_decides"),
]
