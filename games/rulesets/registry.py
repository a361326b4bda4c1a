from __future__ import annotations

import importlib
import importlib.util
from functools import cache
from typing import Any

from django.conf import settings
from django.utils.module_loading import import_string
from django.utils.translation import gettext as _

from games.errors import InvalidInput
from games.rulesets.base import RuleSet


@cache
def _load(dotted: str) -> RuleSet:
    return import_string(dotted)()


def available_rulesets() -> dict[str, RuleSet]:
    """Every registered rule set by key, in settings order."""
    return {key: _load(dotted) for key, dotted in settings.GAMEMASTER_RULESETS.items()}


def get_ruleset(key: str) -> RuleSet:
    try:
        dotted = settings.GAMEMASTER_RULESETS[key]
    except KeyError:
        known = ", ".join(sorted(settings.GAMEMASTER_RULESETS))
        raise InvalidInput(
            _("Unknown rule set %(key)s; choose one of: %(known)s.")
            % {"key": repr(key), "known": known}, field="ruleset"
        ) from None
    return _load(dotted)


def game_packages() -> list[str]:
    """The package of every registered game (``games.rulesets.<game>``), settings order:
    the folder that holds everything the game adds to the platform."""
    return [dotted.rpartition(".")[0] for dotted in settings.GAMEMASTER_RULESETS.values()]


def game_urlpatterns(kind: str) -> list[Any]:
    """Every registered game's own URL patterns: ``page_urlpatterns`` (mounted by
    ``games.urls``) or ``api_urlpatterns`` (by ``games.api.urls``) of its package's
    ``urls.py``; a game without pages of its own has no such module."""
    found: list[Any] = []
    for package in game_packages():
        if importlib.util.find_spec(f"{package}.urls") is None:
            continue
        found.extend(getattr(importlib.import_module(f"{package}.urls"), kind, []))
    return found


def game_demos() -> list[Any]:
    """Each game's part of ``manage.py load_demo``: ``load_demo(gm, players, say)`` of its
    package's ``demo.py``, settings order; a game without one adds nothing."""
    found = []
    for package in game_packages():
        if importlib.util.find_spec(f"{package}.demo") is not None:
            found.append(importlib.import_module(f"{package}.demo").load_demo)
    return found


def game_gm_links(key: str) -> list[tuple[str, Any, str]]:
    """The links a game adds to its game-master page: ``gm_page_links`` of its package's
    ``urls.py``, each (URL name taking the game's id, label, element id)."""
    dotted = settings.GAMEMASTER_RULESETS.get(key)
    if dotted is None:
        return []
    package = dotted.rpartition(".")[0]
    if importlib.util.find_spec(f"{package}.urls") is None:
        return []
    return list(getattr(importlib.import_module(f"{package}.urls"), "gm_page_links", []))
