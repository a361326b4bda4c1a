"""Adjudication happens exactly once: duplicate tasks, failures after the claim, dead workers."""

import datetime as dt
from unittest import mock

import pytest
from django.core import mail
from django.db import transaction

from games import services, tasks
from games.errors import Conflict, NotAllowed
from games.models import Game, GmAction, Phase, Report, Submission
from games.rulesets import get_ruleset
from games.services import game_end, processing


def submit(game, user, power, text):
    return services.orders_submit(seat=game.seats.get(key=power), user=user, text=text)


def past_zat(frozen, phase, minutes=1):
    frozen.move_to(phase.zat + dt.timedelta(minutes=minutes), tick=False)


def test_the_sweep_finds_a_phase_once_its_zat_has_passed(running_game, frozen):
    phase = running_game.phases.get()
    assert services.phases_due() == []
    past_zat(frozen, phase)
    assert [p.pk for p in services.phases_due()] == [phase.pk]


def test_the_sweep_waits_for_the_grace_period(running_game, frozen):
    running_game.grace_minutes = 15
    running_game.save()
    phase = running_game.phases.get()
    past_zat(frozen, phase, minutes=10)
    assert services.phases_due() == []
    past_zat(frozen, phase, minutes=16)
    assert len(services.phases_due()) == 1


def test_the_sweep_queues_the_task_that_adjudicates_the_phase(
    running_game, players, frozen, django_capture_on_commit_callbacks
):
    submit(running_game, players["england"], "england", "F lon - nth")
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    with django_capture_on_commit_callbacks(execute=True):
        assert services.zat_sweep() == [phase.pk]
    phase.refresh_from_db()
    assert phase.status == Phase.Status.PUBLISHED
    assert phase.result["orders"][0] == {"power": "england", "order": "F lon - nth",
                                         "result": "succeeds", "reason": ""}
    assert running_game.phases.get(index=1).label == "F1901M"


def test_a_phase_is_adjudicated_once_when_the_task_runs_twice(running_game, frozen):
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    with mock.patch.object(processing, "adjudicate", wraps=processing.adjudicate) as spy:
        assert tasks.phase_adjudicate(phase.pk) == "done"
        assert tasks.phase_adjudicate(phase.pk) == "skipped"
    assert spy.call_count == 1
    assert running_game.phases.count() == 2


def test_only_one_of_two_claims_wins(running_game, frozen):
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    assert services.phase_claim(phase.pk) == 1
    assert services.phase_claim(phase.pk) is None
    phase.refresh_from_db()
    assert (phase.status, phase.attempt) == (Phase.Status.PROCESSING, 1)


def test_a_task_delivered_before_the_zat_adjudicates_nothing(running_game, frozen):
    phase = running_game.phases.get()
    assert tasks.phase_adjudicate(phase.pk) == "skipped"
    phase.refresh_from_db()
    assert (phase.status, phase.attempt, phase.result) == (Phase.Status.OPEN, 0, None)


def test_a_task_queued_before_the_game_master_paused_the_game_does_not_run(
    running_game, gm, frozen, django_capture_on_commit_callbacks
):
    # The sweep queues the task; the game master pauses before a worker picks it up. Pausing
    # must stop queued work too, not only the next sweep.
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    with django_capture_on_commit_callbacks(execute=False) as queued:
        assert services.zat_sweep() == [phase.pk]
    assert queued
    services.game_pause(game=running_game, actor=gm, reason="a player is in hospital")
    with mock.patch.object(processing, "adjudicate", wraps=processing.adjudicate) as spy:
        for callback in queued:
            callback()
        assert tasks.phase_adjudicate(phase.pk) == "skipped"
    assert spy.call_count == 0
    phase.refresh_from_db()
    assert (phase.status, phase.attempt, phase.result) == (Phase.Status.OPEN, 0, None)
    assert running_game.phases.count() == 1


def test_the_game_master_can_process_before_the_zat(running_game, gm, players, frozen):
    phase = running_game.phases.get()
    with pytest.raises(NotAllowed):
        services.phase_process_now(phase=phase, actor=players["italy"], reason="impatient")
    services.phase_process_now(phase=phase, actor=gm, reason="all orders are in by phone")
    phase.refresh_from_db()
    assert phase.status == Phase.Status.PUBLISHED
    assert GmAction.objects.get(action="phase_process_now").reason == (
        "all orders are in by phone")


