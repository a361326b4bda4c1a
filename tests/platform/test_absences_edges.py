"""Absences at their edges (``games/services/absences.py``), pinned by mutation testing
(issue 24): the player's local midnights, the 92-day limit, the extension cap shared with the
game master's extensions, which absences count, and the sitter's checks."""

import datetime as dt
from zoneinfo import ZoneInfo

import pytest
from django.core import mail

from games import roles, services
from games.errors import Conflict, InvalidInput, NotAllowed
from games.models import Absence, GmAction, Phase
from games.services import absences
from tests.platform.test_absences import away, day

BERLIN, TOKYO = ZoneInfo("Europe/Berlin"), ZoneInfo("Asia/Tokyo")
WEDNESDAY_ZAT = dt.datetime(2026, 3, 4, 20, 0, tzinfo=BERLIN)  # S1901M's; Thursday 04:00 in Tokyo


def in_tokyo(user):
    services.profile_update(user=user, time_zone="Asia/Tokyo")
    return user


def test_the_days_away_are_the_players_own_days_from_local_midnight_to_midnight(
        running_game, players, frozen):
    """Thursday 5 March in Tokyo runs from Wednesday 15:00 to Thursday 15:00 UTC: the ZAT of
    Wednesday 20:00 in Berlin falls inside it, and the player is back at Tokyo's midnight."""
    in_tokyo(players["austria"])
    absence, = away(running_game, players, "austria", day(5), day(5))
    assert absence.starts_at == dt.datetime(2026, 3, 5, 0, 0, tzinfo=TOKYO)
    assert absence.ends_at == dt.datetime(2026, 3, 6, 0, 0, tzinfo=TOKYO)
    phase = running_game.phases.get()
    # Back at Friday 00:00 in Tokyo = Thursday 16:00 in Berlin: Thursday's 20:00 is the slot.
    assert phase.zat == dt.datetime(2026, 3, 5, 20, 0, tzinfo=BERLIN)
    assert phase.extended_minutes == 24 * 60


def test_a_profile_zone_no_longer_known_counts_the_days_in_utc(running_game, players, frozen):
    from games.services.profiles import profile_for

    profile = profile_for(players["austria"])
    profile.time_zone = "Europe/Atlantis"  # a name tzdata dropped since it was chosen
    profile.save()
    absence, = away(running_game, players, "austria", day(6), day(6))
    assert absence.starts_at == dt.datetime(2026, 3, 6, tzinfo=dt.UTC)
    assert absence.ends_at == dt.datetime(2026, 3, 7, tzinfo=dt.UTC)


def test_an_absence_lasts_at_most_92_days(running_game, players, frozen):
    absence, = away(running_game, players, "austria", day(10), day(10) + dt.timedelta(days=91))
    assert absence.ends_at - absence.starts_at == dt.timedelta(days=92)
    with pytest.raises(InvalidInput) as refused:
        away(running_game, players, "england", day(10), day(10) + dt.timedelta(days=92))
    assert refused.value.field == "ends_on" and "92 days" in str(refused.value)


def test_today_may_still_be_declared_but_not_a_day_already_over_in_the_players_zone(
        running_game, players, frozen):
    """At Tuesday 00:00 in Tokyo it is still Monday in UTC and in Berlin: for a player in
    Tokyo Monday is over, Tuesday is today."""
    in_tokyo(players["austria"])
    frozen.move_to(dt.datetime(2026, 3, 3, 0, 0, tzinfo=TOKYO), tick=False)
    with pytest.raises(InvalidInput) as refused:
        away(running_game, players, "austria", day(2), day(2))
    assert refused.value.field == "ends_on" and "over" in str(refused.value)
    absence, = away(running_game, players, "austria", day(3), day(3))
    assert absence.starts_at == dt.datetime(2026, 3, 3, 0, 0, tzinfo=TOKYO)


@pytest.mark.parametrize(("first", "last"), [("2026-03-03", day(5)), (day(3), "2026-03-05")])
def test_days_that_are_not_dates_are_refused_with_a_reason(running_game, players, first, last):
    with pytest.raises(InvalidInput) as refused:
        away(running_game, players, "austria", first, last)
    assert refused.value.field == "starts_on" and "dates" in str(refused.value)


def test_the_last_day_before_the_first_is_refused_naming_the_last_day(running_game, players,
                                                                      frozen):
    with pytest.raises(InvalidInput) as refused:
        away(running_game, players, "austria", day(5), day(4))
    assert refused.value.field == "ends_on" and "before" in str(refused.value)


