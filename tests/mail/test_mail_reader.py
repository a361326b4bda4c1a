"""The mail reader's rules, one by one (games/mail_intake/sections.py and its helpers),
against the scenarios' positions: each test names the rule of docs/mail.md it pins."""

from __future__ import annotations

import pytest

from tests.mail.reading import read_text

AUSTRIA = "diplomacy-s1901-austria"
ORDERS = ["A vie - gal", "A bud - ser", "F tri H"]


def boxes(reading: dict) -> list[tuple[str, list[str]]]:
    return [(b["kind"], b["lines"]) for b in reading["boxes"]]


def reasons(reading: dict) -> dict[str, str]:
    return {line: reason for line, reason in reading["ignored"]}


# --- orders without a heading -------------------------------------------------------------

def test_a_mail_that_is_only_orders_is_the_seats_orders():
    assert boxes(read_text("\n".join(ORDERS), AUSTRIA)) == [("orders", ORDERS)]


def test_greetings_prose_and_names_around_orders_are_listed_not_stored():
    text = "Ciao,\nhere is what I do this turn, I hope it works.\n\n" + "\n".join(ORDERS) + (
        "\n\nThanks!\nAnna")
    reading = read_text(text, AUSTRIA, sender_names=("Anna Österreicher",))
    assert boxes(reading) == [("orders", ORDERS)]
    assert reasons(reading) == {"Ciao,": "greeting", "Thanks!": "signature",
                                "Anna": "signature",
                                "here is what I do this turn, I hope it works.": "prose"}


def test_a_mail_with_no_line_that_reads_as_an_order_changes_nothing():
    reading = read_text("Hallo zusammen,\nich bin bis Sonntag weg.\nA wein - gal\nAnna", AUSTRIA)
    assert boxes(reading) == []
    # the near-miss alone is not enough: it is listed with its reason
    assert reasons(reading)["A wein - gal"] == "near_alone"


def test_near_misses_join_the_orders_when_one_line_reads():
    reading = read_text("A wein - gal\nF tri H", AUSTRIA)
    assert boxes(reading) == [("orders", ["A wein - gal", "F tri H"])]


def test_an_order_for_a_unit_not_the_seats_is_not_taken_without_a_heading():
    reading = read_text("A mun - ber\nF tri H", AUSTRIA)
    assert boxes(reading) == [("orders", ["F tri H"])]
    assert reasons(reading) == {"A mun - ber": "not_carried_out"}


def test_a_line_without_a_heading_that_could_be_a_secret_is_not_taken():
    # "L tyr Exp" reads as an order and as a lama explosion: which did the player mean?
    reading = read_text("A vie - tyr\nL tyr Exp", "silly-s1901-austria")
    assert boxes(reading) == [("orders", ["A vie - tyr"])]
    assert reasons(reading) == {"L tyr Exp": "ambiguous_secret"}


def test_several_orders_on_a_line_with_a_remark_after_the_last():
    text = "Bonjour,\n\nA vie - gal, F tri H (as agreed)\nA bud - ser\n\nMerci,\nAnna"
    assert boxes(read_text(text, AUSTRIA)) == [("orders", ["A vie - gal", "F tri H",
                                                           "A bud - ser"])]


def test_list_markers_comments_and_comma_lists_are_read_as_orders():
    reading = read_text("1. A vie - gal\n2) A bud - ser (to take Serbia)\n* F tri H", AUSTRIA)
    assert boxes(reading) == [("orders", ["A vie - gal", "A bud - ser", "F tri H"])]
    reading = read_text("A vie-gal, A bud-ser; F tri H", AUSTRIA)
    assert boxes(reading) == [("orders", ["A vie-gal", "A bud-ser", "F tri H"])]
    reading = read_text("A vie--gal\nF tri H", AUSTRIA)
    assert boxes(reading) == [("orders", ["A vie - gal", "F tri H"])]


def test_lines_before_a_heading_of_another_box_are_still_the_orders():
    reading = read_text("A vie - tyr\nA bud - ser\n\nANTWORT\n2962 m", "silly-s1901-austria")
    assert boxes(reading) == [("orders", ["A vie - tyr", "A bud - ser"]),
                              ("superhirn_reply", ["2962 m"])]