def test_a_failure_after_the_claim_is_retried_and_completes_once(running_game, frozen):
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    real = processing.adjudicate
    calls = []

    def flaky(*args):
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("worker lost its database connection")
        return real(*args)

    with mock.patch.object(processing, "adjudicate", side_effect=flaky):
        with pytest.raises(RuntimeError):
            services.phase_process(phase_id=phase.pk)
        phase.refresh_from_db()
        assert (phase.status, phase.attempt) == (Phase.Status.OPEN, 1)
        assert phase.result is None
        # The retry (or the next sweep) claims it again and finishes.
        assert services.phase_process(phase_id=phase.pk) is not None
        assert services.phase_process(phase_id=phase.pk) is None
    phase.refresh_from_db()
    assert (phase.status, phase.attempt) == (Phase.Status.PUBLISHED, 2)
    assert running_game.phases.count() == 2


def test_the_celery_task_retries_after_a_failure(running_game, frozen):
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    real = processing.adjudicate
    calls = []

    def flaky(*args):
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("boom")
        return real(*args)

    with mock.patch.object(processing, "adjudicate", side_effect=flaky):
        result = tasks.phase_adjudicate.apply(args=[phase.pk], throw=False)
    assert result.get() == "done"
    phase.refresh_from_db()
    assert phase.status == Phase.Status.PUBLISHED
    assert len(calls) == 2


def test_a_dead_workers_claim_is_taken_over_after_the_timeout(running_game, frozen, settings):
    settings.GAMEMASTER_PROCESSING_TIMEOUT_SECONDS = 600
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    assert services.phase_claim(phase.pk) == 1  # ... and the worker is killed here
    assert services.phases_due() == []
    frozen.shift(dt.timedelta(minutes=11))
    assert [p.pk for p in services.phases_due()] == [phase.pk]
    assert services.phase_process(phase_id=phase.pk) is not None
    phase.refresh_from_db()
    assert (phase.status, phase.attempt) == (Phase.Status.PUBLISHED, 2)


def test_a_late_write_from_a_taken_over_claim_is_discarded(running_game, frozen, settings,
                                                           caplog):
    settings.GAMEMASTER_PROCESSING_TIMEOUT_SECONDS = 600
    phase = running_game.phases.get()
    past_zat(frozen, phase)

    def overtaken(*args):
        # While this (slow) worker adjudicates, its claim is taken over by another one.
        Phase.objects.filter(pk=phase.pk).update(attempt=7)
        return {"phase": "S1901M", "never": "stored"}

    with mock.patch.object(processing, "adjudicate", side_effect=overtaken):
        assert services.phase_process(phase_id=phase.pk) is None
    phase.refresh_from_db()
    assert phase.result is None
    # The log names the phase and the lost claim (pinned by mutation testing).
    assert f"phase {phase.pk}: claim 1 was taken over; result discarded" in caplog.messages


def test_early_processing_when_everyone_has_submitted(running_game, players, frozen):
    running_game.early_processing = True
    running_game.save()
    for power, user in players.items():
        assert services.phases_due() == []
        submit(running_game, user, power, "")
    assert len(services.phases_due()) == 1


def test_a_wait_request_blocks_early_processing(running_game, players, frozen):
    running_game.early_processing = True
    running_game.save()
    for power, user in players.items():
        services.orders_submit(seat=running_game.seats.get(key=power), user=user, text="",
                               wait=power == "italy")
    assert services.phases_due() == []


def test_with_review_the_result_waits_for_the_game_master(running_game, gm, frozen):
    running_game.review_before_publish = True
    running_game.save()
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    services.phase_process(phase_id=phase.pk)
    phase.refresh_from_db()
    assert phase.status == Phase.Status.AWAITING_REVIEW
    assert running_game.phases.count() == 1
    next_phase = services.phase_publish(phase=phase, actor=gm)
    assert next_phase.label == "F1901M"
    assert next_phase.zat > phase.zat


def test_missing_orders_lead_to_civil_disorder_after_the_limit(running_game, players, frozen):
    running_game.nmr_policy = "civil_disorder"
    running_game.civil_disorder_after = 2
    running_game.save()
    for _ in range(2):
        phase = running_game.phases.open().get()
        for power, user in players.items():
            if power != "turkey":
                submit(running_game, user, power, "")
        past_zat(frozen, phase)
        services.phase_process(phase_id=phase.pk)
    turkey = running_game.seats.get(key="turkey")
    assert (turkey.status, turkey.missed_phases) == ("civil_disorder", 2)
    assert running_game.seats.get(key="france").status == "playing"


