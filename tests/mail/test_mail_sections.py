"""How a mail's text is split into boxes, press blocks, commands and lines left out
(``games.mail_intake.sections.read_sections``), on a seat made by hand whose lines read by a
small grammar, so that every expectation follows from the rule in the module's docstring:
the whole ``Reading`` is compared (positions of the lines left out, the press block's end,
the text without its signature), not only what the corpus checks. Written for the
survivors of a mutation run (docs/testing.md, "The mail reader")."""

from __future__ import annotations

import re

from games.mail_intake.context import KindInfo, LineCheck, seat_context
from games.mail_intake.items import Box, Command, Ignored, PressBlock, Question
from games.mail_intake.sections import MAX_LINES, SIGNATURE_LINES, read_sections

VALID, REFUSED, NEAR, UNREAD = (LineCheck.VALID, LineCheck.REFUSED, LineCheck.NEAR,
                                LineCheck.UNREAD)
ORDERS = KindInfo("orders", ("Befehle", "Orders"))
WORMHOLE = KindInfo("wormhole", ("Wurmloch", "Wormhole"), secret=True)
PREDICTIONS = KindInfo("predictions", ("Vorhersage", "Prediction"), secret=True)
QUESTION = KindInfo("question", ("Frage",), published=True)
SEATS = [("france", ("Frankreich", "France")), ("italy", ("Italien", "Italy")),
         ("russia", ("Russland", "Russia"))]

# The seat's grammar. Orders: "A par - bur", "F bre H", "Waive" (this seat's units stand
# in par, mar, bre, tyr); a unit elsewhere ("A ber - mun") is refused; a support is refused
# alone and valid read with the move it supports; a province of four letters or more is a
# near-miss ("A wien - gal"). The wormhole reads "lon - mos"; a prediction "mos A", and
# suggests "bur A" for a move written in its box.
MOVE = re.compile(r"^[AF] ([a-z]{3})( - [a-z]{3}| H)$")
SUPPORT = re.compile(r"^[AF] ([a-z]{3}) S ([AF] [a-z]{3} - [a-z]{3})$")
OWN = {"par", "mar", "bre", "tyr"}


def grammar(kind: str, line: str) -> LineCheck:
    if kind == "orders":
        if line == "Waive" or ((move := MOVE.match(line)) and move[1] in OWN):
            return VALID
        if MOVE.match(line) or SUPPORT.match(line):
            return REFUSED
        return NEAR if re.match(r"^[AF] [a-z]{4,}\b", line) else UNREAD
    if kind == "wormhole":
        return VALID if re.fullmatch(r"[a-z]{3} - [a-z]{3}", line) else UNREAD
    if kind == "predictions":
        if re.fullmatch(r"[a-z]{3} [AF]!?|[AF] tyr H", line):
            return VALID
        return NEAR if MOVE.match(line) else UNREAD
    return UNREAD


def together(kind: str, texts: list[str]) -> list[LineCheck]:
    """A support is valid when the move it supports is among the lines."""
    return [VALID if (support := SUPPORT.match(text)) and support[1] in OWN
            and support[2] in texts else grammar(kind, text) for text in texts]


def seat(*, many: bool = False, last_mails: tuple[str, ...] = (),
         rivals: tuple[str, ...] = ()):
    return seat_context(kinds=(ORDERS, WORMHOLE, PREDICTIONS, QUESTION), main="orders",
                        seats=SEATS, seat="france", sender_names=("Anna Schmidt",),
                        last_mails=last_mails, secret_rivals=rivals, check=grammar,
                        check_many=together if many else None)


def read(text: str, **options):
    tail = options.pop("tail", "")
    return read_sections(text, seat(**options), tail=tail)


def orders(*lines: str, heading: str = "") -> Box:
    return Box("orders", heading, lines)


def press(*names: str, recipients: tuple[str, ...], body: str, ended_by: str,
          end_line: str = "", closed: bool = False, unknown: tuple[str, ...] = ()) -> PressBlock:
    return PressBlock(names=names, recipients=recipients, unknown=unknown, public=False,
                      grey=False, body=body, closed=closed, ended_by=ended_by,
                      end_line=end_line)


