"""The last guard against quoted text: lines that repeat a mail we sent this seat.

Attribution lines ("On ... wrote:") and ">" quoting are found by ``parse``; some programs
quote without either (Yahoo Mail for Android puts the report under an attribution in a
language or shape nobody listed). The reader then gets the report's own lines back, its
"Orders" heading among them, and would store them as the player's new orders. So: a run of
lines (empty lines allowed between them) that all occur in the last mails we sent this seat
is quoted text if it has at least ``RUN`` lines and at least one of them is prose (four
words or more that do not read as an order of the seat): a player who copies three of their
own order lines from a receipt into a new mail keeps them.
"""

from __future__ import annotations

from games.mail_intake.context import LineCheck, SeatContext, folded_line
from games.mail_intake.headings import COMMANDS, key_of, match_heading
from games.mail_intake.lines import chatter_reason, is_closing
from games.mail_intake.markers import is_signature_marker
from games.mail_intake.quoting import split_quotes

RUN = 3


def quoted_lines(lines: list[str], context: SeatContext) -> set[int]:
    """The numbers of the lines that are quoted text by this rule."""
    sent = context.last_mail_lines
    if not sent:
        return set()
    quoted: set[int] = set()
    run: list[int] = []

    def close() -> None:
        if len(run) >= RUN and any(_prose(lines[n], context) for n in run):
            quoted.update(range(run[0], run[-1] + 1))
        run.clear()

    for number, line in enumerate(lines):
        folded = folded_line(line)
        if not folded:
            continue
        if folded in sent:
            run.append(number)
        else:
            close()
    close()
    return quoted


def _prose(line: str, context: SeatContext) -> bool:
    return (len(folded_line(line).split()) >= 4
            and context.reads(context.main, line) not in (LineCheck.VALID, LineCheck.REFUSED))


def below_quote(tail: str, context: SeatContext) -> list[str]:
    """What the player wrote below a quote that has no ">" (Outlook's header block, then our
    report, then the orders): the last lines of the mail that are the seat's orders,
    headings, commands, greetings or a signature, up to the first line that is none of these
    (the quoted mail's last line). Empty when no order or heading is among them. A quoted
    mail of ours never ends in such lines: its order lines carry "✓" or the results."""
    lines = [line.rstrip() for line in tail.split("\n")]
    after = _after_last_mail(lines, context)
    if after is not None:
        return after
    quoted = quoted_lines(lines, context)
    start = len(lines)
    for number in range(len(lines) - 1, -1, -1):
        line = lines[number]
        if number in quoted or (line.strip() and not _players(line, context)):
            break
        start = number
    block = lines[start:]
    if any(_order_or_heading(line, context) for line in block):
        return block
    return []


def _after_last_mail(lines: list[str], context: SeatContext) -> list[str] | None:
    """Where the quote is our last mail, it ends at the first line after its first line that
    is not in that mail: what follows is the player's (greeting, prose and all). None when
    fewer than ``RUN`` lines of our mail open the tail; empty when a sentence of our mail
    follows further down."""
    sent = context.last_mail_lines
    first = next((n for n, line in enumerate(lines) if folded_line(line) in sent), None)
    if not sent or first is None:
        return None
    end, run = first, 0
    while end < len(lines) and (not folded_line(lines[end]) or folded_line(lines[end]) in sent):
        run += bool(folded_line(lines[end]))
        end += 1
    if run < RUN:
        return None
    # An older mail quoted below ours (a thread of replies) is never the player's.
    own, _older = split_quotes("\n".join(lines[end:]))
    below = own.split("\n") if own else []
    # A sentence of our mail further down: the quote only looked ended (a line the mail
    # program rewrapped), and the rest is still our mail, its orders and results included.
    if any(folded_line(line) in sent and _prose(line, context) for line in below):
        return []
    return below


def _order_or_heading(line: str, context: SeatContext) -> bool:
    return bool(line.strip()) and (
        context.reads(context.main, line) is LineCheck.VALID
        or match_heading(line, context.names, context.seat_words, context.own_names) is not None)


def _players(line: str, context: SeatContext) -> bool:
    # An order read alone may be refused (a support without its move): still the player's.
    return (_order_or_heading(line, context) or key_of(line) in COMMANDS
            or context.reads(context.main, line) in (LineCheck.REFUSED, LineCheck.NEAR)
            or chatter_reason(line, context) is not None or is_closing(line)
            or is_signature_marker(line))
