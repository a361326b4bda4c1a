"""Roll-forward after a rollback (issue 27, item 4; decisions: docs/rules/rollforward.md).

Every oracle is read from the stored state: the superseded phase's stored result and
submissions, the rows the roll-forward wrote, the phase it published."""

from __future__ import annotations

import pytest
from django.core import mail

from games import services
from games.errors import Conflict, InvalidInput, NotAllowed
from games.models import GmAction, Phase, Report, Submission
from games.services.rollforward import (
    COPY,
    KEPT,
    REPLACED,
    SAME,
    rollforward_apply,
    rollforward_preview,
    rollforward_ready,
)
from tests.platform.rollforward_story import FALL, SPRING, play, roll_back_after_two_phases


def current_text(phase, key):
    sub = (Submission.objects.filter(phase=phase, seat__key=key, kind="orders")
           .order_by("-version").first())
    return sub.raw_text if sub else None


def unit_lines(units):
    return {f"{u['power']} {u['type']} {u['at']}" for u in units}


@pytest.fixture
def rolled_back(running_game, gm, frozen):
    return roll_back_after_two_phases(running_game, gm)


def open_phase(game):
    return game.phases.get(status=Phase.Status.OPEN)


def test_same_orders_on_the_same_position_give_the_superseded_results(rolled_back, gm):
    game, spring, fall = rolled_back
    assert rollforward_ready(game)
    preview = rollforward_preview(game=game, actor=gm)
    assert preview.source.pk == spring.pk
    assert preview.phase.pk == open_phase(game).pk
    # The rollback carried every submission over, so each is already the same.
    assert {(c.seat, c.action) for c in preview.copies} == {("france", SAME), ("germany", SAME)}
    assert preview.diff == [] and preview.position == []
    assert preview.remaining == 1  # Fall 1901 follows

    mail.outbox.clear()
    done = rollforward_apply(game=game, actor=gm, reason="replay", source=spring.pk)
    replayed = Phase.objects.get(pk=done.phase.pk)
    assert replayed.status == Phase.Status.PUBLISHED
    assert replayed.result["orders"] == spring.result["orders"]
    assert unit_lines(replayed.result["units"]) == unit_lines(spring.result["units"])
    assert replayed.result["supply_centers"] == spring.result["supply_centers"]
    assert Report.objects.filter(phase=replayed).exists()
    assert mail.outbox, "the turn reports go out as for any publication"
    logged = GmAction.objects.get(action="phase_rollforward")
    assert (logged.before["source_id"], logged.phase_id) == (spring.pk, replayed.pk)

    # The next superseded phase is offered: Fall 1901, whose orders are copied by the GM.
    preview = rollforward_preview(game=game, actor=gm)
    assert preview.source.pk == fall.pk and preview.diff == [] and preview.remaining == 0
    assert {c.action for c in preview.copies} == {COPY}
    done = rollforward_apply(game=game, actor=gm, reason="replay")
    replayed_fall = Phase.objects.get(pk=done.phase.pk)
    assert replayed_fall.result["orders"] == fall.result["orders"]
    assert replayed_fall.result["supply_centers"] == fall.result["supply_centers"]
    copies = Submission.objects.filter(phase=replayed_fall)
    assert {(s.seat.key, s.raw_text, s.submitted_by) for s in copies} == {
        (key, text, gm) for key, text in FALL.items()}
    # The undone line ends with the phase that was open when it was rolled back.
    assert not rollforward_ready(game)
    with pytest.raises(Conflict, match="Nothing to roll forward"):
        rollforward_preview(game=game, actor=gm)


def test_a_players_new_submission_after_the_rollback_is_kept(rolled_back, gm):
    game, spring, _fall = rolled_back
    reopened = open_phase(game)
    france = game.seats.get(key="france")
    services.orders_submit(seat=france, user=france.player,
                           text="A par - pic\nA mar - spa\nF bre - mao")
    preview = rollforward_preview(game=game, actor=gm)
    assert {(c.seat, c.action) for c in preview.copies} == {("france", KEPT),
                                                             ("germany", SAME)}
    unit_rows = [row for row in preview.diff if row["what"] == "units"]
    assert unit_rows and "france A pic" in unit_rows[0]["added"]
    rollforward_apply(game=game, actor=gm, reason="replay")
    reopened.refresh_from_db()
    assert current_text(reopened, "france").startswith("A par - pic")
    assert "france A pic" in unit_lines(reopened.result["units"])
    assert "france A pic" not in unit_lines(spring.result["units"])
    assert GmAction.objects.get(action="phase_rollforward").after["kept"] == {
        "france": ["orders"]}


