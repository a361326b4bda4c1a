"""Secrets never reach another player: submissions and private report parts per viewer."""

import datetime as dt

import pytest

from games import selectors, services
from games.errors import NotAllowed


@pytest.fixture
def published(running_game, players, frozen):
    services.orders_submit(seat=running_game.seats.get(key="england"), user=players["england"],
                           text="F lon - nth\nA lvp - qqq")
    phase = running_game.phases.get()
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    services.phase_process(phase_id=phase.pk)
    phase.refresh_from_db()
    return phase


def test_open_orders_are_seen_only_by_their_seat_and_the_game_master(
    running_game, players, gm, outsider
):
    seat = running_game.seats.get(key="england")
    services.orders_submit(seat=seat, user=players["england"], text="F lon - nth")
    phase = running_game.phases.get()
    assert len(selectors.phase_record(phase, players["england"])["submissions"]) == 1
    assert len(selectors.phase_record(phase, gm)["submissions"]) == 1
    assert selectors.phase_record(phase, players["france"])["submissions"] == []
    assert selectors.phase_record(phase, outsider)["submissions"] == []
    with pytest.raises(NotAllowed):
        selectors.submission_history(seat, players["france"])
    assert selectors.submission_history(seat, players["england"]).count() == 1


def test_private_report_parts_go_only_to_their_seat(published, players, gm):
    mine = selectors.phase_record(published, players["england"])["private_parts"]
    theirs = selectors.phase_record(published, players["france"])["private_parts"]
    assert [p.seat.key for p in mine] == ["england"]
    assert [p.seat.key for p in theirs] == ["france"]
    assert "qqq" in str(mine[0].private)
    assert "qqq" not in str(theirs[0].private)
    assert len(selectors.phase_record(published, gm)["private_parts"]) == 7


def test_orders_become_public_once_the_phase_is_published(published, players):
    record = selectors.phase_record(published, players["france"])
    assert [s.seat.key for s in record["submissions"]] == ["england"]
    assert record["result"] is None  # the raw outcome is for game masters


def test_the_position_says_who_submitted_but_not_what(running_game, players):
    services.orders_submit(seat=running_game.seats.get(key="england"), user=players["england"],
                           text="F lon - nth")
    position = selectors.game_position(running_game, players["france"])
    submitted = {row["seat"].key for row in position["seats"] if row["has_submitted"]}
    assert submitted == {"england"}
    assert "F lon - nth" not in str(position)
    assert len(position["board"]) == 7


def test_my_games_lists_games_i_master_or_play(running_game, gm, players, outsider):
    assert list(selectors.games_for_user(gm)) == [running_game]
    assert list(selectors.games_for_user(players["italy"])) == [running_game]
    assert list(selectors.games_for_user(outsider)) == []


def test_only_game_masters_read_the_gm_log(running_game, gm, players):
    assert selectors.gm_actions(running_game, gm).count() >= 8
    with pytest.raises(NotAllowed):
        selectors.gm_actions(running_game, players["italy"])


def test_orders_of_a_result_rolled_back_before_publishing_stay_private(
    running_game, players, gm, frozen
):
    running_game.review_before_publish = True
    running_game.save()
    services.orders_submit(seat=running_game.seats.get(key="england"), user=players["england"],
                           text="F lon - nth")
    phase = running_game.phases.get()
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    services.phase_process(phase_id=phase.pk)
    services.phase_rollback(game=running_game, to_phase=phase, actor=gm, reason="redo")
    phase.refresh_from_db()
    assert phase.status == "superseded"
    assert selectors.phase_record(phase, players["france"])["submissions"] == []
