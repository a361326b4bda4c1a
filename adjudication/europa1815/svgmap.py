"""The optional SVG picture of a map: one element per land, its ``id`` the land's id.

Checked on import with the map file (``mapfile.py``): the SVG must be well-formed, declare no
DOCTYPE or entities (the file comes from outside; expat must not expand anything), have
exactly one element per land, and each land element needs an anchor for its label: the
centre of a ``rect``, ``circle``/``ellipse`` or ``polygon``, or an explicit
``data-label="x y"`` (required on ``path`` and ``g``). The picture is drawn per viewer by
``drawing.py``; the GM's SVG text is kept as it is and only added to.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from xml.parsers import expat

_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


@dataclass(frozen=True)
class SvgMap:
    text: str
    anchors: Mapping[str, tuple[float, float]]


class _Refused(Exception):
    pass


def read_svg(text: str, land_lines: Mapping[str, int],
             record_line: int) -> tuple[SvgMap | None, list[tuple[int, str]]]:
    """The checked picture, or the faults as ``(map-file line, message)``."""
    problems: list[tuple[int, str]] = []
    anchors: dict[str, tuple[float, float]] = {}
    seen: dict[str, int] = {}
    parser = expat.ParserCreate()
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    root: list[str] = []

    def svg_fault(message: str) -> None:
        problems.append((record_line, f"SVG line {parser.CurrentLineNumber}: {message}"))

    def refuse(*_args: object) -> None:
        raise _Refused("a DOCTYPE or entity declaration is not allowed in the map SVG")

    def start(tag: str, attributes: dict[str, str]) -> None:
        if not root:
            root.append(tag)
        ident = attributes.get("id")
        if ident not in land_lines:
            return
        if ident in seen:
            svg_fault(f"a second element for land {ident} (first on SVG line {seen[ident]})")
            return
        seen[ident] = parser.CurrentLineNumber
        anchor = _anchor(tag, attributes)
        if anchor is None:
            svg_fault(f"land {ident}: add data-label=\"x y\" (where its label goes) to this "
                      f"<{tag}>")
        else:
            anchors[ident] = anchor

    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.StartElementHandler = start
    try:
        parser.Parse(text, True)
    except _Refused as error:
        svg_fault(str(error))
        return None, problems
    except expat.ExpatError as error:
        problems.append((record_line, f"SVG line {error.lineno}: not well-formed XML "
                                      f"({expat.ErrorString(error.code)})"))
        return None, problems
    if root and root[0].rpartition("}")[2] != "svg":
        problems.append((record_line, f"the SVG's root element is <{root[0]}>, not <svg>"))
    for land, line in land_lines.items():
        if land not in seen:
            problems.append((line, f"land {land} has no element id=\"{land}\" in the SVG"))
    if problems:
        return None, problems
    return SvgMap(text, MappingProxyType(anchors)), []


def _numbers(value: str | None) -> list[float]:
    return [float(n) for n in _NUMBER.findall(value or "")]


def _anchor(tag: str, attributes: Mapping[str, str]) -> tuple[float, float] | None:
    label = _numbers(attributes.get("data-label"))
    if len(label) == 2:
        return label[0], label[1]
    kind = tag.rpartition("}")[2]
    if kind == "rect":
        x, y, w, h = (_numbers(attributes.get(a)) for a in ("x", "y", "width", "height"))
        if w and h:
            return (x[0] if x else 0) + w[0] / 2, (y[0] if y else 0) + h[0] / 2
    if kind in ("circle", "ellipse"):
        cx, cy = _numbers(attributes.get("cx")), _numbers(attributes.get("cy"))
        if cx and cy:
            return cx[0], cy[0]
    if kind in ("polygon", "polyline"):
        points = _numbers(attributes.get("points"))
        if len(points) >= 2 and len(points) % 2 == 0:
            xs, ys = points[0::2], points[1::2]
            return sum(xs) / len(xs), sum(ys) / len(ys)
    return None
