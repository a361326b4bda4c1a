"""A mail as the player types it, kept together with what the player meant."""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Any

from tools.devset6 import words as W
from tools.devset6.people import Player

MARKERS = ["", "", "", "1. ", "- ", "* ", "• ", "1) "]


@dataclass
class Mail:
    key: str
    lang: str
    rng: Random
    lines: list[str] = field(default_factory=list)
    boxes: list[dict[str, Any]] = field(default_factory=list)
    press: list[dict[str, Any]] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    near: list[str] = field(default_factory=list)
    classes: list[str] = field(default_factory=list)

    def say(self, *lines: str, ignore: bool = True) -> None:
        for line in lines:
            self.lines.append(line)
            if ignore and line.strip():
                self.ignored.append(line.strip())

    def blank(self) -> None:
        self.lines.append("")

    def pick(self, table: dict[str, list[Any]]) -> Any:
        return self.rng.choice(table.get(self.lang) or table["en"])

    def greet(self) -> None:
        self.say(self.pick(W.GREET))
        self.classes.append("greeting-first-line")

    def closing(self, player: Player) -> None:
        self.blank()
        self.lines += [self.pick(W.SIGNOFF), player.name.split()[0]]

    def box(self, kind: str, lines: list[str], heading: str | None = None,
            markers: bool = False, or_question: bool = False) -> None:
        if heading is not None:
            self.lines.append(heading)
        style = self.rng.choice(MARKERS) if markers else ""
        for i, line in enumerate(lines, 1):
            prefix = style.replace("1", str(i)) if style else ""
            self.lines.append(prefix + line)
        if style:
            self.classes.append("list-markers")
        entry: dict[str, Any] = {"kind": kind, "lines": list(lines)}
        if or_question:
            entry["or_question"] = True
        self.boxes.append(entry)

    def expect_box(self, kind: str, lines: list[str]) -> None:
        self.boxes.append({"kind": kind, "lines": list(lines)})

    def press_block(self, head: str, to: list[str], body: list[str], grey: bool = False,
                    end: bool = True) -> None:
        self.lines.append(head)
        self.lines += body
        if end:
            self.lines.append("ENDPRESS")
        self.press.append({"to": to, "public": to == [], "grey": grey,
                           "body": " ".join(body)})
        self.classes.append("press" if end else "press-no-endpress")
        if grey:
            self.classes.append("grey-press")

    def command(self, line: str, cmd: str) -> None:
        self.lines.append(line)
        self.commands.append(cmd)
        self.classes.append("command")

    def body(self) -> str:
        return "\n".join(self.lines) + "\n"
