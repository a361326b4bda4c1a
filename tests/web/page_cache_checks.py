"""What the page-cache tests share (test_page_fragments.py, test_page_stamp.py): the caches
emptied around each test, and a viewer's game page and map fetched for comparison, with the
one part that differs on every answer (the masked CSRF token) blanked."""

from __future__ import annotations

import contextlib
import re

import pytest
from django.core.cache import caches
from django.urls import reverse

CSRF = re.compile(r'(name="csrfmiddlewaretoken" value=")[^"]+(")')
DUMMY = {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}


@pytest.fixture(autouse=True)
def empty_caches():
    for alias in ("default", "maps"):
        caches[alias].clear()
    yield
    for alias in ("default", "maps"):
        with contextlib.suppress(Exception):
            caches[alias].clear()


def fetch(client, game) -> tuple[str, str]:
    page = client.get(reverse("game-detail", args=[game.pk]))
    svg = client.get(reverse("game-map", args=[game.pk]))
    assert page.status_code == svg.status_code == 200
    # The CSRF token is masked afresh for every answer: the only part that may differ.
    return CSRF.sub(r"\1-\2", page.content.decode()), svg.content.decode()