def test_no_orders_without_a_heading_when_the_mail_answers_a_press_mail():
    reading = read_text("A vie - gal", AUSTRIA, headingless=False)
    assert boxes(reading) == [] and reasons(reading) == {"A vie - gal": "outside"}


# --- natural headings ---------------------------------------------------------------------

@pytest.mark.parametrize("heading", [
    "ORDERS", "Orders:", "My orders:", "meine Befehle:", "Befehle F1902:", "Orders for Austria:",
    "Befehle Österreich, Herbst 1902:", "Orders for the fall:", "**Befehle**", "# Orders",
    "=== BEFEHLE ===", "Here are my orders for spring 1901:", "Befehle (korrigiert):",
    "Austria:", "Österreich:", "Ordini:", "Mes ordres :", "Moves:", "ZÜGE", "Zuege:"])
def test_natural_headings_open_the_orders_box(heading):
    reading = read_text(f"{heading}\n" + "\n".join(ORDERS), AUSTRIA)
    assert boxes(reading) == [("orders", ORDERS)]


def test_a_heading_with_other_words_is_text():
    reading = read_text("Orders are attached, see below\nThanks", AUSTRIA)
    assert boxes(reading) == []


def test_the_heading_line_may_carry_the_first_order():
    assert boxes(read_text("ORDERS: A vie - gal\nF tri H", AUSTRIA)) == [
        ("orders", ["A vie - gal", "F tri H"])]
    assert boxes(read_text("Build: A bud", "diplomacy-w1901-austria")) == [
        ("orders", ["Build A bud"])]


def test_a_retreat_under_a_natural_heading():
    reading = read_text("Rückzug für Frankreich:\nA bur - pic", "diplomacy-f1901r-france")
    assert boxes(reading) == [("orders", ["A bur - pic"])]


@pytest.mark.parametrize(("seat", "heading", "line", "kind"), [
    ("austria", "Wurmloch:", "nwy - tun", "wormhole_vote"),
    ("austria", "WORMHOLE", "nwy - tun", "wormhole_vote"),
    ("austria", "Lama:", "tyr", "lama_explosion"),
    ("austria", "LAMA", "tyr", "lama_explosion"),
    ("austria", "Rückzüge:", "A vie - boh", "retreats"),
    ("austria", "Seelenverkauf:", "A vie", "soul_sales"),
    ("austria", "Antwort:", "2962 m", "superhirn_reply"),
    ("austria", "SUPERHIRN", "2962 m", "superhirn_reply"),
    ("austria", "Reply to Superhirn:", "2962 m", "superhirn_reply"),
    ("austria", "Risposta:", "2962 m", "superhirn_reply"),
    ("narr", "NARR", "A mun - ber", "narr_override"),
    ("wahrsager", "Vorhersage:", "bur", "wahrsager_prediction"),
    ("superhirn", "Antwort (geheim):", "3000 m", "superhirn_answer"),
    ("superhirn", "Frage:", "Wer gewinnt?", "superhirn_question"),
])
def test_rather_silly_boxes_by_their_short_names(seat, heading, line, kind):
    reading = read_text(f"{heading}\n{line}", f"silly-s1901-{seat}")
    assert boxes(reading) == [(kind, [line])]


def test_lama_names_the_herd_placement_in_winter_and_the_explosion_in_spring():
    assert boxes(read_text("Lama:\ntyr\nboh\ngal", "silly-w1900-austria")) == [
        ("lama_placement", ["tyr", "boh", "gal"])]


def test_a_heading_for_a_box_of_another_seat_is_kept_so_the_service_can_refuse_it():
    reading = read_text("Frage des Superhirns\nWarum?", "silly-s1901-austria")
    assert boxes(reading) == [("superhirn_question", ["Warum?"])]


# --- secret boxes are never public by wording --------------------------------------------

def test_a_secret_word_never_opens_the_published_question():
    # "Frage (geheim)" goes to the one secret box its lines read in ...
    reading = read_text("Frage (geheim):\n3000 m", "silly-s1901-superhirn")
    assert boxes(reading) == [("superhirn_answer", ["3000 m"])]
    # ... and is asked back when they read in two (the answer, or a wormhole vote?)
    reading = read_text("Frage (geheim):\nnwy - tun", "silly-s1901-superhirn")
    assert boxes(reading) == []
    assert reading["questions"] == [{"kinds": ["superhirn_question"], "reason": "secret_public",
                                     "lines": ["nwy - tun"]}]


