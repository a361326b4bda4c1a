import datetime as dt

import pytest
from django.core import mail

from games import services
from games.errors import Conflict, InvalidInput, NotFound
from games.models import GmAction, SeatHolding


def test_replacing_a_player_keeps_who_held_the_seat_when(running_game, gm, outsider, frozen):
    seat = running_game.seats.get(key="italy")
    frozen.shift(dt.timedelta(days=3))
    services.seat_replace(seat=seat, player=outsider, actor=gm, reason="Ida dropped out")
    holdings = list(SeatHolding.objects.filter(seat=seat).order_by("started_at"))
    assert [h.player.username for h in holdings] == ["ida", "otto"]
    assert holdings[0].ended_at == holdings[1].started_at
    assert holdings[1].ended_at is None
    action = GmAction.objects.get(action="seat_replace")
    assert (action.before["player"], action.after["player"]) == ("ida", "otto")


def test_a_player_cannot_hold_two_seats_in_one_game(running_game, gm, players):
    with pytest.raises(InvalidInput, match="already plays England"):
        services.seat_replace(seat=running_game.seats.get(key="italy"),
                              player=players["england"], actor=gm, reason="x")


def test_assigning_a_taken_seat_is_refused(running_game, gm, outsider):
    with pytest.raises(Conflict, match="replace the player"):
        services.seat_assign(seat=running_game.seats.get(key="italy"), player=outsider,
                             actor=gm)


def test_an_invitation_is_mailed_and_takes_the_seat_once(
    db, gm, outsider, django_user_model, frozen, django_capture_on_commit_callbacks
):
    game = services.game_create(creator=gm, name="Open table")
    seat = game.seats.get(key="turkey")
    with django_capture_on_commit_callbacks(execute=True):
        invitation = services.invitation_create(seat=seat, email="otto@example.org", actor=gm)
    assert mail.outbox[0].to == ["otto@example.org"]
    assert invitation.token in mail.outbox[0].body
    assert services.invitation_accept(token=invitation.token, user=outsider).player == outsider
    someone = django_user_model.objects.create_user("sam", "sam@example.org", "pw")
    with pytest.raises(Conflict, match="already been used"):
        services.invitation_accept(token=invitation.token, user=someone)


def test_an_expired_or_unknown_invitation_is_refused(db, gm, outsider, frozen):
    game = services.game_create(creator=gm, name="Open table")
    invitation = services.invitation_create(seat=game.seats.get(key="turkey"),
                                            email="otto@example.org", actor=gm)
    frozen.shift(dt.timedelta(days=15))
    with pytest.raises(Conflict, match="expired"):
        services.invitation_accept(token=invitation.token, user=outsider)
    with pytest.raises(NotFound):
        services.invitation_accept(token="nope", user=outsider)


def test_an_invitation_needs_a_real_address(db, gm):
    game = services.game_create(creator=gm, name="Open table")
    with pytest.raises(InvalidInput) as error:
        services.invitation_create(seat=game.seats.first(), email="not-an-address", actor=gm)
    assert error.value.field == "email"


def test_a_game_needs_a_known_rule_set_and_valid_settings(db, gm):
    with pytest.raises(InvalidInput, match="Unknown rule set 'chess'"):
        services.game_create(creator=gm, name="x", ruleset="chess")
    with pytest.raises(InvalidInput, match="Unknown map") as error:
        services.game_create(creator=gm, name="x", settings={"map": "mars"})
    assert error.value.field == "settings.map"


def test_an_announcement_reaches_every_player_and_game_master(
    running_game, gm, django_capture_on_commit_callbacks
):
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.announcement_send(game=running_game, actor=gm, subject="Holiday",
                                   body="No ZAT over Easter.")
    assert len(mail.outbox) == 8
    assert all("No ZAT over Easter." in m.body for m in mail.outbox)
