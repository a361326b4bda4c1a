import datetime as dt

import pytest

from games import services
from games.errors import Conflict, InvalidInput, NotAllowed
from games.models import Game, GmAction, Phase, Submission


@pytest.fixture
def reviewed(running_game, players, frozen):
    """S1901M adjudicated and waiting for the game master."""
    running_game.review_before_publish = True
    running_game.save()
    services.orders_submit(seat=running_game.seats.get(key="france"), user=players["france"],
                           text="A par - bur")
    phase = running_game.phases.get()
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    services.phase_process(phase_id=phase.pk)
    phase.refresh_from_db()
    assert phase.status == Phase.Status.AWAITING_REVIEW
    return phase


def unit_at(result, at):
    return next(u for u in result["units"] if u["at"] == at)


def test_the_game_master_edits_a_result_and_the_diff_is_logged(reviewed, gm):
    units = [u for u in reviewed.result["units"] if u["at"] != "bur"]
    units.append({"power": "france", "type": "A", "at": "par"})
    services.phase_overrule(phase=reviewed, actor=gm, reason="typo in the e-mail",
                            units=units, expected_version=reviewed.version)
    reviewed.refresh_from_db()
    assert unit_at(reviewed.result, "par")["power"] == "france"
    action = GmAction.objects.get(action="phase_overrule")
    assert set(action.before) == set(action.after) == {"units"}
    assert action.reason == "typo in the e-mail"
    next_phase = services.phase_publish(phase=reviewed, actor=gm)
    assert {"power": "france", "type": "A", "at": "par"} in next_phase.state["units"]


def test_overruling_with_changed_orders_adjudicates_again(reviewed, gm):
    services.phase_overrule(phase=reviewed, actor=gm, reason="orders arrived by post",
                            orders={"france": "A par - pic"})
    reviewed.refresh_from_db()
    assert unit_at(reviewed.result, "pic")["power"] == "france"
    versions = Submission.objects.filter(seat__key="france").order_by("version")
    assert [(s.version, s.raw_text, s.submitted_by) for s in versions] == [
        (1, "A par - bur", versions[0].submitted_by), (2, "A par - pic", gm)]


def test_an_overrule_with_a_stale_version_is_refused(reviewed, gm):
    with pytest.raises(Conflict, match="changed this phase meanwhile"):
        services.phase_overrule(phase=reviewed, actor=gm, reason="x",
                                supply_centers={"france": ["par"]},
                                expected_version=reviewed.version - 1)


def test_an_overrule_with_a_centre_owned_twice_is_refused(reviewed, gm):
    with pytest.raises(InvalidInput, match="owned twice: par") as error:
        services.phase_overrule(phase=reviewed, actor=gm, reason="x",
                                supply_centers={"france": ["par"], "germany": ["par"]})
    assert error.value.field == "supply_centers"
    reviewed.refresh_from_db()
    assert reviewed.result["supply_centers"]["france"] == ["bre", "mar", "par"]


def test_players_cannot_overrule_or_publish(reviewed, players):
    with pytest.raises(NotAllowed):
        services.phase_overrule(phase=reviewed, actor=players["france"], reason="mine",
                                orders={"france": "A par - gas"})
    with pytest.raises(NotAllowed):
        services.phase_publish(phase=reviewed, actor=players["france"])


def test_a_published_phase_cannot_be_overruled(reviewed, gm):
    services.phase_publish(phase=reviewed, actor=gm)
    with pytest.raises(Conflict, match="roll back"):
        services.phase_overrule(phase=reviewed, actor=gm, reason="x", orders={"france": ""})


def test_rolling_back_reopens_the_phase_and_keeps_the_record(reviewed, gm, players):
    first_next = services.phase_publish(phase=reviewed, actor=gm)
    reopened = services.phase_rollback(game=reviewed.game, to_phase=reviewed, actor=gm,
                                       reason="France's orders were misread")
    reviewed.refresh_from_db()
    first_next.refresh_from_db()
    assert reviewed.status == first_next.status == Phase.Status.SUPERSEDED
    assert reviewed.result is not None  # the old result stays for the record
    assert (reopened.label, reopened.status) == ("S1901M", Phase.Status.OPEN)
    assert reopened.state == reviewed.state
    carried = Submission.objects.filter(phase=reopened).current().get()
    assert carried.raw_text == "A par - bur"
    # Players can revise their orders for the replayed phase.
    services.orders_submit(seat=carried.seat, user=players["france"], text="A par - gas")
    assert Submission.objects.filter(phase=reopened).current().get().raw_text == "A par - gas"
    action = GmAction.objects.get(action="phase_rollback")
    assert action.before["superseded"] == ["F1901M"]


