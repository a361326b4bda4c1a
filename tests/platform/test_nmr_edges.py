"""Missed orders at the edges the first mutation run of ``games/services/nmr.py`` found
untested (issue 24; docs/testing.md): the wait policy's bounds, the count reset by a sent
phase, what each phase type does with missing orders, a seat taken back, vacant seats."""

from __future__ import annotations

import datetime as dt

import pytest

from games import services
from games.models import Phase
from games.services import due, nmr
from tests.platform.test_nmr_policies import (
    announce_absence,
    play_phase_without,
    policy,
    send_all_but,
)


@pytest.mark.parametrize("hours", [1, 2])
def test_wait_moves_the_zat_by_the_hours_set_even_one(running_game, players, frozen, hours):
    policy(running_game, nmr_policy="wait", nmr_wait_hours=hours, nmr_wait_times=1)
    phase = running_game.phases.get()
    zat = phase.zat
    send_all_but(running_game, players, {"turkey"})
    frozen.move_to(zat, tick=False)  # due at the ZAT itself, not a minute later
    assert nmr.phases_wait_for_missing() == [phase.pk]
    phase.refresh_from_db()
    assert (phase.zat, phase.nmr_waits) == (zat + dt.timedelta(hours=hours), 1)


def test_wait_does_not_move_a_phase_before_its_zat(running_game, players, frozen):
    policy(running_game, nmr_policy="wait", nmr_wait_hours=24, nmr_wait_times=2)
    phase = running_game.phases.get()
    frozen.move_to(phase.zat - dt.timedelta(seconds=1), tick=False)
    assert nmr.phase_wait_for_missing(phase, phase.zat - dt.timedelta(seconds=1)) is False
    phase.refresh_from_db()
    assert phase.nmr_waits == 0


@pytest.mark.parametrize("other", ["hold", "civil_disorder", "replace"])
def test_only_the_wait_policy_waits(running_game, players, frozen, other):
    policy(running_game, nmr_policy=other, nmr_wait_hours=24, nmr_wait_times=2)
    phase = running_game.phases.get()
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    assert nmr.phase_wait_for_missing(phase, phase.zat + dt.timedelta(minutes=1)) is False
    phase.refresh_from_db()
    assert phase.nmr_waits == 0 and phase.status == Phase.Status.OPEN


def test_the_zat_moved_notice_names_the_old_and_the_new_zat(running_game, players, frozen):
    from django.core import mail

    from games.emails.notices import when

    policy(running_game, nmr_policy="wait", nmr_wait_hours=24, nmr_wait_times=1)
    services.profile_update(user=players["austria"], notices=["zat_moved"])
    phase = running_game.phases.get()
    before = phase.zat
    send_all_but(running_game, players, {"turkey"})
    mail.outbox.clear()
    frozen.move_to(before + dt.timedelta(minutes=1), tick=False)
    nmr.phases_wait_for_missing()
    moved = [m for m in mail.outbox if "anna@example.org" in m.to]
    assert moved, [m.subject for m in mail.outbox]
    phase.refresh_from_db()
    assert any(f"from {when(before)} to {when(phase.zat)}" in m.body for m in moved), \
        moved[0].body


def test_a_phase_sent_in_full_resets_the_missed_count(running_game, players, frozen):
    policy(running_game, nmr_policy="civil_disorder", civil_disorder_after=3)
    play_phase_without(frozen, running_game, players, {"turkey", "italy"})
    assert running_game.seats.get(key="turkey").missed_phases == 1
    play_phase_without(frozen, running_game, players, {"italy"})  # Turkey sends again
    seats = {s.key: s.missed_phases for s in running_game.seats.all()}
    assert seats["turkey"] == 0 and seats["italy"] == 2


def test_seat_back_in_play_only_for_a_seat_in_civil_disorder_with_its_player(
        running_game, players, frozen):
    policy(running_game, nmr_policy="replace", civil_disorder_after=1)
    play_phase_without(frozen, running_game, players, {"turkey"})
    turkey = running_game.seats.get(key="turkey")
    assert (turkey.status, turkey.seeking_player) == ("civil_disorder", True)
    france = running_game.seats.get(key="france")
    assert nmr.seat_back_in_play(france) is False  # playing: nothing to take back
    assert nmr.seat_back_in_play(turkey) is True
    turkey.refresh_from_db()
    assert (turkey.status, turkey.missed_phases, turkey.seeking_player) == ("playing", 0, False)


