"""The durable mail queue (games.emails.outbox, django-post-office): a mail is a row written in
the transaction of the change that causes it, sent after commit by a Celery task (eager here),
marked sent only once the mail backend took it, failed with the error otherwise; the beat
sweep sends what a lost task left queued; the game master sees each mail's state and resends.

These tests switch off ``MAIL_QUEUE_SEND_AT_ONCE`` (tests/conftest.py) where they test the hop
through ``on_commit`` and the task."""

from __future__ import annotations

import datetime as dt
import uuid
from smtplib import SMTPRecipientsRefused
from unittest import mock

import pytest
from django.core import mail
from django.core.mail.backends.locmem import EmailBackend as LocmemBackend
from django.db import transaction
from django.urls import reverse
from django.utils import timezone
from post_office.models import STATUS, Email, Log

from games import services
from games.emails import outbox
from games.models import QueuedMail


class RefusingBackend(LocmemBackend):
    """A mail server that refuses every message (the SMTP error the game master must see)."""

    def send_messages(self, messages):
        raise SMTPRecipientsRefused({"x@example.org": (550, b"5.1.1 mailbox unavailable")})


@pytest.fixture
def queued(settings):
    """The production path: queue now, send on commit through the (eager) Celery task."""
    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    settings.MAIL_DELIVERY_DUE_KEY = f"test:mail-run-due:{uuid.uuid4().hex}"  # own key


def announce(game, gm, body="Hello all"):
    return services.announcement_send(game=game, actor=gm, subject="News", body=body)


def test_a_mail_is_a_queued_row_until_the_transaction_commits_then_it_is_sent(
        running_game, gm, queued, django_capture_on_commit_callbacks):
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        announce(running_game, gm)
        rows = QueuedMail.objects.filter(game=running_game, kind="announcement")
        assert rows.count() == 8  # seven players and the game master
        assert {row.email.status for row in rows} == {STATUS.queued}
        assert mail.outbox == []  # nothing leaves before the commit
    for callback in callbacks:
        callback()  # the commit: one delivery task per mail (run inline)
    assert len(mail.outbox) == 8
    assert set(Email.objects.filter(queued__kind="announcement")
               .values_list("status", flat=True)) == {STATUS.sent}
    assert set(rows.values_list("attempts", flat=True)) == {1}


def test_a_rolled_back_change_leaves_no_mail(running_game, gm, queued):
    with pytest.raises(RuntimeError), transaction.atomic():
        announce(running_game, gm)
        raise RuntimeError("the change fails after the mail was queued")
    assert not QueuedMail.objects.exists() and not Email.objects.exists()


def test_the_receipt_leaves_the_request_path(running_game, players, client_for, queued,
                                             django_capture_on_commit_callbacks):
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        response = client_for(players["austria"]).post(
            reverse("orders-submit", args=[running_game.pk]),
            {"orders": "A vie - bud", "kind": "orders"})
    assert response.status_code == 302  # saved: back to the game page (PRG)
    assert mail.outbox == []  # the request sent nothing itself
    receipt = QueuedMail.objects.get(kind="receipt")
    assert receipt.email.status == STATUS.queued and receipt.email.to == ["anna@example.org"]
    for callback in callbacks:
        callback()
    assert [m.to for m in mail.outbox] == [["anna@example.org"]]
    assert "A vie - bud" in mail.outbox[0].body


def test_a_refused_mail_is_marked_failed_with_the_smtp_error_and_retried(
        running_game, gm, settings):
    settings.EMAIL_BACKEND = "tests.mail.test_mail_queue.RefusingBackend"
    announce(running_game, gm)
    failed = Email.objects.filter(queued__kind="announcement")
    assert set(failed.values_list("status", flat=True)) == {STATUS.failed}
    assert "mailbox unavailable" in failed.first().logs.get().message
    # The delivery task asks Celery for a retry on failure.
    from games.tasks import mail_deliver_task

    with (mock.patch.object(mail_deliver_task, "retry", side_effect=RuntimeError("retry")) as r,
          pytest.raises(RuntimeError, match="retry")):
        mail_deliver_task.run(failed.first().pk)
    assert r.call_args.kwargs["countdown"] == 60
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    mail.outbox.clear()
    assert mail_deliver_task.run(failed.first().pk) == "sent"
    assert len(mail.outbox) == 1


