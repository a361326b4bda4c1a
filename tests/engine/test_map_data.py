"""The standard map file: loaded through the same loader the engine uses, checked for the board's
known facts, and broken copies rejected with messages that say what is wrong."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from adjudication.diplomacy.map_data import MapDataError, merge_map_data, read_map_data
from adjudication.diplomacy.maps import Map, load_map
from adjudication.diplomacy.orders import Unit


@pytest.fixture(scope="module")
def board() -> Map:
    return load_map("standard")


def _raw() -> dict[str, Any]:
    return read_map_data("standard")


def _problems(data: dict[str, Any]) -> str:
    with pytest.raises(MapDataError) as info:
        Map.from_data(data, source="broken-copy.json")
    assert "broken-copy.json" in str(info.value)
    return str(info.value)


# -- facts of the standard board -------------------------------------------------------------

def test_it_has_75_provinces_plus_impassable_switzerland(board: Map) -> None:
    kinds = [p.kind for p in board.provinces.values()]
    assert len(board.provinces) == 76
    assert kinds.count("impassable") == 1
    assert board.provinces["swi"].kind == "impassable"
    assert (kinds.count("land"), kinds.count("coast"), kinds.count("sea")) == (14, 42, 19)
    assert not board.army_neighbours("swi") and not board.fleet_neighbours("swi")


def test_it_has_34_supply_centres_22_of_them_home_centres(board: Map) -> None:
    assert len(board.supply_centers) == 34
    assert sum(len(h) for h in board.home_centers.values()) == 22
    assert board.home_centers["russia"] == {"mos", "sev", "war", "stp"}
    assert board.provinces["stp"].home_of == "russia"
    assert board.provinces["bel"].home_of is None and board.provinces["bel"].is_supply_center


def test_it_starts_with_22_units_on_home_centres(board: Map) -> None:
    units = board.starting_units
    assert len(units) == 22
    assert Unit("russia", "F", "stp/sc") in units
    assert Unit("england", "A", "lvp") in units
    for unit in units:
        assert unit.at.split("/")[0] in board.home_centers[unit.power]
    assert board.starting_supply_centers == board.home_centers


def test_it_names_seven_powers_in_english_and_german(board: Map) -> None:
    assert set(board.powers) == {"austria", "england", "france", "germany", "italy", "russia",
                                 "turkey"}
    assert board.powers["austria"].name("de") == "Österreich"
    assert board.power_lookup("Austria-Hungary") == "austria"
    assert board.power_lookup("TÜRKEI") == "turkey"
    assert board.power_lookup("Russland") == "russia"
    assert board.power_lookup("Narnia") is None


@pytest.mark.parametrize(("location", "neighbours"), [
    ("spa/nc", {"mao", "gas", "por"}),
    ("spa/sc", {"mao", "lyo", "wes", "mar", "por"}),
    ("bul/ec", {"bla", "rum", "con"}),
    ("bul/sc", {"aeg", "gre", "con"}),
    ("stp/nc", {"bar", "nwy"}),
    ("stp/sc", {"bot", "fin", "lvn"}),
    ("kie", {"den", "hel", "hol", "ber", "bal"}),
    ("con", {"bla", "aeg", "bul/ec", "bul/sc", "ank", "smy"}),
    ("den", {"kie", "hel", "nth", "ska", "swe", "bal"}),
    ("nwy", {"stp/nc", "bar", "nwg", "nth", "ska", "swe"}),
    ("por", {"mao", "spa/nc", "spa/sc"}),
    ("mao", {"nao", "iri", "eng", "bre", "gas", "spa/nc", "spa/sc", "por", "naf", "wes"}),
])
def test_fleet_adjacency_matches_the_board(board: Map, location: str, neighbours: set[str]) -> None:
    assert board.fleet_neighbours(location) == neighbours


@pytest.mark.parametrize(("province", "neighbours"), [
    ("mun", {"bur", "ruh", "kie", "ber", "sil", "boh", "tyr"}),
    ("den", {"kie", "swe"}),
    ("stp", {"nwy", "fin", "lvn", "mos"}),
    ("spa", {"por", "gas", "mar"}),
    ("ser", {"bud", "rum", "bul", "gre", "alb", "tri"}),
    ("syr", {"smy", "arm"}),
    ("nth", set()),
])
def test_army_adjacency_matches_the_board(board: Map, province: str, neighbours: set[str]) -> None:
    assert board.army_neighbours(province) == neighbours


def test_fleets_cannot_sail_between_coasts_that_share_no_coastline(board: Map) -> None:
    assert not board.is_adjacent("F", "nwy", "fin")
    assert not board.is_adjacent("F", "ven", "rom")
    assert not board.is_adjacent("F", "spa/nc", "mar")
    assert not board.is_adjacent("F", "gas", "spa/sc")
    assert board.is_adjacent("A", "nwy", "fin")
    assert board.is_adjacent("F", "gas", "spa")  # bare province: some coast reachable
    assert not board.is_adjacent("F", "wes", "spa/nc")


def test_every_adjacency_is_symmetric(board: Map) -> None:
    for province in board.provinces:
        for other in board.army_neighbours(province):
            assert province in board.army_neighbours(other)
        for location in board.fleet_locations_of(province):
            for other in board.fleet_neighbours(location):
                assert location in board.fleet_neighbours(other)


def test_it_infers_the_only_coast_a_fleet_can_reach(board: Map) -> None:
    assert board.fleet_coasts_towards("wes", "spa") == ("spa/sc",)
    assert board.fleet_coasts_towards("gas", "spa") == ("spa/nc",)
    assert board.fleet_coasts_towards("mao", "spa") == ("spa/nc", "spa/sc")
    assert board.fleet_coasts_towards("bot", "stp") == ("stp/sc",)
    assert board.fleet_coasts_towards("con", "bul") == ("bul/ec", "bul/sc")
    assert board.fleet_coasts_towards("bla", "ank") == ("ank",)
    assert board.fleet_coasts_towards("bla", "par") == ()


@pytest.mark.parametrize(("text", "location"), [
    ("mun", "mun"), ("MUN", "mun"), ("Munich", "mun"), ("München", "mun"), ("Muenchen", "mun"),
    ("munchen", "mun"), ("mid", "mao"), ("Mid-Atlantic Ocean", "mao"), ("nat", "nao"),
    ("nrg", "nwg"), ("gol", "lyo"), ("Golf von Lyon", "lyo"), ("nts", "nth"), ("Nordsee", "nth"),
    ("ech", "eng"), ("Ärmelkanal", "eng"), ("gob", "bot"), ("tyl", "tyr"), ("Tirol", "tyr"),
    ("Burgund", "bur"), ("St. Petersburg", "stp"), ("Sankt Petersburg", "stp"),
    ("spa/nc", "spa/nc"), ("spa(nc)", "spa/nc"), ("SPA (NC)", "spa/nc"),
    ("Spain north coast", "spa/nc"), ("Spain (south coast)", "spa/sc"), ("stp/nc", "stp/nc"),
    ("St. Petersburg (south coast)", "stp/sc"), ("bul/ec", "bul/ec"),
    ("Bulgarien Ostküste", "bul/ec"),
    ("Spanien (Südküste)", "spa/sc"), ("spa nc", "spa/nc"), ("Preussen", "pru"),
    ("Helgoländer Bucht", "hel"), ("Schweiz", "swi"),
])
def test_lookup_finds_abbreviations_aliases_and_names(board: Map, text: str, location: str) -> None:
    assert board.lookup(text) == location


@pytest.mark.parametrize("text", ["xyz", "", "mao/nc", "mun/sc", "spa/ec", "Atlantis"])
def test_lookup_returns_none_for_what_is_not_a_location(board: Map, text: str) -> None:
    assert board.lookup(text) is None


def test_it_suggests_the_nearest_names(board: Map) -> None:
    assert board.suggest("Burgnd")[0] == "bur"
    assert board.suggest("Muenchn")[0] == "mun"
    assert board.suggest("") == []


def test_names_render_in_both_languages(board: Map) -> None:
    assert board.location_name("spa/nc") == "Spain (north coast)"
    assert board.location_name("spa/nc", "de") == "Spanien (Nordküste)"
    assert board.provinces["eng"].name("de") == "Ärmelkanal"


# -- distance (civil disorder) -----------------------------------------------------------------

def test_fleet_distance_counts_fleet_moves_to_any_coast(board: Map) -> None:
    assert board.distance("F", "bal", {"stp"}) == 2  # bal-bot-stp/sc (DATC 6.J.9)
    assert board.distance("F", "ska", {"stp"}) == 2  # ska-nwy-stp/nc
    assert board.distance("F", "ber", {"mos", "stp", "war"}) == 3
    assert board.distance("F", "stp/nc", {"stp"}) == 0


def test_army_distance_crosses_sea_without_a_fleet(board: Map) -> None:
    assert board.distance("A", "gre", {"ven", "rom", "nap"}) == 2  # gre-ion-nap (DATC 6.J.11)
    assert board.distance("A", "sil", {"ven", "rom", "nap"}) == 3
    assert board.distance("A", "tyr", {"stp"}) == 5


def test_distance_to_nothing_is_none(board: Map) -> None:
    assert board.distance("A", "mun", set()) is None


# -- validation of broken copies ---------------------------------------------------------------

def test_the_real_file_validates_and_is_cached() -> None:
    assert load_map() is load_map("standard")
    Map.from_data(_raw())


def test_it_rejects_a_one_way_edge() -> None:
    data = _raw()
    data["provinces"]["boh"]["army"].remove("mun")
    assert "army edge mun-boh is one-way" in _problems(data)


def test_it_rejects_a_one_way_fleet_edge_to_a_coast() -> None:
    data = _raw()
    data["provinces"]["spa"]["coasts"]["nc"].remove("gas")
    assert "fleet edge gas-spa/nc is one-way" in _problems(data)


def test_it_rejects_a_fleet_edge_to_a_split_province_without_coast() -> None:
    data = _raw()
    data["provinces"]["wes"]["fleet"].append("spa")
    assert "name a coast: spa/nc, spa/sc" in _problems(data)


def test_it_rejects_a_name_used_twice() -> None:
    data = _raw()
    data["provinces"]["bur"]["aliases"] = ["Munich"]
    assert "'Munich' means both" in _problems(data)


def test_it_rejects_a_home_centre_that_is_not_a_supply_centre() -> None:
    data = _raw()
    data["powers"]["france"]["home_centers"].append("pic")
    assert "home centre 'pic' is not a supply centre" in _problems(data)


def test_it_rejects_an_unknown_home_centre() -> None:
    data = _raw()
    data["powers"]["france"]["home_centers"].append("atl")
    assert "home centre 'atl' is not a province" in _problems(data)


def test_it_rejects_the_wrong_number_of_supply_centres() -> None:
    data = _raw()
    data["provinces"]["pic"]["supply_center"] = True
    assert "35 supply centres, expected 34" in _problems(data)


def test_it_rejects_the_wrong_number_of_starting_units() -> None:
    data = _raw()
    data["starting_units"]["italy"].pop()
    assert "21 starting units, expected 22" in _problems(data)


def test_it_rejects_a_fleet_starting_without_its_coast() -> None:
    data = _raw()
    data["starting_units"]["russia"] = ["A mos", "A war", "F sev", "F stp"]
    assert "'F stp': not a fleet location (name a coast" in _problems(data)


def test_it_rejects_coasts_on_an_inland_province() -> None:
    data = _raw()
    data["provinces"]["boh"]["coasts"] = {"nc": ["bal"], "sc": ["adr"]}
    assert "a land province cannot have fleet neighbours or coasts" in _problems(data)


def test_it_rejects_an_unknown_coast_name() -> None:
    data = _raw()
    coasts = data["provinces"]["bul"]["coasts"]
    coasts["xc"] = coasts.pop("ec")
    assert "unknown coast name(s) ['xc']" in _problems(data)


def test_it_rejects_a_fleet_edge_between_coasts_without_a_land_border() -> None:
    data = _raw()
    data["provinces"]["nwy"]["fleet"].append("fin")
    data["provinces"]["fin"]["fleet"].append("nwy")
    data["provinces"]["nwy"]["army"].remove("fin")
    data["provinces"]["fin"]["army"].remove("nwy")
    assert "joins two coastal provinces that have no army edge" in _problems(data)


def test_it_lists_every_problem_at_once() -> None:
    data = _raw()
    data["provinces"]["boh"]["kind"] = "mountain"
    data["provinces"]["mun"]["name_de"] = ""
    message = _problems(data)
    assert "kind 'mountain'" in message and "'mun': name_de missing" in message


def test_reading_a_missing_file_names_it() -> None:
    with pytest.raises(MapDataError, match="(?s)no_such_board.json.*file not found"):
        read_map_data("no_such_board")


# -- variant extension -------------------------------------------------------------------------

def test_a_variant_adds_provinces_and_edges_without_touching_the_base() -> None:
    base = _raw()
    before = copy.deepcopy(base)
    extension = {
        "name": "test_variant",
        "checks": {"supply_centers": 35, "starting_units": 22},
        "provinces": {"ice": {"name_en": "Iceland", "name_de": "Island", "kind": "coast",
                              "supply_center": True, "fleet": ["nao", "nwg"],
                              "tags": ["build_only"]}},
        "update_provinces": {"swi": {"kind": "land"}},
        "add_edges": {"army": [["swi", "mun"], ["swi", "bur"]]},
    }
    board = Map.from_data(merge_map_data(base, extension))
    assert base == before
    assert board.name == "test_variant"
    assert "ice" in board.fleet_neighbours("nao") and "nwg" in board.fleet_neighbours("ice")
    assert board.army_neighbours("swi") == {"mun", "bur"}
    assert "swi" in board.army_neighbours("mun")
    assert board.provinces["ice"].tags == {"build_only"}
    assert board.lookup("Island") == "ice"


def test_a_variant_cannot_add_a_province_twice() -> None:
    with pytest.raises(MapDataError, match="'mun', which already exists"):
        merge_map_data(_raw(), {"provinces": {"mun": {"name_en": "x"}}})
