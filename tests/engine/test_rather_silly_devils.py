"""§5: selling a soul, the two-season countdown, lost souls and exorcism."""

from __future__ import annotations

import pytest

from adjudication.rather_silly import devils
from adjudication.rather_silly.state import Phase, State, Unit
from adjudication.rather_silly.units import Kind

PHASE = Phase(1901, "spring", "retreat")


def _state(*units: Unit, centres: int = 3) -> State:
    owned = {p: "germany" for p in ("ber", "kie", "mun", "den", "hol")[:centres]}
    return State(PHASE, units, supply_centers=owned)


def test_a_sold_soul_doubles_strength_for_two_movement_phases_then_returns() -> None:
    state = _state(Unit("a", "germany", Kind.ARMY, "mun"))
    state, event = devils.sell(state, "a")
    assert event.code == "soul_sold"
    assert devils.strength(state.unit("a"), 1) == 2
    state, events = devils.tick(state)
    assert devils.strength(state.unit("a"), 1) == 2 and not events
    state, events = devils.tick(state)
    assert devils.strength(state.unit("a"), 1) == 1
    assert [e.code for e in events] == ["soul_returned"]


@pytest.mark.parametrize("unit", [
    Unit("v", "germany", Kind.BIRD, "mun"),
    Unit("am", "germany", Kind.AMAZON, "mun"),
    Unit("da", "germany", Kind.DRECKSACK, "mun"),
    Unit("sh", "superhirn", Kind.FLEET, "isl", origin="superhirn"),
    Unit("ws", "wahrsager", Kind.ARMY, "ser", origin="merged"),
    Unit("d", "germany", Kind.ARMY, "mun", devil_seasons_left=1),
])
def test_these_units_may_not_sell_their_souls(unit: Unit) -> None:
    with pytest.raises(ValueError):
        devils.sell(_state(unit), unit.id)


def test_a_destroyed_devil_is_a_lost_soul_and_costs_one_unit_for_good() -> None:
    devil = Unit("a", "germany", Kind.ARMY, "mun", devil_seasons_left=2)
    plain = Unit("b", "germany", Kind.ARMY, "ber")
    state = _state(devil, plain)
    assert devils.unit_allowance(state, "germany") == 3
    state, events = devils.record_losses(state, [devil, plain])
    assert state.lost_souls["germany"] == 1
    assert [e.code for e in events] == ["lost_soul"]
    assert devils.unit_allowance(state, "germany") == 2


def test_exorcism_ends_the_pact_without_a_lost_soul() -> None:
    state = _state(Unit("a", "germany", Kind.ARMY, "mun", devil_seasons_left=2))
    state, event = devils.exorcise(state, "a")
    assert event is not None and event.code == "exorcised"
    assert not state.unit("a").is_devil
    state, events = devils.record_losses(state, [state.unit("a")])
    assert state.lost_souls.get("germany", 0) == 0 and not events
