"""How the Diplomacy rule set words the on-arrival verdicts for the orders page and the mail
receipt (``games/rulesets/diplomacy/verdicts.py``), pinned by mutation testing: every code the
adjudicator gives has a text in both languages; places, powers and unit kinds read in the
reader's language; advice that is empty reads "none"; the parser's own message stands for an
unreadable line; a missing coast comes with the corrected line. The verdicts come from
``check_orders``; names come from the map, never from the text under test."""

import pytest
from django.utils import translation

from adjudication.diplomacy.check import _VOID_TEXT, Verdict, check_orders
from adjudication.diplomacy.maps import load_map
from adjudication.diplomacy.results import REASONS
from games.rulesets.diplomacy.verdicts import TEXTS, line_verdicts, verdict_text

MAP = load_map()


def _start() -> dict:
    return {"variant": "standard", "phase": "S1901M",
            "units": [{"power": u.power, "type": u.type, "at": u.at} for u in MAP.starting_units]}


def _name(spot: str, lang: str) -> str:
    info = MAP.provinces[spot]
    return info.name_de if lang == "de" else info.name_en


def _read(power: str, lines: list[str], lang: str, position: dict | None = None, **kwargs):
    verdicts = check_orders(position or _start(), power, lines)
    return line_verdicts(verdicts, MAP, lang, **kwargs)


@pytest.mark.parametrize("code", sorted({c for c in REASONS if not c.startswith("rs_")}
                                        | set(_VOID_TEXT)))
def test_every_code_the_adjudicator_gives_has_a_text_in_english_and_german(code):
    assert code in TEXTS
    with translation.override("de"):
        german = str(TEXTS[code])
    with translation.override("en"):
        english = str(TEXTS[code])
    assert german != english


def test_an_order_carried_out_gets_no_verdict():
    assert _read("germany", ["A mun - boh"], "de") == [None]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_places_are_named_in_the_readers_language(lang):
    verdict, = _read("austria", ["A vie S A mun - gal"], lang)
    assert verdict.status == "void"
    assert _name("gal", lang) in verdict.message and " gal " not in verdict.message
    # The unit itself keeps its abbreviation: it is how the player writes it.
    assert "A mun" in verdict.message


def test_a_void_support_reads_in_german():
    verdict, = _read("austria", ["A vie S A mun - gal"], "de")
    assert verdict.message == ("A mun kann in dieser Phase nicht nach Galizien ziehen; die "
                               "Unterstützung ist wirkungslos.")


def test_a_void_support_of_an_own_unit_names_the_line_in_german():
    _, verdict = _read("germany", ["A mun - boh", "A ber S A mun - sil"], "de")
    assert verdict.message.startswith("Ihre A mun hat keinen Befehl, nach Schlesien zu ziehen "
                                      "(Zeile 1)")


def test_a_coast_is_named_with_its_province_in_the_readers_language():
    position = {**_start(), "units": [{"power": "france", "type": "F", "at": "mao"},
                                      {"power": "france", "type": "F", "at": "por"}]}
    for lang in ("en", "de"):
        _, verdict = _read("france", ["F mao - spa/sc", "F por S F mao - spa/nc"], lang,
                           position)
        assert f"{_name('spa', lang)} (nc)" in verdict.message


def test_a_power_is_named_by_the_map_in_the_readers_language_or_by_the_rule_sets_label():
    for lang in ("en", "de"):
        verdict, = _read("france", ["A mun H"], lang)
        assert MAP.powers["germany"].name(lang) in verdict.message
    verdict, = _read("france", ["A mun H"], "de", owners={"germany": "Preußen"})
    assert "gehört Preußen" in verdict.message
    # A label for another seat leaves the map's name alone.
    verdict, = _read("france", ["A mun H"], "de", owners={"italy": "Venedig"})
    assert MAP.powers["germany"].name("de") in verdict.message


def test_the_power_refused_a_build_is_named_in_the_readers_language():
    position = {**_start(), "phase": "W1901A"}
    verdict, = _read("italy", ["Build A nap"], "de", position)
    assert verdict.message.startswith(MAP.powers["italy"].name("de"))
    verdict, = _read("italy", ["Build A nap"], "de", position, owners={"italy": "Sardinien"})
    assert verdict.message.startswith("Sardinien")


def test_the_kind_of_unit_is_named_in_the_readers_language_capitalised_at_a_sentence_start():
    verdict, = _read("france", ["F par - bur"], "de")
    assert "eine Armee" in verdict.message  # "Die Einheit in Paris ist eine Armee."
    position = {**_start(), "phase": "W1901A", "units": [],
                "supply_centers": {"russia": ["mos", "sev", "stp", "war"]}}
    verdict, = _read("russia", ["Build F mos"], "de", position)
    assert verdict.message.startswith("Eine Flotte kann nicht in Moskau")
    verdict, = _read("russia", ["Build F mos"], "en", position)
    assert verdict.message.startswith("A fleet cannot be built in Moscow")


