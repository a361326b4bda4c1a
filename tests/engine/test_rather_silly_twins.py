"""§12: twin builds and orders that could separate the pair."""

from __future__ import annotations

from adjudication.diplomacy.orders import Hold, Move
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.state import Phase, State, Unit
from adjudication.rather_silly.twins import build_problem, pairs, separating
from adjudication.rather_silly.units import Kind

BOARD = load_board()
KIE = Unit("k", "germany", Kind.TWIN_ARMY, "kie", twin="p")
MUN = Unit("m", "germany", Kind.TWIN_ARMY, "mun", twin="p")


def test_moves_that_keep_them_adjacent_whatever_happens_are_legal() -> None:
    assert not separating(BOARD, KIE, Move("SA", "kie", "ruh"), MUN, Hold("SA", "mun"))
    assert not separating(BOARD, KIE, Move("SA", "kie", "ruh"), MUN, Move("SA", "mun", "kie"))
    # Munich to Burgundy: if Kiel bounced, Kiel and Burgundy would not border.
    assert separating(BOARD, KIE, Move("SA", "kie", "ruh"), MUN, Move("SA", "mun", "bur"))


def test_moves_that_could_leave_them_apart_are_illegal() -> None:
    # Both succeed: hol and boh do not border.
    assert separating(BOARD, KIE, Move("SA", "kie", "hol"), MUN, Move("SA", "mun", "boh"))
    # Kiel moves to Holland while Munich might stay: Holland does not border Munich.
    assert separating(BOARD, KIE, Move("SA", "kie", "hol"), MUN, Hold("SA", "mun"))


def test_pairs_are_found_by_their_shared_id() -> None:
    state = State(Phase(1901, "spring"), (KIE, MUN, Unit("x", "germany", Kind.ARMY, "ber")))
    assert pairs(state) == [(KIE, MUN)]


def test_a_power_builds_its_twins_once_on_two_adjacent_free_home_centres() -> None:
    state = State(Phase(1901, "winter", "adjustment"))
    sites = {"ber", "kie", "mun"}
    assert build_problem(state, "germany", sites, BOARD, "kie", "ber") is None
    assert "adjacent" in build_problem(state, "germany", {"kie", "mun", "ber", "hol"}, BOARD,
                                       "hol", "mun")
    assert "home centre" in build_problem(state, "germany", sites, BOARD, "kie", "den")
    used = state.replace(twins_built=frozenset({"germany"}))
    assert "only one pair" in build_problem(used, "germany", sites, BOARD, "kie", "ber")
