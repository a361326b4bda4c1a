"""The game master re-adjudicates a Rather Silly season under review with changed submissions
of any kind (votes, the Narr's overrides, answers, ...), not just orders
(``services.phase_overrule(submissions={seat: {kind: text}})``)."""

from __future__ import annotations

import pytest
from rs_orders import SPRING

from games import services
from games.errors import InvalidInput
from games.models import GmAction, Phase, Submission


@pytest.fixture
def reviewed(rs_spring) -> Phase:
    """Spring 1901 sent by everybody and adjudicated; the result awaits review."""
    for seat, kinds in SPRING.items():
        for kind, text in kinds.items():
            rs_spring.send(seat, kind, text)
    done = rs_spring.process()
    assert done.status == Phase.Status.AWAITING_REVIEW
    return done


def unit_of(result: dict, unit_id: str) -> dict:
    return next(u for u in result["units"] if u["id"] == unit_id)


def test_changed_votes_and_narr_overrides_are_adjudicated_again(reviewed, gm):
    assert unit_of(reviewed.result, "france:A:par")["at"] == "pic"  # the Narr's override
    assert reviewed.result["wormhole_next"] == ["lon", "mos"]  # England and France, 2 votes
    phase = services.phase_overrule(
        phase=reviewed, actor=gm, reason="the Narr's and two votes came by post, misfiled",
        submissions={"narr": {"narr_override": "A par - gas"},
                     "england": {"wormhole_vote": "smy - edi"},
                     "austria": {"wormhole_vote": "smy - edi"}},
        expected_version=reviewed.version,
    )
    assert phase.status == Phase.Status.AWAITING_REVIEW
    assert unit_of(phase.result, "france:A:par")["at"] == "gas"
    assert sorted(phase.result["wormhole_next"]) == ["edi", "smy"]  # now 3 votes against 1
    # kinds nobody named keep their current version: Austria's orders still bounce in gal
    assert unit_of(phase.result, "austria:A:bud")["at"] == "ser"
    assert phase.result["nmr"] == reviewed.result["nmr"]


def test_each_changed_text_is_a_new_version_by_the_game_master(reviewed, gm, eleven):
    services.phase_overrule(phase=reviewed, actor=gm, reason="misfiled",
                            submissions={"england": {"wormhole_vote": "smy - edi"}})
    votes = Submission.objects.filter(phase=reviewed, seat__key="england",
                                      kind="wormhole_vote").order_by("version")
    assert [(s.version, s.raw_text, s.submitted_by) for s in votes] == [
        (1, "lon - mos", eleven["england"]), (2, "smy - edi", gm)]
    assert votes[1].is_valid


def test_the_audit_keeps_the_texts_before_and_after_and_the_reason(reviewed, gm):
    services.phase_overrule(
        phase=reviewed, actor=gm, reason="the Superhirn mailed a corrected answer",
        submissions={"superhirn": {"superhirn_answer": "Leonardo da Vinci\nINSEL isl"},
                     "italy": {"superhirn_reply": "2962 Meter"}},
    )
    action = GmAction.objects.get(action="phase_overrule")
    assert action.reason == "the Superhirn mailed a corrected answer"
    assert action.before["submissions"] == {
        "superhirn": {"superhirn_answer": "Leonardo\nINSEL isl"},
        "italy": {"superhirn_reply": "Zweitausendneunhundert"}}
    assert action.after["submissions"] == {
        "superhirn": {"superhirn_answer": "Leonardo da Vinci\nINSEL isl"},
        "italy": {"superhirn_reply": "2962 Meter"}}


def test_the_old_orders_form_still_works_and_combines_with_other_kinds(reviewed, gm):
    phase = services.phase_overrule(
        phase=reviewed, actor=gm, reason="Austria's orders and vote came by post",
        orders={"austria": "A vie H\nA bud - ser\nF tri H"},
        submissions={"austria": {"wormhole_vote": "lon - mos"}},
    )
    assert unit_of(phase.result, "austria:A:vie")["at"] == "vie"
    action = GmAction.objects.get(action="phase_overrule")
    assert set(action.after["submissions"]["austria"]) == {"orders", "wormhole_vote"}


@pytest.mark.parametrize(("changes", "message"), [
    ({"austria": {"narr_override": "A par - gas"}}, "cannot send"),
    ({"narr": {"lama_placement": "tyr"}}, "not taken in phase"),
    ({"narr": {"telepathy": "yes"}}, "Unknown kind 'telepathy'"),
    ({"borg": {"orders": "A nth H"}}, "Unknown seat(s): borg"),
    ({"narr": "A par - gas"}, "{seat: {kind: text}}"),
])
def test_a_kind_the_seat_or_phase_cannot_take_is_refused_and_nothing_stored(
    reviewed, gm, changes, message
):
    before = Submission.objects.count()
    with pytest.raises(InvalidInput) as error:
        services.phase_overrule(phase=reviewed, actor=gm, reason="x", submissions=changes)
    assert message in error.value.message
    assert error.value.field == "submissions"
    assert Submission.objects.count() == before
    reviewed.refresh_from_db()
    assert reviewed.result["wormhole_next"] == ["lon", "mos"]
    assert not GmAction.objects.filter(action="phase_overrule").exists()


def test_changed_submissions_and_result_edits_are_not_mixed(reviewed, gm):
    with pytest.raises(InvalidInput, match="not both"):
        services.phase_overrule(phase=reviewed, actor=gm, reason="x",
                                submissions={"narr": {"narr_override": ""}},
                                supply_centers={"france": ["par"]})
