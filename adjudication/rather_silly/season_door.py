"""The whole-season JSON door (the GM's tool and the season scenarios' door).

Input: a movement phase's JSON (``interface.read_state``: units, supply_centers, orders,
section_state, seed ...) plus the season's later lines under their own names: ``retreats``,
``soul_sales``, ``adjustments`` (``{"player": [lines]}``, may be ``IF ... THEN``), ``narr``,
``predictions``, ``prediction_types``, ``superhirn_correct`` (``null``: the Superhirn NMR'd;
absent: no question this season), ``superhirn_island``, ``share_builds``, ``draw``.

It runs :func:`sequence.play_season` (the same steps the one-phase door runs phase by phase)
and answers in the same split as that door (``public`` / ``private`` / ``gm``, see
``visibility.py``), with ``public.game_end`` checked after every phase of the season (§18).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.phase_report import report_position, report_result
from adjudication.rather_silly.position_json import VARIANT, InputError, read_state
from adjudication.rather_silly.season_input import read_season_orders
from adjudication.rather_silly.sequence import play_season
from adjudication.rather_silly.visibility import Report


def phase_type(data: Mapping[str, Any]) -> str | None:
    """The input's phase type, read leniently (``read_state`` reports a malformed phase)."""
    phase = data.get("phase")
    if isinstance(phase, str) and phase[-1:].upper() in ("M", "R", "A"):
        return {"M": "movement", "R": "retreat", "A": "adjustment"}[phase[-1].upper()]
    if isinstance(phase, Mapping):
        return phase.get("type", "movement")
    return None


def resolve_season(data: Mapping[str, Any], *, disabled: frozenset[str] = frozenset()
                   ) -> dict[str, Any]:
    """One Spring or Fall from its movement phase to its end (after the Fall: the
    adjustments). ``disabled`` switches sections off (scenario tests)."""
    if not isinstance(data, Mapping):
        raise InputError(["input: must be a JSON object"])
    if phase_type(data) not in ("movement", None):
        raise InputError(["phase: a season starts with its movement phase (e.g. \"S1902M\")"])
    board = load_board()
    state = read_state(data, board)
    given = read_season_orders(data, board)
    out = play_season(state, given, board, disabled=disabled)
    report = Report()
    report_result(report, board, given, out, out.movement.dislodged if out.movement else {})
    report_position(report, state, out)
    end = out.end  # checked after every phase of the season (§18)
    report.public["game_end"] = None if end is None else {
        "how": end.how, "winners": list(end.winners), "why": end.why}
    return report.to_json({"variant": VARIANT, "phase": state.phase.code,
                           "next_phase": out.state.phase.code})
