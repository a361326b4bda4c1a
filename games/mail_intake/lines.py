"""One line of a mail: how it reads in a box (with a list marker or a trailing comment taken
off, or split at commas, when only that makes it read), and, when it does not read at all,
whether it is plainly prose: a greeting or closing, the player's own name, or a sentence.

A line that does not read and is not plainly prose stays in its box as written (a mistyped
order the answer marks ✗ with the rule set's message); a prose line is left out of the box
and listed in the answer, so that "I hope this works!" never marks a valid version invalid.
"""

from __future__ import annotations

import re

from games.mail_intake.context import ARTICLES, FREE_TEXT_PROBE, LineCheck, SeatContext
from games.mail_intake.words import CLOSING, GREETING, LIST_MARKER, PROSE_WORDS, words_of

READ = (LineCheck.VALID, LineCheck.REFUSED, LineCheck.NEAR)
RANK = {LineCheck.VALID: 0, LineCheck.REFUSED: 1, LineCheck.NEAR: 2, LineCheck.UNREAD: 3}
ARROWS = re.compile(r"\s*(?:-{2,}>?|=+>)\s*")
TRAILING_COMMENT = re.compile(
    r"\s*(?:\(.*\)|\[.*\]|//.*|#.*|--\s.*|–\s.*|—\s.*|<-+.*|<=+.*|←.*|<<.*)\s*$")


def variants(line: str) -> list[str]:
    """The line as written, then without a list marker, without a trailing comment, both."""
    line = line.strip()
    bare = LIST_MARKER.sub("", line, count=1).strip()
    forms = [line, bare, TRAILING_COMMENT.sub("", line).strip(),
             TRAILING_COMMENT.sub("", bare).strip()]
    forms.append(ARROWS.sub(" - ", forms[-1]))  # "A vie--gal", "A vie => gal"
    return list(dict.fromkeys(form for form in forms if form))


def best_reading(context: SeatContext, kind: str | None, line: str) -> tuple[list[str], LineCheck]:
    """How the line reads in ``kind``: the lines to store (one, or the parts of a line of
    several orders split at commas/semicolons) and the best check among the variants."""
    best, how = [line.strip()], LineCheck.UNREAD
    bare = LIST_MARKER.sub("", line.strip(), count=1).strip()
    for form in variants(line):
        check = context.reads(kind, form)
        # A tie goes to the line without its list marker ("- arm" and "arm" both read).
        if RANK[check] < RANK[how] or (check is how and form == bare != best[0]):
            best, how = [form], check
    if re.search(r"[,;]", line) and (how in (LineCheck.UNREAD, LineCheck.NEAR) or (
            how is LineCheck.VALID and context.reads(kind, FREE_TEXT_PROBE) is not how)):
        # Each part read as a line of its own: "A bur - bel, F mao - por (as agreed)";
        # "ruh, pru, sil" (lama herds) as three lines, as the box shows them.
        parts = [p.strip() for p in re.split(r"[,;]", LIST_MARKER.sub("", line.strip()))]
        readings = [_best_variant(context, kind, part) for part in parts if part]
        checks = [check for _, check in readings]
        if len(readings) > 1 and all(c in READ for c in checks) and LineCheck.VALID in checks \
                and (how is LineCheck.UNREAD or set(checks) == {LineCheck.VALID}):
            return [form for form, _ in readings], LineCheck.VALID
    return best, how


def _best_variant(context: SeatContext, kind: str | None, part: str) -> tuple[str, LineCheck]:
    """A part of a line of several orders as it reads best (the first variant on a tie)."""
    return min(((form, context.reads(kind, form)) for form in variants(part)),
               key=lambda reading: RANK[reading[1]])


def is_greeting(line: str) -> bool:
    return bool(GREETING.match(line) or CLOSING.match(line))


def is_closing(line: str) -> bool:
    return bool(CLOSING.match(line))


def is_name(line: str, context: SeatContext) -> bool:
    """The line is (part of) the player's own name, maybe with their seat's: "Anna", "— Anna
    Ö.", "Gerd (Germany)", "Nigel, the Fool"."""
    every = words_of(re.sub(r"\(.*?\)", " ", line))
    if len(every) == 1 and context.sender_names and (
            (len(every[0]) == 1 and any(n.startswith(every[0]) for n in context.sender_names))
            or (len(every[0]) >= 3 and any(n.startswith(every[0]) and len(n) > len(every[0])
                                           for n in context.sender_names)
                and context.reads(context.main, line) is not LineCheck.VALID)):
        return True  # the name alone, shortened: "N.", "Stu" (Stuart); "wal" is Wales
    words = [w for w in every if len(w) > 1]
    mine = [w for w in words if w in context.sender_names]
    return (bool(mine) and len(words) <= 5 and all(
        w in context.sender_names or w in context.own_words or w in ARTICLES
        or (len(w) <= 2 and any(name.startswith(w) for name in context.sender_names))
        for w in words))  # an initial: "Anna Ö."


def is_sentence(line: str) -> bool:
    """Running text: several words of which some are the small words of sentences, or a
    sentence's end after three words or more."""
    words = words_of(line)
    prose = sum(word in PROSE_WORDS for word in words)
    ends = line.rstrip().endswith((".", "!", "?")) and len(words) >= 3
    return prose >= 2 or (prose >= 1 and (len(words) >= 4 or ends)) or (
        len(words) >= 6 and ends)


def chatter_reason(line: str, context: SeatContext) -> str | None:
    """A greeting, a closing or the player's own name: never a line of a box, however it
    reads (a box that takes any text would otherwise keep "Viele Grüße" and "Anna")."""
    if is_greeting(line):
        return "greeting"
    if is_name(line, context):
        return "name"
    return None


def prose_reason(line: str, context: SeatContext) -> str | None:
    """Why a line that does not read is plainly not an order, or None."""
    if is_greeting(line):
        return "greeting"
    if is_name(line, context):
        return "name"
    if is_sentence(line) or re.match(r"^\s*[(\[].*[)\]]\s*$", line) or line.rstrip().endswith("!"):
        return "prose"  # a sentence, a remark in brackets, an exclamation
    if not words_of(line):
        return "prose"  # only punctuation, emoji or decoration
    return None
