"""1848 with the Armeekarten: a pure engine for the card game (no Django). The face: the
names below, JSON in and JSON out (``facade.py`` says what each does). Rule sections, one module
each, and every decision: ``README.md`` beside this file and ``docs/rules/1848.md``."""

from adjudication.game1848.cards import CardSet, CardSetError, Problem
from adjudication.game1848.door import resolve
from adjudication.game1848.errors import InputError
from adjudication.game1848.facade import (
    GAME_MASTER,
    card_set_json,
    card_set_text,
    card_words,
    check_action,
    describe_events,
    expected_seats,
    new_game,
    read_rulings,
    resolve_turn,
    shipped_card_set_json,
    start_problems,
    view,
)
from adjudication.game1848.rulings import RulingError

__all__ = [
    "GAME_MASTER", "CardSet", "CardSetError", "InputError", "Problem", "RulingError",
    "card_set_json", "card_set_text", "card_words", "check_action", "describe_events",
    "expected_seats", "new_game", "read_rulings", "resolve", "resolve_turn",
    "shipped_card_set_json", "start_problems", "view",
]