def test_rolling_back_a_finished_game_makes_it_run_again(reviewed, gm):
    services.phase_publish(phase=reviewed, actor=gm)
    Game.objects.filter(pk=reviewed.game_id).update(status=Game.Status.FINISHED,
                                                    winner="france")
    services.phase_rollback(game=reviewed.game, to_phase=reviewed, actor=gm, reason="cheating")
    game = Game.objects.get(pk=reviewed.game_id)
    assert (game.status, game.winner) == (Game.Status.RUNNING, "")


def test_overruled_orders_are_audited_with_the_texts_before_and_after(reviewed, gm):
    services.phase_overrule(phase=reviewed, actor=gm, reason="orders arrived by post",
                            submissions={"france": {"orders": "A par - pic"}})
    action = GmAction.objects.get(action="phase_overrule")
    assert action.before["submissions"] == {"france": {"orders": "A par - bur"}}
    assert action.after["submissions"] == {"france": {"orders": "A par - pic"}}
    assert "units" in action.before and "units" in action.after


def test_two_different_texts_for_the_same_orders_are_refused(reviewed, gm):
    with pytest.raises(InvalidInput, match="Two different orders for france"):
        services.phase_overrule(phase=reviewed, actor=gm, reason="x",
                                orders={"france": "A par - pic"},
                                submissions={"france": {"orders": "A par - gas"}})


def test_publishing_is_logged_with_its_reason_and_the_phase_it_opened(reviewed, gm):
    version = reviewed.version
    services.phase_publish(phase=reviewed, actor=gm, reason="  geprüft  ")
    entry = GmAction.objects.get(game=reviewed.game, action="phase_publish")
    opened = Phase.objects.get(game=reviewed.game, index=reviewed.index + 1)
    assert (entry.phase_id, entry.actor, entry.reason) == (reviewed.pk, gm, "geprüft")
    assert entry.before == {"status": "awaiting_review"}
    assert entry.after == {"status": "published", "next_phase": opened.label}
    reviewed.refresh_from_db()
    assert reviewed.status == Phase.Status.PUBLISHED
    assert reviewed.published_at == dt.datetime.now(dt.UTC)  # the clock is frozen
    assert reviewed.version == version + 1


@pytest.mark.parametrize("reason", ["", "   ", None])
def test_a_publication_without_a_reason_is_logged_as_result_reviewed(reviewed, gm, reason):
    services.phase_publish(phase=reviewed, actor=gm, reason=reason)
    assert GmAction.objects.get(action="phase_publish").reason == "result reviewed"


def test_only_a_result_awaiting_review_is_published_and_the_refusal_names_the_phase(
        running_game, gm):
    phase = running_game.phases.get()
    with pytest.raises(Conflict) as refused:
        services.phase_publish(phase=phase, actor=gm)
    assert str(refused.value) == (
        f"Phase {phase.label} is {phase.get_status_display()}; only a result awaiting review "
        "can be published.")
    assert not GmAction.objects.filter(action="phase_publish").exists()


def test_publishing_a_later_reviewed_phase_opens_the_one_after_it(reviewed, gm, frozen):
    """The next phase's index follows the game's highest, also when the result was reviewed
    (the publication then counts the phases itself)."""
    second = services.phase_publish(phase=reviewed, actor=gm)
    frozen.move_to(second.zat + dt.timedelta(minutes=1), tick=False)
    services.phase_process(phase_id=second.pk)
    second.refresh_from_db()
    assert second.status == Phase.Status.AWAITING_REVIEW
    third = services.phase_publish(phase=second, actor=gm)
    assert third.index == second.index + 1
    assert list(reviewed.game.phases.order_by("index").values_list("index", flat=True)) == [
        reviewed.index, second.index, third.index]


def test_a_publication_with_no_reason_given_at_all_is_logged_as_result_reviewed(reviewed, gm):
    services.phase_publish(phase=reviewed, actor=gm)  # the page's and API's plain "publish"
    assert GmAction.objects.get(action="phase_publish").reason == "result reviewed"
