"""Fixtures for the browser tests: Playwright driving Debian's Chromium against pytest-django's
live server (a real threaded HTTP server on 127.0.0.1 with a free port, sharing the test
database). See ``e2e_browser.py`` for the browser side; screenshots land in
``test-artifacts/e2e/<test name>/``."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from e2e_browser import CHROMIUM, CHROMIUM_ARGS, Shots, Visitor, playwright_module

# Playwright's sync API runs an event loop in the test thread; Django refuses ORM calls from a
# thread with a running loop unless told that this is deliberate (in tests only).
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


def pytest_configure(config) -> None:
    # pyproject.toml lists the marker too; registering it here keeps --strict-markers happy
    # whichever lands first.
    config.addinivalue_line(
        "markers", "e2e: drives Debian's Chromium through Playwright against a live server")


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium for the whole run (starting one costs about a second)."""
    sync_api = playwright_module()
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def expect(browser):
    """Playwright's auto-waiting assertions (imported only once the browser is known to exist)."""
    return playwright_module().expect


@pytest.fixture
def shots(request) -> Shots:
    return Shots(request.node.name)


@pytest.fixture
def visit(browser, live_server) -> Iterator:
    """``visit("anna")`` opens a fresh browser session logged in as Anna; ``visit()`` anonymous."""
    opened: list[Visitor] = []

    def open_as(username: str | None = None, **context_options) -> Visitor:
        visitor = Visitor(browser, live_server.url, **context_options)
        opened.append(visitor)
        if username:
            visitor.log_in(username)
        return visitor

    yield open_as
    for visitor in opened:
        visitor.close()
