"""How a corpus mail's own text is written down together with what it means.

Each line of a body starts with a sign that says what the player meant by it; the sign and
one space are dropped, the rest is the line exactly as the player typed it::

    (empty line)        an empty line
    . text              written, nothing claimed (a footer, a line after END, a sign-off
                        behind "-- "); ``.sig`` alone writes the signature marker "-- "
    ~ text              written and not read: a greeting, prose, a name, a closing; it is
                        listed in "ignored" (the lines the answer must report as not read)
    ~sig text           the mail's own closing at its end ("Gruß Anna"): listed like ``~``,
                        and it ends a press without ENDPRESS (docs/mail.md: the closing at
                        the end of a mail is its signature, not the last line of the press)
    # kind | heading    a heading that opens the box ``kind``; ``#? kind | ...`` marks a
                        box that may instead be refused with a question ("or_question");
                        ``# kind | ORDERS: A vie - gal | A vie - gal`` carries its first
                        line on the heading's own line (the third field is that line)
    + text              a line of the open box; with no box open it opens the seat's main
                        box (a mail without heading). Leading list markers ("1.", "1)",
                        "-", "*", "•") are not part of the expected line. ``+? text`` is a
                        line the rule set refuses (a deliberate near miss or a move out of
                        turn): still the player's line, only the plausibility check skips it
    +> text => a => b   a line the player meant as these box lines: a trailing remark
                        dropped ("A vie - gal (if Russia agrees)" => "A vie - gal") or
                        several orders on one line split (docs/mail.md, "Orders without a
                        heading" and "Inside a box")
    @ to,to | opener    a press block to seats (``@grey`` anonymous; ``@public all | ...``
                        to everybody)
    % text              a line of the press's body (``%`` alone: an empty line in it)
    @end - | closer     the press's closing line (ENDPRESS); without it the press ends at
                        the next heading, command or (after an empty line) box line
    ! name | text       a command line (wait nowait status history); ``! end | ENDE``
                        stops the reading (what follows is written with ``.``)

The expectation (boxes, press, commands, ignored) is built from these signs alone. The
parser refuses a body whose signs contradict the corpus rules (a press without ENDPRESS
followed by a prose line, which the player would have sent as press; a box line directly
under press text), so a mistake in the bodies fails the generator, not the reader.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

COMMANDS = {"wait", "nowait", "status", "history"}
LIST_MARKER = re.compile(r"^\s*(?:\d{1,2}[.)]|[-*•])\s+")


class MarkupError(ValueError):
    """A body whose signs do not add up."""


@dataclass
class Spec:
    """A body read: the player's text and its meaning."""

    lines: list[str] = field(default_factory=list)
    boxes: list[dict[str, Any]] = field(default_factory=list)
    press: list[dict[str, Any]] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    # Lines the rule set may refuse (``+?``): (box index, line).
    refused: list[tuple[int, str]] = field(default_factory=list)
    # The index in ``lines`` of every heading line (for the NUL-after-heading mails).
    heading_rows: list[int] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def expected_line(text: str) -> str:
    """A box line as the expectation names it: the list marker dropped."""
    return LIST_MARKER.sub("", text, count=1).strip()


