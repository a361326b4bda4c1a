"""Which lines of a mail are headings: a box's heading, a press block's start, a command.

A **box heading** is a box's name (its key, its label in any language, an alias the rule set
gives, in any case, with decoration such as ``**``, ``#``, ``===``) with optionally words
around it that the reader may ignore: the seat's own name, a phase label, a season or a year,
"my"/"meine"/"for"/"here are" ... ("Befehle Österreich, Herbst 1902:", "My orders for the
fall:"). Every other word makes the line text, not a heading ("Orders are attached"). Text in
brackets is ignored, except that a secrecy word anywhere ("Antwort (geheim):") marks the box
as secret. With a colon, what follows it is the box's first line ("ORDERS: A vie - gal"). The
player's own seat name alone with a colon ("England:") is the heading of the seat's main box.

A heading names *candidate* kinds (``HeadingHit.kinds``): every kind one of its box names
belongs to. ``sections`` decides among them with the seat's rules (``context.SeatContext``).

A **press heading** is ``PRESS TO <names>`` / ``PRESSE AN <names>`` (also "Nachricht an",
"Message to"), grey (anonymous) when a grey word stands before or after it: ``GREY PRESS TO
x``, ``PRESS TO x GREY``, ``PRESSE AN x (grau)``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from games.mail_intake.words import (
    FILLERS,
    SECRET_WORDS,
    TIME_TOKEN,
    TIME_WORDS,
    fold_word,
    words_of,
)

Phrase = tuple[str, ...]
LONGEST_HEADING = 12  # words before the colon; a longer line is text
VERBS = frozenset({"IS", "ARE", "IST", "SIND", "SONO", "E", "ZIJN", "EST", "SONT", "ES", "SON"})

END_PRESS = {("ENDPRESS",), ("END", "PRESS"), ("PRESSEENDE",), ("ENDE", "PRESSE"),
             ("PRESSE", "ENDE"), ("END", "OF", "PRESS"), ("ENDE", "DER", "PRESSE"),
             ("ENDMESSAGE",), ("END", "MESSAGE"), ("ENDE", "NACHRICHT")}
# Not "FIN" and "FINE" (Finland's abbreviation, and a word): only these stop the reading.
END = {("END",), ("ENDE",), ("SIGNOFF",), ("SIGN", "OFF")}
COMMANDS = {("WAIT",): "wait", ("WARTEN",): "wait", ("NOWAIT",): "nowait",
            ("NO", "WAIT"): "nowait", ("NICHT", "WARTEN"): "nowait",
            ("NICHTWARTEN",): "nowait", ("STATUS",): "status", ("STAND",): "status",
            ("HISTORY",): "history", ("VERLAUF",): "history", ("HISTORIE",): "history"}
GREY = r"grey|gray|grau|graue|grauer|anonymous|anonym|anonyme|anonymer|anonimo|anonyme"
PRESS = re.compile(
    rf"^\s*[*#=_\-\s]*(?:\(?(?P<grey1>{GREY})\)?\s+)?"
    r"(?:press|presse|nachricht|nachrichten|message|messages|brief)\s*"
    r"(?:\(?(?P<grey2>" + GREY + r")\)?\s+)?"
    r"(?:to|an|für|fuer|for|a|à|per|para|aan)\s+(?P<names>[^:]+?)[*#=_\-\s]*"
    r"(?::(?P<rest>.*))?$",
    re.IGNORECASE)
GREY_WORD = re.compile(rf"\(?\b(?:{GREY})\b\)?", re.IGNORECASE)
PUBLIC_NAMES = {"ALL", "ALLE", "EVERYBODY", "EVERYONE", "JEDER", "ALLEN", "PUBLIC",
                "OEFFENTLICH", "BROADCAST", "TUTTI", "TOUS", "TODOS", "IEDEREEN"}


def phrase(text: str) -> Phrase:
    return tuple(words_of(text))


def key_of(line: str) -> Phrase:
    """A line's words as compared with ENDPRESS, END and the commands."""
    return phrase(line)


@dataclass(frozen=True)
class HeadingHit:
    kinds: frozenset[str]  # candidate kinds; empty: see seat_only and any_secret
    rest: str  # the text after the colon: the box's first line
    secret: bool  # a secrecy word ("geheim", "secret") in the heading
    heading: str
    seat_only: bool = False  # the seat's own name alone ("England:"): its main box
    any_secret: bool = False  # only secrecy words ("Geheim:"): one of its secret boxes


@dataclass(frozen=True)
class PressHead:
    names: tuple[str, ...]
    grey: bool
    rest: str = ""  # text after the colon: the message's first line


