"""Rather Silly by mail: every seat's boxes under their names (German or English, the rule
set's own labels), the role seats' press, mixed with the web in one game; the same readings
and the same result as a game played on the site alone."""

from __future__ import annotations

import pytest
from django.core import mail

from games import selectors, services
from games.models import Submission
from tests.mail.mailbuild import mail_from

HERDS = {
    "austria": "tyr\nboh\ngal", "england": "yor\ncly\nwal", "france": "pic\nbur\ngas",
    "germany": "ruh\npru\nsil", "italy": "pie\ntus\napu", "russia": "lvn\nukr\nfin",
    "turkey": "arm\nsyr\nalb", "narr": "tyr\nbur\nukr", "superhirn": "nth\nmao\nbla",
    "doktor": "sil\ngal\nboh", "wahrsager": "pru\nlvn\ntus",
}
HEADINGS = ["LAMA HERDS", "Lamaherden:", "lama_placement", "**LAMAHERDEN**"]


def make_game(gm, django_user_model, name: str):
    game = services.game_create(creator=gm, name=name, ruleset="rather_silly", seed=1421)
    for seat in game.seats.all():
        player = django_user_model.objects.create_user(
            f"{name}-{seat.key}", email=f"{name}-{seat.key}@example.org", password="x")
        services.seat_assign(seat=seat, player=player, actor=gm)
    services.game_start(game=game, actor=gm)
    game.refresh_from_db()
    return game


def seat(game, key):
    return game.seats.select_related("player", "game").get(key=key)


def play_winter(game, gm, by_mail: bool) -> dict:
    for number, (key, herds) in enumerate(HERDS.items()):
        if by_mail and number % 2 == 0:
            heading = HEADINGS[number % len(HEADINGS)]
            inbound = services.mail_receive(raw=mail_from(seat(game, key),
                                                          f"{heading}\n{herds}"),
                                            transport="test")
            assert inbound.reading["results"][0]["ok"], inbound.reading
        else:
            services.orders_submit(seat=seat(game, key), user=seat(game, key).player,
                                   text=herds, kind="lama_placement")
    superhirn = seat(game, "superhirn")
    question, answer = "Wie hoch ist die Zugspitze?", "2962 Meter"
    if by_mail:
        services.mail_receive(raw=mail_from(superhirn, f"Frage des Superhirns: {question}\n"
                                                       f"ANTWORT DES SUPERHIRNS\n{answer}"),
                              transport="test")
    else:
        for kind, text in (("superhirn_question", question), ("superhirn_answer", answer)):
            services.orders_submit(seat=superhirn, user=superhirn.player, text=text,
                                   kind=kind)
    phase = game.phases.open().get()
    done = services.phase_process_now(phase=phase, actor=gm, reason="all in")
    return done.result


@pytest.mark.django_db
def test_a_game_played_half_by_mail_ends_like_one_played_on_the_site(gm, django_user_model,
                                                                     frozen):
    by_mail = play_winter(make_game(gm, django_user_model, "mail"), gm, by_mail=True)
    on_site = play_winter(make_game(gm, django_user_model, "site"), gm, by_mail=False)
    assert by_mail == on_site
    assert Submission.objects.filter(seat__game__name="mail", inbound_mails__isnull=False
                                     ).count() == 8  # six herds, the Superhirn's two boxes


@pytest.mark.django_db
def test_every_role_seat_writes_press_by_mail(gm, django_user_model, frozen):
    game = make_game(gm, django_user_model, "press")
    mail.outbox.clear()
    for key in ("narr", "superhirn", "doktor", "wahrsager"):
        inbound = services.mail_receive(raw=mail_from(
            seat(game, key), f"PRESS TO Doktor, Wahrsager, Narr\nvon {key}\nENDPRESS"),
            transport="test")
        assert "error" not in inbound.reading["results"][0], inbound.reading
    doktor = seat(game, "doktor").player
    bodies = sorted(item.body for item in selectors.press_items(game, doktor))
    assert bodies == ["von doktor", "von narr", "von superhirn", "von wahrsager"]


@pytest.mark.django_db
def test_a_box_the_seat_may_not_send_is_refused_with_the_reason(gm, django_user_model,
                                                                 frozen):
    game = make_game(gm, django_user_model, "refuse")
    inbound = services.mail_receive(raw=mail_from(seat(game, "austria"),
                                                  "Frage des Superhirns\nWarum?"),
                                    transport="test")
    assert "cannot send" in inbound.reading["results"][0]["error"]