def test_a_vacant_seat_holds_nothing_up(running_game):
    running_game.seats.filter(key="italy").update(player=None)  # the player left the game
    assert due.seats_not_blocking(running_game) == {"italy"}
    phase = running_game.phases.get()
    assert "italy" not in {s.key for s in nmr.seats_missing(phase)}


@pytest.mark.parametrize(("phase_type", "outcome"), [("M", "held"), ("R", "disbanded"),
                                                     ("A", "adjusted"), ("X", "default")])
def test_what_the_rules_did_with_missing_orders_per_phase_type(running_game, phase_type,
                                                               outcome):
    phase = running_game.phases.get()
    phase.phase_type = phase_type
    assert nmr.missed_outcome(phase) == outcome


def test_a_turn_based_game_passes_a_missed_turn(db, gm, players, frozen):
    game = services.game_create(creator=gm, name="1848 NMR", ruleset="game1848", seed=1848)
    phase = Phase(game=game, label="T1", phase_type="play")
    assert nmr.missed_outcome(phase) == "passed"


def test_the_hold_policy_never_puts_a_seat_into_civil_disorder(running_game, players, frozen):
    policy(running_game, nmr_policy="hold", civil_disorder_after=1)
    for _ in range(2):
        play_phase_without(frozen, running_game, players, {"turkey"})
    turkey = running_game.seats.get(key="turkey")
    assert (turkey.status, turkey.missed_phases) == ("playing", 2)


def test_an_absent_seat_is_told_of_its_default_orders_but_not_of_civil_disorder(
        running_game, players, frozen):
    from django.core import mail


    policy(running_game, nmr_policy="civil_disorder", civil_disorder_after=1)
    phase = running_game.phases.open().get()
    announce_absence(phase, players["austria"], running_game.seats.get(key="austria"))
    mail.outbox.clear()
    play_phase_without(frozen, running_game, players, {"austria"})
    subjects = [m.subject for m in mail.outbox if "anna@example.org" in m.to]
    assert any("missing" in s for s in subjects), subjects
    assert not any("civil disorder" in s for s in subjects), subjects


def test_wait_does_not_wait_for_a_seat_in_civil_disorder(running_game, players, frozen):
    policy(running_game, nmr_policy="civil_disorder", civil_disorder_after=1)
    play_phase_without(frozen, running_game, players, {"turkey"})
    assert running_game.seats.get(key="turkey").status == "civil_disorder"
    policy(running_game, nmr_policy="wait", nmr_wait_hours=24, nmr_wait_times=2)
    phase = running_game.phases.open().get()
    send_all_but(running_game, players, {"turkey"})
    assert nmr.seats_missing(phase) == []
    assert nmr.phase_wait_for_missing(phase, phase.zat + dt.timedelta(minutes=1)) is False


@pytest.mark.parametrize("down", [dt.timedelta(days=3), dt.timedelta(hours=24)])
def test_after_a_long_outage_the_wait_runs_from_now_and_the_phase_version_moves(
        running_game, players, frozen, down):
    policy(running_game, nmr_policy="wait", nmr_wait_hours=24, nmr_wait_times=2)
    phase = running_game.phases.get()
    version = phase.version
    send_all_but(running_game, players, {"turkey"})
    now = phase.zat + down  # the sweep was down for the whole wait, or longer
    frozen.move_to(now, tick=False)
    assert nmr.phase_wait_for_missing(phase, now) is True
    phase.refresh_from_db()
    assert phase.zat == now + dt.timedelta(hours=24)
    assert phase.version == version + 1  # an edit form opened before must see the change


def test_a_second_sweep_with_the_old_phase_does_not_wait_twice(running_game, players, frozen):
    policy(running_game, nmr_policy="wait", nmr_wait_hours=24, nmr_wait_times=2)
    phase = running_game.phases.get()
    stale = Phase.objects.get(pk=phase.pk)  # what a second sweep read at the same moment
    send_all_but(running_game, players, {"turkey"})
    now = phase.zat + dt.timedelta(minutes=1)
    assert nmr.phase_wait_for_missing(phase, now) is True
    assert nmr.phase_wait_for_missing(stale, now) is False
    phase.refresh_from_db()
    assert phase.nmr_waits == 1