def vocabulary(kinds: Iterable[tuple[str, Iterable[str]]]) -> dict[Phrase, frozenset[str]]:
    """Every box name as a phrase -> the kinds it names. ``kinds`` gives each kind's key
    with its names (labels in every language, aliases); the key itself is a name too, and a
    label is a name with and without its part in brackets."""
    names: dict[Phrase, set[str]] = {}
    for key, labels in kinds:
        for name in [key.replace("_", " "), key, *labels]:
            for variant in (name, re.sub(r"\(.*?\)", " ", name)):
                words = phrase(variant)
                if words:
                    names.setdefault(words, set()).add(key)
                    names.setdefault(("".join(words),), set()).add(key)
    return {words: frozenset(keys) for words, keys in names.items()}


def _ignorable(word: str, seat_words: frozenset[str]) -> bool:
    return (word in FILLERS or word in TIME_WORDS or word in SECRET_WORDS
            or word in seat_words or bool(TIME_TOKEN.match(word)))


def match_heading(line: str, names: Mapping[Phrase, frozenset[str]],
                  seat_words: frozenset[str], own_names: frozenset[Phrase]) -> HeadingHit | None:
    """The heading this line is, or None. ``seat_words``: the words of every seat's name
    (ignorable in a heading); ``own_names``: this seat's names (alone, the main box; with
    text after the colon, ``sections`` decides whether that text is an order)."""
    if not line.strip() or len(line) > 200:
        return None
    head, colon, rest = line.partition(":")
    if colon and not head.strip():
        return None
    if not colon and (line.rstrip().endswith((".", "!", "?", ","))
                      or set(words_of(head)) & VERBS):
        return None  # "Die Antwort ist 42." is a sentence; "Meine Antwort ist:" a heading
    hit = _match(head, names, seat_words, own_names, bool(colon))
    if hit is None:
        return None
    kinds, secret, seat_only = hit
    return HeadingHit(kinds=kinds, rest=rest.strip() if colon else "", secret=secret,
                      heading=line.strip(), seat_only=seat_only,
                      any_secret=secret and not kinds and not seat_only)


def match_inline(line: str, names: Mapping[Phrase, frozenset[str]]) -> tuple[frozenset[str], str]:
    """A box name opening a line without a colon ("Wurmloch bla - bal"): its kinds and the
    rest of the line (empty when the line does not open with a box name)."""
    words = line.split()
    for size in (3, 2, 1):
        if len(words) > size and (kinds := names.get(phrase(" ".join(words[:size])))):
            return kinds, " ".join(words[size:])
    return frozenset(), ""


def _match(head: str, names: Mapping[Phrase, frozenset[str]], seat_words: frozenset[str],
           own_names: frozenset[Phrase],
           colon: bool) -> tuple[frozenset[str], bool, bool] | None:
    """(kinds, secret, the seat's name alone) of a heading, or None. Several box names in
    one heading name the boxes they share ("Superhirn-Frage": the question), else all of
    them ("Frage und Antwort": ambiguous)."""
    secret = any(w in SECRET_WORDS for w in words_of(head))
    words = words_of(re.sub(r"\(.*?\)|\[.*?\]", " ", head))
    if not words or len(words) > LONGEST_HEADING:
        return None
    longest = max((len(p) for p in names), default=1)
    found: list[frozenset[str]] = []
    position = 0
    while position < len(words):
        for size in range(min(longest, len(words) - position), 0, -1):
            candidate = tuple(words[position:position + size])
            if candidate in names:
                found.append(names[candidate])
                position += size
                break
        else:
            if not _ignorable(words[position], seat_words):
                return None
            position += 1
    if found:
        shared = frozenset.intersection(*found)
        return shared or frozenset().union(*found), secret, False
    if tuple(words) in own_names and (colon or head.strip().isupper()):
        return frozenset(), secret, True  # "England:"
    if secret and (colon or all(w in SECRET_WORDS for w in words)):
        return frozenset(), True, False  # "Geheim:": a secret box, which one the lines say
    return None


def press_head(line: str) -> PressHead | None:
    """The press block this line starts, or None. DPjudge's BROADCAST alone is press to all."""
    if len(line) > 300:
        return None
    if key_of(line) in {("BROADCAST",), ("PRESS", "TO", "ALL")}:
        return PressHead(names=("ALL",), grey=False)
    match = PRESS.match(line)
    if match is None:
        return None
    grey = bool(match["grey1"] or match["grey2"])
    names_text = match["names"]
    if GREY_WORD.search(names_text):
        grey = True
        names_text = GREY_WORD.sub(" ", names_text)
    names = tuple(n.strip(" .!\"'") for n in re.split(
        r"[,;/&+]|\s+(?:and|und|et|e|y|en|sowie)\s+", names_text, flags=re.IGNORECASE)
        if n.strip(" .!\"'"))
    return (PressHead(names=names, grey=grey, rest=(match["rest"] or "").strip())
            if names else None)


def is_public(names: Iterable[str]) -> bool:
    return any(fold_word(" ".join(name.split())) in PUBLIC_NAMES for name in names)
