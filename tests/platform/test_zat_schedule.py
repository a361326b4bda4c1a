import datetime as dt

import pytest

from games import services
from games.errors import Conflict, InvalidInput, NotAllowed
from games.models import Game, GmAction

BERLIN = dt.timezone(dt.timedelta(hours=1))  # CET, no DST in early March


def make_game(**fields) -> Game:
    return Game(ruleset="diplomacy", name="g", seed=1, **fields)


def test_the_zat_falls_at_the_time_of_day_after_the_phase_length(start):
    game = make_game(zat_time=dt.time(20, 0), zat_time_zone="Europe/Berlin",
                     phase_hours={"M": 48})
    # Opened Monday 10:00 Berlin; 48 h later is Wednesday 10:00, so Wednesday 20:00.
    assert services.zat_compute(game, "M", start) == dt.datetime(2026, 3, 4, 20, 0,
                                                                 tzinfo=BERLIN)


def test_the_zat_moves_on_to_an_allowed_weekday(start):
    game = make_game(zat_time=dt.time(20, 0), zat_time_zone="Europe/Berlin",
                     phase_hours={"M": 48}, zat_weekdays=[4])  # Fridays only
    assert services.zat_compute(game, "M", start) == dt.datetime(2026, 3, 6, 20, 0,
                                                                 tzinfo=BERLIN)


def test_the_zat_keeps_the_local_time_of_day_across_a_clock_change():
    game = make_game(zat_time=dt.time(20, 0), zat_time_zone="Europe/Berlin",
                     phase_hours={"M": 24})
    opened = dt.datetime(2026, 3, 28, 12, 0, tzinfo=dt.UTC)  # summer time starts on the 29th
    zat = services.zat_compute(game, "M", opened)
    assert zat == dt.datetime(2026, 3, 29, 18, 0, tzinfo=dt.UTC)  # 20:00 CEST


def test_starting_a_game_sets_the_first_zat(running_game):
    phase = running_game.phases.get()
    assert phase.label == "S1901M"
    assert phase.zat == dt.datetime(2026, 3, 4, 20, 0, tzinfo=BERLIN)


def test_it_refuses_to_start_a_game_with_vacant_seats(db, gm, frozen):
    game = services.game_create(creator=gm, name="Empty")
    with pytest.raises(Conflict, match="vacant"):
        services.game_start(game=game, actor=gm)


def test_it_rejects_an_unknown_time_zone(db, gm):
    with pytest.raises(InvalidInput) as error:
        services.game_create(creator=gm, name="x", schedule={"zat_time_zone": "Mars/Olympus"})
    assert error.value.field == "zat_time_zone"


def test_it_rejects_phase_lengths_missing_a_phase_type(db, gm):
    with pytest.raises(InvalidInput, match="missing: A"):
        services.game_create(creator=gm, name="x", schedule={"phase_hours": {"M": 24, "R": 24}})


def test_extending_moves_the_zat_and_is_logged(running_game, gm):
    phase = running_game.phases.get()
    before = phase.zat
    services.zat_extend(phase=phase, hours=24, actor=gm, reason="Ida is travelling")
    phase.refresh_from_db()
    assert phase.zat == before + dt.timedelta(hours=24)
    action = GmAction.objects.get(action="zat_extend")
    assert action.reason == "Ida is travelling"
    assert action.before["zat"] == before.isoformat()
    assert action.after["zat"] == phase.zat.isoformat()


def test_extensions_are_capped_by_the_game_maximum(running_game, gm):
    phase = running_game.phases.get()
    services.zat_extend(phase=phase, hours=48, actor=gm, reason="holiday")
    with pytest.raises(InvalidInput, match="24 hours are left"):
        services.zat_extend(phase=phase, hours=25, actor=gm, reason="more holiday")


def test_a_gm_action_without_a_reason_is_refused(running_game, gm):
    with pytest.raises(InvalidInput) as error:
        services.zat_extend(phase=running_game.phases.get(), hours=1, actor=gm, reason="  ")
    assert error.value.field == "reason"


def test_players_cannot_move_the_zat(running_game, players):
    with pytest.raises(NotAllowed):
        services.zat_extend(phase=running_game.phases.get(), hours=1, actor=players["italy"],
                            reason="I want more time")


def test_the_zat_cannot_be_set_into_the_past(running_game, gm, start):
    with pytest.raises(InvalidInput, match="future"):
        services.zat_set(phase=running_game.phases.get(), zat=start - dt.timedelta(hours=1),
                         actor=gm, reason="oops")


def test_a_zat_beyond_a_year_ahead_is_refused_with_the_latest_allowed(running_game, gm, start):
    phase = running_game.phases.get()
    with pytest.raises(InvalidInput, match="at most 366 days ahead") as error:
        services.zat_set(phase=phase, zat=dt.datetime(9999, 1, 1, 20, tzinfo=dt.UTC), actor=gm,
                         reason="typo")
    assert error.value.field == "zat"
    assert "Wed 3 Mar 2027, 09:00 UTC" in error.value.message  # the latest ZAT, as shown
    before = phase.zat
    phase.refresh_from_db()
    assert phase.zat == before  # nothing changed
    later = start + dt.timedelta(days=366)
    assert services.zat_set(phase=phase, zat=later, actor=gm, reason="long break").zat == later


def test_pausing_keeps_the_remaining_time_until_resume(running_game, gm, frozen, start):
    phase = running_game.phases.get()
    remaining = phase.zat - start
    services.game_pause(game=running_game, actor=gm, reason="Christmas")
    frozen.shift(dt.timedelta(days=10))
    services.game_resume(game=running_game, actor=gm, reason="back")
    phase.refresh_from_db()
    assert phase.zat == start + dt.timedelta(days=10) + remaining
    assert Game.objects.get(pk=running_game.pk).status == Game.Status.RUNNING


def test_a_paused_game_is_not_processed(running_game, gm, frozen):
    services.game_pause(game=running_game, actor=gm, reason="Christmas")
    frozen.shift(dt.timedelta(days=30))
    assert services.phases_due() == []


def test_the_schedule_can_be_changed_with_a_reason(running_game, gm):
    services.game_schedule_update(game=running_game, actor=gm, reason="weekends only",
                                  zat_weekdays=[5, 6], grace_minutes=30)
    running_game.refresh_from_db()
    assert running_game.zat_weekdays == [5, 6]
    assert running_game.grace_minutes == 30
    action = GmAction.objects.get(action="game_schedule_update")
    assert action.before["zat_weekdays"] == list(range(7))
    assert action.after["zat_weekdays"] == [5, 6]
