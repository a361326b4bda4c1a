"""Lets the map tests run without the Django plugin (``pytest -p no:django``), since nothing
in ``games/maps`` needs Django: the repository root goes on ``sys.path`` as pytest-django
would put it, and the shared conftest's autouse Django fixtures are replaced here by no-ops
(these tests create no users and queue no tasks)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = str(Path(__file__).resolve().parents[2])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


@pytest.fixture(autouse=True)
def _fast_password_hashing() -> None:
    """No users here."""


@pytest.fixture(autouse=True)
def _celery_eager() -> None:
    """No tasks here."""
