"""One mail being written: its typed lines and, beside them, what the player means."""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Any

from tools.devset5 import words as W
from tools.devset5.people import Who


@dataclass
class Mail:
    key: str
    who: Who
    lang: str
    rng: Random
    lines: list[str] = field(default_factory=list)
    boxes: list[dict[str, Any]] = field(default_factory=list)
    press: list[dict[str, Any]] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    classes: list[str] = field(default_factory=list)
    near: list[str] = field(default_factory=list)

    @property
    def game(self) -> str:
        return self.key.split("-", 1)[0]

    @property
    def phase(self) -> str:
        return self.key.split("-")[1]

    @property
    def seat(self) -> str:
        return self.key.split("-", 2)[2]

    def pick(self, seq: list[Any]) -> Any:
        return self.rng.choice(seq)

    def tag(self, *names: str) -> None:
        for n in names:
            if n not in self.classes:
                self.classes.append(n)

    def prose(self, line: str) -> None:
        self.lines.append(line)
        self.ignored.append(line)

    def greet(self) -> None:
        self.prose(self.pick(W.GREETING[self.lang]))
        self.tag("greeting-first-line")

    def before(self) -> None:
        self.prose(self.pick(W.BEFORE[self.lang]))

    def after(self) -> None:
        self.lines.append("")
        self.prose(self.pick(W.AFTER[self.lang]))

    def close(self, contact: bool | None = None) -> None:
        """Sign-off and name (and sometimes a phone line): the mail's signature."""
        self.lines += ["", self.pick(W.SIGNOFF[self.lang]), self.who.first]
        if (contact if contact is not None else self.rng.random() < 0.3) and self.who.contact:
            self.lines += list(self.who.contact)
            self.tag("contact-footer")
        self.tag("sign-off")

    def box(self, kind: str, lines: list[str], **extra: Any) -> None:
        self.boxes.append({"kind": kind, "lines": list(lines), **extra})

    def blank(self) -> None:
        if self.lines and self.lines[-1] != "":
            self.lines.append("")

    def body(self) -> str:
        while self.lines and self.lines[0] == "":
            self.lines.pop(0)
        return "\n".join(self.lines) + "\n"
