"""Players use mail and web interchangeably in one game and get the same answers: one
version counter, the same reading of every line, the same press; Rather Silly's boxes and
its role seats work by mail too; commands, language, transports and the audit."""

from __future__ import annotations

import html
import io
import mailbox

import pytest
from django.core import mail
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from games import selectors, services
from games.models import InboundMail, Message, Submission
from games.services.mail_inbox import mail_audit_prune
from tests.mail.mailbuild import mail_from

ORDERS = "A vie - gal\nA bud - rum\nF tri - xyz"  # the last line has an error


def receive(raw: bytes):
    return services.mail_receive(raw=raw, transport="test")


def client(user) -> Client:
    c = Client()
    c.force_login(user)
    return c


@pytest.fixture
def austria(running_game):
    return running_game.seats.select_related("player").get(key="austria")


def test_web_and_mail_versions_count_on_and_read_every_line_alike(running_game, austria):
    anna = client(austria.player)
    url = reverse("orders-submit", args=[running_game.pk])
    anna.post(url, {"kind": "orders", "orders": "A vie H", "action": "submit"})
    mail.outbox.clear()
    inbound = receive(mail_from(austria, f"ORDERS\n{ORDERS}"))
    web = anna.post(url, {"kind": "orders", "orders": ORDERS, "action": "submit"}, follow=True)
    versions = list(Submission.objects.filter(seat=austria).order_by("version"))
    assert [v.version for v in versions] == [1, 2, 3]
    assert versions[1].parsed == versions[2].parsed  # mail and web read alike
    (result,) = inbound.reading["results"]
    assert result["version"] == 2 and result["ok"] is False
    answer = mail.outbox[0].body
    page = html.unescape(web.content.decode())
    for line in versions[1].parsed["lines"]:
        shown = line["reading"] or line["error"]
        assert shown in answer and shown in page
    assert "✗ F tri - xyz" in answer


def test_the_answer_speaks_the_players_language(running_game, austria):
    services.profile_update(user=austria.player, language="de")
    mail.outbox.clear()
    receive(mail_from(austria, "BEFEHLE\nA vie - gal"))
    assert "Gespeichert als Version 1." in mail.outbox[0].body


def test_press_by_mail_and_by_web_land_in_one_thread(running_game, austria, players):
    receive(mail_from(austria, "PRESS TO france\nvia mail\nENDPRESS"))
    client(players["france"]).post(reverse("press", args=[running_game.pk]),
                                   {"recipients": ["austria"], "body": "via web"})
    threads = selectors.press_threads(running_game, austria.player)
    assert [(t.key, t.count, t.unread) for t in threads] == [("p:austria.france", 2, 1)]


def test_status_history_wait_and_nowait_by_mail(running_game, austria):
    receive(mail_from(austria, "ORDERS\nA vie - gal"))
    mail.outbox.clear()
    receive(mail_from(austria, "WAIT\nSTATUS\nHISTORY"))
    current = Submission.objects.filter(seat=austria).order_by("-version").first()
    assert (current.version, current.wait, current.raw_text) == (2, True, "A vie - gal")
    answer = mail.outbox[0].body
    assert "S1901M" in answer and "version 2 ✓ (WAIT)" in answer
    assert "S1901M orders v1 ✓" in answer
    receive(mail_from(austria, "NOWAIT"))
    assert not Submission.objects.filter(seat=austria).order_by("-version").first().wait


def test_wait_without_orders_says_what_to_send(running_game, austria):
    inbound = receive(mail_from(austria, "WAIT"))
    assert "send them with it" in inbound.reading["results"][0]["error"]
    assert not Submission.objects.exists()


def test_refused_boxes_answer_the_exact_error(running_game, austria, gm):
    services.game_pause(game=running_game, actor=gm, reason="holiday")
    mail.outbox.clear()
    inbound = receive(mail_from(austria, "ORDERS\nA vie - gal\nPRESS TO atlantis\nhi\nENDPRESS"))
    box, press = inbound.reading["results"]
    assert "takes no orders" in box["error"]
    assert "Unknown recipient 'atlantis'" in press["error"]
    assert box["error"] in mail.outbox[0].body and not Message.objects.exists()


