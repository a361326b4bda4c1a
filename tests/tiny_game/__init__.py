"""A tiny fifth game in one folder, the proof of docs/architecture.md "Adding a game": two
seats each write a number; the higher wins. Registered by one settings line in
``tests/platform/test_adding_a_game.py``, never in the project's settings."""

from tests.tiny_game.ruleset import TinyRuleSet

__all__ = ["TinyRuleSet"]