def test_the_turn_report_gives_each_player_only_their_own_private_part(
    running_game, players, gm, frozen, django_capture_on_commit_callbacks
):
    submit(running_game, players["england"], "england", "F lon - nth\nA lvp - qqq")
    submit(running_game, players["france"], "france", "A par - bur")
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.phase_process(phase_id=phase.pk)
    by_recipient = {m.to[0]: m for m in mail.outbox}
    assert set(by_recipient) == {u.email for u in players.values()} | {gm.email}
    england_mail = by_recipient["emil@example.org"]
    france_mail = by_recipient["francois@example.org"]
    assert "A par - bur" in france_mail.body and "A par - bur" in england_mail.body
    assert "qqq" in england_mail.body
    assert "qqq" not in france_mail.body
    assert "qqq" not in france_mail.alternatives[0][0]
    assert "qqq" in by_recipient[gm.email].body


def test_adjudication_uses_the_latest_version_only(running_game, players, frozen):
    submit(running_game, players["france"], "france", "A par - bur")
    submit(running_game, players["france"], "france", "A par - pic")
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    services.phase_process(phase_id=phase.pk)
    phase.refresh_from_db()
    assert [o["order"] for o in phase.result["orders"]] == ["A par - pic"]
    assert Submission.objects.count() == 2


def test_the_turn_report_prints_worded_events_and_private_notes(
    running_game, players, frozen, django_capture_on_commit_callbacks
):
    from games.emails import send_turn_report
    from games.models import Report, SeatReport

    phase = running_game.phases.get()
    past_zat(frozen, phase)
    services.phase_process(phase_id=phase.pk)
    report = Report.objects.get(phase=phase)
    report.public["events"] = ["A lama exploded in Paris.", {"kind": "structured"}]
    report.save()
    SeatReport.objects.filter(report=report, seat__key="italy").update(
        private={"notes": ["Your lama herd grazes in Rome."], "errors": []})
    mail.outbox.clear()
    send_turn_report(phase.pk)
    by_recipient = {m.to[0]: m.body for m in mail.outbox}
    assert "A lama exploded in Paris." in by_recipient["ida@example.org"]
    assert "structured" not in by_recipient["ida@example.org"]
    assert "Your lama herd grazes in Rome." in by_recipient["ida@example.org"]
    assert "Your lama herd" not in by_recipient["tarik@example.org"]


# --- pinned by mutation testing (docs/testing.md) ------------------------------------------

def test_handing_a_claim_back_touches_only_that_phase_and_that_attempt(
        running_game, gm, players, frozen):
    phase = running_game.phases.get()
    other = services.game_create(creator=gm, name="Other 1901", seed=7)
    for seat in other.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    services.game_start(game=other, actor=gm)
    other_phase = other.phases.get()
    past_zat(frozen, phase, minutes=60 * 24 * 7)
    assert services.phase_claim(phase.pk) == 1
    assert services.phase_claim(other_phase.pk) == 1
    assert processing.phase_release(phase.pk, attempt=2) is False  # not my attempt
    assert processing.phase_release(phase.pk, attempt=1) is True
    phase.refresh_from_db()
    other_phase.refresh_from_db()
    assert (phase.status, phase.claimed_at) == (Phase.Status.OPEN, None)
    assert other_phase.status == Phase.Status.PROCESSING and other_phase.claimed_at is not None


def test_a_published_phase_is_never_handed_back(running_game, frozen):
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    assert services.phase_process(phase_id=phase.pk) is not None
    phase.refresh_from_db()
    assert processing.phase_release(phase.pk, attempt=phase.attempt) is False
    phase.refresh_from_db()
    assert phase.status == Phase.Status.PUBLISHED


def test_publishing_stamps_the_time(running_game, frozen):
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    services.phase_process(phase_id=phase.pk)
    phase.refresh_from_db()
    assert phase.published_at == phase.processed_at
    assert phase.published_at is not None


