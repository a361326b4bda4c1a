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
