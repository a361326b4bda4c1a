"""The fast canonical reader reads exactly what the full parser reads, or steps aside."""

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudication.diplomacy.canonical import fold_movement_line, read_canonical_movement
from adjudication.diplomacy.maps import load_map
from adjudication.diplomacy.orders import Move, province_of
from adjudication.diplomacy.parser import format_order, parse_order
from adjudication.diplomacy.sample import random_phase

MAP = load_map()


def meaning(order):
    """Where units stand is read by province (the engine finds the unit there), so a parser
    that fills in ``stp/sc`` for the supported fleet in ``stp`` means the same order."""
    if order is None:
        return None
    fields = {name: getattr(order, name) for name in order.__slots__}
    for name in ("at", "target_at", "army_at"):
        if name in fields:
            fields[name] = province_of(fields[name])
    return type(order).__name__, fields


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_it_reads_canonical_orders_as_the_parser_does(seed):
    units, orders = random_phase(MAP, seed)
    for _power, order in orders:
        text = format_order(order)
        fast = read_canonical_movement(text, MAP)
        full = parse_order(text, MAP, phase_type="M", units=units).order
        assert fast is None or meaning(fast) == meaning(full), text


def test_it_steps_aside_for_anything_not_canonical():
    for text in ["a par - bur", "A Paris - Burgundy", "A par-bur", "A par  - bur",
                 "F mao - spa", "A xyz - bur", "F nth C F lon - bel", "A par S A mar - "]:
        assert read_canonical_movement(text, MAP) is None, text


def test_it_reads_every_movement_form():
    assert read_canonical_movement("A lon - bel via convoy", MAP) == Move("A", "lon", "bel", True)
    assert format_order(read_canonical_movement("F nth C A lon - bel", MAP)) == \
        "F nth C A lon - bel"
    assert format_order(read_canonical_movement("F mao - spa/nc", MAP)) == "F mao - spa/nc"
    assert format_order(read_canonical_movement("A bur S F mar - spa", MAP)) == \
        "A bur S F mar - spa"


def folded_reading(text):
    folded = fold_movement_line(text, MAP)
    return None if folded is None else read_canonical_movement(folded, MAP)


def respell(text, cases, spaces, mila_via):
    """``text`` with each word's case chosen by ``cases`` and runs of spaces by ``spaces``."""
    if mila_via and text.endswith(" via convoy"):
        text = text[: -len(" convoy")]
    words = []
    for number, word in enumerate(text.split(" ")):
        case = cases[number % len(cases)]
        words.append(word.upper() if case == 0 else word.lower() if case == 1 else word)
    return "".join(word + " " * spaces[number % len(spaces)]
                   for number, word in enumerate(words)).strip()


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1),
       st.lists(st.integers(0, 2), min_size=1, max_size=7),
       st.lists(st.integers(1, 3), min_size=1, max_size=7), st.booleans())
def test_the_folded_path_reads_respelt_orders_as_the_parser_does(seed, cases, spaces, mila):
    units, orders = random_phase(MAP, seed)
    for _power, order in orders:
        text = respell(format_order(order), cases, spaces, mila)
        fast = folded_reading(text)
        full = parse_order(text, MAP, phase_type="M", units=units).order
        assert fast is None or meaning(fast) == meaning(full), text


VOCABULARY = ["A", "F", "a", "f", "H", "S", "C", "s", "-", "VIA", "convoy", "par", "BUR",
              "spa", "SPA/NC", "stp/sc", "nth", "Lon", "bel", "mao", "mun", "kie", "x"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=8))
def test_the_folded_path_accepts_only_what_the_parser_reads_alike(words):
    text = " ".join(words)
    fast = folded_reading(text)
    if fast is not None:
        full = parse_order(text, MAP, phase_type="M").order
        assert full is not None and meaning(fast) == meaning(full), text


def test_the_folded_path_reads_upper_case_and_mila_lines():
    assert fold_movement_line("A  PAR -  BUR", MAP) == "A par - bur"
    assert folded_reading("F NTH C A LON - BEL") == read_canonical_movement(
        "F nth C A lon - bel", MAP)
    assert folded_reading("A LON - BEL VIA") == Move("A", "lon", "bel", True)
    for text in ["A Paris - Burgundy", "England: A LON H", "A PAR - BUR # hold on", "A PAR->BUR"]:
        assert fold_movement_line(text, MAP) is None, text
