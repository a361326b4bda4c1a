"""One mail being written: the lines the player types and, beside them, what the player meant
(boxes, press, commands, ignored lines) — the expectation comes from the same calls that write
the text, never from reading it back."""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Any

from tools.devset4.people import CHAT, GREETINGS, SIGNOFFS, Player

PRESS_TEXT = {
    "de": ["Ich bleibe bei unserer Absprache, keine Sorge.",
           "Wenn du Galizien in Ruhe lässt, lasse ich dich im Norden in Frieden.",
           "Lass uns über den Balkan reden, bevor es jemand anders tut.",
           "Ehrlich gesagt traue ich dem Zaren nicht über den Weg.",
           "Ich ziehe diese Runde nichts gegen dich, versprochen."],
    "en": ["I'm sticking to what we agreed, don't worry.",
           "If you keep out of the Channel I'll stay out of Belgium.",
           "Fancy a proper alliance against the Turk?",
           "Honestly, I don't trust the Kaiser one bit.",
           "No moves against you this season, you have my word."],
    "it": ["Rispetto il nostro accordo, tranquillo."],
    "fr": ["Je respecte notre accord, pas d'inquiétude."],
    "es": ["Mantengo nuestro acuerdo, tranquilo."],
    "nl": ["Ik houd me aan onze afspraak, geen zorgen."],
}
PUBLIC_TEXT = {"de": ["Der Frieden in Europa ist zum Greifen nah. Oder auch nicht.",
                      "Hiermit erkläre ich feierlich meine Neutralität."],
               "en": ["Europe has never been so peaceful. Enjoy it while it lasts.",
                      "A toast to all my loyal neighbours!"]}
GM_TEXT = {"de": ["Ich bin ab Freitag eine Woche weg, bitte im Zweifel alles halten.",
                  "Kleiner Hinweis: im letzten Bericht fehlte die Karte."],
           "en": ["I'm away next weekend, please hold everything if I miss the deadline.",
                  "Small thing: the map attachment was missing last time."]}


@dataclass
class Mail:
    key: str
    lang: str
    player: Player
    rng: Random
    lines: list[str] = field(default_factory=list)
    boxes: list[dict[str, Any]] = field(default_factory=list)
    press: list[dict[str, Any]] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    classes: list[str] = field(default_factory=list)
    near_misses: list[str] = field(default_factory=list)
    automatic: bool = False
    closing_at: int = -1
    late: bool = False  # the mail goes on after its sign-off

    @property
    def lk(self) -> str:  # the language of headings and commands (de or en)
        return "de" if self.lang == "de" else "en"

    def cls(self, *names: str) -> None:
        for n in names:
            if n not in self.classes:
                self.classes.append(n)

    def say(self, *text: str, ignored: bool = True) -> None:
        for t in text:
            self.lines.append(t)
            if ignored and t.strip():
                self.ignored.append(t.strip())

    def blank(self) -> None:
        if self.lines and self.lines[-1] != "":
            self.lines.append("")

    def greet(self) -> None:
        self.say(self.rng.choice(GREETINGS[self.lang]))
        self.cls("greeting-first-line")

    def chat(self, n: int = 1) -> None:
        for t in self.rng.sample(CHAT[self.lang], n):
            self.say(t)

    def close(self, name: bool = True) -> None:
        """The closing: a sign-off and the player's first name (the mail's signature)."""
        self.blank()
        self.closing_at = len(self.lines)
        self.lines.append(self.rng.choice(SIGNOFFS[self.lang]))
        if name:
            self.lines.append(self.player.name.split()[0])
        self.cls("signature")

    def box(self, kind: str, shown: list[str], meant: list[str] | None = None,
            heading: str | None = None, **extra: Any) -> None:
        if heading is not None:
            self.lines.append(heading)
            self.cls("heading")
        self.lines.extend(shown)
        lines = list(meant if meant is not None else shown)
        if kind == "wahrsager_prediction":
            # The project's reading (docs/mail.md): a box line never repeats the box's name.
            lines = [x.removeprefix("VORHERSAGE ") for x in lines]
        entry: dict[str, Any] = {"kind": kind, "lines": lines}
        entry.update(extra)
        self.boxes.append(entry)

    def command(self, name: str) -> None:
        words = {"de": {"wait": "WARTEN", "nowait": "NICHT WARTEN", "status": "STAND",
                        "history": "VERLAUF"},
                 "en": {"wait": "WAIT", "nowait": "NOWAIT", "status": "STATUS",
                        "history": "HISTORY"}}
        self.lines.append(words[self.lk][name])
        self.commands.append(name)
        self.cls("commands")

    def press_block(self, to: list[str], names: list[str], *, grey: bool = False,
                    end: bool = True, body: list[str] | None = None, form: int = 0) -> None:
        """A press block. ``to`` are seat keys ([] = everyone, ["gm"] = the GM), ``names``
        how the player writes them."""
        de = self.lk == "de"
        public = to == []
        if public:
            target = "ALLE" if de else "ALL"
        elif to == ["gm"]:
            target = "GM" if form % 2 else ("Spielleiter" if de else "GM")
        else:
            target = ", ".join(names)
        if grey:
            head = [f"PRESSE AN {target} (grau)" if de else f"PRESS TO {target} GREY",
                    f"GREY PRESS TO {target}"][form % 2]
            self.cls("press-grey")
        else:
            head = f"PRESSE AN {target}" if de else f"PRESS TO {target}"
        if body is None:
            pool = (PUBLIC_TEXT if public else GM_TEXT if to == ["gm"] else PRESS_TEXT)
            pool_lang = pool.get(self.lang) or pool["en"]
            body = self.rng.sample(pool_lang, min(len(pool_lang), 1 + self.rng.randrange(2)))
        self.lines.append(head)
        self.lines.extend(body)
        if end:
            self.lines.append(["ENDPRESS", "PRESSEENDE"][form % 2] if de else "ENDPRESS")
        else:
            self.cls("press-no-endpress")
        self.press.append({"to": to, "public": public, "grey": grey, "body": " ".join(body)})
        if len(self.press) > 1:
            self.cls("press-several-blocks")
        self.cls("press", *(["press-public"] if public else []),
                 *(["press-gm"] if to == ["gm"] else []),
                 *(["press-several"] if len(to) > 1 else []))

    def expectation(self, client: str, last_mail: str | None) -> dict[str, Any]:
        exp: dict[str, Any] = {"scenario": self.key, "client": client, "language": self.lang,
                               "classes": self.classes or ["plain"],
                               "automatic": self.automatic, "boxes": self.boxes,
                               "press": self.press, "commands": self.commands,
                               "ignored": self.ignored}
        if self.near_misses:
            exp["near_misses"] = self.near_misses
        if last_mail:
            exp["last_mail"] = last_mail
        return exp
