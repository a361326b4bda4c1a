"""Eleven-player Rather Silly games on top of the shared personas of ``tests/conftest.py``.

Personas: the seven powers' players from ``players`` plus Nele (Narr), Sigrid (Superhirn),
Dora (Doktor) and Walter (Wahrsager); Gisela (``gm``) masters the game; Otto (``outsider``)
plays in none. ``rs_game`` is seated, ``rs_running`` started in Winter 1900 (time frozen),
``rs_spring`` has Winter 1900 played (everybody's lama herds placed) and Spring 1901 open.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.core import mail
from rs_orders import ANSWER, HERDS, QUESTION

from games import services
from games.models import Phase

PASSWORD = "correct-horse-battery"
ROLE_NAMES = {"narr": "nele", "superhirn": "sigrid", "doktor": "dora", "wahrsager": "walter"}
RULESET_PATH = "games.rulesets.rather_silly.RatherSillyRuleSet"


@pytest.fixture(autouse=True)
def rather_silly_registered(settings):
    """The rule set is registered in settings; until that line lands, tests add it."""
    if "rather_silly" not in settings.GAMEMASTER_RULESETS:
        settings.GAMEMASTER_RULESETS = {**settings.GAMEMASTER_RULESETS,
                                        "rather_silly": RULESET_PATH}


@pytest.fixture
def eleven(players, django_user_model) -> dict[str, Any]:
    """Seat key -> user for all eleven seats."""
    made = {
        role: django_user_model.objects.create_user(
            username=name, email=f"{name}@example.org", password=PASSWORD)
        for role, name in ROLE_NAMES.items()
    }
    return {**players, **made}


@pytest.fixture
def rs_game(db, gm, eleven, frozen):
    game = services.game_create(
        creator=gm, name="Rather Silly 1900", ruleset="rather_silly", seed=1421,
        schedule={"zat_time": "20:00", "zat_time_zone": "Europe/Berlin",
                  "review_before_publish": True},
    )
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=eleven[seat.key], actor=gm)
    return game


@pytest.fixture
def rs_running(rs_game, gm):
    services.game_start(game=rs_game, actor=gm)
    rs_game.refresh_from_db()
    return rs_game


class Table:
    """Helpers that play the game through the services, as the web pages would."""

    def __init__(self, game, gm, users) -> None:
        self.game, self.gm, self.users = game, gm, users

    def phase(self) -> Phase:
        return self.game.phases.open().get()

    def send(self, seat_key: str, kind: str, text: str, lang: str = "en"):
        seat = self.game.seats.get(key=seat_key)
        return services.orders_submit(seat=seat, user=self.users[seat_key], text=text,
                                      kind=kind, lang=lang)

    def process(self) -> Phase:
        return services.phase_process_now(phase=self.phase(), actor=self.gm,
                                          reason="everybody has sent")

    def publish(self, phase: Phase) -> Phase | None:
        return services.phase_publish(phase=phase, actor=self.gm)

    def play_setup(self) -> Phase:
        for seat, herds in HERDS.items():
            self.send(seat, "lama_placement", herds)
        self.send("superhirn", "superhirn_question", QUESTION)
        self.send("superhirn", "superhirn_answer", ANSWER)
        done = self.process()
        self.publish(done)
        return done


@pytest.fixture
def table(rs_running, gm, eleven, django_capture_on_commit_callbacks) -> Table:
    return Table(rs_running, gm, eleven)


@pytest.fixture
def rs_spring(table, django_capture_on_commit_callbacks) -> Table:
    with django_capture_on_commit_callbacks(execute=True):
        table.play_setup()
    mail.outbox.clear()
    return table
