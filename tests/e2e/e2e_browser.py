"""The browser side of the end-to-end tests: launching Debian's Chromium through Playwright,
one logged-in session per person, numbered screenshots.

The browser is the system one (``/usr/bin/chromium``, Debian package ``chromium``); Playwright's
own browser download is never used. Without the browser (or the playwright package) the tests
are skipped saying so, except under ``CI=true``, where that fails the run instead of hiding it.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

CHROMIUM = Path(os.environ.get("GAMEMASTER_CHROMIUM", "/usr/bin/chromium"))
# This machine's network is closed: without these flags Chromium keeps dialling Google's hosts.
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "e2e"
PASSWORD = "correct-horse-battery"  # the personas' password, tests/conftest.py
# The longest any single step may take: every wait is for an event (a response, an element),
# so a generous deadline costs nothing when the machine is idle and keeps a loaded 2-core CI
# machine (where adjudicating and drawing a map can take seconds) from failing.
TIMEOUT_MS = 90_000
FEEDBACK_URL = re.compile(r"/games/\d+/orders/check/$")


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in {"1", "true", "yes"}


def unavailable(reason: str) -> None:
    """Skip for a newcomer without the browser; fail in CI, where it must be there."""
    if in_ci():
        pytest.fail(f"CI=true but {reason}", pytrace=False)
    pytest.skip(reason)


def playwright_module():
    """``playwright.sync_api``, or a skip (fail under CI) naming what to install."""
    try:
        from playwright import sync_api
    except ImportError:
        unavailable("the Python package playwright is missing "
                    "(.venv/bin/pip install -r requirements-dev.txt)")
    if not CHROMIUM.exists():
        unavailable(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    return sync_api


class Shots:
    """Numbered screenshots of one test, so its folder reads as the story of the scenario."""

    def __init__(self, test_name: str) -> None:
        self.folder = ARTIFACTS / re.sub(r"[^a-z0-9_]+", "-", test_name.lower()).strip("-")
        self.count = 0
        self.folder.mkdir(parents=True, exist_ok=True)
        for old in self.folder.glob("*.png"):
            old.unlink()

    def take(self, page, name: str, full_page: bool = True) -> Path:
        self.count += 1
        path = self.folder / f"{self.count:02d}-{name}.png"
        page.screenshot(path=str(path), full_page=full_page)
        return path


class Visitor:
    """One person's browser session (own cookies) on the live server."""

    def __init__(self, browser, base_url: str, **context_options) -> None:
        self.context = browser.new_context(base_url=base_url, locale="en-GB", **context_options)
        self.context.set_default_timeout(TIMEOUT_MS)
        self.page = self.context.new_page()

    def log_in(self, username: str, password: str = PASSWORD):
        page = self.page
        page.goto("/accounts/login/")
        page.get_by_label("Username").fill(username)
        page.get_by_label("Password").fill(password)
        page.get_by_role("button", name="Log in").click()
        page.wait_for_url(lambda url: "/accounts/login/" not in url)
        return page

    def type_orders(self, box, text: str):
        """Fill an order box and wait for the answer of its as-you-type check (``orders.js``
        posts the text to ``/orders/check/`` after a short pause and draws the lines from the
        answer); returns that response. Waiting for the response, not a fixed time, is what
        keeps the feedback assertions from racing the server on a busy machine.

        First the page's load event: a click on a link returns once the next page has begun
        to load, before its deferred ``orders.js`` listens to the box, and text typed then
        sends no check (a 90 s wait for an answer that never comes: the CI failures of
        2026-11-27 in ``test_e2e_rather_silly_secrets.py``, reproduced by serving
        ``orders.js`` 2 s late)."""
        self.page.wait_for_load_state("load")
        with self.page.expect_response(
                lambda r: FEEDBACK_URL.search(r.url) and r.request.method == "POST") as answer:
            box.fill(text)
        return answer.value

    def get(self, path: str) -> str:
        """A page or API answer fetched with this visitor's session cookie, as text."""
        response = self.context.request.get(path)
        assert response.status == 200, (path, response.status)
        return response.text()

    def close(self) -> None:
        self.context.close()
