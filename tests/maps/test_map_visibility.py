"""Per-viewer filtering: nobody's map shows another player's lamas or any secret."""

from __future__ import annotations

import copy

import pytest

from games.maps.errors import BoardError
from games.maps.render import render_svg
from games.maps.visibility import GAME_MASTER, visible_to


def _board() -> dict:
    return {
        "variant": "rather_silly",
        "phase": "S1902M",
        "units": [
            {"power": "england", "type": "F", "at": "nth"},
            {"power": "england", "type": "L", "at": "yor"},
            {"power": "wahrsager", "type": "L", "at": "ukr", "id": "wahrsager:L:ukr"},
        ],
        "lamas": [{"power": "england", "at": "wal"}, {"power": "wahrsager", "at": "gal"}],
        "orders": [
            {"power": "england", "order": "F nth - nwy", "result": "succeeds"},
            {"power": "wahrsager", "order": "L ukr Exp", "result": "succeeds"},
            {"power": "england", "order": "F nth H", "result": "succeeds",
             "private": ["england"]},
        ],
        "supply_centers": {"england": ["lon"]},
        "wormhole": None,
        "votes": {"england": "SECRET-VOTE-7731"},
        "section_state": {"lamas": "SECRET-STATE-4410"},
    }


def test_a_player_sees_own_lamas_but_not_anothers():
    seen = visible_to(_board(), "england")
    assert [u["at"] for u in seen["units"] if u["type"] == "L"] == ["yor"]
    assert seen["lamas"] == [{"power": "england", "at": "wal"}]


def test_the_public_view_has_no_lamas_at_all():
    seen = visible_to(_board(), None)
    assert [u for u in seen["units"] if u["type"] == "L"] == []
    assert seen["lamas"] == []


def test_the_game_master_sees_every_lama():
    seen = visible_to(_board(), GAME_MASTER)
    assert len([u for u in seen["units"] if u["type"] == "L"]) == 2
    assert len(seen["lamas"]) == 2


def test_lama_explosion_orders_and_private_items_stay_with_their_owner():
    england = visible_to(_board(), "england")
    france = visible_to(_board(), "france")
    assert [o["order"] for o in england["orders"]] == ["F nth - nwy", "F nth H"]
    assert [o["order"] for o in france["orders"]] == ["F nth - nwy"]
    assert all("private" not in o for o in england["orders"])


def test_keys_the_map_does_not_draw_are_dropped():
    seen = visible_to(_board(), "england")
    assert "votes" not in seen and "section_state" not in seen
    assert all("id" not in u for u in seen["units"])


def test_the_input_board_is_not_changed():
    board = _board()
    before = copy.deepcopy(board)
    visible_to(board, "england")
    assert board == before


def test_another_players_lamas_never_reach_the_svg_text():
    svg = render_svg(_board(), viewer="england")
    assert "Fortune teller" not in svg and "wahrsager" not in svg.lower()
    # England's two herds, nobody else's: two unit titles and the two in the <desc>.
    assert svg.count("<title>England: lama herd") == 2
    assert svg.count("lama herd") == 4
    assert "SECRET" not in svg


def test_the_renderer_filters_even_when_the_caller_forgot():
    public = render_svg(_board())
    assert "lama herd" not in public


def test_orders_not_yet_adjudicated_are_seen_only_by_their_author():
    board = {"orders": [{"power": "france", "order": "A par - bur"},
                        {"power": "england", "order": "F lon - nth"}]}
    assert [o["order"] for o in visible_to(board, "england")["orders"]] == ["F lon - nth"]
    assert visible_to(board, None)["orders"] == []


def test_the_engines_input_mapping_of_orders_counts_as_not_adjudicated():
    board = {"orders": {"france": ["A par - bur"], "england": ["F lon - nth"]}}
    assert visible_to(board, "france")["orders"] == [{"power": "france", "order": "A par - bur"}]
    assert len(visible_to(board, GAME_MASTER)["orders"]) == 2


def test_private_given_as_one_name_instead_of_a_list_is_honoured():
    board = {"units": [{"power": "england", "type": "F", "at": "nth", "private": "england"}],
             "orders": [{"power": "england", "order": "F nth H", "result": "succeeds",
                         "private": "england"}]}
    assert [u["at"] for u in visible_to(board, "england")["units"]] == ["nth"]
    assert visible_to(board, "france")["units"] == []
    assert visible_to(board, "france")["orders"] == []
    assert visible_to(board, None)["orders"] == []


def test_a_malformed_private_mark_keeps_the_secret():
    board = {"units": [{"power": "england", "type": "F", "at": "nth", "private": 7}]}
    assert visible_to(board, "england")["units"] == []
    assert len(visible_to(board, GAME_MASTER)["units"]) == 1


def test_a_lama_order_is_recognised_by_its_unit_type_whatever_its_text():
    board = {"orders": [
        {"power": "wahrsager", "order": "ukr explodes", "unit_type": "L", "result": "succeeds"},
        {"power": "wahrsager", "order": "boom in gal", "type": "explode", "result": "succeeds"},
        {"power": "england", "order": "F nth - nwy", "result": "succeeds"},
    ]}
    assert [o["order"] for o in visible_to(board, "england")["orders"]] == ["F nth - nwy"]
    assert len(visible_to(board, "wahrsager")["orders"]) == 3


def test_dislodged_lamas_stay_with_their_owner():
    board = {"dislodged": [{"power": "wahrsager", "type": "L", "at": "ukr"},
                           {"power": "england", "type": "F", "at": "nth"}]}
    assert [u["power"] for u in visible_to(board, "england")["dislodged"]] == ["england"]
    assert [u["power"] for u in visible_to(board, None)["dislodged"]] == ["england"]
    assert len(visible_to(board, "wahrsager")["dislodged"]) == 2


# --- pinned by mutation testing (docs/testing.md) ------------------------------------------

def test_a_malformed_board_is_refused_saying_what_is_wrong():
    for board, message in (([], "board: expected a JSON object"),
                           ({"units": "A par"}, "units: expected a list of objects, got str"),
                           ({"orders": [7]}, "orders[0]: expected an object, got int")):
        with pytest.raises(BoardError) as caught:
            visible_to(board, "england")
        assert str(caught.value) == message


def test_a_lama_named_by_kind_instead_of_type_is_hidden_too():
    board = {"units": [{"power": "wahrsager", "kind": "L", "at": "ukr"},
                       {"power": "england", "kind": "F", "at": "nth"}]}
    assert [u["at"] for u in visible_to(board, "england")["units"]] == ["nth"]
    assert len(visible_to(board, "wahrsager")["units"]) == 2


def test_an_own_herd_marked_private_for_its_owner_stays_visible_to_the_owner():
    board = {"lamas": [{"power": "england", "at": "wal", "private": ["england"]}]}
    assert visible_to(board, "england")["lamas"] == [{"power": "england", "at": "wal"}]
    assert visible_to(board, "france")["lamas"] == []


def test_the_centres_are_a_copy_under_their_own_key():
    board = {"supply_centers": {"england": ["lon"]}}
    seen = visible_to(board, "england")
    assert set(seen) == {"supply_centers", "units", "dislodged", "orders", "lamas"}
    assert seen["supply_centers"] == board["supply_centers"]
    assert seen["supply_centers"] is not board["supply_centers"]
