"""§12: twin builds and orders that could separate the pair."""

from __future__ import annotations

from adjudication.diplomacy.orders import Hold, Move
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.interface import resolve
from adjudication.rather_silly.orders import Route
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


# --- pinned by mutation testing (docs/testing.md) ------------------------------------------

def _answer(units: list[dict], orders: dict[str, list[str]]) -> dict:
    return resolve({"variant": "rather_silly", "phase": "S1901M", "seed": 7,
                    "units": units, "orders": orders})


def test_two_attacks_on_a_twin_supporting_a_third_unit_cut_its_twins_support_too() -> None:
    # The third unit's support goes with the first attack, the twin's with the second: Kiel
    # is left with strength 1 against England's 2.
    units = [*TWINS, *KIEL_ATTACKED, _unit("germany", "A", "ruh"), _unit("france", "A", "bur"),
             _unit("austria", "A", "tyr"), _unit("austria", "A", "boh")]
    after, results = _play(units, {
        "germany": ["SA kie H", "SA mun S A ruh - bur", "A ruh - bur"],
        "austria": ["A tyr - mun", "A boh - mun"], "england": ATTACK_ON_KIEL})
    assert results["F hel - kie"] == "succeeds"
    assert "england F kie" in after


def test_a_third_units_support_of_a_twin_counts_besides_the_twins_own() -> None:
    units = [*TWINS, *KIEL_ATTACKED, _unit("germany", "A", "ber"), _unit("england", "F", "bal")]
    after, results = _play(units, {
        "germany": ["SA kie H", "SA mun H", "A ber S SA kie"],
        "england": [*ATTACK_ON_KIEL, "F bal S F hel - kie"]})
    assert results["F hel - kie"] == "bounced"  # 3 against 1 + twin + Berlin
    assert "germany SA kie" in after
    # A twin's move: its twin's implicit support and a third unit's support, 3 against 2.
    units = [*TWINS, _unit("germany", "A", "hol"), _unit("france", "A", "ruh"),
             _unit("france", "A", "bur")]
    after, results = _play(units, {
        "germany": ["SA kie - ruh", "SA mun H", "A hol S SA kie - ruh"],
        "france": ["A ruh H", "A bur S A ruh"]})
    assert results["SA kie - ruh"] == "succeeds"
    assert "germany SA ruh" in after


def test_a_power_never_helps_a_twin_dislodge_its_own_unit() -> None:
    # France supports the twin's attack on the French army in the Ruhr: that support does not
    # count against France, so 2 (twin + its twin) against 2 (army + Burgundy) bounces.
    units = [*TWINS, _unit("france", "A", "ruh"), _unit("france", "A", "bur"),
             _unit("france", "A", "bel")]
    after, results = _play(units, {
        "germany": ["SA kie - ruh", "SA mun H"],
        "france": ["A ruh H", "A bur S A ruh", "A bel S SA kie - ruh"]})
    assert results["SA kie - ruh"] == "bounced"
    assert "france A ruh" in after


def test_orders_that_could_separate_the_twins_are_void_and_both_hold_saying_why() -> None:
    answer = _answer(TWINS, {"germany": ["SA kie - hol", "SA mun - boh"]})
    why = "these orders could separate the twins, so both hold (§12)"
    assert [(r["order"], r["result"], r["reason"]) for r in answer["gm"]["results"]] == [
        ("SA kie - hol", "invalid", why), ("SA mun - boh", "invalid", why)]
    assert sorted(u["at"] for u in answer["public"]["units"]) == ["kie", "mun"]


def test_a_dislodged_twin_takes_its_partner_with_it() -> None:
    answer = _answer([*TWINS, *KIEL_ATTACKED, _unit("england", "F", "bal")], {
        "germany": ["SA kie H", "SA mun - ber"],
        "england": [*ATTACK_ON_KIEL, "F bal S F hel - kie"]})
    public, gm = answer["public"], answer["gm"]
    assert sorted(f"{u['type']} {u['at']}" for u in public["destroyed"]) == ["SA kie", "SA mun"]
    assert public["dislodged"] == []
    [event] = [e for e in gm["events"] if e["code"] == "twins_separated"]
    assert event["message"] == "the twins SA kie and SA mun were separated and both died"
    assert event["section"] == "§12" and len(event["units"]) == 2


