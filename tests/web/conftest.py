"""Web-test helpers on top of the shared personas in tests/conftest.py: logged-in clients, API
clients with a token, and a started Rather Silly game (``silly_game``) with a player per seat."""

from __future__ import annotations

import pytest

from games import services


@pytest.fixture
def phase(running_game):
    return running_game.phases.get()


@pytest.fixture
def silly_game(db, gm, django_user_model, frozen):
    game = services.game_create(creator=gm, name="Silly", ruleset="rather_silly", seed=42)
    for seat in game.seats.all():
        player = django_user_model.objects.create_user(
            f"p-{seat.key}", email=f"p-{seat.key}@example.org", password="x")
        services.seat_assign(seat=seat, player=player, actor=gm)
    services.game_start(game=game, actor=gm)
    return game


# Winter 1900 herds: Austria's and England's never share a province, so a search of one
# player's map for the other's herds cannot match by accident.
SILLY_HERDS = {
    "austria": "tyr\nboh\ngal", "england": "yor\ncly\nwal", "france": "pic\nbur\ngas",
    "germany": "ruh\npru\nsil", "italy": "pie\ntus\napu", "russia": "lvn\nukr\nfin",
    "turkey": "arm\nsyr\nalb", "narr": "tyr\nbur\nukr", "superhirn": "nth\nmao\nbla",
    "doktor": "sil\ngal\nboh", "wahrsager": "pru\nlvn\ntus",
}


def silly_send(game, seat_key: str, kind: str, text: str):
    seat = game.seats.get(key=seat_key)
    return services.orders_submit(seat=seat, user=seat.player, text=text, kind=kind)


def silly_finish(game, gm):
    """Adjudicate the open phase now and publish it; returns the adjudicated phase."""
    game.refresh_from_db()
    phase = game.phases.open().get()
    done = services.phase_process_now(phase=phase, actor=gm, reason="everybody has sent")
    done.refresh_from_db()
    if done.status == "awaiting_review":
        services.phase_publish(phase=done, actor=gm, reason="reviewed")
    done.refresh_from_db()
    return done


@pytest.fixture
def silly_spring(silly_game, gm, django_capture_on_commit_callbacks):
    """Winter 1900 played and published (everybody's herds placed); Spring 1901 open."""
    with django_capture_on_commit_callbacks(execute=True):
        for seat, herds in SILLY_HERDS.items():
            silly_send(silly_game, seat, "lama_placement", herds)
        silly_send(silly_game, "superhirn", "superhirn_question", "Wie hoch ist die Zugspitze?")
        silly_send(silly_game, "superhirn", "superhirn_answer", "2962 Meter")
        silly_finish(silly_game, gm)
    return silly_game


@pytest.fixture
def silly_spring_played(silly_spring, gm, django_capture_on_commit_callbacks):
    """Spring 1901 played: Austria moves and blows up its Tyrolia herd, England votes for a
    wormhole; Fall 1901 open. Returns the Spring 1901 phase."""
    with django_capture_on_commit_callbacks(execute=True):
        silly_send(silly_spring, "austria", "orders", "A vie - gal\nA bud - ser\nF tri H")
        silly_send(silly_spring, "austria", "lama_explosion", "tyr")
        silly_send(silly_spring, "england", "orders", "F lon - nth\nF edi - nwg\nA lvp - yor")
        silly_send(silly_spring, "england", "wormhole_vote", "lon - mos")
        silly_send(silly_spring, "france", "wormhole_vote", "lon - mos")
        silly_send(silly_spring, "superhirn", "superhirn_question", "Wer malte die Mona Lisa?")
        silly_send(silly_spring, "superhirn", "superhirn_answer", "Leonardo")
        silly_send(silly_spring, "wahrsager", "wahrsager_prediction", "gal")
        return silly_finish(silly_spring, gm)
