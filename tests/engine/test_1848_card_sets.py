"""Card sets are validated data: every fault is reported with its line, unknown values block
the start, the shipped sets load, the practice set labels what it invents."""

from __future__ import annotations

import json

import pytest

from adjudication.game1848.card_reading import (
    DATA,
    card_set_from_json,
    load_card_set,
    shipped_card_set,
)
from adjudication.game1848.cards import CardSetError
from adjudication.game1848.setup import setup_problems

GOOD = """{
  "name": "tiny",
  "cards": [
    {"id": "A01", "kind": "sequence", "name": "Deutscher Bund März 1848"},
    {"id": "PE01", "kind": "person", "name": "Hecker", "party": "republikaner", "value": 6},
    {"id": "Z15", "kind": "extra", "name": "Kroatien",
     "effects": [{"kind": "leader", "flag": "oesterreich", "amount": 5}]},
    {"id": "Z29", "kind": "army", "flag": "oesterreich", "strength": 17}
  ]
}"""


def test_a_good_set_loads_and_round_trips():
    cards = load_card_set(GOOD)
    assert [c.id for c in cards.cards] == ["A01", "PE01", "Z15", "Z29"]
    assert card_set_from_json(json.loads(json.dumps(cards.to_json()))) == cards


def test_each_fault_names_its_line():
    bad = GOOD.replace('"value": 6', '"value": "six"').replace('"strength": 17',
                                                               '"strength": -1')
    with pytest.raises(CardSetError) as error:
        load_card_set(bad)
    lines = {(p.line, p.path[-1]) for p in error.value.problems}
    assert lines == {(5, "value"), (8, "strength")}
    assert "line 5: cards.1.value: must be a whole number" in str(error.value)


def test_a_fault_inside_an_effect_names_the_effect_line():
    bad = GOOD.replace('"flag": "oesterreich", "amount": 5', '"flag": "bayern", "amount": 5')
    with pytest.raises(CardSetError) as error:
        load_card_set(bad)
    (problem,) = error.value.problems
    assert problem.line == 7 and problem.path == ("cards", 2, "effects", 0, "flag")


def test_broken_json_names_line_and_column():
    with pytest.raises(CardSetError) as error:
        load_card_set(GOOD.replace('"kind": "army",', '"kind": "army"'))
    assert error.value.problems[0].line == 8
    assert "not valid JSON" in str(error.value)


def test_duplicate_ids_and_unmatched_pairs_are_refused():
    data = json.loads(GOOD)
    data["cards"].append({"id": "PE01", "kind": "person", "party": "liberale", "value": 1})
    data["cards"].append({"id": "Z10", "kind": "extra", "effects": [], "cancels": "Z11"})
    with pytest.raises(CardSetError) as error:
        card_set_from_json(data)
    text = str(error.value)
    assert "PE01 appears twice" in text and "Z11" in text


def test_ids_must_fit_the_kind_and_unknown_fields_are_named():
    data = json.loads(GOOD)
    data["cards"][1]["id"] = "Z01"
    data["cards"][2]["colour"] = "red"
    with pytest.raises(CardSetError) as error:
        card_set_from_json(data)
    text = str(error.value)
    assert "person card's id looks like PE01" in text and "cards.2.colour" in text


def test_the_practice_set_is_complete_and_labels_every_invented_card():
    cards = shipped_card_set("practice")
    assert cards.practice and not cards.incomplete()
    assert len(cards.in_play("person")) == 42 and len(cards.in_play("sequence")) == 26
    assert len(cards.in_play("extra")) + len(cards.in_play("army")) == 34
    for card in cards.cards:
        assert card.invented or card.source, f"{card.id} neither invented nor sourced"
    assert "PRACTICE" in cards.note


def test_the_known_set_holds_the_public_facts_and_cannot_start():
    cards = shipped_card_set("known")
    assert not cards.practice
    assert not any(card.invented for card in cards.cards)
    assert (cards["PE01"].party, cards["PE01"].value) == ("republikaner", 6)
    assert cards["Z29"].strength == 17 and cards["Z33"].strength == 15
    assert cards["Z13"].rot == 11
    assert cards["PE35"].military.strength == 3
    problems = setup_problems(cards, 4)
    assert any(p.startswith("PE02") and "unknown party, value" in p for p in problems)


def test_the_known_set_starts_once_unknown_cards_leave_the_decks():
    data = shipped_card_set("known").to_json()
    for card in data["cards"]:
        if card_set_from_json({"name": "x", "cards": [card]}).cards[0].unknown_fields():
            card["in_play"] = False
    assert setup_problems(card_set_from_json(data), 2) == []


def test_the_shipped_files_are_laid_out_one_card_per_line():
    for name in ("practice.json", "known.json"):
        text = (DATA / name).read_text(encoding="utf-8")
        assert sum(1 for line in text.splitlines() if '"id"' in line) == 102
