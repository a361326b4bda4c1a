"""Orders, press and commands by mail: read by the same services as the web, answered with
each line's reading and the stored version; machines, strangers and repeats get nothing."""

from __future__ import annotations

import pytest
from django.core import mail

from games import selectors, services
from games.mail_intake.addresses import address_for
from games.models import InboundMail, Message, Submission
from tests.mail.mailbuild import mail_from, raw_mail


@pytest.fixture
def austria(running_game):
    return running_game.seats.get(key="austria")


def receive(raw: bytes):
    return services.mail_receive(raw=raw, transport="test")


def test_orders_by_mail_are_stored_and_answered_with_each_line_as_read(austria, running_game):
    mail.outbox.clear()
    inbound = receive(mail_from(austria, "ORDERS\nA vie - gal\nA bud - ser\nF tri H\n"))
    assert inbound.status == InboundMail.Status.PROCESSED
    assert (inbound.game, inbound.seat, inbound.recipient) == (
        running_game, austria, address_for(austria))
    submission = Submission.objects.get(seat=austria)
    assert submission.version == 1
    assert submission.raw_text == "A vie - gal\nA bud - ser\nF tri H"
    assert list(inbound.submissions.all()) == [submission]
    (answer,) = mail.outbox  # the answer replaces the receipt
    assert answer.to == ["anna@example.org"]
    assert answer.reply_to == [address_for(austria)]
    assert answer.extra_headers["Auto-Submitted"] == "auto-replied"
    assert "Stored as version 1." in answer.body
    for line in submission.parsed["lines"]:
        assert line["reading"] in answer.body


def test_a_mail_read_twice_is_stored_once(austria):
    raw = mail_from(austria, "ORDERS\nA vie H")
    assert receive(raw) is not None
    assert receive(raw) is None
    assert Submission.objects.filter(seat=austria).count() == 1
    assert InboundMail.objects.count() == 1


@pytest.mark.parametrize("headers", [
    {"Auto-Submitted": "auto-replied"},
    {"Precedence": "bulk"},
    {"X-Autoreply": "yes"},
    {"Return-Path": "<>"},
])
def test_automatic_mails_are_kept_but_never_acted_on_or_answered(austria, headers):
    mail.outbox.clear()
    inbound = receive(mail_from(austria, "ORDERS\nA vie - gal", headers=headers))
    assert inbound.status == InboundMail.Status.IGNORED
    assert not Submission.objects.exists()
    assert mail.outbox == []


def test_unknown_addresses_and_strangers_get_nothing(austria, settings):
    mail.outbox.clear()
    forged = address_for(austria).replace("@", "x@")
    stranger = receive(mail_from(austria, "ORDERS\nA vie - gal", sender="evil@example.com"))
    unknown = receive(raw_mail(forged, "ORDERS\nA vie - gal", sender="anna@example.org"))
    assert stranger.status == InboundMail.Status.WRONG_SENDER
    assert unknown.status == InboundMail.Status.UNKNOWN
    assert stranger.text == unknown.text == ""
    assert not Submission.objects.exists()
    assert mail.outbox == []


@pytest.mark.parametrize("sender", ["xanna@example.org", "anna@example.org.evil.example",
                                    "anna@example.or", "nna@example.org"])
def test_a_sender_that_only_contains_the_players_address_is_a_stranger(austria, sender):
    """The sender must be the player's address, not one that shares most of it (issue 24)."""
    assert sender != austria.player.email and (
        austria.player.email in sender or sender in austria.player.email)
    inbound = receive(mail_from(austria, "ORDERS\nA vie - gal", sender=sender))
    assert inbound.status == InboundMail.Status.WRONG_SENDER
    assert not Submission.objects.exists()


def test_a_seat_address_with_a_wrong_mac_is_unknown(austria, running_game):
    """Well formed, right game, seat and nonce, but the MAC of another seat or one character
    off: the MAC comparison itself refuses it (issue 24)."""
    from games.mail_intake.addresses import LOCAL

    real = address_for(austria)
    local, _, domain = real.partition("@")
    game_id, seat_id, nonce, mac = LOCAL.match(local).groups()
    other = address_for(running_game.seats.get(key="france")).partition("@")[0]
    other_mac = LOCAL.match(other).group(4)
    flipped = mac[:-1] + ("a" if mac[-1] != "a" else "b")
    for wrong in (flipped, other_mac):
        forged = f"g{game_id}-{seat_id}-{nonce}{wrong}@{domain}"
        assert LOCAL.match(forged.partition("@")[0]) is not None  # only the MAC is wrong
        inbound = receive(raw_mail(forged, "ORDERS\nA vie - gal", sender="anna@example.org"))
        assert inbound.status == InboundMail.Status.UNKNOWN
    assert not Submission.objects.exists()
    assert receive(raw_mail(real, "ORDERS\nA vie - gal", sender="anna@example.org")).status \
        == InboundMail.Status.PROCESSED


def test_press_by_mail_reaches_the_recipient(austria, running_game):
    mail.outbox.clear()
    inbound = receive(mail_from(austria, "PRESS TO France, Italien\nLet us share.\nENDPRESS"))
    message = Message.objects.get()
    assert list(inbound.messages.all()) == [message]
    assert sorted(s.key for s in message.recipients.all()) == ["france", "italy"]
    recipients = sorted(m.to[0] for m in mail.outbox)
    assert recipients == ["anna@example.org", "francois@example.org", "ida@example.org"]
    france = running_game.seats.get(key="france")
    items = selectors.press_items(running_game, france.player)
    assert [item.body for item in items] == ["Let us share."]


