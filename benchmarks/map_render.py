"""Benchmark: the map for one board, SVG and PNG, as a turn report's e-mail would make it.

    .venv/bin/python benchmarks/map_render.py [--repeat 20] [--width 1200]

Times ``render_svg`` (with the per-viewer filter) and ``svg_to_png`` on the 1901 start and on
the Rather Silly sample with every unit kind, orders and a wormhole; prints the median and
best of ``--repeat`` runs and the output sizes. The geometry file is loaded once before
timing (it is cached per process in the app too).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games.maps.geometry import load
from games.maps.png import svg_to_png
from games.maps.render import render_svg
from games.maps.samples import start_1901
from games.rulesets.rather_silly.map_sample import rather_silly_sample


def timed(fn, repeat: int) -> tuple[float, float, object]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), min(times), result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--width", type=int, default=1200)
    args = parser.parse_args()
    load()
    render_svg(start_1901())  # warm the engines' map caches
    for name, board, viewer in (("standard 1901", start_1901(), None),
                                ("rather silly sample", rather_silly_sample(), "england")):
        med, best, svg = timed(lambda b=board, v=viewer: render_svg(b, viewer=v), args.repeat)
        print(f"{name:20} svg  median {med * 1000:7.1f} ms  best {best * 1000:7.1f} ms  "
              f"{len(svg) // 1024} KiB")
        med, best, png = timed(lambda s=svg: svg_to_png(s, args.width), args.repeat)
        print(f"{name:20} png  median {med * 1000:7.1f} ms  best {best * 1000:7.1f} ms  "
              f"{len(png) // 1024} KiB at {args.width} px")


if __name__ == "__main__":
    main()
