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
from post_office.models import STATUS, Email

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
