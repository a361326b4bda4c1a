from django.urls import path

import games.converters  # noqa: F401  (registers <id:...>)
from tests.tiny_game import views

page_urlpatterns = [path("gm/games/<id:game_id>/tiny/rules/", views.rules, name="gm-tiny-rules")]
gm_page_links = [("gm-tiny-rules", "Tiny rules", "tiny-rules-link")]
