"""The game master's position editor: the engine's ``gm_*`` functions applied to a result,
returning the new result and the diff (``path``, ``before``, ``after``) for the audit log.

Operations (the engine decides what each may do and names the faulty field):

- ``edit``: any correction (a battle's losses found later, SP, Erfolgsmarker, a fortress);
- ``resolve``: the ruling on the action waiting for the GM (a battle, diplomacy, a note of
  the start phase or a reinforcement turn); the player's queued lines run again;
- ``close_sp``: the SP distribution (its figures as a patch); then the team sums decide:
  13 SP wins, a tie waits for ``decide_tie``;
- ``end_turn``: the turn ends (missed deadline);
- ``decide_tie``: the tie decided by the base game's rule (``team``).
"""

from __future__ import annotations

import json
from typing import Any

import adjudication.europa1815 as engine
from games.rulesets.base import JSON, RuleSetInputError
from games.rulesets.europa1815.ruleset import event_texts, finish, label_of, position_of

OPS = ("edit", "resolve", "close_sp", "end_turn", "decide_tie")


def read_patch(text: str) -> Any:
    """A patch written as JSON; a fault names its line and column."""
    if not (text or "").strip():
        return {}
    try:
        patch = json.loads(text)
    except json.JSONDecodeError as error:
        raise RuleSetInputError(f"The patch is not JSON: line {error.lineno}, column "
                                f"{error.colno}: {error.msg}.", field="patch") from None
    if not isinstance(patch, dict):
        raise RuleSetInputError('The patch is a JSON object, e.g. {"players": {"fra": '
                                '{"sp": "+3"}}}.', field="patch")
    return patch


def gm_apply(result: JSON, op: str, patch: Any, reason: str, team: str | None = None) -> JSON:
    """The result after the GM's operation (a new dict; ``result`` is not changed); the
    new entry of ``result["gm"]`` holds the op, the reason and the changes."""
    if op not in OPS:
        raise RuleSetInputError(f"Unknown operation {op!r}; one of: {', '.join(OPS)}.",
                                field="op")
    state = result["state"]
    position, game_map = position_of(state)
    try:
        if op == "edit":
            done = engine.gm_edit(position, game_map, patch, reason)
        elif op == "resolve":
            done = engine.gm_resolve(position, game_map, patch, reason)
        elif op == "close_sp":
            done = engine.gm_close_sp(position, game_map, patch, reason)
        elif op == "end_turn":
            done = engine.gm_end_turn(position, game_map, reason)
        else:
            done = engine.gm_decide_tie(position, game_map, team or "", reason)
    except engine.InputError as error:
        raise RuleSetInputError(str(error), field=error.field) from None
    answer = {lang: done.to_json(game_map, lang) for lang in ("de", "en")}
    new = dict(result)
    new["state"] = {**state, "position": engine.position_to_json(done.position)}
    new["events"] = [*(result.get("events") or []), *event_texts(done.events, game_map)]
    entry = {"op": op, "reason": done.reason, "changes": answer["de"]["changes"]}
    if team:
        entry["team"] = team
    new["gm"] = [*(result.get("gm") or []), entry]
    if answer["de"]["lines"]:
        new["lines"] = {lang: a["lines"] for lang, a in answer.items()}
    return finish(new)


def held(state: JSON) -> JSON:
    """The result of a phase the GM takes over before anybody acted: nothing changed."""
    return finish({"game": "europa1815", "label": label_of(state), "player": None, "text": None,
                   "ok": True, "lines": {}, "events": [], "gm": [],
                   "state": {**state, "n": state["n"] + 1}})
