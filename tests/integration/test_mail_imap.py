"""Orders and press by mail, end to end on real services: mails are put into a real IMAP
mailbox (Debian's Dovecot, set up by .ci/run), a real Celery worker runs the inbox sweep,
reads them through imap-tools, stores the orders and the press, empties the mailbox and
mails its answers. ``GAMEMASTER_TEST_IMAP_URL`` names the mailbox (``imap://user:password@
127.0.0.1:10143/INBOX``); without it the test is skipped (and fails under CI)."""

from __future__ import annotations

import os
from urllib.parse import urlsplit

import pytest

from games import services
from games.models import InboundMail, Message, Submission
from tests.mail.mailbuild import mail_from

pytestmark = pytest.mark.integration


def _mailbox(url: str):  # type: ignore[no-untyped-def]
    from imap_tools import MailBoxUnencrypted

    parts = urlsplit(url)
    return MailBoxUnencrypted(parts.hostname, parts.port or 143, timeout=10).login(
        parts.username, parts.password, initial_folder=parts.path.lstrip("/") or "INBOX")


@pytest.fixture
def imap_url(monkeypatch):
    url = os.environ.get("GAMEMASTER_TEST_IMAP_URL", "")
    if not url:
        if os.environ.get("GAMEMASTER_REQUIRE_INTEGRATION") == "1":
            pytest.fail("GAMEMASTER_TEST_IMAP_URL is not set (.ci/dovecot.sh sets it)")
        pytest.skip("needs an IMAP mailbox: set GAMEMASTER_TEST_IMAP_URL")
    with _mailbox(url) as box:  # start from an empty mailbox
        box.delete([m.uid for m in box.fetch(mark_seen=False) if m.uid])
    # The worker started after this reads the same mailbox.
    monkeypatch.setenv("GAMEMASTER_MAIL_INBOX", url)
    return url


@pytest.fixture
def live_game(gm, players):
    """A started game on the real clock (the worker cannot see frozen time)."""
    game = services.game_create(creator=gm, name="By mail", seed=3)
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    services.game_start(game=game, actor=gm)
    game.refresh_from_db()
    return game


def test_a_real_worker_reads_orders_and_press_from_a_real_imap_mailbox(
    imap_url, celery_worker_process, live_game, outbox, wait_for
):
    from games.tasks import mail_inbox_task

    running_game = live_game
    austria = running_game.seats.select_related("player").get(key="austria")
    france = running_game.seats.select_related("player").get(key="france")
    with _mailbox(imap_url) as box:
        box.append(mail_from(austria, "ORDERS\nA vie - gal\nA bud - ser\n\nViele Grüße"))
        box.append(mail_from(france, "PRESS TO austria\nBonjour, Vienne!\nENDPRESS"))
        box.append(mail_from(france, "ORDERS\nA par - bur", sender="stranger@example.com"))
    mail_inbox_task.delay()
    wait_for(lambda: InboundMail.objects.count() == 3, "the worker to read three mails")
    assert Submission.objects.get(seat=austria).raw_text == "A vie - gal\nA bud - ser"
    assert Message.objects.get().body == "Bonjour, Vienne!"
    assert sorted(InboundMail.objects.values_list("status", flat=True)) == [
        "processed", "processed", "wrong_sender"]
    assert not Submission.objects.filter(seat=france).exists()
    with _mailbox(imap_url) as box:
        assert list(box.fetch(mark_seen=False)) == []
    answers = wait_for(lambda: [p for p in outbox.iterdir()] or None, "the answers")
    text = "".join(p.read_text() for p in answers)
    assert "anna@example.org" in text and "stranger@example.com" not in text
    services.mail_inbox_sweep(inbox="")  # nothing configured: nothing read
