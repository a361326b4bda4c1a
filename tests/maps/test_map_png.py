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


def _image(png: bytes):
    import io

    from PIL import Image

    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def test_the_mail_png_has_a_palette_looks_the_same_and_is_far_smaller():
    from PIL import ImageChops, ImageStat

    from games.maps.png import mail_png
    from games.rulesets.rather_silly.map_sample import rather_silly_sample

    svg = render_svg(rather_silly_sample(), viewer="england")
    full, small = svg_to_png(svg, 800), mail_png(svg, 800)
    assert small.startswith(PNG_SIGNATURE)
    assert _size(small) == _size(full)
    assert _image(small).mode == "P"
    assert len(small) * 3 < len(full), (len(small), len(full))
    difference = ImageChops.difference(_image(full).convert("RGB"),
                                       _image(small).convert("RGB"))
    # Same picture: on average under two levels of 255 per channel, nowhere a wrong colour
    # over more than a sliver (a unit's colour or a label lost would show here).
    assert max(ImageStat.Stat(difference).mean) < 2.0
    far = sum(1 for pixel in difference.getdata() if max(pixel) > 48)
    assert far < 0.002 * _size(full)[0] * _size(full)[1], far


def test_a_see_through_picture_keeps_its_transparency():
    from games.maps.png import mail_png

    svg = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10">'
           '<rect width="10" height="10" fill="#c0392b"/></svg>')
    image = _image(mail_png(svg, 40)).convert("RGBA")
    assert image.getpixel((5, 5)) == (0xc0, 0x39, 0x2b, 255)
    assert image.getpixel((35, 5))[3] == 0
