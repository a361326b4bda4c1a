import datetime as dt

import pytest
from django.core import mail

from games import services
from games.errors import Conflict, InvalidInput, NotAllowed
from games.models import Submission


def england(game):
    return game.seats.get(key="england")


def test_each_submission_is_a_new_version_and_the_latest_counts(
    running_game, players, django_capture_on_commit_callbacks
):
    seat = england(running_game)
    with django_capture_on_commit_callbacks(execute=True):
        services.orders_submit(seat=seat, user=players["england"], text="F lon - nth")
        services.orders_submit(seat=seat, user=players["england"], text="F lon - eng")
    versions = Submission.objects.filter(seat=seat).order_by("version")
    assert [(s.version, s.raw_text) for s in versions] == [(1, "F lon - nth"), (2, "F lon - eng")]
    assert Submission.objects.filter(seat=seat).current().get().raw_text == "F lon - eng"


def test_the_receipt_echoes_the_orders_as_read_and_the_errors(
    running_game, players, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        submission = services.orders_submit(
            seat=england(running_game), user=players["england"],
            text="F lon - nth\nF edi - nwgx",
        )
    assert not submission.is_valid
    assert len(mail.outbox) == 1
    receipt = mail.outbox[0]
    assert receipt.to == ["emil@example.org"]
    assert "with errors" in receipt.subject
    assert "✓ F lon - nth" in receipt.body
    assert "✗ F edi - nwgx" in receipt.body
    assert "F edi - nwg" in receipt.body  # the suggestion
    html = receipt.alternatives[0][0]
    assert "<code>F lon - nth</code>" in html


def test_the_receipt_flags_orders_for_units_the_seat_does_not_have_naming_the_owner(
    running_game, players, django_capture_on_commit_callbacks
):
    # Issue 10: the adjudicator voids England's order for the French army in Paris; the
    # receipt says so on the line, and whose unit it is (not "there is no unit").
    with django_capture_on_commit_callbacks(execute=True):
        services.orders_submit(seat=england(running_game), user=players["england"],
                               text="A par - bur\nA ruh - bur")
    body = mail.outbox[0].body
    assert "✗ A par - bur" in body and "The unit in Paris belongs to France" in body
    assert "✗ A ruh - bur" in body and "There is no unit in Ruhr" in body
    assert "Your units: F lon, F edi, A lvp" in body


def test_the_receipt_is_in_the_players_language(
    running_game, players, django_capture_on_commit_callbacks
):
    services.profile_update(user=players["england"], language="de")
    with django_capture_on_commit_callbacks(execute=True):
        services.orders_submit(seat=england(running_game), user=players["england"],
                               text="A lvp - xyz", lang="de")
    assert "Unbekannte Provinz" in mail.outbox[0].body


def test_a_player_who_opted_out_gets_no_receipt(
    running_game, players, django_capture_on_commit_callbacks
):
    services.profile_update(user=players["england"], email_receipts=False)
    with django_capture_on_commit_callbacks(execute=True):
        services.orders_submit(seat=england(running_game), user=players["england"],
                               text="F lon - nth")
    assert mail.outbox == []


def test_it_rejects_orders_after_the_zat(running_game, players, frozen):
    phase = running_game.phases.get()
    frozen.move_to(phase.zat + dt.timedelta(minutes=1), tick=False)
    with pytest.raises(Conflict, match="ZAT .* has passed"):
        services.orders_submit(seat=england(running_game), user=players["england"],
                               text="F lon - nth")
    assert not Submission.objects.exists()


def test_orders_are_taken_during_the_grace_period(running_game, players, frozen):
    running_game.grace_minutes = 30
    running_game.save()
    frozen.move_to(running_game.phases.get().zat + dt.timedelta(minutes=10), tick=False)
    services.orders_submit(seat=england(running_game), user=players["england"], text="")
    assert Submission.objects.count() == 1


def test_it_rejects_orders_for_someone_elses_seat(running_game, players, outsider):
    with pytest.raises(NotAllowed):
        services.orders_submit(seat=england(running_game), user=players["france"],
                               text="F lon - nth")
    with pytest.raises(NotAllowed):
        services.orders_submit(seat=england(running_game), user=outsider, text="F lon - nth")


def test_the_game_master_may_enter_orders_for_a_seat(running_game, gm):
    submission = services.orders_submit(seat=england(running_game), user=gm, text="F lon - nth")
    assert submission.submitted_by == gm


def test_it_rejects_an_unknown_submission_kind(running_game, players):
    with pytest.raises(InvalidInput, match="this game takes: orders") as error:
        services.orders_submit(seat=england(running_game), user=players["england"], text="x",
                               kind="vote")
    assert error.value.field == "kind"


def test_it_rejects_orders_before_the_game_starts(draft_game, players):
    with pytest.raises(Conflict, match="takes no orders"):
        services.orders_submit(seat=england(draft_game), user=players["england"], text="x")


def test_a_preview_reads_without_storing(running_game, players):
    validation = services.submission_preview(seat=england(running_game),
                                             user=players["england"], text="F lon - nthx")
    assert not validation.ok
    assert validation.lines[0].suggestion == "F lon - nth"
    assert not Submission.objects.exists()
