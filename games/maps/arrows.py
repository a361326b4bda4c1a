"""Orders of the last phase as arrows.

Input: the engine's order results (``{"power", "order": "A par - bur", "result"}``, canonical
notation as :func:`adjudication.diplomacy.parser.format_order` writes it) or structured orders
(``{"type": "move", "at", "to"}`` etc.). Orders the map cannot show (builds, disbands, lama
explosions, ...) are skipped.

Styles (colour is the ordering power's; a dark casing keeps light colours visible):
move/retreat thick with an arrowhead; support thin ending in a dot (support to move) or a ring
(support to hold); convoy thin and curved ending in a diamond; hold a ring round the unit.
Success is drawn solid, failure dashed with a cross at the end, so the result reads without
colour.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.maps.geometry import XY, Geometry
from games.maps.palette import colour_of

SUCCESS_RESULTS = {"succeeds", "success", "succeeded", "ok", "true"}
FAIL_DASH = 'stroke-dasharray="7 5"'


@dataclass(frozen=True, slots=True)
class Arrow:
    kind: str  # "move" | "retreat" | "support_move" | "support_hold" | "convoy" | "hold"
    power: str
    path: tuple[str, ...]  # locations: unit first, then where it goes / what it touches
    success: bool


def _succeeded(result: Any) -> bool:
    return str(result).strip().lower() in SUCCESS_RESULTS


def parse_text(text: str, geometry: Geometry) -> tuple[str, tuple[str, ...]] | None:
    """``"A par - bur"`` -> ``("move", ("par", "bur"))``; None when not drawable."""
    tokens = re.sub(r"\s*-\s*", " - ", text.strip()).split()
    tokens = [t.lower() for t in tokens]
    if tokens and not geometry.knows(tokens[0]):
        tokens = tokens[1:]  # the unit type
    if len(tokens) < 2 or not geometry.knows(tokens[0]):
        return None
    at, verb, rest = tokens[0], tokens[1], tokens[2:]
    rest_locs = [t for t in rest if geometry.knows(t) and t not in {"-", "a", "f"}]
    if verb == "-":
        chain = [at] + [t for t in tokens[1:] if t != "-" and geometry.knows(t)]
        if "via" in tokens:
            chain = chain[: 1 + tokens[: tokens.index("via")].count("-")]
        return ("move", tuple(chain)) if len(chain) >= 2 else None
    if verb in {"r", "hyp"} and rest_locs:
        return ("retreat" if verb == "r" else "move", (at, rest_locs[0]))
    if verb == "h":
        return "hold", (at,)
    if verb == "s" and rest_locs:
        if "-" in rest and len(rest_locs) >= 2:
            return "support_move", (at, rest_locs[0], rest_locs[1])
        return "support_hold", (at, rest_locs[0])
    if verb == "c" and len(rest_locs) >= 2:
        return "convoy", (at, rest_locs[0], rest_locs[1])
    return None


def parse_structured(order: Mapping[str, Any], geometry: Geometry) -> tuple | None:
    kind = str(order.get("type", "")).lower()
    at = str(order.get("at", ""))
    if not geometry.knows(at):
        return None
    path = order.get("path")
    locs = [str(x) for x in path if geometry.knows(str(x))] if isinstance(path, list) else []
    to, tat, tto = (str(order.get(k, "")) for k in ("to", "target_at", "target_to"))
    if kind in {"move", "retreat"}:
        chain = [at, *locs] if locs else [at, to]
        return (kind, tuple(chain)) if all(geometry.knows(x) for x in chain) else None
    if kind == "hold":
        return "hold", (at,)
    if kind == "support" and geometry.knows(tat):
        if geometry.knows(tto):
            return "support_move", (at, tat, tto)
        return "support_hold", (at, tat)
    if kind == "convoy" and geometry.knows(tat) and geometry.knows(tto):
        return "convoy", (at, tat, tto)
    return None


def arrows_from(orders: list[Mapping[str, Any]], geometry: Geometry) -> list[Arrow]:
    arrows = []
    for order in orders:
        text = order.get("order")
        parsed = (parse_text(text, geometry) if isinstance(text, str)
                  else parse_structured(order, geometry))
        if parsed is not None:
            arrows.append(Arrow(parsed[0], str(order.get("power", "")), parsed[1],
                                _succeeded(order.get("result", "succeeds"))))
    return arrows


# --- drawing ---------------------------------------------------------------------------------

def _towards(a: XY, b: XY, distance: float) -> XY:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return a[0] + dx / length * distance, a[1] + dy / length * distance


def _mid(a: XY, b: XY) -> XY:
    return (a[0] + b[0]) / 2, (a[1] + b[1]) / 2


def line_svg(points: list[XY], colour: str, width: float, dashed: bool, curve: bool = False) -> str:
    if curve and len(points) == 2:
        (x1, y1), (x2, y2) = points
        mx, my = _mid(points[0], points[1])
        nx, ny = -(y2 - y1) * 0.2, (x2 - x1) * 0.2
        d = f"M{x1:.1f},{y1:.1f} Q{mx + nx:.1f},{my + ny:.1f} {x2:.1f},{y2:.1f}"
    else:
        d = "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in points)
    dash = FAIL_DASH if dashed else ""
    return (f'<path d="{d}" fill="none" stroke="#111" stroke-width="{width + 2:.1f}" '
            f'stroke-linecap="round" stroke-linejoin="round" {dash}/>'
            f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{width:.1f}" '
            f'stroke-linecap="round" stroke-linejoin="round" {dash}/>')


def head_svg(tip: XY, base: XY, colour: str, size: float = 11) -> str:
    angle = math.atan2(tip[1] - base[1], tip[0] - base[0])
    left = (tip[0] - size * math.cos(angle - 0.45), tip[1] - size * math.sin(angle - 0.45))
    right = (tip[0] - size * math.cos(angle + 0.45), tip[1] - size * math.sin(angle + 0.45))
    pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in (tip, left, right))
    return f'<polygon points="{pts}" fill="{colour}" stroke="#111" stroke-width="1.2"/>'


def cross_svg(at: XY) -> str:
    x, y = at
    d = (f"M{x - 5:.1f},{y - 5:.1f} L{x + 5:.1f},{y + 5:.1f} "
         f"M{x - 5:.1f},{y + 5:.1f} L{x + 5:.1f},{y - 5:.1f}")
    return (f'<path d="{d}" stroke="#FFF" stroke-width="4.5"/>'
            f'<path d="{d}" stroke="#C00000" stroke-width="2.5"/>')


def arrow_svg(arrow: Arrow, geometry: Geometry) -> str:
    colour = colour_of(arrow.power)
    pts = [geometry.point_of(loc) for loc in arrow.path]
    failed = not arrow.success
    out = []
    if arrow.kind in {"move", "retreat"}:
        start = _towards(pts[0], pts[1], 9)
        tip = _towards(pts[-1], pts[-2], 12)
        body = [start, *pts[1:-1], _towards(tip, pts[-2], 6)]
        out.append(line_svg(body, colour, 3.5 if arrow.kind == "move" else 2.5, failed))
        out.append(head_svg(tip, pts[-2], colour))
        if failed:
            out.append(cross_svg(tip))
    elif arrow.kind == "support_move":
        target = _mid(pts[1], pts[2])
        end = _towards(target, pts[0], 3)
        out.append(line_svg([_towards(pts[0], target, 10), end], colour, 1.8, failed))
        out.append(f'<circle cx="{end[0]:.1f}" cy="{end[1]:.1f}" r="4" fill="{colour}" '
                   'stroke="#111" stroke-width="1.2"/>')
        if failed:
            out.append(cross_svg(end))
    elif arrow.kind == "support_hold":
        end = _towards(pts[1], pts[0], 17)
        out.append(line_svg([_towards(pts[0], pts[1], 10), end], colour, 1.8, failed))
        out.append(ring_svg(pts[1], colour, failed, 17))
        if failed:
            out.append(cross_svg(end))
    elif arrow.kind == "convoy":
        target = _mid(pts[1], pts[2])
        end = _towards(target, pts[0], 6)
        out.append(line_svg([_towards(pts[0], target, 10), end], colour, 1.8, failed, curve=True))
        x, y = end
        out.append(f'<polygon points="{x:.1f},{y - 6:.1f} {x + 6:.1f},{y:.1f} {x:.1f},'
                   f'{y + 6:.1f} {x - 6:.1f},{y:.1f}" fill="{colour}" stroke="#111" '
                   'stroke-width="1.2"/>')
        if failed:
            out.append(cross_svg(end))
    elif arrow.kind == "hold":
        out.append(ring_svg(pts[0], colour, failed, 19))
    return "".join(out)


def ring_svg(at: XY, colour: str, dashed: bool, r: float) -> str:
    dash = FAIL_DASH if dashed else ""
    return (f'<circle cx="{at[0]:.1f}" cy="{at[1]:.1f}" r="{r}" fill="none" stroke="#111" '
            f'stroke-width="4" {dash}/><circle cx="{at[0]:.1f}" cy="{at[1]:.1f}" r="{r}" '
            f'fill="none" stroke="{colour}" stroke-width="2.2" {dash}/>')


def orders_svg(orders: list[Mapping[str, Any]], geometry: Geometry) -> str:
    """Every drawable order as SVG; support/convoy lines first so moves sit on top."""
    arrows = arrows_from(orders, geometry)
    rank = {"hold": 0, "support_hold": 1, "support_move": 1, "convoy": 1, "retreat": 2, "move": 2}
    arrows.sort(key=lambda a: rank[a.kind])
    return "".join(f'<g class="order {a.kind}{"" if a.success else " failed"}">'
                   f"{arrow_svg(a, geometry)}</g>" for a in arrows)
