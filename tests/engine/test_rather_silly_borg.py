"""§1 The Borg on the standard board (the variant's extra provinces play no part here)."""

from dataclasses import dataclass

import pytest

from adjudication.diplomacy.maps import load_map
from adjudication.rather_silly.borg import (
    BorgState,
    BorgTurn,
    best_by_rings,
    blocked_by_borg,
    borg_graph,
    borg_turn,
    province,
    province_graph,
    ring_vector,
    season_step,
)
from adjudication.rather_silly.rng import choose
from adjudication.rather_silly.units import Kind


@dataclass(frozen=True)
class P:
    power: str
    kind: Kind
    at: str


@pytest.fixture(scope="module")
def graph():
    return province_graph(load_map("standard"))


def units(*specs: str) -> list[P]:
    """``"france A par"`` -> P("france", Kind.ARMY, "par")."""
    out = []
    for spec in specs:
        power, kind, at = spec.split()
        out.append(P(power, Kind(kind), at))
    return out


def turn(graph, borg, pieces, phase="F1901M"):
    return borg_turn(graph, borg, pieces, seed=1, phase=phase)


def test_it_enters_on_the_unit_with_the_most_neighbouring_units(graph):
    board = units("germany A mun", "france A bur", "germany A ruh", "germany F kie",
                  "russia A mos")
    result = turn(graph, BorgState(), board, phase="S1901M")
    assert result.state.at == "mun"
    assert [p.at for p in result.eaten] == ["mun"]
    assert result.state.last_eaten == {"germany"}


def test_it_goes_to_its_only_neighbouring_unit_even_if_a_crowd_waits_elsewhere(graph):
    board = units("italy A tyr", "france A par", "france A pic", "france A bre", "france A gas")
    result = turn(graph, BorgState(at="mun"), board)
    assert result.state.at == "tyr"
    assert result.why.startswith("moves to tyr, its only")


def test_among_several_neighbours_it_picks_the_one_with_most_neighbours(graph):
    # From mun: A bur has neighbours par+pic (2), A boh has gal (1).
    board = units("france A bur", "france A par", "france A pic", "austria A boh",
                  "austria A gal")
    assert turn(graph, BorgState(at="mun"), board).state.at == "bur"


def test_a_tie_on_neighbours_is_broken_by_the_neighbours_of_the_neighbours(graph):
    # A bur and A boh each have one neighbour; only boh's neighbour (gal) has a neighbour (ukr).
    board = units("france A bur", "france A par", "austria A boh", "austria A gal",
                  "russia A ukr")
    ring = {"par": 1, "gal": 1, "ukr": 1, "bur": 1, "boh": 1}
    assert ring_vector(graph, "bur", ring)[0] == ring_vector(graph, "boh", ring)[0]
    assert turn(graph, BorgState(at="mun"), board).state.at == "boh"


def test_it_ignores_the_power_it_ate_last_but_eats_it_where_it_lands(graph):
    board = units("germany A ber", "germany A sil", "england V sil", "russia A pru")
    # Without the grudge A ber (next to sil's two units and pru) would win; ignoring germany,
    # only the English bird in sil borders the Borg. Landing there, it eats both units.
    result = turn(graph, BorgState(at="mun", last_eaten=frozenset({"germany"})), board)
    assert result.state.at == "sil"
    assert {p.power for p in result.eaten} == {"germany", "england"}
    assert result.state.last_eaten == {"germany", "england"}


def test_monsters_do_not_lure_it_but_are_eaten_on_its_way(graph):
    board = units("monster SM bal", "england F nth")
    result = turn(graph, BorgState(at="den"), board)
    # bal and nth both border den, but the monster in bal does not count as a meal.
    assert result.state.at == "nth"
    assert "only neighbouring meal" in result.why
    board = units("monster SM nth", "england F nth")
    result = turn(graph, BorgState(at="den"), board)
    assert result.state.at == "nth"
    assert {p.kind for p in result.eaten} == {Kind.SEA_MONSTER, Kind.FLEET}
    assert result.state.last_eaten == {"england"}


def test_it_never_eats_the_tardis(graph):
    board = units("doktor T bur", "france A bur")
    result = turn(graph, BorgState(at="mun"), board)
    assert result.state.at == "bur"
    assert [p.kind for p in result.eaten] == [Kind.ARMY]


def test_a_unit_that_moves_onto_the_borg_is_eaten_and_the_borg_stays(graph):
    board = units("france A mun", "austria A tyr", "austria A boh")
    result = turn(graph, BorgState(at="mun"), board)
    assert result.state.at == "mun"
    assert [p.at for p in result.eaten] == ["mun"]


def test_with_no_neighbour_it_walks_towards_the_best_meal(graph):
    board = units("russia A mos", "russia A ukr", "russia A sev")
    result = turn(graph, BorgState(at="pru"), board)
    assert result.state.at in {"war", "lvn"}
    assert result.eaten == ()


def test_with_nothing_to_eat_anywhere_it_stays(graph):
    board = units("germany A ber")
    result = turn(graph, BorgState(at="nap", last_eaten=frozenset({"germany"})), board)
    assert result.state.at == "nap"


