"""A 1848 game's settings: the number of players, the card set and the options the rules
leave open. The card set is stored whole (it is the game master's data for this game)."""

from __future__ import annotations

import json
from typing import Any

from django.utils.translation import gettext as _

from adjudication.game1848 import (
    CardSetError,
    card_set_json,
    card_set_text,
    shipped_card_set_json,
)
from games.rulesets.base import JSON, RuleSetSettingsError

OPTIONS = {
    "majority_basis": ("trick", "running"),
    "opener_after_win": ("left_of_first_passer", "winner"),
}
KNOWN = {"players", "cards", *OPTIONS}


def card_set_clean(raw: Any) -> JSON:
    if raw is None or raw == "practice":
        return shipped_card_set_json("practice")
    if raw == "known":
        return shipped_card_set_json("known")
    try:
        return card_set_json(raw)
    except CardSetError as error:
        raise RuleSetSettingsError(_("The card set has faults: %(error)s") % {"error": error},
        field="cards") from None


def settings_clean(settings: JSON) -> JSON:
    unknown = sorted(set(settings) - KNOWN)
    if unknown:
        raise RuleSetSettingsError(
            _("Unknown setting %(unknown)s; 1848 knows: %(known)s.")
            % {"unknown": repr(unknown[0]), "known": ', '.join(sorted(KNOWN))},
            field=unknown[0])
    players = settings.get("players", 4)
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise RuleSetSettingsError(_("1848 is played by 2, 3 or 4 players."), field="players")
    clean = {"players": players, "cards": card_set_clean(settings.get("cards"))}
    for name, allowed in OPTIONS.items():
        value = settings.get(name, allowed[0])
        if value not in allowed:
            raise RuleSetSettingsError(_("%(name)s must be one of: %(allowed)s.")
                                       % {"name": name, "allowed": ', '.join(allowed)},
                                       field=name)
        clean[name] = value
    return clean


def engine_options(settings: JSON) -> JSON:
    return {name: settings[name] for name in OPTIONS}


def card_set_from_text(text: str) -> JSON:
    """A card-set file's text -> the clean set; :class:`RuleSetSettingsError` lists every
    fault with its line (``line 12: cards.11.value: must be ...``)."""
    try:
        return card_set_text(text)
    except CardSetError as error:
        raise RuleSetSettingsError(str(error), field="text") from None


def card_set_problems(text: str) -> list[dict[str, Any]]:
    """Every fault of a card-set text as ``{"line", "path", "message"}`` (empty: none)."""
    try:
        card_set_text(text)
    except CardSetError as error:
        return [problem.to_json() for problem in error.problems]
    return []


def card_set_as_text(cards: JSON) -> str:
    """A card set written as its files are: one card per line, so an error's line number
    points at the card."""
    head = {key: value for key, value in cards.items() if key != "cards"}
    lines = ["{"]
    lines += [f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}," for key, value
              in head.items()]
    lines.append('  "cards": [')
    body = [f"    {json.dumps(card, ensure_ascii=False)}" for card in cards.get("cards", [])]
    lines.append(",\n".join(body))
    lines += ["  ]", "}"]
    return "\n".join(lines) + "\n"
