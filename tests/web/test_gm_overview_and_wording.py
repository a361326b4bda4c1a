"""Issue 23, items 4 and 7 on the Diplomacy game master's page: the seat table says for every
seat whether it has sent orders for the open phase (whether, never what), and the page keeps
Diplomacy's own words (Phase · ZAT, units hold). The other games' wording is pinned beside
their fixtures (``tests/game1848_platform/test_1848_gm_overview.py``,
``tests/europa1815_platform/test_1815_gm_wording.py``)."""

from __future__ import annotations

import re

from django.urls import reverse

from games import services


def _sent_cells(page: str) -> dict[str, str]:
    """seat key -> the data-sent state of its row in the GM's seat table."""
    return dict(re.findall(r'<tr data-seat="([a-z_0-9]+)">.*?data-sent="([a-z]+)"', page,
                           flags=re.S))


def test_the_seat_table_shows_who_has_sent_orders_but_not_what(running_game, gm, players,
                                                                client_for):
    secret = "A vie - gal\nA bud - ser\nF tri H"
    seat = running_game.seats.get(key="austria")
    services.orders_submit(seat=seat, user=players["austria"], text=secret)
    page = client_for(gm).get(reverse("gm-game", args=[running_game.pk])).content.decode()
    cells = _sent_cells(page)
    # The oracle: every seat of the game, Austria the only one that sent something.
    keys = set(running_game.seats.values_list("key", flat=True))
    assert set(cells) == keys
    assert cells.pop("austria") == "sent"
    assert set(cells.values()) == {"missing"}
    assert "orders in" in page and "no orders yet" in page
    # Whether, never what: the order text stays on the console.
    assert "vie - gal" not in page and "bud - ser" not in page


def test_the_seat_table_has_no_sent_column_without_an_open_phase(draft_game, gm, client_for):
    page = client_for(gm).get(reverse("gm-game", args=[draft_game.pk])).content.decode()
    assert "data-sent=" not in page


def test_a_diplomacy_gm_page_keeps_phase_zat_and_units_hold(running_game, gm, client_for):
    page = client_for(gm).get(reverse("gm-game", args=[running_game.pk])).content.decode()
    assert running_game.nmr_policy == "hold"
    assert "Missed orders: units hold." in page
    assert re.search(r"ZAT(</abbr>)?:", page) and "Deadline of this turn" not in page
