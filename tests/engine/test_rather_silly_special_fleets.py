"""§11: which fleets are designated special fleets."""

from __future__ import annotations

from adjudication.rather_silly.special_fleets import designate


def test_the_fifth_fleet_built_from_winter_1901_is_special() -> None:
    assert designate(1901, 4, 0, ["f5"]) == ["f5"]
    assert designate(1901, 3, 0, ["f4", "f5", "f6"]) == ["f5"]
    assert designate(1905, 9, 1, ["f10"]) == ["f10"]


def test_no_special_fleet_before_five_or_before_winter_1901() -> None:
    assert designate(1901, 2, 0, ["f3"]) == []
    assert designate(1900, 4, 0, ["f5"]) == []


def test_a_power_that_already_has_its_special_fleet_gets_no_second_one() -> None:
    assert designate(1903, 5, 1, ["f6"]) == []
    assert designate(1903, 8, 1, ["f9", "f10", "f11"]) == ["f10"]
