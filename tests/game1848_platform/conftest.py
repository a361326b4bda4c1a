"""Four-player 1848 games on top of the shared personas of ``tests/conftest.py``.

Anna (s1), Emil (s2), François (s3) and Gerd (s4) play; Gisela (``gm``) is the Spielleiter;
Ida plays in none of these games (she is the "other player" of the leak tests). ``g1848`` is
seated, ``g1848_running`` started (time frozen at START; the practice card set, seed 1848).
:class:`Table1848` plays through the services, as the pages do, running what is queued on
commit (the turn's processing, the mails) the way a worker would.
"""

from __future__ import annotations

from typing import Any

import pytest

from adjudication.game1848.actions import canonical
from adjudication.game1848.play import legal_actions, random_turn
from adjudication.game1848.state import state_from_json
from games import services
from games.models import Phase

SEATS = {"s1": "austria", "s2": "england", "s3": "france", "s4": "germany"}


@pytest.fixture
def four(players) -> dict[str, Any]:
    """Seat key -> user."""
    return {seat: players[power] for seat, power in SEATS.items()}


@pytest.fixture
def g1848(db, gm, four, frozen):
    game = services.game_create(creator=gm, name="1848 am Tisch", ruleset="game1848", seed=1848)
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=four[seat.key], actor=gm)
    return game


@pytest.fixture
def g1848_running(g1848, gm):
    services.game_start(game=g1848, actor=gm)
    g1848.refresh_from_db()
    return g1848


class Table1848:
    def __init__(self, game, gm, users, capture) -> None:
        self.game, self.gm, self.users, self.capture = game, gm, users, capture

    def phase(self) -> Phase:
        return self.game.phases.open().get()

    def state(self) -> dict[str, Any]:
        return self.phase().state

    def on_turn(self) -> list[str]:
        return list(self.phase().state and services_expected(self.game, self.phase()))

    def hand(self, seat: str) -> list[str]:
        return list(self.state()["hands"][seat])

    def act(self, seat: str, text: str, lang: str = "en"):
        with self.capture(execute=True):
            return services.orders_submit(seat=self.game.seats.get(key=seat),
                                          user=self.users[seat], text=text, kind="action",
                                          lang=lang)

    def random_turn(self, seed: int = 0) -> None:
        """Every seat on turn sends a random legal action."""
        state = state_from_json(self.state())
        texts = random_turn(state, seed)
        for seat in services_expected(self.game, self.phase()):
            self.act(seat, texts.get(seat) or canonical(legal_actions(state, seat)[0]))


def services_expected(game, phase) -> list[str]:
    from games.rulesets import get_ruleset

    return list(get_ruleset(game.ruleset).expected_submissions(phase.state))


@pytest.fixture
def table(g1848_running, gm, four, django_capture_on_commit_callbacks) -> Table1848:
    return Table1848(g1848_running, gm, four, django_capture_on_commit_callbacks)
