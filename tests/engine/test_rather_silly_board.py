"""The variant board: standard map + Iceland, Crete, Hyperspace and the Mont-Blanc tunnel."""

from __future__ import annotations

from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.state import Unit
from adjudication.rather_silly.tunnel import passes, tunnel_links
from adjudication.rather_silly.units import Kind

BOARD = load_board()


def _unit(kind: Kind, at: str = "mun") -> Unit:
    return Unit("u", "germany", kind, at)


def test_iceland_borders_the_north_atlantic_and_the_norwegian_sea_only() -> None:
    assert BOARD.neighbours("isl") == {"nao", "nwg"}
    assert "isl" in BOARD.map.fleet_neighbours("nao")
    assert "isl" in BOARD.map.fleet_neighbours("nwg")


def test_crete_borders_ionian_aegean_and_eastern_mediterranean() -> None:
    assert BOARD.neighbours("cre") == {"ion", "aeg", "eas"}


def test_islands_and_hyperspace_keep_other_units_out() -> None:
    assert not BOARD.may_enter("isl", "F")
    assert not BOARD.may_enter("cre", "A")
    assert not BOARD.may_enter("hyp", "A")
    assert BOARD.may_enter("hyp", "T")
    assert BOARD.neighbours("hyp") == frozenset()


def test_the_tunnel_links_every_two_of_the_five_provinces_around_switzerland() -> None:
    around = {"mar", "bur", "mun", "tyr", "pie"}
    links = tunnel_links(BOARD)
    for province in around:
        assert links[province] == around - {province}
    assert BOARD.tunnel_between("gas", "mun") is None


def test_only_conventional_armies_pass_the_tunnel() -> None:
    assert passes(BOARD, _unit(Kind.ARMY), "mun", "pie")
    assert passes(BOARD, _unit(Kind.TWIN_ARMY), "mun", "pie")
    for kind in (Kind.FLEET, Kind.AMAZON, Kind.DRECKSACK, Kind.SPACE_MONSTER, Kind.BIRD):
        assert not passes(BOARD, _unit(kind), "mun", "pie"), kind


def test_lookup_knows_the_new_provinces_by_name() -> None:
    assert BOARD.map.lookup("Island") == "isl"
    assert BOARD.map.lookup("Kreta") == "cre"
    assert BOARD.map.lookup("Hyperraum") == "hyp"
