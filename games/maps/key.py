"""The map key as SVG: every unit icon, the marks, and one sample of each order style, drawn
with the same functions the map uses, so the key cannot drift from the map."""

from __future__ import annotations

from xml.sax.saxutils import escape

from games.maps import palette
from games.maps.arrows import cross_svg, head_svg, line_svg, ring_svg
from games.maps.icons import DEVIL_HORNS, KIND_NAMES, SPECIAL_FLAG, unit_icon

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
WORDS = {
    "en": {"devil": "sold its soul (§5)", "special": "special fleet (§11)",
           "dislodged": "dislodged", "move": "move", "failed": "failed (any order)",
           "support": "support to move", "hold_support": "support to hold",
           "convoy": "convoy", "hold": "hold", "sc": "supply centre (owner's letter)",
           "neutral": "neutral supply centre"},
    "de": {"devil": "Seele verkauft (§5)", "special": "Sonderflotte (§11)",
           "dislodged": "verdrängt", "move": "Zug", "failed": "gescheitert (jeder Befehl)",
           "support": "Unterstützung eines Zuges", "hold_support": "Halteunterstützung",
           "convoy": "Konvoi", "hold": "Halten",
           "sc": "Versorgungszentrum (Buchstabe des Besitzers)",
           "neutral": "neutrales Versorgungszentrum"},
}
ROW = 34


def _text(x: float, y: float, words: str) -> str:
    return f'<text x="{x}" y="{y + 4}" font-size="13" fill="#111">{escape(words)}</text>'


def key_svg(lang: str = "en", power: str = "england") -> str:
    names = KIND_NAMES.get(lang, KIND_NAMES["en"])
    words = WORDS.get(lang, WORDS["en"])
    colour, letter = palette.colour_of(power), palette.letter_of(power)
    left = []
    for i, (kind, name) in enumerate(names.items()):
        y = 26 + i * ROW
        left.append(f'<g transform="translate(26,{y})">{unit_icon(kind, colour, letter)}</g>'
                    + _text(52, y, f"{kind}  {name}"))
    marks = [
        (f'<circle r="11" fill="{colour}" stroke="#111"/>{DEVIL_HORNS}', words["devil"]),
        (f'<path d="M-15,-3 H15 L10,10 H-10 Z" fill="{colour}" stroke="#111"/>{SPECIAL_FLAG}',
         words["special"]),
        ('<circle r="15" fill="#FFF" stroke="#C00000" stroke-width="2" stroke-dasharray="3 2"/>'
         f'<circle r="11" fill="{colour}" stroke="#111"/>', words["dislodged"]),
        (f'<circle r="6.5" fill="{colour}" stroke="#111"/><text y="2.9" font-size="8" '
         f'text-anchor="middle" font-weight="bold" fill="{palette.text_on(colour)}">{letter}'
         "</text>", words["sc"]),
        ('<circle r="4.5" fill="#FFF" stroke="#333" stroke-width="1.4"/>', words["neutral"]),
    ]
    right = []
    x0 = 330
    for i, (icon, label) in enumerate(marks):
        y = 26 + i * ROW
        right.append(f'<g transform="translate({x0 + 20},{y})">{icon}</g>'
                     + _text(x0 + 52, y, label))
    base = 26 + len(marks) * ROW
    styles = [
        (line_svg([(x0, base), (x0 + 30, base)], colour, 3.5, False)
         + head_svg((x0 + 40, base), (x0, base), colour), words["move"]),
        (line_svg([(x0, base + ROW), (x0 + 30, base + ROW)], colour, 3.5, True)
         + head_svg((x0 + 40, base + ROW), (x0, base + ROW), colour)
         + cross_svg((x0 + 40, base + ROW)), words["failed"]),
        (line_svg([(x0, base + 2 * ROW), (x0 + 36, base + 2 * ROW)], colour, 1.8, False)
         + f'<circle cx="{x0 + 36}" cy="{base + 2 * ROW}" r="4" fill="{colour}" stroke="#111"/>',
         words["support"]),
        (line_svg([(x0, base + 3 * ROW), (x0 + 22, base + 3 * ROW)], colour, 1.8, False)
         + ring_svg((x0 + 30, base + 3 * ROW), colour, False, 8), words["hold_support"]),
        (line_svg([(x0, base + 4 * ROW + 6), (x0 + 36, base + 4 * ROW)], colour, 1.8, False, True)
         + f'<polygon points="{x0 + 36},{base + 4 * ROW - 6} {x0 + 42},{base + 4 * ROW} '
         f'{x0 + 36},{base + 4 * ROW + 6} {x0 + 30},{base + 4 * ROW}" fill="{colour}" '
         'stroke="#111"/>', words["convoy"]),
        (ring_svg((x0 + 20, base + 5 * ROW), colour, False, 12), words["hold"]),
    ]
    for i, (drawing, label) in enumerate(styles):
        right.append(drawing + _text(x0 + 52, base + i * ROW, label))
    height = 26 + max(len(names), len(marks) + len(styles)) * ROW
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 {height}" width="640" '
            f'height="{height}" font-family="{FONT}"><rect width="640" height="{height}" '
            f'fill="#FFF"/>{"".join(left)}{"".join(right)}</svg>')
