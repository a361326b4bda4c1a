"""Press helpers (the logged-in clients ``client_for`` and ``api_for`` are shared, in
tests/conftest.py)."""

from __future__ import annotations

import pytest


@pytest.fixture
def seats(running_game) -> dict:
    return {seat.key: seat for seat in running_game.seats.select_related("player")}
