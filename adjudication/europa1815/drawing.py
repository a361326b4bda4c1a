"""The map picture for one viewer: the GM's SVG with owner colours, pieces and fortresses.

The GM's SVG is kept as it is; a ``<style>`` (fill per owner, a thick outline on the viewer's
own lands, a dashed one on the ally's) and a group of labels (name, units as ``I4 K2 A1``,
generals, ★ capital, ■ grey / □ plain fortress) are added before its closing tag. Built from
:func:`~.view.view`, so it shows nothing the viewer may not see. Without an SVG, the table
(``view.board_text``) stands in.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from .mapfile import Map
from .position import Position
from .view import view

NEUTRAL = "#e8e4d8"


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
        units = row["units"]
        pieces = " ".join(f"{letter}{units[kind]}" for letter, kind in
                          (("I", "inf"), (cav, "cav"), ("A", "art")) if units[kind])
        marks = ("★" if row["capital_of"] else "") + {"grey": "■", "plain": "□", None: ""}[
            row["fortress"]]
        lines = [f"{marks} {row['name']}".strip(), pieces, ", ".join(row["generals"])]
        spans = "".join(
            f'<tspan x="{x:g}" dy="{0 if i == 0 else 15}">{escape(text)}</tspan>'
            for i, text in enumerate(line for line in lines if line))
        labels.append(f'<text class="e1815-label" data-land="{land}" x="{x:g}" '
                      f'y="{y - 10:g}">{spans}</text>')
    addition = (
        "<style>" + "".join(styles)
        + ".e1815-label{font:12px sans-serif;text-anchor:middle;fill:#111;"
          "pointer-events:none}</style>"
        + f'<g class="e1815-overlay">{"".join(labels)}</g>')
    text = game_map.svg.text
    end = text.rfind("</svg>")
    return text[:end] + addition + text[end:]
