"""A mail's typed body and what the player meant, built together from one specification so
that the expectation is the specification, never a reading."""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Any

from tools.devset9 import content as C

PRESS_DE = {
    "austria": "Österreich",
    "england": "England",
    "france": "Frankreich",
    "germany": "Deutschland",
    "italy": "Italien",
    "russia": "Russland",
    "turkey": "Türkei",
}


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
    classes: list[str] = field(default_factory=list)

    @property
    def de(self) -> bool:
        return self.lang == "de"

    def blank(self) -> None:
        if self.lines and self.lines[-1] != "":
            self.lines.append("")

    def greet(self) -> None:
        g = self.rng.choice(C.GREET[self.lang])
        self.lines += [g, ""]
        self.ignored.append(g)
        self.classes.append("greeting-first-line")
        if self.rng.random() < 0.6:
            self.lines += [self.rng.choice(C.PROSE[self.lang]), ""]

    def box(
        self, kind: str, heading: str | None, shown: list[str], meant: list[str], **extra: Any
    ) -> None:
        self.blank()
        if heading is not None:
            self.lines.append(heading)
        self.lines += shown
        self.boxes.append({"kind": kind, "lines": meant, **extra})

    def press_block(
        self, to: list[str], grey: bool, ender: str, all_: bool = False, gm: bool = False
    ) -> None:
        """ender: 'endpress' | 'blank' (an order or heading follows after an empty line) |
        'signature' (the closing follows)."""
        self.blank()
        lang = "de" if self.de else "en"
        body = self.rng.choice(C.PRESS_TEXT[lang])
        if all_:
            head = "PRESSE AN ALLE" if self.de else "PRESS TO ALL"
        elif gm:
            head = "PRESSE AN SPIELLEITER" if self.de else "PRESS TO GM"
        else:
            names = [PRESS_DE[t] if self.de else t for t in to]
            joined = ", ".join(names)
            form = self.rng.randrange(3) if grey else 0
            if not grey:
                head = f"PRESSE AN {joined}" if self.de else f"PRESS TO {joined}"
            elif form == 0:
                head = f"PRESSE AN {joined} (grau)" if self.de else f"PRESS TO {joined} GREY"
            elif form == 1:
                head = f"GREY PRESS TO {joined}"
            else:
                head = f"PRESS TO {joined} GREY"
        self.lines += [head, body]
        if ender == "endpress":
            self.lines.append("ENDPRESS")
        self.press.append(
            {
                "to": [] if all_ else (["gm"] if gm else list(to)),
                "public": all_,
                "grey": grey and not all_ and not gm,
                "body": body,
            }
        )
        self.classes.append("press-" + ender)

    def command(self, which: str) -> None:
        words = {
            "status": ("STAND", "STATUS"),
            "wait": ("WARTEN", "WAIT"),
            "nowait": ("NICHT WARTEN", "NOWAIT"),
            "history": ("VERLAUF", "HISTORY"),
        }
        self.blank()
        self.lines.append(words[which][0 if self.de and self.rng.random() < 0.6 else 1])
        self.commands.append(which)
        self.classes.append("command")

    def close(self, name: str) -> None:
        self.blank()
        self.lines += [self.rng.choice(C.SIGNOFF[self.lang]) + ",", name.split()[0]]


def decorate(rng: Random, lines: list[str], lang: str, classes: list[str]) -> list[str]:
    """The order lines as the player types them: list markers, a remark, several on a line."""
    style = rng.randrange(6)
    if style == 0 and len(lines) > 1:
        classes.append("list")
        marks = rng.choice(
            [["1.", "2.", "3.", "4."], ["-"] * 4, ["*"] * 4, ["1)", "2)", "3)", "4)"]]
        )
        return [f"{marks[i]} {x}" for i, x in enumerate(lines)]
    if style == 1:
        classes.append("remark")
        remark = {
            "de": "(falls Russland mitspielt)",
            "en": "(if all goes well)",
            "it": "(speriamo)",
            "fr": "(on verra)",
            "es": "(ojalá)",
            "nl": "(hopelijk)",
        }[lang]
        return [f"{lines[0]} {remark}", *lines[1:]]
    if style == 2 and len(lines) > 1:
        classes.append("several-per-line")
        sep = rng.choice([", ", "; "])
        return [sep.join(lines)]
    return list(lines)
