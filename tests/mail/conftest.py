"""Shared set-up of the mail tests."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from games.mail_intake.context import _names
from tests.mail.reading import context_for


@pytest.fixture(autouse=True)
def _fresh_reader_caches_under_mutation() -> Iterator[None]:
    """Under mutmut each mutant runs in a process forked after the clean run, so the reader's
    caches (a seat's context with its vocabulary) still hold what the unmutated code made, and
    a mutant of a function that builds them would never run: it "survives" untested. Cleared
    before each test then, only there (the normal run keeps the caches: they make the corpus
    fast)."""
    if "__mutmut_" in os.environ.get("MUTANT_UNDER_TEST", ""):
        _names.cache_clear()
        context_for.cache_clear()
    yield
