"""A sender claims its mails, then hands each over and marks it before the next (issue 26,
item 3): a worker killed in the middle of a batch can send at most the one mail in hand-over
twice. The claim is a short transaction (the rows locked, their attempt counted, stamped
now); the other senders respect it (a delivery run takes only mails never tried, the sweep
only mails untouched for ``MAIL_QUEUE_SWEEP_AFTER``, ``deliver`` no pending mail tried within
that time), and a claim left by a dead worker is the sweep's once it is that old. A batch
slower than half that time leaves the rest claimed for the sweep, so no mail is ever held by
two senders."""

from __future__ import annotations

import datetime as dt
from smtplib import SMTPRecipientsRefused
from unittest import mock

import pytest
from django.core import mail
from django.core.mail.backends.locmem import EmailBackend as LocmemBackend
from django.db import connection
from django.utils import timezone
from post_office.models import STATUS, Email, Log

from games.emails import outbox
from games.models import QueuedMail, Submission
from tests.mail.test_delivery_batches import _submit_all, runs  # noqa: F401 (a fixture)

# Receipts stay queued until a run, a sweep or a task is called by hand.
pytestmark = pytest.mark.usefixtures("runs")


class Watching(LocmemBackend):
    """A mail backend that, at each hand-over, notes what the database says of every mail
    (status, Log rows), and is killed (``SystemExit``, as SIGKILL ends a worker: no
    ``except Exception`` catches it) at hand-over number ``kill_at`` after taking it, or
    refuses the mailboxes in ``refused``. ``on_send`` runs at each hand-over."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.seen: list[dict[int, tuple[int, int]]] = []
        self.kill_at: int | None = None
        self.refused: tuple[str, ...] = ()
        self.on_send = None

    def send_messages(self, messages):
        self.seen.append({row.pk: (row.status, row.logs.count())
                          for row in Email.objects.order_by("pk")})
        if self.on_send is not None:
            self.on_send()
        for message in messages:
            if message.to[0].startswith(self.refused):
                raise SMTPRecipientsRefused({message.to[0]: (550, b"5.1.1 no such mailbox")})
        sent = super().send_messages(messages)
        if len(self.seen) == self.kill_at:
            raise SystemExit("killed after the hand-over")
        return sent


@pytest.fixture
def backend(monkeypatch) -> Watching:
    watching = Watching()
    monkeypatch.setattr(outbox, "get_connection", lambda: watching)
    return watching


@pytest.mark.parametrize("level", [1, 2])
def test_each_mail_is_marked_sent_before_the_next_is_handed_over(
        running_game, players, backend, settings, level):
    # post_office's LOG_LEVEL: 1 (the default) writes no Log row for a mail sent, 2 one each.
    settings.POST_OFFICE = {**settings.POST_OFFICE, "LOG_LEVEL": level}
    logged = level - 1
    _submit_all(running_game, players)
    ids = list(Email.objects.order_by("pk").values_list("pk", flat=True))
    backend.kill_at = 3
    mail.outbox.clear()
    with pytest.raises(SystemExit):
        outbox.deliver_run()
    # At the k-th hand-over the k-1 mails before it are sent, each with its Log row at level
    # 2; the others are claimed (queued), without one.
    for k, seen in enumerate(backend.seen):
        assert [seen[pk] for pk in ids] == (
            [(STATUS.sent, logged)] * k + [(STATUS.queued, 0)] * (len(ids) - k))
    assert len(backend.seen) == 3 and len(mail.outbox) == 3
    rows = Email.objects.in_bulk(ids)
    assert [rows[pk].status for pk in ids] == [STATUS.sent] * 2 + [STATUS.queued] * 5
    assert Log.objects.count() == 2 * logged


def test_a_failed_mail_is_marked_before_the_next_is_handed_over(
        running_game, players, backend):
    _submit_all(running_game, players)
    ids = list(Email.objects.order_by("pk").values_list("pk", flat=True))
    france = Email.objects.get(to=[players["france"].email]).pk
    backend.refused = ("francois@",)
    assert outbox.deliver_run() == 6
    after = backend.seen[ids.index(france) + 1]  # the hand-over after France's refusal
    assert after[france] == (STATUS.failed, 1)
    assert Log.objects.get(email_id=france).exception_type == "SMTPRecipientsRefused"


def test_a_claim_is_left_alone_by_every_sender_until_the_sweep_takes_it_over(
        running_game, players, backend, frozen, settings):
    settings.MAIL_QUEUE_SWEEP_AFTER = 120
    _submit_all(running_game, players)
    ids = list(Email.objects.order_by("pk").values_list("pk", flat=True))
    backend.kill_at = 1  # the worker dies after handing over the first mail
    with pytest.raises(SystemExit):
        outbox.deliver_run()
    backend.kill_at = None
    assert set(Email.objects.values_list("status", flat=True)) == {STATUS.queued}
    assert set(QueuedMail.objects.values_list("attempts", flat=True)) == {1}
    mail.outbox.clear()
    frozen.shift(dt.timedelta(seconds=119))
    # The run (never tried only), the mail's own task, the sweep (not untouched long enough):
    assert outbox.deliver_run() == 0
    assert [outbox.deliver(pk) for pk in ids] == [None] * 7
    assert outbox.sweep() == 0
    assert mail.outbox == []
    frozen.shift(dt.timedelta(seconds=2))
    assert outbox.sweep() == 7  # the dead worker's claim is old: the sweep's now
    assert sorted(m.to[0] for m in mail.outbox) == sorted(
        row.to[0] for row in Email.objects.all())
    assert set(QueuedMail.objects.values_list("attempts", flat=True)) == {2}
    assert set(Email.objects.values_list("status", flat=True)) == {STATUS.sent}


def test_deliver_takes_an_old_claim_a_failed_mail_and_a_resent_one(
        running_game, players, backend, frozen, settings):
    """A mail's own task (``deliver``) skips only a fresh claim: a claim older than
    ``MAIL_QUEUE_SWEEP_AFTER`` (its worker is gone), a mail that failed just now (the task's
    retry) and a mail the game master resent (attempts counted afresh) are sent."""
    settings.MAIL_QUEUE_SWEEP_AFTER = 120
    _submit_all(running_game, players)
    ids = list(Email.objects.order_by("pk").values_list("pk", flat=True))
    backend.kill_at = 1
    with pytest.raises(SystemExit):
        outbox.deliver_run()  # all seven claimed
    backend.kill_at = None
    frozen.shift(dt.timedelta(seconds=10))
    failed, resent, old = ids[0], ids[1], ids[2]
    Email.objects.filter(pk=failed).update(status=STATUS.failed, last_updated=timezone.now())
    outbox.requeue(Email.objects.get(pk=resent))  # its task is published on commit
    mail.outbox.clear()
    assert outbox.deliver(failed) == STATUS.sent
    assert outbox.deliver(resent) == STATUS.sent
    assert outbox.deliver(old) is None  # still a fresh claim
    frozen.shift(dt.timedelta(seconds=111))
    assert outbox.deliver(old) == STATUS.sent  # claimed 121 s ago
    assert [m.to for m in mail.outbox] == [Email.objects.get(pk=pk).to
                                           for pk in (failed, resent, old)]


def test_a_row_claimed_by_another_sender_after_this_one_read_it_is_skipped(
        running_game, players, backend):
    """On PostgreSQL a sender's query may read a row before another sender's claim commits
    and lock it after: the lock re-reads the ``Email`` row, not the ``QueuedMail`` row with
    the attempts the run filters on. The claim reads the attempts again once it holds the
    rows, and leaves a row whose attempts moved to the sender that counted them. (Here the
    other sender's claim is written just before that second read.)"""
    _submit_all(running_game, players)
    ids = list(Email.objects.order_by("pk").values_list("pk", flat=True))
    taken = ids[4]
    done = []

    def other_sender(execute, sql, params, many, context):
        if not done and sql.lstrip().upper().startswith("SELECT") and "attempts" in sql \
                and "post_office_email" not in sql:
            done.append(sql)
            QueuedMail.objects.filter(email_id=taken).update(attempts=1)
        return execute(sql, params, many, context)

    mail.outbox.clear()
    with connection.execute_wrapper(other_sender):
        assert outbox.deliver_run() == 6
    assert done  # the second read happened
    assert sorted(m.to[0] for m in mail.outbox) == sorted(
        Email.objects.get(pk=pk).to[0] for pk in ids if pk != taken)
    assert QueuedMail.objects.get(email_id=taken).attempts == 1  # not counted by this run
    assert Email.objects.get(pk=taken).status == STATUS.queued


@pytest.mark.parametrize(("each", "sent"), [(25, 3), (30, 2)])
def test_a_batch_slower_than_half_the_sweep_window_leaves_the_rest_to_the_sweep(
        running_game, players, backend, frozen, settings, caplog, each, sent):
    """Each hand-over takes ``each`` s and the sweep takes a claim over after 120 s: the
    sender hands over no mail once 60 s have gone since its claim (at exactly 60 s neither:
    the mail in hand-over then would still be going out when the sweep may take it), and the
    sweep sends the rest once their claim is old."""
    settings.MAIL_QUEUE_SWEEP_AFTER = 120
    _submit_all(running_game, players)
    claimed = timezone.now()
    backend.on_send = lambda: frozen.shift(dt.timedelta(seconds=each))
    mail.outbox.clear()
    assert outbox.deliver_run() == sent  # begun at 0, 25, 50 s (0, 30 s); none at 60 s or later
    # Each marked with the time it was sent (the game master's page, the retention), not
    # the claim's.
    assert list(Email.objects.filter(status=STATUS.sent).order_by("pk")
                .values_list("last_updated", flat=True)) == [
        claimed + dt.timedelta(seconds=each * n) for n in range(1, sent + 1)]
    assert Email.objects.filter(status=STATUS.queued).count() == 7 - sent
    assert [r.getMessage() for r in caplog.records if r.levelname == "WARNING"] == [
        f"mail delivery slower than the sweep: {7 - sent} mails left to the sweep"]
    assert outbox.sweep() == 0
    backend.on_send = None
    frozen.shift(dt.timedelta(seconds=121 - each * sent))  # 121 s after the claim
    assert outbox.sweep() == 7 - sent
    assert len(mail.outbox) == 7 and len({m.to[0] for m in mail.outbox}) == 7


def test_a_mail_that_cannot_be_rendered_is_reported_failed_to_its_task(
        running_game, players, backend):
    """``deliver`` answers *failed* for a mail whose rendering failed (its task retries it),
    as for one the server refused."""
    submissions = _submit_all(running_game, players)
    first = Email.objects.order_by("pk").first()
    Submission.objects.filter(pk=submissions[0].pk).delete()  # its context is gone
    assert outbox.deliver(first.pk) == STATUS.failed
    assert outbox.deliver_batch(Email.objects.filter(pk=first.pk)) == {first.pk: STATUS.failed}


def test_a_mail_whose_claims_died_more_often_than_the_attempts_allowed_is_still_swept(
        running_game, players, backend, frozen, settings):
    """A claim counts an attempt before the hand-over; workers killed while holding a mail
    are no reason to give it up: only failures count against ``MAIL_QUEUE_MAX_ATTEMPTS``
    (``test_mail_queue.py``: a failing mail is given up)."""
    settings.MAIL_QUEUE_MAX_ATTEMPTS = 2
    settings.MAIL_QUEUE_SWEEP_AFTER = 120
    _submit_all(running_game, players)
    backend.kill_at = 1
    with pytest.raises(SystemExit):
        outbox.deliver_run()
    for _ in range(3):  # three sweeps die too, each after one hand-over
        frozen.shift(dt.timedelta(minutes=3))
        backend.seen.clear()
        with pytest.raises(SystemExit):
            outbox.sweep()
    assert Email.objects.filter(status=STATUS.sent).count() == 0
    assert set(QueuedMail.objects.values_list("attempts", flat=True)) == {4}
    backend.kill_at = None
    frozen.shift(dt.timedelta(minutes=3))
    mail.outbox.clear()
    assert outbox.sweep() == 7
    assert set(Email.objects.values_list("status", flat=True)) == {STATUS.sent}


def test_a_worker_lost_after_a_mail_s_status_is_written_does_not_send_it_again(
        running_game, players, backend, frozen, settings):
    """The status is the first thing written after the hand-over (``_mark_sent``): a worker
    dying before the ``Log`` row (post_office's ``LOG_LEVEL`` 2) costs that row, not a second
    mail."""
    settings.POST_OFFICE = {**settings.POST_OFFICE, "LOG_LEVEL": 2}
    _submit_all(running_game, players)
    first = Email.objects.order_by("pk").first()
    killed = SystemExit("the worker is killed before the Log row")
    with mock.patch.object(Log.objects, "create", side_effect=killed), \
            pytest.raises(SystemExit):
        outbox.deliver_run()
    first.refresh_from_db()
    assert first.status == STATUS.sent and not first.logs.exists()
    assert first.message == ""  # its body dropped with the status (it renders again)
    frozen.shift(dt.timedelta(seconds=settings.MAIL_QUEUE_SWEEP_AFTER + 1))
    mail.outbox.clear()
    assert outbox.sweep() == 6
    assert first.to[0] not in {m.to[0] for m in mail.outbox}


def test_the_sweep_s_claim_of_old_and_failed_mails_is_left_alone_too(
        running_game, players, backend, frozen, settings):
    """The claim stamps the rows now and makes a failed mail *queued*: a mail the sweep took
    (untouched for long, or failed before) is not taken again by the next sweep, nor by its
    own task's retry (``deliver`` takes a failed mail at once), while the sweep holds it."""
    settings.MAIL_QUEUE_SWEEP_AFTER = 120
    _submit_all(running_game, players)
    ids = list(Email.objects.order_by("pk").values_list("pk", flat=True))
    Email.objects.filter(pk=ids[0]).update(status=STATUS.failed)
    QueuedMail.objects.filter(email_id=ids[0]).update(attempts=1)
    frozen.shift(dt.timedelta(minutes=10))
    backend.kill_at = 1  # the sweep's worker dies after handing over the failed mail
    mail.outbox.clear()
    with pytest.raises(SystemExit):
        outbox.sweep()
    backend.kill_at = None
    assert set(Email.objects.values_list("status", flat=True)) == {STATUS.queued}
    assert outbox.sweep() == 0
    assert [outbox.deliver(pk) for pk in ids] == [None] * 7
    assert [m.to for m in mail.outbox] == [Email.objects.get(pk=ids[0]).to]


def test_deliver_many_sends_the_named_mails_in_one_batch_and_skips_what_deliver_skips(
        running_game, players, backend, frozen, settings):
    """``deliver_many`` (a phase's mails in one task): one claim and one connection for the
    named mails, in the order they were queued; a mail already sent, a fresh claim of another
    sender and a mail not named are left alone, as ``deliver`` leaves them."""
    settings.MAIL_QUEUE_SWEEP_AFTER = 120
    _submit_all(running_game, players)
    ids = list(Email.objects.order_by("pk").values_list("pk", flat=True))
    sent, claimed, named, other = ids[0], ids[1], ids[2:6], ids[6]
    assert outbox.deliver(sent) == STATUS.sent
    backend.kill_at = len(backend.seen) + 1
    with pytest.raises(SystemExit):  # another sender claims it and dies mid-hand-over
        outbox.deliver(claimed)
    backend.kill_at = None
    mail.outbox.clear()
    before = len(backend.seen)
    statuses = outbox.deliver_many([sent, claimed, *reversed(named)])
    assert statuses == dict.fromkeys(named, STATUS.sent)
    assert [m.to for m in mail.outbox] == [Email.objects.get(pk=pk).to for pk in named]
    assert len(backend.seen) - before == len(named)  # one connection, a hand-over each
    assert Email.objects.get(pk=other).status == STATUS.queued
    assert Email.objects.get(pk=claimed).status == STATUS.queued


def test_the_many_task_retries_only_the_mails_that_failed(running_game, players, backend):
    """``mail_deliver_many_task``: the mails refused by the server are retried by a task of
    their own (Celery's retry with just their ids); the others are sent and stay sent."""
    from games.tasks import mail_deliver_many_task

    _submit_all(running_game, players)
    rows = list(Email.objects.order_by("pk"))
    refused = rows[2]
    backend.refused = (refused.to[0],)
    with (mock.patch.object(mail_deliver_many_task, "retry",
                            side_effect=RuntimeError("retry")) as retry,
          pytest.raises(RuntimeError, match="retry")):
        mail_deliver_many_task.run([row.pk for row in rows])
    assert retry.call_args.kwargs["args"] == [[refused.pk]]
    assert retry.call_args.kwargs["countdown"] == 60
    statuses = dict(Email.objects.values_list("pk", "status"))
    assert statuses == {row.pk: STATUS.failed if row.pk == refused.pk else STATUS.sent
                        for row in rows}
    backend.refused = ()
    assert mail_deliver_many_task.run([refused.pk]) == "1 sent"
