"""Europa 1815's own addresses, mounted by the registry (``games.rulesets.registry``): the
game master's pages and the API for the map, teams and seating and the position editor."""

from django.urls import path
from django.utils.translation import gettext_lazy as _

import games.converters  # noqa: F401  (registers <id:...>)
from games.rulesets.europa1815 import api, views

page_urlpatterns = [
    path("gm/games/<id:game_id>/europa/map/", views.map_setup, name="gm-europa-setup"),
    path("gm/games/<id:game_id>/europa/position/", views.position_edit,
         name="gm-europa-position"),
]

api_urlpatterns = [
    path("games/<id:game_id>/europa/setup/", api.SetupView.as_view(), name="api-europa-setup"),
    path("games/<id:game_id>/europa/position/", api.PositionView.as_view(),
         name="api-europa-position"),
]

# Shown on the game master's page of a Europa 1815 game.
gm_page_links = [
    ("gm-europa-setup", _("Map, teams and seating"), "europa-setup-link"),
    ("gm-europa-position", _("Position editor"), "europa-position-link"),
]
