"""The game master's view of incoming mail (issue 21, item 7): each mail's reading beside the
message as the player sent it, for the game's game masters only, with the press secrets of
``tests/press/test_press_secrets.py`` kept: private press between players (unless the game
lets its game masters read it) and grey press never show, nor does the raw message or the
text that holds them; the boxes and commands still do. The page and the API list come from
one selector."""

from __future__ import annotations

import email
import email.policy
from email.message import EmailMessage

import lxml.html
import pytest
from django.urls import reverse

from games import inbound_selectors, services
from games.mail_intake.addresses import address_for
from games.models import InboundMail
from tests.mail.mailbuild import mail_from

PRIVATE = "Zitronenfalter-Plan"
GREY = "Nebelkrähe"
PUBLIC = "Frohe Ostern allerseits"
TO_GM = "Bitte um Verlängerung"
MARK = "x-planted-mark"


@pytest.fixture
def austria(running_game):
    return running_game.seats.select_related("player").get(key="austria")


def receive(raw: bytes) -> InboundMail:
    inbound = services.mail_receive(raw=raw, transport="test")
    assert inbound is not None
    return inbound


def page(client, game, inbound=None) -> str:
    url = (reverse("gm-inbound-mail", args=[game.pk, inbound.pk]) if inbound
           else reverse("gm-inbound", args=[game.pk]))
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


def rich_mail(seat) -> bytes:
    """A player's HTML mail with an attachment, planted markup in every part."""
    message = EmailMessage()
    message["From"] = seat.player.email
    message["To"] = address_for(seat)
    message["Subject"] = f'Züge <b class="{MARK}">jetzt</b>'
    message["Message-ID"] = "<rich-1@mail.example.org>"
    message.set_content(f'<a class="{MARK}" href="http://evil.example/">click</a>\n\n'
                        "ORDERS\nA vie - gal\n")
    # The HTML part says what the plain part says (else the plain part is read as a stub),
    # the typed markup as text, plus a live script of its own.
    message.add_alternative(f'<p>&lt;a class="{MARK}" href="http://evil.example/"&gt;click'
                            f'&lt;/a&gt;</p><p>ORDERS<br>A vie - gal</p><script class="{MARK}">'
                            "alert(1)</script>", subtype="html")
    message.add_attachment(b"\x89PNG fake", maintype="image", subtype="png",
                           filename="karte.png")
    return message.as_bytes()


def planted_elements(html: str) -> list:
    return lxml.html.fromstring(html).xpath(f'//*[contains(@class, "{MARK}")]')


def test_the_game_master_sees_each_mail_read_beside_the_message_as_sent(
        running_game, austria, gm, client_for):
    raw = rich_mail(austria)
    inbound = receive(raw)
    client = client_for(gm)
    listing = page(client, running_game)
    row = lxml.html.fromstring(listing).get_element_by_id(f"inbound-{inbound.pk}")
    text = row.text_content()
    assert "anna@example.org" in text and "Austria" in text
    (submission,) = inbound.submissions.all()
    mark = "✓" if submission.is_valid else "✗"
    assert f"Orders version {submission.version} {mark}" in text
    assert "1 line not read" in text
    detail = page(client, running_game, inbound)
    tree = lxml.html.fromstring(detail)
    assert "A vie - gal" in tree.get_element_by_id("reading").text_content()
    assert "click" in tree.get_element_by_id("ignored").text_content()  # the line not read
    raw_part = tree.get_element_by_id("raw").text_content()
    assert "alert(1)" in raw_part and "evil.example" in raw_part  # both parts, as text
    assert "karte.png" in tree.get_element_by_id("attachments").text_content()
    assert "image/png" in tree.get_element_by_id("attachments").text_content()
    headers = tree.get_element_by_id("raw-headers").text_content()
    assert "rich-1@mail.example.org" in headers
    assert planted_elements(listing) == [] and planted_elements(detail) == []
    download = client.get(reverse("gm-inbound-eml", args=[running_game.pk, inbound.pk]))
    assert download.status_code == 200 and download.content == raw
    assert download["Content-Type"] == "message/rfc822"
    assert download["Content-Disposition"].startswith("attachment;")


def test_only_the_games_game_masters_see_incoming_mail(
        running_game, austria, gm, players, outsider, client_for, api_for):
    inbound = receive(mail_from(austria, "ORDERS\nA vie - gal"))
    urls = [reverse("gm-inbound", args=[running_game.pk]),
            reverse("gm-inbound-mail", args=[running_game.pk, inbound.pk]),
            reverse("gm-inbound-eml", args=[running_game.pk, inbound.pk])]
    api = f"/api/games/{running_game.pk}/inbound-mails/"
    for url in urls:
        assert client_for(gm).get(url).status_code == 200
        assert client_for(players["austria"]).get(url).status_code == 403  # even its sender
        assert client_for(outsider).get(url).status_code == 404
    assert api_for(players["austria"]).get(api).status_code == 403
    assert api_for(outsider).get(api).status_code == 404
    answer = api_for(gm).get(api)
    assert answer.status_code == 200
    rows = inbound_selectors.inbound_mails(running_game, gm)
    assert [(r["id"], r["seat"], r["status"], r["summary"]) for r in answer.json()] == [
        (r.pk, r.seat_key, r.status, list(r.summary)) for r in rows]
    other = services.game_create(creator=gm, name="Other", seed=2)
    assert client_for(gm).get(reverse("gm-inbound-mail", args=[other.pk, inbound.pk])
                              ).status_code == 404


