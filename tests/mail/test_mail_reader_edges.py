"""Rules of the mail reader added when a held-out corpus was spent (docs/mail.md, "How well
mails are read"): text below a quote of our last mail, END, notes inside press, headings
players write for Rather Silly's boxes, and items of a box on one line. Each test fails
without its rule."""

from __future__ import annotations

import pytest

from tests.mail.reading import read_text

AUSTRIA = "diplomacy-s1901-austria"
RECEIPT = ("Version 1 der Befehle für Österreich in S1901M ist eingegangen.\n"
           "ZAT: Do 05.03.2026 20:00 CET\n\nSo gelesen:\n  ✓ A vie - gal\n  ✓ A bud - ser\n"
           "  ✓ F tri - alb\n")
HEADER = ("________________________________\nVon: Gamemaster <gm@example.org>\n"
          "Gesendet: Montag, 2. März 2026 10:00\nBetreff: S1901M: Befehle eingegangen\n\n")


def boxes(reading: dict) -> list[tuple[str, list[str]]]:
    return [(b["kind"], b["lines"]) for b in reading["boxes"]]


def reasons(reading: dict) -> dict[str, str]:
    return {line: reason for line, reason in reading["ignored"]}


# --- below a quote of our last mail -------------------------------------------------------

def test_what_the_player_wrote_below_our_quoted_receipt_is_read_with_its_chat():
    below = ("Hi zusammen,\nBin heute etwas spät dran, sorry.\n\nÖsterreich:\nA vie - tri\n"
             "A bud - ser\nF tri - alb\n\nGruß\nSabine\nAm Anger 7, 99084 Erfurt")
    reading = read_text("", AUSTRIA, tail=HEADER + RECEIPT + "\n" + below,
                        last_mails=(RECEIPT,), sender_names=("Sabine Kluge",))
    assert boxes(reading) == [("orders", ["A vie - tri", "A bud - ser", "F tri - alb"])]


def test_an_older_mail_quoted_below_ours_is_never_read():
    older = ("\n________________________________\nVon: Sabine Kluge <s@example.de>\n"
             "Gesendet: Sonntag, 1. März 2026 09:00\nAn: Gamemaster <gm@example.org>\n"
             "Betreff: Befehle\n\nORDERS\nA vie - tyr\nA bud - rum\nF tri H\n")
    reading = read_text("", AUSTRIA, tail=HEADER + RECEIPT + older, last_mails=(RECEIPT,))
    assert boxes(reading) == []


def test_a_quote_cut_short_by_a_rewrapped_line_is_still_our_mail():
    report = ("Ergebnisse von S1901M in Nordsee 1901\nNächster ZAT: Do 05.03.2026 20:00 CET\n"
              "Befehle\nDie Karte ist im HTML-Teil dieser E-Mail und auf der Seite des Spiels.\n"
              "  Austria: A vie - gal — succeeds\n"
              "Nächste Phase: F1901M, bitte senden Sie Ihre Befehle bis Donnerstag.\n")
    rewrapped = report.replace("E-Mail und auf", "E-Mail\nund auf")
    reading = read_text("Danke!", AUSTRIA, tail=HEADER + rewrapped, last_mails=(report,))
    assert boxes(reading) == []


def test_without_the_last_mail_nothing_below_an_unmarked_quote_is_read_but_the_orders_at_the_end():
    below = "Bin spät dran.\n\nA vie - tri\nA bud - ser\nF tri - alb"
    reading = read_text("", AUSTRIA, tail=HEADER + RECEIPT + "\n" + below)
    assert boxes(reading) == [("orders", ["A vie - tri", "A bud - ser", "F tri - alb"])]


def test_the_box_under_the_seats_name_runs_across_empty_lines():
    text = "France:\nA bur - bel\n\nA spa - por\n\nF mao - spa/sc\nEND"
    assert boxes(read_text(text, "diplomacy-f1901-france")) == [
        ("orders", ["A bur - bel", "A spa - por", "F mao - spa/sc"])]


# --- END and notes ------------------------------------------------------------------------

def test_the_lines_after_end_are_listed_as_not_read():
    reading = read_text("A vie - gal\nF tri H\nEND\nSee you Thursday.\nA bud - ser", AUSTRIA)
    assert boxes(reading) == [("orders", ["A vie - gal", "F tri H"])]
    assert reasons(reading) == {"See you Thursday.": "after_end", "A bud - ser": "after_end"}


@pytest.mark.parametrize("note", ["PS:", "Notiz:"])
def test_a_press_without_endpress_ends_at_a_note_after_an_empty_line(note):
    text = f"ORDERS\nA vie H\n\nPRESS TO italy GREY\nAllies?\n\n{note}\nNext year north."
    reading = read_text(text, AUSTRIA)
    assert [(p["body"], p["ended_by"]) for p in reading["press"]] == [
        ("Allies?", "unknown_heading")]
    assert reasons(reading)["Next year north."] == "under_unknown_heading"


