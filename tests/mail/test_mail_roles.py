"""Which box a heading names for the seat (``games.mail_intake.roles.resolve``), on seats made
by hand: the secrecy word alone, the seat's own name alone, a secrecy word with a box's name.
Each expected box follows from the rule ``resolve``'s docstring states; written for survivors
of a mutation run (docs/testing.md, "The mail reader")."""

from __future__ import annotations

import pytest

from games.mail_intake.context import KindInfo, LineCheck, SeatContext
from games.mail_intake.headings import HeadingHit
from games.mail_intake.roles import resolve, role

ORDERS = KindInfo("orders", ("Befehle", "Orders"))
PRESS = KindInfo("press", ("Presse",))
LAMAS = KindInfo("lamas", ("Lamas",), secret=True)
WORMHOLE = KindInfo("wormhole", ("Wurmloch",), secret=True)


def hit(*kinds: str, secret: bool = False, seat_only: bool = False,
        any_secret: bool = False) -> HeadingHit:
    return HeadingHit(kinds=frozenset(kinds), rest="", secret=secret, heading="x:",
                      seat_only=seat_only, any_secret=any_secret)


def seat(*kinds: KindInfo, main: str | None = "orders") -> SeatContext:
    return SeatContext(kinds=kinds, main=main)


# --- "Geheim:" alone: one of the seat's open secret boxes, never a published one ----------

def test_the_secrecy_word_alone_names_the_seats_one_open_secret_box():
    assert resolve(hit(any_secret=True), seat(ORDERS, WORMHOLE), []) == ("wormhole", None)


def test_the_secrecy_word_alone_with_no_open_secret_box_is_asked_back_never_the_orders():
    closed = KindInfo("lamas", ("Lamas",), secret=True, open_now=False)
    others = KindInfo("wormhole", ("Wurmloch",), secret=True, mine=False)
    assert resolve(hit(any_secret=True), seat(ORDERS, closed, others), []) == (
        None, ("secret_public", ()))


# --- the seat's own name alone ("Österreich:"): its main box ----------------------------

def test_the_seats_name_alone_names_the_main_box_not_the_first():
    assert resolve(hit(seat_only=True), seat(ORDERS, LAMAS, main="lamas"), []) == (
        "lamas", None)


def test_without_a_main_box_the_seats_name_names_its_first_box():
    assert resolve(hit(seat_only=True), seat(PRESS, ORDERS, main=None), []) == ("press", None)


def test_without_any_box_the_seats_name_names_the_orders():
    assert resolve(hit(seat_only=True), seat(main=None), []) == ("orders", None)


# --- a secrecy word with a box's name --------------------------------------------------------

def test_a_secret_heading_naming_a_secret_box_names_that_box():
    """"Wurmloch (geheim):": the named box is secret itself; no line needs to read."""
    assert resolve(hit("wormhole", secret=True), seat(ORDERS, WORMHOLE), []) == (
        "wormhole", None)


def test_a_secret_heading_naming_only_a_published_box_is_asked_back_without_lines():
    assert resolve(hit("press", secret=True), seat(ORDERS, PRESS, WORMHOLE), []) == (
        None, ("secret_public", ("press",)))


# --- several boxes: open now first, then where every line reads, unless one is published -----

NARR = KindInfo("narr", ("Narr",), secret=True)
QUESTION = KindInfo("question", ("Frage",), published=True)


def reading_in(kind: str, *others: KindInfo, main: str | None = "orders") -> SeatContext:
    """A seat whose lines read (as valid) in ``kind`` alone."""
    return SeatContext(kinds=others, main=main, check=lambda box, line: (
        LineCheck.VALID if box == kind else LineCheck.UNREAD))


def test_of_two_boxes_the_one_open_now_wins():
    closed = KindInfo("lamas", ("Lamas",), secret=True, open_now=False)
    assert resolve(hit("lamas", "wormhole"), seat(ORDERS, closed, WORMHOLE), []) == (
        "wormhole", None)


def test_of_two_open_boxes_the_one_every_line_reads_in_wins():
    context = reading_in("narr", ORDERS, LAMAS, NARR)
    assert resolve(hit("lamas", "narr"), context, ["A vie - gal"]) == ("narr", None)


def test_with_a_published_box_among_them_reading_decides_nothing_and_it_is_asked_back():
    """A secret must not reach the published box because its lines read there too."""
    context = reading_in("question", ORDERS, NARR, QUESTION)
    assert resolve(hit("narr", "question"), context, ["Wer gewinnt?"]) == (
        None, ("ambiguous", ("narr", "question")))


# --- a box's name opening a line without a colon (``_inline``, through ``role``) -----------

PREDICTIONS = KindInfo("predictions", ("Vorhersage",))


def reading(valid: set[tuple[str, str]]) -> SeatContext:
    """Orders, the wormhole vote (secret) and predictions; a line reads (valid) in a box
    exactly when ``(box, line)`` is in ``valid``."""
    return SeatContext(kinds=(ORDERS, WORMHOLE, PREDICTIONS), main="orders",
                       check=lambda box, line: (LineCheck.VALID if (box, line) in valid
                                                else LineCheck.UNREAD))


