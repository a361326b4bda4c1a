"""The JSON door: ``resolve(data)`` for ``{"game": "1848", ...}`` (docs/engine-json-1848.md).

Three requests:

- ``{"game": "1848", "setup": {"players", "seed", "cards", "options"}}`` -> the dealt
  position (``cards``: ``"practice"``, ``"known"`` or a card set object);
- ``{"game": "1848", "state": {...}, "turns": [{seat: text}, ...], "rulings": {...}}`` ->
  every turn applied in order, with its events, flags and the actions taken, and the final
  position (``"until_end": true`` with ``"random_seed"`` plays on with random legal actions);
- either may add ``"view": seat | "gm" | null`` and ``"lang": "de" | "en"`` for the position
  as that viewer sees it and every event in words.

Malformed input raises :class:`~adjudication.game1848.errors.InputError` naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudication.game1848.card_reading import card_set_from_json, shipped_card_set
from adjudication.game1848.cards import CardSetError
from adjudication.game1848.effects import EffectError
from adjudication.game1848.errors import InputError
from adjudication.game1848.rulings import rulings_from_json
from adjudication.game1848.setup import new_game
from adjudication.game1848.state import State, options_from_json, state_from_json
from adjudication.game1848.turn import expected, resolve_turn
from adjudication.game1848.view import view
from adjudication.game1848.words import describe


def _cards(raw: Any) -> Any:
    if isinstance(raw, str):
        try:
            return shipped_card_set(raw)
        except KeyError as error:
            raise InputError("setup.cards", str(error.args[0])) from None
    try:
        return card_set_from_json(raw)
    except CardSetError as error:
        raise InputError("setup.cards", str(error)) from None


def _setup(raw: Any) -> State:
    if not isinstance(raw, Mapping):
        raise InputError("setup", "must be an object {\"players\", \"seed\", \"cards\"}")
    players = raw.get("players", 4)
    seed = raw.get("seed", 0)
    if not isinstance(players, int) or isinstance(players, bool):
        raise InputError("setup.players", "must be 2, 3 or 4")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise InputError("setup.seed", "must be a whole number")
    return new_game(_cards(raw.get("cards", "practice")), players, seed,
                    options_from_json(raw.get("options"), players))


def _turns(raw: Any) -> list[Mapping[str, Any]]:
    if raw is None:
        return []
    if not isinstance(raw, list) or not all(isinstance(t, Mapping) for t in raw):
        raise InputError("turns", "must be a list of objects {seat: text}")
    return raw


def resolve(data: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(data, Mapping):
        raise InputError("input", "must be a JSON object")
    lang = data.get("lang", "en")
    if lang not in ("de", "en"):
        raise InputError("lang", "must be \"de\" or \"en\"")
    if "setup" in data:
        state = _setup(data["setup"])
    elif "state" in data:
        state = state_from_json(data["state"])
    else:
        raise InputError("input", "give \"setup\" (a new game) or \"state\" (a position)")
    try:
        rulings = rulings_from_json(data.get("rulings"))
    except EffectError as error:
        raise InputError("rulings", str(error)) from None
    turns_out = []
    for index, turn in enumerate(_turns(data.get("turns"))):
        if state.stage == "over":
            raise InputError(f"turns[{index}]", "the game is already over")
        stray = sorted(set(turn) - set(expected(state)))
        if stray:
            raise InputError(f"turns[{index}]", f"{', '.join(stray)} not on turn; now: "
                                                f"{', '.join(expected(state))}")
        result = resolve_turn(state, turn, rulings)
        state = result.state
        turns_out.append(_turn_json(result, state, lang, data))
    if data.get("until_end"):
        from adjudication.game1848.play import random_turn

        seed = data.get("random_seed", 0)
        while state.stage != "over":
            result = resolve_turn(state, random_turn(state, seed), rulings)
            state = result.state
            turns_out.append(_turn_json(result, state, lang, data))
    answer: dict[str, Any] = {"game": "1848", "state": state.to_json(),
                              "expected": expected(state), "over": state.stage == "over",
                              "victory": dict(state.victory) if state.victory else None}
    if turns_out or "turns" in data:
        answer["turns"] = turns_out
    if "view" in data:
        answer["view"] = view(state, data["view"], lang)
    return answer


def _turn_json(result: Any, state: State, lang: str, data: Mapping[str, Any]) -> dict[str, Any]:
    events = []
    for event in result.events:
        entry = event.to_json()
        if "lang" in data:
            entry["text"] = describe(event, state.cards, lang)
        events.append(entry)
    return {"actions": dict(result.actions), "events": events, "flags": list(result.flags)}