def test_an_absence_counts_only_for_the_seats_player_in_this_game(running_game, players, gm,
                                                                  frozen):
    """Away means this seat's own player announced it: not an earlier player of the seat,
    not the same player's absence from a seat in another game."""

    phase = running_game.phases.open().get()
    other = services.game_create(creator=gm, name="Other", ruleset="diplomacy")
    other_austria = other.seats.get(key="austria")
    services.seat_assign(seat=other_austria, player=players["austria"], actor=gm)
    announce_absence(phase, players["austria"], other_austria)
    assert nmr.seats_away(phase) == set()  # away from the other game only
    announce_absence(phase, players["turkey"], running_game.seats.get(key="turkey"))
    running_game.seats.filter(key="turkey").update(player=players["austria"])  # replaced
    assert nmr.seats_away(phase) == set()  # the absence was the former player's


def test_the_report_keeps_a_missed_seats_own_private_part(running_game):
    """Adding "missed" to a seat's private part must keep what was there (its own secrets,
    its readings): the mail and the page show both."""
    from games.rulesets.base import ReportParts

    phase = running_game.phases.get()
    phase.result = {"missed_seats": ["turkey"]}
    seats = {s.key: s for s in running_game.seats.all()}
    parts = ReportParts(public={"units": []}, private={"turkey": {"own": "kept"},
                                                      "france": {"own": "theirs"}})
    out = nmr.report_missed(phase, parts, seats)
    assert out.private["turkey"]["own"] == "kept"
    assert out.private["turkey"]["missed"] == {"outcome": "held", "civil_disorder": False}
    assert out.private["france"] == {"own": "theirs"}
    assert out.public["missed"] == [{"seat": "turkey", "label": seats["turkey"].label}]


def test_waiting_moves_only_its_own_game_when_two_are_due_at_the_same_zat(
        running_game, players, gm, frozen):
    from games.models import Game

    policy(running_game, nmr_policy="wait", nmr_wait_hours=24, nmr_wait_times=2)
    phase = running_game.phases.get()
    other = services.game_create(creator=gm, name="Twin", ruleset="diplomacy")
    for seat in other.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    services.game_start(game=other, actor=gm)
    other_phase = Game.objects.get(pk=other.pk).phases.get()
    Phase.objects.filter(pk=other_phase.pk).update(zat=phase.zat)  # due at the same moment
    zat = phase.zat
    send_all_but(running_game, players, {"turkey"})
    assert nmr.phase_wait_for_missing(phase, zat + dt.timedelta(minutes=1)) is True
    other_phase.refresh_from_db()
    assert (other_phase.zat, other_phase.nmr_waits) == (zat, 0)  # the other game untouched


# --- The survivors of the second run (docs/testing.md, "nmr.py") -------------------------

def test_an_overruled_phase_still_names_the_seats_that_missed_it(running_game, players, gm,
                                                                 frozen):
    """The count was made at the ZAT and moved the seats' counts; a game master who enters
    orders that arrived by post changes the orders, not who missed the ZAT."""
    from games.rulesets.base import ReportParts

    policy(running_game, review_before_publish=True)
    phase = play_phase_without(frozen, running_game, players, {"turkey", "italy"})
    phase.refresh_from_db()
    assert phase.status == Phase.Status.AWAITING_REVIEW
    services.phase_overrule(phase=phase, actor=gm, reason="orders arrived by post",
                            orders={"france": "A par - pic"})
    phase.refresh_from_db()
    seats = {s.key: s for s in running_game.seats.all()}
    out = nmr.report_missed(phase, ReportParts(public={}, private={}), seats)
    assert {m["seat"] for m in out.public["missed"]} == {"turkey", "italy"}


def test_a_result_stored_before_the_platform_counted_names_the_engines_missed_seats(
        running_game):
    from games.rulesets.base import ReportParts

    phase = running_game.phases.get()
    phase.result = {"nmr": ["turkey"]}  # as phases processed before "missed_seats" existed
    seats = {s.key: s for s in running_game.seats.all()}
    out = nmr.report_missed(phase, ReportParts(public={}, private={}), seats)
    assert [m["seat"] for m in out.public["missed"]] == ["turkey"]


