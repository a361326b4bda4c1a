"""Queries per phase processed (issue 15): a standard phase with every power's orders,
adjudicated and published at once, costs at most thirteen database queries, counted as a
worker runs it (a real transaction; the mails' delivery goes to a worker after commit):

the claim (read, conditional update), the submissions, the game and its seats (locked, with
players and profiles), the result written with the publication, the report, its private
parts (one insert), the next phase, the absences that may move its ZAT, the game masters,
the turn's distinct map pictures in one insert (issue 26: stored once, not in each mail's row)
and the eight turn-report mails in two bulk inserts. The transaction's BEGIN
and COMMIT, which Django logs as queries too, are counted on top.
"""

from __future__ import annotations

import datetime as dt

import pytest

from games import services
from games.models import Phase, QueuedMail, Seat
from tests.web.test_turn_report_mail import OPENINGS

pytestmark = pytest.mark.django_db(transaction=True)


TRANSACTION = 2  # BEGIN and COMMIT, which Django logs as queries (SQLite and PostgreSQL)


def test_a_standard_phase_is_processed_and_published_in_thirteen_queries(
        running_game, settings, monkeypatch, frozen, django_assert_max_num_queries):
    from games import tasks

    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    queued: list[list[int]] = []
    monkeypatch.setattr(tasks.mail_deliver_many_task, "delay", queued.append)
    Seat.objects.filter(game=running_game, key="england").update(missed_phases=2)
    for seat in running_game.seats.all():
        services.orders_submit(seat=seat, user=seat.player, text=OPENINGS[seat.key],
                               notify=False)
    phase = running_game.phases.open().get()
    frozen.shift(dt.timedelta(days=5))  # past the ZAT
    with django_assert_max_num_queries(13 + 1 + TRANSACTION):  # + England's missed count
        done = services.phase_process(phase_id=phase.pk)
    assert done is not None and done.status == "published"
    stored = Phase.objects.get(pk=phase.pk)
    assert (stored.status, stored.version, stored.attempt) == ("published", done.version, 1)
    assert stored.result["missed_seats"] == []
    assert stored.report.private_parts.count() == 7
    assert Seat.objects.get(game=running_game, key="england").missed_phases == 0
    following = running_game.phases.open().get()
    assert following.label == "F1901M" and following.index == phase.index + 1
    mails = QueuedMail.objects.filter(kind="turn_report", game=running_game)
    # One delivery task for the phase's mails, naming each of them.
    assert len(queued) == 1
    assert sorted(queued[0]) == sorted(mails.values_list("email_id", flat=True))
    assert mails.count() == 8  # seven players and the game master

    # The next phase, nobody's count to reset: thirteen.
    for seat in running_game.seats.all():
        services.orders_submit(seat=seat, user=seat.player, text="", notify=False)
    frozen.shift(dt.timedelta(days=5))
    with django_assert_max_num_queries(13 + TRANSACTION):
        done = services.phase_process(phase_id=following.pk)
    assert done is not None and done.status == "published"
    assert QueuedMail.objects.filter(kind="turn_report", game=running_game).count() == 16
