"""Turn report e-mails with the map inline: one PNG per recipient, drawn for that recipient,
as a related part with a Content-ID; nobody's mail holds another player's secrets."""

from __future__ import annotations

import pytest
from django.core import mail

from benchmarks.platform_setup import OPENINGS  # the legal Spring 1901 opening the benchmarks send
from games.emails.map_image import report_board
from games.emails.turn_report import send_turn_report
from games.maps.render import render_svg

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def reports(silly_spring_played):
    mail.outbox.clear()
    sent = send_turn_report(silly_spring_played.pk)
    return silly_spring_played, sent, list(mail.outbox)


def _mail_to(outbox, user):
    return next(m for m in outbox if m.to == [user.email])


def _image_parts(message):
    parsed = message.message()
    return [part for part in parsed.walk() if part.get_content_type() == "image/png"]


def _text_parts(message) -> str:
    parsed = message.message()
    return "\n".join(part.get_payload(decode=True).decode()
                     for part in parsed.walk() if part.get_content_maintype() == "text")


def test_every_report_carries_its_map_as_an_inline_png(reports):
    phase, sent, outbox = reports
    players = [s.player for s in phase.game.seats.all()]
    assert sent == len(outbox) == len(players) + phase.game.game_masters.count()
    for message in outbox:
        images = _image_parts(message)
        assert len(images) == 1, message.to
        assert images[0]["Content-ID"] == "<map>"
        assert images[0].get_payload(decode=True).startswith(PNG_MAGIC)
        assert message.message().get_content_type() == "multipart/related"
        assert message.body  # the plain-text alternative


def test_a_players_mail_holds_no_other_players_secrets(reports):
    phase, _, outbox = reports
    austria = phase.game.seats.get(key="austria")
    england = phase.game.seats.get(key="england")
    austria_notes = phase.report.private_parts.get(seat=austria).private["notes"]
    assert austria_notes  # Austria's herds and its lama order are in its own part
    to_england = _text_parts(_mail_to(outbox, england.player))
    for note in austria_notes:
        assert note not in to_england
    assert "lon – mos" in _text_parts(_mail_to(outbox, england.player))  # own vote is there
    assert "lon – mos" not in _text_parts(_mail_to(outbox, phase.game.seats.get(
        key="italy").player))


def test_each_recipients_map_shows_only_their_own_herds(reports):
    phase, _, _ = reports
    england = phase.game.seats.get(key="england")
    private = phase.report.private_parts.get(seat=england).private
    board = report_board(phase, "england", private)
    assert {h["power"] for h in board["lamas"]} == {"england"}
    svg = render_svg(board, viewer="england")
    assert "England: lama herd cly" in svg and "Austria: lama herd" not in svg
    everything = report_board(phase, "gm", None)
    assert {"austria", "england"} <= {h["power"] for h in everything["lamas"]}


def _html(message) -> str:
    return next(body for body, kind in message.alternatives if kind == "text/html")


def test_the_html_shows_the_map_by_its_content_id(reports):
    _, _, outbox = reports
    for message in outbox:
        assert '<img src="cid:map"' in _html(message)


def test_the_next_zat_is_given_in_each_recipients_time_zone(silly_spring_played):
    import zoneinfo

    from games import services
    from games.deadlines import phase_due_at

    game = silly_spring_played.game
    england = game.seats.get(key="england").player
    italy = game.seats.get(key="italy").player
    services.profile_update(user=england, time_zone="America/New_York")
    services.profile_update(user=italy, time_zone="Asia/Tokyo")
    due = phase_due_at(game.phases.open().get())
    mail.outbox.clear()
    send_turn_report(silly_spring_played.pk)
    for user, zone in ((england, "America/New_York"), (italy, "Asia/Tokyo")):
        local = due.astimezone(zoneinfo.ZoneInfo(zone))
        message = _mail_to(mail.outbox, user)
        for body in (message.body, _html(message)):
            # English DATETIME_FORMAT (gamemaster/formats/en): "Wed 4 Mar 2026, 14:00 EST"
            shown = f"{local:%a} {local.day} {local:%b %Y, %H:%M} {local.tzname()}"
            assert shown in body, (zone, body[:400])
    # The two zones are 13 or 14 hours apart, so a shared (wrong) zone cannot pass both.
    assert due.astimezone(zoneinfo.ZoneInfo("America/New_York")).hour != due.astimezone(
        zoneinfo.ZoneInfo("Asia/Tokyo")).hour


def test_a_german_recipient_reads_the_events_in_german(silly_spring_played):
    from games import services

    game = silly_spring_played.game
    england = game.seats.get(key="england").player
    services.profile_update(user=england, language="de")
    mail.outbox.clear()
    send_turn_report(silly_spring_played.pk)
    text = _text_parts(_mail_to(mail.outbox, england))
    assert "das Wurmloch verbindet in der nächsten Jahreszeit lon und mos" in text
    assert "Ihre Wurmloch-Stimme: lon – mos" in text


@pytest.fixture
def drawn(monkeypatch):
    """Every SVG the mail turned into a PNG, from an empty picture cache."""
    from games.emails import map_image

    monkeypatch.setattr(map_image, "_pictures", map_image.OrderedDict())
    calls: list[str] = []
    real = map_image.mail_png

    def counting(svg, width):
        calls.append(svg)
        return real(svg, width)

    monkeypatch.setattr(map_image, "mail_png", counting)
    return calls


@pytest.fixture
def standard_spring_played(running_game, gm):
    from games import services

    for seat in running_game.seats.all():
        services.orders_submit(seat=seat, user=seat.player, text=OPENINGS[seat.key],
                               notify=False)
    phase = running_game.phases.open().get()
    done = services.phase_process_now(phase=phase, actor=gm, reason="everybody has sent")
    assert done.status == "published"
    return done


def _pngs(outbox, game) -> dict[str, bytes]:
    return {seat.key: _image_parts(_mail_to(outbox, seat.player))[0].get_payload(decode=True)
            for seat in game.seats.all()}


def test_the_seven_players_of_a_standard_game_share_one_picture(standard_spring_played,
                                                                 drawn):
    mail.outbox.clear()
    sent = send_turn_report(standard_spring_played.pk)
    assert sent == len(mail.outbox) == 8  # seven players and the game master
    assert len(drawn) == len(set(drawn)) <= 2  # the players' picture (and the GM's if other)
    pngs = _pngs(mail.outbox, standard_spring_played.game)
    assert len(set(pngs.values())) == 1
    assert 'data-at="nth"' in drawn[0]  # the board after the moves


def test_pictures_showing_a_secret_are_never_shared(silly_spring_played, drawn):
    mail.outbox.clear()
    sent = send_turn_report(silly_spring_played.pk)
    assert sent == len(mail.outbox) > 3
    assert len(drawn) == len(set(drawn))  # each distinct picture drawn once
    game = silly_spring_played.game
    pngs = _pngs(mail.outbox, game)
    # Every Rather Silly player sees their own herds (a secret): a picture each.
    assert len(set(pngs.values())) == len(pngs)
    england_svg = next(svg for svg in drawn if "England: lama herd" in svg
                       and "Austria: lama herd" not in svg)
    assert "France: lama herd" not in england_svg


def test_a_turn_report_mail_with_its_map_stays_under_120_kb(reports):
    _, _, outbox = reports
    for message in outbox:
        size = len(message.message().as_bytes())
        assert size <= 120 * 1024, (message.to, size)
