"""Fixtures for the browser tests: Playwright driving Debian's Chromium against pytest-django's
live server (a real threaded HTTP server on 127.0.0.1 with a free port, sharing the test
database). See ``e2e_browser.py`` for the browser side; screenshots land in
``test-artifacts/e2e/<test name>/``."""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from collections.abc import Iterator

import pytest
from e2e_browser import CHROMIUM, CHROMIUM_ARGS, TIMEOUT_MS, Shots, Visitor, playwright_module


def pytest_configure(config) -> None:
    # pyproject.toml lists the marker too; registering it here keeps --strict-markers happy
    # whichever lands first.
    config.addinivalue_line(
        "markers", "e2e: drives Debian's Chromium through Playwright against a live server")


class _RealClockLoop(asyncio.SelectorEventLoop):
    """An asyncio loop on the real monotonic clock. Playwright's sync API waits on its own loop,
    whose clock is ``time.monotonic()``, and time-machine freezes that too (``frozen``, tick
    off): a wait such as ``expect_response`` then never reached its TIMEOUT_MS, and a response
    that never came hung the test (and CI) instead of failing it."""

    def time(self) -> float:
        return time.clock_gettime(time.CLOCK_MONOTONIC)


class _RealClockPolicy(asyncio.DefaultEventLoopPolicy):
    def new_event_loop(self) -> asyncio.AbstractEventLoop:
        return _RealClockLoop()


@contextlib.contextmanager
def _real_clock_loops() -> Iterator[None]:
    before = asyncio.get_event_loop_policy()
    asyncio.set_event_loop_policy(_RealClockPolicy())
    try:
        yield
    finally:
        asyncio.set_event_loop_policy(before)


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
        with _real_clock_loops(), sync_api.sync_playwright() as playwright:
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
