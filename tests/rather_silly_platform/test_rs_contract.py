"""The platform's rule-set contract, run against the Rather Silly rule set.

The shared suite (``tests/platform/test_ruleset_contract.py``) is parametrised over the
registry; these are the same check functions with the ``ruleset`` fixture pinned to Rather
Silly, so the contract holds for it even where the registry is configured differently.
"""

from __future__ import annotations

import pytest

from games.rulesets import get_ruleset
from tests.platform.test_ruleset_contract import (  # noqa: F401 - collected as tests here
    start,
    test_adjudication_is_deterministic_for_a_seed,
    test_an_outcome_leads_to_a_next_phase_and_splits_per_seat,
    test_default_settings_validate_and_are_stable,
    test_seats_have_unique_keys_and_labels,
    test_submission_kinds_declare_visibility_and_known_phase_types,
    test_the_board_describes_every_seat,
    test_the_initial_state_is_json_and_names_only_real_seats,
    test_the_registry_key_matches_the_rule_set,
    test_unknown_settings_are_refused_with_the_field_named,
    test_validation_never_raises_on_any_text,
)


@pytest.fixture
def ruleset(rather_silly_registered):
    return get_ruleset("rather_silly")
