"""Absences: the ZAT moves past them within the extension cap (DPjudge's SET ABSENCE), or an
accepted sitter plays the seat meanwhile; the other players see only "away"."""

import datetime as dt

import pytest
from django.core import mail
from django.test import Client

from games import selectors, services
from games.errors import Conflict, InvalidInput, NotAllowed
from games.services import absences

MARCH = dt.date(2026, 3, 1)


def day(n: int) -> dt.date:
    return MARCH + dt.timedelta(days=n - 1)


def away(game, players, power, first, last, sitter=None):
    return absences.absence_create(player=players[power], seats=[game.seats.get(key=power)],
                                   starts_on=first, ends_on=last, sitter=sitter)


def test_a_zat_inside_the_absence_moves_to_the_first_zat_after_it(running_game, players,
                                                                  frozen):
    phase = running_game.phases.get()
    assert phase.zat == dt.datetime(2026, 3, 4, 19, 0, tzinfo=dt.UTC)  # Wed 20:00 Berlin
    services.profile_update(user=players["england"], notices=["zat_moved"])
    mail.outbox.clear()
    away(running_game, players, "austria", day(3), day(5))
    phase.refresh_from_db()
    assert phase.zat == dt.datetime(2026, 3, 6, 19, 0, tzinfo=dt.UTC)  # Fri, the day back
    assert phase.extended_minutes == 48 * 60
    moved = [m for m in mail.outbox if "emil@example.org" in m.to]
    assert len(moved) == 1 and "Austria is away" in moved[0].body
    assert "gisela@example.org" in {to for m in mail.outbox for to in m.to}  # GM told


def test_the_move_stops_at_the_extension_cap(running_game, players, frozen):
    phase = running_game.phases.get()
    before = phase.zat
    away(running_game, players, "austria", day(3), day(25))
    phase.refresh_from_db()
    assert phase.zat == before + dt.timedelta(hours=running_game.max_extension_hours)


def test_an_absence_after_the_zat_moves_nothing_until_its_phase_opens(
        running_game, players, gm, frozen):
    phase = running_game.phases.get()
    before = phase.zat
    away(running_game, players, "austria", day(6), day(7))
    phase.refresh_from_db()
    assert phase.zat == before  # Wednesday's ZAT is not in the absence
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    services.phase_process(phase_id=phase.pk)
    following = running_game.phases.open().get()  # F1901M: ZAT Friday 6th, Austria away
    assert following.zat == dt.datetime(2026, 3, 8, 19, 0, tzinfo=dt.UTC)  # Sunday, back


def test_a_cancelled_absence_moves_no_zat(running_game, players, frozen):
    """Issue 24: a cancelled absence still moving the ZAT went unnoticed."""
    phase = running_game.phases.get()
    absence, = away(running_game, players, "austria", day(6), day(7))
    absences.absence_cancel(absence=absence, user=players["austria"])
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    services.phase_process(phase_id=phase.pk)
    following = running_game.phases.open().get()  # F1901M
    # Its scheduled ZAT lies inside the cancelled days, so a move would show; it stays.
    assert absence.starts_at <= following.zat < absence.ends_at
    assert following.extended_minutes == 0


def test_an_absent_seat_with_nothing_due_moves_no_zat(running_game, players, frozen,
                                                     monkeypatch):
    """A seat that has nothing to send in the phase (the rule set expects nothing of it) does
    not hold the others up (issue 24)."""
    from games.rulesets import get_ruleset

    ruleset = get_ruleset(running_game.ruleset)
    expected = ruleset.expected_submissions(running_game.phases.get().state)
    assert expected["austria"]  # in S1901M Austria has orders to send ...
    nothing_due = {**expected, "austria": []}  # ... here, as in a retreat phase, nothing
    monkeypatch.setattr(type(ruleset), "expected_submissions", lambda self, state: nothing_due)
    phase = running_game.phases.get()
    before = phase.zat
    away(running_game, players, "austria", day(3), day(5))
    phase.refresh_from_db()
    assert phase.zat == before and phase.extended_minutes == 0


