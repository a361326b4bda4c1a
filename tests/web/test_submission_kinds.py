"""Games with several kinds of submission (Rather Silly): the game page offers each kind the
seat may send in this phase, and each is stored as its own versioned submission."""

from __future__ import annotations

from django.urls import reverse


def test_the_page_offers_the_kinds_of_this_phase(silly_game, client_for):
    assert silly_game.phases.get().phase_type == "setup"
    superhirn = silly_game.seats.get(key="superhirn")
    html = client_for(superhirn.player).get(
        reverse("game-detail", args=[silly_game.pk])).content.decode()
    assert "?kind=superhirn_question" in html and "?kind=lama_placement" in html
    assert "?kind=wormhole_vote" not in html  # not taken in the setup phase


def test_a_single_kind_needs_no_choice(silly_game, client_for):
    austria = silly_game.seats.get(key="austria")
    html = client_for(austria.player).get(
        reverse("game-detail", args=[silly_game.pk])).content.decode()
    assert "?kind=" not in html
    assert 'name="kind" value="lama_placement"' in html


def test_a_kind_is_stored_as_its_own_submission(silly_game, client_for):
    seat = silly_game.seats.get(key="austria")
    client = client_for(seat.player)
    response = client.post(reverse("orders-submit", args=[silly_game.pk]),
                           {"kind": "lama_placement", "orders": "L tyr", "action": "submit"})
    assert response.status_code == 302
    assert "kind=lama_placement" in response["Location"]
    sub = silly_game.phases.get().submissions.get(seat=seat)
    assert (sub.kind, sub.raw_text, sub.version) == ("lama_placement", "L tyr", 1)


def test_a_kind_the_seat_may_not_send_is_refused(silly_game, client_for):
    seat = silly_game.seats.get(key="austria")
    response = client_for(seat.player).post(
        reverse("orders-submit", args=[silly_game.pk]),
        {"kind": "superhirn_answer", "orders": "42", "action": "submit"},
    )
    assert response.status_code == 400
    assert not silly_game.phases.get().submissions.exists()
