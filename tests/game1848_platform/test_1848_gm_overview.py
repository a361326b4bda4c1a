"""Issue 23 on the 1848 Spielleiter's pages: the console shows every seat's hand (the GM may
see every secret; no player or observer page gains it), and the GM's pages speak of turns, a
deadline, passing and a table, as the players' pages do, not of Diplomacy's phases, ZAT,
holding units and a map."""

from __future__ import annotations

import re

from django.urls import reverse

from tests.game1848_platform.test_1848_secrets import pages


def _section(page: str, section_id: str) -> str:
    found = re.search(rf'<section[^>]*id="{section_id}".*?</section>', page, flags=re.S)
    return found.group(0) if found else ""


def test_the_console_shows_every_seats_hand(table, gm, client_for):
    game = table.game
    page = client_for(gm).get(reverse("gm-console", args=[game.pk])).content.decode()
    hands = _section(page, "console-hands")
    assert hands
    # The oracle: the open phase's state, every seat's hand in it.
    for seat, cards in table.state()["hands"].items():
        assert cards
        shown = re.search(rf'data-hand="{seat}">(.*?)</ul>', hands, flags=re.S).group(1)
        assert re.findall(r'data-card="([A-Z]+\d+)"', shown) == cards, seat


def test_no_player_or_observer_page_gains_the_hands(table, players, client_for):
    game = table.game
    other = players["italy"]  # Ida plays in none of these games
    for user in (table.users["s2"], other):
        client = client_for(user)
        assert client.get(reverse("gm-console", args=[game.pk])).status_code in (403, 404)
        for url, text in pages(client, game).items():
            assert 'id="console-hands"' not in text and "data-hand=" not in text, url


def test_the_gm_page_says_turn_deadline_and_pass(table, gm, client_for):
    client = client_for(gm)
    page = client.get(reverse("gm-game", args=[table.game.pk])).content.decode()
    header = re.search(r'<p class="muted">(.*?)</p>', page, flags=re.S).group(1)
    assert "Turn" in header and "Deadline of this turn" in header
    assert "Phase" not in header and "ZAT" not in header
    assert "units hold" not in page
    assert "Missed orders: a missed turn counts as a pass." in page
    console = client.get(reverse("gm-console", args=[table.game.pk])).content.decode()
    assert "Deadline of this turn" in console and "ZAT:" not in console


def test_the_gm_seat_table_shows_who_is_on_turn(table, gm, client_for):
    page = client_for(gm).get(reverse("gm-game", args=[table.game.pk])).content.decode()
    cells = dict(re.findall(r'<tr data-seat="(s\d)">.*?data-sent="([a-z]+)"', page, flags=re.S))
    (on_turn,) = table.on_turn()
    assert cells.pop(on_turn) == "missing"
    assert set(cells.values()) == {"nothing"}


def test_a_card_table_is_called_a_table_on_the_pages(table, gm, client_for):
    game = table.game
    console = client_for(gm).get(reverse("gm-console", args=[game.pk])).content.decode()
    assert "Download the table (SVG)" in console and "Download the map" not in console


def test_the_turn_report_mail_calls_its_picture_a_table(table):
    from django.core import mail

    (seat,) = table.on_turn()
    table.act(seat, "passe")
    reports = [m for m in mail.outbox if m.alternatives and "cid:map" in m.alternatives[0][0]]
    assert reports  # the oracle: a report with an inline picture was sent
    for message in reports:
        assert "(table.png)" in message.body and "map.png" not in message.body
        names = [part.get_filename() for part in message.attachments
                 if hasattr(part, "get_filename")]
        assert names == ["table.png"]
