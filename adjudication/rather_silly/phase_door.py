"""The one-phase JSON door: ``adjudication.resolve({"variant": "rather_silly", ...})``.

A phase runs its part of §17 through :mod:`sequence` (the only place that orders the steps;
the season door and ``play`` run the same functions):

- movement (``S1901M``): everybody moves together, the Wahrsager's units form; the answer's
  next phase is always the retreat phase, even with nobody dislodged, because lamas, the Borg,
  devils, soul sales and monsters come there;
- retreat (``S1901R``): retreats, lamas explode, the Borg moves and eats, devils count down,
  new soul sales, a monster appears; after Spring also the Superhirn's "Summer";
- adjustment (``W1901A``, after the Fall): centres change hands, builds and removals, the
  Superhirn's "Winter"; the wormhole voted in the Fall takes over.

The answer is split by reader (``visibility.py``): ``public``, ``private`` (player -> his
part) and ``gm``; ``gm.state`` is the next phase's input (add its ``orders``). Field by
field: ``docs/engine-json-rather-silly.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudication.rather_silly import phases, sequence, victory
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.phase_report import report_position, report_result
from adjudication.rather_silly.position_json import VARIANT, InputError, read_state, read_unit
from adjudication.rather_silly.season_input import read_season_orders
from adjudication.rather_silly.visibility import Report


def resolve_phase(data: Mapping[str, Any], *, disabled: frozenset[str] = frozenset()
                  ) -> dict[str, Any]:
    """One phase, JSON in and out. ``disabled`` switches rule sections off (``{"§6"}``); only
    tests use it, to show that a scenario's result depends on its rule."""
    if not isinstance(data, Mapping):
        raise InputError(["input: must be a JSON object"])
    board = load_board()
    state = read_state(data, board)
    kind = state.phase.type
    given = read_season_orders(data, board, kind)
    dislodged: phases.Dislodged = {}
    if kind == "movement":
        out = sequence.movement_phase(state, given, board, disabled=disabled)
    elif kind == "retreat":
        dislodged = phases.read_dislodged(data.get("dislodged", []), board, read_unit)
        out = sequence.retreat_phase(state, given, board, dislodged=dislodged,
                                     disabled=disabled)
    elif state.phase.season == "winter":
        out = sequence.adjustment_phase(state, given, board, disabled=disabled)
    else:
        raise InputError([f"phase: {state.phase.code} does not exist; adjustments come in "
                          "the Winter, e.g. \"W1901A\""])
    report = Report()
    report_result(report, board, given, out, out.movement.dislodged if out.movement
                  else dislodged)
    report_position(report, state, out)
    # §18: "nach einer beliebigen Spielphase": the Doktor's score after every phase; the
    # powers' 18 centres only once the Fall's adjustments have handed the centres over.
    end = victory.game_end(board, out.state, after_fall=kind == "adjustment", draw=given.draw)
    report.public["game_end"] = None if end is None else {
        "how": end.how, "winners": list(end.winners), "why": end.why}
    return report.to_json({"variant": VARIANT, "phase": state.phase.code,
                           "next_phase": out.state.phase.code})
