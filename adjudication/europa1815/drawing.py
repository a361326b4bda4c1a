"""The map picture for one viewer: the GM's SVG with owner colours, pieces and fortresses.

The GM's SVG is kept as it is; a ``<style>`` (fill per owner, a thick outline on the viewer's
own lands, a dashed one on the ally's) and a group of labels (name, units as ``I4 K2 A1``,
generals, ★ capital, ■ grey / □ plain fortress) are added before its closing tag. Built from
:func:`~.view.view`, so it shows nothing the viewer may not see. Without an SVG, the table
(``view.board_text``) stands in.

For those who cannot see it (issue 23, item 10): the root ``<svg>`` gets ``role="group"``
and a name ("Map of Europa 1815, summer 1815"), a ``<title>`` and a ``<desc>`` with every
land's label as a sentence, and a visible legend box says in words what ★ □ ■ and I/K/A
mean. A role or name the GM's SVG already has is kept.
"""

from __future__ import annotations

import re
from xml.sax.saxutils import escape, quoteattr

from .mapfile import Map
from .messages import word
from .position import Position
from .view import view

NEUTRAL = "#e8e4d8"
_ROOT = re.compile(r"<svg\b[^>]*>")
_VIEWBOX = re.compile(r'viewBox="\s*(-?[\d.]+[\s,]+-?[\d.]+[\s,]+[\d.]+[\s,]+[\d.]+)\s*"')
_HEIGHT = re.compile(r'\sheight="([\d.]+)"')
WORDS = {
    "en": {"name": "Map of Europa 1815, {season} {year}",
           "legend": ("★ capital", "■ grey fortress", "□ plain fortress",
                      "I infantry, C cavalry, A artillery (EP)")},
    "de": {"name": "Karte Europa 1815, {season} {year}",
           "legend": ("★ Hauptstadt", "■ graue Festung", "□ einfache Festung",
                      "I Infanterie, K Kavallerie, A Artillerie (EP)")},
}


def render_svg(position: Position, game_map: Map, viewer: str | None,
               lang: str = "de") -> str | None:
    if game_map.svg is None:
        return None
    shown = view(position, game_map, viewer, lang)
    styles, labels = [], []
    cav = "K" if lang == "de" else "C"
    for row in shown["table"]:
        land = row["land"]
        colour = game_map.players[row["owner"]].colour if row["owner"] else NEUTRAL
        rule = f"fill:{colour};fill-opacity:{'0.55' if row['owner'] else '1'}"
        if row["relation"] == "own":
            rule += ";stroke:#000;stroke-width:5"
        elif row["relation"] == "ally":
            rule += ";stroke:#000;stroke-width:3;stroke-dasharray:8 4"
        styles.append(f"#{land}{{{rule}}}")
        x, y = game_map.svg.anchors[land]
        pieces, marks = _pieces(row, cav), _marks(row)
        lines = [f"{marks} {row['name']}".strip(), pieces, ", ".join(row["generals"])]
        spans = "".join(
            f'<tspan x="{x:g}" dy="{0 if i == 0 else 15}">{escape(text)}</tspan>'
            for i, text in enumerate(line for line in lines if line))
        labels.append(f'<text class="e1815-label" data-land="{land}" x="{x:g}" '
                      f'y="{y - 10:g}">{spans}</text>')
    words = WORDS["de" if lang == "de" else "en"]
    addition = (
        "<style>" + "".join(styles)
        + ".e1815-label{font:12px sans-serif;text-anchor:middle;fill:#111;"
          "pointer-events:none}</style>"
        + f'<g class="e1815-overlay">{"".join(labels)}</g>')
    name = words["name"].format(season=word("season", position.season, lang),
                                year=position.year)
    text = _framed(game_map.svg.text, name, _description(shown["table"], cav),
                   words["legend"])
    end = text.rfind("</svg>")
    return text[:end] + addition + text[end:]


def _pieces(row: dict, cav: str) -> str:
    """``I4 K2 A1``: the land's units in EP by kind."""
    units = row["units"]
    return " ".join(f"{letter}{units[kind]}" for letter, kind in
                    (("I", "inf"), (cav, "cav"), ("A", "art")) if units[kind])


def _marks(row: dict) -> str:
    """★ capital, ■ grey / □ plain fortress."""
    return ("★" if row["capital_of"] else "") + {"grey": "■", "plain": "□", None: ""}[
        row["fortress"]]


def _legend(lines: tuple[str, ...], x: float, y: float) -> str:
    """The marks explained in words, in a band added below the picture."""
    rows = "".join(f'<tspan x="{x + 8:g}" dy="{16 if i else 0}">{escape(line)}</tspan>'
                   for i, line in enumerate(lines))
    return (f'<g class="e1815-legend"><text x="{x + 8:g}" y="{y + 18:g}" '
            f'style="font:13px sans-serif;fill:#111">{rows}</text></g>')


def _description(table: list[dict], cav: str) -> str:
    """Each land as one clause: marks, name, owner, pieces, generals."""
    clauses = []
    for row in table:
        pieces, marks = _pieces(row, cav), _marks(row)
        details = [row["owner_name"] or "", pieces, ", ".join(row["generals"])]
        clauses.append(f"{marks} {row['name']}".strip() + "".join(
            f"{', ' if i else ': '}{d}" for i, d in enumerate(d for d in details if d)))
    return "; ".join(clauses) + "."


def _framed(text: str, name: str, description: str, legend: tuple[str, ...]) -> str:
    """The root ``<svg>`` with a role and a name (whatever the GM's own SVG already says
    about itself is kept), a ``<title>``/``<desc>`` as first children, and its viewBox grown
    by a band below for the legend, so the legend hides no land."""
    root = _ROOT.search(text)
    if root is None:
        return text
    tag = root.group(0)  # never self-closing: read_svg found the lands inside it
    band = 16 * len(legend) + 12
    box = _VIEWBOX.search(tag)
    if box is not None:
        x, y, width, height = (float(n) for n in re.split(r"[\s,]+", box.group(1)))
        tag = tag.replace(box.group(0), f'viewBox="{x:g} {y:g} {width:g} {height + band:g}"')
        drawn = _HEIGHT.search(tag)
        if drawn is not None:
            tall = float(drawn.group(1)) * (height + band) / height
            tag = tag.replace(drawn.group(0), f' height="{tall:g}"')
        legend_at = (x, y + height)
    else:  # no viewBox to grow: the legend goes over the top left corner
        legend_at = (0.0, 0.0)
    added = "".join(f" {attribute}={quoteattr(value)}" for attribute, value in
                    (("role", "group"), ("aria-label", name))
                    if f"{attribute}=" not in tag)
    opened = tag[:-1] + added + ">"
    inner = f"<title>{escape(name)}</title><desc>{escape(description)}</desc>"
    framed = text[:root.start()] + opened + inner + text[root.end():]
    end = framed.rfind("</svg>")
    return framed[:end] + _legend(legend, *legend_at) + framed[end:]