def test_the_sitter_game_lets_an_accepted_sitter_play_while_the_player_is_away(
        running_game, players, gm, outsider, frozen):
    running_game.absence_policy = "sitter"
    running_game.save()
    austria = running_game.seats.get(key="austria")
    absence, = away(running_game, players, "austria", day(2), day(3), sitter=outsider)
    assert any("otto@example.org" in m.to and "sit" in m.subject for m in mail.outbox)
    frozen.move_to(dt.datetime(2026, 3, 3, 12, 0, tzinfo=dt.UTC), tick=False)
    with pytest.raises(NotAllowed):  # not accepted yet
        services.orders_submit(seat=austria, user=outsider, text="A vie H")
    absences.absence_sitter_decide(absence=absence, actor=gm, accept=True, reason="known")
    assert services.seat_of(outsider, running_game) == austria
    assert running_game in selectors.games_for_user(outsider)
    sub = services.orders_submit(seat=austria, user=outsider, text="A vie H")
    assert sub.seat == austria and sub.submitted_by == outsider
    frozen.move_to(dt.datetime(2026, 3, 4, 12, 0, tzinfo=dt.UTC), tick=False)  # back home
    assert services.seat_of(outsider, running_game) is None
    with pytest.raises(NotAllowed):
        services.orders_submit(seat=austria, user=outsider, text="A vie H")


def test_a_sitter_must_not_hold_a_seat_in_that_game(running_game, players):
    running_game.absence_policy = "sitter"
    running_game.save()
    with pytest.raises(InvalidInput):
        away(running_game, players, "austria", day(3), day(5), sitter=players["england"])


def page_of(user, path: str) -> str:
    client = Client()
    client.force_login(user)
    return client.get(path).content.decode()


def test_the_others_see_away_without_dates_and_the_gm_sees_dates(
        running_game, players, gm, frozen):
    away(running_game, players, "austria", day(2), day(5))
    page = page_of(players["england"], f"/games/{running_game.pk}/")
    assert '<span class="badge">away</span>' in page
    assert "5 Mar 2026" not in page and "2 Mar 2026" not in page
    gm_page = page_of(gm, f"/gm/games/{running_game.pk}/")
    assert "2 Mar 2026" in gm_page and "6 Mar 2026" in gm_page  # from, and the day back


@pytest.mark.parametrize(("first", "last"), [(day(5), day(3)), (day(1), day(1)),
                                             (day(3), day(200))])
def test_impossible_dates_are_refused(running_game, players, first, last):
    with pytest.raises(InvalidInput):
        away(running_game, players, "austria", first, last)


def test_overlapping_absences_are_refused_and_a_cancelled_one_frees_the_days(
        running_game, players, frozen):
    absence, = away(running_game, players, "austria", day(3), day(5))
    with pytest.raises(InvalidInput):
        away(running_game, players, "austria", day(4), day(6))
    absences.absence_cancel(absence=absence, user=players["austria"])
    away(running_game, players, "austria", day(4), day(6))
    with pytest.raises(NotAllowed):
        absences.absence_cancel(absence=absence, user=players["england"])


def test_only_a_game_master_decides_on_a_sitter(running_game, players, outsider):
    running_game.absence_policy = "sitter"
    running_game.save()
    absence, = away(running_game, players, "austria", day(3), day(5), sitter=outsider)
    with pytest.raises(NotAllowed):
        absences.absence_sitter_decide(absence=absence, actor=players["austria"], accept=True,
                                       reason="me")
    with pytest.raises(Conflict):
        absences.absence_sitter_decide(absence=away(running_game, players, "england", day(3),
                                                    day(5))[0],
                                       actor=running_game.game_masters.get(), accept=True,
                                       reason="no sitter")
