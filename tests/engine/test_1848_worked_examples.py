"""The three worked examples of the Armeekarten text, as scenario tests: the position is set
up as the text describes it, the last players pass, and the score sheet is read."""

from __future__ import annotations

from adjudication.game1848.military import military_score
from adjudication.game1848.political import shares
from adjudication.game1848.turn import resolve_turn
from tests.engine.game1848_positions import position


def finish_trick(state):
    """Everybody still in passes, one turn each, until the trick is scored."""
    number = state.trick.number
    while state.trick.number == number and state.stage == "play":
        state = resolve_turn(state, {state.trick.on_turn: "passe"}).state
    return state


def test_beispiel_1_player_3_gets_19_reaktionaere_points():
    # Spieler 1: Z33 (Preußen 15) with PE41 Wrangel (Preußen 3);
    # Spieler 3: Z29 (Österreich 17) with PE35 Windischgrätz (Österreich 3).
    state = position(table=[("s1", "PE41"), ("s1", "Z33"), ("s3", "PE35"), ("s3", "Z29")],
                     hands={"s2": ["PE09"]})
    score = military_score(state)
    assert score.winner == "s3"
    assert [(c.seat, c.party, c.points) for c in score.credits] == [("s3", "reaktionaere", 19)]
    after = finish_trick(state)
    assert after.scores["s3"]["reaktionaere"] == 19
    assert after.won["s3"] == ("A01",)


def test_beispiel_2_player_1_gets_3_points_after_the_rot_card():
    # Spieler 1: Z33 (Preußen 15) with PE40 Prinz Wilhelm (Preußen 2);
    # Spieler 3: Z29 without a Heerführer; Spieler 4: Z13 18. März (Rot 11).
    state = position(table=[("s1", "PE40"), ("s1", "Z33"), ("s3", "Z29"), ("s4", "Z13")],
                     hands={"s2": ["PE09"]})
    score = military_score(state)
    assert score.winner == "s1"
    assert score.rot == 11
    assert [(c.seat, c.party, c.points) for c in score.credits] == [("s1", "reaktionaere", 3)]
    after = finish_trick(state)
    assert after.scores["s1"] == {"republikaner": 0, "demokraten": 0, "liberale": 0,
                                  "reaktionaere": 3}


def test_claudias_republikaner_count_zero_after_louis_napoleon():
    # Claudia (s1): Hecker 6, Sigel 1, the Herweghs 2; Vanessa (s2) plays Louis Napoleon
    # (every Republikaner person -3) onto Claudia's side: 6-3 + 1-3 + 2-3 = 0.
    state = position(table=[("s1", "PE01"), ("s1", "PE07"), ("s1", "PE04"),
                            ("s2", "Z05", {"side": "s1"})])  # Z05: Louis Napoleon
    assert shares(state, {})["s1"]["republikaner"] == 0


def test_claudias_example_played_through_the_action_lines():
    state = position(table=[("s1", "PE01"), ("s1", "PE07")],
                     hands={"s1": ["PE04"], "s2": ["Z05"]}, on_turn="s1")
    state = resolve_turn(state, {"s1": "spiele Die Herweghs"}).state
    state = resolve_turn(state, {"s2": "Louis Napoleon auf Spieler 1"}).state
    assert shares(state, {})["s1"]["republikaner"] == 0
