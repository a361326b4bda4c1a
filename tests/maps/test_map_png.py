"""PNG for e-mails: real PNG bytes at the requested size."""

from __future__ import annotations

import struct

import pytest

from games.maps.geometry import load
from games.maps.png import svg_to_png
from games.maps.render import render_svg
from games.maps.samples import start_1901

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _size(png: bytes) -> tuple[int, int]:
    assert png[12:16] == b"IHDR"
    return struct.unpack(">II", png[16:24])


@pytest.mark.parametrize("width", [400, 1200])
def test_the_png_has_the_signature_and_the_requested_width(width):
    png = svg_to_png(render_svg(start_1901()), width)
    geometry = load()
    assert png.startswith(PNG_SIGNATURE)
    assert _size(png) == (width, round(width * geometry.height / geometry.width))


def test_a_bad_width_is_refused_with_the_range():
    with pytest.raises(ValueError, match="from 16 to 8000"):
        svg_to_png(render_svg({}), 0)


def test_svg_without_a_viewbox_is_refused():
    with pytest.raises(ValueError, match="viewBox"):
        svg_to_png('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 100)
