"""The receipt is queued in the submission's transaction and rendered when it is delivered
(issue 15: nothing but row inserts on the submission's request path). It must read exactly as
if it had been rendered in the request: the recipient's language, the request's time zone,
the same reading of the lines."""

from __future__ import annotations

import uuid
import zoneinfo

import pytest
from django.core import mail
from django.db import transaction
from django.urls import reverse
from django.utils import timezone
from post_office.models import STATUS, Email

from games import services
from games.emails.bodies import DEFERRED
from games.emails.deferred import receipt_context
from games.emails.rendering import render
from games.models import QueuedMail, Submission


@pytest.fixture
def queued(settings):
    settings.MAIL_QUEUE_SEND_AT_ONCE = False
    settings.MAIL_DELIVERY_DUE_KEY = f"test:mail-run-due:{uuid.uuid4().hex}"  # own key


def _german_in_new_york(user) -> None:
    services.profile_update(user=user, language="de", time_zone="America/New_York")


def test_the_receipt_rendered_on_delivery_reads_as_if_rendered_in_the_request(
        running_game, players, gm, client_for, queued, django_capture_on_commit_callbacks):
    anna = players["austria"]
    _german_in_new_york(anna)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        answer = client_for(anna).post(reverse("orders-submit", args=[running_game.pk]),
                                       {"orders": "A vie - gal\nF xyz - abc", "kind": "orders"})
    assert answer.status_code == 302  # saved: back to the game page (PRG)
    row = QueuedMail.objects.select_related("email").get(kind="receipt")
    assert row.email.subject == "" and row.email.status == STATUS.queued  # words come later
    assert row.email.context[DEFERRED]["language"] == "de"
    submission = Submission.objects.get(seat__key="austria")
    # What the request would have rendered: German, in the player's time zone (which the
    # middleware set for the request); the phase's ZAT makes the time zone visible.
    context = receipt_context({"submission": submission.pk})
    with timezone.override(zoneinfo.ZoneInfo("America/New_York")):
        expected = render("receipt", context, "de")
    with timezone.override(zoneinfo.ZoneInfo("Europe/Berlin")):
        assert render("receipt", context, "de")[1] != expected[1]  # the ZAT's hour differs
    assert "Befehle für Österreich eingegangen" in expected[0]
    assert "A vie - gal" in expected[1] and "xyz" in expected[1]
    # The game master's mail page shows its words before it is delivered.
    listed = services.game_mails(running_game, gm)
    assert [(m.kind, m.subject, m.text) for m in listed] == [("receipt", *expected[:2])]

    for callback in callbacks:
        callback()  # the commit: the delivery task renders and sends it
    [sent] = mail.outbox
    assert sent.to == [anna.email]
    assert (sent.subject, sent.body, sent.alternatives[0][0]) == expected
    stored = Email.objects.get(pk=row.email_id)
    # Delivered: its body is dropped, its subject stays and its context renders it again.
    assert stored.status == STATUS.sent and stored.context[DEFERRED]["ref"] == {
        "submission": submission.pk}
    assert (stored.subject, stored.message, stored.html_message) == (expected[0], "", "")
    listed = services.game_mails(running_game, gm)
    assert [(m.kind, m.subject, m.text) for m in listed] == [("receipt", *expected[:2])]


def test_a_rolled_back_submission_leaves_no_receipt(running_game, players, queued):
    seat = running_game.seats.get(key="austria")
    with pytest.raises(RuntimeError), transaction.atomic():
        services.orders_submit(seat=seat, user=players["austria"], text="A vie - gal")
        assert QueuedMail.objects.filter(kind="receipt").count() == 1
        raise RuntimeError("the submission's transaction fails after the receipt was queued")
    assert not Email.objects.exists() and not Submission.objects.exists()
