"""``tools/mutation_figures.py`` reads the documented row of a module (CI step 5 compares it
with a run): the cells as docs/testing.md writes them, remarks after the number included."""

from __future__ import annotations

import pytest

from tools.mutation_figures import documented

pytestmark = pytest.mark.once

DOC = """
| module | mutants | caught, first run | caught after new tests | equivalent | open |
| --- | --- | --- | --- | --- | --- |
| `games/services/nmr.py` | 298 | 213 | 264 (+3 by hand) | 15 | 16 |
| `europa1815/teams.py` | 81 | 60 | 81 | 0 | 0 |
"""


def test_the_row_gives_mutants_equivalent_and_open(tmp_path):
    doc = tmp_path / "testing.md"
    doc.write_text(DOC, encoding="utf-8")
    assert documented("games/services/nmr.py", doc) == (298, 15, 16)


def test_a_row_may_name_the_module_by_its_last_path_parts_only(tmp_path):
    doc = tmp_path / "testing.md"
    doc.write_text(DOC, encoding="utf-8")
    assert documented("adjudication/europa1815/teams.py", doc) == (81, 0, 0)
    with pytest.raises(SystemExit, match="no row"):
        documented("adjudication/rather_silly/teams.py", doc)
    with pytest.raises(SystemExit, match="no row"):
        documented("games/services/draws.py", doc)


def test_a_table_with_accepted_mutants_counts_them_as_not_killed(tmp_path):
    doc = tmp_path / "testing.md"
    doc.write_text("""
| module | mutants | caught, first run | caught now | equivalent | accepted | open |
| --- | --- | --- | --- | --- | --- | --- |
| `adjudication/rather_silly/lamas.py` (a remark) | 260 | 254 | 254 | 5 | 1 | 0 |
""", encoding="utf-8")
    assert documented("adjudication/rather_silly/lamas.py", doc) == (260, 5, 1)


def test_the_newest_row_counts_when_an_older_table_still_has_one(tmp_path):
    doc = tmp_path / "testing.md"
    doc.write_text("""
| module | mutants | caught, first run | caught now | equivalent | accepted | open |
| --- | --- | --- | --- | --- | --- | --- |
| `games/services/processing.py` (2026-11-27) | 285 | 270 | 281 | 4 | 0 | 0 |
""" + DOC.replace("`games/services/nmr.py` | 298 | 213 | 264 (+3 by hand) | 15 | 16",
                  "`games/services/processing.py` | 581 | 471 | 559 | 20 | 0"),
                   encoding="utf-8")
    assert documented("games/services/processing.py", doc) == (581, 20, 0)
