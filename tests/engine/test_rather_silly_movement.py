"""The movement pipeline as a whole: invariants and how results read."""

from __future__ import annotations

import json
from pathlib import Path

from adjudication.rather_silly.interface import read_state, resolve
from adjudication.rather_silly.movement import adjudicate_movement

EXAMPLE = json.loads((Path(__file__).parents[2] / "docs" / "examples" /
                      "rather-silly-phase.json").read_text(encoding="utf-8"))


def test_every_unit_ends_on_the_board_dislodged_or_destroyed_and_the_input_is_untouched() -> None:
    state = read_state(EXAMPLE)
    before = state.units
    result = adjudicate_movement(state, EXAMPLE["orders"])
    assert state.units == before
    after = {u.id for u in result.state.units}
    accounted = after | set(result.dislodged) | set(result.destroyed)
    assert {u.id for u in before} == accounted
    assert not after & set(result.dislodged)


def test_reasons_name_units_by_their_variant_kind() -> None:
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901M",
        "units": [{"power": "germany", "type": "DA", "at": "ruh"},
                  {"power": "france", "type": "A", "at": "bur"}],
        "orders": {"germany": ["DA ruh - bur"], "france": ["A bur H"]},
    })
    reason = answer["public"]["results"][0]["reason"]
    assert "france A bur" in reason and "(0 against 1)" in reason


def test_a_line_for_someone_elses_unit_is_invalid_and_only_its_writer_learns_whose_it_is(
) -> None:
    answer = resolve({
        "variant": "rather_silly", "phase": "S1902M",
        "units": [{"power": "france", "type": "A", "at": "bur"}],
        "orders": {"germany": ["A bur - mun"]},
    })
    assert answer["private"]["germany"]["orders"] == [
        {"order": "A bur - mun", "result": "invalid",
         "reason": "the A at bur belongs to france"}]
    assert "A bur - mun" not in json.dumps(answer["public"])