# ---- the sender, the audit row and the log (pinned by mutation testing, issue 24) ----


def test_the_players_address_matches_whatever_the_case_of_either_side(austria):
    """The whole address, without regard to case: RFC 5321 (2.4) makes the domain
    case-insensitive, and this site keeps one account per address whatever its case."""
    player = austria.player
    player.email = "Anna@Example.ORG"
    player.save()
    mail.outbox.clear()
    inbound = receive(mail_from(austria, "ORDERS\nA vie H", sender="aNNA@example.org"))
    assert inbound.status == InboundMail.Status.PROCESSED
    assert Submission.objects.get(seat=austria).raw_text == "A vie H"
    assert [m.to for m in mail.outbox] == [["Anna@Example.ORG"]]


def test_a_vacant_seat_takes_no_mail_even_where_any_sender_may_write(austria, running_game,
                                                                       gm):
    """Nobody to act for and nobody to answer: refused, whoever sent it."""
    services.press_rules_update(game=running_game, actor=gm, reason="phones",
                                mail_any_sender=True)
    vacated = austria.player.email
    type(austria).objects.filter(pk=austria.pk).update(player=None)
    mail.outbox.clear()
    for sender in (vacated, "a@phone.example"):
        inbound = receive(raw_mail(address_for(austria), "ORDERS\nA vie H", sender=sender))
        assert inbound.status == InboundMail.Status.WRONG_SENDER
        assert (inbound.game, inbound.seat) == (running_game, austria)
    assert not Submission.objects.exists() and mail.outbox == []


def test_a_game_taking_any_sender_reads_a_strangers_mail_and_answers_the_player(
        austria, running_game, gm):
    services.press_rules_update(game=running_game, actor=gm, reason="phones",
                                mail_any_sender=True)
    mail.outbox.clear()
    inbound = receive(mail_from(austria, "ORDERS\nA vie H", sender="evil@example.com"))
    assert inbound.status == InboundMail.Status.PROCESSED
    assert [m.to for m in mail.outbox] == [[austria.player.email]]


@pytest.mark.parametrize("setting", ["DEFAULT_FROM_EMAIL", "SERVER_EMAIL"])
def test_a_mail_from_our_own_address_is_ignored_whatever_the_case_it_is_set_in(
        austria, settings, setting):
    """A loop ends at once: our own From, however the operator spelt the setting."""
    settings.DEFAULT_FROM_EMAIL = "Gamemaster@Example.ORG"
    settings.SERVER_EMAIL = "Errors@Example.ORG"
    mail.outbox.clear()
    own = getattr(settings, setting).lower()
    inbound = receive(mail_from(austria, "ORDERS\nA vie H", sender=own))
    assert inbound.status == InboundMail.Status.IGNORED
    assert not Submission.objects.exists() and mail.outbox == []


def test_an_automatic_mail_is_recorded_with_its_reason_its_seat_and_its_bytes(
        austria, running_game, settings):
    from games.mail_intake.parse import automatic_reason, envelope

    raw = mail_from(austria, "Ich bin im Urlaub.", headers={"Auto-Submitted": "auto-replied"})
    inbound = receive(raw)
    assert inbound.status == InboundMail.Status.IGNORED
    assert inbound.note == automatic_reason(envelope(raw), set()) != ""
    assert (inbound.game, inbound.seat) == (running_game, austria)
    assert inbound.raw_message() == raw
    settings.GAMEMASTER_MAIL_MAX_BYTES = 1024  # too large to keep: the note says both
    raw = mail_from(austria, "Ich bin im Urlaub.\n" + "x\n" * 1024,
                    headers={"Auto-Submitted": "auto-replied"})
    inbound = receive(raw)
    assert inbound.note == f"{automatic_reason(envelope(raw), set())}; not kept: larger than 1 KB"
    assert inbound.raw_message() is None


def test_an_automatic_mail_to_no_seat_keeps_its_envelope_only(austria):
    from games.mail_intake.parse import automatic_reason, envelope

    forged = address_for(austria).replace("@", "x@")
    raw = raw_mail(forged, "Out of office", sender="anna@example.org",
                   headers={"Auto-Submitted": "auto-replied"})
    inbound = receive(raw)
    assert inbound.status == InboundMail.Status.IGNORED
    assert inbound.note == automatic_reason(envelope(raw), set())
    assert (inbound.game, inbound.seat, inbound.recipient) == (None, None, forged)
    assert inbound.raw_message() is None


def test_a_mail_to_no_address_at_all_is_unknown_with_no_recipient(austria):
    raw = raw_mail("", "ORDERS\nA vie H", sender="anna@example.org")
    inbound = receive(raw)
    assert inbound.status == InboundMail.Status.UNKNOWN
    assert (inbound.recipient, inbound.sender) == ("", "anna@example.org")


def test_the_log_names_the_row_and_its_status_only(austria, caplog):
    """docs/mail.md: log lines name only the row id and its status, never an address."""
    with caplog.at_level("INFO", logger="games.services.mail_receive"):
        inbound = receive(mail_from(austria, "ORDERS\nA vie H"))
    lines = [r.getMessage() for r in caplog.records if r.name == "games.services.mail_receive"]
    assert lines == [f"inbound mail {inbound.pk}: {inbound.status}"]