def test_the_game_master_may_replace_a_newer_submission(rolled_back, gm):
    game, spring, _fall = rolled_back
    reopened = open_phase(game)
    france = game.seats.get(key="france")
    services.orders_submit(seat=france, user=france.player, text="A par - pic")
    preview = rollforward_preview(game=game, actor=gm, overwrite=["france"])
    assert ("france", REPLACED) in {(c.seat, c.action) for c in preview.copies}
    assert preview.diff == []
    rollforward_apply(game=game, actor=gm, reason="replay", overwrite=["france"])
    reopened.refresh_from_db()
    newest = Submission.objects.filter(phase=reopened, seat=france).order_by("-version")[0]
    assert (newest.raw_text, newest.submitted_by) == (SPRING["france"], gm)
    assert reopened.result["orders"] == spring.result["orders"]


def test_an_edit_after_the_rollback_shows_in_the_diff(rolled_back, gm):
    game, _spring, fall = rolled_back
    # Spring is played again under review; the game master removes Germany's army in Munich
    # (it bounced there) from the result before publishing it.
    game.review_before_publish = True
    game.save()
    reopened = open_phase(game)
    services.phase_process_now(phase=reopened, actor=gm, reason="again")
    reopened.refresh_from_db()
    units = [u for u in reopened.result["units"] if u["at"] != "mun"]
    assert len(units) == len(reopened.result["units"]) - 1
    services.phase_overrule(phase=reopened, actor=gm, reason="the army was disbanded",
                            units=units)
    services.phase_publish(phase=reopened, actor=gm)
    preview = rollforward_preview(game=game, actor=gm)
    assert preview.source.pk == fall.pk
    units = next(row for row in preview.position if row["what"] == "units")
    assert units["removed"] == ["germany A mun"]
    moves = next(row for row in preview.diff if row["what"] == "orders")
    assert any(line.startswith("germany: A mun - bur") for line in moves["removed"])
    # Published at once although the game reviews: the preview was the review.
    done = rollforward_apply(game=game, actor=gm, reason="replay with the edit")
    assert Phase.objects.get(pk=done.phase.pk).status == Phase.Status.PUBLISHED


def test_nothing_to_roll_forward_is_refused(running_game, gm, frozen):
    play(running_game, SPRING, gm)
    assert not rollforward_ready(running_game)
    with pytest.raises(Conflict, match="Nothing to roll forward"):
        rollforward_preview(game=running_game, actor=gm)
    with pytest.raises(Conflict, match="Nothing to roll forward"):
        rollforward_apply(game=running_game, actor=gm, reason="try")


def test_a_phase_never_published_is_not_replayed(running_game, gm, frozen):
    spring = running_game.phases.get()
    services.phase_rollback(game=running_game, to_phase=spring, actor=gm, reason="restart")
    with pytest.raises(Conflict, match="Nothing to roll forward"):
        rollforward_preview(game=running_game, actor=gm)


def test_a_stale_source_and_a_missing_reason_are_refused(rolled_back, gm):
    game, spring, fall = rolled_back
    with pytest.raises(Conflict, match="moved on"):
        rollforward_apply(game=game, actor=gm, reason="replay", source=fall.pk)
    with pytest.raises(InvalidInput):
        rollforward_apply(game=game, actor=gm, reason=" ", source=spring.pk)
    with pytest.raises(InvalidInput, match="Unknown seat"):
        rollforward_preview(game=game, actor=gm, overwrite=["atlantis"])
    assert not GmAction.objects.filter(action="phase_rollforward").exists()
    assert open_phase(game).status == Phase.Status.OPEN


def test_only_a_game_master_rolls_forward(rolled_back, players):
    game, _spring, _fall = rolled_back
    with pytest.raises(NotAllowed):
        rollforward_preview(game=game, actor=players["france"])
    with pytest.raises(NotAllowed):
        rollforward_apply(game=game, actor=players["france"], reason="me")


def test_a_paused_game_is_told_to_resume_first(rolled_back, gm):
    game, _spring, _fall = rolled_back
    services.game_pause(game=game, actor=gm, reason="holiday")
    game.refresh_from_db()
    assert not rollforward_ready(game)
    with pytest.raises(Conflict, match="paused"):
        rollforward_preview(game=game, actor=gm)


def test_the_replay_draws_from_the_superseded_phases_seed(rolled_back, gm, monkeypatch):
    """Deterministic: preview and apply both adjudicate with the game's seed plus the
    superseded phase's index (a rule set with chance, Rather Silly, draws the same again)."""
    from games.rulesets.diplomacy.ruleset import DiplomacyRuleSet

    game, spring, _fall = rolled_back
    seeds = []
    adjudicate = DiplomacyRuleSet.adjudicate

    def recording(self, state, submissions, seed):
        seeds.append(seed)
        return adjudicate(self, state, submissions, seed)

    monkeypatch.setattr(DiplomacyRuleSet, "adjudicate", recording)
    preview = rollforward_preview(game=game, actor=gm)
    done = rollforward_apply(game=game, actor=gm, reason="replay")
    assert seeds == [game.seed + spring.index] * 3  # the preview, apply's preview, the phase
    assert done.phase.index != spring.index
    assert Phase.objects.get(pk=done.phase.pk).result["orders"] == preview.result["orders"]
