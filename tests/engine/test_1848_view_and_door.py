"""The view (the one place secrets are stripped), the JSON door and the command line."""

from __future__ import annotations

import io
import json

import pytest

from adjudication import InputError
from adjudication import resolve as resolve_any
from adjudication.cli import main
from adjudication.game1848 import check_action, new_game, resolve_turn, shipped_card_set_json, view

CARDS = shipped_card_set_json("practice")


@pytest.fixture
def dealt():
    return new_game(CARDS, 4, 7)


def names_in(document) -> str:
    return json.dumps(document, ensure_ascii=False)


def test_a_player_sees_their_own_hand_and_only_the_size_of_the_others(dealt):
    seen = view(dealt, "s1")
    assert [c["id"] for c in seen["hand"]] == dealt["hands"]["s1"]
    assert seen["hand_counts"] == {s: 4 for s in dealt["seats"]}
    assert "hands" not in seen and "deck_order" not in seen
    text = names_in(seen)
    for seat in ("s2", "s3", "s4"):
        for card in dealt["hands"][seat]:
            assert f'"{card}"' not in text
    for card in dealt["decks"]["persons"] + dealt["decks"]["extras"]:
        assert f'"{card}"' not in text


def test_the_public_sees_no_hand_and_the_game_master_everything(dealt):
    public = view(dealt, None)
    assert "hand" not in public and "hands" not in public
    gm = view(dealt, "gm")
    assert {s: [c["id"] for c in cards] for s, cards in gm["hands"].items()} == dealt["hands"]
    assert gm["deck_order"]["persons"] == dealt["decks"]["persons"]


def test_a_pushed_card_stays_secret_from_the_others(dealt):
    seat = dealt["trick"]["on_turn"]
    card = dealt["hands"][seat][0]
    result = resolve_turn(dealt, {seat: f"schiebe {card}"})
    other = next(s for s in dealt["seats"] if s != seat)
    assert f'"{card}"' not in names_in(view(result["state"], other))
    public = [e for e in result["events"] if not e.get("private")]
    assert f'"{card}"' not in names_in(public)


def test_feedback_reads_each_line_in_the_players_language(dealt):
    seat = dealt["trick"]["on_turn"]
    card = dealt["hands"][seat][0]
    lines = check_action(dealt, seat, f"{card}\npasse", lang="de")
    assert lines[0]["error"] is None and lines[0]["reading"]
    assert "Nur eine Aktion" in lines[1]["error"]
    other = next(s for s in dealt["seats"] if s != seat)
    assert "nicht am Zug" in check_action(dealt, other, "passe", lang="de")[0]["error"]
    assert check_action(dealt, seat, "") == []


def test_the_json_door_deals_plays_turns_and_shows_a_view():
    dealt = resolve_any({"game": "1848", "setup": {"players": 3, "seed": 2}})
    state = dealt["state"]
    seat = dealt["expected"][0]
    answer = resolve_any({"game": "1848", "state": state, "turns": [{seat: "pass"}],
                          "view": seat, "lang": "de"})
    assert answer["turns"][0]["actions"] == {seat: "pass"}
    assert answer["turns"][0]["events"][0]["text"].endswith("passt.")
    assert answer["view"]["viewer"] == seat


def test_a_whole_game_can_be_played_from_a_file_to_the_end():
    answer = resolve_any({"game": "1848", "setup": {"players": 2, "seed": 4},
                          "until_end": True, "random_seed": 4})
    assert answer["over"] and answer["victory"]


@pytest.mark.parametrize("data, field", [
    ({"game": "1848"}, "input"),
    ({"game": "1848", "setup": {"players": 5}}, "players"),
    ({"game": "1848", "setup": {"cards": "secret"}}, "setup.cards"),
    ({"game": "1848", "state": {"cards": CARDS, "seats": ["s1"]}}, "state.seats"),
    ({"game": "1849"}, "game"),
])
def test_malformed_requests_name_the_field(data, field):
    with pytest.raises(InputError) as error:
        resolve_any(data)
    assert error.value.field == field


def test_a_turn_for_a_seat_not_on_turn_is_refused_by_the_door():
    state = resolve_any({"game": "1848", "setup": {"players": 4, "seed": 1}})
    wrong = next(s for s in state["state"]["seats"] if s not in state["expected"])
    with pytest.raises(InputError) as error:
        resolve_any({"game": "1848", "state": state["state"], "turns": [{wrong: "pass"}]})
    assert "not on turn" in str(error.value)


def test_the_command_line_resolves_1848_and_plays_random_games(tmp_path):
    path = tmp_path / "deal.json"
    path.write_text(json.dumps({"game": "1848", "setup": {"players": 4, "seed": 9}}))
    out, err = io.StringIO(), io.StringIO()
    assert main(["resolve", str(path)], stdout=out, stderr=err) == 0
    assert json.loads(out.getvalue())["state"]["turn"] == 0
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "1848", "setup": {"seed": "x"}}))
    assert main(["resolve", str(bad)], stdout=io.StringIO(), stderr=err) == 2
    assert "setup.seed" in err.getvalue()
