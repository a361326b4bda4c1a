"""What each viewer sees: the one secret (lines queued behind an action waiting for the GM)
stays with its player and the GM in every channel; the picture and the table per viewer."""

import json
import xml.etree.ElementTree as ET

import pytest

from adjudication.europa1815 import (
    board_text,
    handle,
    new_game,
    parse_map,
    position_to_json,
    render_svg,
    view,
)
from tests.engine.europa1815_support import MAP, ok, start

SECRET = "Verlegung nach Marseille: 2 Inf aus Lyon"


@pytest.fixture
def waiting():
    return ok(start("summer"), "fra", f"1: Angriff auf Belgien: 2 Inf aus Calais\n2: {SECRET}"
                                      "\nTeam: Erfolgsmarker übergeben").position


@pytest.mark.parametrize("viewer", ["gbr", "aut", "pru", None])
def test_queued_lines_are_hidden_from_everyone_else_in_every_channel(waiting, viewer):
    shown = view(waiting, MAP, viewer)
    assert "queued" not in shown["turn"]
    everything = json.dumps(shown, ensure_ascii=False) + board_text(waiting, MAP, viewer) \
        + render_svg(waiting, MAP, viewer)
    door = handle({"op": "view", "position": position_to_json(waiting), "viewer": viewer})
    everything += json.dumps(door, ensure_ascii=False)
    assert "Marseille: 2 Inf" not in everything and "Erfolgsmarker übergeben" not in everything
    # the declared attack itself is on the table for all
    assert shown["turn"]["awaiting_gm"]["line"] == "Angriff auf Belgien: 2 Inf aus Calais"


@pytest.mark.parametrize("viewer", ["fra", "gm"])
def test_the_player_and_the_gm_see_the_queued_lines(waiting, viewer):
    assert view(waiting, MAP, viewer)["turn"]["queued"] == [
        f"2: {SECRET}", "Team: Erfolgsmarker übergeben"]


def test_relations_and_who_may_send():
    position = start("summer")
    shown = view(position, MAP, "fra")
    relation = {row["land"]: row["relation"] for row in shown["table"]}
    assert (relation["par"], relation["mai"], relation["lon"], relation["bel"]) == \
        ("own", "ally", "enemy", "neutral")
    assert shown["may_send"] is True and shown["ally"] == "aut" and shown["team"] == "A"
    assert view(position, MAP, "gbr")["may_send"] is False
    assert view(position, MAP, "gm")["role"] == "gm"
    assert view(position, MAP, None)["table"][0]["relation"] is None


def test_the_picture_colours_owners_and_marks_the_viewers_and_allys_lands():
    position = start("summer")
    svg = render_svg(position, MAP, "fra", "de")
    root = ET.fromstring(svg)  # still well-formed
    assert root.find(".//{http://www.w3.org/2000/svg}rect[@id='par']") is not None
    style = svg[svg.index("<style>"):svg.index("</style>")]
    assert "#par{fill:#2f5597;fill-opacity:0.55;stroke:#000;stroke-width:5}" in style
    assert "#mai{fill:#bf8f00;fill-opacity:0.55;stroke:#000;stroke-width:3;" \
           "stroke-dasharray:8 4}" in style
    assert "#lon{fill:#c00000;fill-opacity:0.55}" in style
    label = svg[svg.index('data-land="par"'):]
    label = label[:label.index("</text>")]
    assert "★■ Paris" in label and "I4 K2 A1" in label and "Ney" in label
    assert "#par{fill:#2f5597;fill-opacity:0.55}" in render_svg(position, MAP, "gbr")


def test_without_a_picture_the_table_stands_in():
    small = parse_map("player fra = Frankreich\nplayer gbr = England\nplayer aut = Österreich\n"
                      "player pru = Preußen\n"
                      "land par = Paris; capital: fra; fortress: grey; units: 3 inf\n"
                      "land lon = London; capital: gbr\nland wie = Wien; capital: aut\n"
                      "land ber = Berlin; capital: pru\n")
    position = new_game(small, {"A": ["fra", "aut"], "B": ["gbr", "pru"]},
                        ["fra", "gbr", "aut", "pru"])
    assert render_svg(position, small, "fra") is None
    table = board_text(position, small, "fra")
    assert table.splitlines()[0].split() == ["Land", "Besitzer", "Inf", "Kav", "Art",
                                             "Generäle", "Festung"]
    assert table.splitlines()[1].split() == ["Paris", "★", "Frankreich", "3", "0", "0", "grau"]
    assert "Frankreich (Team A): 0 SP, 0 Erfolgsmarker, Vorrat 0/0/0" in table
