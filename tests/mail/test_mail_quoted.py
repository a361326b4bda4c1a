"""The last guard against quoted text (``games/mail_intake/quoted.py``), rule by rule, on the
Austrian seat of Spring 1901: a run of lines of our last mail is quoted text from ``RUN``
lines on when one of them is prose (four words or more that are no order of the seat); below
an unmarked quote the player's own lines are read from the end up; a quote that opens with
our last mail ends where that mail's lines end. Written for the survivors of a mutation run
(docs/testing.md, "The mail reader"); each expected value follows from the rule as the module
docstring states it."""

from __future__ import annotations

from games.mail_intake.quoted import RUN, below_quote, quoted_lines
from tests.mail.reading import context_for

AUSTRIA = "diplomacy-s1901-austria"
# Our last mail: a sentence, three order lines, a sentence of four words, a closing.
LAST = ("Ihre Befehle für Österreich sind so gelesen worden\nA vie - gal\nA bud - ser\n"
        "F tri - alb\nBitte alles genau prüfen\nMit freundlichen Grüßen\n")


def seat(*, last: bool = True, sender: tuple[str, ...] = ()):
    return context_for(AUSTRIA, last_mails=(LAST,) if last else (), sender_names=sender)


# --- quoted_lines: the run ----------------------------------------------------------------

def test_a_run_of_exactly_RUN_lines_with_prose_is_quoted_and_only_that_run():
    assert RUN == 3
    lines = ["Meine Befehle:", "A vie - gal", "A bud - ser", "Bitte alles genau prüfen",
             "A vie - tri"]
    assert quoted_lines(lines, seat()) == {1, 2, 3}


def test_a_run_whose_only_prose_line_has_four_words_is_quoted():
    lines = ["A vie - gal", "", "A bud - ser", "Bitte alles genau prüfen"]
    assert quoted_lines(lines, seat()) == {0, 1, 2, 3}


def test_three_of_our_order_lines_copied_without_prose_stay_the_players():
    """Supports have four words and more, but read as orders of the seat: no prose."""
    orders = ["A vie S A bud - gal", "A bud - gal", "F tri S A vie"]
    context = context_for(AUSTRIA, last_mails=("\n".join(["Ihre Befehle:", *orders]),))
    assert quoted_lines(orders, context) == set()
    # The same run with a sentence of four words in it is quoted.
    context = context_for(AUSTRIA, last_mails=("\n".join([*orders, "Bitte alles genau prüfen"]),))
    assert quoted_lines([*orders, "Bitte alles genau prüfen"], context) == {0, 1, 2, 3}


def test_a_run_shorter_than_RUN_is_never_quoted():
    assert quoted_lines(["A vie - gal", "Bitte alles genau prüfen"], seat()) == set()


# --- below_quote: from the end up ---------------------------------------------------------

def test_the_players_lines_below_an_unmarked_quote_keep_their_indentation_not_trailing_blanks():
    tail = "Von: x\nBetreff: y\n\n  A vie - tri\n  A bud - ser  \n"
    assert below_quote(tail, seat(last=False)) == ["", "  A vie - tri", "  A bud - ser", ""]


def test_every_line_of_the_tail_that_is_the_players_is_taken_up_to_the_first():
    """Four lines, a greeting (chatter) and three orders: all four, the first included."""
    tail = "Hallo zusammen,\nA vie - tri\nA bud - ser\nF tri - alb"
    assert below_quote(tail, seat(last=False)) == tail.split("\n")


def test_a_tail_that_ends_in_a_line_of_the_quoted_mail_gives_nothing():
    """The last line is prose, not the player's: the quoted mail ends the tail."""
    tail = "A vie - tri\nA bud - ser\nDas war es schon für diese Runde"
    assert below_quote(tail, seat(last=False)) == []


def test_a_signature_marker_below_the_orders_is_the_players():
    assert below_quote("A vie - tri\n--\n", seat(last=False)) == ["A vie - tri", "--", ""]


def test_the_seats_own_name_as_a_heading_makes_the_block_the_players():
    assert below_quote("Österreich:\nA vie - tri\n", seat(last=False)) == [
        "Österreich:", "A vie - tri", ""]


def test_with_a_last_mail_that_the_tail_does_not_quote_the_end_is_read_as_without_one():
    tail = "Von: x\n\nHallo zusammen,\nA vie - tri\n"
    assert below_quote(tail, seat()) == ["", "Hallo zusammen,", "A vie - tri", ""]


# --- below_quote: a quote that opens with our last mail -----------------------------------

def test_our_last_mail_and_nothing_else_leaves_nothing():
    assert below_quote(LAST, seat()) == []


def test_RUN_lines_of_our_mail_opening_the_tail_end_the_quote_where_they_end():
    tail = ("A vie - gal\nA bud - ser\nF tri - alb\n"
            "Danke, das habe ich verstanden und bin dabei.\nA vie - tri\n")
    assert below_quote(tail, seat()) == [
        "Danke, das habe ich verstanden und bin dabei.", "A vie - tri"]


def test_fewer_than_RUN_lines_of_our_mail_are_no_quote_of_it_and_stay_in_the_players_block():
    """Two order lines of ours may be the player's own: the block is read from the end up,
    and every line of it is the player's (orders and a thank-you)."""
    tail = "A vie - gal\nA bud - ser\nDanke, das habe ich verstanden und bin dabei.\nA vie - tri\n"
    assert below_quote(tail, seat()) == tail.split("\n")