def test_a_chatty_mail_without_orders_changes_nothing_and_says_why(running_game, austria):
    services.orders_submit(seat=austria, user=austria.player, text="A vie H")
    inbound = receive(mail_from(austria, "Hallo zusammen,\nich bin morgen weg.\nthanks for "
                                         "the game!\nAnna"))
    assert list(Submission.objects.values_list("raw_text", flat=True)) == ["A vie H"]
    assert [row["line"] for row in inbound.reading["ignored"]] == [
        "Hallo zusammen,", "ich bin morgen weg.", "thanks for the game!", "Anna"]
    assert any("ORDERS" in note for note in inbound.reading["notes"])


def test_orders_without_a_heading_are_the_seats_orders(running_game, austria):
    inbound = receive(mail_from(austria, "Hi GM,\n\nA vie - gal\nF tri H\n\nthanks for the "
                                         "game!\nAnna"))
    (submission,) = Submission.objects.all()
    assert (submission.raw_text, submission.is_valid) == ("A vie - gal\nF tri H", True)
    assert inbound.reading["results"][0]["version"] == 1
    assert {row["line"] for row in inbound.reading["ignored"]} == {
        "Hi GM,", "thanks for the game!", "Anna"}


def test_too_large_mails_are_refused_with_the_limit(running_game, austria, settings):
    settings.GAMEMASTER_MAIL_MAX_BYTES = 2000
    mail.outbox.clear()
    inbound = receive(mail_from(austria, "ORDERS\nA vie - gal\n" + "x" * 3000))
    assert inbound.status == InboundMail.Status.TOO_LARGE
    assert not Submission.objects.exists()
    assert "at most 1 KB" in mail.outbox[0].body


def test_a_game_master_may_allow_other_sender_addresses(running_game, austria, gm):
    assert receive(mail_from(austria, "ORDERS\nA vie H", sender="a@phone.example")
                   ).status == "wrong_sender"
    services.press_rules_update(game=running_game, actor=gm, reason="Anna's phone",
                                mail_any_sender=True)
    mail.outbox.clear()
    inbound = receive(mail_from(austria, "ORDERS\nA vie H", sender="a@phone.example"))
    assert inbound.status == "processed"
    assert mail.outbox[0].to == ["anna@example.org"]  # answers go to the player's own address


def test_the_console_shows_which_submissions_came_by_mail(running_game, austria, gm):
    receive(mail_from(austria, "ORDERS\nA vie H"))
    page = client(gm).get(reverse("gm-console", args=[running_game.pk])).content.decode()
    assert page.count('data-channel="mail"') == 1


def test_turn_reports_and_receipts_carry_the_seat_address_as_reply_to(
        running_game, austria, gm, django_capture_on_commit_callbacks):
    from games.mail_intake.addresses import address_for

    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.orders_submit(seat=austria, user=austria.player, text="A vie H")
        services.phase_process_now(phase=running_game.phases.get(), actor=gm, reason="now")
    austria_mails = [m for m in mail.outbox if m.to == ["anna@example.org"]]
    assert len(austria_mails) >= 2
    assert all(m.reply_to == [address_for(austria)] for m in austria_mails)