def test_an_absence_needs_a_seat_of_ones_own_in_a_game_not_over(running_game, players, frozen):
    with pytest.raises(InvalidInput) as refused:
        absences.absence_create(player=players["austria"], seats=[], starts_on=day(3),
                                ends_on=day(4))
    assert refused.value.field == "seats"
    with pytest.raises(NotAllowed) as refused:
        absences.absence_create(player=players["austria"],
                                seats=[running_game.seats.get(key="england")],
                                starts_on=day(3), ends_on=day(4))
    assert "England" in str(refused.value)
    running_game.status = "finished"
    running_game.save()
    with pytest.raises(InvalidInput) as refused:
        away(running_game, players, "austria", day(3), day(4))
    assert refused.value.field == "seats" and "over" in str(refused.value)
    assert not Absence.objects.exists()


def test_only_the_same_players_live_absence_from_the_same_seat_overlaps(
        running_game, players, gm, frozen):
    """Overlap is per seat and player: days back to back do not overlap, a former player's
    absence from the seat does not block the new player's, and another game's does not."""
    first, = away(running_game, players, "austria", day(3), day(5))
    away(running_game, players, "austria", day(6), day(7))  # starts the day the first ends
    away(running_game, players, "austria", day(1), day(2))  # back on the first one's first day
    other = services.game_create(creator=gm, name="Other", ruleset="diplomacy")
    other_austria = other.seats.get(key="austria")
    services.seat_assign(seat=other_austria, player=players["austria"], actor=gm)
    absences.absence_create(player=players["austria"], seats=[other_austria],
                            starts_on=day(4), ends_on=day(4))
    running_game.seats.filter(key="austria").update(player=players["england"])
    absences.absence_create(
        player=players["england"], seats=[running_game.seats.get(key="austria")],
        starts_on=day(4), ends_on=day(4))
    with pytest.raises(InvalidInput) as refused:
        absences.absence_create(player=players["england"],
                                seats=[running_game.seats.get(key="austria")],
                                starts_on=day(4), ends_on=day(8))
    assert refused.value.field == "starts_on" and "already away" in str(refused.value)
    assert first.seat.absences.live().count() == 4


def sitter_game(game):
    game.absence_policy = "sitter"
    game.save()
    return game


def test_a_sitter_named_in_a_game_that_moves_zats_is_not_kept(running_game, players, outsider,
                                                             frozen):
    absence, = away(running_game, players, "austria", day(6), day(7), sitter=outsider)
    assert absence.sitter is None
    assert "otto@example.org" not in {to for m in mail.outbox for to in m.to}


def test_the_sitter_is_an_active_user_other_than_the_player(running_game, players, outsider,
                                                            frozen):
    sitter_game(running_game)
    outsider.is_active = False
    outsider.save()
    with pytest.raises(InvalidInput) as refused:
        away(running_game, players, "austria", day(3), day(5), sitter=outsider)
    assert refused.value.field == "sitter" and "active" in str(refused.value)
    with pytest.raises(InvalidInput) as refused:
        away(running_game, players, "austria", day(3), day(5), sitter=players["austria"])
    assert refused.value.field == "sitter" and "yourself" in str(refused.value)
    with pytest.raises(InvalidInput) as refused:
        away(running_game, players, "austria", day(3), day(5), sitter=players["turkey"])
    assert refused.value.field == "sitter" and "tarik plays in “Demo 1901”" in str(refused.value)
    assert not Absence.objects.exists()


def test_the_player_or_a_game_master_cancels_once_and_the_first_moment_stays(
        running_game, players, gm, frozen, start):
    absence, = away(running_game, players, "austria", day(6), day(7))
    with pytest.raises(NotAllowed):
        absences.absence_cancel(absence=absence, user=players["england"])
    assert absences.absence_cancel(absence=absence, user=gm).cancelled_at == start
    frozen.shift(3600)
    assert absences.absence_cancel(absence=absence, user=players["austria"]).cancelled_at == start


def asked_sitter(game, players, sitter, first=3, last=5):
    sitter_game(game)
    absence, = away(game, players, "austria", day(first), day(last), sitter=sitter)
    mail.outbox.clear()
    return absence


