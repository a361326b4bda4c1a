"""Four-player Europa 1815 (2vs2) games on the shared personas of ``tests/conftest.py``.

On the example map Frankreich (François) and Österreich (Anna) are team A, Großbritannien
(Emil) and Preußen (Gerd) team B, seated fra gbr aut pru; Gisela (``gm``) is the
Spielleiter; Ida plays in none of these games. ``e1815`` is the seated draft (created through
the Spielleiter's pages' service, without the start phase), ``e1815_running`` started.
:class:`Table1815` plays through the pages with the Django test client, running what is queued
on commit (the turn's processing, the mails) the way a worker would.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from games import services
from games.models import Phase
from games.rulesets.europa1815 import services as europa1815_services

SEATS = {"fra": "france", "gbr": "england", "aut": "austria", "pru": "germany"}


@pytest.fixture
def four(players) -> dict[str, Any]:
    return {seat: players[power] for seat, power in SEATS.items()}


@pytest.fixture
def e1815(db, gm, four, frozen):
    game = services.game_create(creator=gm, name="Europa 1815 am Tisch", ruleset="europa1815",
                                seed=1815)
    europa1815_services.europa_setup(game=game, actor=gm, reason="example map, no start phase",
                          example=True, start_phase=False)
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=four[seat.key], actor=gm)
    return game


@pytest.fixture
def e1815_running(e1815, gm):
    services.game_start(game=e1815, actor=gm)
    e1815.refresh_from_db()
    return e1815


class Table1815:
    def __init__(self, game, gm, users, client_for, capture) -> None:
        self.game, self.gm, self.users, self.capture = game, gm, users, capture
        self.clients = {seat: client_for(user) for seat, user in users.items()}
        self.gm_client = client_for(gm)

    def phase(self) -> Phase:
        return self.game.phases.live().order_by("-index").first()

    def position(self) -> dict[str, Any]:
        phase = self.phase()
        if phase.status == Phase.Status.AWAITING_REVIEW:
            return phase.result["state"]["position"]
        return phase.state["position"]

    def send(self, seat: str, text: str, lang: str = "de", status: int = 302):
        with self.capture(execute=True):
            answer = self.clients[seat].post(
                reverse("orders-submit", args=[self.game.pk]),
                {"kind": "turn", "orders": text}, HTTP_ACCEPT_LANGUAGE=lang)
        assert answer.status_code == status, answer.content.decode()[:3000]
        return answer

    def gm_post(self, op: str, patch: str = "", reason: str = "ruling", team: str = "",
                action: str = "apply", status: int = 302, publish: bool = True):
        data = {"op": op, "patch": patch, "reason": reason, "team": team, "action": action}
        if publish:
            data["publish"] = "on"
        with self.capture(execute=True):
            answer = self.gm_client.post(reverse("gm-europa-position", args=[self.game.pk]),
                                         data)
        assert answer.status_code == status, answer.content.decode()[:3000]
        return answer

    def page(self, seat: str | None) -> str:
        client = self.clients[seat] if seat else self.gm_client
        return client.get(reverse("game-detail", args=[self.game.pk])).content.decode()


@pytest.fixture
def table(e1815_running, gm, four, client_for, django_capture_on_commit_callbacks):
    return Table1815(e1815_running, gm, four, client_for, django_capture_on_commit_callbacks)
