"""The text of a mail -> what it asks for, in order: boxes under headings, press blocks and
commands (DPjudge's mail grammar, in English and German).

    ORDERS                      any kind the rule set declares, by its key, its label in any
    A vie - gal                 language or an alias (BEFEHLE, LAMA HERDS, LAMA-HERDEN ...);
                                "ORDERS: A vie - gal" starts the box on the same line
    PRESS TO france, italy      press to seats (keys, names, "gm"); PRESS TO ALL is public;
    ...                         GREY PRESS TO ... is anonymous; PRESSE AN ... in German;
    ENDPRESS                    ENDPRESS / END PRESS / PRESSEENDE closes it
    WAIT / NOWAIT / STATUS / HISTORY (WARTEN / NICHT WARTEN / STAND / VERLAUF)
    END / SIGNOFF / ENDE        stops reading

A box runs until the next heading, press block, END or the end of the text. Lines outside any
box are not read (a chatty mail must not replace valid orders): they are reported back.
Signatures are cut first, except inside press blocks.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field

from games.mail_intake.parse import cut_signature

PRESS = re.compile(
    r"^\s*(?:(?P<grey>grey|gray|graue|anonymous|anonyme)\s+)?(?:press|presse)\s+"
    r"(?:to|an|for|für)\s+(?P<names>.+?)\s*:?\s*$", re.IGNORECASE)
END_PRESS = {"ENDPRESS", "END PRESS", "PRESSEENDE", "ENDE PRESSE", "PRESSE ENDE"}
END = {"END", "ENDE", "SIGNOFF", "SIGN OFF"}
COMMANDS = {"WAIT": "wait", "WARTEN": "wait", "NOWAIT": "nowait", "NO WAIT": "nowait",
            "NICHT WARTEN": "nowait", "NICHTWARTEN": "nowait", "STATUS": "status",
            "STAND": "status", "HISTORY": "history", "VERLAUF": "history",
            "HISTORIE": "history"}
PUBLIC_NAMES = {"all", "alle", "everybody", "everyone", "jeder", "allen", "public",
                "öffentlich", "oeffentlich", "broadcast"}


def normal(text: str) -> str:
    """A heading as compared: upper case, no decoration, no "(...)", single spaces."""
    text = re.sub(r"\(.*?\)", " ", text)
    text = re.sub(r"[*#=_\-:/.'’]+", " ", text)
    return " ".join(text.upper().split())


@dataclass(frozen=True)
class Box:
    kind: str
    heading: str
    text: str


@dataclass(frozen=True)
class PressBlock:
    names: tuple[str, ...]
    public: bool
    grey: bool
    body: str
    closed: bool


@dataclass(frozen=True)
class Command:
    name: str


@dataclass
class Reading:
    items: list[Box | PressBlock | Command] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)


def _press_spans(text: str) -> list[tuple[int, int]]:
    spans, start, offset = [], None, 0
    for line in text.split("\n"):
        if start is None and PRESS.match(line):
            start = offset
        elif start is not None and normal(line) in END_PRESS:
            spans.append((start, offset + len(line)))
            start = None
        offset += len(line) + 1
    if start is not None:
        spans.append((start, len(text)))
    return spans


def _heading(line: str, vocabulary: dict[str, str]) -> tuple[str, str] | None:
    """(kind, rest of the line) if the line opens a box."""
    for candidate, rest in ((line, ""), line.partition(":")[::2]):
        key = normal(candidate)
        kind = vocabulary.get(key) or vocabulary.get(key.replace(" ", ""))
        if kind and (candidate is line or ":" in line):
            return kind, rest.strip()
    return None


def read_sections(text: str, vocabulary: dict[str, str]) -> Reading:
    """Split a mail's own text; ``vocabulary`` maps normalised headings to kind keys."""
    text = cut_signature(text, _press_spans(text))
    reading = Reading()
    box: tuple[str, str, list[str]] | None = None
    press: tuple[re.Match[str], list[str]] | None = None

    def close_box() -> None:
        nonlocal box
        if box is not None:
            reading.items.append(Box(box[0], box[1], "\n".join(box[2]).strip("\n")))
            box = None

    def close_press(closed: bool) -> None:
        nonlocal press
        if press is not None:
            match, lines = press
            names = tuple(n.strip() for n in re.split(r"[,;]|\s+(?:and|und)\s+",
                                                      match["names"]) if n.strip())
            public = any(n.lower() in PUBLIC_NAMES for n in names)
            reading.items.append(PressBlock(
                names=() if public else names, public=public, grey=bool(match["grey"]),
                body="\n".join(lines).strip("\n"), closed=closed))
            press = None

    for raw_line in text.split("\n"):
        line = raw_line.rstrip()
        if press is not None:
            if normal(line) in END_PRESS:
                close_press(closed=True)
            else:
                press[1].append(line)
            continue
        key = normal(line)
        if match := PRESS.match(line):
            close_box()
            press = (match, [])
        elif key in END:
            break
        elif key in COMMANDS:
            reading.items.append(Command(COMMANDS[key]))
        elif heading := _heading(line, vocabulary):
            close_box()
            box = (heading[0], line.strip(), [heading[1]] if heading[1] else [])
        elif box is not None:
            box[2].append(line)
        elif line.strip():
            reading.ignored.append(line.strip())
    close_box()
    close_press(closed=False)
    return reading


def fold(text: str) -> str:
    """Lower case without accents, umlauts spelt out too ("Türkei" -> "turkei")."""
    text = text.lower()
    return "".join(c for c in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(c))


def name_variants(name: str) -> set[str]:
    spelt = (name.lower().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
             .replace("ß", "ss"))
    return {fold(name).strip(), fold(spelt).strip(), fold(re.sub(r"\(.*?\)", "", name)).strip()}


def heading_vocabulary(kinds: Iterable[object], languages: Iterable[str]) -> dict[str, str]:
    """Every heading that names a kind: its key, its label in each language (with and
    without the parenthesis), its aliases. The first kind to claim a heading keeps it."""
    from django.utils import translation

    vocabulary: dict[str, str] = {}
    for kind in kinds:
        names = [kind.key, *getattr(kind, "aliases", ())]  # type: ignore[attr-defined]
        for language in languages:
            with translation.override(language):
                names.append(str(translation.gettext(str(kind.label))))  # type: ignore[attr-defined]
        for name in names:
            spelt = normal(name.replace("ä", "ae").replace("ü", "ue").replace("ö", "oe"))
            for variant in {normal(name), spelt, normal(name).replace(" ", ""),
                            spelt.replace(" ", "")}:
                if variant:
                    vocabulary.setdefault(variant, kind.key)  # type: ignore[attr-defined]
    return vocabulary


def box_headings(kinds: Iterable[object], languages: Iterable[str]) -> str:
    """The headings of a game's boxes as a player writes them, the active language first:
    "ACTION (AKTION)"."""
    from django.utils import translation

    active = (translation.get_language() or "en")[:2]
    languages = sorted(languages, key=lambda language: language[:2] != active)
    names = []
    for kind in kinds:
        spelt: list[str] = []
        for language in languages:
            with translation.override(language):
                label = translation.gettext(str(kind.label)).upper()  # type: ignore[attr-defined]
            if label not in spelt:
                spelt.append(label)
        names.append(f"{spelt[0]} ({', '.join(spelt[1:])})" if len(spelt) > 1 else spelt[0])
    return " / ".join(names)
