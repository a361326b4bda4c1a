"""Everything a player (or a game master) writes is escaped in every HTML mail (issue 21,
item 8): for each kind of HTML mail the text written with markup in it arrives as text, and
no element of the HTML part comes from it.

The planted markup carries the class ``MARK``; the oracle is the parsed HTML part: no element
may have that class, while the marker's text must be there (so the mail did carry the text).
A game name with markup reaches every mail of the game (a game master's text, shown to the
players); orders, press, announcements and the unread lines of a mail are the rest. Account
mails carry no text a user chose but a user name, which allows no markup.
"""

from __future__ import annotations

import datetime as dt

import lxml.html
import pytest
from django.core import mail

from games import selectors, services
from games.emails import send_press_digest
from games.models import Game, Phase
from tests.mail.mailbuild import mail_from

MARK = "x-planted-mark"


def markup(text: str) -> str:
    return f'<a class="{MARK}" href="http://evil.example/">{text}</a><script class="{MARK}">' \
        "alert(1)</script>"


def html_parts(messages) -> list[str]:
    return [content for message in messages
            for content, mimetype in getattr(message, "alternatives", [])
            if mimetype == "text/html"]


def check(kind: str, before: int) -> None:
    """The mails queued since ``before``: some HTML part carries the marker, as text only."""
    parts = html_parts(mail.outbox[before:])
    assert parts, f"{kind}: no HTML mail was sent"
    assert any(MARK in part for part in parts), f"{kind}: the planted text did not arrive"
    for part in parts:
        planted = lxml.html.fromstring(part).xpath(f'//*[contains(@class, "{MARK}")]')
        assert planted == [], f"{kind}: player text became HTML: {planted}"


@pytest.fixture
def marked_game(running_game, gm):
    Game.objects.filter(pk=running_game.pk).update(name="Demo " + markup("1901"))
    running_game.refresh_from_db()
    mail.outbox.clear()
    return running_game


def test_the_answer_to_a_mail_escapes_what_the_mail_said(marked_game):
    austria = marked_game.seats.get(key="austria")
    before = len(mail.outbox)
    inbound = services.mail_receive(raw=mail_from(
        austria, markup("hello") + "\n\nORDERS\nA vie - gal\n" + markup("A bud")),
        transport="test")
    assert inbound.status == "processed"
    check("mail_answer", before)


def test_press_mails_and_digests_escape_the_message(marked_game, players):
    before = len(mail.outbox)
    message = services.press_send(game=marked_game, user=players["austria"],
                                  body=markup("Wien"), subject=markup("Betreff"),
                                  recipients=["france"])
    check("press", before)
    before = len(mail.outbox)
    items = selectors.press_items(marked_game, players["france"], since_id=message.pk - 1)
    assert send_press_digest(players["france"], [(marked_game, items)])
    check("press_digest", before)


def test_announcements_escape_the_game_masters_text(marked_game, gm):
    before = len(mail.outbox)
    services.announcement_send(game=marked_game, actor=gm, subject=markup("Subject"),
                               body=markup("Body"), reason="news")
    check("announcement", before)


def test_receipts_turn_reports_and_notices_escape_orders_and_names(
        marked_game, gm, players, django_capture_on_commit_callbacks):
    austria = marked_game.seats.get(key="austria")
    before = len(mail.outbox)
    with django_capture_on_commit_callbacks(execute=True):
        services.orders_submit(seat=austria, user=players["austria"],
                               text="A vie - gal\n" + markup("F tri"))
    check("receipt", before)
    before = len(mail.outbox)
    with django_capture_on_commit_callbacks(execute=True):
        services.phase_process_now(phase=marked_game.phases.get(), actor=gm, reason="now")
    check("turn_report", before)
    profile = services.profile_for(players["austria"])
    profile.notices = ["game_paused"]  # game news goes to those who opted in
    profile.save()
    before = len(mail.outbox)
    with django_capture_on_commit_callbacks(execute=True):
        services.game_pause(game=marked_game, actor=gm, reason="holiday")
    check("notice", before)


def test_reminders_and_invitations_escape_the_game_name(marked_game, gm, frozen):
    phase = marked_game.phases.get(status=Phase.Status.OPEN)
    frozen.move_to(phase.zat - dt.timedelta(hours=1))
    before = len(mail.outbox)
    assert services.reminders_send_due() > 0
    check("reminder", before)
    other = services.game_create(creator=gm, name="Neu " + markup("1902"), seed=3)
    before = len(mail.outbox)
    services.invitation_create(seat=other.seats.get(key="france"), email="neu@example.org",
                               actor=gm)
    check("invitation", before)
