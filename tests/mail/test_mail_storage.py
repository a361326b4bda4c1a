"""What the mail queue keeps (issue 26): a turn's pictures stored once by their SHA-256, a
delivered mail's body dropped (its row listed and resent, rendered again), the retention
task, and a Message-ID fixed when the mail is queued."""

from __future__ import annotations

import datetime as dt
import hashlib
import uuid
from unittest import mock

import pytest
from django.core import mail
from django.urls import reverse
from django.utils import timezone, translation
from post_office.models import STATUS, Email

from games import services
from games.emails import bodies, outbox, retention
from games.emails.pictures import store
from games.models import MailPicture, PlayerProfile, QueuedMail


@pytest.fixture
def queued(settings):
    """The production path: queue now, send on commit (eager Celery task)."""
    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    settings.MAIL_DELIVERY_DUE_KEY = f"test:mail-run-due:{uuid.uuid4().hex}"


def _process(game, gm, callbacks_capture, *, execute):
    with callbacks_capture(execute=execute) as callbacks:
        services.phase_process_now(phase=game.phases.get(), actor=gm, reason="now")
    return callbacks


def _pngs(message) -> list[tuple[str, bytes]]:
    return [(part["Content-ID"], part.get_payload(decode=True))
            for part in message.message().walk() if part.get_content_type() == "image/png"]


def _words(message) -> tuple:
    return (message.subject, message.body, message.alternatives[0][0], _pngs(message),
            message.message()["Message-ID"])


def test_a_picture_shown_by_seven_turn_reports_is_stored_once(
        running_game, gm, players, queued, django_capture_on_commit_callbacks):
    mail.outbox.clear()
    callbacks = _process(running_game, gm, django_capture_on_commit_callbacks, execute=False)
    rows = {row.email.to[0]: row for row in
            QueuedMail.objects.filter(kind="turn_report").select_related("email")}
    player_rows = [rows[user.email] for user in players.values()]
    assert len(player_rows) == 7
    hashes = {image["sha256"] for row in player_rows for image in row.inline}
    assert len(hashes) == 1  # the seven players' maps are one picture
    assert all("data" not in image for row in rows.values() for image in row.inline)
    every = {image["sha256"] for row in rows.values() for image in row.inline}
    assert MailPicture.objects.count() == len(every)  # each distinct picture once
    [sha] = hashes
    stored = bytes(MailPicture.objects.get(pk=sha).data)
    assert hashlib.sha256(stored).hexdigest() == sha
    for callback in callbacks:
        callback()  # the commit: delivered
    sent = {m.to[0]: m for m in mail.outbox if "Results" in m.subject or m.message()
            .get_content_type() == "multipart/related"}
    for user in players.values():
        message = sent[user.email]
        assert message.message().get_content_type() == "multipart/related"
        assert _pngs(message) == [("<map>", stored)]  # attached from the stored picture


