"""The order parser reads what players type, in English and German, and explains what it can't."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudication.diplomacy.maps import Map, load_map
from adjudication.diplomacy.order_grammar import Loc, Rule, UnitWord, Word
from adjudication.diplomacy.orders import (
    Build,
    Convoy,
    Disband,
    Hold,
    Move,
    Remove,
    Retreat,
    SupportHold,
    SupportMove,
    Unit,
    Waive,
)
from adjudication.diplomacy.parser import (
    STANDARD_GRAMMAR,
    ParsedOrder,
    format_order,
    parse_order,
    parse_orders,
)
from tests.engine.datc_location import DATC_FILE


@pytest.fixture(scope="module")
def board() -> Map:
    return load_map()


def read(text: str, phase: str | None = "M", **kwargs: object) -> ParsedOrder:
    return parse_order(text, load_map(), phase_type=phase, **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(("text", "order"), [
    ("A Par - Bur", Move("A", "par", "bur")),
    ("A Par-Bur", Move("A", "par", "bur")),
    ("a par-bur", Move("A", "par", "bur")),
    ("   A   PAR   -   BUR  ", Move("A", "par", "bur")),
    ("Par - Bur", Move(None, "par", "bur")),
    ("A Paris -> Burgund", Move("A", "par", "bur")),
    ("A Paris => Burgundy", Move("A", "par", "bur")),
    ("A Paris to Burgundy", Move("A", "par", "bur")),
    ("A Lon - Bel via convoy", Move("A", "lon", "bel", via_convoy=True)),
    ("A LON - BEL VIA", Move("A", "lon", "bel", via_convoy=True)),
    ("A Lon - Bel (via convoy)", Move("A", "lon", "bel", via_convoy=True)),
    ("F Nth C A Lon - Bel", Convoy("F", "nth", "lon", "bel")),
    ("F Nth convoys A Lon - Bel", Convoy("F", "nth", "lon", "bel")),
    ("F North Sea convoys Army London to Belgium", Convoy("F", "nth", "lon", "bel")),
    ("A Mun S A Par - Bur", SupportMove("A", "mun", "A", "par", "bur")),
    ("A Mun supports A Kie", SupportHold("A", "mun", "A", "kie")),
    ("A Mun S Kie H", SupportHold("A", "mun", None, "kie")),
    ("A Mun H", Hold("A", "mun")),
    ("A Mun hold", Hold("A", "mun")),
    ("F Mid-Atlantic Ocean - Spain (south coast)", Move("F", "mao", "spa/sc")),
    ("F St. Petersburg north coast - Barents Sea", Move("F", "stp/nc", "bar")),
])
def test_it_reads_english_movement_orders(text: str, order: object) -> None:
    parsed = read(text)
    assert parsed.error is None, parsed.render()
    assert parsed.order == order


@pytest.mark.parametrize(("text", "order"), [
    ("A München hält", Hold("A", "mun")),
    ("A Muenchen haelt", Hold("A", "mun")),
    ("Armee München zieht nach Burgund", Move("A", "mun", "bur")),
    ("A Mün - Bur", Move("A", "mun", "bur")),  # accents dropped: "Mün" reads as "mun"
    ("Flotte Nordsee konvoiert Armee London nach Belgien", Convoy("F", "nth", "lon", "bel")),
    ("F Nordsee transportiert A Lon - Bel", Convoy("F", "nth", "lon", "bel")),
    ("A München unterstützt A Paris - Burgund", SupportMove("A", "mun", "A", "par", "bur")),
    ("A Mun unterstuetzt A Kiel", SupportHold("A", "mun", "A", "kie")),
    ("A Lon - Bel per Konvoi", Move("A", "lon", "bel", via_convoy=True)),
    ("F Golf von Lyon - Spanien", Move("F", "lyo", "spa/sc")),
    ("F Ärmelkanal - Nordsee", Move("F", "eng", "nth")),
])
def test_it_reads_german_movement_orders(text: str, order: object) -> None:
    parsed = read(text)
    assert parsed.error is None, parsed.render()
    assert parsed.order == order


@pytest.mark.parametrize(("text", "order"), [
    ("A Mun R Boh", Retreat("A", "mun", "boh")),
    ("A Mun - Boh", Retreat("A", "mun", "boh")),
    ("A Mun retreat to Bohemia", Retreat("A", "mun", "boh")),
    ("A München Rückzug nach Böhmen", Retreat("A", "mun", "boh")),
    ("A Mun D", Disband("A", "mun")),
    ("A Mun disband", Disband("A", "mun")),
    ("A München auflösen", Disband("A", "mun")),
    ("Löse A München auf", Disband("A", "mun")),
    ("F Nth - Edi", Retreat("F", "nth", "edi")),
])
def test_it_reads_retreat_phase_orders(text: str, order: object) -> None:
    parsed = read(text, "R")
    assert parsed.error is None, parsed.render()
    assert parsed.order == order


@pytest.mark.parametrize(("text", "order"), [
    ("Build A Par", Build("A", "par")),
    ("B A Par", Build("A", "par")),
    ("Baue A Paris", Build("A", "par")),
    ("Baue Flotte St. Petersburg Nordküste", Build("F", "stp/nc")),
    ("build f stp/sc", Build("F", "stp/sc")),
    ("Remove F Kie", Remove("F", "kie")),
    ("Entferne F Kiel", Remove("F", "kie")),
    ("Remove gol", Remove(None, "lyo")),
    ("A Mun D", Remove("A", "mun")),
    ("A Mun disband", Remove("A", "mun")),
    ("waive", Waive()),
    ("Verzicht", Waive()),
])
def test_it_reads_adjustment_orders(text: str, order: object) -> None:
    parsed = read(text, "A")
    assert parsed.error is None, parsed.render()
    assert parsed.order == order


@pytest.mark.parametrize(("order", "text"), [
    (Move("A", "par", "bur"), "A par - bur"),
    (Move("A", "lon", "bel", True), "A lon - bel via convoy"),
    (Move(None, "par", "bur"), "par - bur"),
    (Hold("F", "nth"), "F nth H"),
    (SupportHold("A", "mun", "A", "kie"), "A mun S A kie"),
    (SupportMove("F", "mar", "F", "gas", "spa/nc"), "F mar S F gas - spa/nc"),
    (Convoy("F", "nth", "lon", "bel"), "F nth C A lon - bel"),
    (Retreat("A", "mun", "boh"), "A mun R boh"),
    (Disband("F", "nth"), "F nth D"),
    (Build("F", "stp/nc"), "Build F stp/nc"),
    (Remove("F", "kie"), "Remove F kie"),
    (Waive(), "Waive"),
])
def test_format_order_gives_canonical_text_that_parses_back(order: object, text: str) -> None:
    assert format_order(order) == text
    phase = {Retreat: "R", Disband: "R", Build: "A", Remove: "A", Waive: "A"}.get(
        type(order), "M")
    assert read(text, phase).order == order


def test_render_defaults_to_the_language_asked_for() -> None:
    parsed = parse_order("A par - Burgnd", load_map(), lang="de")
    assert parsed.render().startswith("Unbekannte Provinz")
    assert parsed.render("en").startswith("Unknown province")


def test_the_canonical_field_is_the_formatted_order() -> None:
    assert read("Armee München zieht nach Burgund").canonical == "A mun - bur"


# -- coasts ----------------------------------------------------------------------------------

def test_it_infers_the_only_coast_a_fleet_can_reach() -> None:
    assert read("F gas - spa").order == Move("F", "gas", "spa/nc")
    assert read("F wes - spa").order == Move("F", "wes", "spa/sc")
    assert read("F bot - stp").order == Move("F", "bot", "stp/sc")
    assert read("F bla - bul").order == Move("F", "bla", "bul/ec")


def test_it_names_both_coasts_when_the_move_is_ambiguous() -> None:
    parsed = read("F mao - spa")
    # Kept as written (the DATC has it fail in adjudication), with the choice explained.
    assert parsed.order == Move("F", "mao", "spa")
    assert parsed.warnings[0].code == "ambiguous_coast"
    assert parsed.render() == ("Which coast of Spain? Write spa/nc or spa/sc; "
                               "as written the move fails.")
    assert "spa/nc oder spa/sc" in parsed.render("de")


def test_it_rejects_a_coast_the_province_does_not_have() -> None:
    parsed = read("F mao - spa/ec")
    assert parsed.order is None and parsed.error is not None
    assert parsed.render() == "Spain has no east coast; write spa/nc or spa/sc."
    assert read("F nwy/nc - bar").render("de") == "Norwegen hat nur eine Küste; schreiben Sie nwy."


def test_armies_ignore_a_written_coast() -> None:
    assert read("A gas - spa/nc").order == Move("A", "gas", "spa")


def test_a_fleet_build_on_a_split_coast_needs_the_coast() -> None:
    parsed = read("Build F stp", "A")
    assert parsed.warnings[0].code == "coast_needed"
    assert "stp/nc or stp/sc" in parsed.render()


def test_a_build_needs_a_unit_type() -> None:
    parsed = read("Build Paris", "A")
    assert parsed.order is None
    assert parsed.render() == "Say which unit to build: A or F (e.g. Build A par)."


# -- units on the board --------------------------------------------------------------------

UNITS = [Unit("france", "F", "spa/sc"), Unit("france", "A", "par"), Unit("italy", "A", "rom")]


def test_given_units_it_fills_in_the_unit_type_and_the_fleets_coast() -> None:
    assert read("par - bur", units=UNITS).order == Move("A", "par", "bur")
    assert read("F spa - lyo", units=UNITS).order == Move("F", "spa/sc", "lyo")
    assert read("F spa/nc - lyo", units=UNITS).order == Move("F", "spa/sc", "lyo")


def test_given_units_it_warns_about_an_empty_province() -> None:
    parsed = read("A Rum - Bul", units=UNITS)
    assert parsed.order == Move("A", "rum", "bul")
    assert parsed.warnings[0].code == "no_unit_suggest"
    assert parsed.render() == "There is no unit in Rumania — did you mean A rom?"
    assert read("A bur H", units=UNITS).render("de") == "In Burgund steht keine Einheit."


def test_supported_units_are_completed_from_the_board_but_not_required() -> None:
    # The web app passes only the player's own units: others' units are no cause for warning.
    parsed = read("F spa S par - bur", units=UNITS)
    assert parsed.order == SupportMove("F", "spa/sc", "A", "par", "bur")
    assert read("F spa S F lyo - mar", units=UNITS).warnings == ()


def test_given_units_it_warns_about_the_wrong_unit_type() -> None:
    parsed = read("F par H", units=UNITS)
    assert parsed.render() == "The unit in Paris is an army, not a fleet."


def test_it_warns_that_only_armies_are_convoyed() -> None:
    parsed = read("F nth C F lon - bel")
    assert parsed.order == Convoy("F", "nth", "lon", "bel")
    assert parsed.render("de") == "Nur Armeen können konvoiert werden."


# -- mistakes ----------------------------------------------------------------------------------

def test_a_misspelt_province_gets_a_suggestion_in_both_languages() -> None:
    parsed = read("A Paris -> Burgnd")
    assert parsed.order is None
    assert parsed.render() == "Unknown province 'Burgnd' — did you mean Burgundy (bur)?"
    assert parsed.render("de") == "Unbekannte Provinz 'Burgnd' – meinten Sie Burgund (bur)?"
    assert parsed.suggestion == "A par - bur"


def test_a_misspelt_german_name_gets_a_suggestion() -> None:
    parsed = read("A Münchn - Bur")
    assert parsed.error is not None and parsed.error.code == "unknown_province_suggest"
    assert parsed.suggestion == "A mun - bur"


def test_a_missing_move_sign_is_suggested() -> None:
    parsed = read("A par bur")
    assert parsed.render() == "Did not understand 'bur' after 'A par'."
    assert parsed.suggestion == "A par - bur"


def test_an_unfinished_order_says_what_is_missing() -> None:
    parsed = read("A par")
    assert parsed.error is not None and parsed.error.code == "incomplete"
    assert parsed.render() == "The order ends too early: after 'A par' expected H, -, S or C."
    assert read("A mun S").render("de") == ("Der Befehl endet zu früh: nach 'A mun S' fehlt "
                                            "A/F oder eine Provinz.")


def test_a_line_starting_with_an_order_word_says_what_comes_first() -> None:
    assert read("S A mun").render() == ("An order cannot start with 'S'; write the unit first, "
                                        "e.g. A par - bur.")
    assert read("Build").error.code == "wrong_phase"  # type: ignore[union-attr]


def test_an_order_for_another_phase_says_which_phase() -> None:
    assert read("A mun R boh").render() == "Retreat orders belong in the retreat phase."
    assert read("Build A par").render("de") == "Bau-Befehle gehören in die Anpassungsphase " \
                                               "(Bauphase)."
    assert read("A ser S A bud", "R").error is not None


def test_phase_none_accepts_every_form() -> None:
    assert read("Build A par", None).order == Build("A", "par")
    assert read("A mun - boh", None).order == Move("A", "mun", "boh")


def test_empty_and_garbage_lines_get_messages() -> None:
    assert read("").render() == "Empty order."
    assert read("   # only a comment").render("de") == "Leerer Befehl."
    assert read("xyzzy plugh").error is not None


def test_a_power_prefix_is_read_and_a_wrong_one_explained() -> None:
    parsed = read("England: F nth - pic")
    assert parsed.power == "england" and parsed.order == Move("F", "nth", "pic")
    assert read("Deutschland: A mun H").power == "germany"
    wrong = read("Germnay: A wal S F lon - yor")
    assert wrong.render() == "Unknown power 'Germnay' — did you mean Germany?"
    assert wrong.suggestion == "Germany: A wal S F lon - yor"


def test_parse_orders_reads_each_line_and_skips_comments() -> None:
    text = "# my orders\nA par - bur\n\n  // note\nF brest - mao\nA mar S A par - bur # keep\n"
    results = parse_orders(text, load_map())
    assert [r.canonical for r in results] == ["A par - bur", "F bre - mao", "A mar S A par - bur"]


def test_every_message_code_the_parser_uses_has_english_and_german_text() -> None:
    import adjudication.diplomacy.parser as parser_module
    import adjudication.diplomacy.standard_grammar as grammar_module
    from adjudication.diplomacy.messages import CATALOGUE

    source = "".join(Path(m.__file__).read_text(encoding="utf-8")  # type: ignore[arg-type]
                     for m in (parser_module, grammar_module))
    codes = set(re.findall(r'Message\.of\(\s*"(\w+)"', source))
    assert len(codes) > 10
    assert sorted(c for c in codes if c not in CATALOGUE) == []


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_no_line_makes_the_parser_raise(text: str) -> None:
    parsed = read(text)
    assert (parsed.order is None) == (parsed.error is not None)
    parsed.render("en")
    parsed.render("de")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["A", "F", "mun", "-", "S", "C", "H", "spa", "nc", "/", "via",
                                 "Burgund", "zieht", "nach", "(", ")", "Build", "xx", "R",
                                 "St.", "Petersburg", ":", "England", "#"]), max_size=9))
def test_no_mix_of_order_words_makes_the_parser_raise(words: list[str]) -> None:
    for phase in ("M", "R", "A", None):
        parsed = read(" ".join(words), phase, units=UNITS)
        assert (parsed.order is None) == (parsed.error is not None)
        assert parsed.render("de") or parsed.order is not None


# -- the DATC file ---------------------------------------------------------------------------

_PHASES = {"Movement": "M", "Retreat": "R", "Adjustment": "A"}
# Orders the DATC itself calls illegal for their phase ("clearly illegal"): these must be
# rejected with wrong_phase rather than read.
_WRONG_PHASE = {"A ser S F tri-alb", "F hol S F edi-nth", "F nth C A hol-yor"}


def _datc_orders() -> list[tuple[str, str, str]]:
    found, case, phase, in_orders = [], "", "M", False
    for line in DATC_FILE.read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if stripped.startswith("CASE"):
            case = stripped.split(None, 1)[1]
        elif stripped.startswith("PRESTATE_SETPHASE"):
            phase = _PHASES[stripped.split(",")[1].split()[0]]
        elif stripped == "ORDERS":
            in_orders = True
        elif re.fullmatch(r"[A-Z_]+", stripped.split("#")[0].strip() or "#"):
            in_orders = False
        elif in_orders and stripped and not stripped.startswith("#"):
            body = stripped.split(":", 1)[1].split("#")[0].strip()
            found.append((case, phase, body))
    return found


DATC_ORDERS = _datc_orders()


def test_the_datc_file_has_its_orders() -> None:
    assert len(DATC_ORDERS) > 600
    assert ("6.A.1", "M", "F nth-pic") in DATC_ORDERS


@pytest.mark.parametrize(("case", "phase", "body"), DATC_ORDERS,
                         ids=[f"{c}:{b}" for c, _, b in DATC_ORDERS])
def test_every_datc_order_parses(board: Map, case: str, phase: str, body: str) -> None:
    parsed = parse_order(body, board, phase_type=phase)
    if body in _WRONG_PHASE:
        assert parsed.error is not None and parsed.error.code == "wrong_phase"
    else:
        assert parsed.error is None, f"{case}: {parsed.render()}"
        assert parse_order(parsed.canonical, board, phase_type=phase).order == parsed.order


# -- extension -----------------------------------------------------------------------------

def test_a_variant_extends_the_grammar_without_changing_the_standard_one() -> None:
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class BirdFlight:
        unit_type: str
        route: tuple[str, ...]

        def canonical(self) -> str:
            return f"{self.unit_type} " + "-".join(self.route)

    from adjudication.diplomacy.order_grammar import LocList

    def build(captures, ctx):  # type: ignore[no-untyped-def]
        return BirdFlight(captures["unit_type"], tuple(r.province for r in captures["route"]))

    flight = Rule("bird_flight", "move", frozenset("M"),
                  (UnitWord(optional=False), LocList(min_length=3)), build)
    nest = Rule("nest", "hold", frozenset("M"), (UnitWord(optional=False), Loc(), Word("NEST")),
                lambda c, ctx: Hold(c["unit_type"], c["at"].province))
    grammar = STANDARD_GRAMMAR.extend(unit_words={"V": "V", "Vogel": "V"},
                                      keywords={"NEST": ["nistet", "nest"]},
                                      rules=[flight, nest])
    parsed = parse_order("V Lon-Nth-Den", load_map(), grammar=grammar)
    assert parsed.order == BirdFlight("V", ("lon", "nth", "den"))
    assert parsed.canonical == "V lon-nth-den"
    assert parse_order("Vogel London nistet", load_map(), grammar=grammar).order == \
        Hold("V", "lon")
    assert parse_order("A par - bur", load_map(), grammar=grammar).order == \
        Move("A", "par", "bur")
    assert parse_order("V Lon-Nth-Den", load_map()).error is not None


# -- lines read again ------------------------------------------------------------------------
# Readings are remembered per line; these check that a remembered reading is only reused
# while everything it depended on is the same.

def test_a_line_read_again_follows_the_units_now_on_the_board() -> None:
    assert read("bre H", units=[Unit("france", "A", "bre")]).order == Hold("A", "bre")
    assert read("bre H", units=[Unit("france", "F", "bre")]).order == Hold("F", "bre")
    assert read("bre H", units=[Unit("france", "A", "bre")]).order == Hold("A", "bre")
    assert read("bre H", units=[Unit("france", "A", "par")]).warnings[0].code.startswith(
        "no_unit")
    assert read("bre H").order == Hold(None, "bre")


def test_a_unit_list_changed_in_place_is_seen() -> None:
    units = [Unit("france", "A", "bre"), Unit("france", "A", "par")]
    assert read("bre - pic", units=units).order == Move("A", "bre", "pic")
    units[0] = Unit("france", "F", "bre")
    assert read("bre - pic", units=units).order == Move("F", "bre", "pic")


def test_a_warning_that_names_another_unit_follows_that_unit() -> None:
    # "Rum" has no unit; the suggestion looks at Rome, a province the line does not name.
    with_rome = [Unit("italy", "A", "rom")]
    assert read("A Rum - Bul", units=with_rome).render() == \
        "There is no unit in Rumania — did you mean A rom?"
    assert read("A Rum - Bul", units=[Unit("italy", "F", "rom")]).render() == \
        "There is no unit in Rumania — did you mean F rom?"
    assert read("A Rum - Bul", units=[Unit("italy", "A", "ven")]).render() == \
        "There is no unit in Rumania."


def test_a_builder_that_reads_every_unit_is_asked_again() -> None:
    counted = Rule("count", "hold", frozenset("M"), (UnitWord(optional=False), Loc(),
                                                      Word("COUNT")),
                   lambda c, ctx: Hold(c["unit_type"] * len(ctx.units), c["at"].province))
    grammar = STANDARD_GRAMMAR.extend(keywords={"COUNT": ["count"]}, rules=[counted])
    one = [Unit("france", "A", "par")]
    two = [*one, Unit("france", "A", "bre")]
    assert parse_order("A par count", load_map(), units=one, grammar=grammar).order == \
        Hold("A", "par")
    assert parse_order("A par count", load_map(), units=two, grammar=grammar).order == \
        Hold("AA", "par")


def test_elements_of_a_variants_own_types_are_matched_by_their_own_code() -> None:
    from adjudication.diplomacy.order_grammar import Element

    class Yell(Word):  # a Word subclass with its own matching: never skipped for its keyword
        def match(self, tokens, position, state):  # type: ignore[no-untyped-def]
            if position < len(tokens) and tokens[position].key == "yell":
                yield position + 1, True

    class Bang(Element):
        def match(self, tokens, position, state):  # type: ignore[no-untyped-def]
            if position < len(tokens) and tokens[position].text == "!":
                yield position + 1, None

    grammar = STANDARD_GRAMMAR.extend(rules=[
        Rule("yell", "hold", frozenset("M"), (UnitWord(), Loc(), Yell("HOLD")),
             lambda c, ctx: Hold("Y", c["at"].province)),
        Rule("bang", "hold", frozenset("M"), (UnitWord(), Loc(), Bang()),
             lambda c, ctx: Hold("B", c["at"].province)),
    ])
    assert parse_order("A mun yell", load_map(), grammar=grammar).order == Hold("Y", "mun")
    assert parse_order("A mun !", load_map(), grammar=grammar).order == Hold("B", "mun")
    assert parse_order("A mun H", load_map(), grammar=grammar).order == Hold("A", "mun")


_WORDS = ["A", "F", "mun", "-", "S", "C", "H", "spa", "nc", "/", "via", "Burgund", "zieht",
          "nach", "(", ")", "Build", "xx", "R", "St.", "Petersburg", "Golf", "von", "Lyon",
          "north", "coast", "D", "Remove", "Waive", "baue", "Flotte", "löse", "auf", "bur",
          "convoy", "V", "nth", "den", "lon"]


def _bird_grammar():  # type: ignore[no-untyped-def]
    from adjudication.diplomacy.order_grammar import LocList

    flight = Rule("bird_flight", "move", frozenset("M"),
                  (UnitWord(optional=False), LocList(min_length=3)),
                  lambda c, ctx: Hold(c["unit_type"], c["route"][-1].province))
    return STANDARD_GRAMMAR.extend(unit_words={"V": "V"}, rules=[flight])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=8), st.sampled_from(["M", "R", "A", None]))
def test_the_fast_matcher_picks_the_rule_and_reading_the_plain_walk_picks(
        words: list[str], phase: str | None) -> None:
    from adjudication.diplomacy.fast_match import first_match
    from adjudication.diplomacy.order_grammar import MatchState, match_rule, tokenize

    tokens = tokenize(" ".join(words))
    for grammar in (STANDARD_GRAMMAR, _bird_grammar()):
        rules = [r for r in grammar.rules if phase is None or phase in r.phases]
        expected = None
        for rule in rules:
            captures = match_rule(rule, tokens, MatchState(grammar, load_map()))
            if captures is not None:
                expected = (rule, captures)
                break
        assert first_match(rules, tokens, MatchState(grammar, load_map())) == expected


def test_clearing_the_caches_changes_no_answer() -> None:
    from adjudication.diplomacy.parser import clear_caches

    lines = ["A Paris -> Burgund", "F spa - lyo", "A Par - Burgnd", "Build A par"]
    before = [read(line, units=UNITS) for line in lines]
    clear_caches()
    assert [read(line, units=UNITS) for line in lines] == before
