"""Colours for the eleven players, creatures and the board, chosen to stay apart for colour-blind
viewers: the seven nations take the Okabe–Ito palette (close to their traditional board colours);
the four Rather Silly roles take the four colours (of about thirty from Paul Tol's and d3's
palettes) that stay furthest from those seven and from each other, also in simulated
deuteranopia and protanopia (``tests/maps/test_map_palette.py`` checks it). Colour is never
the only cue: every unit and owned supply centre also shows the owner's letter (:data:`LETTERS`).
"""

from __future__ import annotations

NEUTRAL = "#FFFFFF"  # unowned supply centre
UNKNOWN = "#9E9E9E"  # an owner this palette does not know

COLOURS: dict[str, str] = {
    "austria": "#D55E00",  # vermillion
    "england": "#0072B2",  # blue
    "france": "#56B4E9",  # sky blue
    "germany": "#404040",  # near black
    "italy": "#009E73",  # bluish green
    "russia": "#CC79A7",  # reddish purple
    "turkey": "#F0E442",  # yellow
    "narr": "#332288",  # indigo
    "superhirn": "#DDCC77",  # sand
    "doktor": "#661100",  # dark red-brown
    "wahrsager": "#9EDAE5",  # pale cyan
    "borg": "#1B1B1B",  # creatures: told apart by their icons, not by colour
    "monsters": "#8C8C8C",
}

LETTERS: dict[str, str] = {
    "austria": "A", "england": "E", "france": "F", "germany": "G", "italy": "I", "russia": "R",
    "turkey": "T", "narr": "N", "superhirn": "S", "doktor": "D", "wahrsager": "W",
    "borg": "B", "monsters": "M",
}

NAMES: dict[str, dict[str, str]] = {
    "en": {"austria": "Austria", "england": "England", "france": "France", "germany": "Germany",
           "italy": "Italy", "russia": "Russia", "turkey": "Turkey", "narr": "Fool",
           "superhirn": "Mastermind", "doktor": "Doctor", "wahrsager": "Fortune teller",
           "borg": "Borg", "monsters": "Monsters"},
    "de": {"austria": "Österreich", "england": "England", "france": "Frankreich",
           "germany": "Deutschland", "italy": "Italien", "russia": "Russland", "turkey": "Türkei",
           "narr": "Narr", "superhirn": "Superhirn", "doktor": "Doktor",
           "wahrsager": "Wahrsager", "borg": "Borg", "monsters": "Monster"},
}

LAND = "#F2EBD3"
LAND_BORDER = "#8C8069"
NEUTRAL_LAND = "#D6D2C8"
SEA = "#BFDCEB"
SEA_BORDER = "#8DB6CC"
INK = "#2B2B2B"


def colour_of(owner: str) -> str:
    return COLOURS.get(owner, UNKNOWN)


def letter_of(owner: str) -> str:
    return LETTERS.get(owner, owner[:1].upper() or "?")


def name_of(owner: str, lang: str = "en") -> str:
    return NAMES.get(lang, NAMES["en"]).get(owner, owner.capitalize())


def relative_luminance(hex_colour: str) -> float:
    """WCAG relative luminance of ``#RRGGBB``."""
    channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def text_on(hex_colour: str) -> str:
    """Black or white, whichever contrasts more with ``hex_colour``."""
    lum = relative_luminance(hex_colour)
    return "#000000" if (lum + 0.05) / 0.05 > 1.05 / (lum + 0.05) else "#FFFFFF"


def tint(hex_colour: str, amount: float) -> str:
    """Mix ``hex_colour`` into the land colour (``amount`` 0..1) for owned provinces."""
    base = [int(LAND[i:i + 2], 16) for i in (1, 3, 5)]
    top = [int(hex_colour[i:i + 2], 16) for i in (1, 3, 5)]
    mixed = [round(b + (t - b) * amount) for b, t in zip(base, top, strict=True)]
    return "#" + "".join(f"{c:02X}" for c in mixed)
