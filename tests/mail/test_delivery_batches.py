"""A delivery run sends its receipts as one batch (``outbox.deliver_batch``): the rows claimed
and their contexts read in a few queries for the whole batch, each mail rendered in its
recipient's language and time zone, all handed to one connection of the mail backend, each
marked before the next is handed over. What must hold: each receipt reaches its own player
with its own seat's orders only (the orders are a seat's secret until the ZAT), word for word
what it would have been alone; one mail that fails leaves the others sent and itself failed
with the error, as post_office records it; a worker dying between a hand-over and its mark
leaves that one mail to the sweep (at least once, never lost, the claims in
``test_outbox_claims.py``); and a run's queries grow by the mark of each mail only."""

from __future__ import annotations

import datetime as dt
import uuid
import zoneinfo
from smtplib import SMTPRecipientsRefused, SMTPServerDisconnected

import pytest
from django.core import mail
from django.core.mail.backends.locmem import EmailBackend as LocmemBackend
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from post_office.models import STATUS, Email, Log

from games import services, tasks
from games.emails import outbox
from games.emails.deferred import receipt_context
from games.emails.rendering import render
from games.emails.sending import seat_reply_to
from games.models import QueuedMail, Submission

# Every power's own orders, no line shared with another power's.
ORDERS = {"austria": "A vie - gal\nA bud - ser", "england": "F lon - nth\nF edi - nwg",
          "france": "A par - bur\nF bre - mao", "germany": "A mun - ruh\nF kie - den",
          "italy": "A rom - apu\nF nap - ion", "russia": "A mos - ukr\nF sev - bla",
          "turkey": "A con - bul\nF ank - bla"}
NEW_YORK = zoneinfo.ZoneInfo("America/New_York")


class RefusingFrancois(LocmemBackend):
    """A mail server that refuses France's player's mailbox (``francois@...``). (Loaded by
    its dotted path, so possibly as a second copy of this module: it keeps no state.)"""

    def send_messages(self, messages):
        for message in messages:
            if message.to[0].startswith("francois@"):
                raise SMTPRecipientsRefused({message.to[0]: (550, b"5.1.1 mailbox unavailable")})
        return super().send_messages(messages)


@pytest.fixture
def connections_opened(monkeypatch) -> list[int]:
    """Each connection opened to the (in-memory) mail backend."""
    opened: list[int] = []
    original = LocmemBackend.open

    def counting(self):
        opened.append(1)
        return original(self)

    monkeypatch.setattr(LocmemBackend, "open", counting)
    return opened


@pytest.fixture
def runs(settings, monkeypatch) -> list[dict]:
    """Receipts stay queued until a run is called by hand (no Redis: each commit would
    publish a run; what it publishes is recorded, not sent)."""
    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    settings.MAIL_DELIVERY_DUE_URL = ""
    settings.MAIL_DELIVERY_DUE_KEY = f"test:mail-run-due:{uuid.uuid4().hex}"
    published: list[dict] = []
    monkeypatch.setattr(tasks.mail_deliver_run_task, "apply_async",
                        lambda *args, **options: published.append(options))
    monkeypatch.setattr(tasks.mail_deliver_run_task, "delay",
                        lambda *args: published.append({"next": True}))
    return published


def _submit_all(game, players, rounds: int = 1) -> list[Submission]:
    """Every power's orders, ``rounds`` versions each; Germany's player reads German in New
    York (the request's time zone is the player's, as the middleware sets it)."""
    services.profile_update(user=players["germany"], language="de",
                            time_zone="America/New_York")
    submissions = []
    for version in range(rounds):
        for seat in game.seats.select_related("player").order_by("key"):
            zone = NEW_YORK if seat.key == "germany" else timezone.get_default_timezone()
            text = ORDERS[seat.key] + ("\nA xyz - abc" if version % 2 else "")
            with timezone.override(zone):
                submissions.append(services.orders_submit(seat=seat, user=seat.player,
                                                          text=text))
    return submissions


def _alone(submission: Submission) -> tuple[str, str, str, str, str]:
    """The receipt as it would be rendered and addressed on its own: recipient, Reply-To,
    subject, text, HTML, in the player's language and time zone."""
    german = submission.seat.key == "germany"
    with timezone.override(NEW_YORK if german else timezone.get_default_timezone()):
        words = render("receipt", receipt_context({"submission": submission.pk}),
                       "de" if german else "en")
    return (submission.seat.player.email, seat_reply_to(submission.seat), *words)


def _as_sent(message) -> tuple[str, str, str, str, str]:
    [to] = message.to
    [reply_to] = message.reply_to
    [(html, _mime)] = message.alternatives
    return (to, reply_to, message.subject, message.body, html)


