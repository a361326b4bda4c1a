"""SVG icons for every unit kind, drawn around (0, 0) in a box of about 32 x 32 px.

The shape tells the kind (circle army, ship fleet, bird, police box, cube, serpent, saucer,
lama, ...), the fill tells the owner and the letter in it tells the owner again without
colour. Marks: horns for a unit that sold its soul (§5), a striped flag for a special fleet
(§11), a small badge for A®mazone (♀), Drecksackarmee (♂) and Siamese twins (∞).
Kind letters are the engines' own (the variant's ``units.py`` lists them): A F V AM DA SA SF
B L SM WM T.
"""

from __future__ import annotations

from collections.abc import Callable

from games.maps.palette import text_on

OUTLINE = 'stroke="#111" stroke-width="1.2" stroke-linejoin="round"'
FONT = 'font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-weight="bold"'

KIND_NAMES: dict[str, dict[str, str]] = {
    "en": {"A": "army", "F": "fleet", "V": "birds", "AM": "A®mazone", "DA": "Drecksackarmee",
           "SA": "Siamese twin (army)", "SF": "Siamese twin (fleet)", "B": "Borg",
           "L": "lama herd", "SM": "sea monster", "WM": "space monster", "T": "TARDIS"},
    "de": {"A": "Armee", "F": "Flotte", "V": "Vögel", "AM": "A®mazone", "DA": "Drecksackarmee",
           "SA": "Siamesischer Zwilling (Armee)", "SF": "Siamesischer Zwilling (Flotte)",
           "B": "Borg", "L": "Lamaherde", "SM": "Seemonster", "WM": "Weltraummonster",
           "T": "TARDIS"},
}

ALIASES = {"A®": "AM", "A(R)": "AM", "AR": "AM", "BORG": "B", "TARDIS": "T"}


def normalise_kind(kind: str) -> str | None:
    """The engine letter for ``kind`` ("a®" -> "AM"), or None when unknown."""
    key = kind.strip().upper()
    key = ALIASES.get(key, key)
    return key if key in KIND_NAMES["en"] else None


def _letter(letter: str, colour: str, x: float = 0, y: float = 0, size: float = 11) -> str:
    return (f'<text x="{x}" y="{y + size * 0.36:.1f}" font-size="{size}" text-anchor="middle" '
            f'fill="{text_on(colour)}" {FONT}>{letter}</text>')


def _badge(symbol: str) -> str:
    return ('<circle cx="10" cy="-10" r="6" fill="#FFF" stroke="#111" stroke-width="1"/>'
            f'<text x="10" y="-6.5" font-size="10" text-anchor="middle" fill="#111" {FONT}>'
            f'{symbol}</text>')


def _army(c: str, t: str) -> str:
    return f'<circle r="11" fill="{c}" {OUTLINE}/>' + _letter(t, c)


HULL = "M-15,-3 H15 L10,10 H-10 Z"
SAIL = "M-1,-4 V-17 L10,-6 Z"


def _fleet(c: str, t: str) -> str:
    return (f'<path d="{SAIL}" fill="#FFF" {OUTLINE}/><path d="{HULL}" fill="{c}" {OUTLINE}/>'
            + _letter(t, c, 0, 3.5, 10))


def _bird(c: str, t: str) -> str:
    wings = "M-17,-8 Q-9,-15 0,-3 Q9,-15 17,-8 Q9,-6 0,4 Q-9,-6 -17,-8 Z"
    return (f'<path d="{wings}" fill="{c}" {OUTLINE}/><circle cy="3" r="7.5" fill="{c}" '
            f'{OUTLINE}/>' + _letter(t, c, 0, 3, 9))


def _amazon(c: str, t: str) -> str:
    return _army(c, t) + _badge("♀")


OCTAGON = "M-4.6,-11 H4.6 L11,-4.6 V4.6 L4.6,11 H-4.6 L-11,4.6 V-4.6 Z"


def _drecksack(c: str, t: str) -> str:
    return f'<path d="{OCTAGON}" fill="{c}" {OUTLINE}/>' + _letter(t, c) + _badge("♂")


def _twin_army(c: str, t: str) -> str:
    return _army(c, t) + _badge("∞")


def _twin_fleet(c: str, t: str) -> str:
    return _fleet(c, t) + _badge("∞")


