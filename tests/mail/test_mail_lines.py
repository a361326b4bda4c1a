"""One line of a mail (games/mail_intake/lines.py): its variants, how a line of several orders
splits, and which lines are plainly chatter or prose. Each test pins a rule of the module's
docstrings at its edge; most were added for mutants that survived the corpus tests ("pinned by
mutation testing", docs/testing.md)."""

from __future__ import annotations

import pytest

from games.mail_intake.context import LineCheck
from games.mail_intake.lines import (
    best_reading,
    is_greeting,
    is_name,
    is_sentence,
    prose_reason,
    variants,
)
from tests.mail.reading import context_for

AUSTRIA = "diplomacy-s1901-austria"


def anna(*names: str):
    return context_for(AUSTRIA, sender_names=names or ("Anna Österreicher",))


# --- variants and best reading ------------------------------------------------------------

def test_variants_take_off_the_trailing_comment_of_the_line_as_written():
    # pinned by mutation testing (variants 16)
    assert variants("A vie - gal (if Russia agrees)") == [
        "A vie - gal (if Russia agrees)", "A vie - gal"]


def test_the_arrow_form_is_made_from_the_line_without_marker_and_comment():
    # pinned by mutation testing (variants 28, 29)
    assert variants("1. A vie--gal (wichtig)")[-1] == "A vie - gal"
    assert best_reading(anna(), "orders", "1. A vie--gal (wichtig)") == (
        ["A vie - gal"], LineCheck.VALID)


def test_a_line_of_orders_after_a_list_marker_splits_without_the_marker():
    # pinned by mutation testing (best_reading 44)
    assert best_reading(anna(), "orders", "1. A vie - gal, F tri H") == (
        ["A vie - gal", "F tri H"], LineCheck.VALID)


@pytest.mark.parametrize("line", [
    "A vie - gal, gal",  # one part does not read at all
    "A ber H, A mun H",  # every part reads, but none is valid (not the seat's units)
])
def test_a_line_splits_only_when_every_part_reads_and_one_is_valid(line):
    # pinned by mutation testing (best_reading 51)
    parts, how = best_reading(anna(), "orders", line)
    assert (parts, how) == ([line], LineCheck.UNREAD)


def test_a_line_that_reads_nowhere_is_kept_as_written_with_its_comment():
    """Every variant is unread: the box keeps the line as the player wrote it (the answer
    marks it with the rule set's message), not the last variant tried."""
    # pinned by mutation testing (best_reading 18, 19)
    assert best_reading(anna(), "orders", "A vie - xyz (wie besprochen)") == (
        ["A vie - xyz (wie besprochen)"], LineCheck.UNREAD)


def test_a_line_of_one_order_with_a_comma_is_one_line_as_written():
    """Split only into several orders: one order and an empty part is the line itself."""
    # pinned by mutation testing (best_reading 63)
    assert best_reading(anna(), "orders", "A vie - gal,") == (["A vie - gal,"], LineCheck.VALID)


def test_a_line_that_does_not_read_splits_when_one_part_is_valid_and_another_refused():
    """The whole line is unread; its parts read (one valid, "F tri - vie" refused: a fleet
    cannot go inland): stored as two orders, the refused one marked in the answer."""
    # pinned by mutation testing (best_reading 69)
    assert best_reading(anna(), "orders", "A vie - gal, F tri - vie") == (
        ["A vie - gal", "F tri - vie"], LineCheck.VALID)


def test_each_part_is_read_as_its_best_variant_not_its_shortest():
    """"A vie – gal" reads as written (an en dash is a move's dash); its variant "A vie"
    (the dash taken for a comment's) does not read: the part is the line as written."""
    # pinned by mutation testing (_best_variant 2, 4)
    assert best_reading(anna(), "orders", "A vie – gal, F tri – alb") == (
        ["A vie – gal", "F tri – alb"], LineCheck.VALID)


# --- chatter: greetings, closings, the player's name ---------------------------------------

@pytest.mark.parametrize("line", ["Hallo Anna,", "Ciao a tutti!", "Dear all,"])
def test_a_greeting_that_is_no_closing_is_a_greeting(line):
    # pinned by mutation testing (is_greeting 2)
    assert is_greeting(line)
    assert prose_reason(line, anna()) == "greeting"


def test_the_name_with_the_seats_name_is_the_name():
    """"Anna, Österreich": the player's name and a word of the seat's own name."""
    # pinned by mutation testing (is_name 49)
    assert is_name("Anna, Österreich", anna())
    assert not is_name("Anna, Russland", anna())  # another seat's name is no part of it


def test_a_remark_in_brackets_after_the_name_is_still_the_name():
    # pinned by mutation testing (is_name 9, 10)
    assert is_name("Anna (aus Wien)", anna())
    assert prose_reason("Anna (aus Wien)", anna()) == "name"


def test_a_one_letter_initial_is_part_of_the_name():
    # pinned by mutation testing (is_name 11)
    assert is_name("Anna K.", anna())


@pytest.mark.parametrize("line", [
    "Anna ok",  # a two-letter word no name starts with
    "Anna Ost",  # three letters are no initial, even where the surname starts with them
    "Anna kommt morgen",  # a word that is no name at all
])
def test_a_line_with_a_word_that_is_no_name_and_no_initial_is_no_name(line):
    # pinned by mutation testing (is_name 12, 26, 27, 29)
    assert not is_name(line, anna("Anna Ostermann"))


def test_a_name_of_five_words_is_a_name_and_of_six_is_not():
    # pinned by mutation testing (is_name 18, 19)
    long = anna("Anna Maria Luisa von Habsburg Lothringen")
    assert is_name("Anna Maria Luisa von Habsburg", long)
    assert not is_name("Anna Maria Luisa von Habsburg Lothringen", long)


# --- sentences and prose -------------------------------------------------------------------

@pytest.mark.parametrize("end", [".  ", "!", "?"])
def test_six_words_ending_a_sentence_are_a_sentence(end):
    # no word of the line is a small word of sentences: only its length and end tell
    # pinned by mutation testing (is_sentence 9, 11, 12, 26, 27)
    assert is_sentence("Großer Angriff morgen früh auf Wien" + end)
    assert not is_sentence("Großer Angriff morgen früh auf Wien")
    assert not is_sentence("Angriff morgen früh auf Wien.")


def test_two_small_words_make_a_sentence_however_short():
    # pinned by mutation testing (is_sentence 17, 18)
    assert is_sentence("I hope")
    assert not is_sentence("hope")


def test_one_small_word_in_four_words_is_a_sentence_in_three_is_not():
    # pinned by mutation testing (is_sentence 23, 24)
    assert is_sentence("Angriff mit Flotte morgen")
    assert not is_sentence("Angriff mit Flotte")


@pytest.mark.parametrize("line", ["Vorwärts!  ", "~~~~~~", "👍", "(siehe oben)"])
def test_exclamations_decorations_and_remarks_are_prose(line):
    # pinned by mutation testing (prose_reason 19, 25, 26)
    assert prose_reason(line, anna()) == "prose"


def test_a_line_that_is_neither_chatter_nor_prose_has_no_reason():
    assert prose_reason("A wein gal", anna()) is None
