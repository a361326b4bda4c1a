"""Command line: ``python -m adjudication resolve [FILE] [--jsonl]`` and ``... datc FILE...``
(``resolve`` also answers ``{"game": "1848", ...}``: ``docs/engine-json-1848.md``).

Variants add subcommands in ``SUBCOMMANDS`` (name -> ``"module:function"``, help): the function
gets the remaining arguments and returns the exit code; its module is imported only when used.

Exit codes: 0 success (for ``datc``: every case passed), 1 some DATC case failed, 2 malformed
input (one line on stderr naming the file/field and what is wrong).
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Sequence
from typing import TextIO

from adjudication.diplomacy.datc import DatcFormatError, read_cases, run_case
from adjudication.diplomacy.interface import InputError
from adjudication.games import resolve

SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "play": ("adjudication.rather_silly.play:main",
             "play a whole seeded Rather Silly game (--seed N --until YEAR [--json])"),
    "play-1848": ("adjudication.game1848.play:main",
                  "play seeded random games of 1848 to the end (--seed N --games K "
                  "[--players P] [--json])"),
    "europa1815": ("adjudication.europa1815.door:main",
                   "Europa 1815 (2vs2): a JSON request ([FILE]), or 'map FILE' to check a map"),
}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, like every other bad input
        self.exit(2, f"{self.prog}: {message}\n")


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    stdin, stdout, stderr = stdin or sys.stdin, stdout or sys.stdout, stderr or sys.stderr
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in SUBCOMMANDS:
        module, _, function = SUBCOMMANDS[argv[0]][0].partition(":")
        return getattr(importlib.import_module(module), function)(argv[1:])
    parser = _Parser(prog="python -m adjudication", description="Diplomacy adjudication engine")
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("resolve", help="adjudicate one phase given as JSON")
    run.add_argument("file", nargs="?", help="JSON input file (default: standard input)")
    run.add_argument("--jsonl", action="store_true",
                     help="one JSON phase per input line, one result per output line")
    datc = commands.add_parser("datc", help="run DATC test cases in the jDip text format")
    datc.add_argument("files", nargs="+")
    for name, (_target, help_text) in SUBCOMMANDS.items():
        commands.add_parser(name, help=help_text, add_help=False)
    args = parser.parse_args(argv)
    if args.command == "resolve":
        return _resolve(args.file, args.jsonl, stdin, stdout, stderr)
    return _datc(args.files, stdout, stderr)


def _resolve(path: str | None, jsonl: bool, stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    name = path or "<stdin>"
    try:
        if path is None:
            text = stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except OSError as error:
        stderr.write(f"{name}: cannot read: {error.strerror}\n")
        return 2
    chunks = [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()] \
        if jsonl else [(1, text)]
    for number, chunk in chunks:
        where = f"{name}:{number}" if jsonl else name
        try:
            data = json.loads(chunk)
        except json.JSONDecodeError as error:
            stderr.write(f"{where}: input is not JSON: {error}\n")
            return 2
        except RecursionError:
            stderr.write(f"{where}: input nests arrays and objects too deeply to read\n")
            return 2
        try:
            answer = resolve(data)
        except InputError as error:
            stderr.write(f"{where}: {error}\n")
            return 2
        stdout.write(json.dumps(answer, ensure_ascii=False, indent=None if jsonl else 2) + "\n")
    return 0


def _datc(paths: list[str], stdout: TextIO, stderr: TextIO) -> int:
    try:
        cases = [case for path in paths for case in read_cases(path)]
    except DatcFormatError as error:
        stderr.write(f"{error}\n")
        return 2
    passed = failed = 0
    for case in cases:
        try:
            ok, why = run_case(case)
        except (DatcFormatError, InputError) as error:
            stderr.write(f"{case.path}:{case.line}: case {case.name}: {error}\n")
            return 2
        if ok:
            passed += 1
            stdout.write(f"PASS {case.name}\n")
        else:
            failed += 1
            stdout.write(f"FAIL {case.name}: {why}\n")
    stdout.write(f"{passed} passed, {failed} failed\n")
    return 0 if failed == 0 else 1
