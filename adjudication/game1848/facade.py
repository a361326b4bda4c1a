"""The 1848 engine's face as functions: JSON in, JSON out (``__init__.py`` hands them on).

- :func:`card_set_text` / :func:`shipped_card_set_json`: card sets (``load_card_set`` reads a
  file's text and reports every fault with its line: :class:`CardSetError`);
  :func:`start_problems`: why a game with a card set cannot start.
- :func:`new_game`: the position after the deal.
- :func:`check_action`: per-line feedback on what a seat wrote, never raising.
- :func:`expected_seats`: who must act now. :func:`resolve_turn`: apply one turn.
- :func:`view`: the position as a viewer may see it (the one place secrets are stripped).
- :func:`describe_events`: events in German or English.
- :func:`read_rulings`: a game master's ruling on a ``gm`` card.
- ``resolve`` (``door.py``): the JSON door (``python -m adjudication resolve`` with
  ``"game": "1848"``; ``docs/engine-json-1848.md``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudication.game1848 import feedback as _feedback
from adjudication.game1848 import setup as _setup
from adjudication.game1848 import turn as _turn
from adjudication.game1848 import view as _view
from adjudication.game1848.card_reading import (
    card_from_json,
    card_set_from_json,
    load_card_set,
    shipped_card_set,
)
from adjudication.game1848.cards import CardSetError
from adjudication.game1848.events import event_from_json
from adjudication.game1848.rulings import read_rulings as _read_rulings
from adjudication.game1848.rulings import rulings_from_json, rulings_to_json
from adjudication.game1848.state import options_from_json, state_from_json
from adjudication.game1848.words import card_effect_words, describe

GAME_MASTER = _view.GAME_MASTER


def card_set_text(text: str) -> dict[str, Any]:
    """A card-set file's text -> the set as JSON (raises :class:`CardSetError`)."""
    return load_card_set(text).to_json()


def card_set_json(data: Any) -> dict[str, Any]:
    """Check a card set given as JSON (raises :class:`CardSetError`) and return it clean."""
    return card_set_from_json(data).to_json()


def shipped_card_set_json(name: str) -> dict[str, Any]:
    return shipped_card_set(name).to_json()


def start_problems(cards: Any, players: int) -> list[str]:
    """Why a game with this card set (JSON) and number of players cannot start."""
    try:
        card_set = card_set_from_json(cards)
    except CardSetError as error:
        return [str(p) for p in error.problems]
    return _setup.setup_problems(card_set, players)


def new_game(cards: Any, players: int, seed: int, options: Any = None) -> dict[str, Any]:
    card_set = card_set_from_json(cards)
    state = _setup.new_game(card_set, players, seed, options_from_json(options, players))
    return state.to_json()


def expected_seats(state: Mapping[str, Any]) -> list[str]:
    return _turn.expected(state_from_json(state))


def check_action(state: Mapping[str, Any], seat: str, text: str,
                 lang: str = "en") -> list[dict[str, Any]]:
    """Per-line feedback ``[{line, reading, error, suggestion}]`` (empty: no action)."""
    readings = _feedback.read_lines(state_from_json(state), seat, text, lang)
    return [{"line": r.line, "reading": r.reading, "error": r.error,
             "suggestion": r.suggestion} for r in readings]


def resolve_turn(state: Mapping[str, Any], texts: Mapping[str, str | None],
                 rulings: Any = None) -> dict[str, Any]:
    """One turn: ``{"state", "events", "flags", "actions", "over", "victory"}``."""
    result = _turn.resolve_turn(state_from_json(state), texts, rulings_from_json(rulings))
    after = result.state
    return {"state": after.to_json(), "events": [e.to_json() for e in result.events],
            "flags": list(result.flags), "actions": dict(result.actions),
            "over": after.stage == "over", "victory": after.victory,
            "rulings": dict(rulings or {})}


def view(state: Mapping[str, Any], viewer: str | None, lang: str = "en") -> dict[str, Any]:
    return _view.view(state_from_json(state), viewer, lang)


def describe_events(state: Mapping[str, Any], events: list[Mapping[str, Any]],
                    lang: str = "en", names: Mapping[str, str] | None = None) -> list[str]:
    cards = card_set_from_json(state.get("cards"))
    return [describe(event_from_json(e), cards, lang, names) for e in events]


def read_rulings(text: str) -> dict[str, list[dict[str, Any]]]:
    """A game master's ruling text -> ``{card id: [effects]}`` (raises :class:`RulingError`
    naming the line)."""
    return rulings_to_json(_read_rulings(text))


def card_words(card: Mapping[str, Any], lang: str = "en") -> str:
    """A Zusatzkarte's effect in words, from its JSON."""
    return card_effect_words(card_from_json(card), lang)