class _Reader:
    def __init__(self, main_kind: str | None) -> None:
        self.main_kind = main_kind
        self.spec = Spec()
        self.box: dict[str, Any] | None = None
        self.press: dict[str, Any] | None = None
        self.press_lines: list[str] = []
        self.blank_before = False
        self.stopped = False

    def close_press(self) -> None:
        if self.press is not None:
            self.press["body"] = "\n".join(self.press_lines).strip("\n")
            if not self.press["body"].strip():
                raise MarkupError("a press block without a body")
            self.spec.press.append(self.press)
            self.press, self.press_lines = None, []

    def open_box(self, kind: str, or_question: bool = False) -> None:
        self.box = {"kind": kind, "lines": []}
        if or_question:
            self.box["or_question"] = True
        self.spec.boxes.append(self.box)

    def line(self, raw: str) -> None:
        if raw.strip() == "":
            self.spec.lines.append("")
            if self.press is not None:
                self.press_lines.append("")
            self.blank_before = True
            return
        if raw.strip() == ".sig":
            raw = ". -- "
        sign, _, rest = raw.partition(" ")
        if self.stopped and sign != ".":
            raise MarkupError(f"after END only '.' lines: {raw!r}")
        handler = {".": self.plain, "~": self.ignored, "~sig": self.signature,
                   "#": self.heading, "#?": self.heading,
                   "+": self.box_line, "+?": self.box_line, "+>": self.meant_lines,
                   "%": self.press_line,
                   "!": self.command}.get(sign)
        if sign.startswith("@"):
            self.press_mark(sign, rest)
        elif handler is None:
            raise MarkupError(f"unknown sign in {raw!r}")
        else:
            handler(rest, sign)
        self.blank_before = False

    def _unclosed_press_ends(self, how: str) -> None:
        """A press without ENDPRESS ends at a heading, a command, or a box line after an
        empty line: anything else would be more of the press."""
        if self.press is None:
            return
        if how == "box" and not self.blank_before:
            raise MarkupError("a box line right under press text is press text")
        if how == "other":
            raise MarkupError("a line after an unclosed press would be press text")
        self.close_press()

    def plain(self, text: str, sign: str = ".") -> None:
        if self.press is not None and not self.stopped:
            raise MarkupError(f"'.' line inside a press: write it with '%': {text!r}")
        self.spec.lines.append(text)

    def ignored(self, text: str, sign: str = "~") -> None:
        self._unclosed_press_ends("other")
        self.spec.lines.append(text)
        self.spec.ignored.append(text.strip())

    def signature(self, text: str, sign: str = "~sig") -> None:
        if self.press is not None:
            self.close_press()
        self.spec.lines.append(text)
        self.spec.ignored.append(text.strip())

    def heading(self, rest: str, sign: str) -> None:
        self._unclosed_press_ends("heading")
        parts = [p.strip() for p in rest.split(" | ")]
        kind, heading = parts[0], parts[1]
        self.spec.heading_rows.append(len(self.spec.lines))
        self.spec.lines.append(heading)
        self.open_box(kind, or_question=sign == "#?")
        if len(parts) > 2:
            if parts[2] == "*":  # the rest of the heading line after its colon
                parts[2] = heading.split(":", 1)[1].strip()
            if parts[2] not in heading:
                raise MarkupError(f"{parts[2]!r} is not on the heading line {heading!r}")
            assert self.box is not None
            # Several items on the line are several box lines ("Herds: lvn, ukr, fin").
            items = [part.strip() for part in re.split(r"[,;]", expected_line(parts[2]))]
            self.box["lines"].extend(items)
            if len(items) > 1:  # checked as written, each item in it
                self.box.setdefault("written", []).append(expected_line(parts[2]))
            if ":" not in heading:  # "Wurmloch nwy - tun": the check reads the whole line
                self.box.setdefault("written", []).append(heading)

    def box_line(self, text: str, sign: str) -> None:
        self._unclosed_press_ends("box")
        if self.box is None:
            if self.main_kind is None:
                raise MarkupError(f"no main box for a line without heading: {text!r}")
            self.open_box(self.main_kind)
        assert self.box is not None
        self.spec.lines.append(text)
        self.box["lines"].append(expected_line(text))
        if sign == "+?":
            self.spec.refused.append((len(self.spec.boxes) - 1, expected_line(text)))

    def meant_lines(self, rest: str, sign: str = "+>") -> None:
        written, *meant = [part.strip() for part in rest.split(" => ")]
        if not meant:
            raise MarkupError(f"'+>' needs '<line as written> => <line meant> ...': {rest!r}")
        self.box_line(written, "+?")
        assert self.box is not None
        self.box["lines"][-1:] = meant
        self.box.setdefault("written", []).append(expected_line(written))  # for the check
        self.spec.refused[-1:] = [(len(self.spec.boxes) - 1, line) for line in meant]

    def press_mark(self, sign: str, rest: str) -> None:
        names, _, written = rest.partition(" | ")
        if not written:
            raise MarkupError(f"a press line needs '<names> | <line as written>': {rest!r}")
        if sign == "@end":
            if self.press is None:
                raise MarkupError("ENDPRESS without press")
            self.spec.lines.append(written)
            self.close_press()
            return
        self._unclosed_press_ends("heading")
        self.box = None
        flags = sign[1:]
        if flags not in {"", "grey", "public"}:
            raise MarkupError(f"unknown press flag {sign!r}")
        public = flags == "public"
        to = [] if public else [n.strip() for n in names.split(",") if n.strip()]
        if not public and not to:
            raise MarkupError(f"press without recipients: {rest!r}")
        self.press = {"to": to, "public": public, "grey": flags == "grey"}
        self.spec.lines.append(written)

    def press_line(self, text: str, sign: str = "%") -> None:
        if self.press is None:
            raise MarkupError(f"press text outside a press: {text!r}")
        self.spec.lines.append(text)
        self.press_lines.append(text)

    def command(self, rest: str, sign: str = "!") -> None:
        self._unclosed_press_ends("command")
        name, _, written = rest.partition(" | ")
        self.spec.lines.append(written)
        if name == "end":
            self.stopped = True
        elif name in COMMANDS:
            self.spec.commands.append(name)
        else:
            raise MarkupError(f"unknown command {name!r}")


def read(body: str, main_kind: str | None) -> Spec:
    """A body in the markup above -> its text and meaning. ``main_kind`` is the box a line
    without heading belongs to (the seat's orders, lama herds, action or turn)."""
    reader = _Reader(main_kind)
    lines = body.split("\n")
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    for raw in lines:
        reader.line(raw.rstrip("\n"))
    reader.close_press()
    return reader.spec
