"""An eleven-player Rather Silly game through the platform's services, as people play it:
create, seat, start in Winter 1900, place lamas, process, publish, a Spring with orders for
every role, the GM's review, publish, turn-report mails."""

from __future__ import annotations

import pytest
from django.core import mail
from rs_orders import ANSWER, QUESTION, SPRING

from games import selectors, services
from games.errors import InvalidInput
from games.models import Phase
from games.rulesets.rather_silly.seats import SEAT_KEYS
from games.rulesets.rather_silly.services import superhirn_marking_set


def mails_to(user) -> list:
    return [m for m in mail.outbox if user.email in m.to and "Results" in m.subject]


def test_a_game_has_eleven_seats_and_starts_in_winter_1900(rs_running):
    assert sorted(rs_running.seats.values_list("key", flat=True)) == sorted(SEAT_KEYS)
    phase = rs_running.phases.get()
    assert (phase.label, phase.phase_type, phase.status) == ("W1900", "setup", "open")


def test_a_seat_cannot_send_another_roles_kind(table):
    with pytest.raises(InvalidInput) as refused:
        table.send("austria", "superhirn_question", "Meine Frage?")
    assert refused.value.field == "kind"


def test_winter_1900_places_the_herds_and_opens_spring_1901(table, eleven,
                                                            django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        winter = table.play_setup()
    winter.refresh_from_db()
    assert winter.status == Phase.Status.PUBLISHED
    spring = table.phase()
    assert (spring.label, spring.phase_type) == ("S1901", "spring")
    herds = spring.state["engine"]["section_state"]["lamas"]["herds"]
    assert len(herds) == 33
    assert winter.report.public["superhirn"]["next_question"] == QUESTION
    assert ANSWER not in str(winter.report.public)
    austria_mail = mails_to(eleven["austria"])
    assert len(austria_mail) == 1 and QUESTION in austria_mail[0].body
    assert "your lama herds: tyr, boh, gal" in austria_mail[0].body


def test_a_spring_with_every_role_is_reviewed_then_published(
        rs_spring, eleven, gm, django_capture_on_commit_callbacks):
    table = rs_spring
    with django_capture_on_commit_callbacks(execute=True):
        for seat, kinds in SPRING.items():
            for kind, text in kinds.items():
                submission = table.send(seat, kind, text)
                assert submission.is_valid, (seat, kind, submission.parsed)
        done = table.process()
    assert done.status == Phase.Status.AWAITING_REVIEW
    # the GM reviews: the flags are his to see (here: the answers are not marked yet) ...
    flags = selectors.phase_record(done, gm)["result"]["review_flags"]
    assert [f["code"] for f in flags if f["section"] == "§14"] == ["superhirn_unmarked"]
    for player in eleven.values():
        record = selectors.phase_record(done, player)
        assert record["result"] is None and record["public"] is None
    # ... reads the replies and marks them; the season is adjudicated again
    done = superhirn_marking_set(phase=done, actor=gm, correct=["italy"],
                                 reason="only Ida knew it")
    result = done.result
    assert not any(f["code"] == "superhirn_unmarked" for f in result["review_flags"])
    assert result["superhirn"]["correct"] == ["italy"]
    assert any(o["power"] == "narr" and o["order"] == "A par - pic" for o in result["orders"])
    assert any("lama exploded in tyr" in e for e in result["events"])
    assert any("Wahrsager foresaw the bounce in gal" in e for e in result["events"])
    assert any("Borg enters" in e for e in result["events"])
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        fall = table.publish(done)
    assert (fall.label, fall.phase_type) == ("F1901", "fall")
    assert fall.state["superhirn"]["question"] == "Wer malte die Mona Lisa?"
    shares = fall.state["engine"]["section_state"]["superhirn"]["shares"]
    assert shares == {"italy": "1/2", "superhirn": "1/2"}
    for seat, user in eleven.items():
        mine = mails_to(user)
        assert len(mine) == 1, seat
        body = mine[0].body
        assert "A vie - gal" in body  # the public part: orders, events (no owner)
        assert "a lama exploded in tyr" in body and "the wormhole links lon and mos" in body
        assert ("your lama orders: L tyr Exp" in body) == (seat == "austria")
        assert ("your overrides: A par - pic" in body) == (seat == "narr")
        label = done.game.seats.get(key=seat).label
        assert f"Only for {label}" in body
        others = [s.label for s in done.game.seats.exclude(key=seat)]
        assert not any(f"Only for {other}" in body for other in others)


def test_the_gm_marks_after_processing_and_the_season_is_adjudicated_again(
        rs_spring, gm, django_capture_on_commit_callbacks):
    table = rs_spring
    table.send("italy", "superhirn_reply", "2962 Meter")
    done = table.process()
    assert any(f["code"] == "superhirn_unmarked" for f in done.result["review_flags"])
    assert any("Superhirn places" in e for e in done.result["events"])
    marked = superhirn_marking_set(phase=done, actor=gm, correct=["italy"],
                                            reason="Ida was right")
    assert marked.status == Phase.Status.AWAITING_REVIEW
    assert marked.result["superhirn"]["correct"] == ["italy"]
    assert not any(f["code"] == "superhirn_unmarked" for f in marked.result["review_flags"])
    assert not any("Superhirn places" in e for e in marked.result["events"])
    assert marked.game.gm_actions.filter(action="superhirn_marking_set").exists()


def test_a_season_played_again_after_a_rollback_meets_the_same_chances(
        rs_spring, gm, django_capture_on_commit_callbacks):
    table = rs_spring
    with django_capture_on_commit_callbacks(execute=True):
        for seat, kinds in SPRING.items():
            for kind, text in kinds.items():
                table.send(seat, kind, text)
        first = table.process()
        table.publish(first)
    again = services.phase_rollback(game=table.game, to_phase=first, actor=gm,
                                    reason="a late order was lost")
    assert again.index != first.index
    replayed = table.process()
    first.refresh_from_db()
    assert replayed.result["events"] == first.result["events"]
    assert replayed.result["units"] == first.result["units"]


def test_a_fall_with_builds_sent_ahead_closes_the_year(
        rs_spring, gm, django_capture_on_commit_callbacks):
    table = rs_spring
    with django_capture_on_commit_callbacks(execute=True):
        for seat, kinds in SPRING.items():
            for kind, text in kinds.items():
                table.send(seat, kind, text)
        table.publish(table.process())
        fall = table.phase()
        table.send("austria", "orders", "A ser H\nF tri H")
        built = table.send("austria", "adjustments",
                           "IF empty(bud) THEN BUILD A bud\nBUILD A vie")
        assert built.is_valid
        superhirn_marking_set(phase=fall, actor=gm, correct=[], reason="nobody knew Leonardo")
        done = table.process()
        spring_1902 = table.publish(done)
    assert (fall.label, spring_1902.label) == ("F1901", "S1902")
    assert "austria builds A bud" in done.result["events"]
    # the TARDIS landed in Vienna in the Spring and took it alone in the Fall (§15)
    assert done.result["supply_centers"]["doktor"] == ["vie"]
    assert sorted(done.result["supply_centers"]["austria"]) == ["bud", "ser", "tri"]
    assert [e["line"] for e in done.result["errors"] if e["player"] == "austria"] == \
        ["BUILD A vie"]
    parts = done.report.private_parts.select_related("seat")
    told = {p.seat.key for p in parts if any(e["line"] == "BUILD A vie"
                                             for e in p.private["errors"])}
    assert told == {"austria"}
