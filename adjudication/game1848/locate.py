"""Line numbers of the values in a JSON text, so that a card-set error names its line.

The standard ``json`` module parses but forgets positions. :func:`value_lines` walks an
already valid JSON text once more with ``JSONDecoder.raw_decode`` (which reports where each
value ends) and records the line on which every object member and array element starts, keyed
by its path (``("cards", 3, "value")``). Only called for texts that ``json.loads`` accepted.
"""

from __future__ import annotations

import json
from typing import Any

Path = tuple[Any, ...]

_DECODER = json.JSONDecoder()
_SPACE = " \t\n\r"


def _skip(text: str, at: int) -> int:
    while at < len(text) and text[at] in _SPACE:
        at += 1
    return at


class _Walker:
    def __init__(self, text: str) -> None:
        self.text = text
        self.lines: dict[Path, int] = {}
        # Line of each offset, computed lazily from the newline positions.
        self._newlines = [i for i, c in enumerate(text) if c == "\n"]

    def line_of(self, offset: int) -> int:
        low, high = 0, len(self._newlines)
        while low < high:
            middle = (low + high) // 2
            if self._newlines[middle] < offset:
                low = middle + 1
            else:
                high = middle
        return low + 1

    def value(self, at: int, path: Path, depth: int) -> int:
        at = _skip(self.text, at)
        self.lines[path] = self.line_of(at)
        char = self.text[at] if at < len(self.text) else ""
        if depth > 0 and char == "{":
            return self._object(at + 1, path, depth)
        if depth > 0 and char == "[":
            return self._array(at + 1, path, depth)
        _, end = _DECODER.raw_decode(self.text, at)
        return end

    def _object(self, at: int, path: Path, depth: int) -> int:
        at = _skip(self.text, at)
        if self.text[at] == "}":
            return at + 1
        while True:
            key, at = _DECODER.raw_decode(self.text, _skip(self.text, at))
            at = _skip(self.text, at) + 1  # the colon
            at = _skip(self.text, self.value(at, (*path, key), depth - 1))
            if self.text[at] == "}":
                return at + 1
            at += 1  # the comma

    def _array(self, at: int, path: Path, depth: int) -> int:
        at = _skip(self.text, at)
        if self.text[at] == "]":
            return at + 1
        index = 0
        while True:
            at = _skip(self.text, self.value(at, (*path, index), depth - 1))
            index += 1
            if self.text[at] == "]":
                return at + 1
            at += 1


def value_lines(text: str, depth: int = 5) -> dict[Path, int]:
    """Path -> line (1-based) of every value down to ``depth`` levels of a valid JSON text."""
    walker = _Walker(text)
    walker.value(0, (), depth)
    return walker.lines


def line_for(lines: dict[Path, int], path: Path) -> int | None:
    """The line of ``path``, or of its nearest enclosing value that has one."""
    while path:
        if path in lines:
            return lines[path]
        path = path[:-1]
    return lines.get(())
