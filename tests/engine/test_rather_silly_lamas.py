"""§2 Lamas: placement, orders, explosions, secrecy."""

import json
from dataclasses import dataclass

from adjudication.diplomacy.maps import load_map
from adjudication.rather_silly.lamas import (
    Herd,
    explode,
    order_errors,
    parse_lama_order,
    place_herds,
    placement_errors,
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
