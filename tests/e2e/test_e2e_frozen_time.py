"""A browser wait fails after its timeout even while a test has frozen time (``frozen``):
time-machine freezes ``time.monotonic()``, the clock of Playwright's asyncio loop, and a missing
response once hung a CI run for good instead of failing its test (tests/e2e/conftest.py)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.e2e


def test_a_wait_for_a_response_that_never_comes_times_out_under_frozen_time(browser, frozen):
    context = browser.new_context()
    try:
        page = context.new_page()
        page.set_content("<p>Nothing here asks the server for anything.</p>")
        with pytest.raises(Exception, match="Timeout 1500ms exceeded"), \
                page.expect_response(lambda response: True, timeout=1500):
            pass
    finally:
        context.close()