def test_a_game_master_decides_with_a_reason_and_the_log_says_what_changed(
        running_game, players, gm, outsider, frozen, start):
    absence = asked_sitter(running_game, players, outsider)
    with pytest.raises(InvalidInput) as refused:
        absences.absence_sitter_decide(absence=absence, actor=gm, accept=True, reason=" ")
    assert refused.value.field == "reason"
    decided = absences.absence_sitter_decide(absence=absence, actor=gm, accept=True,
                                             reason="known")
    assert decided.sitter == outsider and decided.sitter_accepted_at == start
    log = GmAction.objects.get(action="absence_sitter_decide")
    assert (log.actor, log.reason) == (gm, "known")
    assert log.before == {"sitter": "otto", "accepted": False}
    assert log.after == {"seat": "austria", "accepted": True}
    told = {to for m in mail.outbox for to in m.to}
    assert {"otto@example.org", "anna@example.org"} <= told
    assert any("accepted otto" in m.body for m in mail.outbox)


def test_a_refused_sitter_is_told_and_no_longer_named(running_game, players, gm, outsider,
                                                      frozen):
    absence = asked_sitter(running_game, players, outsider)
    absence.sitter_accepted_at = dt.datetime(2026, 3, 2, tzinfo=dt.UTC)  # accepted before
    absence.save()
    refused = absences.absence_sitter_decide(absence=absence, actor=gm, accept=False,
                                             reason="unknown")
    refused.refresh_from_db()
    assert refused.sitter is None and refused.sitter_accepted_at is None
    log = GmAction.objects.get(action="absence_sitter_decide")
    assert log.before == {"sitter": "otto", "accepted": True}
    assert log.after == {"seat": "austria", "accepted": False}
    to_otto = [m for m in mail.outbox if "otto@example.org" in m.to]
    assert len(to_otto) == 1 and "did not accept otto" in to_otto[0].body
    with pytest.raises(Conflict):  # nobody is waiting now
        absences.absence_sitter_decide(absence=absence, actor=gm, accept=True, reason="oh")


def test_no_decision_on_a_cancelled_absence_nor_for_a_sitter_who_took_a_seat_since(
        running_game, players, gm, outsider, frozen):
    absence = asked_sitter(running_game, players, outsider)
    running_game.seats.filter(key="turkey").update(player=outsider)  # replaced Tarik since
    with pytest.raises(Conflict) as refused:
        absences.absence_sitter_decide(absence=absence, actor=gm, accept=True, reason="r")
    assert refused.value.field == "absence" and "otto has a seat" in str(refused.value)
    absences.absence_sitter_decide(absence=absence, actor=gm, accept=False, reason="seated")
    other = asked_sitter(running_game, players, players["turkey"], 8, 9)
    absences.absence_cancel(absence=other, user=players["austria"])
    with pytest.raises(Conflict) as refused:
        absences.absence_sitter_decide(absence=other, actor=gm, accept=True, reason="r")
    assert refused.value.field == "absence"
    other.refresh_from_db()
    assert other.sitter_accepted_at is None


def test_a_sitter_sits_only_in_a_sitter_game_for_the_seats_own_player_while_away(
        running_game, players, gm, outsider, frozen):
    from django.contrib.auth.models import AnonymousUser

    absence = asked_sitter(running_game, players, outsider)  # 3 to 5 March, in Berlin
    absences.absence_sitter_decide(absence=absence, actor=gm, accept=True, reason="known")
    austria = running_game.seats.get(key="austria")
    inside, after = (dt.datetime(2026, 3, 5, 23, 59, tzinfo=BERLIN),
                     dt.datetime(2026, 3, 6, 0, 0, tzinfo=BERLIN))
    assert roles.sitting_seat(outsider, running_game, inside) == austria
    assert roles.sitting_seat(outsider, running_game, after) is None
    assert roles.sitting_seat(outsider, running_game) is None  # Monday: not away yet
    assert roles.sitting_seat(AnonymousUser(), running_game, inside) is None
    assert roles.sitting_seat(players["england"], running_game, inside) is None  # not asked
    elsewhere = sitter_game(services.game_create(creator=gm, name="Other", ruleset="diplomacy"))
    assert roles.sitting_seat(outsider, elsewhere, inside) is None
    running_game.absence_policy = "move_zat"
    running_game.save()
    assert roles.sitting_seat(outsider, running_game, inside) is None
    sitter_game(running_game)
    running_game.seats.filter(key="austria").update(player=players["england"])  # replaced
    assert roles.sitting_seat(outsider, running_game, inside) is None


