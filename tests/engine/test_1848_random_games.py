"""Seeded random games played to the end, the invariants checked after every turn (every card
in exactly one place, hands within the limit, score sheets equal to the sum of the tricks).

The test plays 150 games (about 6 s of CPU); ``python -m adjudication play-1848 --seed 1
--games 1000`` plays the thousand whose figure docs/performance.md records."""

from __future__ import annotations

import subprocess
import sys

import pytest

from adjudication.game1848.card_reading import shipped_card_set
from adjudication.game1848.play import play_game
from tests.engine.game1848_positions import PRACTICE

GAMES = 150


def test_seeded_random_four_player_games_end_with_every_invariant_held():
    endings = set()
    for seed in range(1, GAMES + 1):
        state = play_game(seed, 4, PRACTICE)
        assert state.stage == "over" and state.victory is not None
        endings.add(state.end_reason)
    assert "target" in endings


@pytest.mark.parametrize("players", [2, 3])
def test_two_and_three_player_games_end_too(players):
    for seed in range(1, 21):
        state = play_game(seed, players, PRACTICE)
        if state.end_reason == "target":
            assert max(len(w) for w in state.won.values()) == {2: 6, 3: 5}[players]


def test_a_seed_replays_the_same_game():
    assert play_game(17, 4, PRACTICE) == play_game(17, 4, shipped_card_set("practice"))


def test_the_command_line_plays_games_and_reports_the_invariants():
    done = subprocess.run([sys.executable, "-m", "adjudication", "play-1848", "--seed", "5",
                           "--games", "3"], capture_output=True, text=True, check=True)
    assert "3 games" in done.stdout and "invariants held" in done.stdout
