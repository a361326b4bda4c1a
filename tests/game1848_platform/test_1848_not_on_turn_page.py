"""A seat not on turn that sends its turn from the web page gets the service's own answer
(``services.submissions.turn_check``): whose turn it is and that nothing was sent, the same
words as the API and the mail channel, with a 4xx; nothing is stored."""

from __future__ import annotations

from django.urls import reverse
from rest_framework.test import APIClient


def _not_on_turn(table) -> tuple[str, str]:
    (seat,) = table.on_turn()
    return seat, next(s for s in table.users if s != seat)


def test_the_turn_page_refuses_a_seat_not_on_turn_with_the_services_message(table, client_for):
    seat, other = _not_on_turn(table)
    page = client_for(table.users[other])
    response = page.post(reverse("orders-submit", args=[table.game.pk]),
                         {"kind": "action", "orders": "pass"})
    assert response.status_code == 409
    on_turn = f"Spieler {seat[1:]} ({table.users[seat].username})"
    assert f"It is not your turn: nothing was sent. On turn: {on_turn}." \
        in response.content.decode()
    assert not table.phase().submissions.exists()
    assert table.phase().label == "T1"
    # The API says the same.
    api = APIClient()
    api.force_authenticate(table.users[other])
    answer = api.post(reverse("api-submissions", args=[table.game.pk]),
                      {"kind": "action", "text": "pass"}, format="json")
    assert answer.status_code == 409
    assert f"It is not your turn: nothing was sent. On turn: {on_turn}." \
        in str(answer.json())
    assert not table.phase().submissions.exists()


def test_the_as_you_type_check_gives_the_same_answer(table, client_for):
    seat, other = _not_on_turn(table)
    answer = client_for(table.users[other]).post(
        reverse("orders-check", args=[table.game.pk]), {"kind": "action", "orders": "pass"})
    assert answer.status_code == 409
    assert answer.json()["detail"].startswith("It is not your turn: nothing was sent.")


def test_the_seat_on_turn_still_sends_from_the_page(table, client_for):
    seat, _other = _not_on_turn(table)
    response = client_for(table.users[seat]).post(
        reverse("orders-submit", args=[table.game.pk]), {"kind": "action", "orders": "pass"})
    assert response.status_code == 302
    assert table.phase().submissions.filter(seat__key=seat).exists() \
        or table.game.phases.count() > 1
