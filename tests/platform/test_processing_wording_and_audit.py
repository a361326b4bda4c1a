"""Issue 23, item 9: a phase the game master processed before its ZAT does not tell the
missing seats that their orders did not arrive "by the ZAT"; a phase the platform processed
early by itself (everybody in, early processing) leaves an audit entry, as "Process now" does;
a phase processed at its ZAT leaves none."""

from __future__ import annotations

import datetime as dt

from django.core import mail
from django.urls import reverse

from games import services
from games.models import GmAction, Phase

BY_HAND = "before the game master processed the phase"


def _missed_mails(power: str, players) -> list[str]:
    return [m.body for m in mail.outbox
            if m.to == [players[power].email] and "missing" in m.subject]


def test_after_process_now_the_missed_orders_mail_does_not_speak_of_the_zat(
        running_game, gm, players, frozen, django_capture_on_commit_callbacks):
    services.orders_submit(seat=running_game.seats.get(key="austria"),
                           user=players["austria"], text="A vie H")
    phase = running_game.phases.get()
    assert phase.zat > dt.datetime.now(dt.UTC)  # the oracle: the ZAT is still ahead
    with django_capture_on_commit_callbacks(execute=True):
        services.phase_process_now(phase=phase, actor=gm, reason="alle sind da")
    bodies = _missed_mails("italy", players)
    assert bodies
    assert all(BY_HAND in body and "by the ZAT" not in body for body in bodies)
    assert not _missed_mails("austria", players)


def test_at_the_zat_the_missed_orders_mail_still_says_by_the_zat(
        running_game, players, frozen, django_capture_on_commit_callbacks):
    phase = running_game.phases.get()
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    with django_capture_on_commit_callbacks(execute=True):
        services.phase_process(phase_id=phase.pk)
    bodies = _missed_mails("italy", players)
    assert bodies and all("by the ZAT" in body and BY_HAND not in body for body in bodies)
    assert not GmAction.objects.filter(game=running_game, action="phase_process_auto").exists()


def test_an_automatic_early_adjudication_is_in_the_audit_log(
        running_game, gm, players, frozen, client_for):
    running_game.early_processing = True
    running_game.save()
    for power, user in players.items():
        services.orders_submit(seat=running_game.seats.get(key=power), user=user, text="")
    (phase,) = services.phases_due()
    services.phase_process(phase_id=phase.pk)
    entry = GmAction.objects.get(game=running_game, action="phase_process_auto")
    assert entry.phase_id == phase.pk and entry.actor == gm
    assert entry.before == {"status": "open", "zat": phase.zat.isoformat()}
    assert entry.after == {"status": "published"}
    page = client_for(gm).get(reverse("gm-audit", args=[running_game.pk])).content.decode()
    assert "Phase adjudicated early by itself (all orders in)" in page
    assert "processed by itself: every seat expected had sent" in page
    german = client_for(gm).get(reverse("gm-audit", args=[running_game.pk]),
                                HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert "von selbst ausgewertet: alle erwarteten Sitze hatten gesendet" in german


def _everybody_sends(game, players) -> None:
    for power, user in players.items():
        services.orders_submit(seat=game.seats.get(key=power), user=user, text="")


def test_an_early_adjudication_that_waits_for_review_is_logged_so(
        running_game, gm, players, frozen):
    running_game.early_processing = running_game.review_before_publish = True
    running_game.save()
    _everybody_sends(running_game, players)
    (phase,) = services.phases_due()
    services.phase_process(phase_id=phase.pk)
    entry = GmAction.objects.get(game=running_game, action="phase_process_auto")
    assert entry.after == {"status": Phase.Status.AWAITING_REVIEW}
    assert Phase.objects.get(pk=phase.pk).status == Phase.Status.AWAITING_REVIEW


def test_an_early_adjudication_of_a_phase_without_a_zat_logs_no_zat(
        running_game, gm, players, frozen):
    """A phase whose ZAT the game master removed still runs when everybody is in; its audit
    entry says there was no ZAT instead of failing on it."""
    running_game.early_processing = True
    running_game.save()
    Phase.objects.filter(game=running_game).update(zat=None)
    _everybody_sends(running_game, players)
    (phase,) = services.phases_due()
    services.phase_process(phase_id=phase.pk)
    entry = GmAction.objects.get(game=running_game, action="phase_process_auto")
    assert entry.before == {"status": "open", "zat": None}


def test_a_phase_processed_exactly_at_its_due_time_is_not_early(running_game, frozen):
    """Due means ZAT + grace has come (``phase_is_due``: ``at <= now``); at that very moment
    the phase is on time, so no "processed by itself" entry and no "before the ZAT" wording."""
    from games.deadlines import phase_due_at

    running_game.early_processing = True
    running_game.save()
    phase = running_game.phases.get()
    frozen.move_to(phase_due_at(phase), tick=False)
    services.phase_process(phase_id=phase.pk)
    assert Phase.objects.get(pk=phase.pk).status == Phase.Status.PUBLISHED
    assert not GmAction.objects.filter(game=running_game, action="phase_process_auto").exists()
