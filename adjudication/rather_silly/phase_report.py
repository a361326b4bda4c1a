"""What became of every line sent, and who may read it: a :class:`sequence.SeasonResult` (of
one phase or a whole season) written into a :class:`visibility.Report`.

Both JSON doors call :func:`report_result` and :func:`report_position`, so a phase's answer
reads the same whether it was resolved alone or inside a season.

Line results, by kind:

- moves: the engine's result per line (``succeeds``, ``bounced``, ``replaced`` ...), public;
  unusable lines (``invalid``) to the writer only;
- ``WURMLOCH a-b``: ``counted`` (the last one; earlier ones ``replaced``), to the voter only;
- ``L xxx Exp``: ``pending`` after the moves, ``exploded`` after the retreat phase (refused
  lines are errors), to the herd's owner only; the public event names neither;
- the Narr's overrides: public once carried out (the unit's result; §13: secret until the
  results), ``refused`` to the Narr alone otherwise;
- ``VORHERSAGE x``: ``merged`` or ``no merge``, to the Wahrsager alone;
- retreats ``succeeds``/``disbanded``, soul sales and adjustments ``succeeds``, public; a
  conditional line whose condition was false: ``not applied``, to its writer only;
- Superhirn marks: ``superhirn_right`` and each player's ``superhirn_share`` as private notes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudication.diplomacy import orders as std
from adjudication.rather_silly.board import Board
from adjudication.rather_silly.context import Retreat
from adjudication.rather_silly.grammar import WORMHOLE_WORDS, OrderError, parse_order
from adjudication.rather_silly.position_json import state_to_json, unit_to_json
from adjudication.rather_silly.review import Event
from adjudication.rather_silly.season_input import SeasonOrders
from adjudication.rather_silly.sequence import SeasonResult
from adjudication.rather_silly.state import State, Unit
from adjudication.rather_silly.visibility import Report, line_result

Dislodged = Mapping[str, tuple[Unit, Retreat]]


def report_result(report: Report, board: Board, given: SeasonOrders, out: SeasonResult,
                  dislodged: Dislodged) -> None:
    """Every line's result, every event, flag and error of ``out`` into ``report``.
    ``given``: the lines as sent (before the moves sorted them); ``dislodged``: the units
    that had to retreat (from the moves, or the retreat phase's input)."""
    applied = out.applied
    if out.movement is not None:
        _moves(report, out)
        _votes(report, given, out)
        _narr(report, out)
        _predictions(report, out)
    lamas = applied.get("lamas_exploded")
    for power, lines in (applied.get("lamas_sent", {}) if lamas is None else lamas).items():
        for line in lines:
            report.result(line_result(power, line, "pending" if lamas is None else "exploded",
                                      "explodes right after the retreats (§17), if you have "
                                      "an unexploded herd there" if lamas is None else ""),
                          secret=True)
    refused = {(p, line) for p, line, _ in out.errors}
    if "retreats" in applied:
        _retreats(report, board, applied["retreats"], dislodged, [*out.public, *out.private],
                  refused)
    for kind in ("soul_sales", "adjustments"):
        for power, lines in applied.get(kind, {}).items():
            for line in lines:
                if (power, line) not in refused:
                    report.result(line_result(power, line, "succeeds"))
    for kind in ("retreats", "soul_sales", "adjustments"):
        for power, lines in applied.get(kind + "_skipped", {}).items():
            for line in lines:
                report.result(line_result(power, line, "not applied",
                                          "its condition was false"), secret=True)
    report.events([*out.public, *out.private])
    report.flags(out.flags)
    for player, line, why in out.errors:
        report.error(player, line, why)
    if "superhirn_right" in applied:
        _superhirn(report, out)


def report_position(report: Report, before: State, out: SeasonResult) -> dict[str, Any]:
    """The public position after ``out`` and the GM's next state; returns the next state
    (the input of the next phase, ``dislodged`` included when it is a retreat phase)."""
    after = out.state
    centres = state_to_json(after)
    report.public.update(
        units=[unit_to_json(u) for u in after.units],
        supply_centers=centres["supply_centers"],
        lost_souls=dict(after.lost_souls),
        wormhole=list(before.wormhole) if before.wormhole else None,
    )
    moved = out.movement
    if moved is not None:
        report.public.update(
            dislodged=[dislodged_to_json(u, r) for u, r in moved.dislodged.values()],
            destroyed=[dict(unit_to_json(u), reason=why) for u, why in moved.destroyed.values()],
            wormhole_next=list(moved.wormhole_next) if moved.wormhole_next else None,
        )
    if after.phase.type == "retreat" and moved is not None:
        centres["dislodged"] = report.public["dislodged"]
    report.gm["state"] = centres
    return centres


def dislodged_to_json(unit: Unit, retreat: Retreat) -> dict[str, Any]:
    entry = unit_to_json(unit)
    entry.update(at=retreat.at or unit.at, attacker_from=retreat.attacker_from,
                 retreats=list(retreat.options))
    if retreat.section:
        entry["section"] = retreat.section
    return entry


def _moves(report: Report, out: SeasonResult) -> None:
    assert out.movement is not None
    for line in out.movement.submitted:
        report.result(line_result(line.power, line.text, line.result or "succeeds",
                                  line.reason))


def _first(line: str) -> str:
    return (line.split() or [""])[0].lower()


def _votes(report: Report, given: SeasonOrders, out: SeasonResult) -> None:
    assert out.movement is not None
    unusable = {(s.power, s.text) for s in out.movement.submitted}
    for power, lines in given.orders.items():
        votes = [t for t in lines if _first(t) in WORMHOLE_WORDS and (power, t) not in unusable]
        for n, text in enumerate(votes):
            last = n == len(votes) - 1
            report.result(line_result(
                power, text, "counted" if last else "replaced",
                "your secret vote for next season's wormhole" if last
                else "a later vote replaces it"), secret=True)


def _narr(report: Report, out: SeasonResult) -> None:
    ctx = out.movement.context if out.movement else None
    used: dict[str, str] = ctx.facts.get("narr_used", {}) if ctx else {}
    why = {e.message.partition(": ")[0]: e.message.partition(": ")[2]
           for e in out.private if e.code == "narr_invalid"}
    for text in out.applied.get("narr", {}).get("narr", []):
        uid = used.get(text)
        if uid is not None and ctx is not None:
            result, reason = ctx.outcomes.get(uid, ("succeeds", ""))
            report.result(line_result("narr", text, result, reason))
        else:
            report.result(line_result("narr", text, "refused", why.get(text, "not carried out")),
                          secret=True)


def _predictions(report: Report, out: SeasonResult) -> None:
    merged = {str(e.data.get("at", "")).split("/", 1)[0]
              for e in out.public if e.code == "merged"}
    for at in out.applied.get("predictions", {}).get("wahrsager", []):
        hit = at.split("/", 1)[0] in merged
        report.result(line_result("wahrsager", f"VORHERSAGE {at}",
                                  "merged" if hit else "no merge"), secret=True)


def _retreats(report: Report, board: Board, lines: Mapping[str, list[str]],
              dislodged: Dislodged, events: list[Event], refused: set[tuple[str, str]]
              ) -> None:
    done = {(e.code, e.units[0]) for e in events if e.units}
    fled = any(e.code == "tardis_flees" for e in events)
    for power, given in lines.items():
        for text in given:
            if (power, text) in refused:
                continue
            try:
                order = parse_order(text, board)
            except OrderError as exc:
                report.error(power, text, str(exc))
                continue
            if getattr(order, "unit_type", None) == "T" and isinstance(order, std.Retreat):
                report.result(line_result(power, text, "succeeds" if fled else "void",
                                          "" if fled else "no unit with the TARDIS retreats"))
                continue
            if not isinstance(order, std.Retreat):
                report.error(power, text, "not a retreat order; write e.g. 'A ruh R hol'")
                continue
            at = order.at.split("/", 1)[0]
            uid = next((i for i, (u, r) in dislodged.items() if u.power == power
                        and (r.at or u.at).split("/", 1)[0] == at), None)
            if uid is None:
                report.error(power, text, f"no unit of yours retreats from {at}")
            elif ("retreat", uid) in done:
                report.result(line_result(power, text, "succeeds"))
            else:
                report.result(line_result(power, text, "disbanded",
                                          "not one of its retreats, or another unit went "
                                          "there too"))


def _superhirn(report: Report, out: SeasonResult) -> None:
    for player in out.applied["superhirn_right"]:
        report.note(player, "superhirn_right", "your answer to the Superhirn's question "
                                               "was right")
    shares = out.state.section_state.get("superhirn", {}).get("shares", {})
    for player, share in sorted(shares.items()):
        report.note(player, "superhirn_share", f"you hold {share} of a unit in shares",
                    share=share)
