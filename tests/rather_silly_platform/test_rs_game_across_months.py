"""A Rather Silly game across months: the Doktor's player is away and a sitter plays for him,
the Wahrsager misses a season (civil disorder, the seat offered in the lobby), a newcomer
replaces him, a month's pause, and all eleven agree on a draw (§18), the Narr and the Doktor
included; at every step everybody is told by mail, in German or English as each chose."""

import datetime as dt

from rs_orders import SPRING

from games import services
from games.models.profiles import NOTICES
from games.rulesets import get_ruleset
from games.services import absences, draws, lobby
from tests.platform.life_story import Mailbox

GERMAN = {"austria", "germany", "italy", "narr", "doktor"}


def send_season(table, orders, missing=(), user_for=None):
    """Every expected box of every seat but ``missing`` (the Spring orders where known)."""
    phase = table.phase()
    expected = get_ruleset("rather_silly").expected_submissions(phase.state)
    for seat_key, kinds in expected.items():
        if seat_key in missing:
            continue
        seat = table.game.seats.get(key=seat_key)
        user = (user_for or {}).get(seat_key) or seat.player
        for kind in kinds:
            text = orders.get(seat_key, {}).get(kind, "")
            services.orders_submit(seat=seat, user=user, text=text, kind=kind)


def test_a_rather_silly_game_runs_for_months_and_tells_everybody(
        rs_spring, gm, eleven, outsider, frozen, django_user_model,
        django_capture_on_commit_callbacks):
    table, game, box = rs_spring, rs_spring.game, Mailbox()
    languages = {}
    for seat_key, user in eleven.items():
        language = "de" if seat_key in GERMAN else "en"
        services.profile_update(user=user, language=language, notices=list(NOTICES))
        languages[user.pk] = language
    services.profile_update(user=gm, notices=list(NOTICES))
    game.nmr_policy, game.civil_disorder_after, game.absence_policy = "replace", 1, "sitter"
    game.save()
    everybody = list(eleven.values())

    box.step()  # the Doktor's player goes away and names Otto as sitter; the GM accepts
    doktor = game.seats.get(key="doktor")
    zat = table.phase().zat
    absence, = absences.absence_create(player=eleven["doktor"], seats=[doktor],
                                       starts_on=zat.date() - dt.timedelta(days=1),
                                       ends_on=zat.date() + dt.timedelta(days=3),
                                       sitter=outsider)
    assert any("sit" in s for s in box.subjects(outsider))
    absences.absence_sitter_decide(absence=absence, actor=gm, accept=True, reason="known")
    assert any("Vertretung" in s for s in box.subjects(eleven["doktor"]))
    frozen.move_to(zat - dt.timedelta(hours=12), tick=False)

    box.step()  # Spring 1901: Otto sends the Doktor's orders, the Wahrsager sends nothing
    with django_capture_on_commit_callbacks(execute=True):
        send_season(table, SPRING, missing={"wahrsager"}, user_for={"doktor": outsider})
        frozen.move_to(zat + dt.timedelta(minutes=1), tick=False)
        services.zat_sweep()
    done = game.phases.get(label="S1901")
    assert done.status == "awaiting_review"
    with django_capture_on_commit_callbacks(execute=True):
        table.publish(done)
    assert doktor.submissions.filter(submitted_by=outsider).exists()
    box.told(everybody, "Anarchie", "civil disorder", languages)
    box.told(everybody, "S1901", "S1901", languages)  # the turn report
    wahrsager = game.seats.get(key="wahrsager")
    assert (wahrsager.status, wahrsager.seeking_player) == ("civil_disorder", True)
    assert any("offered" in s for s in box.subjects(eleven["wahrsager"]))

    box.step()  # a newcomer takes the Wahrsager over
    vera = django_user_model.objects.create_user("vera", email="vera@example.org")
    services.profile_update(user=vera, language="en", notices=list(NOTICES))
    languages[vera.pk] = "en"
    request = lobby.join_request_create(game=game, user=vera, seat=wahrsager)
    lobby.join_request_decide(request=request, actor=gm, accept=True, reason="welcome")
    box.told([*everybody, vera], "hat einen neuen Spieler", "has a new player", languages)
    eleven = {**eleven, "wahrsager": vera}
    everybody = list(eleven.values())

    box.step()  # a month's pause
    services.game_pause(game=game, actor=gm, reason="holidays")
    frozen.shift(dt.timedelta(days=33))
    services.game_resume(game=game, actor=gm, reason="back")
    box.told(everybody, "Das Spiel läuft wieder", "The game is running again", languages)

    box.step()  # all eleven agree on a draw; the game master confirms
    proposal = draws.draw_propose(game=game, user=eleven["narr"])
    assert set(proposal.voters) == set(eleven)  # the Narr, Superhirn, Doktor, Wahrsager too
    box.told(everybody, "Vorschlag, das Spiel zu beenden", "Proposal to end the game",
             languages)
    for seat_key, user in eleven.items():
        if seat_key != "narr":
            draws.draw_vote(proposal=proposal, user=user, accept=True)
    box.step()
    draws.draw_confirm(proposal=proposal, actor=gm, reason="§18: agreed")
    box.told([*everybody, gm], "Das Spiel ist zu Ende", "The game is over", languages)
    game.refresh_from_db()
    proposal.refresh_from_db()
    assert game.status == "finished" and proposal.status == "confirmed"
    assert {"narr", "doktor"} <= set(proposal.seats)
