"""End to end on real services: a game passes its ZAT, a Celery worker process adjudicates it,
and the turn reports go out as files, each with only its recipient's private part."""

from __future__ import annotations

import datetime as dt
import email
import threading

import pytest
from django.db import connection
from django.utils import timezone

from games import services
from games.models import Phase

pytestmark = pytest.mark.integration


def read_outbox(outbox, subject: str = "") -> dict[str, list[email.message.Message]]:
    """The mails in the file outbox by recipient (only those whose subject has ``subject``:
    the missed-order notices the same worker queues are not what these tests read)."""
    by_recipient: dict[str, list] = {}
    for path in outbox.iterdir():
        for chunk in path.read_text().split("-" * 79):
            if chunk.strip():
                message = email.message_from_string(chunk.strip())
                if subject in str(message["Subject"]):
                    by_recipient.setdefault(message["To"], []).append(message)
    return by_recipient


def plain_text(message: email.message.Message) -> str:
    for part in message.walk():
        if part.get_content_type() == "text/plain":
            return part.get_payload(decode=True).decode()
    raise AssertionError("no text part")


@pytest.fixture
def game_at_zat(gm, players):
    game = services.game_create(creator=gm, name="Integration", seed=7,
                                schedule={"review_before_publish": False})
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    phase = services.game_start(game=game, actor=gm)
    services.orders_submit(seat=game.seats.get(key="england"), user=players["england"],
                           text="F lon - nth\nA lvp - qqq")
    services.orders_submit(seat=game.seats.get(key="france"), user=players["france"],
                           text="A par - bur")
    # The ZAT passes (the worker runs in real time, so the clock is moved by data, not frozen).
    Phase.objects.filter(pk=phase.pk).update(zat=timezone.now() - dt.timedelta(minutes=1))
    return game, phase


def test_the_worker_adjudicates_a_phase_past_its_zat_once_and_mails_the_reports(
    celery_worker_process, game_at_zat, outbox, gm, wait_for
):
    from games.tasks import phase_adjudicate

    game, phase = game_at_zat
    # The sweep queues the phase; two duplicate deliveries race it on two worker processes.
    assert services.zat_sweep() == [phase.pk]
    phase_adjudicate.delay(phase.pk)
    phase_adjudicate.delay(phase.pk)

    wait_for(lambda: Phase.objects.get(pk=phase.pk).status == Phase.Status.PUBLISHED,
             "the worker to publish S1901M")
    mails = wait_for(lambda: (m := read_outbox(outbox, "Results of S1901M")) and len(m) == 8
                     and m,
                     "eight turn-report e-mails")
    phase.refresh_from_db()
    assert phase.attempt == 1
    assert [p.label for p in game.phases.order_by("index")] == ["S1901M", "F1901M"]
    assert {"power": "france", "type": "A", "at": "bur"} in phase.result["units"]

    england = plain_text(mails["emil@example.org"][0])
    france = plain_text(mails["francois@example.org"][0])
    assert "Results of S1901M" in england and "A par - bur" in france
    assert "qqq" in england and "qqq" not in france
    assert "qqq" in plain_text(mails[gm.email][0])
    assert all(len(messages) == 1 for messages in mails.values())


@pytest.mark.parametrize("round_", range(5))  # a race is a matter of luck: run it a few times
def test_two_threads_racing_for_one_phase_adjudicate_it_once(real_services, transactional_db,
                                                              game_at_zat, round_):
    _, phase = game_at_zat
    barrier = threading.Barrier(2)
    results = []

    def worker():
        barrier.wait()
        try:
            results.append(services.phase_process(phase_id=phase.pk))
        finally:
            connection.close()

    threads = [threading.Thread(target=worker) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(r is None for r in results) == [False, True]
    phase.refresh_from_db()
    assert (phase.status, phase.attempt) == (Phase.Status.PUBLISHED, 1)
