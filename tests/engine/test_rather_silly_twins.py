"""§12: twin builds and orders that could separate the pair."""

from __future__ import annotations

from adjudication.diplomacy.orders import Hold, Move
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.interface import resolve
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


def _play(units: list[dict], orders: dict[str, list[str]]) -> tuple[list[str], dict[str, str]]:
    """One Spring 1901 movement phase through the JSON door: units after it, results."""
    answer = resolve({"variant": "rather_silly", "phase": "S1901M", "seed": 7,
                      "units": units, "orders": orders})
    after = sorted(f"{u['power']} {u['type']} {u['at']}" for u in answer["public"]["units"])
    return after, {r["order"]: r["result"] for r in answer["gm"]["results"]}


def _unit(power: str, kind: str, at: str, **extra: str) -> dict:
    return {"power": power, "type": kind, "at": at, **extra}


TWINS = [_unit("germany", "SA", "kie", twin="g"), _unit("germany", "SA", "mun", twin="g")]
# England attacks Kiel with strength 2: only the hold support of Kiel's twin saves it.
KIEL_ATTACKED = [_unit("england", "F", "hel"), _unit("england", "F", "den")]
ATTACK_ON_KIEL = ["F hel - kie", "F den S F hel - kie"]


def test_a_twins_support_of_a_third_unit_is_cut_before_the_support_of_its_twin() -> None:
    # §12: "würde diese Unterstützung vor derjenigen für seinen Zwilling abgeschnitten".
    # SA mun supports a third unit (A ruh - bur) and, as a twin, Kiel's hold. One attack on
    # Munich cuts the support of the third unit only, so Kiel holds 2 against 2.
    units = [*TWINS, *KIEL_ATTACKED, _unit("germany", "A", "ruh"), _unit("france", "A", "bur"),
             _unit("austria", "A", "tyr")]
    after, results = _play(units, {
        "germany": ["SA kie H", "SA mun S A ruh - bur", "A ruh - bur"],
        "austria": ["A tyr - mun"], "england": ATTACK_ON_KIEL})
    assert results["SA mun S A ruh - bur"] == "cut"
    assert results["A ruh - bur"] == "bounced"
    assert results["F hel - kie"] == "bounced"
    assert "germany SA kie" in after and "england F hel" in after


def test_an_attack_by_the_twins_own_power_does_not_cut_its_support() -> None:
    # The standard rule inside §12: Germany's own A ber - mun cuts nothing, so Munich's hold
    # support for its twin in Kiel stands and Kiel holds 2 against 2.
    units = [*TWINS, *KIEL_ATTACKED, _unit("germany", "A", "ber")]
    after, results = _play(units, {"germany": ["SA kie H", "SA mun H", "A ber - mun"],
                                   "england": ATTACK_ON_KIEL})
    assert results["A ber - mun"] == "bounced"
    assert results["F hel - kie"] == "bounced"
    assert "germany SA kie" in after and "england F hel" in after
