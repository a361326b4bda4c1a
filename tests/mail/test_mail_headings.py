"""Box names and headings (``games/mail_intake/headings.py``), rule by rule on vocabularies
made by hand: every name a box answers to, the words a heading may carry besides a box's
name, how long a heading may be. Each expected value follows from the rule the function's
docstring states; written for survivors of a mutation run (docs/testing.md, "The mail
reader")."""

from __future__ import annotations

import pytest

from games.mail_intake.headings import LONGEST_HEADING, match_heading, vocabulary

NAMES = vocabulary([("orders", ("Befehle", "Orders"))])


def kinds_of(line: str, seat_words: frozenset[str] = frozenset()) -> frozenset[str] | None:
    hit = match_heading(line, NAMES, seat_words, frozenset())
    return None if hit is None else hit.kinds


def test_a_key_answers_to_its_words_and_to_them_written_together_and_to_nothing_else():
    assert vocabulary([("lama_herds", ())]) == {
        ("LAMA", "HERDS"): frozenset({"lama_herds"}), ("LAMAHERDS",): frozenset({"lama_herds"})}


def test_a_label_answers_with_and_without_its_part_in_brackets():
    names = vocabulary([("answer", ("Antwort (Superhirn)",))])
    assert names == {
        ("ANSWER",): frozenset({"answer"}),
        ("ANTWORT", "SUPERHIRN"): frozenset({"answer"}),
        ("ANTWORTSUPERHIRN",): frozenset({"answer"}),
        ("ANTWORT",): frozenset({"answer"})}


def test_a_seats_name_and_a_phase_are_words_a_heading_may_carry():
    assert kinds_of("Befehle Österreich:", frozenset({"OESTERREICH"})) == {"orders"}
    assert kinds_of("Befehle S1901M:") == {"orders"}
    assert kinds_of("Befehle Österreich:") is None  # not a seat's word here: not a heading


@pytest.mark.parametrize("line", ["Befehle (bitte prüfen):", "Befehle [xyz]:"])
def test_a_remark_in_brackets_in_a_heading_is_left_out(line):
    assert kinds_of(line) == {"orders"}


def test_a_heading_has_at_most_LONGEST_HEADING_words_before_its_colon():
    assert kinds_of(" ".join(["Befehle"] * LONGEST_HEADING) + ":") == {"orders"}
    assert kinds_of(" ".join(["Befehle"] * (LONGEST_HEADING + 1)) + ":") is None


def test_without_any_box_name_a_secrecy_word_alone_is_still_a_heading():
    hit = match_heading("Geheim:", {}, frozenset(), frozenset())
    assert hit is not None and (hit.kinds, hit.any_secret) == (frozenset(), True)
