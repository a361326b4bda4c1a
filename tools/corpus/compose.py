"""What every mail program gets to compose a mail (a :class:`Draft`) and the pieces they
share: subjects with the program's reply/forward prefix, reply headers, where the player's
own text goes relative to the quoted mail (top- or bottom-posted, forwarded, pasted)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from tools.corpus import people
from tools.corpus.mime import esc, nbsp_esc


@dataclass
class Draft:
    number: int
    key: str
    lang: str              # the player's language
    ui: str                # the mail program's language (attributions, footers)
    name: str
    sender: str
    own: list[str]         # the player's own lines
    # new | top | bottom (replies) | forward | pasted, pasted-above (the report copied in
    # without attribution or ">") | inline (the body itself interleaves quoted lines)
    mode: str = "new"
    quote_name: str | None = None   # the report quoted (tests/mail/corpus/reports/<name>.txt)
    subject: str = ""
    html: str = "alt"      # alt: plain + HTML; plain; html (HTML only)
    options: dict[str, str] = field(default_factory=dict)

    @property
    def to(self) -> str:
        return people.seat_address(self.key)

    @property
    def quote(self) -> list[str]:
        if not self.quote_name:
            return []
        lines = people.report_text(self.quote_name).rstrip("\n").split("\n")
        return lines

    @property
    def quote_subject(self) -> str:
        return people.report_subjects().get(self.quote_name or "", "")

    @property
    def quoting(self) -> bool:
        """Whether the program quotes our mail (a reply or a forward)."""
        return bool(self.quote_name) and self.mode in {"top", "bottom", "forward"}

    def subject_line(self, reply: str, forward: str) -> str:
        if self.mode in {"top", "bottom", "inline"} and self.quote_name:
            return reply + self.quote_subject
        if self.mode == "forward" and self.quote_name:
            return forward + self.quote_subject
        return self.subject or people.new_subject(self.key, self.lang, self.number)

    def reply_headers(self) -> list[tuple[str, str]]:
        if self.mode not in {"top", "bottom", "inline"} or not self.quote_name:
            return []
        ref = people.report_message_id(self.quote_name)
        return [("In-Reply-To", ref), ("References", ref)]

    def option(self, name: str, default: str = "") -> str:
        return self.options.get(name, default)


def pick(table: dict[str, str], ui: str) -> str:
    return table.get(ui) or table["en"]


def arrange(d: Draft, own: list[str], head: list[str], quote: list[str],
            gap: int = 1, tail: list[str] | None = None) -> list[str]:
    """The plain text's lines: own text above (top, forward) or below (bottom) the
    attribution ``head`` and the ``quote``; ``tail`` follows the own text (a footer)."""
    tail = tail or []
    if not d.quoting:
        return own + tail
    if d.mode == "bottom":
        return head + quote + [""] + own + tail
    return own + tail + [""] * gap + head + quote


def prefixed(lines: list[str], prefix: str = "> ", empty: str = ">") -> list[str]:
    return [prefix + line if line else empty for line in lines]


def html_lines(lines: list[str], wrap: Callable[[str], str], empty: str) -> str:
    """The own text as an editor writes it: one element per line, ``empty`` for a blank."""
    return "".join(wrap(nbsp_esc(line)) if line.strip() else empty for line in lines)


def html_quote(lines: list[str]) -> str:
    """A plain-text mail as the programs show it in a reply: lines with <br>."""
    return "<br>\n".join(nbsp_esc(line) for line in lines)


def attribution_html(text: str) -> str:
    return esc(text)


REPLY_OUTLOOK = {"de": "AW: ", "en": "RE: ", "fr": "RE : ", "it": "R: ", "es": "RE: ",
                 "nl": "RE: "}
FORWARD_OUTLOOK = {"de": "WG: ", "en": "FW: ", "fr": "TR : ", "it": "I: ", "es": "RV: ",
                   "nl": "FW: "}
WEEKDAY = {"de": "Montag", "en": "Monday", "fr": "lundi", "it": "lunedì", "es": "lunes",
           "nl": "maandag"}
