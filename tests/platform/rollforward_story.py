"""A game rolled back after two published phases: shared by the roll-forward's service, page
and browser tests."""

from __future__ import annotations

from games import services
from games.models import Game, Phase

SPRING = {"france": "A par - bur\nA mar - spa\nF bre - mao",
          "germany": "A mun - bur\nA ber - kie\nF kie - den"}
FALL = {"france": "A spa - por\nF mao H\nA par - bur",
        "germany": "A kie - hol\nF den H\nA mun - bur"}


def play(game, orders, gm):
    """Send the orders, process the open phase now; the published phase."""
    phase = game.phases.get(status=Phase.Status.OPEN)
    for key, text in orders.items():
        seat = game.seats.get(key=key)
        services.orders_submit(seat=seat, user=seat.player, text=text)
    services.phase_process_now(phase=phase, actor=gm, reason="played")
    phase.refresh_from_db()
    return phase


def roll_back_after_two_phases(game: Game, gm) -> tuple[Game, Phase, Phase]:
    """Spring and Fall 1901 played and published, then rolled back to Spring 1901: the game
    and the two superseded phases."""
    spring = play(game, SPRING, gm)
    fall = play(game, FALL, gm)
    assert spring.status == fall.status == Phase.Status.PUBLISHED
    services.phase_rollback(game=game, to_phase=spring, actor=gm, reason="misread")
    game.refresh_from_db()
    spring.refresh_from_db()
    fall.refresh_from_db()
    return game, spring, fall
