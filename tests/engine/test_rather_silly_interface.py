"""The variant's JSON input: every fault named with its place and what would be right."""

from __future__ import annotations

import pytest

from adjudication.rather_silly.interface import InputError, read_state


def _problems(units: list[dict], **extra) -> list[str]:
    with pytest.raises(InputError) as caught:
        read_state({"variant": "rather_silly", "units": units, **extra})
    return list(caught.value.problems)


def test_it_lists_every_bad_field_at_once() -> None:
    problems = _problems([{"power": "spain", "type": "A", "at": "lon"},
                          {"power": "england", "type": "Q", "at": "lon"},
                          {"power": "england", "type": "F", "at": "londn"}])
    assert any(p.startswith("units[0].power") for p in problems)
    assert any(p.startswith("units[1].type") for p in problems)
    assert any(p.startswith("units[2].at") and "did you mean lon" in p for p in problems)


def test_units_must_stand_where_their_kind_can() -> None:
    assert "an army cannot stand at spa/nc" in _problems(
        [{"power": "france", "type": "A", "at": "spa/nc"}])[0]
    assert "name the coast: spa/nc" in _problems(
        [{"power": "france", "type": "F", "at": "spa"}])[0]
    assert "only Superhirn units" in _problems(
        [{"power": "germany", "type": "A", "at": "isl"}])[0]
    assert "only the TARDIS" in _problems(
        [{"power": "germany", "type": "V", "at": "hyp"}])[0]


def test_two_units_may_not_hold_one_province_but_birds_share() -> None:
    assert "already holds germany's A" in _problems(
        [{"power": "germany", "type": "A", "at": "mun"},
         {"power": "france", "type": "AM", "at": "mun"}])[0]
    state = read_state({"variant": "rather_silly", "units": [
        {"power": "germany", "type": "A", "at": "mun"},
        {"power": "france", "type": "V", "at": "mun"}]})
    assert len(state.units_in("mun")) == 2


def test_flags_belong_to_the_right_kinds() -> None:
    problems = _problems([
        {"power": "germany", "type": "A", "at": "mun", "special_fleet": True, "built_at": "kie"},
        {"power": "germany", "type": "SA", "at": "kie"},
        {"power": "germany", "type": "A", "at": "ber", "devil": {"seasons_left": 5}},
    ])
    assert any("only fleets (type F) can be special fleets" in p for p in problems)
    assert any("SA/SF units need the pair id" in p for p in problems)
    assert any("devil" in p and "seasons_left" in p for p in problems)


def test_a_twin_without_its_partner_is_refused() -> None:
    assert "needs exactly two SA/SF units" in _problems(
        [{"power": "germany", "type": "SA", "at": "mun", "twin": "x"}])[0]
