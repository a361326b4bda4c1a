"""Words a page takes from the game's rule set instead of naming a game (issue 23):
``{{ game|picture_noun }}`` is "map" for a board game and "table" for a card game."""

from __future__ import annotations

from typing import Any

from django import template

from games.rulesets import get_ruleset

register = template.Library()


@register.filter
def picture_noun(game: Any) -> str:
    """What the game's picture is (``RuleSet.picture_noun``); "map" for anything else."""
    try:
        return get_ruleset(game.ruleset).picture_noun
    except (AttributeError, KeyError, LookupError):
        return "map"
