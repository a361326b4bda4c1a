"""Press secrecy over every channel: private press reaches only its sender and recipients
(the game master only where the game allows it), and grey press never names its sender to
anybody else, in any page, API answer, mail (headers included) or log line. Messages are
sent both on the site and by mail."""

from __future__ import annotations

import json
import logging
import re

import pytest
from django.core import mail
from django.test import Client
from django.urls import reverse
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from games import selectors, services
from games.models import Message
from tests.leak_sweep import sweep_as
from tests.mail.mailbuild import mail_from

PRIVATE = "Zitronenfalter-Plan"  # Austria -> France, private
GREY_WEB = "Nebelkrähe im Web"  # Austria -> Italy, grey, on the site
GREY_MAIL = "Nebelkrähe per Mail"  # Austria -> Italy and Russia, grey, by mail
SENDER_MARKS = ("austria", "anna", "österreich", "osterreich")


@pytest.fixture
def pressed(running_game, gm, players, caplog):
    caplog.set_level(logging.DEBUG)
    services.press_rules_update(game=running_game, actor=gm, reason="grey allowed",
                                press_grey=True)
    running_game.refresh_from_db()
    mail.outbox.clear()
    anna = players["austria"]
    services.press_send(game=running_game, user=anna, body=PRIVATE, recipients=["france"])
    services.press_send(game=running_game, user=anna, body=GREY_WEB, recipients=["italy"],
                        grey=True)
    austria = running_game.seats.get(key="austria")
    inbound = services.mail_receive(raw=mail_from(
        austria, f"GREY PRESS TO Italien, Russland\n{GREY_MAIL}\nENDPRESS"), transport="test")
    assert inbound.status == "processed", inbound.reading
    assert Message.objects.filter(grey=True).count() == 2
    return running_game


def seen_by(game, user) -> str:
    client = Client()
    client.force_login(user)
    token, _ = Token.objects.get_or_create(user=user)
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
    press = reverse("press", args=[game.pk])
    responses = [client.get(reverse("game-detail", args=[game.pk])), client.get(press),
                 api.get(f"/api/games/{game.pk}/press/"),
                 api.get(f"/api/games/{game.pk}/press/threads/")]
    for thread in Message.objects.values_list("thread", flat=True).distinct():
        responses.append(client.get(press, {"thread": thread}))
        responses.append(api.get(f"/api/games/{game.pk}/press/", {"thread": thread}))
    assert {r.status_code for r in responses} == {200}
    return "\n".join(r.content.decode() for r in responses)


def mails_of(user) -> list[str]:
    return [m.message().as_string() for m in mail.outbox if user.email in m.to]


def test_private_press_reaches_only_its_sender_and_recipient(pressed, players, gm):
    for power, user in players.items():
        visible = PRIVATE in seen_by(pressed, user)
        assert visible == (power in {"austria", "france"}), power
        mailed = any(PRIVATE in text for text in mails_of(user))
        assert mailed == (power == "france"), power
    assert PRIVATE not in seen_by(pressed, gm)
    assert not any(PRIVATE in text for text in mails_of(gm))


def _grey_blocks(page: str, game) -> list[str]:
    """The page's article of each grey message (the rest of a page names Austria anyway)."""
    blocks = []
    for pk in Message.objects.filter(game=game, grey=True).values_list("pk", flat=True):
        blocks += re.findall(rf'<article[^>]*id="message-{pk}".*?</article>', page, re.S)
    return blocks


def test_grey_press_never_names_its_sender_to_anybody_else(pressed, players, gm):
    for power, user in [*players.items(), ("gm", gm)]:
        if power == "austria":
            continue
        page = seen_by(pressed, user)
        for block in _grey_blocks(page, pressed):
            assert not any(mark in block.lower() for mark in SENDER_MARKS), power
        for item in selectors.press_items(pressed, user):
            if item.grey:
                text = json.dumps(item.__dict__, default=str).lower()
                assert item.sender == "" and not any(m in text for m in SENDER_MARKS), power
        for text in mails_of(user):
            if GREY_WEB in text or GREY_MAIL in text:
                assert not any(mark in text.lower() for mark in SENDER_MARKS), power
    italy = seen_by(pressed, players["italy"])
    assert GREY_WEB in italy and GREY_MAIL in italy  # it did arrive
    assert len(_grey_blocks(italy, pressed)) >= 2  # and the search above looked at it
    assert any(GREY_MAIL in text for text in mails_of(players["russia"]))


def test_the_grey_sender_sees_his_own_messages_as_his(pressed, players):
    items = [i for i in selectors.press_items(pressed, players["austria"]) if i.grey]
    assert {i.body for i in items} == {GREY_WEB, GREY_MAIL}
    assert all(i.mine and i.sender == "austria" for i in items)


def test_no_log_line_carries_press_text_or_a_grey_sender(pressed, caplog):
    for record in caplog.records:
        line = record.getMessage()
        assert PRIVATE not in line and GREY_WEB not in line and GREY_MAIL not in line
        assert "anna@example.org" not in line


def test_a_game_master_allowed_to_read_private_press_still_sees_no_grey_sender(pressed, gm):
    services.press_rules_update(game=pressed, actor=gm, reason="r",
                                press_gm_reads_private=True)
    pressed.refresh_from_db()
    page = seen_by(pressed, gm)
    assert PRIVATE in page and GREY_WEB in page
    for block in _grey_blocks(page, pressed):
        assert not any(mark in block.lower() for mark in SENDER_MARKS)


def _private_bodies(game, seat_key: str | None) -> set[str]:
    """From the rows (never from a page): the text of every private message ``seat_key``
    neither sent nor received."""
    return {m.body for m in Message.objects.filter(game=game, is_public=False)
            .prefetch_related("recipients").select_related("sender_seat")
            if seat_key is None or (
                (m.sender_seat is None or m.sender_seat.key != seat_key)
                and seat_key not in {r.key for r in m.recipients.all()})}


@pytest.mark.once
def test_the_leak_sweep_finds_no_private_press_of_others_at_any_address(
        pressed, players, outsider, monkeypatch):
    """Every address of the URL conf (``tests/leak_sweep.py``), as Germany (in no private
    conversation), as Italy (a grey recipient only) and as a stranger; France, who received
    the private message, is the control."""
    everything = _private_bodies(pressed, None)
    assert PRIVATE in everything  # the state holds the secret the fixture sent
    viewers = {key: (players[key], key) for key in ("france", "germany", "italy")}
    seen = sweep_as(pressed, sorted(everything), {**viewers, "outsider": (outsider, None)},
                    monkeypatch)
    france = seen.pop("france")
    assert france.where(PRIVATE)
    leaks = {(who, body, tuple(found.where(body)[:2])) for who, found in seen.items()
             for body in _private_bodies(pressed, None if who == "outsider" else who)
             if found.where(body)}
    assert leaks == set()
