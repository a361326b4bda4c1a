"""Open games: a game master lists a game, a player asks to join, the game master accepts into a
seat or refuses; each is mailed."""

import pytest
from django.core import mail

from games import player_selectors, services
from games.errors import Conflict, InvalidInput, NotAllowed
from games.services import lobby


@pytest.fixture
def open_game(db, gm, frozen):
    game = services.game_create(creator=gm, name="Open 1901", seed=7)
    lobby.game_listing_set(game=game, actor=gm, looking=True, reason="need seven")
    return game


def test_a_listed_game_shows_its_vacant_seats_in_the_lobby(open_game, running_game):
    rows = player_selectors.lobby()
    assert [row["game"] for row in rows] == [open_game]  # the full running game is not listed
    assert len(rows[0]["seats"]) == 7 and rows[0]["game_masters"] == ["gisela"]


def test_a_player_asks_and_the_game_master_accepts_into_the_wished_seat(
        open_game, gm, outsider):
    france = open_game.seats.get(key="france")
    mail.outbox.clear()
    request = lobby.join_request_create(game=open_game, user=outsider, seat=france,
                                        message="I like wine")
    assert [m.to for m in mail.outbox] == [["gisela@example.org"]]
    assert "I like wine" in mail.outbox[0].body and "otto" in mail.outbox[0].body
    with pytest.raises(Conflict):  # one request at a time
        lobby.join_request_create(game=open_game, user=outsider)
    lobby.join_request_decide(request=request, actor=gm, accept=True, reason="welcome")
    france.refresh_from_db()
    assert france.player == outsider
    assert "you play France" in mail.outbox[-1].body
    assert len(player_selectors.lobby()[0]["seats"]) == 6


def test_a_refused_request_is_told_and_gives_no_seat(open_game, gm, outsider):
    request = lobby.join_request_create(game=open_game, user=outsider)
    with pytest.raises(NotAllowed):
        lobby.join_request_decide(request=request, actor=outsider, accept=True, reason="me")
    lobby.join_request_decide(request=request, actor=gm, accept=False, reason="full")
    assert not open_game.seats.filter(player=outsider).exists()
    assert "did not accept" in mail.outbox[-1].body
    with pytest.raises(Conflict):
        lobby.join_request_decide(request=request, actor=gm, accept=True, reason="again")


def test_unlisted_games_and_unoffered_seats_take_no_requests(open_game, running_game, gm,
                                                             outsider, players):
    with pytest.raises(Conflict):
        lobby.join_request_create(game=running_game, user=outsider)
    lobby.join_request_create(game=open_game, user=players["austria"])  # another game: fine
    services.seat_assign(seat=open_game.seats.get(key="italy"), player=players["italy"],
                         actor=gm)
    with pytest.raises(InvalidInput):
        lobby.join_request_create(game=open_game, user=outsider,
                                  seat=open_game.seats.get(key="italy"))
    with pytest.raises(Conflict):  # already in
        lobby.join_request_create(game=open_game, user=players["italy"])
    with pytest.raises(Conflict):
        lobby.join_request_create(game=open_game, user=gm)


def test_only_a_game_master_lists_a_game(open_game, outsider):
    with pytest.raises(NotAllowed):
        lobby.game_listing_set(game=open_game, actor=outsider, looking=False, reason="x")