def test_a_reply_that_quotes_our_turn_report_without_any_marker_keeps_its_orders(
        running_game, austria, gm, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        services.orders_submit(seat=austria, user=austria.player, text="A vie - gal")
        services.phase_process_now(phase=running_game.phases.get(), actor=gm, reason="now")
    (report,) = [m for m in mail.outbox if m.to == ["anna@example.org"]
                 and "Results" in m.subject]
    # As Yahoo Mail for Android quotes: no ">" and an attribution nobody knows.
    body = f"A bud - rum\nF tri H\n\nDer Spielleiter hat am Montag gemailt:\n{report.body}"
    inbound = receive(mail_from(austria, body))
    latest = Submission.objects.filter(seat=austria).order_by("-pk").first()
    assert (latest.raw_text, latest.phase.label) == ("A bud - rum\nF tri H", "F1901M")
    assert any(row["reason"] == "quoted" for row in inbound.reading["ignored"])


def test_the_maildir_sweep_reads_and_removes_each_mail(running_game, austria, tmp_path):
    box = mailbox.Maildir(tmp_path / "inbox", create=True)
    box.add(mail_from(austria, "ORDERS\nA vie - gal"))
    box.add(b"not a mail at all")
    assert services.mail_inbox_sweep(inbox=f"maildir://{tmp_path / 'inbox'}") == 2
    assert list(box.keys()) == []
    assert Submission.objects.get(seat=austria).raw_text == "A vie - gal"
    assert set(InboundMail.objects.values_list("status", flat=True)) == {"processed",
                                                                          "malformed"}


def test_the_maildir_sweep_makes_the_inbox_and_its_missing_parents(db, tmp_path):
    # A fresh checkout has no var/mail/: the beat sweep must not fail every minute.
    inbox = tmp_path / "var" / "mail" / "inbox"
    assert services.mail_inbox_sweep(inbox=f"maildir://{inbox}") == 0
    assert (inbox / "new").is_dir() and (inbox / "cur").is_dir()


def test_receive_mail_reads_one_mail_from_standard_input(running_game, austria, monkeypatch):
    raw = mail_from(austria, "ORDERS\nA vie - gal")
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(raw)))
    out = io.StringIO()
    call_command("receive_mail", stdout=out)
    assert out.getvalue().strip() == "processed"
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(raw)))
    call_command("receive_mail", stdout=out)
    assert out.getvalue().split() == ["processed", "duplicate"]


def test_the_audit_keeps_a_bounded_number_of_mails(running_game, austria):
    for number in range(5):
        receive(mail_from(austria, f"STATUS {number}"))
    assert mail_audit_prune(keep=3) == 2
    assert InboundMail.objects.count() == 3


def test_replying_to_a_press_mail_answers_its_sender(running_game, austria, players):
    mail.outbox.clear()
    services.press_send(game=running_game, user=players["france"], body="Bonjour",
                        recipients=["austria"])
    (press_mail,) = [m for m in mail.outbox if m.to == ["anna@example.org"]]
    reference = press_mail.extra_headers["Message-ID"]
    inbound = receive(mail_from(austria, "Servus, gerne!\n\nViele Grüße\nAnna",
                                headers={"In-Reply-To": reference}))
    assert inbound.reading["results"][0]["to"] == ["France"]
    reply = Message.objects.get(sender_seat=austria)
    assert (reply.body, reply.thread) == ("Servus, gerne!", "p:austria.france")
    # A forged or someone else's reference is no reply: nothing is sent.
    forged = reference.replace("press.", "press.9")
    inbound = receive(mail_from(austria, "again", headers={"In-Reply-To": forged}))
    assert Message.objects.count() == 2
    assert [row["line"] for row in inbound.reading["ignored"]] == ["again"]


def test_grey_press_cannot_be_answered_by_reply(running_game, austria, players, gm):
    services.press_rules_update(game=running_game, actor=gm, reason="r", press_grey=True)
    running_game.refresh_from_db()
    mail.outbox.clear()
    services.press_send(game=running_game, user=players["france"], body="?",
                        recipients=["austria"], grey=True)
    (press_mail,) = [m for m in mail.outbox if m.to == ["anna@example.org"]]
    inbound = receive(mail_from(austria, "Who are you?", headers={
        "In-Reply-To": press_mail.extra_headers["Message-ID"]}))
    assert "anonymous message cannot be answered" in inbound.reading["results"][0]["error"]
    assert Message.objects.count() == 1
