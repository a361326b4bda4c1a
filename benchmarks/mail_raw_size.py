"""Benchmark: what keeping each mail as received costs (``InboundRaw``): bytes per mail as
received and compressed, zlib (what is stored) against lzma, over the mails of
tests/mail/corpus/ (or the .eml files of the folders given).

    .venv/bin/python benchmarks/mail_raw_size.py [folder ...]

Prints mean, median and largest size raw and compressed, the ratio, and the process CPU time
per mail to compress. No database: the compression alone (``InboundRaw.keep`` stores
``zlib.compress(raw, 9)``).
"""

from __future__ import annotations

import lzma
import statistics
import sys
import time
import zlib
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent


def report(name: str, raws: list[bytes], compress: Callable[[bytes], bytes]) -> None:
    start = time.process_time()
    packed = [compress(raw) for raw in raws]
    cpu = (time.process_time() - start) / len(raws)
    sizes, raw_sizes = [len(p) for p in packed], [len(r) for r in raws]
    print(f"{name:5s} mean {statistics.mean(raw_sizes):7.0f} -> {statistics.mean(sizes):6.0f} B, "
          f"median {statistics.median(raw_sizes):6.0f} -> {statistics.median(sizes):6.0f} B, "
          f"largest {max(raw_sizes):6d} -> {len(packed[raw_sizes.index(max(raw_sizes))]):6d}"
          f" B, ratio {sum(sizes) / sum(raw_sizes):.2f}, {cpu * 1000:.3f} ms CPU per mail")


def main() -> None:
    folders = [Path(arg) for arg in sys.argv[1:]] or [HERE.parent / "tests/mail/corpus"]
    raws = [path.read_bytes() for folder in folders for path in sorted(folder.glob("*.eml"))]
    if not raws:
        sys.exit("no .eml files found")
    print(f"{len(raws)} mails")
    report("zlib", raws, lambda raw: zlib.compress(raw, 9))
    report("lzma", raws, lambda raw: lzma.compress(raw, preset=6))


if __name__ == "__main__":
    main()