def test_a_tie_left_after_every_ring_goes_by_seeded_lot_and_is_flagged(graph):
    # Deterministic replays; and two lone armies whose ring vectors are equal (each sees
    # nothing but the other, at the same distance) tie on entry and go to the lot.
    board = units("italy A ven", "turkey A con")
    first = turn(graph, BorgState(at="tyr"), board)
    again = turn(graph, BorgState(at="tyr"), board)
    assert first.state == again.state
    assert first.state.at == "ven"
    two = units("austria A vie", "germany A ber")
    r = borg_turn(graph, BorgState(), two, seed=5, phase="S1901M")
    assert r.review and "lot chose" in r.review[0]
    assert r.state.at in {"vie", "ber"}


def test_the_centre_under_the_borg_counts_for_nobody():
    assert blocked_by_borg(BorgState(at="mun")) == {"mun"}
    assert blocked_by_borg(BorgState()) == frozenset()


def test_on_the_variant_board_it_uses_tunnel_and_wormhole_but_never_the_islands():
    from adjudication.rather_silly.board import load_board

    board = load_board()
    g = borg_graph(board, wormhole=("lon", "mos"))
    assert "pie" in g["mun"] and "mar" in g["tyr"]  # Mont-Blanc tunnel
    assert "mos" in g["lon"]  # this season's wormhole
    assert "isl" not in g and "cre" not in g and "hyp" not in g
    assert "isl" not in g["nao"]


def test_the_lot_for_a_tie_depends_on_the_seed_and_both_candidates_win_some(graph):
    # Vienna and Berlin tie after every ring (each lone army sees only the other): over many
    # seeds the lot must pick each of them, and a seed always replays its own pick.
    two = units("austria A vie", "germany A ber")
    picks = {}
    for seed in range(40):
        result = borg_turn(graph, BorgState(), two, seed=seed, phase="S1901M")
        again = borg_turn(graph, BorgState(), two, seed=seed, phase="S1901M")
        assert again.state == result.state
        assert result.review and f"lot chose {result.state.at}" in result.review[0]
        picks[seed] = result.state.at
    assert set(picks.values()) == {"vie", "ber"}


def test_a_tie_between_neighbouring_meals_also_goes_by_the_lot(graph):
    # From Munich, A tyr and A boh are both next to it with the same rings: a meal tie.
    board = units("italy A tyr", "austria A boh")
    chosen = {borg_turn(graph, BorgState(at="mun"), board, seed=s, phase="F1901M").state.at
              for s in range(40)}
    assert chosen == {"tyr", "boh"}


def test_it_remembers_whom_it_ate_last_across_a_season_without_a_meal(graph):
    # §1: the units of the player it ate from last are ignored; a hungry season in between
    # does not make it forget them.
    hungry = turn(graph, BorgState(at="nap", last_eaten=frozenset({"germany"})),
                  units("germany A ber"))
    assert hungry.eaten == ()
    assert hungry.state.last_eaten == {"germany"}
    # The next season a German army beside it is still ignored; it walks towards Russia.
    board = units("germany A sil", "russia A mos", "russia A ukr", "russia A sev")
    result = turn(graph, BorgState(at="war", last_eaten=hungry.state.last_eaten), board)
    assert result.state.at != "sil"
    assert all(p.power != "germany" for p in result.eaten)


# --- pinned by mutation testing (docs/testing.md) ------------------------------------------

def test_a_location_with_a_coast_belongs_to_its_province():
    assert province("spa/nc") == "spa"
    assert province("bur") == "bur"


def test_a_start_outside_the_graph_has_no_rings_and_a_borg_there_stays(graph):
    assert ring_vector(graph, "hyp", {"mun": 1}) == ()
    result = turn(graph, BorgState(at="hyp"), units("germany A mun"))
    assert result.state.at == "hyp" and result.eaten == ()


def test_the_fewest_units_by_rings_is_what_monsters_ask_for(graph):
    crowd = {"bur": 1, "hol": 1, "pic": 1}
    assert best_by_rings(graph, ["gas", "bel"], crowd) == ["bel"]
    assert best_by_rings(graph, ["gas", "bel", "spa"], crowd, most=False) == ["spa"]
    assert best_by_rings(graph, [], crowd) == []


def test_units_sharing_a_province_count_one_by_one(graph):
    # From Munich, Bohemia and Burgundy border it with one unit each. Bohemia's ring 1 holds
    # three units in Silesia (an army and two flocks of birds), Burgundy's two provinces
    # with one each: three against two, no tie.
    board = units("austria A boh", "france A bur", "germany A sil", "germany V sil",
                  "russia V sil", "france A par", "france A pic")
    result = turn(graph, BorgState(at="mun"), board)
    assert (result.state.at, result.review) == ("boh", ())


