"""The GM-supplied map (issue 12): the example loads; every fault is named with its line."""

import pytest

from adjudication.europa1815 import MapError, example_map, load_map, parse_map
from adjudication.europa1815.mapfile import EXAMPLE

GOOD = """\
map = Test / Test
player fra = Frankreich / France
player gbr = Großbritannien / Great Britain
land par = Paris; neighbours: lyo; capital: fra; fortress: grey; units: 3 inf, 1 cav
land lyo = Lyon; neighbours: par; sea: lon; owner: fra
land lon = London; sea: lyo; capital: gbr; generals: Wellington
"""


def problems(text, **kwargs):
    with pytest.raises(MapError) as caught:
        parse_map(text, source="test.map", **kwargs)
    return caught.value.problems


def with_line(number, new):
    lines = GOOD.splitlines()
    lines[number - 1] = new
    return "\n".join(lines) + "\n"


def test_the_example_map_loads_with_its_picture():
    game_map = example_map()
    assert len(game_map.lands) == 22
    assert set(game_map.players) == {"fra", "gbr", "aut", "pru"}
    assert game_map.capital("pru") == "ber"
    assert game_map.lands["par"].fortress == "grey"
    assert game_map.lands["lon"].sea == {"cal", "hol"}
    assert game_map.svg is not None and set(game_map.svg.anchors) == set(game_map.lands)
    assert "EXAMPLE" in EXAMPLE.read_text(encoding="utf-8")


def test_names_are_found_in_both_languages_and_with_umlauts_spelt_out():
    game_map = example_map()
    assert {game_map.find_land(name) for name in ("Köln", "koeln", "Koln", "Cologne", "kol")} \
        == {"kol"}
    assert game_map.find_player("Preussen") == "pru"
    assert game_map.suggest_land("Koelm") == "kol"


def test_a_good_map_reads_borders_both_ways_and_the_start():
    game_map = parse_map(GOOD)
    assert game_map.borders("lyo") == {"par", "lon"}
    assert game_map.borders("lyo", sea=False) == {"par"}
    assert game_map.lands["lyo"].owner == "fra"
    assert game_map.lands["par"].owner == "fra"  # a capital starts with its player
    assert game_map.lands["par"].units.to_json() == {"inf": 3, "cav": 1, "art": 0}
    assert game_map.lands["lon"].generals == ("Wellington",)


def test_an_unknown_neighbour_is_named_on_its_line_with_a_suggestion():
    assert problems(with_line(5, "land lyo = Lyon; neighbours: par, pari; sea: lon")) == [
        (5, "land lyo: unknown neighbour 'pari'; did you mean par?")]


def test_a_one_way_border_is_named_on_the_line_that_lists_it():
    text = with_line(6, "land lon = London; neighbours: par; sea: lyo; capital: gbr")
    assert problems(text) == [(6, "one-way neighbour: lon lists par, but par (line 4) does "
                                  "not list lon; borders go both ways")]


def test_a_one_way_sea_link_is_an_error_too():
    text = with_line(6, "land lon = London; capital: gbr")
    assert problems(text) == [(5, "one-way sea link: lyo lists lon, but lon (line 6) does not "
                                  "list lyo; borders go both ways")]


def test_a_capital_without_an_owner_is_refused():
    text = with_line(6, "land lon = London; sea: lyo; capital:")
    found = problems(text)
    assert (6, "land lon: a capital without an owner; name its player, e.g. 'capital: fra'") \
        in found
    assert (3, "player gbr has no capital; mark one land 'capital: gbr'") in found


def test_a_capital_of_an_unknown_player_is_refused():
    text = with_line(6, "land lon = London; sea: lyo; capital: gb")
    assert (6, "land lon: capital 'gb' is not a player (players: fra, gbr)") in problems(text)


def test_a_second_capital_for_one_player_is_refused():
    text = with_line(5, "land lyo = Lyon; neighbours: par; sea: lon; capital: fra")
    assert problems(text) == [(5, "land lyo: player fra already has the capital par (line 4)")]


def test_bad_fields_units_fortresses_and_records_are_named_by_line():
    text = GOOD + "land bre = Brest; fortress: huge\nland nan = Nantes; units: three inf\n" \
                  "lnd x = X\nland cal = Calais; nachbar: par\n"
    assert problems(text) == [
        (7, "land bre: fortress 'huge': write 'fortress: grey' or 'fortress: plain'"),
        (8, "land nan units: cannot read 'three inf'; write e.g. '3 inf, 1 cav, 1 art'"),
        (9, "unknown record 'lnd': lines start with map, svg, player or land (or # for a "
            "comment)"),
        (10, "land cal: unknown field 'nachbar' (write 'key: value'; keys: alias, capital, "
             "fortress, generals, neighbours, owner, sea, units)"),
    ]


def test_duplicates_and_self_borders_are_refused():
    text = GOOD + "land par = Paris again\nland nan = Nantes; neighbours: nan\n" \
                  "land bre = Brest; units: 1 inf; generals: Wellington\n"
    assert problems(text) == [
        (7, "land par is declared twice (first on line 4)"),
        (8, "land nan lists itself as a neighbour"),
        (9, "general Wellington is placed twice (also line 6)"),
        (9, "land bre: generals need an owner of the land"),
    ]


def test_the_error_message_lists_file_and_line():
    with pytest.raises(MapError) as caught:
        parse_map(with_line(5, "land lyo = Lyon; neighbours: par, xyz; sea: lon"),
                  source="mine.map")
    assert str(caught.value).startswith("mine.map:5: land lyo: unknown neighbour 'xyz'")


def test_a_svg_missing_a_land_is_named_at_the_lands_line():
    svg = ('<svg xmlns="http://www.w3.org/2000/svg">\n<rect id="par" x="0" y="0" width="10" '
           'height="10"/>\n<rect id="lyo" x="10" y="0" width="10" height="10"/>\n</svg>')
    assert problems(GOOD, svg_text=svg) == [(6, "land lon has no element id=\"lon\" in the SVG")]


def test_a_svg_land_without_an_anchor_and_a_doctype_are_refused():
    svg = ('<svg xmlns="http://www.w3.org/2000/svg">\n<path id="par" d="M0 0"/>\n'
           '<circle id="lyo" cx="5" cy="5" r="3"/>\n<g id="lon" data-label="1 2"/>\n</svg>')
    assert problems(GOOD, svg_text=svg) == [
        (0, "SVG line 2: land par: add data-label=\"x y\" (where its label goes) to this "
            "<path>")]
    bomb = '<!DOCTYPE svg [<!ENTITY a "aaaa">]>\n<svg/>'
    assert problems(GOOD, svg_text=bomb)[0][1].startswith(
        "SVG line 1: a DOCTYPE or entity declaration is not allowed")


def test_the_svg_record_line_is_where_svg_faults_point(tmp_path):
    (tmp_path / "m.svg").write_text("<svg><rect id='par'</svg>", encoding="utf-8")
    (tmp_path / "m.map").write_text("svg = m.svg\n" + GOOD, encoding="utf-8")
    with pytest.raises(MapError) as caught:
        load_map(tmp_path / "m.map")
    assert caught.value.problems[0][0] == 1
    assert "not well-formed" in caught.value.problems[0][1]