def test_a_phase_s_delivered_reports_drop_their_pictures_in_one_statement(
        running_game, gm, players, queued, django_capture_on_commit_callbacks):
    """Each mail's status is committed on its own before the next hand-over; the picture
    references of the mails sent go after the last, in ONE statement for the batch (issue 26,
    item 5: a committed statement waits for the disk)."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    _process(running_game, gm, django_capture_on_commit_callbacks, execute=False)
    rows = QueuedMail.objects.filter(kind="turn_report")
    ids = list(rows.values_list("email_id", flat=True))
    assert len(ids) == 8 and all(row.inline for row in rows)  # seven players and the GM
    with CaptureQueriesContext(connection) as queries:
        statuses = outbox.deliver_many(ids)
    assert set(statuses.values()) == {STATUS.sent}
    clears = [q["sql"] for q in queries if q["sql"].startswith('UPDATE "games_queuedmail"')
              and '"inline"' in q["sql"]]
    assert len(clears) == 1
    marks = [q["sql"] for q in queries if q["sql"].startswith('UPDATE "post_office_email"')
             and f'"status" = {STATUS.sent}' in q["sql"]]
    assert len(marks) == 8  # one a mail, each committed before the next hand-over
    assert [row.inline for row in rows.order_by("pk")] == [[]] * 8


def test_a_mail_resent_before_the_batch_ends_keeps_its_new_pictures(
        running_game, gm, players, queued, django_capture_on_commit_callbacks, monkeypatch):
    """The batch's clear takes only mails still sent: one the game master resent meanwhile
    (queued again, its pictures stored anew) keeps them."""
    _process(running_game, gm, django_capture_on_commit_callbacks, execute=False)
    ids = sorted(QueuedMail.objects.filter(kind="turn_report")
                 .values_list("email_id", flat=True))
    marked = outbox._mark_sent

    def mark_then_resend_the_first(email):
        gone = marked(email)
        if email.pk == ids[-1]:  # after the last hand-over: the first mail is resent
            Email.objects.filter(pk=ids[0]).update(status=STATUS.queued)
        return gone

    monkeypatch.setattr(outbox, "_mark_sent", mark_then_resend_the_first)
    outbox.deliver_many(ids)
    inline = dict(QueuedMail.objects.filter(email_id__in=ids).values_list("email_id", "inline"))
    assert inline[ids[0]] and all(inline[pk] == [] for pk in ids[1:])


def test_a_delivered_turn_report_keeps_no_body_is_listed_and_resent_the_same(
        running_game, gm, players, client_for, django_capture_on_commit_callbacks):
    mail.outbox.clear()
    _process(running_game, gm, django_capture_on_commit_callbacks, execute=True)
    anna = players["austria"]
    [first] = [m for m in mail.outbox if m.to == [anna.email] and _pngs(m)]
    row = QueuedMail.objects.select_related("email").get(kind="turn_report",
                                                        email__to=[anna.email])
    email = row.email
    assert email.status == STATUS.sent
    assert (email.message, email.html_message, row.inline) == ("", "", [])
    assert email.subject == first.subject and email.headers["Message-ID"]
    listed = {m.pk: m for m in services.game_mails(running_game, gm)}
    assert listed[email.pk].subject == first.subject and listed[email.pk].state == "sent"
    assert listed[email.pk].dropped
    page = client_for(gm).get(reverse("gm-mails", args=[running_game.pk])).content.decode()
    assert f'id="mail-{email.pk}"' in page and "Text not kept after delivery" in page

    mail.outbox.clear()
    services.mail_resend(game=running_game, mail_id=email.pk, actor=gm)
    [again] = mail.outbox
    assert again.to == [anna.email]
    assert _words(again) == _words(first)
    email.refresh_from_db()
    assert email.status == STATUS.sent and email.message == ""  # dropped again


def test_a_delivered_receipt_is_resent_rendered_again(running_game, players, gm):
    anna = players["austria"]
    mail.outbox.clear()
    services.orders_submit(seat=running_game.seats.get(key="austria"), user=anna,
                           text="A vie - gal")
    [first] = mail.outbox
    email = Email.objects.get(queued__kind="receipt")
    assert email.status == STATUS.sent and (email.message, email.html_message) == ("", "")
    mail.outbox.clear()
    services.mail_resend(game=running_game, mail_id=email.pk, actor=gm)
    [again] = mail.outbox
    assert (again.subject, again.body, again.alternatives[0][0],
            again.message()["Message-ID"]) == (first.subject, first.body,
                                               first.alternatives[0][0],
                                               first.message()["Message-ID"])


def test_the_mail_reader_still_knows_the_text_of_a_dropped_turn_report(
        running_game, gm, players, django_capture_on_commit_callbacks):
    from games.mail_selectors import sent_mail_texts
    from games.services.mails import mail_text_again

    mail.outbox.clear()
    _process(running_game, gm, django_capture_on_commit_callbacks, execute=True)
    anna = players["austria"]
    [report] = [m for m in mail.outbox if m.to == [anna.email] and _pngs(m)]
    texts = sent_mail_texts(running_game, anna.email, text_again=mail_text_again)
    assert report.body in texts


def _mail(subject: str, status: int, age: dt.timedelta, sha: str | None = None) -> Email:
    email = Email.objects.create(from_email="gm@example.org", to=["x@example.org"],
                                 subject=subject, message="text", status=status)
    Email.objects.filter(pk=email.pk).update(last_updated=timezone.now() - age)
    inline = [{"cid": "map", "filename": "map.png", "mimetype": "image/png",
               "sha256": sha}] if sha else []
    QueuedMail.objects.create(email=email, kind="notice", inline=inline)
    return email


def test_retention_deletes_old_delivered_mail_and_orphan_pictures_only(db, settings):
    settings.MAIL_KEEP_DELIVERED_DAYS = 30
    old = dt.timedelta(days=31)
    names = ("kept", "orphan", "fresh", "queued", "reused")
    pictures = {name: name.encode() * 10 for name in names}
    hashes = {name: hashlib.sha256(data).hexdigest() for name, data in pictures.items()}
    with mock.patch("django.utils.timezone.now", return_value=timezone.now() - old):
        store({hashes[n]: pictures[n] for n in ("kept", "orphan", "queued", "reused")})
    store({hashes["fresh"]: pictures["fresh"]})  # stored just now: within the grace
    # An old picture a new mail (not committed yet) refers to: renewed, so it stays.
    store({hashes["reused"]: pictures["reused"], hashes["fresh"]: pictures["fresh"]})
    assert MailPicture.objects.count() == len(names)  # each stored once
    gone = _mail("old sent", STATUS.sent, old)
    recent = _mail("recent sent", STATUS.sent, dt.timedelta(days=29), hashes["kept"])
    waiting = _mail("old queued", STATUS.queued, old, hashes["queued"])
    failed = _mail("old failed", STATUS.failed, old)

    assert retention.mail_retention() == (1, 1)
    assert set(Email.objects.values_list("pk", flat=True)) == {recent.pk, waiting.pk, failed.pk}
    assert not QueuedMail.objects.filter(email_id=gone.pk).exists()
    assert set(MailPicture.objects.values_list("pk", flat=True)) == {
        hashes["kept"], hashes["fresh"], hashes["queued"], hashes["reused"]}


def test_retention_is_on_the_beat_schedule():
    from gamemaster.celery import app
    from games import tasks

    tasks_due = {entry["task"] for entry in app.conf.beat_schedule.values()}
    assert "games.tasks.mail_retention_task" in tasks_due
    assert tasks.mail_retention_task.name == "games.tasks.mail_retention_task"


def test_a_resend_after_a_lost_worker_carries_the_same_message_id(
        running_game, gm, players, queued, frozen, settings,
        django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        services.announcement_send(game=running_game, actor=gm, subject="News", body="Hi")
    email = Email.objects.filter(queued__kind="announcement").order_by("pk").first()
    queued_id = email.headers["Message-ID"]
    assert queued_id.startswith("<") and queued_id.endswith(">")
    mail.outbox.clear()
    # The worker dies after the hand-over, before the mark: the row stays claimed.
    with mock.patch.object(outbox, "_mark_sent", side_effect=SystemExit("worker lost")), \
            pytest.raises(SystemExit):
        outbox.deliver(email.pk)
    email.refresh_from_db()
    assert email.status == STATUS.queued
    frozen.shift(dt.timedelta(seconds=settings.MAIL_QUEUE_SWEEP_AFTER + 1))
    # The sweep's re-send, once the claim is old (with the other players' announcements,
    # whose tasks were never run).
    assert outbox.sweep() == 8
    first, second = [message for message in mail.outbox if message.to == email.to]
    assert first.message()["Message-ID"] == second.message()["Message-ID"] == queued_id


@pytest.mark.parametrize(("sender", "default", "domain"), [
    ("Spielleitung <sl@pbem.example.org>", "gm@default.example", "pbem.example.org"),
    (None, "Spielleitung <gm@default.example>", "default.example"),
    ('"a@b"@c.example', "gm@default.example", "c.example"),  # an @ quoted before it
])
def test_a_queued_mail_s_message_id_names_the_sender_s_domain(db, settings, sender, default,
                                                             domain):
    """The Message-ID written at queue time ends in the domain of the address the mail is
    sent from (the project's default sender where the mail names none), as RFC 5322 asks."""
    settings.DEFAULT_FROM_EMAIL = default
    message = mail.EmailMultiAlternatives(subject="x", body="y", to=["p@example.org"],
                                          from_email=sender)
    outbox.enqueue(message, kind="notice")
    email = Email.objects.get()
    message_id = email.headers["Message-ID"]
    assert message_id[0] + message_id[-1] == "<>"
    assert message_id[1:-1].split("@", 1)[1] == domain  # the id's own part has no "@"



def test_a_mail_with_a_message_id_of_its_own_keeps_it(db):
    """Press mails name their own Message-ID (so replies thread); the queue adds one only to
    a mail without, whatever the header's case."""
    for header in ("Message-ID", "message-id"):
        Email.objects.all().delete()
        own = f"<press-1-2.{header}@pbem.example.org>"
        outbox.enqueue(mail.EmailMultiAlternatives(subject="x", body="y", to=["p@example.org"],
                                                   headers={header: own}), kind="press")
        headers = Email.objects.get().headers
        assert [value for name, value in headers.items() if name.lower() == "message-id"] == [
            own], header


def test_a_single_queued_mail_keeps_what_renders_it_again(db):
    message = mail.EmailMultiAlternatives(subject="x", body="y", to=["p@example.org"])
    assert outbox.enqueue_many([message], kind="turn_report",
                               refs=[{"phase": 7, "user": 3, "seat": None}]) == 1
    assert QueuedMail.objects.get().ref == {"phase": 7, "user": 3, "seat": None}


def test_retention_counts_from_the_sending_not_the_queueing(db, settings):
    """A mail queued long ago and sent today is kept ``MAIL_KEEP_DELIVERED_DAYS`` from today."""
    settings.MAIL_KEEP_DELIVERED_DAYS = 30
    email = _mail("queued long ago", STATUS.queued, dt.timedelta(days=400))
    assert outbox.deliver(email.pk) == STATUS.sent
    assert retention.mail_retention() == (0, 0)
    assert Email.objects.filter(pk=email.pk, status=STATUS.sent).exists()


def test_a_turn_report_is_not_dropped_while_queued_and_its_resend_speaks_todays_language(
        running_game, gm, players, queued, django_capture_on_commit_callbacks):
    """Queued, the report keeps its words (nothing to render again); sent, they go. Resent
    after the player switched to German, it is rendered again in German, its subject too."""
    _process(running_game, gm, django_capture_on_commit_callbacks, execute=False)
    anna = players["austria"]
    row = QueuedMail.objects.select_related("email").get(kind="turn_report",
                                                        email__to=[anna.email])
    assert row.email.status == STATUS.queued and row.email.message
    assert not bodies.dropped(row.email)
    assert outbox.deliver(row.email.pk) == STATUS.sent
    row.email.refresh_from_db()
    assert bodies.dropped(row.email)
    english = row.email.subject
    PlayerProfile.objects.update_or_create(user=anna, defaults={"language": "de"})
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.mail_resend(game=running_game, mail_id=row.email.pk, actor=gm)
    [again] = mail.outbox
    with translation.override("de"):
        assert again.subject != english
        assert Email.objects.get(pk=row.email.pk).subject == again.subject


def test_a_row_post_office_wrote_without_ours_is_sent(db):
    """An ``Email`` written by post_office itself (its admin, ``mail.send``) has no
    ``QueuedMail``: it is built and sent without pictures."""
    email = Email.objects.create(from_email="gm@example.org", to=["x@example.org"],
                                 subject="Hallo", message="text", status=STATUS.queued)
    mail.outbox.clear()
    assert outbox.deliver(email.pk) == STATUS.sent
    assert [(m.subject, m.body) for m in mail.outbox] == [("Hallo", "text")]


def test_retention_lets_a_picture_go_once_the_mail_showing_it_was_sent_and_its_body_dropped(
        db, settings):
    """The outbox marks a mail sent before it clears its pictures (``_mark_sent``): a worker
    lost in between leaves ``inline`` on a sent mail whose body is gone. Such a mail needs
    no pictures (a resend renders it again); one that kept a text or an HTML part does."""
    names = ("dropped", "text", "html", "queued")
    hashes = {name: hashlib.sha256(name.encode() * 10).hexdigest() for name in names}
    with mock.patch("django.utils.timezone.now",
                    return_value=timezone.now() - 2 * retention.PICTURE_GRACE):
        store({hashes[name]: name.encode() * 10 for name in names})
    day = dt.timedelta(days=1)
    rows = {name: _mail(name, STATUS.queued if name == "queued" else STATUS.sent, day,
                        hashes[name]) for name in names}
    Email.objects.filter(pk__in=[rows["dropped"].pk, rows["queued"].pk]).update(
        message="", html_message="")
    Email.objects.filter(pk=rows["html"].pk).update(message="", html_message="<p>x</p>")
    assert retention.mail_retention() == (0, 1)
    assert set(MailPicture.objects.values_list("pk", flat=True)) == {
        hashes["text"], hashes["html"], hashes["queued"]}


def test_a_sent_announcement_keeps_its_words(
        running_game, gm, players, queued, django_capture_on_commit_callbacks):
    """Only a mail that renders again loses its body on delivery (``bodies.droppable``): an
    announcement is rendered from a context no row holds, so its text and HTML stay for the
    game master's mail page and a resend."""
    with django_capture_on_commit_callbacks(execute=False):
        services.announcement_send(game=running_game, actor=gm, subject="News",
                                   body="The ZAT moves to Friday")
    email = Email.objects.filter(queued__kind="announcement").order_by("pk").first()
    words = (email.message, email.html_message)
    assert "Friday" in words[0] and "Friday" in words[1]
    assert outbox.deliver(email.pk) == STATUS.sent
    email.refresh_from_db()
    assert email.status == STATUS.sent and (email.message, email.html_message) == words
    assert not bodies.dropped(email)


def test_the_sweep_leaves_a_row_post_office_wrote_itself(db, frozen, settings):
    """The sweep sends the queue's mails (each with its ``QueuedMail``: kind, game,
    attempts); an ``Email`` row post_office wrote without one is not the queue's (its own
    task, ``deliver``, sends it: test_mail_queue.py)."""
    email = Email.objects.create(from_email="gm@example.org", to=["x@example.org"],
                                 subject="post_office's own", message="text",
                                 status=STATUS.queued)
    frozen.shift(dt.timedelta(seconds=settings.MAIL_QUEUE_SWEEP_AFTER + 1))
    mail.outbox.clear()
    assert outbox.sweep() == 0
    assert mail.outbox == [] and Email.objects.get(pk=email.pk).status == STATUS.queued