def test_a_run_sends_its_batch_each_receipt_to_its_own_player_word_for_word(
        running_game, players, runs, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):  # each submission's commit
        submissions = _submit_all(running_game, players, rounds=3)
    assert len(runs) == 21 and QueuedMail.objects.filter(kind="receipt").count() == 21
    mail.outbox.clear()
    assert outbox.deliver_run() == 21
    # Each mail is exactly its own submission's receipt, rendered alone, to its own player
    # (and from nobody else's words): the multisets of (recipient, Reply-To, words) agree.
    assert sorted(_as_sent(message) for message in mail.outbox) == sorted(
        _alone(submission) for submission in submissions)
    for message in mail.outbox:
        power = next(p for p, user in players.items() if user.email == message.to[0])
        others = [line for p, text in ORDERS.items() if p != power for line in text.split("\n")]
        for line in others:  # another seat's orders are its secret until the ZAT
            assert line not in message.body and line not in message.alternatives[0][0]
        assert ORDERS[power].split("\n")[0] in message.body
    german = [m for m in mail.outbox if m.to == [players["germany"].email]]
    assert len(german) == 3 and all("Befehle für Deutschland" in m.subject for m in german)
    assert all("EST" in m.body or "EDT" in m.body for m in german)  # the ZAT in New York
    assert set(Email.objects.values_list("status", flat=True)) == {STATUS.sent}
    assert set(QueuedMail.objects.values_list("attempts", flat=True)) == {1}
    assert not Log.objects.exists()  # LOG_LEVEL 1: a Log row for a failure only
    assert outbox.deliver_run() == 0  # nothing is sent twice


def test_a_batch_uses_one_connection_to_the_mail_backend(running_game, players, runs,
                                                         connections_opened):
    _submit_all(running_game, players, rounds=2)
    mail.outbox.clear()
    connections_opened.clear()
    assert outbox.deliver_run() == 14
    assert len(connections_opened) == 1 and len(mail.outbox) == 14


def test_one_refused_mail_leaves_the_others_sent_and_itself_failed_with_the_error(
        running_game, players, runs, settings, frozen, connections_opened):
    settings.EMAIL_BACKEND = "tests.mail.test_delivery_batches.RefusingFrancois"
    address = players["france"].email
    assert address.startswith("francois@")
    _submit_all(running_game, players, rounds=2)
    mail.outbox.clear()
    connections_opened.clear()
    assert outbox.deliver_run() == 12
    assert sorted(m.to[0] for m in mail.outbox) == sorted(
        2 * [user.email for power, user in players.items() if power != "france"])
    refused = list(Email.objects.filter(to=[address]))
    assert len(refused) == 2
    for row in refused:
        # What post_office's dispatch records: status failed and a Log row with the error;
        # the words are rendered and kept (the game master's mail page shows them), and
        # so is the context (it renders the mail again once it was delivered).
        assert row.status == STATUS.failed and row.context is not None
        [entry] = row.logs.all()
        assert entry.status == STATUS.failed and "mailbox unavailable" in entry.message
        assert entry.exception_type == "SMTPRecipientsRefused"
        assert "A par - bur" in row.message
    others = Email.objects.exclude(pk__in=[row.pk for row in refused])
    assert set(others.values_list("status", flat=True)) == {STATUS.sent}
    # After a refusal the next mails go over a fresh connection (an SMTP session may be
    # broken): one connection for the batch and one after each of the two refusals.
    assert len(connections_opened) == 3
    # The failed ones are not the runs' (tried once) but the sweep's, with attempts left.
    assert outbox.deliver_run() == 0
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    frozen.shift(dt.timedelta(minutes=3))
    mail.outbox.clear()
    assert outbox.sweep() == 2
    assert [m.to for m in mail.outbox] == [[address], [address]]
    assert set(QueuedMail.objects.filter(email__in=[row.pk for row in refused])
               .values_list("attempts", flat=True)) == {2}


def test_a_server_unreachable_for_a_moment_fails_the_mail_it_was_opened_for_only(
        running_game, players, runs, monkeypatch):
    _submit_all(running_game, players)
    original, tries = LocmemBackend.open, []

    def flaky(self):
        tries.append(1)
        if len(tries) == 1:
            raise ConnectionRefusedError(111, "Connection refused")
        return original(self)

    monkeypatch.setattr(LocmemBackend, "open", flaky)
    mail.outbox.clear()
    assert outbox.deliver_run() == 6
    assert len(tries) == 2  # the first mail's connection failed; the next one opened anew
    first = Email.objects.order_by("pk").first()
    assert first.status == STATUS.failed
    assert first.logs.get().exception_type == "ConnectionRefusedError"
    assert first.to[0] not in {m.to[0] for m in mail.outbox} and len(mail.outbox) == 6