def test_an_ambiguous_heading_for_the_superhirn_is_asked_back():
    reading = read_text("SUPERHIRN:\nWie hoch ist die Zugspitze?", "silly-s1901-superhirn")
    assert boxes(reading) == []
    assert reading["questions"][0]["kinds"] == ["superhirn_answer", "superhirn_question"]


def test_an_unknown_heading_closes_the_published_box():
    reading = read_text("Frage:\nWie hoch ist die Zugspitze?\nNotiz für den SL:\n3000 m",
                        "silly-s1901-superhirn")
    assert boxes(reading) == [("superhirn_question", ["Wie hoch ist die Zugspitze?"])]
    assert reasons(reading)["3000 m"] == "under_unknown_heading"


def test_the_superhirns_lines_without_a_heading_never_reach_the_question():
    reading = read_text("3000 m", "silly-s1901-superhirn")
    assert all(kind != "superhirn_question" for kind, _lines in boxes(reading))


# --- nothing cut that the player wrote ----------------------------------------------------

@pytest.mark.parametrize("greeting", ["Ciao,", "Thanks!", "Hallo zusammen,", "Hi GM,", "Moin",
                                      "Servus!", "Liebe Mitspieler,", "Bonjour à tous,"])
def test_a_greeting_on_the_first_line_cuts_nothing(greeting):
    reading = read_text(f"{greeting}\nORDERS\n" + "\n".join(ORDERS), AUSTRIA)
    assert boxes(reading) == [("orders", ORDERS)]


def test_a_closing_in_the_middle_is_not_a_signature():
    text = "Danke für die Info!\nORDERS\n" + "\n".join(ORDERS) + "\nViele Grüße\nAnna"
    assert boxes(read_text(text, AUSTRIA)) == [("orders", ORDERS)]


@pytest.mark.parametrize("closing", ["All the best,", "Alles Gute!", "Talk soon", "Hugs"])
def test_a_closing_is_never_a_line_of_a_box_that_takes_any_text(closing):
    reading = read_text(f"Reply to Superhirn:\n3000 m?\n\n{closing}\nSam",
                        "silly-s1901-russia", sender_names=("Sam Carter",))
    assert boxes(reading) == [("superhirn_reply", ["3000 m?"])]


def test_a_signature_marker_cuts_the_rest():
    text = "\n".join(ORDERS) + "\n-- \nAnna Österreicher\nRingstraße 1, Wien\n+43 1 234"
    reading = read_text(text, AUSTRIA)
    assert boxes(reading) == [("orders", ORDERS)]
    assert set(reasons(reading).values()) == {"signature"}


def test_prose_and_the_players_name_inside_a_box_never_mark_it_invalid():
    text = "ORDERS\nA vie - gal\nI hope this works out this time.\nAnna Ö.\nF tri H"
    reading = read_text(text, AUSTRIA, sender_names=("Anna Österreicher",))
    assert boxes(reading) == [("orders", ["A vie - gal", "F tri H"])]
    assert reasons(reading) == {"I hope this works out this time.": "prose", "Anna Ö.": "name"}


def test_the_players_name_with_an_address_below_it_is_the_signature():
    text = "A vie - gal\nF tri H\n\nAnna Österreicher\nRingstraße 1, 1010 Wien\n+43 1 234"
    reading = read_text(text, AUSTRIA, sender_names=("Anna Österreicher",))
    assert boxes(reading) == [("orders", ["A vie - gal", "F tri H"])]
    assert set(reasons(reading).values()) == {"signature"}


def test_a_town_below_the_closing_is_the_signature_though_it_looks_like_a_province():
    # "Linz" reads as a near-miss of a prediction; below "Viele Grüße" it is the address
    text = "Vorhersage:\nbur A\nbel\n\nViele Grüße\nWalter\n\nWalter Huber\nLinz"
    reading = read_text(text, "silly-s1901-wahrsager", sender_names=("Walter Huber",))
    assert boxes(reading) == [("wahrsager_prediction", ["bur A", "bel"])]
    assert reasons(reading)["Linz"] == "signature"


