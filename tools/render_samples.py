"""Render the sample boards in docs/img/ (the 1901 start and a Rather Silly board with every
unit kind). Run: ``.venv/bin/python tools/render_samples.py [width]``."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from games.maps.key import key_svg  # noqa: E402
from games.maps.png import svg_to_png  # noqa: E402
from games.maps.render import render_svg  # noqa: E402
from games.maps.samples import start_1901  # noqa: E402
from games.rulesets.rather_silly.map_sample import rather_silly_sample  # noqa: E402


def main() -> None:
    width = int(sys.argv[1]) if len(sys.argv) > 1 else 860
    out = ROOT / "docs" / "img"
    out.mkdir(parents=True, exist_ok=True)
    for name, board, viewer in (("map-standard-1901", start_1901(), None),
                                ("map-rather-silly", rather_silly_sample(), "england")):
        svg = render_svg(board, viewer=viewer, lang="en")
        (out / f"{name}.png").write_bytes(svg_to_png(svg, width))
        print(name, len(svg) // 1024, "KiB SVG", (out / f"{name}.png").stat().st_size // 1024,
              "KiB PNG")
    (out / "map-key.png").write_bytes(svg_to_png(key_svg("en"), 640))


if __name__ == "__main__":
    main()