def test_processing_by_hand_is_refused_saying_why_and_logged_when_done(running_game, gm):
    phase = running_game.phases.get()
    services.game_pause(game=running_game, actor=gm, reason="holiday")
    phase.refresh_from_db()
    with pytest.raises(Conflict) as paused:
        services.phase_process_now(phase=phase, actor=gm, reason="now")
    assert str(paused.value.message) == (
        "“Demo 1901” is paused, so its phase cannot be processed now. Resume the game first, "
        "then press “Process now” again.")
    services.game_resume(game=running_game, actor=gm, reason="back")
    phase.refresh_from_db()
    services.phase_process_now(phase=phase, actor=gm, reason="all orders are in")
    phase.refresh_from_db()
    action = GmAction.objects.get(action="phase_process_now")
    assert (action.phase, action.before, action.after) == (
        phase, {"status": "open"}, {"status": "published"})
    with pytest.raises(Conflict) as done:
        services.phase_process_now(phase=phase, actor=gm, reason="again")
    assert str(done.value.message) == "Phase S1901M is published, not open."


def _play_phase(game, players, frozen, absent=()):
    phase = game.phases.open().get()
    for power, user in players.items():
        if power not in absent:
            submit(game, user, power, "")
    past_zat(frozen, phase)
    return services.phase_process(phase_id=phase.pk)


def test_missed_phases_are_counted_named_and_forgiven_and_disorder_waits_for_the_limit(
        running_game, players, frozen):
    running_game.nmr_policy = "civil_disorder"
    running_game.civil_disorder_after = 2
    running_game.save()
    first = _play_phase(running_game, players, frozen, absent=("turkey", "austria"))
    assert sorted(first.result["nmr"]) == ["austria", "turkey"]
    turkey = running_game.seats.get(key="turkey")
    assert (turkey.status, turkey.missed_phases) == ("playing", 1)  # not before the limit
    _play_phase(running_game, players, frozen, absent=("turkey",))
    assert running_game.seats.get(key="austria").missed_phases == 0  # sent again: forgiven
    assert running_game.seats.get(key="turkey").status == "civil_disorder"


def test_with_the_hold_policy_nobody_falls_into_civil_disorder(running_game, players, frozen):
    running_game.civil_disorder_after = 1
    running_game.save()
    _play_phase(running_game, players, frozen, absent=("turkey",))
    assert running_game.seats.get(key="turkey").status == "playing"


def test_each_phase_is_adjudicated_with_the_games_seed_plus_its_index(running_game, players,
                                                                      frozen):
    seeds = []
    ruleset = type(get_ruleset("diplomacy"))
    real = ruleset.adjudicate

    def spy(self, state, submissions, seed):
        seeds.append(seed)
        return real(self, state, submissions, seed)

    with mock.patch.object(ruleset, "adjudicate", spy):
        _play_phase(running_game, players, frozen)
        _play_phase(running_game, players, frozen)
    assert seeds == [running_game.seed, running_game.seed + 1]


def test_publishing_bumps_the_version_once_and_replaces_a_stale_report(running_game, frozen):
    phase = running_game.phases.get()
    Report.objects.create(phase=phase, public={"stale": True})
    before = phase.version
    past_zat(frozen, phase)
    services.phase_process(phase_id=phase.pk)
    phase.refresh_from_db()
    assert phase.version == before + 2  # processed (+1), published (+1)
    assert "stale" not in Report.objects.get(phase=phase).public


def test_publishing_one_phase_leaves_other_games_under_review_alone(running_game, gm, players,
                                                                     frozen):
    other = services.game_create(creator=gm, name="Other 1901", seed=7,
                                 schedule={"review_before_publish": True})
    for seat in other.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    services.game_start(game=other, actor=gm)
    running_game.review_before_publish = True
    running_game.save()
    mine, theirs = running_game.phases.get(), other.phases.get()
    past_zat(frozen, mine, minutes=60 * 24 * 7)
    services.phase_process(phase_id=mine.pk)
    services.phase_process(phase_id=theirs.pk)
    services.phase_publish(phase=running_game.phases.get(pk=mine.pk), actor=gm)
    theirs.refresh_from_db()
    assert theirs.status == Phase.Status.AWAITING_REVIEW
    with pytest.raises(Conflict) as again, transaction.atomic():
        processing._publish(running_game.phases.get(pk=mine.pk))
    assert again.value.message == "Phase S1901M is not awaiting review."


