"""The contract every registered rule set keeps, run against each entry of GAMEMASTER_RULESETS.

Adding a game means adding a rule set; this suite then runs against it unchanged. It checks the
shapes the platform relies on and the promises that keep games fair: validation never raises,
adjudication is deterministic for a seed, outcomes split into parts keyed by real seats.
"""

from __future__ import annotations

import json

import pytest
from django.conf import settings
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from games.rulesets import get_ruleset
from games.rulesets.base import (
    BoardRow,
    PhaseStart,
    RuleSet,
    RuleSetSettingsError,
    Validation,
    Visibility,
)

KEYS = sorted(settings.GAMEMASTER_RULESETS)


@pytest.fixture(params=KEYS)
def ruleset(request) -> RuleSet:
    return get_ruleset(request.param)


@pytest.fixture
def start(ruleset) -> PhaseStart:
    return ruleset.initial_phase(ruleset.validate_settings({}))


def seat_keys(ruleset) -> list[str]:
    return [seat.key for seat in ruleset.seats(ruleset.validate_settings({}))]


def test_the_registry_key_matches_the_rule_set(ruleset):
    assert ruleset.key in KEYS
    assert ruleset.name


def test_default_settings_validate_and_are_stable(ruleset):
    clean = ruleset.validate_settings({})
    assert ruleset.validate_settings(clean) == clean
    json.dumps(clean)


def test_unknown_settings_are_refused_with_the_field_named(ruleset):
    with pytest.raises(RuleSetSettingsError) as error:
        ruleset.validate_settings({"no_such_setting_xyz": 1})
    assert error.value.field == "no_such_setting_xyz"


def test_seats_have_unique_keys_and_labels(ruleset):
    keys = seat_keys(ruleset)
    assert keys and len(keys) == len(set(keys))
    assert all(seat.label for seat in ruleset.seats(ruleset.validate_settings({})))


def test_submission_kinds_declare_visibility_and_known_phase_types(ruleset, start):
    kinds = ruleset.submission_kinds()
    assert kinds and len({k.key for k in kinds}) == len(kinds)
    for kind in kinds:
        assert isinstance(kind.visibility, Visibility)
        assert kind.phase_types
    assert start.phase_type in ruleset.phase_types()


def test_the_initial_state_is_json_and_names_only_real_seats(ruleset, start):
    json.dumps(start.state)
    expected = ruleset.expected_submissions(start.state)
    assert set(expected) <= set(seat_keys(ruleset))
    declared = {k.key: k for k in ruleset.submission_kinds()}
    for seat, kinds in expected.items():
        for kind in kinds:
            assert kind in declared
            assert declared[kind].seats is None or seat in declared[kind].seats


@hypothesis_settings(max_examples=40, deadline=None,
                     suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(max_size=200))
def test_validation_never_raises_on_any_text(ruleset, start, text):
    seat = seat_keys(ruleset)[0]
    for kind in ruleset.submission_kinds():
        validation = ruleset.validate_submission(start.state, seat, kind.key, text)
        assert isinstance(validation, Validation)
        json.dumps(validation.to_json())
        for line in validation.lines:
            assert line.error is None or line.reading is None  # never both


def test_adjudication_is_deterministic_for_a_seed(ruleset, start):
    submissions = {seat: {} for seat in seat_keys(ruleset)}
    first = ruleset.adjudicate(start.state, submissions, seed=42).result
    second = ruleset.adjudicate(json.loads(json.dumps(start.state)), submissions, seed=42).result
    assert json.dumps(first, sort_keys=True) == json.dumps(second, sort_keys=True)


def test_an_outcome_leads_to_a_next_phase_and_splits_per_seat(ruleset, start):
    result = ruleset.adjudicate(start.state, {}, seed=1).result
    json.dumps(result)
    following = ruleset.next_phase(result)
    assert following is None or (following.phase_type in ruleset.phase_types()
                                 and following.label)
    parts = ruleset.split_outcome(start.state, result)
    json.dumps(parts.public)
    assert set(parts.private) <= set(seat_keys(ruleset))


def test_the_board_describes_every_seat(ruleset, start):
    rows = ruleset.describe_board(start.state)
    assert all(isinstance(row, BoardRow) for row in rows)
    # Every seat has a row; a game may add rows of its own (neutral forces, monsters).
    assert set(seat_keys(ruleset)) <= {row.seat for row in rows}