def test_a_note_in_the_middle_of_a_press_paragraph_stays_in_the_message():
    reading = read_text("PRESS TO italy\nAllies?\nMein Vorschlag:\nYou take Tyrol.", AUSTRIA)
    assert reading["press"][0]["body"] == "Allies? Mein Vorschlag: You take Tyrol."


# --- headings players write ---------------------------------------------------------------

@pytest.mark.parametrize(("seat", "text", "kind", "lines"), [
    ("silly-s1901-france", "Exploding lamas:\nL bur Exp", "lama_explosion", ["L bur Exp"]),
    ("silly-s1901-turkey", "Sell souls:\nA smy TEUFEL", "soul_sales", ["A smy TEUFEL"]),
    ("silly-s1901-england", "Superhirn answer:\n2962 m", "superhirn_reply", ["2962 m"]),
    ("silly-w1900-superhirn", "This round's question:\nWie heißt die Hauptstadt?",
     "superhirn_question", ["Wie heißt die Hauptstadt?"]),
    ("silly-w1900-superhirn", "GEHEIM\nCanberra", "superhirn_answer", ["Canberra"]),
])
def test_rather_silly_headings_as_players_write_them(seat, text, kind, lines):
    assert boxes(read_text(text, seat)) == [(kind, lines)]


def test_a_secret_word_alone_never_opens_the_published_question():
    reading = read_text("GEHEIM\nWie heißt die Hauptstadt?", "silly-w1900-superhirn")
    assert "superhirn_question" not in [kind for kind, _ in boxes(reading)]


# --- several items of a box on one line ---------------------------------------------------

def test_lama_herds_on_one_line_are_three_lines():
    assert boxes(read_text("Lamas:\nruh, pru, sil", "silly-w1900-germany")) == [
        ("lama_placement", ["ruh", "pru", "sil"])]


def test_a_line_of_a_box_that_takes_any_text_is_never_split():
    reading = read_text("Frage:\nWer, wann, wo?", "silly-w1900-superhirn")
    assert boxes(reading) == [("superhirn_question", ["Wer, wann, wo?"])]


def test_predictions_on_one_line_each_with_the_box_name():
    reading = read_text("VORHERSAGE gal A ; VORHERSAGE bla F", "silly-s1901-wahrsager")
    assert boxes(reading) == [("wahrsager_prediction", ["gal A", "bla F"])]


# --- informal sign-offs and sentences near an order ---------------------------------------

@pytest.mark.parametrize("closing", ["Bis denne", "Ta", "Tot later", "Cheerio", "Laters", "cu"])
def test_an_informal_sign_off_is_never_a_line_of_the_box(closing):
    reading = read_text(f"Lamas:\npic\ngas\nbur\n{closing}\nMatze", "silly-w1900-france")
    assert boxes(reading) == [("lama_placement", ["pic", "gas", "bur"])]


def test_a_sentence_only_near_a_prediction_is_prose_without_a_heading():
    text = ("Hi,\nafter far too much thinking, this is it.\n\nbur A\nbla F\n\n"
            "Shout if anything is unclear.")
    reading = read_text(text, "silly-s1901-wahrsager")
    assert boxes(reading) == [("wahrsager_prediction", ["bur A", "bla F"])]
    assert reasons(reading)["Shout if anything is unclear."] == "prose"


# --- short names, initials, contact blocks, arrows ----------------------------------------

@pytest.mark.parametrize(("last", "sender"), [
    ("N.", "Nathan Okafor"), ("Stu", "Stuart Bell"), ("MfG R. Esser", "Ruth Esser")])
def test_the_name_shortened_or_after_a_closing_with_an_initial_is_no_line(last, sender):
    reading = read_text(f"ORDERS\nA vie - gal\nF tri H\n\n{last}", AUSTRIA,
                        sender_names=(sender,))
    assert boxes(reading) == [("orders", ["A vie - gal", "F tri H"])]


def test_a_province_that_starts_the_players_name_is_still_a_line():
    reading = read_text("Lama:\nyor\nwal\ncly\n\nWalter", "silly-w1900-wahrsager",
                        sender_names=("Walter Huber",))
    assert boxes(reading) == [("lama_placement", ["yor", "wal", "cly"])]


def test_a_contact_block_below_the_closing_is_the_signature():
    text = ("Vorhersagen:\nbur A\neng F\n\nKind regards,\n\nRebecca Lindqvist\n"
            "Senior Analyst | Northwind Ltd\n+44 20 7946 0321")
    reading = read_text(text, "silly-s1901-wahrsager", sender_names=("Rebecca Lindqvist",))
    assert boxes(reading) == [("wahrsager_prediction", ["bur A", "eng F"])]


def test_a_remark_after_an_arrow_is_no_part_of_the_order():
    reading = read_text("ORDERS\nA vie - tri   <- the important one\nF tri H", AUSTRIA)
    assert boxes(reading) == [("orders", ["A vie - tri", "F tri H"])]