# --- the text as lines --------------------------------------------------------------------

def test_lines_ended_by_crlf_are_read_line_by_line():
    reading = read("A par - bur\r\nA mar - pie\r\n")
    assert reading.items == [orders("A par - bur", "A mar - pie")]
    assert reading.has_headings is False


def test_the_unsigned_text_keeps_indentation_and_loses_trailing_blanks_and_signature():
    reading = read("Xaver hier.  \n   A par - bur   \n\nViele Grüße\nAnna")
    assert reading.unsigned == "Xaver hier.\n   A par - bur"


def test_the_unsigned_text_keeps_the_indentation_of_its_first_line():
    assert read("   A par - bur\nViele Grüße\nAnna").unsigned == "   A par - bur"


def test_a_mail_of_max_lines_is_read_whole():
    lines = ["A par - bur"] + [""] * (MAX_LINES - 2) + ["A mar - pie"]
    reading = read("\n".join(lines))
    assert reading.items == [orders("A par - bur", "A mar - pie")]
    assert reading.ignored == []


def test_a_longer_mail_is_read_to_max_lines_and_the_rest_counted():
    lines = ["A par - bur"] + [""] * (MAX_LINES - 1) + ["A mar - pie", "F bre H"]
    reading = read("\n".join(lines))
    assert reading.items == [orders("A par - bur")]
    assert reading.ignored == [Ignored("2", "too_long", MAX_LINES)]


def test_a_run_of_our_last_mail_is_left_out_and_counted_at_its_first_line():
    last = ("Ihre Befehle für Frühjahr 1901 wurden gespeichert.\nA par - bur\nA mar - pie\n")
    text = ("A par - pic\nF bre H\n\nIhre Befehle für Frühjahr 1901 wurden gespeichert.\n"
            "A par - bur\nA mar - pie")
    reading = read(text, last_mails=(last,))
    assert reading.items == [orders("A par - pic", "F bre H")]
    assert reading.ignored == [Ignored("3", "quoted", 3)]
    assert reading.unsigned == "A par - pic\nF bre H"


# --- what the player wrote below a quote without ">" -----------------------------------------

def test_below_a_quote_the_players_lines_are_read_with_their_numbers_after_the_text():
    above = "Meine Befehle stehen unten, danke!"
    tail = ("Von: Spielleiter\nIhr Zug wurde gelesen und ist gespeichert.\n\nBefehle:\n"
            "A par - bur\nA mar - pie\nViele Grüße\nAnna")
    reading = read(above, tail=tail)
    # Read below: "", "Befehle:", two orders, the closing (line 4) and the name (line 5);
    # the text above is one line, so they count from line 1.
    assert reading.items == [orders("A par - bur", "A mar - pie", heading="Befehle:")]
    assert reading.ignored == [Ignored(above, "prose", 0), Ignored("Viele Grüße", "signature", 5),
                               Ignored("Anna", "signature", 6)]
    assert reading.has_headings is True


# --- the signature ---------------------------------------------------------------------------

def test_a_closing_as_the_last_line_is_the_signature():
    assert read("A par - bur\nViele Grüße").ignored == [Ignored("Viele Grüße", "signature", 1)]


def test_a_closing_followed_by_the_most_lines_a_signature_has_is_the_signature():
    after = ["Anna Schmidt", "Musterweg 5", "12345 Musterstadt", "Tel. 0171 2345678",
             "anna@example.org", "www.example.org"]
    assert len(after) == SIGNATURE_LINES
    reading = read("\n".join(["A par - bur", "", "Viele Grüße", *after]))
    assert reading.items == [orders("A par - bur")]
    assert reading.ignored == [Ignored(line, "signature", n)
                               for n, line in enumerate(["Viele Grüße", *after], 2)]


