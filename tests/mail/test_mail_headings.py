"""Box names and headings (``games/mail_intake/headings.py``), rule by rule on vocabularies
made by hand: every name a box answers to, the words a heading may carry besides a box's
name, how long a heading may be. Each expected value follows from the rule the function's
docstring states; written for survivors of a mutation run (docs/testing.md, "The mail
reader")."""

from __future__ import annotations

import pytest

from games.mail_intake.headings import (
    LONGEST_HEADING,
    PressHead,
    match_heading,
    match_inline,
    press_head,
    vocabulary,
)

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


# --- match_heading: which lines may be headings -------------------------------------------

def test_a_line_of_up_to_200_characters_may_be_a_heading():
    line = "Befehle: " + "x" * 191
    assert len(line) == 200 and kinds_of(line) == {"orders"}
    assert kinds_of(line + "x") is None


@pytest.mark.parametrize("line", ["Befehle.", "Befehle. ", "Befehle!", "Befehle?", "Befehle,"])
def test_a_line_without_a_colon_ending_like_a_sentence_is_no_heading(line):
    assert kinds_of(line) is None


def test_without_a_colon_a_box_name_is_a_heading_and_with_one_a_verb_does_not_matter():
    assert kinds_of("Befehle") == {"orders"}
    names = vocabulary([("answer", ("Antwort",))])
    hit = match_heading("Meine Antwort ist:", names, frozenset(), frozenset())
    assert hit is not None and hit.kinds == {"answer"}
    assert match_heading("Meine Antwort ist 42", names, frozenset(), frozenset()) is None


def test_the_seats_own_name_is_its_heading_with_a_colon_or_in_capitals():
    own, seats = frozenset({("OESTERREICH",)}), frozenset({"OESTERREICH"})
    for line in ("Österreich:", "ÖSTERREICH"):
        hit = match_heading(line, NAMES, seats, own)
        assert hit is not None and (hit.seat_only, hit.kinds, hit.heading) == (
            True, frozenset(), line)
    assert match_heading("Österreich", NAMES, seats, own) is None


def test_several_box_names_name_the_boxes_they_share_else_all_of_them():
    names = vocabulary([("question", ("Superhirn", "Frage")), ("answer", ("Superhirn", "Antwort")),
                        ("lama_herds", ("Lama Herden",)), ("orders", ("Befehle",))])
    assert match_heading("Superhirn Frage:", names, frozenset(), frozenset()).kinds == {
        "question"}
    assert match_heading("Lama Herden Befehle:", names, frozenset(), frozenset()).kinds == {
        "lama_herds", "orders"}


def test_a_word_a_heading_may_carry_after_a_box_name_of_two_words():
    names = vocabulary([("lama_herds", ("Lama Herden",))])
    for line in ("Lama Herden S1901M:", "S1901M Lama Herden:"):
        hit = match_heading(line, names, frozenset(), frozenset())
        assert hit is not None and hit.kinds == {"lama_herds"}, line


# --- match_inline: a box name opening a line -----------------------------------------------

def test_a_box_name_of_one_two_or_three_words_opens_a_line_before_its_text():
    names = vocabulary([("question", ("Frage an Superhirn",)), ("lama_herds", ("Lama Herden",)),
                        ("wormhole", ("Wurmloch",))])
    assert match_inline("Frage an Superhirn wer gewinnt", names) == (
        frozenset({"question"}), "wer gewinnt")
    assert match_inline("Lama Herden ruh pru", names) == (frozenset({"lama_herds"}), "ruh pru")
    assert match_inline("Wurmloch lon - mos", names) == (frozenset({"wormhole"}), "lon - mos")
    assert match_inline("Wurmloch", names) == (frozenset(), "")  # the name alone opens nothing


# --- press_head -------------------------------------------------------------------------------

def test_broadcast_and_press_to_all_are_press_to_everyone():
    for line in ("BROADCAST", "Press to all"):
        assert press_head(line) == PressHead(names=("ALL",), grey=False)


def test_a_press_line_names_its_recipients_as_written_without_decoration():
    assert press_head("Presse an 'Russland', Türkei UND Félix!") == PressHead(
        names=("Russland", "Türkei", "Félix"), grey=False, rest="")
    assert press_head("Presse an Russland, !") == PressHead(names=("Russland",), grey=False)
    assert press_head("Presse an !!") is None


def test_a_press_line_of_up_to_300_characters():
    line = "Presse an Russland: " + "x" * 280
    assert len(line) == 300 and press_head(line) is not None
    assert press_head(line + "x") is None


def test_recipients_in_capitals_keep_every_letter():
    """Only blanks, dots, "!" and quotes are decoration: "FELIX" and a seat called "X" stay."""
    assert press_head("Presse an FELIX und X") == PressHead(names=("FELIX", "X"), grey=False)
