"""Refilling the hands after a trick, function by function (rules: "Wie man mehr als vier
Handkarten bekommt"; docs/rules/1848.md D12 and D29). Pinned by mutation testing: each test
states the rule a survivor of ``scripts/mutation adjudication/game1848/refill.py`` broke."""

from __future__ import annotations

from adjudication.game1848.events import Event
from adjudication.game1848.refill import default_choice, refill_choices, refill_fixed
from tests.engine.game1848_positions import position


def kinds(state, seat):
    decks = [state.cards[c].deck for c in state.hands[seat]]
    return decks.count("persons"), decks.count("extras")


def test_a_player_who_draws_no_person_fills_the_room_with_zusatzkarten_only_as_allowed():
    """An empty hand has room for four pairs' worth; "no person" leaves two Zusatzkarten,
    never two persons besides."""
    state, _, anything = refill_fixed(position(), "s1", {"s1": (0, None)})
    assert kinds(state, "s1") == (0, 2)
    assert kinds(state, "s2") == (2, 2)
    assert anything


def test_with_more_zusatzkarten_allowed_a_player_without_persons_fills_the_room_with_them():
    """The refill options of the JSON door (``draw_extras``): four Zusatzkarten allowed, no
    person wanted, room for six: four Zusatzkarten, not one pair per two places of room."""
    state, _, _ = refill_fixed(position(draw_extras=4), "s1", {"s1": (0, None)})
    assert kinds(state, "s1") == (0, 4)


def test_a_choice_between_an_empty_and_a_full_deck_is_no_choice():
    """Room for one card, the persons deck empty: the Zusatzkarte is drawn at once and
    nobody waits for a choice."""
    five = ["PE15", "PE16", "PE17", "Z14", "Z16"]
    start = position(hands={"s1": five})
    start = start.with_(decks={**start.decks, "persons": ()})
    state, events, _ = refill_fixed(start, "s1")
    assert kinds(state, "s1") == (3, 3)
    assert "s1" not in state.refill
    drawn = state.hands["s1"][-1]
    assert drawn == start.decks["extras"][0]
    assert Event("draw_own", {"seat": "s1", "cards": [drawn]}, private=("s1",)) in events


def test_the_default_card_is_the_kind_the_player_holds_fewer_of_persons_on_a_tie():
    both = ("persons", "extras")
    cases = {("PE15", "PE16", "Z14"): "extras", ("PE15", "Z14", "Z16"): "persons",
             ("PE15", "PE16", "Z14", "Z16"): "persons", (): "persons"}
    for hand, expected in cases.items():
        state = position(hands={"s1": hand}).with_(stage="refill", refill={"s1": both})
        assert default_choice(state, "s1") == expected, hand


def test_the_default_card_comes_from_the_only_kind_allowed():
    """A state read from JSON may allow one kind only (``state.refill``: seat -> kinds)."""
    state = position(hands={"s1": ("Z14",)}).with_(stage="refill", refill={"s1": ("extras",)})
    assert default_choice(state, "s1") == "extras"


def test_the_choices_are_drawn_in_turn_and_only_the_drawer_sees_the_card():
    """From the opener of the next trick on, past a seat that has no choice; the public
    event says only the kind, the card goes to its drawer alone; no choice is left."""
    start = position(hands={"s3": ("Z14",), "s4": ("PE15",)}).with_(
        stage="refill", refill={"s3": ("persons", "extras"), "s4": ("persons", "extras")})
    state, events = refill_choices(start, {"s3": "persons", "s4": "extras"}, "s2")
    person, extra = start.decks["persons"][0], start.decks["extras"][0]
    assert state.hands["s3"] == ("Z14", person) and state.hands["s4"] == ("PE15", extra)
    assert events == [
        Event("draw", {"seat": "s3", "persons": 1, "extras": 0}),
        Event("draw_own", {"seat": "s3", "cards": [person]}, private=("s3",)),
        Event("draw", {"seat": "s4", "persons": 0, "extras": 1}),
        Event("draw_own", {"seat": "s4", "cards": [extra]}, private=("s4",)),
    ]
    assert state.refill == {}


def test_a_player_who_declines_the_choice_does_not_end_the_turn_for_the_next():
    start = position(hands={"s3": ("Z14",), "s4": ("PE15",)}).with_(
        stage="refill", refill={"s3": ("persons", "extras"), "s4": ("persons", "extras")})
    state, _ = refill_choices(start, {"s3": "none", "s4": "extras"}, "s3")
    assert state.hands["s3"] == ("Z14",)
    assert state.hands["s4"] == ("PE15", start.decks["extras"][0])
