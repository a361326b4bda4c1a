"""Missed orders, per the game's NMR policy: hold, wait, civil disorder, replacement; each step
mailed to the seat's player and the game masters; a civil-disorder seat holds nothing up."""

import datetime as dt

import pytest
from django.core import mail

from games import services
from games.models import Phase
from games.services import lobby, nmr
from games.services.due import phase_ready_early


def send_all_but(game, players, missing: set[str]):
    for power, user in players.items():
        if power not in missing:
            services.orders_submit(seat=game.seats.get(key=power), user=user, text="")


def play_phase_without(frozen, game, players, missing: set[str]):
    phase = game.phases.open().get()
    send_all_but(game, players, missing)
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    services.phase_process(phase_id=phase.pk)
    return phase


def mails_to(address: str) -> list:
    """The notices to one address (receipts and turn reports, which the queue now sends in
    the same call as the submission and the publication, aside)."""
    from games.models import QueuedMail

    notices = {(e.to[0], e.subject) for e in
               (q.email for q in QueuedMail.objects.filter(kind="notice").select_related("email"))}
    return [m for m in mail.outbox if address in m.to and (m.to[0], m.subject) in notices]


def announce_absence(phase, user, seat, days: int = 30) -> None:
    """``user`` announces an absence from ``seat`` that covers ``phase``'s ZAT: from the day
    before it, for ``days`` days."""
    from games.services import absences

    start = phase.zat.date() - dt.timedelta(days=1)
    absences.absence_create(player=user, seats=[seat], starts_on=start,
                            ends_on=start + dt.timedelta(days=days))


def policy(game, **values):
    for name, value in values.items():
        setattr(game, name, value)
    game.save()


def test_hold_adjudicates_with_default_orders_and_tells_the_player_and_the_gm(
        running_game, players, gm, frozen):
    policy(running_game, nmr_policy="hold")
    mail.outbox.clear()
    play_phase_without(frozen, running_game, players, {"turkey"})
    turkey = running_game.seats.get(key="turkey")
    assert (turkey.status, turkey.missed_phases) == ("playing", 1)
    told = mails_to("tarik@example.org")
    assert len(told) == 1 and "turkey" in told[0].subject.lower()
    assert "default orders" in told[0].body
    assert len(mails_to("gisela@example.org")) == 1
    assert mails_to("anna@example.org") == []  # the others are not told about Turkey


def test_civil_disorder_after_the_limit_is_mailed_and_stops_blocking_early_processing(
        running_game, players, gm, frozen):
    policy(running_game, nmr_policy="civil_disorder", civil_disorder_after=2,
           early_processing=True)
    services.profile_update(user=players["austria"], notices=["civil_disorder"])
    for _ in range(2):
        play_phase_without(frozen, running_game, players, {"turkey"})
    turkey = running_game.seats.get(key="turkey")
    assert (turkey.status, turkey.seeking_player) == ("civil_disorder", False)
    assert any("civil disorder" in m.subject for m in mails_to("tarik@example.org"))
    assert any("civil disorder" in m.subject for m in mails_to("anna@example.org"))
    phase = running_game.phases.open().get()
    send_all_but(running_game, players, {"turkey"})
    assert phase_ready_early(phase)  # Turkey in civil disorder holds nothing up


def test_a_player_in_civil_disorder_takes_the_seat_back_by_sending_orders(
        running_game, players, frozen):
    policy(running_game, nmr_policy="civil_disorder", civil_disorder_after=1)
    play_phase_without(frozen, running_game, players, {"turkey"})
    assert running_game.seats.get(key="turkey").status == "civil_disorder"
    services.orders_submit(seat=running_game.seats.get(key="turkey"), user=players["turkey"],
                           text="A smy H")
    turkey = running_game.seats.get(key="turkey")
    assert (turkey.status, turkey.missed_phases) == ("playing", 0)


def test_wait_moves_the_zat_n_times_then_adjudicates(running_game, players, gm, frozen,
                                                      django_capture_on_commit_callbacks):
    policy(running_game, nmr_policy="wait", nmr_wait_hours=24, nmr_wait_times=2,
           civil_disorder_after=1)
    phase = running_game.phases.get()
    first_zat = phase.zat
    send_all_but(running_game, players, {"turkey"})
    mail.outbox.clear()
    frozen.move_to(first_zat + dt.timedelta(minutes=1), tick=False)
    assert services.zat_sweep() == []  # waited instead
    phase.refresh_from_db()
    assert (phase.zat, phase.nmr_waits) == (first_zat + dt.timedelta(hours=24), 1)
    assert "new ZAT" in mails_to("tarik@example.org")[0].body
    assert len(mails_to("gisela@example.org")) == 1
    assert services.zat_sweep() == []  # not due again before the new ZAT
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    services.zat_sweep()
    phase.refresh_from_db()
    assert phase.nmr_waits == 2 and phase.status == Phase.Status.OPEN
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    with django_capture_on_commit_callbacks(execute=True):
        assert services.zat_sweep() == [phase.pk]  # waited twice: now it goes ahead
    phase.refresh_from_db()
    assert phase.status == Phase.Status.PUBLISHED
    assert running_game.seats.get(key="turkey").status == "civil_disorder"


