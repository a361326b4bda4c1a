"""Drawing fewer cards than allowed (rules: "Wie man mehr als vier Handkarten bekommt";
docs/rules/1848.md D29).

„Ein Spieler, der von Anfang an gepaßt hat und zwei Personen- und zwei Zusatzkarten auf der
Hand hält, darf zwei weitere Karten ziehen“ — „kann je zwei Personenkarten und zwei
Zusatzkarten ziehen“ — „darf dann entscheiden, ob er noch eine Personen- oder eine
Zusatzkarte ziehen möchte“: drawing is allowed, not owed. A player says so with their pass,
or with ``keine`` in the choice turn; saying nothing draws as many as allowed.
"""

from __future__ import annotations

from adjudication.game1848.actions import Draw, Pass, canonical, read_action
from adjudication.game1848.feedback import read_lines
from adjudication.game1848.turn import resolve_turn
from adjudication.game1848.view import view
from tests.engine.game1848_positions import position

FIVE = ["PE15", "PE16", "PE17", "Z14", "Z16"]  # room for one card: a choice of its kind


def end_of_trick():
    """s2 and s3 passed with empty hands; s4 (five cards) and then s1 (one card) pass last."""
    return position(table=[("s1", "PE09")], hands={"s1": ["PE10"], "s4": FIVE},
                    passed=["s2", "s3"], on_turn="s4")


def kinds(state, seat):
    decks = [state.cards[c].deck for c in state.hands[seat]]
    return decks.count("persons"), decks.count("extras")


def test_saying_nothing_draws_as_many_as_allowed():
    state = resolve_turn(end_of_trick(), {"s4": "passe"}).state
    after = resolve_turn(state, {"s1": "passe"}).state
    assert kinds(after, "s1") == (1 + 2, 2)  # PE10 and two of each
    assert after.stage == "refill" and set(after.refill) == {"s4"}


def test_a_player_may_draw_fewer_by_saying_so_with_the_pass():
    state = resolve_turn(end_of_trick(), {"s4": "passe, ziehe keine"}).state
    after = resolve_turn(state, {"s1": "pass; draw 1 person"}).state
    assert kinds(after, "s1") == (1 + 1, 2)  # at most one person; Zusatzkarten as allowed
    assert kinds(after, "s4") == (3, 2)  # nothing drawn, so no choice either
    assert after.stage == "play" and not after.refill
    assert kinds(after, "s2") == (2, 2)  # the others draw as before


def test_in_the_choice_turn_keine_draws_no_more_card():
    state = resolve_turn(end_of_trick(), {"s4": "passe"}).state
    refill = resolve_turn(state, {"s1": "passe"}).state
    assert refill.stage == "refill"
    declined = resolve_turn(refill, {"s4": "keine"}).state
    assert len(declined.hands["s4"]) == 5 and declined.stage == "play"
    silent = resolve_turn(refill, {}).state
    assert len(silent.hands["s4"]) == 6  # saying nothing: the default card


def test_the_lines_read_in_german_and_english_and_write_back_the_same():
    state = position(hands={"s1": ["PE10"]})
    expected = {"passe, ziehe 1 Person": Pass(draw=(1, None)),
                "ich passe und ziehe keine Karten": Pass(draw=(0, 0)),
                "pass; draw none": Pass(draw=(0, 0)),
                "pass, draw one person and 2 extras": Pass(draw=(1, 2)),
                "passe und ziehe nur eine Zusatzkarte": Pass(draw=(None, 1))}
    for line, action in expected.items():
        assert read_action(state, "s1", line) == action, line
        assert read_action(state, "s1", canonical(action)) == action, canonical(action)
    refill = state.with_(stage="refill", refill={"s1": ("persons", "extras")})
    assert read_action(refill, "s1", "keine") == Draw("none")
    assert read_action(refill, "s1", canonical(Draw("none"))) == Draw("none")


def test_an_unreadable_count_is_refused_with_an_example():
    state = position(hands={"s1": ["PE10"]})
    (line,) = read_lines(state, "s1", "passe, ziehe drei Elefanten", "de")
    assert line.error.startswith("Wie viele Karten ziehen Sie?")
    assert "„passe, ziehe keine“" in line.error
    (line,) = read_lines(state, "s1", "pass; draw 1 person")
    assert line.reading == "passes; then draws at most 1 person(s) and 2 Zusatzkarte(n)"


def test_only_the_player_and_the_game_master_see_how_many_they_will_draw():
    state = resolve_turn(end_of_trick(), {"s4": "passe, ziehe keine"}).state
    assert view(state, "s4")["trick"]["draw_limits"] == {"s4": [0, 0]}
    assert view(state, "gm")["trick"]["draw_limits"] == {"s4": [0, 0]}
    assert "draw_limits" not in view(state, "s1")["trick"]
    assert "draw_limits" not in view(state, None)["trick"]


def test_help_in_the_choice_turn_names_the_choices():
    state = resolve_turn(resolve_turn(end_of_trick(), {"s4": "passe"}).state,
                         {"s1": "passe"}).state
    assert state.stage == "refill"
    (reading,) = read_lines(state, "s4", "help", "en")
    assert reading.reading is None and "“person”, “extra”" in reading.error
    assert read_action(state, "s4", "hilfe").key == "help_refill"


def test_the_refill_options_bound_what_is_drawn():
    """The JSON door's refill options (issue 24): ``draw_persons`` and ``draw_extras`` are the
    most of each kind, ``hand_limit`` the hand after drawing; with room for fewer cards than
    both kinds allow, one of each is drawn first and an odd last card is the player's choice."""
    from adjudication.game1848.refill import refill_fixed

    cases = [  # options, (persons, extras) drawn by s1 holding one card, choice left open
        ({}, (2, 2), False),                                  # the text: 2 + 2, up to 6
        ({"draw_persons": 1}, (1, 2), False),
        ({"draw_extras": 0, "draw_persons": 3}, (3, 0), False),
        ({"hand_limit": 4}, (1, 1), True),                    # room 3: one each, then a choice
        ({"hand_limit": 3}, (1, 1), False),                   # room 2: one of each
        ({"hand_limit": 1}, (0, 0), False),                   # no room
    ]
    for options, drawn, choice in cases:
        state = position(hands={"s1": ["PE10"]}, **options)
        after, _events, _ = refill_fixed(state, "s1")
        new = [c for c in after.hands["s1"] if c != "PE10"]
        decks = [after.cards[c].deck for c in new]
        assert (decks.count("persons"), decks.count("extras")) == drawn, options
        assert ("s1" in after.refill) is choice, options
        assert len(after.hands["s1"]) <= state.options.hand_limit


def test_the_refill_options_pass_the_json_door():
    from adjudication.game1848.state import options_from_json

    options = options_from_json({"draw_persons": 1, "draw_extras": 3, "hand_limit": 5}, 4)
    assert (options.draw_persons, options.draw_extras, options.hand_limit) == (1, 3, 5)
