"""SVG -> PNG for e-mails, with resvg (``resvg-py``, pinned in requirements.txt): a Rust
renderer in a wheel, so no Cairo or browser is needed on the server.

resvg-py 0.2.1 ignores its ``width`` argument and renders at the SVG's own size, so the
root element's ``width``/``height`` are set to the wanted size first; the ``viewBox`` keeps
the drawing's coordinates, so the picture scales.

``mail_png`` stores the same picture with a palette of at most 256 colours (Pillow's fast
octree quantizer, no dithering): the maps are flat areas, lines and small text, so the
picture looks the same (mean difference under one level of 255 per channel) at about a
quarter of the size, which is what a mail carries (docs/performance.md).
"""

from __future__ import annotations

import io
import re

import resvg_py
from PIL import Image

FONT_FAMILY = "DejaVu Sans"
_ROOT = re.compile(r"<svg\b[^>]*>", re.DOTALL)
_VIEWBOX = re.compile(r'viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"')
_SIZE = re.compile(r'\s(width|height)="[^"]*"')


def sized(svg: str, width: int) -> tuple[str, int]:
    """``svg`` with its root width/height set for ``width`` px; returns (svg, height)."""
    root = _ROOT.search(svg)
    box = _VIEWBOX.search(root.group(0)) if root else None
    if root is None or box is None:
        raise ValueError("svg must have a root <svg> element with a viewBox")
    view_w, view_h = float(box.group(1)), float(box.group(2))
    if view_w <= 0 or view_h <= 0:
        raise ValueError("svg viewBox must have a positive width and height")
    height = max(1, round(width * view_h / view_w))
    tag = _SIZE.sub("", root.group(0))
    tag = tag[:4] + f' width="{width}" height="{height}"' + tag[4:]
    return svg[: root.start()] + tag + svg[root.end():], height


def svg_to_png(svg: str, width: int) -> bytes:
    """PNG bytes of ``svg`` scaled to ``width`` pixels (height keeps the aspect ratio)."""
    if not isinstance(width, int) or isinstance(width, bool) or not 16 <= width <= 8000:
        raise ValueError(f"width must be an integer from 16 to 8000 pixels, got {width!r}")
    svg, _ = sized(svg, width)
    data = resvg_py.svg_to_bytes(svg_string=svg, sans_serif_family=FONT_FAMILY,
                                 font_family=FONT_FAMILY)
    return bytes(data)


def mail_png(svg: str, width: int) -> bytes:
    """``svg_to_png`` stored with a palette (at most 256 colours): a mail's attachment."""
    with Image.open(io.BytesIO(svg_to_png(svg, width))) as image:
        image.load()
        # An opaque picture (the maps, 1848's table) is quantized as RGB; one with see-through
        # parts keeps its alpha in the palette.
        opaque = image.mode != "RGBA" or image.getextrema()[3][0] == 255
        source = image.convert("RGB") if opaque else image
        palette = source.quantize(colors=256, method=Image.Quantize.FASTOCTREE,
                                  dither=Image.Dither.NONE)
    out = io.BytesIO()
    palette.save(out, "PNG")
    return out.getvalue()
