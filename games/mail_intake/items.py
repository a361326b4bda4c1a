"""What a mail's reading is made of (``sections.read_sections`` gives a ``Reading``): the
boxes it fills, the boxes it is asked back about, its press blocks and commands, and every
line left out with the reason."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Box:
    kind: str
    heading: str
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


@dataclass(frozen=True)
class Question:
    """A box refused with a question: its heading could name several boxes (or says
    "secret" of a box that is published), so its lines are stored nowhere."""

    heading: str
    kinds: tuple[str, ...]
    lines: tuple[str, ...]
    reason: str  # "ambiguous", "secret_public", "only_prose"


@dataclass(frozen=True)
class PressBlock:
    names: tuple[str, ...]
    recipients: tuple[str, ...]  # seat keys (or "gm") the names stand for
    unknown: tuple[str, ...]  # names that stand for no seat
    public: bool
    grey: bool
    body: str
    closed: bool
    ended_by: str  # endpress, heading, command, end, signature, order, press, mail_end
    end_line: str = ""  # the line the block ended at (not part of it)


@dataclass(frozen=True)
class Command:
    name: str


@dataclass(frozen=True)
class Ignored:
    line: str
    reason: str
    at: int = 0  # the line's number in the mail's own text


Item = Box | Question | PressBlock | Command


@dataclass
class Reading:
    items: list[Item] = field(default_factory=list)
    ignored: list[Ignored] = field(default_factory=list)
    unsigned: str = ""  # the mail's own text without quoted runs and signature
    has_headings: bool = False
