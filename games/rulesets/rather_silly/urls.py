"""Rather Silly's own addresses, mounted by the registry (``games.rulesets.registry``): the
game master's Superhirn marks, agreed draw and confirming a review flag, as pages and in the
API, and the links to them on the game master's pages."""

from django.urls import path
from django.utils.translation import gettext_lazy as _

import games.converters  # noqa: F401  (registers <id:...>)
from games.rulesets.rather_silly import api, views
from games.rulesets.registry import FlagLink

page_urlpatterns = [
    path("gm/games/<id:game_id>/superhirn/", views.SuperhirnMarkingView.as_view(),
         name="gm-superhirn"),
    path("gm/games/<id:game_id>/draw/", views.DrawView.as_view(), name="gm-draw"),
    path("gm/games/<id:game_id>/review-flags/<id:index>/",
         views.ReviewFlagConfirmView.as_view(), name="gm-review-flag"),
]

api_urlpatterns = [
    path("games/<id:game_id>/superhirn-marking/", api.SuperhirnMarkingView.as_view(),
         name="api-superhirn-marking"),
    path("games/<id:game_id>/draw/", api.DrawView.as_view(), name="api-draw"),
    path("games/<id:game_id>/review-flags/<id:index>/confirm/",
         api.ReviewFlagConfirmView.as_view(), name="api-review-flag-confirm"),
]

# Among the game master's actions while a phase is open or its result awaits review.
gm_phase_links = [
    ("gm-superhirn", _("Superhirn marks")),
    ("gm-draw", _("Agreed draw")),
]

# On the console of a result awaiting review.
gm_review_links = [("gm-superhirn", _("Mark the Superhirn answers"))]

# On each review flag of a result awaiting review (the flags only this game confirms).
gm_flag_links = [
    FlagLink("gm-review-flag", _("Confirm the default"), _("Confirm"),
             lambda flag: not flag.get("confirmed"), primary=True),
]
