"""The game master's Rather Silly actions: marking the Superhirn answers, confirming review
flags (``games.rulesets.rather_silly.services``)."""

from __future__ import annotations

import pytest

from games.errors import Conflict, InvalidInput, NotAllowed
from games.models import Phase
from games.rulesets.rather_silly.services import (
    draw_record,
    review_flag_confirm,
    superhirn_marking_set,
)


def test_only_a_game_master_marks_the_answers(rs_spring, eleven):
    with pytest.raises(NotAllowed):
        superhirn_marking_set(phase=rs_spring.phase(), actor=eleven["superhirn"],
                              correct=["italy"], reason="I say so")


def test_marks_need_a_reason_and_real_players(rs_spring, gm):
    phase = rs_spring.phase()
    with pytest.raises(InvalidInput) as no_reason:
        superhirn_marking_set(phase=phase, actor=gm, correct=["italy"], reason=" ")
    assert no_reason.value.field == "reason"
    with pytest.raises(InvalidInput) as unknown:
        superhirn_marking_set(phase=phase, actor=gm, correct=["italy", "borg", "superhirn"],
                              reason="x")
    assert unknown.value.field == "correct" and "borg" in unknown.value.message


def test_marks_wait_in_the_open_phase_for_the_zat(rs_spring, gm):
    phase = superhirn_marking_set(phase=rs_spring.phase(), actor=gm,
                                  correct=["narr", "italy", "italy"], reason="two were right")
    assert phase.status == Phase.Status.OPEN
    assert phase.state["gm"]["superhirn_correct"] == ["italy", "narr"]
    done = rs_spring.process()
    assert done.result["superhirn"]["correct"] == ["italy", "narr"]
    shares = done.result["state"]["section_state"]["superhirn"]["shares"]
    assert shares == {"italy": "1/3", "narr": "1/3", "superhirn": "1/3"}


def test_nothing_to_mark_without_an_open_question(table, gm):
    with pytest.raises(Conflict):
        superhirn_marking_set(phase=table.phase(), actor=gm, correct=[], reason="x")


def test_a_published_phase_is_not_marked_again(rs_spring, gm):
    winter = rs_spring.game.phases.get(label="W1900")
    with pytest.raises(Conflict):
        superhirn_marking_set(phase=winter, actor=gm, correct=[], reason="x")


def test_a_superhirn_without_a_question_gives_everybody_a_share(table, eleven, gm):
    from rs_orders import HERDS

    for seat, herds in HERDS.items():
        table.send(seat, "lama_placement", herds)
    table.publish(table.process())  # the Superhirn asked nothing in Winter 1900
    spring = table.phase()
    assert spring.state["superhirn"]["question"] is None
    done = table.process()
    assert done.result["superhirn"]["nmr"] is True
    shares = done.result["state"]["section_state"]["superhirn"]["shares"]
    # every other *active* player: the engine counts those holding units or centres, and the
    # Narr; the Wahrsager holds nothing before his first merge
    assert set(shares) == set(eleven) - {"superhirn", "wahrsager"}
    table.publish(done)
    assert "the Superhirn asked no question: every other player gets a share" in \
        done.report.public["events"]


def test_a_seat_without_herds_is_told_and_plays_on(table, gm):
    from rs_orders import HERDS

    for seat, herds in HERDS.items():
        if seat != "england":
            table.send(seat, "lama_placement", herds)
    table.send("england", "lama_placement", "lon\nyor")
    done = table.process()
    errors = [e for e in done.result["errors"] if e["player"] == "england"]
    assert errors and any("supply centre" in e["why"] for e in errors)
    herds = done.result["state"]["section_state"]["lamas"]["herds"]
    assert len(herds) == 30 and not any(h["owner"] == "england" for h in herds)
    assert "england" not in done.result["nmr"]  # he sent a placement, only a bad one


def test_a_review_flag_is_confirmed_with_the_reason_logged(rs_spring, gm, eleven):
    rs_spring.send("italy", "superhirn_reply", "2962 Meter")
    done = rs_spring.process()
    index = next(i for i, f in enumerate(done.result["review_flags"])
                 if f["code"] == "superhirn_unmarked")
    with pytest.raises(NotAllowed):
        review_flag_confirm(phase=done, actor=eleven["italy"], index=index, reason="x")
    with pytest.raises(InvalidInput):
        review_flag_confirm(phase=done, actor=gm, index=99, reason="x")
    confirmed = review_flag_confirm(phase=done, actor=gm, index=index,
                                    reason="nobody was right indeed")
    assert confirmed.result["review_flags"][index]["confirmed"] is True
    assert confirmed.game.gm_actions.filter(action="review_flag_confirm").exists()


def test_a_recorded_draw_ends_the_game_with_the_phase(rs_spring, gm, eleven):
    with pytest.raises(InvalidInput):
        draw_record(phase=rs_spring.phase(), actor=gm, seats=["austria", "borg"], reason="x")
    done = rs_spring.process()
    drawn = draw_record(phase=done, actor=gm, seats=["france", "austria"],
                        reason="France and Austria agreed by mail")
    assert drawn.result["game_end"]["how"] == "draw"
    assert drawn.result["winner"] == "austria, france"
    assert rs_spring.publish(drawn) is None
    drawn.game.refresh_from_db()
    assert (drawn.game.status, drawn.game.winner) == ("finished", "austria, france")
