"""Rather Silly's own addresses, mounted by the registry (``games.rulesets.registry``): the
game master's Superhirn marks, agreed draw and confirming a review flag, as pages and in the
API (both generated from ``actions.py``), and the links to them on the game master's pages."""

from django.utils.translation import gettext_lazy as _

import games.converters  # noqa: F401  (registers <id:...>)
from games.api.actions import action_urlpatterns as api_urlpatterns_of
from games.rulesets.rather_silly import views
from games.rulesets.rather_silly.actions import ACTIONS
from games.rulesets.registry import FlagLink
from games.views.gm_actions import action_urlpatterns as page_urlpatterns_of

page_urlpatterns = page_urlpatterns_of(ACTIONS, views.PAGE_HOOKS)

api_urlpatterns = api_urlpatterns_of(ACTIONS)

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