def test_the_game_masters_extensions_and_the_absence_share_the_extension_cap(
        running_game, players, gm, frozen):
    phase = running_game.phases.get()
    assert running_game.max_extension_hours == 72
    services.zat_extend(phase=phase, hours=24, actor=gm, reason="travel")
    away(running_game, players, "austria", day(3), day(25))
    phase.refresh_from_db()
    assert phase.zat == WEDNESDAY_ZAT + dt.timedelta(hours=72)
    assert phase.extended_minutes == 72 * 60


def test_a_phase_extended_past_a_lowered_cap_does_not_move(running_game, players, gm, frozen):
    phase = running_game.phases.get()
    services.zat_extend(phase=phase, hours=48, actor=gm, reason="travel")
    running_game.max_extension_hours = 24  # lowered since
    running_game.save()
    services.profile_update(user=players["france"], notices=["zat_moved"])
    mail.outbox.clear()
    away(running_game, players, "austria", day(3), day(25))
    phase.refresh_from_db()
    assert (phase.zat, phase.extended_minutes) == (WEDNESDAY_ZAT + dt.timedelta(hours=48), 48 * 60)
    assert not [m for m in mail.outbox if "francois@example.org" in m.to]


def test_a_zat_moved_into_another_seats_absence_moves_on(running_game, players, frozen):
    """Austria is back on Thursday, but England is away on Thursday: Friday's ZAT."""
    away(running_game, players, "england", day(5), day(5))
    phase = running_game.phases.get()
    assert phase.zat == WEDNESDAY_ZAT  # England is not away on Wednesday
    version = phase.version
    services.profile_update(user=players["france"], notices=["zat_moved"])
    mail.outbox.clear()
    away(running_game, players, "austria", day(4), day(4))
    phase.refresh_from_db()
    assert phase.zat == dt.datetime(2026, 3, 6, 20, 0, tzinfo=BERLIN)
    assert phase.extended_minutes == 48 * 60
    assert phase.version == version + 1  # calendar feeds raise the event's SEQUENCE
    moved = [m for m in mail.outbox if "francois@example.org" in m.to]
    assert len(moved) == 1 and "England is away" in moved[0].body
    assert "from Wed 4 Mar 2026, 20:00 CET to Fri 6 Mar" in moved[0].body  # François: Berlin


def test_the_zat_moves_past_a_whole_chain_of_absences_up_to_the_cap(running_game, players,
                                                                   frozen):
    """Eleven one-day absences back to back, each seat expected to act: the ZAT moves past
    all of them (the cap of 400 hours allows it), not only past the first ten."""
    running_game.max_extension_hours = 400
    running_game.save()
    powers = [*players, *list(players)[:4]]  # 11 seats' days: 4 to 14 March
    for offset, power in reversed(list(enumerate(powers))):  # Wednesday's absence last
        away(running_game, players, power, day(4 + offset), day(4 + offset))
    phase = running_game.phases.get()
    assert phase.zat == dt.datetime(2026, 3, 15, 20, 0, tzinfo=BERLIN)  # back on the 15th


def test_a_moved_zat_lets_the_reminders_before_it_go_out_again(running_game, players, frozen):
    from games.models import PhaseReminder

    phase = running_game.phases.get()
    austria = running_game.seats.get(key="austria")
    frozen.move_to(WEDNESDAY_ZAT - dt.timedelta(hours=12), tick=False)
    for hours in (24, 1):
        PhaseReminder.objects.create(phase=phase, seat=austria, hours_before=hours)
    away(running_game, players, "austria", day(4), day(4))
    # The ZAT is now Thursday 20:00: 24 hours before it lies ahead again, 1 hour before too.
    assert not PhaseReminder.objects.filter(phase=phase).exists()


def test_only_an_open_phase_with_a_zat_moves(running_game, players, frozen):
    phase = running_game.phases.get()
    Absence.objects.create(seat=running_game.seats.get(key="austria"), player=players["austria"],
                           starts_at=WEDNESDAY_ZAT, ends_at=WEDNESDAY_ZAT + dt.timedelta(days=1))
    phase.status = Phase.Status.AWAITING_REVIEW
    assert absences.absences_move_zat(phase) is False
    phase.status, phase.zat = Phase.Status.OPEN, None  # a paused game's phase
    assert absences.absences_move_zat(phase) is False
    phase.refresh_from_db()
    assert phase.zat == WEDNESDAY_ZAT
    assert absences.absences_move_zat(phase) is True  # the same absence, the open phase


