from __future__ import annotations

from functools import cache

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
