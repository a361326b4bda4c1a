"""Fixtures for the browser tests: Playwright driving Debian's Chromium against pytest-django's
live server (a real threaded HTTP server on 127.0.0.1 with a free port, sharing the test
database). See ``e2e_browser.py`` for the browser side; screenshots land in
``test-artifacts/e2e/<test name>/``."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from e2e_browser import CHROMIUM, CHROMIUM_ARGS, TIMEOUT_MS, Shots, Visitor, playwright_module


def pytest_configure(config) -> None:
    # pyproject.toml lists the marker too; registering it here keeps --strict-markers happy
    # whichever lands first.
    config.addinivalue_line(
        "markers", "e2e: drives Debian's Chromium through Playwright against a live server")


@pytest.fixture(scope="module")
def browser():
    """One headless Chromium per test module (starting one costs about a second).

    Playwright's sync API keeps an asyncio loop running in the test thread while it is open.
    Django then refuses ORM calls from that thread unless DJANGO_ALLOW_ASYNC_UNSAFE is set, and
    asgiref's async_to_sync refuses to run at all; so the browser lives no longer than its
    module, and the variable is set only meanwhile, leaving the rest of the suite untouched.
    """
    sync_api = playwright_module()
    before = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_api.sync_playwright() as playwright:
            chromium = playwright.chromium.launch(
                executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
            yield chromium
            chromium.close()
    finally:
        if before is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = before


@pytest.fixture
def expect(browser):
    """Playwright's auto-waiting assertions (imported only once the browser is known to exist),
    waiting as long as any step may take: their own default, 5 s, is what once let the live
    feedback "not appear" on a loaded machine."""
    assertions = playwright_module().expect
    assertions.set_options(timeout=TIMEOUT_MS)
    return assertions


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
