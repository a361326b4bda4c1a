"""§9/§10: the five-centre allowance and the "one province towards her" step."""

from __future__ import annotations

from adjudication.rather_silly.amazons import allowance, count_problem, first_steps
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.context import PhaseContext
from adjudication.rather_silly.state import Phase, State, Unit
from adjudication.rather_silly.units import Kind


def test_one_amazon_or_drecksack_per_full_five_centres() -> None:
    assert [allowance(n) for n in (0, 4, 5, 9, 10, 15, 18)] == [0, 0, 1, 1, 2, 3, 3]


def test_the_count_ignores_lost_souls_and_names_the_limit() -> None:
    centres = {p: "france" for p in ("par", "mar", "bre", "spa", "por")}
    have_one = State(Phase(1901, "winter", "adjustment"),
                     (Unit("am", "france", Kind.AMAZON, "par"),),
                     supply_centers=centres, lost_souls={"france": 2})
    assert count_problem(have_one, "france", Kind.DRECKSACK) is None
    problem = count_problem(have_one, "france", Kind.AMAZON)
    assert problem is not None and "at most 1" in problem


def _ctx(*units: Unit, wormhole: tuple[str, str] | None = None) -> PhaseContext:
    state = State(Phase(1901, "spring"), units, wormhole=wormhole)
    return PhaseContext(state=state, board=load_board())


def test_the_first_step_lies_on_a_shortest_path() -> None:
    army = Unit("a", "germany", Kind.ARMY, "mun")
    assert first_steps(_ctx(army), army, "par") == ["bur"]


def test_an_army_may_be_pulled_through_the_tunnel_or_the_wormhole() -> None:
    army = Unit("a", "germany", Kind.ARMY, "mun")
    assert first_steps(_ctx(army), army, "pie") == ["pie"]
    far = Unit("r", "russia", Kind.ARMY, "mos")
    assert first_steps(_ctx(far, wormhole=("lon", "mos")), far, "wal") == ["lon"]


def test_a_fleet_follows_the_sea_and_cannot_reach_an_inland_province() -> None:
    fleet = Unit("f", "england", Kind.FLEET, "lon")
    assert first_steps(_ctx(fleet), fleet, "bre") == ["eng"]
    assert first_steps(_ctx(fleet), fleet, "bur") == []


def test_every_shortest_first_step_is_found() -> None:
    army = Unit("a", "germany", Kind.ARMY, "mun")
    assert first_steps(_ctx(army), army, "gal") == ["boh", "sil"]
