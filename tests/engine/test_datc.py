"""Every DATC 2.4 section 6 case, one test each, run through the JSON interface and parser."""

import pytest

from adjudication.diplomacy.datc import ERRATA, read_cases, retreat_statements, run_case
from tests.engine.datc_location import DATC_FILE

CASES = read_cases(DATC_FILE)


def test_the_datc_file_has_all_167_cases():
    assert len(CASES) == 167


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_datc_case(case):
    passed, differences = run_case(case)
    assert passed, differences


# The runner compares what the file states about retreats, not only the units: each statement
# below is false for its position, and the case must fail on exactly that.
DISLODGE_GRE = """
CASE listed
PRESTATE_SETPHASE Spring 1901, Movement
PRESTATE
    Austria: A alb
    Austria: A ser
    Turkey: A gre
ORDERS
    Austria: A alb-gre
    Austria: A ser S A alb-gre
POSTSTATE
    Austria: A gre
    Austria: A ser
POSTSTATE_DISLODGED
    {dislodged}
END
"""


def _run(tmp_path, text):
    path = tmp_path / "case.txt"
    path.write_text(text, encoding="utf-8")
    [case] = read_cases(path)
    return run_case(case)


def test_a_dislodged_unit_with_somewhere_to_go_must_be_listed_and_a_listed_one_must_go(
        tmp_path):
    # A gre can retreat (e.g. to bul): listed, the case passes; left out, it fails.
    assert _run(tmp_path, DISLODGE_GRE.format(dislodged="Turkey: A gre")) == (True, "")
    passed, why = _run(tmp_path, DISLODGE_GRE.format(dislodged=""))
    assert not passed and "dislodged with a retreat" in why


def test_a_unit_the_file_calls_destroyed_must_have_no_retreat(tmp_path):
    passed, why = _run(tmp_path, DISLODGE_GRE.format(
        dislodged="### Turkey: A gre   # NO RETREATS: destroyed"))
    assert not passed and "turkey A gre: the file says it is destroyed" in why


RETREAT_ANK = """
# legal retreat areas for ank: {legal}
# illegal retreat areas for ank: {illegal}
CASE areas
PRESTATE_SETPHASE Spring 1901, Retreat
PRESTATE
    Russia: F con
    Russia: F ank
PRESTATE_DISLODGED
    Turkey: A ank
PRESTATE_RESULTS
    FAILURE: Turkey: A ank H
    SUCCESS: Russia: F con S F bla-ank
    SUCCESS: Russia: F bla-ank
ORDERS
    Turkey: A ank-smy
POSTSTATE
    Russia: F con
    Russia: F ank
    Turkey: A smy
END
"""


def test_the_retreat_areas_a_comment_names_are_tried_one_by_one(tmp_path):
    assert _run(tmp_path, RETREAT_ANK.format(legal="smy, arm", illegal="con")) == (True, "")
    passed, why = _run(tmp_path, RETREAT_ANK.format(legal="smy, con", illegal="arm"))
    assert not passed
    assert "A ank - con: the file says legal" in why
    assert "A ank - arm: the file says illegal" in why


def test_the_one_erratum_is_the_fleet_that_cannot_reach_smyrna():
    case = next(c for c in CASES if c.name == "6.H.5")
    assert any("legal retreat areas for ank: smy, arm" in text for _, _, text in case.notes)
    assert retreat_statements(case).areas == {"ank": {"legal": ["arm"],
                                                      "illegal": ["smy", "con", "bla"]}}
    assert set(ERRATA) == {"6.H.5"}