def test_wait_does_not_wait_when_nobody_in_play_is_missing(running_game, players, frozen):
    policy(running_game, nmr_policy="wait")
    phase = running_game.phases.get()
    send_all_but(running_game, players, set())
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    assert nmr.phases_wait_for_missing() == []


def test_replace_offers_the_seat_in_the_lobby_and_a_newcomer_takes_it(
        running_game, players, gm, outsider, frozen):
    policy(running_game, nmr_policy="replace", civil_disorder_after=1)
    services.profile_update(user=players["turkey"], notices=["seat_replaced"])
    play_phase_without(frozen, running_game, players, {"turkey"})
    turkey = running_game.seats.get(key="turkey")
    assert (turkey.status, turkey.seeking_player) == ("civil_disorder", True)
    assert any("offered" in m.subject for m in mails_to("tarik@example.org"))
    assert list(lobby.seats_available(running_game)) == [turkey]
    request = lobby.join_request_create(game=running_game, user=outsider, seat=turkey)
    lobby.join_request_decide(request=request, actor=gm, accept=True, reason="welcome")
    turkey.refresh_from_db()
    assert (turkey.player, turkey.status, turkey.seeking_player) == (outsider, "playing",
                                                                      False)
    assert any("no longer play" in m.body for m in mails_to("tarik@example.org"))
    assert any("accepted your request" in m.body for m in mails_to("otto@example.org"))


@pytest.mark.parametrize("kind", ["wait", "replace"])
def test_the_schedule_takes_the_new_policies(running_game, gm, kind):
    services.game_schedule_update(game=running_game, actor=gm, reason="r", nmr_policy=kind,
                                  nmr_wait_hours=12, nmr_wait_times=3)
    running_game.refresh_from_db()
    assert (running_game.nmr_policy, running_game.nmr_wait_hours,
            running_game.nmr_wait_times) == (kind, 12, 3)


def test_a_phase_missed_on_an_announced_absence_is_no_step_towards_civil_disorder(
        running_game, players, frozen):
    """Issue 24's open point, decided: the ZAT could not move past the absence (extension
    cap), Austria sends nothing; her units hold, but the seat neither counts the miss nor
    falls into civil disorder, while Turkey, not away, does."""

    policy(running_game, nmr_policy="civil_disorder", civil_disorder_after=1)
    phase = running_game.phases.open().get()
    announce_absence(phase, players["austria"], running_game.seats.get(key="austria"))
    phase.refresh_from_db()
    assert nmr.seats_away(phase) == {"austria"}  # the capped ZAT is still inside the absence
    play_phase_without(frozen, running_game, players, {"austria", "turkey"})
    austria, turkey = (running_game.seats.get(key=k) for k in ("austria", "turkey"))
    assert (austria.status, austria.missed_phases) == ("playing", 0)
    assert (turkey.status, turkey.missed_phases) == ("civil_disorder", 1)
    assert {u["power"] for u in phase_units(running_game)} >= {"austria"}  # default orders


def phase_units(game):
    return Phase.objects.filter(game=game, status=Phase.Status.PUBLISHED).last().result["units"]


def test_wait_does_not_wait_for_a_seat_on_an_announced_absence(running_game, players, frozen):

    policy(running_game, nmr_policy="wait", nmr_wait_hours=24, nmr_wait_times=2,
           absence_policy="sitter")  # the ZAT stays where it is; nobody sits
    phase = running_game.phases.open().get()
    announce_absence(phase, players["austria"], running_game.seats.get(key="austria"), days=5)
    send_all_but(running_game, players, {"austria", "turkey"})
    assert [s.key for s in nmr.seats_missing(phase)] == ["turkey"]  # the others still count
    services.orders_submit(seat=running_game.seats.get(key="turkey"), user=players["turkey"],
                           text="")
    assert nmr.seats_missing(phase) == []
    assert not nmr.phase_wait_for_missing(phase, phase.zat + dt.timedelta(minutes=1))
