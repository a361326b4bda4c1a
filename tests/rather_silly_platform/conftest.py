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
from rs_table import RULESET_PATH, Table, seated_game, the_roles

from games import services


@pytest.fixture(autouse=True)
def rather_silly_registered(settings):
    """The rule set is registered in settings; until that line lands, tests add it."""
    if "rather_silly" not in settings.GAMEMASTER_RULESETS:
        settings.GAMEMASTER_RULESETS = {**settings.GAMEMASTER_RULESETS,
                                        "rather_silly": RULESET_PATH}


@pytest.fixture
def eleven(players, django_user_model) -> dict[str, Any]:
    """Seat key -> user for all eleven seats."""
    return {**players, **the_roles(django_user_model)}


@pytest.fixture
def rs_game(db, gm, eleven, frozen):
    return seated_game(gm, eleven)


@pytest.fixture
def rs_running(rs_game, gm):
    services.game_start(game=rs_game, actor=gm)
    rs_game.refresh_from_db()
    return rs_game


@pytest.fixture
def table(rs_running, gm, eleven, django_capture_on_commit_callbacks) -> Table:
    return Table(rs_running, gm, eleven)


@pytest.fixture
def rs_spring(table, django_capture_on_commit_callbacks) -> Table:
    with django_capture_on_commit_callbacks(execute=True):
        table.play_setup()
    mail.outbox.clear()
    return table