def test_every_turn_says_where_it_came_from_why_and_what_it_ate(graph):
    away = turn(graph, BorgState(), [], phase="S1901M")
    assert away == BorgTurn(BorgState(), None, (), "no unit to enter on; the Borg stays away")
    entry = turn(graph, BorgState(), units("germany A mun", "germany A ruh"), phase="S1901M")
    assert entry.moved_from is None
    assert entry.why.startswith(f"enters on {entry.state.at}, the unit with the most")
    meal = turn(graph, BorgState(at="mun"), units("italy A tyr", "austria A boh"))
    assert meal.moved_from == "mun"
    assert meal.why == f"moves to {meal.state.at}, the neighbouring meal with the most neighbours"
    hunt = turn(graph, BorgState(at="adr"), units("russia A mos"))
    assert hunt.moved_from == "adr"
    assert hunt.why == f"moves to {hunt.state.at}, the best chance of a meal"


@pytest.mark.parametrize(("at", "board", "what", "tied"), [
    (None, ("austria A vie", "germany A ber"), "entry", ["ber", "vie"]),
    ("mun", ("italy A tyr", "austria A boh"), "meal", ["boh", "tyr"]),
    ("adr", ("russia A mos",), "hunt", ["alb", "tri"]),
])
def test_each_tie_is_drawn_from_the_seed_phase_and_purpose_and_explained(graph, at, board,
                                                                          what, tied):
    # The draw's inputs are part of the game record: a replay must draw the same lot.
    phases = ("S1901M", "F1902M", "F1905M", "S1907M", "F1910M", "S1913M")
    for seed, phase in ((seed, phase) for seed in (1, 2, 3) for phase in phases):
        result = borg_turn(graph, BorgState(at=at), units(*board), seed=seed, phase=phase)
        chosen = choose(seed, phase, "borg:tie", tied)
        assert result.state.at == chosen
        assert result.review == (
            f"Borg: {what} tied between {', '.join(tied)}; lot chose {chosen}",)


def test_the_graph_has_no_impassable_province_and_fleet_only_links():
    graph = province_graph(load_map("standard"))
    assert "swi" not in graph and all("swi" not in n for n in graph.values())
    assert {"nwy", "edi", "lon"} <= graph["nth"]  # sea areas reach their coasts by fleet


def test_extra_edges_join_both_ends_unless_one_is_closed():
    graph = province_graph(load_map("standard"), extra_edges=[("lon", "mos"), ("edi", "rom")],
                           closed=["rom"])
    assert "mos" in graph["lon"] and "lon" in graph["mos"]
    assert "rom" not in graph and "rom" not in graph["edi"] and None not in graph["edi"]


def _season(units_: tuple, *, at: str | None = None, seed: int = 1, phase=("spring", 1901),
            wormhole=None):
    from adjudication.rather_silly.board import load_board
    from adjudication.rather_silly.state import Phase, State

    season, year = phase
    state = State(Phase(year, season), tuple(units_), seed=seed,
                  section_state={"borg": {"at": at, "last_eaten": []}})
    return season_step(load_board(), state, wormhole)


def test_the_season_step_tells_what_the_borg_did_and_flags_a_tie_for_the_gm():
    from adjudication.rather_silly.review import Event, ReviewFlag
    from adjudication.rather_silly.state import Unit

    for seed in (1, 2, 3, 4, 5):
        two = (Unit("v", "austria", Kind.ARMY, "vie"), Unit("b", "germany", Kind.ARMY, "ber"))
        state, events, flags = _season(two, seed=seed)
        chosen = choose(seed, "S1901M", "borg:tie", ["ber", "vie"])
        eaten = "v" if chosen == "vie" else "b"
        victim = "austria A vie" if chosen == "vie" else "germany A ber"
        assert events == [Event("§1", "borg", f"the Borg enters on {chosen}, the unit with "
                                f"the most neighbouring units and ate {victim}", (eaten,))]
        assert flags == [ReviewFlag("§1", "borg_tie", f"Borg: entry tied between ber, vie; "
                                    f"lot chose {chosen}", chosen)]
        borg = next(u for u in state.units if u.kind is Kind.BORG)
        assert (borg.id, borg.power, borg.at) == ("borg", "borg", chosen)
        assert dict(state.section_state["borg"]) == {
            "at": chosen, "last_eaten": ["austria" if eaten == "v" else "germany"]}


def test_the_season_step_walks_through_this_seasons_wormhole():
    from adjudication.rather_silly.state import Unit

    state, _, _ = _season((Unit("m", "russia", Kind.ARMY, "mos"),), at="lon",
                          phase=("fall", 1901), wormhole=("lon", "mos"))
    assert [u.id for u in state.units] == ["borg"]
    assert state.section_state["borg"]["at"] == "mos"


def test_a_devil_the_borg_eats_costs_its_power_a_soul_and_nobody_else_does():
    from adjudication.rather_silly.state import Unit

    board = (Unit("d", "germany", Kind.ARMY, "mun", devil_seasons_left=2),
             Unit("f", "france", Kind.ARMY, "par", devil_seasons_left=2))
    state, events, _ = _season(board, at="tyr", phase=("fall", 1901))
    assert dict(state.lost_souls) == {"germany": 1}
    assert [e.code for e in events] == ["borg", "lost_soul"]
