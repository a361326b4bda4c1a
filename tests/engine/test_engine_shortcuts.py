"""The speed shortcuts of issue 15 answer exactly what the plain code they replace answers."""

from __future__ import annotations

import dataclasses
import random

import pytest

from adjudication.diplomacy.board import unit_table
from adjudication.diplomacy.maps import load_map
from adjudication.diplomacy.orders import ARMY, FLEET, Unit
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.borg import borg_graph, ring_vector
from adjudication.rather_silly.play import start


def _rings_by_search(graph, start_at: str, weight) -> tuple[int, ...]:
    """The ring vector as first written: a breadth-first search per call."""
    seen, frontier, rings = {start_at}, [start_at], []
    while frontier:
        nxt = []
        for here in frontier:
            for there in graph.get(here, ()):
                if there not in seen:
                    seen.add(there)
                    nxt.append(there)
        if nxt:
            rings.append(sum(weight.get(p, 0) for p in nxt))
        frontier = nxt
    return tuple(rings)


def test_ring_vectors_from_remembered_distances_match_a_fresh_search():
    board = load_board()
    rng = random.Random(15)
    for wormhole in (None, ("lon", "mos")):
        graph = borg_graph(board, wormhole)
        places = sorted(graph)
        for _ in range(200):
            weight = {rng.choice(places): rng.randint(1, 3) for _ in range(rng.randint(0, 30))}
            weight["nowhere"] = 5  # not on the graph: never counted
            origin = rng.choice([*places, "nowhere"])
            assert ring_vector(graph, origin, weight) == _rings_by_search(graph, origin, weight)


def test_state_replace_is_dataclasses_replace():
    board = load_board()
    state = start(board, 3)
    assert state.units_in(state.units[0].at)  # builds the province index of this state
    moved = state.units[0].moved_to("hyp")
    assert moved == dataclasses.replace(state.units[0], at="hyp")
    changes = [
        {"units": (moved, *state.units[1:])},
        {"supply_centers": {"lon": "england"}, "seed": 9},
        {"section_state": {"x": [1]}, "wormhole": ("lon", "mos")},
        {},
    ]
    for change in changes:
        fast = state.replace(**change)
        plain = dataclasses.replace(state, **change)
        assert fast == plain and repr(fast) == repr(plain)
        assert fast.units_in("hyp") == plain.units_in("hyp")  # a fresh index, not the old one
    mutable = {"lon": "england"}
    frozen = state.replace(supply_centers=mutable)
    mutable["lon"] = "france"
    assert frozen.supply_centers["lon"] == "england"
    with pytest.raises(ValueError, match="unique"):
        state.replace(units=(state.units[0], state.units[0]))
    with pytest.raises(TypeError):
        state.replace(colour="red")


def test_the_unit_table_holds_exactly_the_units_that_may_stand_on_the_map():
    game_map = load_map()
    table = unit_table(game_map)
    for (power, kind, at), (unit, province) in table.items():
        assert unit == Unit(power, kind, at) and province == at.split("/")[0]
        assert game_map.is_valid_location(kind, at)
    for power in game_map.powers:
        for name in game_map.provinces:
            assert ((power, ARMY, name) in table) == game_map.is_valid_location(ARMY, name)
            for spot in game_map.fleet_locations_of(name):
                assert (power, FLEET, spot) in table


@pytest.mark.parametrize("field", ["power", "type", "at"])
@pytest.mark.parametrize("value", [["france"], {"a": 1}, 3, None])
def test_a_unit_field_that_is_not_a_string_is_an_input_error(field, value):
    from adjudication import InputError, resolve

    unit = {"power": "france", "type": "A", "at": "par", field: value}
    with pytest.raises(InputError, match=rf"units\[0\]\.{field}: is required and must be a string"):
        resolve({"phase": "S1901M", "units": [unit]})
    dislodged = {**unit, "attacker_from": "bur"}
    with pytest.raises(InputError, match=rf"dislodged\[0\]\.{field}"):
        resolve({"phase": "S1901R", "units": [], "dislodged": [dislodged]})


def test_two_units_in_one_province_name_the_first_pair_after_every_entry_was_read():
    from adjudication import InputError, resolve

    def problem(units):
        with pytest.raises(InputError) as raised:
            resolve({"phase": "S1901M", "units": units})
        return str(raised.value)

    par, mun = {"power": "france", "type": "A", "at": "par"}, {"power": "italy", "type": "A",
                                                               "at": "mun"}
    stp = {"power": "russia", "type": "F", "at": "stp/nc"}
    assert problem([par, mun, {**par, "power": "germany"}, mun]) == \
        "units[2].at: two units in par (units[0] is there too)"
    assert problem([stp, {"power": "russia", "type": "A", "at": "STP"}]) == \
        "units[1].at: two units in stp (units[0] is there too)"
    # A malformed entry later in the list is reported first, as when units were read first.
    assert problem([par, par, {**par, "at": "xyz"}]) == "units[2].at: unknown location 'xyz'"


def test_quick_init_builds_the_value_the_dataclass_init_builds():
    from adjudication.diplomacy.orders import Convoy, Hold, Move, SupportHold, SupportMove, Waive
    from adjudication.diplomacy.results import Dislodgement
    from adjudication.values import quick_init

    @dataclasses.dataclass(frozen=True, slots=True)
    class Plain:
        a: str
        b: int = 2
        c: bool = False

    @quick_init
    @dataclasses.dataclass(frozen=True, slots=True)
    class Quick:
        a: str
        b: int = 2
        c: bool = False

    for args, kwargs in [(("x",), {}), (("x", 5), {}), (("x",), {"c": True}),
                         ((), {"a": "y", "b": 7, "c": True})]:
        plain, quick = Plain(*args, **kwargs), Quick(*args, **kwargs)
        assert dataclasses.astuple(plain) == dataclasses.astuple(quick)
        assert repr(plain).replace(".Plain(", ".Quick(") == repr(quick)
    with pytest.raises(TypeError):
        Quick()  # a required field stays required
    with pytest.raises(dataclasses.FrozenInstanceError):
        Quick("x").a = "z"  # still frozen
    move = Move("A", "par", "bur")
    assert (move.unit_type, move.at, move.to, move.via_convoy) == ("A", "par", "bur", False)
    assert Move("A", "par", "bur", True) == Move(unit_type="A", at="par", to="bur",
                                                 via_convoy=True)
    assert hash(Hold("F", "nth")) == hash(Hold("F", "nth")) and Waive() == Waive()
    assert SupportMove("A", "par", "A", "mar", "bur").target_to == "bur"
    assert SupportHold("A", "par", "A", "mar") != SupportHold("A", "par", "A", "gas")
    assert repr(Convoy("F", "nth", "lon", "nwy")) == \
        "Convoy(unit_type='F', at='nth', army_at='lon', army_to='nwy')"
    assert Dislodgement(Unit("france", "A", "par"), "bur").retreats == ()
    with pytest.raises(TypeError):  # what quick_init cannot do faithfully, it refuses

        @quick_init
        @dataclasses.dataclass
        class Loose:
            a: str