def test_the_last_phase_finishes_the_game_with_its_winner(running_game, gm, players, frozen):
    ruleset = type(get_ruleset("diplomacy"))
    real = ruleset.adjudicate

    def winning(self, state, submissions, seed):
        outcome = real(self, state, submissions, seed)
        outcome.result["winner"] = "france"
        return outcome

    told = mock.Mock(wraps=game_end.notices.send_game_over)
    with mock.patch.object(ruleset, "next_phase", return_value=None), \
            mock.patch.object(ruleset, "adjudicate", winning), \
            mock.patch.object(game_end.notices, "send_game_over", told):
        running_game.review_before_publish = True
        running_game.save()
        done = _play_phase(running_game, players, frozen)
        assert services.phase_publish(phase=done, actor=gm) is None
    running_game.refresh_from_db()
    assert (running_game.status, running_game.winner) == ("finished", "france")
    # Everybody is told who won (pinned by mutation testing: the last result is passed on).
    [(game, how, winners)] = [call.args for call in told.call_args_list]
    assert (game.pk, how, winners) == (running_game.pk, "victory", ["France"])


def test_a_game_that_ends_without_a_winner_stores_none(running_game, players, frozen):
    with mock.patch.object(type(get_ruleset("diplomacy")), "next_phase", return_value=None):
        _play_phase(running_game, players, frozen)
    running_game.refresh_from_db()
    assert (running_game.status, running_game.winner) == ("finished", "")


def test_processing_a_finished_games_phase_by_hand_is_refused_naming_the_state(running_game,
                                                                               gm):
    phase = running_game.phases.get()
    Game.objects.filter(pk=running_game.pk).update(status=Game.Status.FINISHED)
    phase.refresh_from_db()
    with pytest.raises(Conflict) as finished:
        services.phase_process_now(phase=phase, actor=gm, reason="now")
    assert str(finished.value.message) == (
        "“Demo 1901” is finished; only a running game's phase can be processed.")
    phase.refresh_from_db()
    assert (phase.status, phase.attempt) == (Phase.Status.OPEN, 0)


def test_processing_by_hand_a_phase_another_worker_has_claimed_says_so(running_game, gm):
    # Pinned by mutation testing: the page still showed the phase open, a worker claimed it.
    phase = running_game.phases.get()
    assert processing.phase_claim(phase.pk, force=True) == 1
    with pytest.raises(Conflict) as busy:
        services.phase_process_now(phase=phase, actor=gm, reason="now")
    assert str(busy.value.message) == "Phase S1901M is already being adjudicated."
    assert not GmAction.objects.filter(action="phase_process_now").exists()


def test_processing_judges_due_at_the_moment_it_is_given(running_game, frozen):
    # Pinned by mutation testing: ``now`` reaches the claim (the clock still reads START).
    phase = running_game.phases.get()
    assert processing.phase_process(phase_id=phase.pk) is None
    done = processing.phase_process(phase_id=phase.pk,
                                    now=phase.zat + dt.timedelta(minutes=1))
    assert done is not None and done.pk == phase.pk
    phase.refresh_from_db()
    assert phase.status == Phase.Status.PUBLISHED


def test_the_rule_set_judges_the_result_itself_when_it_asks_for_a_review(running_game, frozen):
    # Pinned by mutation testing: ``needs_review`` gets the result, and its yes holds the
    # phase for the game master although the game publishes without review.
    judged = []

    def needs_review(self, result):
        judged.append(result)
        return bool(result) and "nmr" in result

    phase = running_game.phases.get()
    past_zat(frozen, phase)
    with mock.patch.object(type(get_ruleset("diplomacy")), "needs_review", needs_review):
        services.phase_process(phase_id=phase.pk)
    phase.refresh_from_db()
    assert running_game.review_before_publish is False
    assert phase.status == Phase.Status.AWAITING_REVIEW
    assert judged == [phase.result]


def test_writing_a_result_touches_only_its_own_phase(running_game, gm, players, frozen):
    # Pinned by mutation testing: another game's phase claimed with the same attempt number
    # keeps its state when this one's result is written.
    other = services.game_create(creator=gm, name="Zweites 1901", seed=2, schedule={
        "zat_time": "20:00", "zat_time_zone": "Europe/Berlin", "review_before_publish": True})
    for seat in other.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    services.game_start(game=other, actor=gm)
    theirs = other.phases.get()
    assert processing.phase_claim(theirs.pk, force=True) == 1
    mine = running_game.phases.get()
    services.phase_process_now(phase=mine, actor=gm, reason="all orders are in")
    theirs.refresh_from_db()
    assert (theirs.status, theirs.attempt, theirs.result) == (Phase.Status.PROCESSING, 1, None)