def test_empty_advice_reads_none_in_the_readers_language():
    # Italy may build one unit, but every home centre is occupied: no free site.
    position = {**_start(), "phase": "W1901A",
                "supply_centers": {"italy": ["nap", "rom", "ven", "tun"]}}
    for lang, none in (("en", "none"), ("de", "keine")):
        verdict, = _read("italy", ["Build A tun"], lang, position)
        assert verdict.message.endswith(f": {none}.")
    verdict, = _read("austria", ["A mun H"], "de",
                     {**_start(), "units": [{"power": "germany", "type": "A", "at": "mun"}]})
    assert verdict.message.endswith("Ihre Einheiten: keine.")


def test_a_placeholder_the_adjudicator_did_not_fill_reads_none():
    text = verdict_text("no_unit", {"at": "boh"}, MAP, "en")
    assert text == "There is no unit in Bohemia. Your units: none."


def test_an_unknown_code_shows_the_adjudicators_message_or_else_the_code():
    assert verdict_text("new_rule", {"message": "as written"}, MAP, "de") == "as written"
    assert verdict_text("new_rule", {}, MAP, "de") == "new_rule"


def test_a_text_whose_placeholders_cannot_be_filled_is_shown_as_written():
    texts = {"odd": "{0} units in {at!z}"}
    assert verdict_text("odd", {"at": "mun"}, MAP, "en", texts=texts) == "{0} units in {at!z}"


def test_an_unknown_place_is_shown_as_written():
    text = verdict_text("unknown_province", {"to": "xyz"}, MAP, "de")
    assert text == "Unbekannte Provinz xyz."


def test_an_unreadable_line_shows_the_parsers_own_message():
    verdict, = _read("germany", ["xyzzy"], "de")
    assert verdict.status == "unreadable"
    assert "xyzzy" in verdict.message  # the parser's words (shown already in their language)
    assert verdict.suggestion is None


def test_a_missing_coast_comes_with_the_line_corrected_to_the_first_coast():
    position = {**_start(), "units": [{"power": "france", "type": "F", "at": "mao"}]}
    verdict, = _read("france", ["F mao - spa"], "en", position)
    assert verdict.status == "invalid"
    assert verdict.suggestion == "F mao - spa/nc"
    assert verdict.message == "Say which coast of Spain: spa/nc or spa/sc."


def test_no_suggestion_without_a_coast_to_offer():
    judged = Verdict("F mao - spa", "invalid", "coast_needed", {"to": "spa", "options": ""})
    verdict, = line_verdicts([judged], MAP, "en")
    assert verdict.suggestion is None
    assert verdict.message == "Say which coast of Spain: none."


def test_other_verdicts_come_without_a_suggestion():
    verdict, = _read("russia", ["A war - ber"], "en")
    assert (verdict.status, verdict.suggestion) == ("invalid", None)


def test_the_corrected_line_replaces_the_last_word_whatever_space_precedes_it():
    position = {**_start(), "units": [{"power": "france", "type": "F", "at": "mao"}]}
    verdict, = _read("france", ["F mao -\tspa"], "en", position)
    assert verdict.suggestion == "F mao - spa/nc"  # not "F mao spa/nc": the dash stays


def test_every_line_after_an_unreadable_one_gets_its_verdict():
    verdicts = _read("germany", ["xyzzy", "A mun - lon"], "en")
    assert [v.status for v in verdicts] == ["unreadable", "invalid"]


def test_a_kind_that_is_neither_army_nor_fleet_is_shown_as_written():
    assert verdict_text("unknown_unit_type", {"kind": "X"}, MAP, "en") == \
        "Unknown unit type X; build A or F."


def test_no_retreat_left_reads_none_in_the_readers_language():
    text = verdict_text("retreat_not_allowed", {"unit": "A mun", "to": "boh", "allowed": ""},
                        MAP, "de")
    assert text.endswith("möglich ist: keine (oder Auflösen).")


def test_the_engines_own_none_for_no_retreat_reads_in_the_readers_language():
    """The retreat engine writes "none" (English) when nowhere is left: a German page must
    not show it."""
    text = verdict_text("retreat_not_allowed",
                        {"unit": "A mun", "to": "boh", "allowed": "none"}, MAP, "de")
    assert text.endswith("möglich ist: keine (oder Auflösen).")