def test_a_closing_followed_by_more_lines_than_a_signature_has_is_not_one():
    after = ["Anna Schmidt", "Musterweg 5", "12345 Musterstadt", "Tel. 0171 2345678",
             "Mobil 0160 1234567", "anna@example.org", "www.example.org"]
    reading = read("\n".join(["A par - bur", "", "Viele Grüße", *after]))
    assert reading.items == [orders("A par - bur")]
    # The player's name with the six lines below it is the signature; the closing above
    # them is a greeting.
    assert reading.ignored == [Ignored("Viele Grüße", "greeting", 2)] + [
        Ignored(line, "signature", n) for n, line in enumerate(after, 3)]


def test_a_line_ending_in_a_colon_may_stand_in_a_signature():
    reading = read("A par - bur\n\nViele Grüße\nAnna\nKontakt:\n0171 2345678")
    assert reading.items == [orders("A par - bur")]
    assert reading.ignored == [Ignored("Viele Grüße", "signature", 2),
                               Ignored("Anna", "signature", 3),
                               Ignored("Kontakt:", "signature", 4),
                               Ignored("0171 2345678", "signature", 5)]


def test_an_order_of_one_word_after_a_closing_is_an_order_not_a_signature():
    reading = read("A par - bur\nViele Grüße\nWaive")
    assert reading.items == [orders("A par - bur", "Waive")]
    assert reading.ignored == [Ignored("Viele Grüße", "greeting", 1)]


def test_a_near_miss_of_two_words_after_a_closing_is_no_signature():
    reading = read("A par - bur\nGruß\nA wien")
    assert reading.items == [orders("A par - bur", "A wien")]
    assert reading.ignored == [Ignored("Gruß", "greeting", 1)]


def test_a_closing_just_above_the_signature_dash_starts_the_signature():
    reading = read("A par - bur\nViele Grüße\n-- \nAnna")
    assert reading.ignored == [Ignored("Viele Grüße", "signature", 1),
                               Ignored("--", "signature", 2), Ignored("Anna", "signature", 3)]


def test_a_mail_of_a_closing_and_a_name_is_all_signature():
    reading = read("Viele Grüße\nAnna")
    assert reading.items == []
    assert reading.ignored == [Ignored("Viele Grüße", "signature", 0),
                               Ignored("Anna", "signature", 1)]


def test_a_closing_on_the_second_line_starts_the_signature():
    reading = read("A par - bur\nViele Grüße\nAnna")
    assert reading.items == [orders("A par - bur")]
    assert reading.ignored == [Ignored("Viele Grüße", "signature", 1),
                               Ignored("Anna", "signature", 2)]


def test_a_closing_below_the_signature_dash_leaves_the_lines_above_the_dash_read():
    reading = read("Hallo!\n-- \nViele Grüße")
    assert reading.ignored == [Ignored("Hallo!", "greeting", 0), Ignored("--", "signature", 1),
                               Ignored("Viele Grüße", "signature", 2)]


def test_empty_lines_of_the_signature_are_not_listed():
    reading = read("A par - bur\n\nViele Grüße\n\nAnna")
    assert reading.ignored == [Ignored("Viele Grüße", "signature", 2),
                               Ignored("Anna", "signature", 4)]


# --- the walk: END, stray ENDPRESS, commands and unknown headings ----------------------------

def test_after_end_every_written_line_is_listed_where_it_stands():
    reading = read("A par - bur\nENDPRESS\nENDE\n\nA mar - pie\nnoch was")
    assert reading.items == [orders("A par - bur")]
    assert reading.ignored == [Ignored("ENDPRESS", "stray_endpress", 1),
                               Ignored("A mar - pie", "after_end", 4),
                               Ignored("noch was", "after_end", 5)]


def test_a_command_closes_an_unknown_heading_so_later_lines_stand_outside():
    reading = read("Befehle:\nA par - bur\nNotiz:\nich bin müde\nWAIT\nA mar - pie")
    assert reading.items == [orders("A par - bur", heading="Befehle:"), Command("wait")]
    assert reading.ignored == [Ignored("Notiz:", "unknown_heading", 2),
                               Ignored("ich bin müde", "under_unknown_heading", 3),
                               Ignored("A mar - pie", "outside", 5)]
    assert reading.has_headings is True