def test_a_claim_before_the_zat_takes_nothing_unless_forced(running_game, frozen):
    # Pinned by mutation testing: forcing is the caller's explicit choice, never the default.
    phase = running_game.phases.get()
    assert processing.phase_claim(phase.pk) is None
    phase.refresh_from_db()
    assert (phase.status, phase.attempt) == (Phase.Status.OPEN, 0)
    assert processing.phase_claim(phase.pk, force=True) == 1


def test_a_result_awaiting_review_is_never_claimed_again_however_old(running_game, frozen,
                                                                     settings):
    # Pinned by mutation testing: only a *processing* claim goes stale, not a finished one.
    settings.GAMEMASTER_PROCESSING_TIMEOUT_SECONDS = 600
    running_game.review_before_publish = True
    running_game.save()
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    services.phase_process(phase_id=phase.pk)
    frozen.shift(dt.timedelta(hours=2))
    assert processing.phase_claim(phase.pk, force=True) is None
    phase.refresh_from_db()
    assert (phase.status, phase.attempt) == (Phase.Status.AWAITING_REVIEW, 1)


def test_a_claim_judges_whether_the_phase_is_due_at_the_time_it_is_given(running_game, frozen):
    """``phase_claim(now=...)``: the sweep's own clock decides, not the process's."""
    from games.deadlines import phase_due_at

    phase = running_game.phases.get()
    due_at = phase_due_at(phase)
    assert due_at > dt.datetime.now(dt.UTC)  # the process's clock: not yet due
    assert services.phase_claim(phase.pk, now=due_at - dt.timedelta(seconds=1)) is None
    assert services.phase_claim(phase.pk, now=due_at) == 1
    phase.refresh_from_db()
    assert (phase.status, phase.claimed_at) == (Phase.Status.PROCESSING, due_at)


@pytest.mark.parametrize("review", [False, True])
def test_the_phase_processing_returns_is_the_phase_as_stored(running_game, frozen, review):
    """Callers (the task, "Process now", its audit entry) read status and version from the
    returned phase: they must be what the database now holds, published at once or not."""
    running_game.review_before_publish = review
    running_game.save()
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    done = services.phase_process(phase_id=phase.pk)
    stored = Phase.objects.get(pk=phase.pk)
    assert (done.status, done.version) == (stored.status, stored.version)
    assert stored.version == phase.version + (1 if review else 2)
    assert (stored.published_at is None) == review  # a result under review is not published


def test_the_stored_result_names_the_seats_that_sent_nothing(running_game, players, frozen):
    """The platform's own count of missed seats travels with the result (the review's overrule
    and the reports read it), whatever the engine says."""
    services.orders_submit(seat=running_game.seats.get(key="france"), user=players["france"],
                           text="A par H")
    phase = running_game.phases.get()
    past_zat(frozen, phase)
    services.phase_process(phase_id=phase.pk)
    sent = set(Submission.objects.filter(phase=phase).values_list("seat__key", flat=True))
    missing = sorted(set(running_game.seats.values_list("key", flat=True)) - sent)
    assert sorted(Phase.objects.get(pk=phase.pk).result["missed_seats"]) == missing


def test_the_turn_report_gives_the_next_zat_in_the_players_time(
        running_game, players, frozen, django_capture_on_commit_callbacks):
    from django.utils import formats, timezone, translation

    from games.deadlines import phase_due_at
    from games.emails.rendering import time_zone_of

    phase = running_game.phases.get()
    past_zat(frozen, phase)
    with django_capture_on_commit_callbacks(execute=True):
        services.phase_process(phase_id=phase.pk)
    following = running_game.phases.get(index=phase.index + 1)
    user = players["france"]
    local = timezone.localtime(phase_due_at(following), time_zone_of(user))
    with translation.override("en"):
        expected = formats.date_format(local, "DATETIME_FORMAT")
    (report,) = [m for m in mail.outbox
                 if m.to == [user.email] and m.subject.endswith("Results of S1901M")]
    assert f"Next ZAT: {expected}" in report.body
