"""Every page of a Europa 1815 game answers (no 5xx) for the Spielleiter and a player, both
while a turn is open and while an attack waits for the Spielleiter's ruling; the map page
serves the picture drawn for the viewer."""

from __future__ import annotations

import pytest
from django.urls import reverse

PAGES = ["game-detail", "phase-list", "press", "game-record", "game-map", "orders-history"]
GM_PAGES = ["gm-game", "gm-audit", "gm-console", "gm-schedule", "gm-process", "gm-publish",
            "gm-overrule", "gm-rollback", "gm-europa-setup", "gm-europa-position"]


@pytest.mark.parametrize("waiting", [False, True])
def test_every_page_answers_for_the_gm_and_a_player(table, waiting):
    if waiting:
        table.send("fra", "1: Angriff auf Belgien: 2 Inf 1 Kav aus Calais\n2: Passen")
    game = table.game.pk
    for name in PAGES + GM_PAGES:
        answer = table.gm_client.get(reverse(name, args=[game]))
        assert answer.status_code < 400, (name, answer.status_code)
    for name in PAGES:
        answer = table.clients["gbr"].get(reverse(name, args=[game]))
        assert answer.status_code < 400, (name, answer.status_code)
    for phase in table.game.phases.all():
        for client in (table.gm_client, table.clients["gbr"]):
            answer = client.get(reverse("phase-detail", args=[game, phase.pk]))
            assert answer.status_code == 200


def test_the_map_is_drawn_for_the_viewer(table):
    own = table.clients["fra"].get(reverse("game-map", args=[table.game.pk])).content.decode()
    other = table.clients["gbr"].get(reverse("game-map", args=[table.game.pk])).content.decode()
    assert 'data-land="par"' in own and "#par{" in own
    assert own != other  # the viewer's own lands are outlined, the ally's dashed
    assert "stroke-width:5" in own.split("#par{")[1].split("}")[0]
    assert "stroke-dasharray" in own.split("#wie{")[1].split("}")[0]  # the ally's capital