def test_a_heading_closes_an_unknown_heading_and_an_order_after_an_empty_line_leaves_its_box():
    reading = read("Vorhersage:\nmos A\nNotiz:\nmüde\nWurmloch:\nlon - mos\n\nA mar - pie")
    assert reading.items == [Box("predictions", "Vorhersage:", ("mos A",)),
                             Box("wormhole", "Wurmloch:", ("lon - mos",)),
                             orders("A mar - pie")]
    assert reading.ignored == [Ignored("Notiz:", "unknown_heading", 2),
                               Ignored("müde", "under_unknown_heading", 3)]


def test_a_line_opening_with_another_boxs_name_opens_that_box():
    reading = read("Wurmloch:\nlon - mos\nVorhersage ber F")
    assert reading.items == [Box("wormhole", "Wurmloch:", ("lon - mos",)),
                             Box("predictions", "Vorhersage ber F", ("ber F",))]


def test_a_line_repeating_its_boxs_name_stays_in_that_box():
    reading = read("Vorhersage mos A\nVorhersage ber F")
    assert reading.items == [Box("predictions", "Vorhersage mos A", ("mos A", "ber F"))]


def test_an_order_after_an_empty_line_leaves_a_box_opened_by_its_name():
    reading = read("Wurmloch lon - mos\n\nA mar - pie")
    assert reading.items == [Box("wormhole", "Wurmloch lon - mos", ("lon - mos",)),
                             orders("A mar - pie")]


# --- when a line leaves the box it stands in ---------------------------------------------------

def test_an_order_without_an_empty_line_above_stays_in_the_box():
    reading = read("Wurmloch:\nlon - mos\nA mar - pie")
    assert reading.items == [Box("wormhole", "Wurmloch:", ("lon - mos", "A mar - pie"))]


def test_an_order_that_reads_in_its_box_too_stays_there():
    reading = read("Vorhersage:\nmos A\n\nA par - bur")  # a near-miss of a prediction
    assert reading.items == [Box("predictions", "Vorhersage:", ("mos A", "A par - bur"))]


def test_an_order_stays_under_the_seats_own_name_and_under_the_orders_heading():
    for heading in ("Frankreich:", "Befehle:"):
        reading = read(f"{heading}\nA par - bur\n\nA mar - pie")
        assert [(box.kind, box.lines) for box in reading.items] == [
            ("orders", ("A par - bur", "A mar - pie"))], heading


def test_a_line_that_is_not_an_order_stays_in_the_box_after_an_empty_line():
    reading = read("Wurmloch:\nlon - mos\n\npar - bur")
    assert reading.items == [Box("wormhole", "Wurmloch:", ("lon - mos", "par - bur"))]


# --- press ---------------------------------------------------------------------------------------

def test_an_empty_press_block_closed_at_once():
    reading = read("PRESS TO Italy\nENDPRESS\nA par - bur")
    assert reading.items == [
        press("Italy", recipients=("italy",), body="", closed=True, ended_by="endpress",
              end_line="ENDPRESS"),
        orders("A par - bur")]


def test_a_closed_press_block_keeps_its_first_line_and_its_indentation():
    reading = read("PRESSE AN Italien: Hallo\n   eingerückt\nIch unterschreibe mit X\n"
                   "ENDPRESS")
    assert reading.items == [press("Italien", recipients=("italy",),
                                   body="Hallo\n   eingerückt\nIch unterschreibe mit X",
                                   closed=True, ended_by="endpress", end_line="ENDPRESS")]
    assert read("PRESS TO Italy\n   eingerückt\nENDPRESS").items[0].body == "   eingerückt"


def test_a_press_block_without_endpress_ends_at_the_next_press_block():
    reading = read("PRESS TO Italy\nHallo\n\nPRESS TO Russia\nHi\nENDPRESS")
    assert reading.items == [
        press("Italy", recipients=("italy",), body="Hallo", ended_by="press",
              end_line="PRESS TO Russia"),
        press("Russia", recipients=("russia",), body="Hi", closed=True, ended_by="endpress",
              end_line="ENDPRESS")]