def test_only_the_seats_own_player_away_from_this_game_moves_its_zat(running_game, players, gm,
                                                                    frozen):
    """Absence rows written straight to the table: an earlier player's, and the same player's
    from another game, both covering the ZAT."""
    phase = running_game.phases.get()
    other = services.game_create(creator=gm, name="Other", ruleset="diplomacy")
    services.seat_assign(seat=other.seats.get(key="austria"), player=players["austria"], actor=gm)
    days = {"starts_at": WEDNESDAY_ZAT - dt.timedelta(hours=1),
            "ends_at": WEDNESDAY_ZAT + dt.timedelta(hours=1)}
    Absence.objects.create(seat=other.seats.get(key="austria"), player=players["austria"], **days)
    Absence.objects.create(seat=running_game.seats.get(key="turkey"), player=players["italy"],
                           **days)
    assert absences.absences_move_zat(phase) is False
    Absence.objects.create(seat=running_game.seats.get(key="turkey"), player=players["turkey"],
                           **days)
    assert absences.absences_move_zat(phase) is True


def test_a_sitter_game_keeps_its_zat(running_game, players, outsider, frozen):
    sitter_game(running_game)
    away(running_game, players, "austria", day(3), day(5), sitter=outsider)
    assert running_game.phases.get().zat == WEDNESDAY_ZAT


def test_one_declaration_covers_each_named_seat_in_each_game(running_game, players, gm, frozen):
    from tests.seated_games import _seat_and_start

    second = _seat_and_start(services.game_create(creator=gm, name="Second", ruleset="diplomacy"),
                             gm, players, {power: power for power in players})
    seats = [running_game.seats.get(key="austria"), second.seats.get(key="austria")]
    declared = absences.absence_create(player=players["austria"], seats=seats,
                                       starts_on=day(2), ends_on=day(30))
    assert [a.seat for a in declared] == seats
    for game in (running_game, second):
        phase = game.phases.open().get()
        assert phase.extended_minutes == game.max_extension_hours * 60  # both moved to the cap


def test_every_refusal_says_why_in_the_players_language(running_game, players, gm, outsider,
                                                        frozen, django_user_model):
    """Each refusal is a sentence of the catalog: a German player reads it in German (a
    message whose text drifted from its msgid would reach them in English)."""
    from django.utils import translation

    austria = running_game.seats.get(key="austria")
    asked = asked_sitter(running_game, players, outsider, 20, 21)
    lone, = away(running_game, players, "austria", day(23), day(24))
    idle = django_user_model.objects.create_user(username="vera", is_active=False)
    over = services.game_create(creator=gm, name="Over", ruleset="diplomacy")
    services.seat_assign(seat=over.seats.get(key="austria"), player=players["austria"], actor=gm)
    over.status = "finished"
    over.save()
    running_game.seats.filter(key="turkey").update(player=outsider)  # the asked sitter, seated
    calls = {
        "not dates": lambda: away(running_game, players, "austria", "3.3.", day(4)),
        "last before first": lambda: away(running_game, players, "austria", day(5), day(4)),
        "too long": lambda: away(running_game, players, "austria", day(3), day(200)),
        "over": lambda: away(running_game, players, "austria", day(1), day(1)),
        "no seat": lambda: absences.absence_create(player=players["austria"], seats=[],
                                                   starts_on=day(3), ends_on=day(4)),
        "not yours": lambda: absences.absence_create(
            player=players["england"], seats=[austria], starts_on=day(3), ends_on=day(4)),
        "overlap": lambda: away(running_game, players, "austria", day(21), day(22)),
        "game over": lambda: absences.absence_create(
            player=players["austria"], seats=[over.seats.get(key="austria")],
            starts_on=day(3), ends_on=day(4)),
        "inactive sitter": lambda: away(running_game, players, "austria", day(28), day(28),
                                        sitter=idle),
        "sits for self": lambda: away(running_game, players, "austria", day(28), day(28),
                                      sitter=players["austria"]),
        "plays there": lambda: away(running_game, players, "austria", day(28), day(28),
                                    sitter=players["italy"]),
        "stranger cancels": lambda: absences.absence_cancel(absence=asked,
                                                            user=players["england"]),
        "nobody to decide": lambda: absences.absence_sitter_decide(
            absence=lone, actor=gm, accept=True, reason="r"),
        "sitter seated since": lambda: absences.absence_sitter_decide(
            absence=asked, actor=gm, accept=True, reason="r"),
    }
    for case, call in calls.items():
        said = {}
        for language in ("en", "de"):
            with translation.override(language), pytest.raises(
                    (InvalidInput, NotAllowed, Conflict)) as refused:
                call()
            said[language] = str(refused.value)
        assert said["en"] and said["de"] != said["en"], (case, said)
