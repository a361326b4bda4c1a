"""§2 Lamas: placement, orders, explosions, secrecy."""

import json
from dataclasses import dataclass

from adjudication.diplomacy.maps import load_map
from adjudication.rather_silly.lamas import (
    Herd,
    explode,
    herds_to_json,
    order_errors,
    parse_lama_order,
    place_herds,
    placement_errors,
    season_step,
)
from adjudication.rather_silly.units import Kind

BOARD = load_map("standard")


@dataclass(frozen=True)
class P:
    power: str
    kind: Kind
    at: str


def test_three_herds_on_provinces_without_a_centre_are_accepted_even_on_one_province():
    assert placement_errors(BOARD, "narr", ["boh", "Böhmen", "nth"]) == []


def test_it_rejects_supply_centres_wrong_counts_and_unknown_names_with_a_reason():
    errors = placement_errors(BOARD, "italy", ["mun", "xyz"])
    assert any("place exactly 3" in e for e in errors)
    assert any("mun is a supply centre" in e for e in errors)
    assert any("unknown province 'xyz'" in e for e in errors)
    assert placement_errors(BOARD, "italy", ["swi", "boh", "boh"]) == [
        "swi is not a playing field; lamas cannot live there"
    ]
    closed = placement_errors(BOARD, "italy", ["boh", "boh", "nao"], closed={"nao"})
    assert closed == ["nao is not a playing field; lamas cannot live there"]


def test_the_order_is_parsed_and_bad_orders_say_how_to_write_them():
    assert parse_lama_order(BOARD, "L Boh Exp") == "boh"
    assert parse_lama_order(BOARD, "l north sea exp") == "nth"
    for bad in ("L boh", "A boh Exp", "L nowhere Exp"):
        try:
            parse_lama_order(BOARD, bad)
        except ValueError as e:
            assert "lama order" in str(e)
        else:
            raise AssertionError(f"{bad!r} was accepted")


def test_an_explosion_destroys_every_unit_but_borg_tardis_and_lamas():
    herds = place_herds(BOARD, {"narr": ["boh", "boh", "nth"]})
    pieces = [P("austria", Kind.ARMY, "boh"), P("england", Kind.BIRD, "boh"),
              P("borg", Kind.BORG, "boh"), P("doktor", Kind.TARDIS, "boh"),
              P("russia", Kind.ARMY, "gal")]
    herds, explosions, survivors = explode(herds, {"narr": ["boh"]}, pieces)
    assert [e.at for e in explosions] == ["boh"]
    assert {p.kind for p in explosions[0].destroyed} == {Kind.ARMY, Kind.BIRD}
    assert {p.kind for p in survivors} == {Kind.BORG, Kind.TARDIS, Kind.ARMY}
    assert sum(h.exploded for h in herds) == 1  # the second herd in boh is still there


def test_a_herd_explodes_only_once():
    herds = [Herd("narr-1", "narr", "boh", exploded=True)]
    assert order_errors(herds, "narr", ["boh"]) == ["you have no unexploded lama herd in boh"]
    _, explosions, _ = explode(herds, {"narr": ["boh"]}, [P("austria", Kind.ARMY, "boh")])
    assert explosions == []


def test_nobody_can_explode_another_players_herd():
    herds = [Herd("narr-1", "narr", "boh")]
    assert order_errors(herds, "italy", ["boh"])
    _, explosions, _ = explode(herds, {"italy": ["boh"]}, [P("austria", Kind.ARMY, "boh")])
    assert explosions == []


def test_the_public_report_names_neither_the_owner_nor_the_herd():
    herds = [Herd("wahrsager-2", "wahrsager", "tyr")]
    _, explosions, _ = explode(herds, {"wahrsager": ["tyr"]}, [P("italy", Kind.ARMY, "tyr")])
    public = json.dumps(explosions[0].public())
    assert "tyr" in public and "italy" in public
    assert "wahrsager" not in public


def test_the_order_grammar_reads_lama_orders_as_secret_order_values():
    from adjudication.rather_silly.board import load_board
    from adjudication.rather_silly.grammar import OrderError, parse_order
    from adjudication.rather_silly.lamas import LamaOrder

    board = load_board()
    assert parse_order("L Böhmen Exp", board) == LamaOrder("boh")
    try:
        parse_order("L atlantis Exp", board)
    except OrderError as e:
        assert "unknown province 'atlantis'" in str(e)
    else:
        raise AssertionError("an unknown province was accepted")


# --- pinned by mutation testing (docs/testing.md) ------------------------------------------

