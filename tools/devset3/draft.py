"""A mail as its player types it, built line by line together with what the player meant.

Every method appends the typed lines AND the reading they stand for (a box line, a press
message, a command, an ignored line), so the expectation comes from the same specification as
the text and never from a reader. The mail program adds its own parts later (clients.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from random import Random
from typing import Any

from tools.devset3 import phrases as ph
from tools.devset3.personas import Persona, persona

_MARKERS = ("1. ", "2. ", "3. ", "4. ", "5. ")


@dataclass
class Draft:
    key: str
    lang: str
    rng: Random
    subject: str = ""
    lines: list[str] = field(default_factory=list)
    boxes: list[dict[str, Any]] = field(default_factory=list)
    press: list[dict[str, Any]] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    classes: list[str] = field(default_factory=list)
    near_misses: list[str] = field(default_factory=list)
    automatic: bool = False
    # The mail we sent that this one answers (reports/<name>), how it is quoted ("top",
    # "bottom", "forward") and whether the expectation names it as the last mail.
    quoted: str | None = None
    quote_mode: str | None = None
    last_mail: str | None = None
    client: str = ""
    html_extra: dict[str, Any] = field(default_factory=dict)

    @property
    def who(self) -> Persona:
        return persona(self.key)

    @property
    def seat(self) -> str:
        return self.key.split("-", 2)[2]

    @property
    def phase(self) -> str:
        return self.key.split("-", 2)[1]

    @property
    def game(self) -> str:
        return self.key.split("-", 1)[0]

    def tag(self, *classes: str) -> Draft:
        for c in classes:
            if c not in self.classes:
                self.classes.append(c)
        return self

    # --- text that is not read ---------------------------------------------------------------
    def blank(self) -> Draft:
        if self.lines and self.lines[-1] != "":
            self.lines.append("")
        return self

    def say(self, *texts: str, listed: bool = True) -> Draft:
        """Prose: greetings, chat, remarks on lines of their own (ignored)."""
        for text in texts:
            self.lines.append(text)
            if listed:
                self.ignored.append(text)
        return self

    def greet(self) -> Draft:
        self.say(self.rng.choice(ph.GREETINGS[self.lang]))
        return self.tag("greeting-first-line") if len(self.lines) == 1 else self

    def chat(self, n: int = 1) -> Draft:
        for text in self.rng.sample(ph.CHAT[self.lang], n):
            self.say(text)
        return self

    def intro(self) -> Draft:
        return self.say(self.rng.choice(ph.INTROS[self.lang]))

    def closing(self, contact: bool = False) -> Draft:
        """The sign-off and name at the very end (the mail's signature; not listed)."""
        self.blank()
        for line in self.rng.choice(ph.CLOSINGS[self.lang]):
            self.lines.append(line.format(first=self.who.first))
        if contact and self.who.contact:
            self.lines.extend(self.who.contact)
            self.tag("contact-footer")
        return self.tag("closing")

    # --- boxes ---------------------------------------------------------------------------------
    def box(self, kind: str, items: list[tuple[str, list[str]]], heading: str | None = None,
            *, numbered: str = "", or_question: bool = False) -> Draft:
        """A box: its heading line (None: no heading) and its items, each (typed line, box
        lines it stands for). ``numbered``: "1." / "1)" / "-" / "*" / "•" list markers."""
        if heading is not None:
            self.lines.append(heading)
        written: list[str] = []
        for n, (typed, meant) in enumerate(items, 1):
            if numbered in ("1.", "1)"):
                marker = f"{n}{numbered[1]} "
            elif numbered:
                marker = f"{numbered} "
            else:
                marker = ""
            self.lines.append(marker + typed)
            written.extend(meant)
        entry: dict[str, Any] = {"kind": kind, "lines": written}
        if or_question:
            entry["or_question"] = True
        for old in self.boxes:
            if old["kind"] == kind and old.get("or_question") == entry.get("or_question"):
                old["lines"].extend(written)  # the same box again: one box, in mail order
                return self
        self.boxes.append(entry)
        return self

    # --- press and commands --------------------------------------------------------------------
    def press_block(self, opener: str, to: list[str], body: list[str], *, grey: bool = False,
                    public: bool = False, end: str | None = None) -> Draft:
        self.lines.append(opener)
        self.lines.extend(body)
        if end:
            self.lines.append(end)
        self.press.append({"to": [] if public else to, "public": public, "grey": grey,
                           "body": " ".join(" ".join(body).split())})
        return self

    def command(self, word: str, meaning: str) -> Draft:
        self.lines.append(word)
        self.commands.append(meaning)
        return self

    # --- the result ----------------------------------------------------------------------------
    def body(self) -> str:
        while self.lines and self.lines[-1] == "":
            self.lines.pop()
        return "\n".join(self.lines) + "\n"

    def expectation(self) -> dict[str, Any]:
        out: dict[str, Any] = {"scenario": self.key, "client": self.client,
                               "language": self.lang, "classes": self.classes,
                               "automatic": self.automatic, "boxes": self.boxes,
                               "press": self.press, "commands": self.commands}
        if self.ignored:
            out["ignored"] = self.ignored
        if self.last_mail:
            out["last_mail"] = f"reports/{self.last_mail}"
        if self.near_misses:
            out["near_misses"] = self.near_misses
        return out


def strip_remark(text: str) -> str:
    return re.sub(r"\s*\(.*\)\s*$", "", text)
