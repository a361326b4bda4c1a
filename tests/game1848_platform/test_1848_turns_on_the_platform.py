"""1848 on the platform: one phase per turn, processed as soon as the seat on turn has acted,
every turn reported by mail with each player's hand only in their own mail."""

from __future__ import annotations

import datetime as dt

import pytest
from django.core import mail

from games import services
from games.errors import Conflict, InvalidInput
from games.models import Phase


def test_a_new_game_takes_the_turn_schedule_and_four_seats(g1848):
    assert g1848.phase_hours == {"play": 48, "refill": 48}
    assert g1848.review_before_publish is False
    assert [s.key for s in g1848.seats.order_by("key")] == ["s1", "s2", "s3", "s4"]


def test_the_first_turn_is_dealt_from_the_seed_with_a_48_hour_deadline(g1848_running, start):
    phase = g1848_running.phases.get()
    assert (phase.label, phase.phase_type) == ("T1", "play")
    assert all(len(hand) == 4 for hand in phase.state["hands"].values())
    assert phase.zat - start >= dt.timedelta(hours=48)


def test_the_turn_is_processed_as_soon_as_the_seat_on_turn_acts(table):
    (seat,) = table.on_turn()
    card = table.hand(seat)[0]
    mail.outbox.clear()
    table.act(seat, card)
    first = table.game.phases.get(index=0)
    assert first.status == Phase.Status.PUBLISHED
    assert table.phase().label == "T2"
    assert card in [p["card"] for p in table.state()["table"]]
    reports = [m for m in mail.outbox if "Results of T1" in m.subject]
    assert len(reports) == 5  # four players and the Spielleiter


def test_each_players_mail_holds_only_their_own_hand(table):
    (seat,) = table.on_turn()
    table.act(seat, "pass")
    hands = table.state()["hands"]
    reports = {m.to[0]: m for m in mail.outbox if "Results of T1" in m.subject}
    for key, user in table.users.items():
        body = reports[user.email].body
        for other, cards in hands.items():
            for card in cards:
                if other == key:
                    assert card in body
                elif not _public(table, card):
                    assert card not in body, f"{card} of {other} in {key}'s mail"


def _public(table, card) -> bool:
    return any(card == p["card"] for p in table.state()["table"]) or card in table.state()["out"]


def test_a_seat_not_on_turn_is_refused_with_a_reason(table):
    (seat,) = table.on_turn()
    other = next(s for s in table.users if s != seat)
    with pytest.raises(Conflict) as refused:
        table.act(other, "pass")
    on_turn = f"Spieler {seat[1:]} ({table.users[seat].username})"
    assert f"It is not your turn: nothing was sent. On turn: {on_turn}." in str(refused.value)
    assert not table.phase().submissions.exists()  # nothing stored ...
    assert table.phase().label == "T1"  # ... nor processed


def test_a_missed_deadline_counts_as_a_pass(table, frozen):
    (seat,) = table.on_turn()
    phase = table.phase()
    frozen.move_to(phase.zat + dt.timedelta(minutes=1))
    with table.capture(execute=True):
        services.zat_sweep()
    after = table.game.phases.get(pk=phase.pk)
    assert after.status == Phase.Status.PUBLISHED
    assert any(e["code"] == "nmr_pass" for e in after.result["events"])
    assert table.game.seats.get(key=seat).missed_phases == 1


def test_the_known_card_set_cannot_start(g1848, gm):
    g1848.settings = {**g1848.settings, "cards": services_known()}
    g1848.save()
    with pytest.raises(Conflict) as error:
        services.game_start(game=g1848, actor=gm)
    assert "PE02" in str(error.value) and "unknown" in str(error.value)


def services_known():
    from adjudication.game1848 import shipped_card_set_json

    return shipped_card_set_json("known")


def test_a_card_the_spielleiter_decides_holds_the_turn_for_a_ruling(table):
    # Put the practice set's "gm" card (Z27) into the hand of the player on turn.
    phase = table.phase()
    (seat,) = table.on_turn()
    state = phase.state
    hand = state["hands"][seat]
    for cards in [*state["hands"].values(), *state["decks"].values()]:
        if "Z27" in cards:
            cards[cards.index("Z27")] = hand[0]
    hand[0] = "Z27"
    phase.state = state
    phase.save()
    table.act(seat, "Z27")
    while not table.game.phases.filter(status=Phase.Status.AWAITING_REVIEW).exists():
        (now,) = table.on_turn()
        table.act(now, "pass")
    review = table.game.phases.get(status=Phase.Status.AWAITING_REVIEW)
    (flag,) = review.result["review_flags"]
    assert flag["card"] == "Z27" and flag["code"] == "gm_decides"
    with pytest.raises(InvalidInput) as error:
        services.review_flag_rule(phase=review, actor=table.gm, index=0,
                                  text="Z27: party whigs +2", reason="x")
    assert "line 1" in str(error.value)
    ruled = services.review_flag_rule(phase=review, actor=table.gm, index=0,
                                      text="Z27: party republikaner -1", reason="card text")
    assert ruled.result["rulings"] == {"Z27": [{"kind": "party", "party": "republikaner",
                                                "amount": -1}]}
    assert ruled.result["review_flags"][0]["decided"] == "Z27: party republikaner -1"
    with table.capture(execute=True):
        services.phase_publish(phase=ruled, actor=table.gm)
    assert table.game.phases.open().exists()
    assert table.game.gm_actions.filter(action="review_flag_rule").exists()


def test_a_rolled_back_turn_waits_for_a_fresh_action(table, start):
    (seat,) = table.on_turn()
    first = table.phase()
    table.act(seat, table.hand(seat)[0])
    (second,) = table.on_turn()
    table.act(second, "pass")
    services.phase_rollback(game=table.game, to_phase=first, actor=table.gm,
                            reason="the player asked to take it back")
    reopened = table.phase()
    assert reopened.label == "T1" and reopened.state == first.state
    assert not reopened.submissions.exists()  # not replayed at the next sweep
    assert services.zat_sweep(start) == []
