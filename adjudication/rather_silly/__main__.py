"""``python -m adjudication.rather_silly resolve [FILE]``: one Rather Silly phase, JSON in/out.

The variant's own door until ``python -m adjudication resolve`` hands ``rather_silly`` input
to it. Exit codes: 0 done, 2 malformed input (one message on stderr naming every fault).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path

from adjudication.rather_silly.interface import InputError, resolve

USAGE = "usage: python -m adjudication.rather_silly resolve [FILE]\n"


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] != "resolve" or len(args) > 2:
        sys.stderr.write(USAGE)
        return 2
    name = args[1] if len(args) == 2 else "<stdin>"
    try:
        text = sys.stdin.read() if len(args) == 1 else Path(args[1]).read_text(encoding="utf-8")
    except OSError as error:
        sys.stderr.write(f"{name}: cannot read: {error.strerror}\n")
        return 2
    try:
        answer = resolve(json.loads(text))
    except json.JSONDecodeError as error:
        sys.stderr.write(f"{name}: input is not JSON: {error}\n")
        return 2
    except RecursionError:
        sys.stderr.write(f"{name}: input nests arrays and objects too deeply to read\n")
        return 2
    except InputError as error:
        sys.stderr.write(f"{name}: {error}\n")
        return 2
    json.dump(answer, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