def test_two_press_blocks_without_endpress():
    reading = read("PRESS TO Italy\nHallo\nPRESS TO Russia\nHi")
    assert reading.items == [
        press("Italy", recipients=("italy",), body="Hallo", ended_by="press",
              end_line="PRESS TO Russia"),
        press("Russia", recipients=("russia",), body="Hi", ended_by="mail_end")]


def test_a_press_block_signed_with_a_dash_is_read_and_so_is_the_next():
    reading = read("PRESS TO Italy\nHallo\n-- \nAnna\nENDPRESS\nPRESS TO Russia\nHi\nENDPRESS")
    assert reading.items == [
        press("Italy", recipients=("italy",), body="Hallo\n--\nAnna", closed=True,
              ended_by="endpress", end_line="ENDPRESS"),
        press("Russia", recipients=("russia",), body="Hi", closed=True, ended_by="endpress",
              end_line="ENDPRESS")]
    assert reading.ignored == []


def test_press_to_everybody_names_no_seat():
    reading = read("PRESS TO ALL\nHallo\nENDPRESS")
    assert reading.items == [PressBlock(names=(), recipients=(), unknown=(), public=True,
                                        grey=False, body="Hallo", closed=True,
                                        ended_by="endpress", end_line="ENDPRESS")]


def test_several_seats_named_without_commas_and_a_name_that_is_no_seat():
    both = read("PRESS TO Italien Russland\nHallo\nENDPRESS").items[0]
    assert (both.recipients, both.unknown) == (("italy", "russia"), ())
    stranger = read("PRESS TO Italien Xyzzy\nHallo\nENDPRESS").items[0]
    assert (stranger.recipients, stranger.unknown) == ((), ("Italien Xyzzy",))


def test_a_press_block_ends_at_a_heading_on_its_first_line():
    reading = read("PRESS TO Italy\nBefehle:\nA par - bur")
    assert reading.items == [
        press("Italy", recipients=("italy",), body="", ended_by="heading",
              end_line="Befehle:"),
        orders("A par - bur", heading="Befehle:")]


def test_a_press_block_ends_at_end():
    reading = read("PRESS TO Italy\nHallo\nENDE\nA par - bur")
    assert reading.items == [press("Italy", recipients=("italy",), body="Hallo",
                                   ended_by="end", end_line="ENDE")]
    assert reading.ignored == [Ignored("A par - bur", "after_end", 3)]


def test_a_press_block_ends_at_the_signature():
    reading = read("A par - bur\nPRESS TO Italy\nHallo\n-- \nAnna")
    assert reading.items == [orders("A par - bur"),
                             press("Italy", recipients=("italy",), body="Hallo",
                                   ended_by="signature", end_line="--")]


def test_an_order_right_below_press_text_is_part_of_the_press():
    reading = read("PRESS TO Italy\nHallo\nA par - bur")
    assert reading.items == [press("Italy", recipients=("italy",), body="Hallo\nA par - bur",
                                   ended_by="mail_end")]


def test_prose_after_an_empty_line_stays_in_the_press():
    reading = read("PRESS TO Italy\nHallo\n\nwie geht es dir\nENDE")
    assert reading.items == [press("Italy", recipients=("italy",),
                                   body="Hallo\n\nwie geht es dir", ended_by="end",
                                   end_line="ENDE")]


def test_a_support_with_its_move_after_an_empty_line_ends_the_press():
    reading = read("PRESS TO Italy\nHallo\n\nA par S A mar - bur\nA mar - bur\n\nxyz",
                   many=True)
    assert reading.items == [
        press("Italy", recipients=("italy",), body="Hallo", ended_by="order",
              end_line="A par S A mar - bur"),
        orders("A par S A mar - bur", "A mar - bur")]
    assert reading.ignored == [Ignored("xyz", "not_order", 6)]