def test_twins_that_stay_side_by_side_live_on_even_when_another_pair_dies() -> None:
    # The pair that stays together comes first: the check goes on to the next pair.
    pairs_ = [_unit("france", "SA", "par", twin="f"), _unit("france", "SA", "bur", twin="f"),
              *TWINS]
    answer = _answer([*pairs_, *KIEL_ATTACKED, _unit("england", "F", "bal")], {
        "germany": ["SA kie H", "SA mun H"], "france": ["SA par H", "SA bur H"],
        "england": [*ATTACK_ON_KIEL, "F bal S F hel - kie"]})
    assert sorted(u["at"] for u in answer["public"]["units"] if u["type"] == "SA") == [
        "bur", "par"]
    assert sorted(u["at"] for u in answer["public"]["destroyed"]) == ["kie", "mun"]


def test_an_ordinary_unit_carrying_a_pair_id_is_no_twin() -> None:
    stray = Unit("x", "germany", Kind.ARMY, "ber", twin="p")
    assert pairs(State(Phase(1901, "spring"), (KIE, MUN, stray))) == [(KIE, MUN)]


def test_a_coast_or_a_birds_route_in_the_orders_is_read_by_its_province() -> None:
    gas = Unit("g", "france", Kind.TWIN_FLEET, "gas", twin="f")
    mar = Unit("m", "france", Kind.TWIN_ARMY, "mar", twin="f")
    # Spain's north coast is Spain, which borders Marseilles: the twins stay side by side.
    assert not separating(BOARD, gas, Move("SF", "gas", "spa/nc"), mar, Hold("SA", "mar"))
    assert not separating(BOARD, mar, Hold("SA", "mar"), gas, Move("SF", "gas", "spa/nc"))
    # An army riding birds may be dropped anywhere on the route: Belgium is far from Munich.
    assert separating(BOARD, KIE, Route("SA", "kie", ("hol", "bel")), MUN, Hold("SA", "mun"))


def test_one_twins_separating_move_makes_both_orders_void_whichever_twin_it_is() -> None:
    why = "these orders could separate the twins, so both hold (§12)"
    for orders in (["SA kie - hol", "SA mun H"], ["SA kie H", "SA mun - boh"]):
        answer = _answer(TWINS, {"germany": orders})
        assert [(r["result"], r["reason"]) for r in answer["gm"]["results"]] == [
            ("invalid", why), ("invalid", why)], orders


def test_twins_with_void_orders_do_not_support_each_other() -> None:
    # Both hold, but not for each other: England's 2 against Kiel's 1 dislodges it.
    after, results = _play([*TWINS, *KIEL_ATTACKED], {
        "germany": ["SA kie - hol", "SA mun - boh"], "england": ATTACK_ON_KIEL})
    assert results["F hel - kie"] == "succeeds"
    assert "england F kie" in after


def test_with_the_twin_rule_off_a_twin_gets_no_support_from_its_partner() -> None:
    data = {"variant": "rather_silly", "phase": "S1901M", "seed": 7,
            "units": [*TWINS, *KIEL_ATTACKED],
            "orders": {"germany": ["SA kie H", "SA mun H"], "england": ATTACK_ON_KIEL}}
    on = {r["order"]: r["result"] for r in resolve(data)["gm"]["results"]}
    off = {r["order"]: r["result"] for r in resolve(data, disabled=frozenset({"§12"}))["gm"][
        "results"]}
    assert (on["F hel - kie"], off["F hel - kie"]) == ("bounced", "succeeds")


def test_a_twin_whose_move_failed_defends_without_its_partners_support() -> None:
    # Kiel tries the Ruhr (2 against 2, bounced); its twin supported that move, not Kiel's
    # hold, so England's 2 dislodges Kiel (and the twins die apart).
    after, results = _play([*TWINS, *KIEL_ATTACKED, _unit("france", "A", "ruh"),
                            _unit("france", "A", "bur")], {
        "germany": ["SA kie - ruh", "SA mun H"], "france": ["A ruh H", "A bur S A ruh"],
        "england": ATTACK_ON_KIEL})
    assert (results["SA kie - ruh"], results["F hel - kie"]) == ("dislodged", "succeeds")


def test_the_unit_attacked_by_a_twin_cannot_cut_the_partners_support_of_that_attack() -> None:
    # Kiel attacks the Ruhr; the army in the Ruhr attacks Munich: Munich's support of Kiel
    # stands (the standard rule), so Kiel's 2 dislodges the Ruhr's 1.
    after, results = _play([*TWINS, _unit("france", "A", "ruh")], {
        "germany": ["SA kie - ruh", "SA mun H"], "france": ["A ruh - mun"]})
    assert results["SA kie - ruh"] == "succeeds"
    assert "germany SA ruh" in after


