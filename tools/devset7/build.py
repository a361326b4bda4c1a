"""A mail's typed text and, written alongside it, what the player meant (the expectation)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tools.devset7.people import Player


@dataclass
class Who:  # what tools.devset3's composer reads of a player
    name: str
    email: str
    signature: tuple[str, ...]


@dataclass
class Mail:
    key: str
    player: Player
    subject: str
    client: str = ""
    lang: str = ""
    lines: list[str] = field(default_factory=list)
    boxes: list[dict[str, Any]] = field(default_factory=list)
    press: list[dict[str, Any]] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    classes: list[str] = field(default_factory=list)
    quoted: str | None = None
    quote_mode: str = "top"
    automatic: bool = False
    html_extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.client = self.client or self.player.client
        self.lang = self.lang or self.player.lang
        p = self.player
        self.who = Who(p.name, p.email, p.signature)

    # --- the devset3 composer's Draft interface --------------------------------------------
    def body(self) -> str:
        return "\n".join(self.lines) + "\n"

    # --- writing -----------------------------------------------------------------------------
    def cls(self, *names: str) -> Mail:
        for n in names:
            if n not in self.classes:
                self.classes.append(n)
        return self

    def say(self, *text: str, ignore: bool = True) -> Mail:
        for t in text:
            self.lines.append(t)
            if ignore and t.strip():
                self.ignored.append(t.strip())
        return self

    def blank(self) -> Mail:
        self.lines.append("")
        return self

    def box(self, kind: str, lines: list[str], heading: str | None = None,
            written: list[str] | None = None, **extra: Any) -> Mail:
        """``written``: the lines as typed (markers, remarks, several on a line); ``lines``:
        what the box holds."""
        if heading is not None:
            self.lines.append(heading)
        self.lines += written if written is not None else lines
        entry: dict[str, Any] = {"kind": kind, "lines": list(lines)}
        entry.update(extra)
        if self.boxes and self.boxes[-1]["kind"] == kind and heading is None:
            self.boxes[-1]["lines"] += list(lines)
        else:
            self.boxes.append(entry)
        return self

    def pr(self, head: str, to: list[str], body: list[str], end: str | None = "ENDPRESS",
           grey: bool = False) -> Mail:
        self.lines.append(head)
        self.lines += body
        if end:
            self.lines.append(end)
        self.press.append({"to": to, "public": to == [], "grey": grey,
                           "body": "\n".join(body)})
        return self.cls("press")

    def cmd(self, written: str, command: str) -> Mail:
        self.lines.append(written)
        self.commands.append(command)
        return self.cls("command")

    def expectation(self) -> dict[str, Any]:
        exp: dict[str, Any] = {"scenario": self.key, "client": self.client,
                               "language": self.lang, "classes": self.classes,
                               "automatic": self.automatic, "boxes": self.boxes,
                               "press": self.press, "commands": self.commands,
                               "ignored": self.ignored}
        if self.quoted:
            exp["last_mail"] = f"reports/{self.quoted}"
        return exp
