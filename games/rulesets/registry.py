from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, NamedTuple

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


def _game_module(key: str, name: str) -> Any:
    """Module ``name`` of the package of game ``key`` (``urls``, ``demo``), or None when the
    game is not registered or has no such module."""
    dotted = settings.GAMEMASTER_RULESETS.get(key)
    if dotted is None:
        return None
    package = dotted.rpartition(".")[0]
    if importlib.util.find_spec(f"{package}.{name}") is None:
        return None
    return importlib.import_module(f"{package}.{name}")


def game_demo(key: str) -> Callable[..., Any] | None:
    """One game's ``load_demo(gm, players, say)``, or None (no such game, or no demo)."""
    module = _game_module(key, "demo")
    return None if module is None else module.load_demo


class FlagLink(NamedTuple):
    """A game's own action on one review flag of a result awaiting review (its ``urls.py``'s
    ``gm_flag_links``): the core's pages list the flags, the game knows what may be done."""

    url_name: str  # takes the game's id and the flag's index
    label: Any  # the button on the console
    short: Any  # the link in the publish page's list of flags; None: not listed there
    shows: Callable[[Mapping[str, Any]], bool]  # which flags get it
    primary: bool = False  # the console's main button (else a secondary one)


def game_gm_links(key: str, kind: str = "gm_page_links") -> list[Any]:
    """The links a game adds to its game-master pages, from its package's ``urls.py``:
    ``gm_page_links`` (the game-master page's navigation: URL name taking the game's id,
    label, element id), ``gm_phase_links`` (among the actions while a phase is open or its
    result awaits review: URL name, label), ``gm_review_links`` (the console's actions on a
    result awaiting review: URL name, label), ``gm_flag_links`` (:class:`FlagLink`)."""
    return list(getattr(_game_module(key, "urls"), kind, []))