def inline_hit(kinds: set[str], rest: str, text: str) -> HeadingHit:
    return HeadingHit(kinds=frozenset(kinds), rest=rest, secret=False, heading=text)


def test_a_box_name_opening_a_line_of_that_box_opens_the_box_with_the_rest_as_its_line():
    line = role("Wurmloch lon - mos", reading({("wormhole", "lon - mos")}))
    assert (line.role, line.hit) == ("text", inline_hit({"wormhole"}, "lon - mos",
                                                        "Wurmloch lon - mos"))


def test_a_line_that_reads_in_the_box_only_whole_keeps_the_box_name():
    """"Vorhersage gal A" is the predictions box's own syntax: the whole line is its line."""
    text = "Vorhersage gal A"
    line = role(text, reading({("predictions", text)}))
    assert line.hit == inline_hit({"predictions"}, text, text)


def test_a_box_name_before_a_line_that_reads_nowhere_opens_nothing():
    assert role("Wurmloch irgendwas", reading(set())).hit is None


def test_where_the_whole_line_is_an_order_too_only_a_secret_box_wins():
    secret = role("Wurmloch lon", reading({("orders", "Wurmloch lon"), ("wormhole", "lon")}))
    assert secret.hit == inline_hit({"wormhole"}, "lon", "Wurmloch lon")
    public = role("Vorhersage gal", reading({("orders", "Vorhersage gal"),
                                             ("predictions", "gal")}))
    assert public.hit is None


# --- a heading with text after its colon (``role``) --------------------------------------

def test_a_heading_whose_whole_line_is_an_order_is_that_order_as_one_line():
    """"Befehle: A vie - gal" reads whole as an order ("Build: A bud"): one line of text,
    the first colon taken out, a later one kept."""
    line = role("Befehle: A vie: gal", reading({("orders", "Befehle A vie: gal"),
                                                ("orders", "A vie: gal")}))
    assert (line.text, line.role, line.hit) == ("Befehle A vie: gal", "text", None)


def test_a_secret_boxs_heading_stays_a_heading_though_the_line_reads_as_an_order():
    """"Wurmloch: lon - mos" stays a secret vote, never an order line anyone could see."""
    line = role("Wurmloch: lon - mos", reading({("orders", "Wurmloch lon - mos"),
                                                ("wormhole", "lon - mos")}))
    assert (line.role, line.hit.kinds, line.hit.rest) == (
        "heading", frozenset({"wormhole"}), "lon - mos")


def test_a_press_line_keeps_its_text():
    line = role("Presse an Russland: Hallo", reading(set()))
    assert (line.role, line.text, line.press.names) == (
        "press", "Presse an Russland: Hallo", ("Russland",))


def test_the_seats_own_name_before_an_order_opens_the_seats_orders():
    """"Österreich: A vie - gal" (the seat's name, then an order): the main box's heading."""
    context = SeatContext(kinds=(ORDERS,), main="orders",
                          own_names=frozenset({("OESTERREICH",)}),
                          seat_words=frozenset({"OESTERREICH"}),
                          check=lambda box, line: (LineCheck.VALID if (box, line) == (
                              "orders", "A vie - gal") else LineCheck.UNREAD))
    line = role("Österreich: A vie - gal", context)
    assert (line.role, line.hit.seat_only, line.hit.rest) == ("heading", True, "A vie - gal")


def test_a_box_name_opening_a_line_is_looked_for_only_in_lines_without_a_colon():
    """"Wurmloch lon: mos" is no heading ("lon" is no word a heading may carry) and has a
    colon: text, never the wormhole's box opened by its name."""
    line = role("Wurmloch lon: mos", reading({("wormhole", "lon: mos")}))
    assert (line.role, line.hit) == ("text", None)


def test_a_heading_without_a_colon_is_a_heading_not_a_box_name_opening_a_line():
    context = SeatContext(kinds=(ORDERS, WORMHOLE), main="orders",
                          seat_words=frozenset({"OESTERREICH"}),
                          check=lambda box, line: (LineCheck.UNREAD if "Befehle" in line
                                                   else LineCheck.VALID))
    line = role("Befehle Österreich", context)
    assert (line.role, line.hit.kinds, line.hit.rest) == ("heading", frozenset({"orders"}), "")


@pytest.mark.parametrize(("text", "kind"), [
    ("Sonstiges:", "unknown_heading"),
    ("**Sonstiges:**", "unknown_heading"),  # decoration after the colon is no text
    ("Eins zwei drei vier fünf:", "unknown_heading"),  # five words at most
    ("Eins zwei drei vier fünf sechs:", "text"),
    ("Hinweis: siehe unten:", "text"),  # text after the first colon
    ("Anhang: X", "text"),
])
def test_a_line_ending_in_a_colon_that_names_no_box_is_an_unknown_heading(text, kind):
    assert role(text, reading(set())).role == kind
