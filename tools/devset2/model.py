"""What a held-out mail is made of: the parts the player typed (prose, boxes, press, commands),
from which both the mail's text and its expectation follow, so the expectation is the
generator's own specification and never the output of a reader.

A part renders to lines; ``Mail.typed()`` joins the parts (a blank line between paragraphs
unless a part is ``tight``); the client (``clients.py``) adds quoting, signature and MIME.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

MARKERS = {"": "", "1.": "{n}. ", "1)": "{n}) ", "-": "- ", "*": "* ", "•": "• ",
           "(1)": "({n}) "}


@dataclass
class Text:
    """Lines nobody should read as a box: greetings, prose, sign-offs. ``listed``: the reader
    must report them as not read (False for lines that could fairly be taken as a heading or
    as the closing/signature at the end)."""

    lines: list[str]
    listed: bool = True
    tight: bool = False


@dataclass
class Box:
    """A box the player fills. ``lines``: as written (no list marker); ``heading``: the line
    that opens it (None: no heading); ``marker``: the list style typed before each line;
    ``prose``: (index, line) of prose lines typed between the box lines (ignored, listed);
    ``shown``: how each line is typed when it differs from ``lines`` (a trailing comment)."""

    kind: str
    lines: list[str]
    heading: str | None = None
    marker: str = ""
    or_question: bool = False
    prose: list[tuple[int, str]] = field(default_factory=list)
    tight: bool = False
    indent: str = ""
    inline: bool = False  # "Wurmloch: nwy - tun": the heading and the one line together

    def render(self) -> list[str]:
        if self.inline and self.heading:
            return [f"{self.heading} {self.lines[0]}", *self.lines[1:]]
        out = [self.heading] if self.heading is not None else []
        extra = dict(self.prose)
        for n, line in enumerate(self.lines, start=1):
            if n - 1 in extra:
                out.append(extra[n - 1])
            out.append(self.indent + MARKERS[self.marker].format(n=n) + line)
        if len(self.lines) in extra:
            out.append(extra[len(self.lines)])
        return out

    def expectation(self) -> dict[str, Any]:
        found: dict[str, Any] = {"kind": self.kind,
                                 "lines": [_without_box_name(self.kind, line)
                                           for line in self.lines]}
        if self.or_question:
            found["or_question"] = True
        return found


# A line never repeats its box's name (docs/mail.md: "VORHERSAGE bla F" in the predictions is
# the prediction "bla F"), a convention decided after this corpus was written.
BOX_WORDS = {"wahrsager_prediction": ("VORHERSAGE ",), "wormhole_vote": ("WURMLOCH ",)}


def _without_box_name(kind: str, line: str) -> str:
    for word in BOX_WORDS.get(kind, ()):
        if line.upper().startswith(word):
            return line[len(word):].strip()
    return line


@dataclass
class Press:
    """A press block: ``header`` as typed, ``body`` lines, ``end`` the closing line (None:
    none; then the next heading, command, own order after a blank line or the end ends it)."""

    header: str
    to: list[str]
    body: list[str]
    end: str | None = "ENDPRESS"
    grey: bool = False
    public: bool = False
    tight: bool = False

    def render(self) -> list[str]:
        return [self.header, *self.body, *([self.end] if self.end else [])]

    def expectation(self) -> dict[str, Any]:
        return {"to": list(self.to), "public": self.public, "grey": self.grey,
                "body": " ".join(" ".join(self.body).split())}


@dataclass
class Command:
    """A command alone on a line; ``key`` None for END/ENDE/SIGNOFF (stop reading)."""

    line: str
    key: str | None
    tight: bool = False

    def render(self) -> list[str]:
        return [self.line]


Part = Text | Box | Press | Command


def render_part(part: Part) -> list[str]:
    return list(part.lines) if isinstance(part, Text) else part.render()


@dataclass
class Quote:
    """What a reply quotes: one of our saved mails (``report``: a stem under reports/) or a
    mail of another person (``text`` with its sender and subject)."""

    report: str | None = None
    text: str = ""
    sender: str = ""
    subject: str = ""
    when: str = "2026-03-02 21:04"


@dataclass
class Mail:
    stem: str
    scenario: str
    persona: Any  # people.Persona
    client: str
    language: str
    classes: list[str]
    subject: str
    parts: list[Part]
    quote: Quote | None = None
    posting: str = "top"  # top | bottom | forward (the quote below a forward header)
    last_mail: bool = False  # tell the reader what we last sent (the quoted report)
    html: str = "auto"  # auto (the client's habit) | plain | alt | only | stub
    signature: list[str] | None = None  # after "-- " (None: the persona's habit)
    footer: bool = True  # the phone's "Sent from ..." line when the client adds one
    automatic: bool = False
    quirks: list[str] = field(default_factory=list)  # mislabelled-charset, nul-after-heading
    raw_override: bytes | None = None  # a fully hand-built message (bounces)
    extra_headers: list[tuple[str, str]] = field(default_factory=list)

    def typed(self) -> list[str]:
        """The text the player typed, without quote, signature or footer."""
        out: list[str] = []
        for part in self.parts:
            lines = render_part(part)
            if out and not part.tight:
                out.append("")
            out.extend(lines)
        return out

    def expectation(self) -> dict[str, Any]:
        stop = False
        boxes, press, commands, ignored = [], [], [], []
        for part in self.parts:
            if stop:
                break
            if isinstance(part, Box):
                boxes.append(part.expectation())
                ignored.extend(line for _, line in part.prose)
            elif isinstance(part, Press):
                press.append(part.expectation())
            elif isinstance(part, Command):
                if part.key is None:
                    stop = True
                else:
                    commands.append(part.key)
            elif part.listed:
                ignored.extend(line for line in part.lines if line.strip())
        found: dict[str, Any] = {
            "scenario": self.scenario, "client": self.client, "language": self.language,
            "classes": sorted(set(self.classes)), "automatic": self.automatic,
            "boxes": [] if self.automatic else boxes,
            "press": [] if self.automatic else press,
            "commands": [] if self.automatic else commands,
        }
        if ignored and not self.automatic:
            found["ignored"] = ignored
        if self.last_mail and self.quote is not None and self.quote.report:
            found["last_mail"] = f"reports/{self.quote.report}.txt"
        return found
