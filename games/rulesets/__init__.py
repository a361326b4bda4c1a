"""Rule sets: one class per game, registered by dotted path in ``settings.GAMEMASTER_RULESETS``.

Use :func:`get_ruleset` (by key) and :func:`available_rulesets`; never import a rule set class
directly from platform code.
"""

from games.rulesets.registry import (
    available_rulesets,
    game_demo,
    game_demos,
    game_gm_links,
    game_urlpatterns,
    get_ruleset,
)

__all__ = ["available_rulesets", "game_demo", "game_demos", "game_gm_links", "game_urlpatterns",
           "get_ruleset"]
