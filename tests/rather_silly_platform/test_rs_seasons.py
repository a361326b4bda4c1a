"""Several years of Rather Silly through the rule set alone, with the engine's random legal
orders (``adjudication.rather_silly.play``) typed into the platform's boxes: every phase
follows from the last, Fall builds happen, and no public part ever holds a herd or a vote."""

from __future__ import annotations

import json
import re

import pytest

from games.rulesets.rather_silly import RatherSillyRuleSet
from games.rulesets.rather_silly import kinds as k
from games.rulesets.rather_silly.seats import NARR, SEAT_KEYS, SUPERHIRN, WAHRSAGER

HERD_ID = re.compile(r"\b(?:" + "|".join(SEAT_KEYS) + r")-[123]\b")


def boxes(given) -> dict[str, dict[str, str]]:
    """A ``play.SeasonOrders`` as the submissions players would send."""
    subs: dict[str, dict[str, list[str]]] = {seat: {} for seat in SEAT_KEYS}

    def put(seat: str, kind: str, line: str) -> None:
        subs[seat].setdefault(kind, []).append(line)

    for seat, lines in given.orders.items():
        for line in lines:
            if line.upper().startswith("L "):
                put(seat, k.LAMA_EXPLOSION, line)
            elif line.upper().startswith("WURMLOCH"):
                put(seat, k.WORMHOLE_VOTE, line.split(None, 1)[1])
            elif seat != NARR:
                put(seat, k.ORDERS, line)
    for kind, table in ((k.RETREATS, given.retreats), (k.SOUL_SALES, given.soul_sales),
                        (k.ADJUSTMENTS, given.adjustments)):
        for seat, lines in table.items():
            for line in lines:
                put(seat, kind, line)
    for line in given.narr:
        put(NARR, k.NARR_OVERRIDE, line)
    for at in given.predictions:
        put(WAHRSAGER, k.WAHRSAGER_PREDICTION, at)
    for seat, unit in given.share_builds.items():
        put(seat, k.SHARE_BUILD, unit)
    put(SUPERHIRN, k.SUPERHIRN_QUESTION, "Frage?")
    put(SUPERHIRN, k.SUPERHIRN_ANSWER, "Antwort")
    return {seat: {kind: "\n".join(lines) for kind, lines in kinds.items()}
            for seat, kinds in subs.items()}


@pytest.mark.parametrize("seed", [3, 8])
def test_years_of_random_orders_run_phase_after_phase_without_leaks(seed):
    from adjudication.rather_silly import play
    from adjudication.rather_silly.board import load_board
    from adjudication.rather_silly.interface import read_state

    rules = RatherSillyRuleSet()
    board = load_board()
    phase = rules.initial_phase({})
    herds = play.lama_placements(board, seed)
    subs = {seat: {k.LAMA_PLACEMENT: "\n".join(spots)} for seat, spots in herds.items()}
    labels = []
    for index in range(9):
        result = rules.adjudicate(phase.state, subs, seed=seed + index).result
        public = json.dumps(rules.split_outcome(phase.state, result).public)
        assert not HERD_ID.search(public), phase.label
        assert "WURMLOCH" not in public.upper() and "Antwort" not in public
        labels.append(phase.label)
        following = rules.next_phase(result)
        if following is None:
            assert result["game_end"]
            break
        phase = following
        engine_state = read_state(phase.state["engine"], board)
        given = play.season_orders(board, engine_state)
        subs = boxes(given)
        for seat, kinds in subs.items():
            for kind, text in kinds.items():
                rules.validate_submission(phase.state, seat, kind, text)
        phase.state["gm"] = {"superhirn_correct": list(given.superhirn_correct or [])}
    assert labels[:4] == ["W1900", "S1901", "F1901", "S1902"]
