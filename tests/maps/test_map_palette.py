"""The palette stays apart for colour-blind viewers, and never relies on colour alone."""

from __future__ import annotations

import itertools
import math

from games.maps import palette

PLAYERS = ["austria", "england", "france", "germany", "italy", "russia", "turkey",
           "narr", "superhirn", "doktor", "wahrsager"]
MIN_DELTA_E = 15.0  # CIE76; ~2.3 is "just noticeable", 15+ reads as a different colour

# Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB.
DEUTERANOPIA = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                (-0.011820, 0.042940, 0.968881))
PROTANOPIA = ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
              (-0.003882, -0.048116, 1.051998))


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(linear_rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = linear_rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _seen(hex_colour: str, matrix=None) -> tuple[float, float, float]:
    rgb = tuple(_linear(int(hex_colour[i:i + 2], 16) / 255) for i in (1, 3, 5))
    if matrix is not None:
        rgb = tuple(min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True))))
                    for row in matrix)
    return _lab(rgb)


def _closest_pair(matrix=None) -> tuple[float, str, str]:
    colours = {p: palette.colour_of(p) for p in PLAYERS} | {"neutral land": palette.LAND}
    return min((math.dist(_seen(colours[a], matrix), _seen(colours[b], matrix)), a, b)
               for a, b in itertools.combinations(colours, 2))


def test_eleven_players_and_neutral_land_differ_in_normal_vision():
    assert _closest_pair()[0] >= MIN_DELTA_E, _closest_pair()


def test_they_still_differ_for_deuteranopes():
    assert _closest_pair(DEUTERANOPIA)[0] >= MIN_DELTA_E, _closest_pair(DEUTERANOPIA)


def test_they_still_differ_for_protanopes():
    assert _closest_pair(PROTANOPIA)[0] >= MIN_DELTA_E, _closest_pair(PROTANOPIA)


def test_every_player_has_an_own_letter_as_a_cue_beside_colour():
    letters = [palette.letter_of(p) for p in PLAYERS]
    assert len(set(letters)) == len(PLAYERS)


def test_letters_contrast_with_their_unit_colour():
    for player in PLAYERS:
        colour = palette.colour_of(player)
        ink = palette.text_on(colour)
        lighter, darker = sorted((palette.relative_luminance(colour),
                                  palette.relative_luminance(ink)), reverse=True)
        assert (lighter + 0.05) / (darker + 0.05) >= 4.5, player


def test_an_unknown_owner_gets_grey_and_its_initial():
    assert palette.colour_of("bavaria") == palette.UNKNOWN
    assert palette.letter_of("bavaria") == "B"
