"""A review flag's option picked on the game master's console (``?flag=<n>&option=<k>``): the
outcome editors open with a reason naming the flag, its default and the chosen option."""

from __future__ import annotations

import json
from typing import Any

from django.utils.translation import gettext

from games import selectors
from games.models import Game


def flag_note(flag: dict[str, Any], option: Any) -> str:
    return gettext("Review flag %(section)s %(code)s: instead of the default %(default)s, "
                   "the Spielleiter decides %(option)s.") % {
        "section": flag.get("section"), "code": flag.get("code"),
        "default": json.dumps(flag.get("default"), ensure_ascii=False),
        "option": json.dumps(option, ensure_ascii=False)}


def flag_option(game: Game, flag_index: str | None, option_index: str | None
                ) -> tuple[dict[str, Any], Any] | None:
    """The flag and the option a game master picked on the console (from the query string)."""
    if not all(v and v.isascii() and v.isdigit() and len(v) < 6
               for v in (flag_index, option_index)):
        return None
    phase = selectors.current_phase(game)
    flags = list(((phase.result or {}) if phase else {}).get("review_flags") or [])
    if int(flag_index) >= len(flags):  # type: ignore[arg-type]
        return None
    options = list(flags[int(flag_index)].get("options") or [])
    if int(option_index) >= len(options):
        return None
    return flags[int(flag_index)], options[int(option_index)]
