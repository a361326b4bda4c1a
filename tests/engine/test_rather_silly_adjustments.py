"""Winter adjustments of part 1: birds, A®mazonen and Drecksackarmeen, twins, special fleets."""

from __future__ import annotations

from adjudication.rather_silly.adjustments import adjudicate_adjustments, supported
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.state import Phase, State, Unit
from adjudication.rather_silly.units import Kind

BOARD = load_board()
WINTER = Phase(1901, "winter", "adjustment")
GERMAN_CENTRES = ("ber", "kie", "mun", "den", "hol")


def _germany(*units: Unit, centres: tuple[str, ...] = GERMAN_CENTRES, **kw) -> State:
    return State(WINTER, units, supply_centers={c: "germany" for c in centres}, **kw)


def _kinds(state: State) -> list[str]:
    return sorted(f"{u.kind.value} {u.at}" for u in state.units_of("germany"))


def test_birds_are_built_instead_of_a_conventional_unit() -> None:
    state = _germany(Unit("a", "germany", Kind.ARMY, "den"), Unit("b", "germany", Kind.ARMY, "hol"),
                     Unit("c", "germany", Kind.ARMY, "ruh"), Unit("d", "germany", Kind.ARMY, "pru"))
    after, _, errors = adjudicate_adjustments(BOARD, state, {"germany": ["BUILD V ber",
                                                                         "BUILD A mun"]})
    assert "V ber" in _kinds(after)
    assert "A mun" not in _kinds(after)
    assert errors == [("germany", "BUILD A mun", "no more builds this winter")]


def test_an_amazon_and_a_drecksack_come_on_top_with_five_centres_but_not_a_second() -> None:
    units = [Unit(str(n), "germany", Kind.ARMY, p) for n, p in
             enumerate(("den", "hol", "ruh", "pru", "sil"))]
    after, _, errors = adjudicate_adjustments(BOARD, _germany(*units), {"germany": [
        "BUILD A® ber", "BUILD DA mun", "BUILD AM kie"]})
    assert {"AM ber", "DA mun"} <= set(_kinds(after))
    assert "AM kie" not in _kinds(after)
    assert len(errors) == 1 and "at most 1" in errors[0][2]


def test_twins_cost_one_build_once_per_game_and_count_as_one_unit() -> None:
    state = _germany(Unit("a", "germany", Kind.ARMY, "den"), Unit("b", "germany", Kind.ARMY, "hol"),
                     Unit("c", "germany", Kind.ARMY, "ruh"), Unit("d", "germany", Kind.ARMY, "pru"))
    after, events, errors = adjudicate_adjustments(BOARD, state, {"germany": [
        "BUILD SA kie SA ber"]})
    assert errors == []
    assert {"SA kie", "SA ber"} <= set(_kinds(after))
    assert "germany" in after.twins_built
    assert len(supported(after, "germany")) == 5
    assert [e.code for e in events if e.section == "§12"] == ["twins_built"]


def test_the_fifth_fleet_built_is_a_special_fleet_from_where_it_was_built() -> None:
    fleets = [Unit(f"f{n}", "germany", Kind.FLEET, p) for n, p in
              enumerate(("bal", "hel", "nth", "ska"))]
    after, _, errors = adjudicate_adjustments(BOARD, _germany(*fleets), {"germany": [
        "BUILD F kie"]})
    assert errors == []
    new = next(u for u in after.units if u.at == "kie")
    assert new.special_fleet and new.built_at == "kie"


def test_lost_souls_force_a_removal_and_amazons_beyond_the_allowance_go() -> None:
    units = [Unit(str(n), "germany", Kind.ARMY, p) for n, p in enumerate(("ber", "kie", "mun"))]
    amazon = Unit("am", "germany", Kind.AMAZON, "sil")
    state = _germany(*units, amazon, centres=("ber", "kie", "mun"), lost_souls={"germany": 1})
    after, _, _ = adjudicate_adjustments(BOARD, state, {"germany": ["REMOVE A kie"]})
    assert _kinds(after) == ["A ber", "A mun"]
