"""The text of a mail -> what it asks for, in order: boxes, press blocks and commands, and
every line left out with the reason (``read_sections``).

    My orders for spring 1901:   a box under a heading (``headings``), natural words allowed
    A vie - gal                  (no heading at all: see below)
    PRESS TO france, italy       press (GREY PRESS TO / PRESS TO x GREY / PRESSE AN x (grau))
    ...
    ENDPRESS                     optional: see "press" below
    WAIT / NOWAIT / STATUS / HISTORY (WARTEN / NICHT WARTEN / STAND / VERLAUF)
    END / ENDE / SIGNOFF         stops reading

The steps, each a rule of docs/mail.md:

1. Lines that repeat the last mails we sent this seat, in a run of three or more with one
   line of prose among them, are quoted text the attribution rules missed: not read.
2. The signature starts at a marker ("-- ", "Sent from my iPhone", see ``markers``) or at a
   closing ("Viele Grüße", "Thanks,") followed only by a few lines that are not orders or
   headings: the closing at the end of the mail. A greeting never cuts anything.
3. A press block runs to ENDPRESS; without one (no ENDPRESS before the next press block) it
   ends at the next heading, command, END, signature marker, or at the first line after an
   empty line that reads as an order of the sender's main box.
4. A box runs to the next heading, press block, command or END. A line ending in a colon
   that is no heading we know ("Note:") closes it; the lines below it are not read. In a box
   a line that does not read and is plainly prose (``lines.prose_reason``) is left out; a
   box of nothing but prose stores nothing. Which box a heading names is decided with the
   seat's rules (``_resolve``): a secret word allows only secret boxes, an ambiguous
   heading between boxes open now is refused with a question (``Question``).
5. A mail with no box heading: the lines that read as orders of the seat's main box, and
   the near-misses the rule set suggests a reading for, are that box, if at least one line
   reads as a valid order; every other line is listed. A mail in which no line reads as a
   valid order changes nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from games.mail_intake.context import LineCheck, SeatContext
from games.mail_intake.headings import HeadingHit, is_public, match_inline
from games.mail_intake.items import (
    Box,
    Command,
    Ignored,
    Item,
    PressBlock,
    Question,
    Reading,
)
from games.mail_intake.lines import (
    RANK,
    READ,
    best_reading,
    chatter_reason,
    is_closing,
    is_name,
    prose_reason,
)
from games.mail_intake.markers import is_signature_marker
from games.mail_intake.quoted import below_quote, quoted_lines
from games.mail_intake.roles import Line, resolve, role
from games.mail_intake.words import words_of

MAX_LINES = 500  # a longer mail is read to here; the rest is listed as not read
SIGNATURE_LINES = 6  # at most this many lines after a closing make a signature
# A line of a contact block: a phone number, an address, a job title beside a company.
CONTACT = re.compile(r"\d[\d /-]{5,}\d|@|\||www\.|https?:")


def read_sections(text: str, context: SeatContext, *, headingless: bool = True,
                  tail: str = "") -> Reading:
    """Split a mail's own text (quoted replies already cut) as the module docstring says;
    ``headingless=False`` reads no orders outside a heading (a reply to a press mail).
    ``tail``: a quote without ">" to the end of the mail; when the text above it asks for
    nothing, what the player wrote below it is read (``quoted.below_quote``)."""
    reading = _read(text, context, headingless)
    if tail.strip() and headingless and not reading.items:
        below = below_quote(tail, context)
        if below:
            more = _read("\n".join(below), context, headingless)
            shift = len(text.split("\n"))
            reading.items = more.items
            reading.ignored += [Ignored(i.line, i.reason, i.at + shift) for i in more.ignored]
            reading.has_headings = more.has_headings
    return reading


def _read(text: str, context: SeatContext, headingless: bool) -> Reading:
    raw = [line.rstrip() for line in text.replace("\r\n", "\n").split("\n")]
    reading = Reading()
    if len(raw) > MAX_LINES:
        reading.ignored.append(Ignored(f"{len(raw) - MAX_LINES}", "too_long", MAX_LINES))
        raw = raw[:MAX_LINES]
    quoted = quoted_lines(raw, context)
    if quoted:
        reading.ignored.append(Ignored(str(len(quoted)), "quoted", min(quoted)))
    lines = [role("" if n in quoted else line, context) for n, line in enumerate(raw)]
    walk = _Walk(lines, context, reading)
    walk.run()
    walk.finish(headingless)
    reading.unsigned = "\n".join(raw[n] for n in walk.own if n not in quoted).strip("\n")
    return reading


class _Walk:
    """One pass over the lines (see the module docstring)."""

    def __init__(self, lines: list[Line], context: SeatContext, reading: Reading) -> None:
        self.lines, self.context, self.reading = lines, context, reading
        self.placed: list[tuple[int, Item]] = []
        self.boxes: list[tuple[int, HeadingHit, list[tuple[int, str]]]] = []
        self.outside: list[tuple[int, str]] = []
        self.under_unknown: list[tuple[int, str]] = []
        self.own: list[int] = []
        self.signature_from = self._signature_start()

    # --- the signature: a marker, or a closing followed by nothing but a few name lines ---
    def _signature_start(self) -> int:
        # tail_ok[n]: the lines from n on could all be a signature (a few lines, no order,
        # no heading). Only the last few lines can: the rest stays False unread.
        tail_ok, count = [False] * len(self.lines) + [True], 0
        for n in range(len(self.lines) - 1, -1, -1):
            line = self.lines[n]
            if line.role != "blank":
                count += 1
                if count > SIGNATURE_LINES or line.role not in {"text", "unknown_heading"}:
                    break
                # A town in the address block may be a near-miss of a province ("Linz").
                how = self.context.reads(self.context.main, line.text)
                if how is LineCheck.VALID or (how in READ and len(words_of(line.text)) > 1
                                              and not CONTACT.search(line.text)):
                    break
            tail_ok[n] = True
        # The first marker, or the last closing that only a few name lines follow
        # ("Servus, gerne!" above "Viele Grüße / Anna" is the message, not its signature).
        marker = next((n for n, line in enumerate(self.lines)
                       if line.role != "press" and is_signature_marker(line.text)),
                      len(self.lines))
        # Without a closing, the player's name followed by an address block starts it.
        for starts in (is_closing, lambda text: is_name(text, self.context)):
            found = next((n for n in range(marker - 1, -1, -1)
                          if self.lines[n].role == "text" and tail_ok[n + 1]
                          and starts(self.lines[n].text)), None)
            if found is not None:
                return found
        return marker

    def run(self) -> None:
        n, box, unknown = 0, None, False
        while n < len(self.lines):
            line = self.lines[n]
            if n >= self.signature_from and line.role != "press":
                self._signature(n)
                return
            if line.role == "press":
                box, unknown = None, False
                n = self._press(n)
                continue
            self.own.append(n)
            if line.role == "end":
                # Listed, so the player sees that the rest was not read.
                self.reading.ignored += [Ignored(rest.text.strip(), "after_end", k)
                                         for k, rest in enumerate(self.lines[n + 1:], n + 1)
                                         if rest.role != "blank"]
                return
            if line.role == "command":
                box, unknown = None, False
                self.placed.append((n, Command(line.command)))
            elif line.role == "heading":
                assert line.hit is not None
                box, unknown = (n, line.hit, []), False
                if line.hit.rest:
                    box[2].append((n, line.hit.rest))
                self.boxes.append(box)
            elif line.role == "unknown_heading" and self.boxes:
                box, unknown = None, True
                self.reading.ignored.append(Ignored(line.text.strip(), "unknown_heading", n))
            elif line.role == "endpress":
                self.reading.ignored.append(Ignored(line.text.strip(), "stray_endpress", n))
            elif line.role == "text" and line.hit is not None and not (
                    box is not None and box[1].kinds & line.hit.kinds):
                box, unknown = (n, line.hit, [(n, line.hit.rest)]), False
                self.boxes.append(box)
            elif line.role in {"text", "unknown_heading"}:
                if box is not None and self._leaves_box(box[1], n):
                    box = None
                if box is not None:
                    box[2].append((n, line.text))
                elif unknown:
                    self.under_unknown.append((n, line.text))
                else:
                    self.outside.append((n, line.text))
            n += 1

    def _leaves_box(self, hit: HeadingHit, n: int) -> bool:
        """After an empty line, a line that is an order of the seat's main box and does not
        read in the box it stands in ends that box ("Wurmloch: nwy - tun", a blank line, the
        orders): it is one of the lines without a heading."""
        main = self.context.main
        if (n == 0 or self.lines[n - 1].role != "blank" or main is None or main in hit.kinds
                or hit.seat_only):  # "France:" heads the main box
            return False
        text = self.lines[n].text
        if self.context.reads(main, text) is not LineCheck.VALID:
            return False
        return not any(self.context.reads(kind, text) in READ for kind in hit.kinds)

    def _signature(self, start: int) -> None:
        for n, line in enumerate(self.lines[start:], start):
            if line.role != "blank":
                self.reading.ignored.append(Ignored(line.text.strip(), "signature", n))

    def _press(self, start: int) -> int:
        head = self.lines[start].press
        assert head is not None
        end = next((k for k in range(start + 1, len(self.lines))
                    if self.lines[k].role in {"endpress", "press"}), None)
        if end is not None and self.lines[end].role == "endpress":
            body, closed, ended_by, after = range(start + 1, end), True, "endpress", end + 1
        else:
            stop, ended_by = self._press_end(start)
            body, closed, after = range(start + 1, stop), False, stop
        texts = ([head.rest] if head.rest else []) + [self.lines[k].text for k in body]
        self.own.extend([start, *body])
        public = is_public(head.names)
        recipients, unknown = [], []
        for name in () if public else head.names:
            keys = _recipients(name, self.context)
            recipients.extend(keys) if keys else unknown.append(name)
        end_line = self.lines[after - 1 if closed else after].text if (
            closed or after < len(self.lines)) else ""
        self.placed.append((start, PressBlock(
            names=() if public else head.names, recipients=tuple(dict.fromkeys(recipients)),
            unknown=tuple(unknown), public=public, grey=head.grey,
            body="\n".join(texts).strip("\n"), closed=closed, ended_by=ended_by,
            end_line=end_line.strip())))
        return after

    def _press_end(self, start: int) -> tuple[int, str]:
        for k in range(start + 1, len(self.lines)):
            line = self.lines[k]
            if line.role in {"heading", "command", "end", "press"}:
                return k, line.role
            if is_signature_marker(line.text) or k == self.signature_from:
                return k, "signature"  # the closing at the end of the mail is the mail's
            if self.lines[k - 1].role == "blank" and line.role == "unknown_heading":
                return k, "unknown_heading"  # "PS:", "Notiz:" open a part of their own
            if (self.lines[k - 1].role == "blank" and line.role == "text"
                    and self._orders_begin(k)):
                return k, "order"
        return len(self.lines), "mail_end"

    def _orders_begin(self, k: int) -> bool:
        """Whether the paragraph from line k on opens with one of the sender's orders, read
        with the lines below it (a convoy is read with the move it carries)."""
        main = self.context.main
        if self.context.reads(main, self.lines[k].text) in (LineCheck.VALID, LineCheck.NEAR):
            return True
        if self.context.reads(main, self.lines[k].text) is not LineCheck.REFUSED:
            return False
        paragraph = []
        for line in self.lines[k:]:
            if line.role != "text":
                break
            paragraph.append(line.text.strip())
        return self._together(main, paragraph)[0] in (LineCheck.VALID, LineCheck.NEAR)

    # --- after the pass: boxes resolved and cleaned, lines without a heading read ---
    def finish(self, headingless: bool) -> None:
        self.reading.has_headings = bool(self.boxes)
        for start, hit, lines in self.boxes:
            self.placed.append((start, self._box(hit, lines)))
        for n, text in self.under_unknown:
            if text.strip():
                self.reading.ignored.append(Ignored(text.strip(), "under_unknown_heading", n))
        main_given = any(self.context.main in hit.kinds or not hit.kinds
                         for _n, hit, _lines in self.boxes)
        if main_given or not headingless:
            self._ignore(self.outside, "outside")
        else:
            self._headingless()
        self.reading.items = [item for _n, item in sorted(self.placed, key=lambda p: p[0])]
        self.reading.ignored.sort(key=lambda row: row.at)

    def _box(self, hit: HeadingHit, lines: list[tuple[int, str]]) -> Box | Question:
        kind, question = resolve(hit, self.context, [t for _n, t in lines if t.strip()])
        kept: list[str] = []
        written = [(n, text) for n, text in lines if text.strip()]
        if question:
            return Question(hit.heading, question[1], tuple(t.strip() for _n, t in written),
                            question[0])
        assert kind is not None
        for n, text in written:
            text = _without_box_name(text, kind, self.context)
            parts, check = best_reading(self.context, kind, text)
            reason = chatter_reason(text, self.context) or (
                prose_reason(text, self.context)
                if check in (LineCheck.UNREAD, LineCheck.NEAR) else None)
            if reason:
                self.reading.ignored.append(Ignored(text.strip(), reason, n))
            else:
                kept.extend(_without_box_name(part, kind, self.context) for part in parts)
        if written and not kept:
            return Question(hit.heading, (kind,), (), "only_prose")
        return Box(kind, hit.heading, tuple(kept))

    def _headingless(self) -> None:
        main = self.context.main
        candidates: list[tuple[int, str, list[str]]] = []
        for n, text in self.outside:  # never an empty line: those have a role of their own
            if reason := chatter_reason(text, self.context):
                self.reading.ignored.append(Ignored(text.strip(), reason, n))
                continue
            parts, check = best_reading(self.context, main, text)
            if any(self.context.reads(kind, text) is LineCheck.VALID
                   for kind in self.context.secret_rivals):
                # "L tyr Exp": a move, or a secret lama explosion? Not taken.
                self.reading.ignored.append(Ignored(text.strip(), "ambiguous_secret", n))
            elif check is LineCheck.UNREAD:
                self._ignore_one(n, text, check)
            elif check is LineCheck.NEAR and (reason := prose_reason(text, self.context)):
                # A sentence only fuzzily near an order ("Shout if anything is unclear.")
                self.reading.ignored.append(Ignored(text.strip(), reason, n))
            else:
                candidates.append((n, text, parts))
        checks = self._together(main, [part for _n, _t, parts in candidates for part in parts])
        verdicts, at = [], 0
        for _n, _text, parts in candidates:
            mine = checks[at:at + len(parts)]
            at += len(parts)
            verdicts.append(max(mine, key=lambda check: RANK[check]))
        if LineCheck.VALID not in verdicts:
            for (n, text, _parts), check in zip(candidates, verdicts, strict=True):
                self._ignore_one(n, text, check)
            return
        kept: list[str] = []
        for (n, text, parts), check in zip(candidates, verdicts, strict=True):
            if check in (LineCheck.VALID, LineCheck.NEAR):
                kept.extend(parts)
            else:
                self._ignore_one(n, text, check)
        assert main is not None
        first = next(n for (n, _t, _p), check in zip(candidates, verdicts, strict=True)
                     if check in (LineCheck.VALID, LineCheck.NEAR))
        self.placed.append((first, Box(main, "", tuple(kept))))

    def _together(self, kind: str | None, texts: list[str]) -> list[LineCheck]:
        """The lines' checks read as one box (a support judged with its move), else one by
        one."""
        if kind is not None and texts and self.context.check_many is not None:
            return self.context.check_many(kind, texts)
        return [self.context.reads(kind, text) for text in texts]

    def _ignore_one(self, n: int, text: str, check: LineCheck) -> None:
        reason = {LineCheck.REFUSED: "not_carried_out", LineCheck.NEAR: "near_alone"}.get(check)
        self.reading.ignored.append(Ignored(
            text.strip(), reason or prose_reason(text, self.context) or "not_order", n))

    def _ignore(self, lines: Iterable[tuple[int, str]], reason: str) -> None:
        for n, text in lines:
            if text.strip():
                self.reading.ignored.append(Ignored(text.strip(), reason, n))


def _without_box_name(text: str, kind: str, context: SeatContext) -> str:
    """A line that repeats its box's name ("VORHERSAGE bla F" among the predictions) is the
    rest, when the rest reads in the box: a box's line never repeats its name."""
    kinds, rest = match_inline(text, context.names)
    if kind in kinds and rest and context.reads(kind, rest) is LineCheck.VALID:
        return rest
    return text


def _recipients(name: str, context: SeatContext) -> list[str]:
    """The seats a recipient name stands for: one seat ("Österreich", "die Türkei"), or
    several named without commas ("FRANCE TURKEY", "Russland Deutschland"); none if any
    word stands for no seat."""
    key = context.recipient(name)
    if key:
        return [key]
    words = name.split()
    keys = [context.recipient(word) for word in words]
    return [k for k in keys if k] if len(words) > 1 and all(keys) else []