def test_an_order_of_two_words_below_a_closing_is_no_signature():
    reading = read_text("Viele Grüße\nAnna\nF tri H", AUSTRIA, sender_names=("Anna Ö",))
    assert boxes(reading) == [("orders", ["F tri H"])]


def test_a_mistyped_order_in_a_box_stays_for_its_error():
    assert boxes(read_text("ORDERS\nA vie - xyz\nF tri H", AUSTRIA)) == [
        ("orders", ["A vie - xyz", "F tri H"])]


def test_a_box_of_nothing_but_prose_stores_nothing():
    reading = read_text("My orders:\nI will send them tomorrow, sorry.", AUSTRIA)
    assert boxes(reading) == []
    assert reading["questions"][0]["reason"] == "only_prose"
    # an empty box is an empty version (the player cleared their orders on purpose)
    assert boxes(read_text("ORDERS\n\nSTATUS", AUSTRIA)) == [("orders", [])]


def test_the_seats_name_with_more_on_the_line_is_no_heading():
    # a turn report's "Austria: A vie - gal — succeeds" is no heading of Austria's orders
    reading = read_text("Austria: I do not trust Russia at all.", AUSTRIA)
    assert boxes(reading) == [] and reading["questions"] == []


def test_lines_repeating_our_last_mail_are_quoted_text():
    report = ("Diplomacy demo: results of S1901M\nOrders\nAustria: A vie - gal, A bud - ser\n"
              "A vie - gal\nA bud - ser\nF tri H\nThe next phase is F1901M, due Monday.")
    text = "ORDERS\nA vie H\n\n" + report
    reading = read_text(text, AUSTRIA, last_mails=(report,))
    assert boxes(reading) == [("orders", ["A vie H"])]
    # a player who copies their three order lines keeps them
    assert boxes(read_text("ORDERS\n" + "\n".join(ORDERS), AUSTRIA, last_mails=(report,))) == [
        ("orders", ORDERS)]


# --- press ends where the orders begin ----------------------------------------------------

def test_press_without_endpress_ends_at_the_orders_after_an_empty_line():
    reading = read_text("PRESS TO russia\nLet us share Galicia.\n\nA vie - gal\nF tri H",
                        AUSTRIA)
    assert [(p["to"], p["body"], p["ended_by"]) for p in reading["press"]] == [
        (["russia"], "Let us share Galicia.", "order")]
    assert boxes(reading) == [("orders", ["A vie - gal", "F tri H"])]


def test_press_without_endpress_ends_at_a_heading_and_at_a_command():
    reading = read_text("PRESS TO russia\nHi!\nORDERS\nA vie H\nPRESS TO italy\nCiao\nSTATUS",
                        AUSTRIA)
    assert [(p["to"], p["body"], p["ended_by"]) for p in reading["press"]] == [
        (["russia"], "Hi!", "heading"), (["italy"], "Ciao", "command")]
    assert reading["commands"] == ["status"] and boxes(reading) == [("orders", ["A vie H"])]


def test_a_closed_press_block_keeps_everything_in_it():
    reading = read_text("PRESS TO russia\nORDERS\nA vie - gal\n\nViele Grüße aus Wien\nENDPRESS",
                        AUSTRIA)
    assert boxes(reading) == []
    assert reading["press"][0]["body"] == "ORDERS A vie - gal Viele Grüße aus Wien"


@pytest.mark.parametrize("heading", ["PRESS TO turkey GREY", "GREY PRESS TO turkey",
                                     "PRESSE AN Türkei (grau)", "Graue Presse an die Türkei",
                                     "press to Turkey (anonymous):"])
def test_grey_press_in_every_word_order(heading):
    reading = read_text(f"{heading}\nWatch your back.\nENDPRESS", AUSTRIA)
    assert [(p["to"], p["grey"]) for p in reading["press"]] == [(["turkey"], True)]


def test_press_to_all_and_to_the_game_master():
    reading = read_text("PRESS TO ALL\nPeace!\nENDPRESS\nPresse an den Spielleiter\nFrage\n"
                        "ENDPRESS", AUSTRIA)
    assert [(p["to"], p["public"]) for p in reading["press"]] == [([], True), (["gm"], False)]


def test_an_unknown_recipient_is_kept_for_the_error():
    reading = read_text("PRESS TO Narnia\nhi\nENDPRESS", AUSTRIA)
    assert reading["press"][0]["to"] == ["Narnia"]