def test_the_explosion_report_reads_at_lamas_and_destroyed():
    herds = [Herd("narr-1", "narr", "boh"), Herd("narr-2", "narr", "boh")]
    _, [explosion], _ = explode(herds, {"narr": ["boh", "boh"]},
                                [P("austria", Kind.ARMY, "boh")])
    assert explosion.public() == {"at": "boh", "lamas": 2, "destroyed": ["A boh (austria)"]}


def test_a_wrong_count_and_a_near_miss_are_explained_each():
    errors = placement_errors(BOARD, "italy", ["boh", "bohemia"])
    assert errors[0] == ("italy placed 2 lama herds; place exactly 3 (the same province may "
                         "be named more than once)")
    errors = placement_errors(BOARD, "italy", ["bohx", "boh", "qqq"])
    assert errors[0].startswith("unknown province 'bohx'; did you mean ")
    assert errors[1] == "unknown province 'qqq'"  # nothing close: no suggestion
    assert len(errors) == 2  # every bad name is reported, not just the first


def test_herds_are_numbered_from_one_per_owner_and_placed_by_any_name():
    herds = place_herds(BOARD, {"narr": ["Böhmen", "boh", "nth"], "italy": ["tyr"] * 3})
    assert [(h.id, h.at) for h in herds] == [
        ("italy-1", "tyr"), ("italy-2", "tyr"), ("italy-3", "tyr"),
        ("narr-1", "boh"), ("narr-2", "boh"), ("narr-3", "nth")]


def test_two_herds_in_one_province_allow_two_explosions_there_and_no_third():
    herds = [Herd("narr-1", "narr", "boh"), Herd("narr-2", "narr", "boh")]
    assert order_errors(herds, "narr", ["boh", "boh"]) == []
    assert order_errors(herds, "narr", ["boh", "boh", "boh"]) == [
        "you have no unexploded lama herd in boh"]
    assert order_errors([Herd("narr-1", "narr", "boh")], "narr", ["boh", "boh"]) == [
        "you have no unexploded lama herd in boh"]


def _state(units, herds, lost=None):
    from adjudication.rather_silly.state import Phase, State

    return State(Phase(1901, "spring"), tuple(units), lost_souls=lost or {},
                 section_state={"lamas": {"herds": herds_to_json(herds), "kept": "yes"}})


def test_the_season_step_explodes_reports_and_keeps_the_rest_of_the_lama_state():
    from adjudication.rather_silly.board import load_board
    from adjudication.rather_silly.review import Event
    from adjudication.rather_silly.state import Unit

    herds = [Herd("narr-1", "narr", "boh"), Herd("narr-2", "narr", "tyr")]
    units = [Unit("a", "austria", Kind.ARMY, "boh", devil_seasons_left=2),
             Unit("g", "germany", Kind.ARMY, "mun")]
    state, public, secret, errors = season_step(
        load_board(), _state(units, herds),
        {"narr": ["L xyz Exp", "L boh Exp", "L boh Exp", "L tyr Exp"],
         "italy": ["L tyr Exp"]})
    assert [u.id for u in state.units] == ["g"]
    assert dict(state.lost_souls) == {"austria": 1}  # it died a devil
    assert state.section_state["lamas"]["kept"] == "yes"
    assert [h["exploded"] for h in state.section_state["lamas"]["herds"]] == [True, True]
    assert public[0] == Event("§2", "lama_exploded", "a lama exploded in boh and destroyed "
                              "austria A boh", ("a",),
                              {"at": "boh", "lamas": 1, "destroyed": ["A boh (austria)"]})
    assert [e.code for e in public] == ["lama_exploded", "lama_exploded", "lost_soul"]
    assert secret[0] == Event("§2", "lama_owner", "herds narr-1 exploded in boh",
                              private=("gm",))
    assert [(p, line) for p, line, _ in errors] == [
        ("narr", "L xyz Exp"), ("narr", "L boh Exp"), ("italy", "L tyr Exp")]
    assert "xyz" in errors[0][2]
    assert errors[1][2] == "you have no unexploded lama herd in boh"


def test_several_herds_exploding_together_are_all_named_to_the_gm():
    from adjudication.rather_silly.board import load_board

    herds = [Herd("narr-1", "narr", "boh"), Herd("narr-2", "narr", "boh")]
    _, _, secret, _ = season_step(load_board(), _state([], herds),
                                  {"narr": ["L boh Exp", "L boh Exp"]})
    assert [e.message for e in secret] == ["herds narr-1, narr-2 exploded in boh"]