def test_a_refused_order_after_an_empty_line_stays_in_the_press():
    reading = read("PRESS TO Italy\nHallo\n\nA ber - mun\nA par - bur", many=True)
    assert reading.items == [press("Italy", recipients=("italy",),
                                   body="Hallo\n\nA ber - mun\nA par - bur",
                                   ended_by="mail_end")]


# --- boxes: their lines, prose, the box's own name ------------------------------------------------

def test_a_box_of_nothing_but_prose_is_asked_back():
    reading = read("Vorhersage:\nIch weiß noch nicht recht, was ich vorhersagen soll.")
    assert reading.items == [Question("Vorhersage:", ("predictions",), (), "only_prose")]
    assert reading.ignored == [Ignored("Ich weiß noch nicht recht, was ich vorhersagen soll.",
                                       "prose", 1)]


def test_a_secret_heading_of_a_published_box_is_asked_back_with_its_heading():
    reading = read("Frage (geheim):\nWer ist der Narr?")
    assert [(q.heading, q.kinds, q.lines, q.reason) for q in reading.items] == [
        ("Frage (geheim):", ("question",), ("Wer ist der Narr?",), "secret_public")]


def test_prose_in_a_box_is_listed_where_it_stands():
    reading = read("Befehle:\nA par - bur\nDas ist alles für heute, danke!")
    assert reading.items == [orders("A par - bur", heading="Befehle:")]
    assert reading.ignored == [Ignored("Das ist alles für heute, danke!", "prose", 2)]


def test_a_line_repeating_its_boxs_name_is_the_rest_when_the_rest_reads():
    reading = read("Vorhersage:\nVORHERSAGE tyr F!")
    assert reading.items == [Box("predictions", "Vorhersage:", ("tyr F!",))]


def test_a_line_repeating_its_boxs_name_is_kept_whole_when_the_rest_does_not_read():
    reading = read("Vorhersage:\nVorhersage kaputt")
    assert reading.items == [Box("predictions", "Vorhersage:", ("Vorhersage kaputt",))]


def test_another_boxs_name_in_front_of_an_order_is_kept():
    reading = read("Befehle:\nWurmloch A par - bur")
    assert reading.items == [orders("Wurmloch A par - bur", heading="Befehle:")]


# --- lines without a heading --------------------------------------------------------------

def test_lines_outside_the_orders_heading_are_listed_as_outside():
    reading = read("A mar - pie\nBefehle:\nA par - bur")
    assert reading.items == [orders("A par - bur", heading="Befehle:")]
    assert reading.ignored == [Ignored("A mar - pie", "outside", 0)]


def test_lines_before_the_seats_own_name_are_outside_too():
    reading = read("A mar - pie\nFrankreich:\nA par - bur")
    assert [(box.kind, box.lines) for box in reading.items] == [("orders", ("A par - bur",))]
    assert reading.ignored == [Ignored("A mar - pie", "outside", 0)]


def test_without_a_heading_each_line_keeps_its_own_verdict():
    reading = read("Hallo Spielleiter,\nA par - bur\nA mar - pie\nA ber - mun\nxyz")
    assert reading.items == [orders("A par - bur", "A mar - pie")]
    assert reading.ignored == [Ignored("Hallo Spielleiter,", "greeting", 0),
                               Ignored("A ber - mun", "not_carried_out", 3),
                               Ignored("xyz", "not_order", 4)]


def test_without_a_heading_a_line_that_is_an_order_and_a_secret_line_is_not_taken():
    reading = read("A par - bur\nA tyr H", rivals=("predictions",))
    assert reading.items == [orders("A par - bur")]
    assert reading.ignored == [Ignored("A tyr H", "ambiguous_secret", 1)]


def test_without_a_heading_a_sentence_only_near_an_order_is_prose():
    reading = read("A par - bur\nA bientot les amis!")
    assert reading.items == [orders("A par - bur")]
    assert reading.ignored == [Ignored("A bientot les amis!", "prose", 1)]