def test_a_receipt_that_cannot_be_rendered_fails_alone(running_game, players, runs):
    submissions = _submit_all(running_game, players)
    gone = submissions[3]
    Submission.objects.filter(pk=gone.pk).delete()  # its context cannot be read any more
    mail.outbox.clear()
    assert outbox.deliver_run() == 6
    assert gone.seat.player.email not in {m.to[0] for m in mail.outbox}
    # Every other receipt, before and after the failed one, is its own, word for word
    # (pinned by mutation testing: the rendering must go on past a failure).
    assert sorted(_as_sent(message) for message in mail.outbox) == sorted(
        _alone(submission) for submission in submissions if submission != gone)
    row = Email.objects.get(status=STATUS.failed)
    assert row.to == [gone.seat.player.email]
    assert row.context is not None  # kept, to be rendered on the next try
    assert "DoesNotExist" in row.logs.get().exception_type


def test_a_worker_lost_between_a_hand_over_and_its_mark_sends_that_mail_again_only(
        running_game, players, runs, monkeypatch, frozen, settings):
    submissions = _submit_all(running_game, players)
    mail.outbox.clear()
    marked = outbox._mark_sent
    calls = []

    def killed(email):
        calls.append(email.pk)
        if len(calls) == 3:
            raise SystemExit("the worker is killed after the third hand-over, before its mark")
        marked(email)

    monkeypatch.setattr(outbox, "_mark_sent", killed)
    with pytest.raises(SystemExit):
        outbox.deliver_run()
    assert len(mail.outbox) == 3  # handed to the backend ...
    rows = list(Email.objects.order_by("pk"))
    # ... the first two marked sent, the third and the rest still claimed by the dead worker
    assert [row.status for row in rows] == [STATUS.sent] * 2 + [STATUS.queued] * 5
    assert set(QueuedMail.objects.values_list("attempts", flat=True)) == {1}
    monkeypatch.setattr(outbox, "_mark_sent", marked)
    assert outbox.deliver_run() == 0 and outbox.sweep() == 0  # a claim is respected ...
    frozen.shift(dt.timedelta(seconds=settings.MAIL_QUEUE_SWEEP_AFTER + 1))
    assert outbox.sweep() == 5  # ... until the sweep takes it over
    assert outbox.deliver_run() == 0 and outbox.sweep() == 0
    received = [m.to[0] for m in mail.outbox]
    assert sorted(set(received)) == sorted(s.seat.player.email for s in submissions)
    twice = [address for address in set(received) if received.count(address) == 2]
    assert twice == [rows[2].to[0]] and len(received) == 8  # the third only, twice
    assert set(Email.objects.values_list("status", flat=True)) == {STATUS.sent}


@pytest.mark.parametrize("rounds", [1, 6])
def test_the_queries_of_a_run_grow_by_each_mail_s_mark_only(
        running_game, players, runs, rounds):
    _submit_all(running_game, players, rounds=rounds)
    mail.outbox.clear()
    with CaptureQueriesContext(connection) as queries:
        assert outbox.deliver_run() == 7 * rounds
    assert len(mail.outbox) == 7 * rounds
    statements = [q["sql"] for q in queries if "SAVEPOINT" not in q["sql"]]
    # The claim (lock and read the rows, read their attempts again, count the attempt, stamp
    # the rows), the submissions (seat, phase, game) in one read, the words in one statement
    # for the batch; then per mail its status (post_office's LOG_LEVEL 1: no Log row for a
    # mail sent, settings.POST_OFFICE).
    assert len(statements) == 6 + 7 * rounds
    assert len([sql for sql in statements if "submission" in sql.lower()
                and sql.lstrip().upper().startswith("SELECT")]) == 1
    per_mail = [sql for sql in statements if '"status" = 0' in sql and sql.startswith("UPDATE")]
    assert len(per_mail) == 7 * rounds
    assert not [sql for sql in statements if "post_office_log" in sql]


def test_a_full_batch_publishes_the_next_run(running_game, players, runs, monkeypatch):
    monkeypatch.setattr(outbox, "RUN_BATCH", 10)
    _submit_all(running_game, players, rounds=3)
    runs.clear()
    mail.outbox.clear()
    assert outbox.deliver_run() == 10
    assert runs == [{"next": True}]  # the rest in the next run
    assert outbox.deliver_run() == 10 and outbox.deliver_run() == 1
    assert len(runs) == 2 and len(mail.outbox) == 21