def test_the_platforms_count_wins_over_the_engines_list(running_game):
    """An engine's own "nmr" list (Rather Silly keeps one) may name a seat the platform did
    not count, e.g. one on an announced absence; the report follows the platform."""
    from games.rulesets.base import ReportParts

    phase = running_game.phases.get()
    phase.result = {"nmr": ["turkey", "italy"], "missed_seats": ["italy"]}
    seats = {s.key: s for s in running_game.seats.all()}
    out = nmr.report_missed(phase, ReportParts(public={}, private={}), seats)
    assert [m["seat"] for m in out.public["missed"]] == ["italy"]
    assert set(out.private) == {"italy"}


def test_a_phase_without_a_zat_asks_who_is_away_now(running_game, players, frozen):
    from django.utils import timezone

    from games.services import absences

    today = timezone.localdate()
    absences.absence_create(player=players["austria"],
                            seats=[running_game.seats.get(key="austria")],
                            starts_on=today, ends_on=today + dt.timedelta(days=3))
    phase = running_game.phases.get()
    phase.zat = None  # a paused game's phase, or a turn-based one waiting without a deadline
    assert nmr.seats_away(phase) == {"austria"}


def test_in_a_turn_based_game_only_the_seat_on_turn_can_miss(gm, players, frozen):
    from games.rulesets import get_ruleset
    from tests.seated_games import started_1848

    game = started_1848(gm, players)
    phase = game.phases.open().get()
    on_turn = list(get_ruleset("game1848").expected_submissions(phase.state))
    assert len(on_turn) == 1 and len(game.seats.all()) == 4
    assert [s.key for s in nmr.seats_missing(phase)] == on_turn


def test_a_seat_expected_after_seats_with_nothing_due_is_still_counted(running_game):
    """The seats are walked in their order; those the phase expects nothing of (a retreat
    phase's powers without a dislodged unit) are skipped, not the end of the walk."""
    phase = running_game.phases.get()
    seats = list(running_game.seats.order_by("pk"))
    last = seats[-1].key
    assert nmr.seats_missed_apply(phase, {last: ["orders"]}, {}, seats, by_hand=False) == [last]
    assert running_game.seats.get(key=last).missed_phases == 1


def test_a_vacant_seat_that_sends_nothing_is_mailed_to_nobody(running_game, players, frozen):
    """Nobody plays it: the game masters know, and no "orders missing" mail names it."""
    from django.core import mail

    policy(running_game, nmr_policy="hold")
    running_game.seats.filter(key="italy").update(player=None)
    label = running_game.seats.get(key="italy").label
    del players["italy"]
    mail.outbox.clear()
    play_phase_without(frozen, running_game, players, {"turkey"})
    subjects = [m.subject for m in mail.outbox]
    assert any("missing" in s and "Turkey" in s for s in subjects), subjects  # the check works
    assert not any("missing" in s and label in s for s in subjects), subjects


def _stale_wait(running_game, players, change) -> tuple[bool, Phase, Phase]:
    """A sweep read the due phase; before its update, ``change`` happened to the row."""
    policy(running_game, nmr_policy="wait", nmr_wait_hours=24, nmr_wait_times=3)
    phase = running_game.phases.get()
    send_all_but(running_game, players, {"turkey"})
    stale = Phase.objects.get(pk=phase.pk)
    Phase.objects.filter(pk=phase.pk).update(**change(phase))
    waited = nmr.phase_wait_for_missing(stale, phase.zat + dt.timedelta(minutes=1))
    return waited, stale, Phase.objects.get(pk=phase.pk)


def test_a_phase_the_worker_claimed_meanwhile_is_not_waited_for(running_game, players, frozen):
    waited, _, row = _stale_wait(running_game, players,
                                 lambda p: {"status": Phase.Status.PROCESSING})
    assert waited is False and row.nmr_waits == 0


def test_a_zat_the_game_master_moved_meanwhile_is_not_moved_again(running_game, players, frozen):
    waited, _, row = _stale_wait(running_game, players,
                                 lambda p: {"zat": p.zat + dt.timedelta(hours=5)})
    assert waited is False and row.nmr_waits == 0


def test_a_wait_another_sweep_made_is_not_made_twice_even_at_the_same_zat(
        running_game, players, frozen):
    """Another sweep waited, and the game master then set the ZAT back where it was: the
    stale sweep must not add a wait the game did not get."""
    waited, stale, row = _stale_wait(running_game, players, lambda p: {"nmr_waits": 1})
    assert waited is False and (row.nmr_waits, row.zat) == (1, stale.zat)