def test_the_sweep_sends_what_a_lost_task_left_queued_and_nothing_twice(
        running_game, gm, queued, frozen, settings):
    settings.MAIL_QUEUE_SWEEP_AFTER = 120
    mail.outbox.clear()
    announce(running_game, gm)  # its on_commit tasks never run: they are "lost"
    assert outbox.sweep() == 0  # too fresh: its task may still come
    frozen.shift(dt.timedelta(minutes=3))
    assert outbox.sweep() == 8
    assert len(mail.outbox) == 8
    assert outbox.sweep() == 0  # sent mails are never picked again
    assert outbox.deliver(Email.objects.first().pk) is None  # a late task finds it sent
    assert len(mail.outbox) == 8


def test_the_sweep_gives_up_on_a_failing_mail_after_the_attempts_allowed(
        running_game, gm, frozen, settings):
    settings.EMAIL_BACKEND = "tests.mail.test_mail_queue.RefusingBackend"
    settings.MAIL_QUEUE_MAX_ATTEMPTS = 3
    announce(running_game, gm)
    for _ in range(4):
        frozen.shift(dt.timedelta(minutes=5))
        outbox.sweep()
    assert set(QueuedMail.objects.values_list("attempts", flat=True)) == {3}


def test_inline_map_and_reply_to_survive_the_queue(running_game, gm):
    from email.mime.image import MIMEImage

    from django.core.mail import EmailMultiAlternatives

    message = EmailMultiAlternatives("S", "text", to=["anna@example.org"],
                                     reply_to=["seat@example.org"], headers={"X-A": "1"})
    message.attach_alternative('<img src="cid:map">', "text/html")
    image = MIMEImage(b"\x89PNG\r\n\x1a\nxyz", "png")
    image.add_header("Content-ID", "<map>")
    image.add_header("Content-Disposition", "inline", filename="map.png")
    message.attach(image)
    mail.outbox.clear()
    assert outbox.enqueue(message, kind="turn_report", game=running_game)
    sent = mail.outbox[0]
    assert sent.reply_to == ["seat@example.org"] and sent.extra_headers["X-A"] == "1"
    parsed = sent.message()
    assert parsed.get_content_type() == "multipart/related"
    png = next(p for p in parsed.walk() if p.get_content_type() == "image/png")
    assert png["Content-ID"] == "<map>"
    assert png.get_payload(decode=True) == b"\x89PNG\r\n\x1a\nxyz"


# --- the game master's mail page -----------------------------------------------------------

def test_the_game_master_sees_each_mails_state_and_the_smtp_error(
        running_game, gm, client_for, settings):
    settings.EMAIL_BACKEND = "tests.mail.test_mail_queue.RefusingBackend"
    announce(running_game, gm, body="The secret plan of the game master")
    page = client_for(gm).get(reverse("gm-mails", args=[running_game.pk]))
    assert page.status_code == 200
    text = page.content.decode()
    assert "mailbox unavailable" in text and "failed" in text
    assert "The secret plan of the game master" in text
    console = client_for(gm).get(reverse("gm-game", args=[running_game.pk])).content.decode()
    assert reverse("gm-mails", args=[running_game.pk]) in console