def test_a_run_sends_only_receipts_queued_and_never_tried(running_game, players, runs):
    """What was tried before is the sweep's (which counts the attempts), and what is marked
    sent stays sent, however the row got there (pinned by mutation testing)."""
    from post_office.admin import requeue

    submissions = _submit_all(running_game, players)
    receipts = Email.objects.order_by("pk")
    tried, marked = receipts[0], receipts[1]
    QueuedMail.objects.filter(email=tried).update(attempts=1)  # failed once ...
    requeue(None, None, receipts.filter(pk=tried.pk))  # ... and put back by post_office's admin
    receipts.filter(pk=marked.pk).update(status=STATUS.sent)  # marked sent in the admin
    mail.outbox.clear()
    assert outbox.deliver_run() == 5
    assert sorted(m.to[0] for m in mail.outbox) == sorted(
        s.seat.player.email for s in submissions[2:])


class Sessions(LocmemBackend):
    """A mail backend with sessions as SMTP has them: ``open`` starts one unless one is open
    (and says whether it did), ``send_messages`` opens one for itself if none is open and
    then closes it again, ``close`` ends it (raising afterwards when ``close_fails``: a server
    that went away). The mailboxes in ``refused`` (France's player's) are refused."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.session: object | None = None
        self.started = 0
        self.close_fails = False
        self.refused = ("francois@",)

    def open(self):
        if self.session is not None:
            return False
        self.session = object()
        self.started += 1
        return True

    def close(self):
        if self.session is None:
            return
        self.session = None
        if self.close_fails:
            raise SMTPServerDisconnected("Connection unexpectedly closed")

    def send_messages(self, messages):
        new = self.open()
        try:
            for message in messages:
                if message.to[0].startswith(self.refused):
                    raise SMTPRecipientsRefused(
                        {message.to[0]: (550, b"5.1.1 mailbox unavailable")})
            return super().send_messages(messages)
        finally:
            if new:
                self.close()


@pytest.fixture
def sessions(monkeypatch) -> Sessions:
    backend = Sessions()
    monkeypatch.setattr(outbox, "get_connection", lambda: backend)
    return backend


def test_a_batch_sends_in_one_session_and_ends_it(running_game, players, runs, sessions):
    """(pinned by mutation testing, as the next two)"""
    sessions.refused = ()
    _submit_all(running_game, players, rounds=2)
    mail.outbox.clear()
    assert outbox.deliver_run() == 14
    assert sessions.started == 1 and sessions.session is None
    assert len(mail.outbox) == 14


def test_a_refused_mail_ends_its_session_and_the_next_mail_starts_a_new_one(
        running_game, players, runs, sessions, caplog):
    _submit_all(running_game, players, rounds=2)
    refused = list(Email.objects.filter(to=[players["france"].email]).order_by("pk"))
    mail.outbox.clear()
    assert outbox.deliver_run() == 12
    assert sessions.started == 3 and sessions.session is None
    assert [r.getMessage() for r in caplog.records if r.name == "games.emails.outbox"] == [
        f"mail #{row.pk} could not be sent: SMTPRecipientsRefused" for row in refused]


def test_a_session_that_cannot_be_ended_is_logged_and_the_batch_goes_on(
        running_game, players, runs, sessions, caplog):
    sessions.close_fails = True
    _submit_all(running_game, players)
    mail.outbox.clear()
    assert outbox.deliver_run() == 6
    assert sessions.started == 2 and len(mail.outbox) == 6
    failing = [r for r in caplog.records if r.getMessage() == "closing the mail connection failed"]
    # After France's refusal, and at the end of the batch.
    assert len(failing) == 2
    assert all(r.levelname == "WARNING" and r.exc_info[0] is SMTPServerDisconnected
               for r in failing)


def test_the_time_of_the_last_try_is_kept_and_the_sweep_waits_from_it(
        running_game, players, runs, sessions, frozen, settings, gm):
    """The game master's mail page shows when each mail was last tried, and the sweep
    retries a failed one only MAIL_QUEUE_SWEEP_AFTER after that try (pinned by mutation
    testing)."""
    settings.MAIL_QUEUE_SWEEP_AFTER = 120
    _submit_all(running_game, players)  # the run is lost
    frozen.shift(dt.timedelta(minutes=10))
    tried = timezone.now()
    assert outbox.sweep() == 6
    listed = services.game_mails(running_game, gm)
    assert {row.last_try for row in listed} == {tried}
    assert outbox.sweep() == 0  # France's failed mail: tried just now
    frozen.shift(dt.timedelta(minutes=3))
    sessions.refused = ()
    assert outbox.sweep() == 1
