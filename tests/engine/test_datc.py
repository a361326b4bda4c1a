"""Every DATC 2.4 section 6 case, one test each, run through the JSON interface and parser."""

import pytest

from adjudication.diplomacy.datc import read_cases, run_case
from tests.engine.datc_location import DATC_FILE

CASES = read_cases(DATC_FILE)


def test_the_datc_file_has_all_167_cases():
    assert len(CASES) == 167


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_datc_case(case):
    passed, differences = run_case(case)
    assert passed, differences
