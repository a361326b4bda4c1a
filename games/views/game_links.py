"""The links a game adds to the core's game-master pages (its package's ``urls.py``, read by
``games.rulesets.game_gm_links``), resolved for one game: the core's templates draw them
without knowing which game has what."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from django.urls import reverse

from games.models import Game
from games.rulesets import game_gm_links, get_ruleset


def page_links(game: Game, kind: str) -> list[tuple[str, Any]]:
    """(address, label) of ``gm_phase_links`` or ``gm_review_links``."""
    return [(reverse(name, args=[game.pk]), label)
            for name, label in game_gm_links(game.ruleset, kind)]


def flags_with_links(game: Game, flags: Iterable[Mapping[str, Any]], *,
                     short: bool = False) -> list[dict[str, Any]]:
    """Each review flag with ``gm_links``: (address, label, primary) of the game's actions
    that fit it, and ``decidable``: its options are data in the outcome (the rule set's
    ``decidable_flags``), so each is offered as "Decide", not "Overrule with". ``flags`` are
    numbered by their ``index`` or, without one, by position (the number the flag's services
    count by); ``short``: the publish page's list."""
    links = game_gm_links(game.ruleset, "gm_flag_links")
    decidable = get_ruleset(game.ruleset).decidable_flags()
    found = []
    for position, flag in enumerate(flags):
        index = flag.get("index", position)
        fitting = [(reverse(link.url_name, args=[game.pk, index]),
                    link.short if short else link.label, link.primary)
                   for link in links if link.shows(flag) and (link.short or not short)]
        found.append({**flag, "gm_links": fitting, "decidable": flag.get("code") in decidable})
    return found
