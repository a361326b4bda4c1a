"""Anonymous games: no player learns another player's name before the end, on any page, in
any API answer, in the game record or in any mail; game masters see every name, and
everybody sees them once the game is over."""

import datetime as dt
import re

import pytest
from django.core import mail

from games import services
from games.services import draws
from tests.conftest import PLAYER_NAMES

OTHERS = {name for power, name in PLAYER_NAMES.items() if power != "england"}


def leaked(text: str) -> set[str]:
    return {name for name in OTHERS if re.search(rf"\b{name}\b", text)}


@pytest.fixture
def masked_game(db, gm, players, frozen, django_capture_on_commit_callbacks):
    game = services.game_create(creator=gm, name="Masks 1901", seed=5, schedule={
        "anonymous": True, "review_before_publish": False,
        "phase_hours": {"M": 48, "R": 24, "A": 24}})
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    for user in players.values():
        services.profile_update(user=user, notices=["game_started", "zat_moved",
                                                    "seat_replaced", "game_over"])
    with django_capture_on_commit_callbacks(execute=True):
        services.game_start(game=game, actor=gm)
        for power, user in players.items():
            services.orders_submit(seat=game.seats.get(key=power), user=user, text="")
        phase = game.phases.get()
        frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
        services.phase_process(phase_id=phase.pk)
    return game


def pages(game) -> list[str]:
    phase = game.phases.order_by("index").first()
    return [f"/games/{game.pk}/", f"/games/{game.pk}/phases/",
            f"/games/{game.pk}/phases/{phase.pk}/", f"/games/{game.pk}/record.json",
            f"/games/{game.pk}/orders/history/", "/", "/lobby/",
            f"/games/{game.pk}/boxes/orders/"]


def api(game) -> list[str]:
    phase = game.phases.order_by("index").first()
    return ["/api/games/", f"/api/games/{game.pk}/", f"/api/games/{game.pk}/position/",
            f"/api/games/{game.pk}/phases/", f"/api/games/{game.pk}/phases/{phase.pk}/",
            f"/api/games/{game.pk}/record/", f"/api/games/{game.pk}/submissions/"]


def test_no_page_api_answer_or_mail_names_another_player(masked_game, players, gm,
                                                         client_for, api_for):
    emil = players["england"]
    client, token = client_for(emil), api_for(emil)
    for path in pages(masked_game):
        response = client.get(path)
        assert response.status_code == 200, path
        assert leaked(response.content.decode()) == set(), path
    for path in api(masked_game):
        response = token.get(path)
        assert response.status_code == 200, path
        assert leaked(response.content.decode()) == set(), path
    assert "emil" in client.get(f"/games/{masked_game.pk}/").content.decode()  # my own name
    # the draw proposal and its outcome, the replacement: mails name nobody
    draws.draw_propose(game=masked_game, user=players["austria"])
    draws.draw_vote(proposal=masked_game.draws.get(), user=players["turkey"], accept=False)
    services.seat_replace(seat=masked_game.seats.get(key="italy"),
                          player=players["italy"].__class__.objects.create_user(
                              "ivo", email="ivo@example.org"),
                          actor=gm, reason="Ida left")
    to_emil = [m for m in mail.outbox if "emil@example.org" in m.to]
    assert len(to_emil) >= 4  # start, turn report, draw proposal and outcome, replacement
    for message in to_emil:
        text = message.body + "".join(str(a[0]) for a in message.alternatives)
        assert leaked(text) == set() and "ivo" not in text, message.subject


def test_the_game_master_sees_every_name(masked_game, gm, client_for):
    page = client_for(gm).get(f"/games/{masked_game.pk}/").content.decode()
    assert leaked(page) == OTHERS


def test_names_are_shown_once_the_game_is_over(masked_game, players, client_for):
    masked_game.status = "finished"
    masked_game.save()
    page = client_for(players["england"]).get(f"/games/{masked_game.pk}/").content.decode()
    assert leaked(page) == OTHERS


def test_anonymity_cannot_be_switched_once_the_game_runs(masked_game, gm):
    from games.errors import Conflict

    with pytest.raises(Conflict):
        services.game_schedule_update(game=masked_game, actor=gm, reason="reveal",
                                      anonymous=False)