def _tardis(c: str, t: str) -> str:
    return (f'<rect x="-8" y="-13" width="16" height="25" rx="1" fill="{c}" {OUTLINE}/>'
            f'<rect x="-3" y="-17" width="6" height="4" fill="#FFE680" {OUTLINE}/>'
            '<path d="M-5,-9 H5 M0,-9 V9" stroke="#FFF" stroke-width="1"/>'
            + _letter(t, c, 0, 2, 10))


def _borg(c: str, t: str) -> str:
    return (f'<path d="M-11,-6 L-4,-13 H13 L6,-6 Z" fill="#3A5A3A" {OUTLINE}/>'
            f'<path d="M6,-6 L13,-13 V4 L6,11 Z" fill="#2A402A" {OUTLINE}/>'
            f'<rect x="-11" y="-6" width="17" height="17" fill="{c}" {OUTLINE}/>'
            '<path d="M-11,0 H6 M-11,5 H6 M-5,-6 V11 M0,-6 V11" stroke="#5FD35F" '
            'stroke-width="0.8"/>' + _letter(t, c, -2.5, 2.5, 10))


def _sea_monster(c: str, t: str) -> str:
    body = "M-17,8 Q-13,-6 -9,8 Q-5,-6 -1,8 Q3,-6 7,8"
    return (f'<path d="{body}" fill="none" stroke="#111" stroke-width="6" '
            'stroke-linecap="round"/>'
            f'<path d="{body}" fill="none" stroke="{c}" stroke-width="3.6" '
            'stroke-linecap="round"/>'
            f'<circle cx="10" cy="-3" r="7.5" fill="{c}" {OUTLINE}/>' + _letter(t, c, 10, -3, 9))


def _space_monster(c: str, t: str) -> str:
    return (f'<path d="M-7,-3 A7,7 0 0 1 7,-3 Z" fill="#B8F0B8" {OUTLINE}/>'
            f'<ellipse cy="2" rx="17" ry="6.5" fill="{c}" {OUTLINE}/>'
            '<path d="M-9,10 L-12,15 M9,10 L12,15" stroke="#111" stroke-width="1.5"/>'
            + _letter(t, c, 0, 2, 9))


def _lama(c: str, t: str) -> str:
    legs = "M-9,6 V14 M-4,7 V14 M3,7 V14 M7,6 V14"
    return (f'<path d="{legs}" stroke="#111" stroke-width="2"/>'
            f'<path d="M4,-2 L6,-16 L11,-16 L10,1 Z" fill="{c}" {OUTLINE}/>'
            f'<path d="M6,-16 L5,-21 L8,-17 M9,-16 L10,-21 L11,-16" fill="{c}" {OUTLINE}/>'
            f'<path d="M11,-16 L16,-14 L11,-12" fill="{c}" {OUTLINE}/>'
            f'<ellipse cx="-2" cy="2" rx="12" ry="7" fill="{c}" {OUTLINE}/>'
            + _letter(t, c, -2, 2, 9))


DRAW: dict[str, Callable[[str, str], str]] = {
    "A": _army, "F": _fleet, "V": _bird, "AM": _amazon, "DA": _drecksack, "SA": _twin_army,
    "SF": _twin_fleet, "T": _tardis, "B": _borg, "SM": _sea_monster, "WM": _space_monster,
    "L": _lama,
}

DEVIL_HORNS = ('<path d="M-9,-9 L-13,-21 L-4,-12 Z M9,-9 L13,-21 L4,-12 Z" fill="#B00000" '
               'stroke="#111" stroke-width="1"/>')
SPECIAL_FLAG = ('<g><rect x="-17" y="-21" width="11" height="8" fill="#FFF" stroke="#111" '
                'stroke-width="0.8"/><path d="M-17,-19.7 h11 M-17,-17 h11 M-17,-14.3 h11" '
                'stroke-width="2.4" stroke="#E40303"/><path d="M-17,-17 h11" stroke-width="2.4" '
                'stroke="#FFED00"/><path d="M-17,-14.3 h11" stroke-width="2.4" '
                'stroke="#004DFF"/><path d="M-17,-21 V-8" stroke="#111" stroke-width="1"/></g>')


def unit_icon(kind: str, colour: str, letter: str, *, devil: bool = False,
              special_fleet: bool = False) -> str:
    """The icon's SVG fragment around (0, 0); ``kind`` must be a known engine letter."""
    body = DRAW[kind](colour, letter)
    marks = (DEVIL_HORNS if devil else "") + (SPECIAL_FLAG if special_fleet else "")
    return body + marks
