"""The fast canonical reader reads exactly what the full parser reads, or steps aside."""

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudication.diplomacy.canonical import read_canonical_movement
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
