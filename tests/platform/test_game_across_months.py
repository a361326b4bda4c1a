"""A standard Diplomacy game across months: seats, the start, an absence that moves a ZAT, a
missed phase (civil disorder, the seat offered in the lobby), a replacement, a month's pause,
more phases and a draw; at every step everybody is told by mail, in German or English as
each chose. Time is moved, never slept."""

import datetime as dt

import pytest

from games import services
from games.models.profiles import NOTICES
from games.services import absences, draws, lobby
from tests.platform.life_story import Mailbox

GERMAN = {"austria", "germany", "italy", "russia"}


def play_phase(game, frozen, players, capture, missing=()):
    """Everybody expected sends (empty orders hold), the clock passes the ZAT, beat sweeps."""
    phase = game.phases.open().get()
    for seat in game.seats.exclude(key__in=missing).select_related("player"):
        if seat.player is not None:
            services.orders_submit(seat=seat, user=seat.player, text="")
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    with capture(execute=True):
        services.zat_sweep()
    phase.refresh_from_db()
    assert phase.status == "published"
    return phase


@pytest.fixture
def story(db, gm, players, frozen):
    languages = {}
    for power, user in players.items():
        language = "de" if power in GERMAN else "en"
        services.profile_update(user=user, language=language, notices=list(NOTICES))
        languages[user.pk] = language
    services.profile_update(user=gm, notices=list(NOTICES))
    game = services.game_create(creator=gm, name="Months 1901", seed=11, schedule={
        "review_before_publish": False, "nmr_policy": "replace", "civil_disorder_after": 1,
        "absence_policy": "move_zat", "max_extension_hours": 96,
        "phase_hours": {"M": 96, "R": 24, "A": 24}})
    return game, languages


def test_a_standard_game_runs_for_months_and_tells_everybody(
        story, gm, players, frozen, django_user_model, django_capture_on_commit_callbacks):
    game, languages = story
    box = Mailbox()
    everybody = list(players.values())

    box.step()
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    box.told(everybody, "Sie spielen", "You play", languages)

    box.step()
    services.game_start(game=game, actor=gm)
    box.told(everybody, "Das Spiel hat begonnen", "The game has started", languages)
    first_zat = game.phases.get().zat

    box.step()  # France is away over the first ZAT: it moves, within the cap
    absences.absence_create(player=players["france"], seats=[game.seats.get(key="france")],
                            starts_on=first_zat.date() - dt.timedelta(days=1),
                            ends_on=first_zat.date() + dt.timedelta(days=1))
    assert game.phases.get().zat > first_zat
    box.told(everybody, "der ZAT wurde verschoben", "the ZAT has moved", languages)
    assert "France" in box.bodies(players["england"])

    box.step()  # Turkey misses the phase: civil disorder, the seat goes to the lobby
    play_phase(game, frozen, players, django_capture_on_commit_callbacks, missing={"turkey"})
    box.told(everybody, "Anarchie", "civil disorder", languages)
    assert any("offered" in s for s in box.subjects(players["turkey"]))
    assert any("orders from Turkey missing" in s for s in box.subjects(gm))
    assert game.seats.get(key="turkey").seeking_player

    box.step()  # a newcomer from the lobby takes Turkey over
    nadia = django_user_model.objects.create_user("nadia", email="nadia@example.org")
    services.profile_update(user=nadia, language="de", notices=list(NOTICES))
    languages[nadia.pk] = "de"
    request = lobby.join_request_create(game=game, user=nadia,
                                        seat=game.seats.get(key="turkey"))
    lobby.join_request_decide(request=request, actor=gm, accept=True, reason="welcome")
    box.told(everybody, "hat einen neuen Spieler", "has a new player", languages)
    box.told([nadia], "hat einen neuen Spieler", "", languages)
    players = {**players, "turkey": nadia}
    everybody = list(players.values())

    box.step()  # a month's break
    services.game_pause(game=game, actor=gm, reason="summer break")
    box.told(everybody, "Das Spiel ruht", "The game is paused", languages)
    frozen.shift(dt.timedelta(days=31))
    box.step()
    services.game_resume(game=game, actor=gm, reason="back")
    box.told(everybody, "Das Spiel läuft wieder", "The game is running again", languages)

    for _ in range(3):  # Fall 1901, the adjustments if any, Spring 1902
        box.step()
        phase = play_phase(game, frozen, players, django_capture_on_commit_callbacks)
        box.told(everybody, phase.label, phase.label, languages)  # the turn report

    box.step()  # the survivors agree on a draw, the game master confirms
    proposal = draws.draw_propose(game=game, user=players["austria"])
    box.told(everybody, "Vorschlag, das Spiel zu beenden", "Proposal to end the game",
             languages)
    for power, user in players.items():
        if power != "austria":
            draws.draw_vote(proposal=proposal, user=user, accept=True)
    box.step()
    draws.draw_confirm(proposal=proposal, actor=gm, reason="all agreed")
    box.told([*everybody, gm], "Das Spiel ist zu Ende", "The game is over", languages)
    assert "Unentschieden" in box.bodies(players["austria"])
    assert "draw shared by" in box.bodies(players["england"])
    game.refresh_from_db()
    assert game.status == "finished"
    assert frozen_days(frozen) >= 45


def frozen_days(frozen) -> int:
    from django.utils import timezone

    from tests.conftest import START

    return (timezone.now() - START).days
