"""The one-pass path for standard movement phases (``plain_movement.py``) gives, byte for
byte, the general path's answer; ``benchmarks/plain_movement_equivalence.py`` runs the first
check on 10,000 and more inputs."""

import json

import pytest

from adjudication.diplomacy.datc import case_input, read_cases
from adjudication.diplomacy.interface import answered_plainly, resolve
from adjudication.diplomacy.maps import load_map
from adjudication.diplomacy.orders import Unit
from adjudication.diplomacy.parser import format_order, parse_order
from adjudication.diplomacy.plain_movement import plain_rules
from adjudication.diplomacy.rulebook import standard
from adjudication.diplomacy.sample import random_phase_input
from adjudication.diplomacy.variants import variant_named
from tests.engine.datc_location import DATC_FILE

MAP = load_map()


def both(data: dict) -> tuple[str, str]:
    return json.dumps(resolve(data)), json.dumps(resolve(data, plain=False))


def test_random_phases_get_the_same_answer_on_both_paths():
    plain = 0
    for number in range(300):
        data = random_phase_input(MAP, 31_337 + number, format_order)
        fast, general = both(data)
        assert fast == general, json.dumps(data)
        plain += answered_plainly(data)
    assert plain >= 250  # the comparison is not vacuous: most inputs take the one-pass path


def _canonical(data: dict) -> dict:
    """The case with every line the parser reads written canonically (the rest as given)."""
    units = [Unit(u["power"], u["type"], u["at"]) for u in data["units"]]
    orders = {}
    for power, lines in data["orders"].items():
        orders[power] = []
        for line in lines:
            parsed = parse_order(line, MAP, phase_type="M", units=units)
            orders[power].append(line if parsed.order is None else format_order(parsed.order))
    return {**data, "orders": orders}


MOVEMENT_CASES = [case for case in read_cases(DATC_FILE)
                  if case.phase.endswith("M") and case.variant == "standard"]


def test_datc_movement_cases_in_canonical_form_get_the_same_answer_on_both_paths():
    plain = 0
    for case in MOVEMENT_CASES:
        data = _canonical(case_input(case))
        fast, general = both(data)
        assert fast == general, case.name
        plain += answered_plainly(data)
    # Paradoxes and circular movement (the backup rule), and orders rewritten to another
    # unit's location, are left to the general path; the rest is answered in one pass.
    assert len(MOVEMENT_CASES) > 100 and plain > 0.8 * len(MOVEMENT_CASES)


CIRCLE = {"phase": "S1901M",
          "units": [{"power": "turkey", "type": "F", "at": "ank"},
                    {"power": "turkey", "type": "A", "at": "con"},
                    {"power": "turkey", "type": "A", "at": "smy"}],
          "orders": {"turkey": ["F ank - con", "A con - smy", "A smy - ank"]}}


def test_circular_movement_is_left_to_the_general_path_and_every_move_succeeds():
    assert not answered_plainly(CIRCLE)
    fast, general = both(CIRCLE)
    assert fast == general
    assert {u["at"] for u in json.loads(fast)["units"]} == {"ank", "con", "smy"}
    assert all(o["result"] == "succeeds" for o in json.loads(fast)["orders"])


def test_a_second_order_replaces_the_first_on_both_paths():
    data = {"phase": "S1901M",
            "units": [{"power": "france", "type": "A", "at": "par"}],
            "orders": {"france": ["A par - bur", "A par - pic"]}}
    assert answered_plainly(data)
    fast, general = both(data)
    assert fast == general
    assert [o["result"] for o in json.loads(fast)["orders"]] == ["replaced", "succeeds"]


@pytest.mark.parametrize("line", ["A  par - bur", "a par - bur", "A Paris - Burgundy", ""])
def test_lines_not_in_canonical_form_are_read_as_before(line):
    data = {"phase": "S1901M",
            "units": [{"power": "france", "type": "A", "at": "par"}],
            "orders": {"france": [line]}}
    fast, general = both(data)
    assert fast == general


def test_only_the_standard_hooks_take_the_one_pass_path():
    assert plain_rules(standard())
    assert plain_rules(variant_named("standard").rulebook)
    from dataclasses import replace

    assert not plain_rules(replace(standard(), unit_strength=lambda board, unit: 2))


def test_only_lines_it_reads_are_remembered_and_the_parser_forgets_them():
    from adjudication.diplomacy import plain_lines
    from adjudication.diplomacy.interface import clear_caches

    data = {"phase": "S1901M",
            "units": [{"power": "france", "type": "A", "at": "par"},
                      {"power": "france", "type": "A", "at": "mar"}],
            "orders": {"france": ["A mar - bur", "Armee Paris nach Burgund"]}}
    clear_caches()
    resolve(data)  # declined at the second line: the general path answers
    known = plain_lines.LINES[id(MAP)][1]
    assert "A mar - bur" in known and "Armee Paris nach Burgund" not in known
    clear_caches()
    assert id(MAP) not in plain_lines.LINES


def test_the_quick_line_reader_gives_the_general_readers_record():
    """``read_plain`` (holds, moves, supports at first sight) against ``_read`` on every line
    of 200 random phases and on lines it must hand on (convoys, coasts, case, junk)."""
    from adjudication.diplomacy.legality import adjacency_table
    from adjudication.diplomacy.plain_lines import LINES, _read, clear_caches, read_plain

    clear_caches()
    resolve(random_phase_input(MAP, 7, format_order))  # builds the map's tables
    tables = LINES[id(MAP)]
    lines = {line for number in range(200)
             for given in random_phase_input(MAP, 4_242 + number, format_order)["orders"].values()
             for line in given}
    lines |= {"A par H", "F bre - mao", "A par - bur", "A bre - lon", "A par - mar", "F par - bur",
              "F mar - spa", "F mar - spa/sc", "A mar - spa/sc", "F bul/ec - con", "A par - par",
              "A par S A bur", "A par S A par", "A par S F bre - pic", "A par S A mar - spa",
              "F nth S A lon - bel", "F nth C A lon - bel", "A lon - bel via convoy",
              "A PAR - BUR", "a par h", "A par", "A par - xyz", "A par S A bur x bel",
              "X par H", "A par S B bur", "A par S A bur - ", "F wes C A tun - nap"}
    kinds = set()
    for line in sorted(lines):
        quick = read_plain(line, MAP, tables)
        assert quick == _read(line, MAP, adjacency_table(MAP)), line
        kinds.add(None if quick is None else quick[2])
    assert {None, 0, 1, 2, 3, 4} <= kinds  # every kind met, and lines that are none
