"""What the board map says to somebody who cannot see it (issue 23, item 10).

The SVG's accessible name is a sentence ("Map of Spring 1901 (movement), Diplomacy"), not
the internal code ("S1901M standard"); its ``<desc>`` lists every power's units and centre
count as text; each unit's title names its province as the map labels it ("France: army
par (Paris)"), so a screen reader meets the same facts a sighted player reads off the
colours and icons. Nothing here adds anything the viewer may not see: it is built from the
board after :func:`games.maps.visibility.visible_to`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from games.maps import palette
from games.maps.icons import KIND_NAMES

PHASE = re.compile(r"^([SFW])(\d{3,4})([MRA]?)$")
WORDS: dict[str, dict[str, Any]] = {
    "en": {"seasons": {"S": "Spring", "F": "Fall", "W": "Winter"},
           "kinds": {"M": "movement", "R": "retreats", "A": "adjustments"},
           "map": "Map of {phase}, {game}", "plain": "Map, {game}",
           "centres": "{n} centres", "none": "no units", "dislodged": "dislodged"},
    "de": {"seasons": {"S": "Frühjahr", "F": "Herbst", "W": "Winter"},
           "kinds": {"M": "Bewegung", "R": "Rückzüge", "A": "Anpassungen"},
           "map": "Karte: {phase}, {game}", "plain": "Karte, {game}",
           "centres": "{n} VZ", "none": "keine Einheiten", "dislodged": "vertrieben"},
}


def _words(lang: str) -> dict[str, Any]:
    return WORDS.get(lang, WORDS["en"])


def phase_words(phase: Any, lang: str = "en") -> str:
    """``"S1901M"`` as ``"Spring 1901 (movement)"``; a code it cannot read stays as it is."""
    match = PHASE.match(str(phase or ""))
    if match is None:
        return str(phase or "")
    words = _words(lang)
    season, year, kind = match.groups()
    text = f"{words['seasons'][season]} {year}"
    return f"{text} ({words['kinds'][kind]})" if kind else text


def map_name(phase: Any, variant: str, lang: str = "en", game: str | None = None) -> str:
    """The map's accessible name, a sentence in the page's language. ``game``: the name the
    game's rule set gives its board (the board's ``game_name``); without one the standard
    board is Diplomacy's and any other shows its code."""
    words = _words(lang)
    game = game or ("Diplomacy" if variant == "standard" else variant)
    shown = phase_words(phase, lang)
    return words["map"].format(phase=shown, game=game) if shown else words["plain"].format(
        game=game)


def unit_title(unit: Mapping[str, Any], province: Callable[[str], str], lang: str) -> str:
    """``France: army par (Paris)``: the code the order box takes and the name the map shows."""
    kind = KIND_NAMES.get(lang, KIND_NAMES["en"])[unit["kind"]]
    return f"{palette.name_of(unit['power'], lang)}: {kind} {spelled(unit['at'], province)}"


def spelled(at: str, province: Callable[[str], str]) -> str:
    """``par (Paris)``, ``stp/nc (St. Petersburg)``; a code without a name stays bare."""
    name = province(at.split("/")[0])
    return f"{at} ({name})" if name and name.lower() != at.split("/")[0] else at


def map_description(owners: Mapping[str, str], units: list[dict[str, Any]],
                    dislodged: list[dict[str, Any]], province: Callable[[str], str],
                    lang: str = "en") -> str:
    """One sentence per power: its units with their provinces, then its centre count."""
    words = _words(lang)
    kinds = KIND_NAMES.get(lang, KIND_NAMES["en"])
    powers = sorted({*owners.values(), *(u["power"] for u in units + dislodged)},
                    key=lambda p: (list(palette.COLOURS).index(p)
                                   if p in palette.COLOURS else 99, p))
    sentences = []
    for power in powers:
        parts = [f"{kinds[u['kind']]} {spelled(u['at'], province)}"
                 for u in units if u["power"] == power]
        parts += [f"{kinds[u['kind']]} {spelled(u['at'], province)} ({words['dislodged']})"
                  for u in dislodged if u["power"] == power]
        count = sum(1 for owner in owners.values() if owner == power)
        sentences.append(f"{palette.name_of(power, lang)}: {', '.join(parts) or words['none']}"
                         f"; {words['centres'].format(n=count)}.")
    return " ".join(sentences)