def test_a_dislodged_partner_gives_no_support() -> None:
    # The army from the Ruhr dislodges Munich (3 against 2) and so cannot cut Munich's support
    # of Kiel's move into the Ruhr; but a dislodged unit supports nothing: Kiel has 1 against
    # Holland's 1, and both bounce.
    units = [*TWINS, _unit("france", "A", "ruh"), _unit("france", "A", "bur"),
             _unit("france", "A", "tyr"), _unit("england", "A", "hol")]
    after, results = _play(units, {
        "germany": ["SA kie - ruh", "SA mun H"],
        "france": ["A ruh - mun", "A bur S A ruh - mun", "A tyr S A ruh - mun"],
        "england": ["A hol - ruh"]})
    assert results["A ruh - mun"] == "succeeds"
    assert (results["SA kie - ruh"], results["A hol - ruh"]) == ("bounced", "bounced")


def test_an_explicit_support_of_the_twins_hold_counts_twice() -> None:
    # "mutual support counts twice": 1 + 2 against England's 3 holds.
    units = [*TWINS, *KIEL_ATTACKED, _unit("england", "F", "bal")]
    after, results = _play(units, {
        "germany": ["SA kie H", "SA mun S SA kie"],
        "england": [*ATTACK_ON_KIEL, "F bal S F hel - kie"]})
    assert results["F hel - kie"] == "bounced"
    assert "germany SA kie" in after


def test_a_third_units_support_of_a_twin_counts_once() -> None:
    # 1 + twin + Berlin = 3 against England's 4: Kiel is dislodged.
    units = [*TWINS, *KIEL_ATTACKED, _unit("germany", "A", "ber"), _unit("england", "F", "bal"),
             _unit("england", "A", "hol")]
    after, results = _play(units, {
        "germany": ["SA kie H", "SA mun H", "A ber S SA kie"],
        "england": [*ATTACK_ON_KIEL, "F bal S F hel - kie", "A hol S F hel - kie"]})
    assert results["F hel - kie"] == "succeeds"


def test_a_convoyed_attack_on_a_twin_cuts_its_support_when_the_convoy_gets_through() -> None:
    # A convoyed army attacks Kiel and cuts Kiel's support of its twin: Austria's 2 against
    # Munich's 1 dislodges Munich.
    units = [*TWINS, _unit("england", "A", "lon"), _unit("england", "F", "nth"),
             _unit("england", "F", "hel"), _unit("austria", "A", "tyr"),
             _unit("austria", "A", "boh")]
    after, results = _play(units, {
        "germany": ["SA kie H", "SA mun H"],
        "england": ["A lon - kie", "F nth C A lon - kie", "F hel C A lon - kie"],
        "austria": ["A tyr - mun", "A boh S A tyr - mun"]})
    assert results["A lon - kie"] == "bounced"
    assert results["A tyr - mun"] == "succeeds"


def test_twins_side_by_side_on_a_coast_live_on() -> None:
    for pair in ([_unit("spain", "SA", "por", twin="s"), _unit("spain", "SF", "spa/nc",
                                                              twin="s")],
                 [_unit("spain", "SF", "spa/nc", twin="s"), _unit("spain", "SA", "por",
                                                              twin="s")]):
        answer = _answer([{**u, "power": "france"} for u in pair],
                         {"france": ["SA por H", "SF spa/nc H"]})
        assert answer["public"]["destroyed"] == []
        assert sorted(u["at"] for u in answer["public"]["units"]) == ["por", "spa/nc"]


def test_separated_twins_die_for_that_reason_and_the_event_names_both() -> None:
    answer = _answer([*TWINS, *KIEL_ATTACKED, _unit("england", "F", "bal")], {
        "germany": ["SA kie H", "SA mun - ber"],
        "england": [*ATTACK_ON_KIEL, "F bal S F hel - kie"]})
    assert [(u["id"], u["reason"]) for u in answer["public"]["destroyed"]] == [
        ("germany:SA:kie", "twins separated"), ("germany:SA:mun", "twins separated")]
    [event] = [e for e in answer["gm"]["events"] if e["code"] == "twins_separated"]
    assert event["units"] == ["germany:SA:kie", "germany:SA:mun"]


def test_twins_may_be_built_on_a_coast_of_a_home_centre() -> None:
    state = State(Phase(1901, "winter", "adjustment"))
    assert build_problem(state, "russia", {"stp", "mos"}, BOARD, "mos", "stp/sc") is None
    assert build_problem(state, "russia", {"stp", "mos"}, BOARD, "stp/sc", "mos") is None
