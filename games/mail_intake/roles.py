"""What each line of a mail is (``role``): empty, a box's heading, a press block's start or
end, a command, END, a line ending in a colon that names no box, or text; and which box a
heading names for the seat (``resolve``), or why it is asked back."""

from __future__ import annotations

from dataclasses import dataclass

from games.mail_intake.context import LineCheck, SeatContext
from games.mail_intake.headings import (
    COMMANDS,
    END,
    END_PRESS,
    HeadingHit,
    PressHead,
    key_of,
    match_heading,
    match_inline,
    press_head,
)
from games.mail_intake.lines import best_reading
from games.mail_intake.words import words_of


@dataclass
class Line:
    text: str
    role: str  # blank text press endpress end command heading unknown_heading
    hit: HeadingHit | None = None
    press: PressHead | None = None
    command: str = ""


def role(text: str, context: SeatContext) -> Line:
    if not text.strip():
        return Line(text, "blank")
    key = key_of(text)
    if key in END_PRESS:
        return Line(text, "endpress")
    if key in END:
        return Line(text, "end")
    if key in COMMANDS:
        return Line(text, "command", command=COMMANDS[key])
    if (press := press_head(text)) is not None:
        return Line(text, "press", press=press)
    hit = match_heading(text, context.names, context.seat_words, context.own_names)
    if hit is not None and hit.rest:
        joined = " ".join(text.replace(":", " ", 1).split())  # "Build: A bud": one order
        secret = any((info := context.kind(kind)) and info.secret
                     and context.reads(kind, hit.rest) is LineCheck.VALID for kind in hit.kinds)
        if context.reads(context.main, joined) is LineCheck.VALID and not secret:
            return Line(joined, "text")  # ("wormhole: lon - mos" stays a secret vote)
    # "Turkey: F ank - bla" opens Turkey's orders; "Austria: A vie - gal — succeeds" (a
    # turn report's line) and "Austria: I do not trust Russia" open nothing.
    if hit is not None and hit.seat_only and hit.rest and best_reading(
            context, context.main, hit.rest)[1] not in (LineCheck.VALID, LineCheck.NEAR):
        hit = None
    if hit is None and ":" not in text:
        inline = _inline(text, context)
        if inline is not None:
            return Line(text, "text", hit=inline)
    if hit is not None:
        return Line(text, "heading", hit=hit)
    head, colon, rest = text.strip().rstrip("*=#_ ").partition(":")
    if colon and not rest.strip() and 1 <= len(words_of(head)) <= 5:
        return Line(text, "unknown_heading")
    return Line(text, "text")


def _inline(text: str, context: SeatContext) -> HeadingHit | None:
    """"Wurmloch bla - bal": a box's name opening a line of that box, without a colon. The
    walk takes it as that box's heading unless it stands in a box of that kind already
    ("VORHERSAGE pic" among the Wahrsager's predictions is the box's own syntax). Where the
    whole line reads as an order too, only a secret box's name wins (the safe way round)."""
    kinds, rest = match_inline(text, context.names)
    if not rest:
        return None
    # best_reading: "VORHERSAGE gal A ; VORHERSAGE bla F" is two lines of the box.
    fits = [kind for kind in kinds
            if best_reading(context, kind, rest)[1] is LineCheck.VALID
            or context.reads(kind, text) is LineCheck.VALID]
    if not fits:
        return None
    secret = any((info := context.kind(kind)) and info.secret for kind in fits)
    if context.reads(context.main, text) is LineCheck.VALID and not secret:
        return None
    line = rest if any(best_reading(context, kind, rest)[1] is LineCheck.VALID
                       for kind in fits) else text
    return HeadingHit(kinds=frozenset(fits), rest=line, secret=False, heading=text.strip())


Refusal = tuple[str, tuple[str, ...]]  # why a heading is asked back, the boxes it could name


def resolve(hit: HeadingHit, context: SeatContext,
             lines: list[str]) -> tuple[str | None, Refusal | None]:
    """The box a heading names for this seat, or the reason it is refused with a question
    and the boxes it could name. Among several boxes the heading could name, those open now
    win; then those in which every line of the box reads, unless one of them is published
    (a secret must not reach it because its lines happen to read there too)."""
    mine = {kind.key for kind in context.kinds if kind.mine}
    if hit.any_secret:
        candidates = {kind.key for kind in context.kinds
                      if kind.secret and kind.mine and kind.open_now}
        if not candidates:
            return None, ("secret_public", ())
    elif not hit.kinds:
        main = context.main or (context.kinds[0].key if context.kinds else "orders")
        candidates = {main}
    else:
        candidates = set(hit.kinds & mine) or set(hit.kinds)
    if hit.secret:
        secret = {k for k in candidates if (info := context.kind(k)) and info.secret}
        if not secret:
            # "Frage (geheim):" names a published box and says secret: one of the seat's open
            # secret boxes its lines read in, else asked back (never the published one).
            secret = {kind.key for kind in context.kinds
                      if kind.secret and kind.mine and kind.open_now and lines and all(
                          best_reading(context, kind.key, line)[1] is LineCheck.VALID
                          for line in lines)}
            if len(secret) != 1:
                return None, ("secret_public", tuple(sorted(candidates)))
        candidates = secret
    if len(candidates) > 1:
        open_now = {k for k in candidates if (info := context.kind(k)) and info.open_now}
        candidates = open_now or candidates
    published = any((info := context.kind(k)) and info.published for k in candidates)
    if len(candidates) > 1 and lines and not published:
        reading = {k for k in candidates
                   if all(best_reading(context, k, line)[1] is LineCheck.VALID
                          for line in lines)}
        candidates = reading or candidates
    if len(candidates) > 1:
        return None, ("ambiguous", tuple(sorted(candidates)))
    return next(iter(candidates)), None
