"""The map as an order pad (issue 10): the pad's data is embedded in the seat's own page only,
holds no secret of another seat, and nothing of a seat's pending orders reaches any map served
to anybody (the pending orders are drawn by the browser, in that page's own copy of the SVG)."""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse

from games import services
from games.rulesets import get_ruleset
from tests.web.conftest import SILLY_HERDS

PAD = re.compile(r'<script id="order-pad-data" type="application/json">(.*?)</script>', re.S)


def _pad(client, url: str) -> dict | None:
    response = client.get(url)
    assert response.status_code == 200, response.content[:300]
    found = PAD.search(response.content.decode())
    return json.loads(found.group(1)) if found else None


def test_the_game_page_embeds_the_seats_own_pad(running_game, client_for, players):
    pad = _pad(client_for(players["france"]), reverse("game-detail", args=[running_game.pk]))
    assert pad is not None and pad["mode"] == "M" and pad["seat"] == "france"
    assert sorted(u["at"] for u in pad["units"]) == ["bre", "mar", "par"]
    # adjacency per unit kind, coasts, points to draw at
    assert "bur" in pad["map"]["army"]["par"] and "nth" not in pad["map"]["army"]["lon"]
    assert pad["map"]["fleet"]["spa/nc"] and pad["map"]["provinces"]["spa"]["coasts"] == [
        "nc", "sc"]
    assert set(pad["points"]) >= {"par", "spa/nc", "stp/sc"}


def test_the_pad_and_the_served_svg_carry_no_pending_orders(running_game, client_for, players):
    url = reverse("game-map", args=[running_game.pk])
    england = client_for(players["england"])
    before = england.get(url).content.decode()
    france = running_game.seats.get(key="france")
    services.orders_submit(seat=france, user=players["france"], text="A par - gas\nF bre - mao",
                           kind="orders")
    theirs = england.get(url).content.decode()
    mine = client_for(players["france"]).get(url).content.decode()
    # Sent orders change nothing in the map served to anybody, the sender included: the
    # pending orders are drawn by the browser only, in the sender's own page.
    assert "<svg" in before and theirs == before and mine == before
    assert "pending" not in theirs and "pad-arrow" not in theirs
    page = england.get(reverse("game-detail", args=[running_game.pk])).content.decode()
    assert "A par - gas" not in page and "F bre - mao" not in page
    pad = json.loads(PAD.search(page).group(1))
    assert pad["seat"] == "england" and all(u["type"] in "AF" for u in pad["units"])
    assert "A par - gas" not in json.dumps(pad)


def test_no_pad_where_no_orders_are_taken(running_game, client_for, players, gm):
    url = reverse("game-detail", args=[running_game.pk])
    assert _pad(client_for(gm), url) is None  # no seat, no pad
    running_game.phases.open().update(status="processing")
    assert _pad(client_for(players["france"]), url) is None


def test_the_adjustment_pad_counts_builds_and_names_free_home_centres():
    ruleset = get_ruleset("diplomacy")
    state = ruleset.initial_phase({}).state
    state = {**state, "phase": "W1901A",
             "units": [u for u in state["units"] if u["at"] != "stp/sc"],
             "supply_centers": {**state["supply_centers"],
                                "russia": [*state["supply_centers"]["russia"], "swe"]}}
    pad = ruleset.order_pad(state, "russia", "orders")
    assert pad["mode"] == "A" and pad["builds"] == 2 and pad["homes"] == ["stp"]
    assert ruleset.order_pad(state, "russia", "press") is None
    assert get_ruleset("game1848").order_pad({}, "x", "orders") is None  # default: no pad


@pytest.mark.parametrize("seat", ["england", "austria"])
def test_a_lama_pad_holds_the_seats_own_herds_and_nobody_elses(silly_spring, client_for, seat):
    player = silly_spring.seats.get(key=seat).player
    url = reverse("box", args=[silly_spring.pk, "lama_explosion"])
    pad = _pad(client_for(player), url)
    assert pad is not None and pad["mode"] == "L"
    assert pad["herds"] == sorted(SILLY_HERDS[seat].split())
    text = json.dumps({k: v for k, v in pad.items() if k not in ("map", "points", "box")})
    assert "lama" not in text and "owner" not in text and "section_state" not in text
    orders = _pad(client_for(player), reverse("game-detail", args=[silly_spring.pk]))
    assert orders["mode"] == "M" and orders["herds"] == []
    assert {u["type"] for u in orders["board"]}.isdisjoint({"L"})


def test_a_game_master_on_a_seats_box_screen_gets_no_pad(silly_spring, client_for, gm):
    url = reverse("box", args=[silly_spring.pk, "lama_explosion"]) + "?seat=england"
    assert _pad(client_for(gm), url) is None


def test_the_pads_words_come_in_german_from_the_javascript_catalog(client):
    german = client.get(reverse("javascript-catalog"), HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert "Hinzugef\\u00fcgt: %(line)s" in german or "Hinzugefügt: %(line)s" in german
    english = client.get(reverse("javascript-catalog"), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Hinzugef" not in english