@pytest.fixture
def pressed(running_game, austria, gm):
    """Austria's mails: orders with private press to France, with grey press to Italy,
    with public press, with press to the game master; the game allows grey press."""
    services.press_rules_update(game=running_game, actor=gm, reason="grey allowed",
                                press_grey=True)
    mails = {}
    for name, block in [("private", f"PRESS TO france\n{PRIVATE}\nENDPRESS"),
                        ("grey", f"GREY PRESS TO italy\n{GREY}\nENDPRESS"),
                        ("public", f"PRESS TO ALL\n{PUBLIC}\nENDPRESS"),
                        ("gm", f"PRESS TO gm\n{TO_GM}\nENDPRESS")]:
        mails[name] = receive(mail_from(austria, f"ORDERS\nA vie - gal\n{block}\n"))
        assert mails[name].status == "processed" and mails[name].messages.count() == 1
    return mails


def _shown(client, game, inbound) -> tuple[str, int]:
    detail = page(client, game, inbound)
    eml = client.get(reverse("gm-inbound-eml", args=[game.pk, inbound.pk])).status_code
    return detail, eml


def test_press_the_game_master_may_not_read_withholds_the_message_not_the_orders(
        running_game, pressed, gm, client_for):
    client = client_for(gm)
    listing = page(client, running_game)
    for name, secret in [("private", PRIVATE), ("grey", GREY)]:
        detail, eml = _shown(client, running_game, pressed[name])
        assert secret not in detail and eml == 404, name
        tree = lxml.html.fromstring(detail)
        assert tree.get_element_by_id("withheld") is not None
        reading = tree.get_element_by_id("reading").text_content()
        assert "A vie - gal" in reading  # the boxes are still shown ...
        assert "France" not in reading and "Italy" not in reading  # ... the press not at all
        assert secret not in listing
    for name, text in [("public", PUBLIC), ("gm", TO_GM)]:
        detail, eml = _shown(client, running_game, pressed[name])
        assert text in detail and eml == 200, name
        assert 'id="withheld"' not in detail


def test_private_press_shows_where_the_game_lets_its_game_masters_read_it_grey_never(
        running_game, pressed, gm, client_for):
    services.press_rules_update(game=running_game, actor=gm, reason="open table",
                                press_gm_reads_private=True)
    client = client_for(gm)
    detail, eml = _shown(client, running_game, pressed["private"])
    assert PRIVATE in detail and eml == 200
    detail, eml = _shown(client, running_game, pressed["grey"])
    assert GREY not in detail and eml == 404
    assert "Italy" not in lxml.html.fromstring(detail).get_element_by_id(
        "reading").text_content()
    rows = {row.pk: row for row in inbound_selectors.inbound_mails(running_game, gm)}
    grey_row = rows[pressed["grey"].pk]
    assert grey_row.withheld and not any("Italy" in part for part in grey_row.summary)


def test_a_game_master_who_holds_the_seat_sees_his_own_grey_press(
        running_game, austria, gm, client_for):
    services.seat_replace(seat=austria, player=gm, actor=gm, reason="GM plays Austria")
    services.press_rules_update(game=running_game, actor=gm, reason="grey allowed",
                                press_grey=True)
    austria.refresh_from_db()
    inbound = receive(mail_from(austria, f"GREY PRESS TO italy\n{GREY}\nENDPRESS"))
    detail, eml = _shown(client_for(gm), running_game, inbound)
    assert GREY in detail and eml == 200


@pytest.mark.parametrize("options", [{"sender": "anna@phone.example"},
                                     {"headers": {"Auto-Submitted": "auto-replied"}}])
def test_a_mail_that_was_not_read_shows_its_envelope_only(
        running_game, austria, gm, client_for, options):
    inbound = receive(mail_from(austria, f"PRESS TO france\n{PRIVATE}\nENDPRESS", **options))
    assert inbound.raw_message() is not None  # kept for the operator ...
    detail, eml = _shown(client_for(gm), running_game, inbound)
    assert PRIVATE not in detail and eml == 404  # ... not shown: it may hold press
    assert "anna@" in detail


def test_a_hostile_message_is_shown_escaped_and_whole(running_game, austria, gm, client_for):
    nested = b"".join(b'Content-Type: multipart/mixed; boundary="b%d"\n\n--b%d\n' % (n, n)
                      for n in range(300))
    raw = (f"From: {austria.player.email}\nTo: {address_for(austria)}\n"
           f"Subject: =?utf-8?q?=00bad?= \xff\nMessage-ID: <hostile-1@x>\n").encode(
               "latin-1") + nested + b"ORDERS\nA vie - gal\x00 <b class='" + MARK.encode() + \
        b"'>x</b>\n"
    inbound = receive(raw)
    detail = page(client_for(gm), running_game, inbound)
    assert planted_elements(detail) == []
    assert "\x00" not in detail
    parsed = email.message_from_bytes(raw, policy=email.policy.compat32)
    assert parsed.is_multipart()  # the page walked a 300-deep tree without failing


def test_the_pages_are_in_the_game_masters_language(running_game, austria, gm, client_for):
    inbound = receive(mail_from(austria, "ORDERS\nA vie - gal"))
    client = client_for(gm)
    client.post(reverse("language-switch"), {"language": "de", "next": "/"})
    listing = page(client, running_game)
    assert "Eingehende Mails" in listing
    detail = page(client, running_game, inbound)
    assert "Wie gelesen" in detail and "Wie gesendet" in detail