def test_the_mail_page_speaks_german(running_game, gm, client_for):
    services.profile_update(user=gm, language="de")
    announce(running_game, gm)
    client = client_for(gm)
    text = client.get(reverse("gm-mails", args=[running_game.pk]),
                      HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert "Erneut senden" in text and "gesendet" in text


def test_resend_queues_the_mail_again_and_sends_it(running_game, gm, client_for):
    announce(running_game, gm)
    email = Email.objects.filter(to__contains="anna@example.org").get()
    mail.outbox.clear()
    response = client_for(gm).post(reverse("gm-mail-resend", args=[running_game.pk, email.pk]))
    assert response.status_code == 302
    assert [m.to for m in mail.outbox] == [["anna@example.org"]]
    email.refresh_from_db()
    assert email.status == STATUS.sent
    assert running_game.gm_actions.filter(action="mail_resend").count() == 1


def test_players_and_outsiders_never_see_the_mails_nor_resend(
        running_game, gm, players, outsider, client_for):
    announce(running_game, gm)
    email = Email.objects.filter(to__contains="anna@example.org").get()
    mail.outbox.clear()
    # Players of the game are refused (403); to an outsider the game does not exist (404,
    # the pages' rule: games.views.common.game_for).
    for user, status in ((players["austria"], 403), (players["england"], 403), (outsider, 404)):
        client = client_for(user)
        page = client.get(reverse("gm-mails", args=[running_game.pk]))
        assert page.status_code == status
        assert "anna@example.org" not in page.content.decode()
        resend = client.post(reverse("gm-mail-resend", args=[running_game.pk, email.pk]))
        assert resend.status_code == status
    assert mail.outbox == []
    gm_client = client_for(gm)
    assert gm_client.get(reverse("gm-mail-resend", args=[running_game.pk, email.pk])
                         ).status_code == 405
    assert gm_client.post(reverse("gm-mail-resend", args=[running_game.pk, 999999])
                          ).status_code == 404


def test_a_mail_of_another_game_cannot_be_resent_from_this_one(
        running_game, gm, client_for, django_user_model):
    other_gm = django_user_model.objects.create_user("olga", "olga@example.org", "x")
    other = services.game_create(creator=other_gm, name="Other", seed=1)
    announce(running_game, gm)
    email = Email.objects.filter(to__contains="anna@example.org").get()
    response = client_for(other_gm).post(reverse("gm-mail-resend", args=[other.pk, email.pk]))
    assert response.status_code == 404
    assert client_for(other_gm).get(reverse("gm-mails", args=[running_game.pk])
                                    ).status_code == 404


def test_press_between_players_is_listed_without_its_words(running_game, gm, players,
                                                           client_for):
    services.press_send(game=running_game, user=players["austria"], body="Attack Munich now",
                        recipients=["england"], subject="Our pact")
    assert QueuedMail.objects.filter(kind="press").exists()
    text = client_for(gm).get(reverse("gm-mails", args=[running_game.pk])).content.decode()
    assert "Attack Munich now" not in text and "Our pact" not in text
    assert "emil@example.org" in text  # that it was mailed, and its state, are shown


# --- what a queued mail keeps (pinned by mutation testing) ---------------------------------

def _with_map(to: str, image, **extra):
    from django.core.mail import EmailMultiAlternatives

    message = EmailMultiAlternatives("Turn report", "text", to=[to], **extra)
    message.attach_alternative('<p>Befehle für Österreich</p><img src="cid:map">',
                               "text/html")
    message.attach(image)
    return message


def _image(data: bytes, subtype: str, cid: str, filename: str | None = None):
    from email.mime.image import MIMEImage

    image = MIMEImage(data, subtype)
    image.add_header("Content-ID", f"<{cid}>")
    if filename:
        image.add_header("Content-Disposition", "inline", filename=filename)
    return image


def _inline(sent) -> list[tuple[str, str, str | None, bytes]]:
    """Each inline image of a sent mail: type, Content-ID, file name, bytes."""
    return [(part.get_content_type(), part["Content-ID"], part.get_filename(),
             part.get_payload(decode=True))
            for part in sent.message().walk() if part.get_content_maintype() == "image"]


def test_a_map_shared_by_several_mails_reaches_each_of_them_whole(running_game):
    shared = _image(b"GIF89a-the-map", "gif", "Xmap", "map.gif")  # any token
    unnamed = _image(b"\x89PNG-a-legend", "png", "legend")  # no file name of its own
    messages = [_with_map("anna@example.org", shared), _with_map("emil@example.org", shared)]
    messages[1].attach(unnamed)
    mail.outbox.clear()
    assert outbox.enqueue_many(messages, kind="turn_report", game=running_game) == 2
    by_recipient = {sent.to[0]: _inline(sent) for sent in mail.outbox}
    the_map = ("image/gif", "<Xmap>", "map.gif", b"GIF89a-the-map")
    assert by_recipient == {
        "anna@example.org": [the_map],
        # A part without a file name is sent as "image" (mail readers want one).
        "emil@example.org": [the_map, ("image/png", "<legend>", "image", b"\x89PNG-a-legend")]}
    # Each row is kept with its own mail, game, kind and images (written in two bulk inserts).
    assert {row.email.to[0]: (row.game_id, row.kind, [image["cid"] for image in row.inline])
            for row in QueuedMail.objects.select_related("email")} == {
        "anna@example.org": (running_game.pk, "turn_report", ["Xmap"]),
        "emil@example.org": (running_game.pk, "turn_report", ["Xmap", "legend"])}
    for sent in mail.outbox:
        html = next(p for p in sent.message().walk() if p.get_content_type() == "text/html")
        assert html.get_content_charset() == "utf-8"
        assert "Befehle für Österreich" in html.get_payload(decode=True).decode("utf-8")


def test_sender_and_every_reply_to_address_survive_the_queue(running_game, settings):
    from django.core.mail import EmailMultiAlternatives

    two = EmailMultiAlternatives("News", "Hello all", from_email="gm-desk@example.org",
                                 to=["anna@example.org"],
                                 reply_to=["seat@example.org", "gm@example.org"])
    none = EmailMultiAlternatives("Plain", "No HTML here", to=["emil@example.org"])
    mail.outbox.clear()
    assert outbox.enqueue_many([two, none], kind="announcement", game=running_game) == 2
    first, second = mail.outbox
    assert [(m.subject, m.body, m.alternatives) for m in mail.outbox] == [
        ("News", "Hello all", []), ("Plain", "No HTML here", [])]  # no HTML made up
    assert first.from_email == "gm-desk@example.org"
    assert first.reply_to == ["seat@example.org", "gm@example.org"]
    assert first.message()["Reply-To"] == "seat@example.org, gm@example.org"
    assert second.reply_to == [] and second.message()["Reply-To"] is None
    assert second.from_email == settings.DEFAULT_FROM_EMAIL


def test_an_address_the_queue_refuses_leaves_the_other_mails_queued(running_game, caplog):
    from django.core.mail import EmailMultiAlternatives

    good = EmailMultiAlternatives("S", "text", to=["anna@example.org"])
    bad = EmailMultiAlternatives("S", "text", to=["not an address"])
    mail.outbox.clear()
    assert outbox.enqueue(bad, kind="announcement", game=running_game) is False
    assert outbox.enqueue_many([bad, good], kind="announcement", game=running_game) == 1
    assert [m.to for m in mail.outbox] == [["anna@example.org"]]
    assert QueuedMail.objects.count() == Email.objects.count() == 1
    refusals = [r for r in caplog.records if r.name == "games.emails.outbox"]
    assert [r.getMessage() for r in refusals] == 2 * [
        "mail announcement to ['not an address'] refused by the queue"]
    assert all(r.exc_info for r in refusals)


def test_a_resend_goes_out_through_its_own_task_on_commit(
        running_game, gm, client_for, queued, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        announce(running_game, gm)
    email = Email.objects.filter(to__contains="anna@example.org").get()
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        client_for(gm).post(reverse("gm-mail-resend", args=[running_game.pk, email.pk]))
    email.refresh_from_db()
    assert email.status == STATUS.queued and mail.outbox == []
    for callback in callbacks:
        callback()  # the commit: the mail's delivery task
    assert [m.to for m in mail.outbox] == [["anna@example.org"]]
    email.refresh_from_db()
    assert email.status == STATUS.sent


def test_a_resend_whose_task_is_lost_is_swept_with_its_attempts_counted_afresh(
        running_game, gm, client_for, queued, frozen, settings,
        django_capture_on_commit_callbacks):
    settings.EMAIL_BACKEND = "tests.mail.test_mail_queue.RefusingBackend"
    settings.MAIL_QUEUE_MAX_ATTEMPTS = 2
    settings.MAIL_QUEUE_SWEEP_AFTER = 120
    announce(running_game, gm)  # the tasks are lost; the sweep tries twice, then gives up
    for _ in range(3):
        frozen.shift(dt.timedelta(minutes=10))
        outbox.sweep()
    email = Email.objects.filter(to__contains="anna@example.org").get()
    assert email.status == STATUS.failed and email.queued.attempts == 2
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    frozen.shift(dt.timedelta(minutes=10))
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=False):  # its task is lost too
        client_for(gm).post(reverse("gm-mail-resend", args=[running_game.pk, email.pk]))
    assert outbox.sweep() == 0  # just queued again: its task may still come
    frozen.shift(dt.timedelta(minutes=3))
    assert outbox.sweep() == 1
    assert [m.to for m in mail.outbox] == [["anna@example.org"]]
    email.refresh_from_db()
    assert email.status == STATUS.sent and email.queued.attempts == 1


def test_the_sweep_waits_the_full_time_and_takes_any_pending_or_failed_mail(
        running_game, gm, queued, frozen, settings):
    settings.MAIL_QUEUE_SWEEP_AFTER = 120
    announce(running_game, gm)  # the tasks are lost
    rows = Email.objects.order_by("pk")
    # post_office's own "requeued" is pending as "queued" is; a failed mail is retried.
    rows.filter(pk=rows[0].pk).update(status=STATUS.requeued)
    rows.filter(pk=rows[1].pk).update(status=STATUS.failed)
    mail.outbox.clear()
    frozen.shift(dt.timedelta(seconds=120))
    assert outbox.sweep() == 0  # exactly the time allowed: not yet "after" it
    assert outbox.sweep(now=timezone.now() + dt.timedelta(seconds=1)) == 8
    assert len(mail.outbox) == 8


@pytest.mark.parametrize("level", [0, 1, 2])
def test_the_log_rows_follow_post_offices_log_level(running_game, gm, settings, level):
    # post_office's LOG_LEVEL: 0 logs nothing, 1 the failures, 2 failures and successes.
    settings.POST_OFFICE = {**settings.POST_OFFICE, "LOG_LEVEL": level}
    settings.EMAIL_BACKEND = "tests.mail.test_delivery_batches.RefusingFrancois"
    announce(running_game, gm)
    logs = {(entry.email.to[0], entry.status) for entry in Log.objects.select_related("email")}
    failure = ("francois@example.org", STATUS.failed)
    successes = {(row.to[0], STATUS.sent) for row in Email.objects.filter(status=STATUS.sent)}
    assert len(successes) == 7
    assert logs == [set(), {failure}, {failure} | successes][level]


def test_a_mail_queued_after_a_row_post_office_wrote_itself_keeps_its_own_row(running_game):
    """Our row shares its key with its post_office ``Email``: a mail queued alone (one
    statement pair, ``sql_rows.insert_pair``) is linked to its own row even when the two
    tables' keys have drifted apart (pinned by mutation testing)."""
    from django.core.mail import EmailMultiAlternatives

    foreign = Email.objects.create(to=["x@example.org"], from_email="y@example.org",
                                   status=STATUS.sent)
    message = EmailMultiAlternatives("Ours", "text", to=["anna@example.org"])
    assert outbox.enqueue(message, kind="announcement", game=running_game)
    ours = QueuedMail.objects.select_related("email").get()
    assert ours.email.subject == "Ours" and ours.email_id != foreign.pk
    assert ours.kind == "announcement" and ours.game_id == running_game.pk
