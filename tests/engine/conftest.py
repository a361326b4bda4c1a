"""Engine tests run without Django (``pytest -p no:django tests/engine``).

pytest-django normally puts the project root on ``sys.path``; without it the root is added
here. The Django-only autouse fixtures of ``tests/conftest.py`` are replaced by no-ops of the
same name: the engine never touches settings or Celery.
"""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(autouse=True)
def _fast_password_hashing() -> None:
    """No-op: overrides the Django fixture of the same name in tests/conftest.py."""


@pytest.fixture(autouse=True)
def _celery_eager() -> None:
    """No-op: overrides the Django fixture of the same name in tests/conftest.py."""
