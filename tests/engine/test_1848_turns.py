"""A trick turn by turn: play, pass, schieben, army cards bringing passed players back, the
turn order, the end of a trick, Patt, cards leaving, refill, and the end of the game."""

from __future__ import annotations

from dataclasses import replace

from adjudication.game1848.actions import Draw, Pass, Play, Push, read_action
from adjudication.game1848.card_reading import shipped_card_set
from adjudication.game1848.refill import default_choice
from adjudication.game1848.setup import new_game
from adjudication.game1848.state import card_places
from adjudication.game1848.turn import resolve_turn
from adjudication.game1848.victory import victory_points, winners
from tests.engine.game1848_positions import position


def turn(state, **texts):
    return resolve_turn(state, texts)


def codes(result):
    return [e.code for e in result.events]


def test_the_deal_gives_two_persons_and_two_zusatzkarten_and_draws_a_start_player():
    cards = shipped_card_set("practice")
    starts = set()
    for seed in range(12):
        state = new_game(cards, 4, seed)
        for seat in state.seats:
            kinds = sorted(cards[c].deck for c in state.hands[seat])
            assert kinds == ["extras", "extras", "persons", "persons"]
        assert state.current == "A01" and state.trick.on_turn == state.trick.opener
        starts.add(state.trick.opener)
    assert starts == {"s1", "s2", "s3", "s4"}  # by lot, from the seed
    assert new_game(cards, 4, 7) == new_game(cards, 4, 7)


def test_the_army_cards_are_mixed_into_the_zusatzkarten():
    state = new_game(shipped_card_set("practice"), 4, 3)
    extras = set(state.decks["extras"]) | {c for h in state.hands.values() for c in h}
    assert {"Z28", "Z29", "Z33", "Z34"} <= extras


def test_a_person_goes_to_the_players_own_side_and_the_turn_goes_left():
    state = position(hands={"s1": ["PE09"], "s2": ["PE19"]})
    result = turn(state, s1="PE09")
    assert [(p.card, p.side) for p in result.state.table] == [("PE09", "s1")]
    assert result.state.trick.on_turn == "s2"


def test_schieben_puts_the_card_under_its_deck_and_the_player_stays_in():
    state = position(hands={"s1": ["PE09", "Z04"], "s2": ["PE19"]})
    result = turn(state, s1="schiebe Robert Blum")
    after = result.state
    assert after.decks["persons"][-1] == "PE09" and after.hands["s1"] == ("Z04",)
    assert "s1" not in after.trick.passed
    public = [e for e in result.events if not e.private]
    assert all("PE09" not in str(e.data) for e in public)  # face down: nobody sees which
    assert [e.data["card"] for e in result.events if e.code == "push_own"] == ["PE09"]


def test_a_passed_player_is_out_until_an_army_card_brings_everybody_back():
    state = position(hands={"s1": ["PE09", "Z29"], "s2": ["PE19"], "s3": ["PE20"],
                            "s4": ["PE21"]})
    state = turn(state, s1="PE09").state
    state = turn(state, s2="passe").state
    state = turn(state, s3="pass").state
    state = turn(state, s4="pass").state
    assert state.trick.on_turn == "s1" and state.trick.passed == ("s2", "s3", "s4")
    result = turn(state, s1="Z29")
    assert "wake" in codes(result)
    assert result.state.trick.passed == () and result.state.trick.on_turn == "s2"
    assert result.state.trick.first_passer == "s2"  # the first passer is remembered


def test_a_player_without_cards_passes_at_once_and_the_trick_ends_when_all_passed():
    state = position(hands={"s1": ["PE09"], "s2": [], "s3": ["PE20"], "s4": []})
    result = turn(state, s1="PE09")
    assert codes(result)[:2] == ["play", "auto_pass"]
    assert result.state.trick.on_turn == "s3"
    result = turn(result.state, s3="passe")  # s4 and s1 hold nothing: the trick is over
    assert codes(result)[:4] == ["pass", "auto_pass", "auto_pass", "trick"]
    assert result.state.trick.number == 2


def test_a_won_trick_gives_the_ablaufkarte_and_puts_the_table_under_the_decks():
    state = position(table=[("s1", "PE09"), ("s2", "PE26"), ("s2", "Z03", {"on": "PE26"})],
                     hands={"s1": ["PE10"]}, on_turn="s1", passed=["s2", "s3", "s4"])
    result = turn(state, s1="pass")
    after = result.state
    assert after.scores["s1"]["demokraten"] == 8
    assert after.won["s1"] == ("A01",) and after.current == "A02"
    assert after.decks["persons"][-2:] == ("PE09", "PE26")
    assert after.decks["extras"][-1] == "Z03"
    # opened by the player left of the first passer (decision D5)
    assert after.trick.opener == "s3"


def test_a_political_patt_credits_each_tied_holder_and_keeps_the_ablaufkarte():
    state = position(table=[("s1", "PE10"), ("s2", "PE13")],  # Demokraten 4 and 4
                     hands={"s1": ["PE09"]}, passed=["s2", "s3", "s4"])
    after = turn(state, s1="passe").state
    assert after.scores["s1"]["demokraten"] == 4 and after.scores["s2"]["demokraten"] == 4
    assert after.won == {s: () for s in after.seats} and after.current == "A01"
    assert after.trick.opener == "s3"  # left of s2, who passed first
    tied_parties = position(table=[("s1", "PE09"), ("s2", "PE19"), ("s2", "PE27")],
                            hands={"s1": ["PE10"]}, passed=["s2", "s3", "s4"])
    # Demokraten 8 (s1) against Liberale 7 + 1 = 8 (s2)
    after = turn(tied_parties, s1="passe").state
    assert after.scores["s1"]["demokraten"] == 8 and after.scores["s2"]["liberale"] == 8
    assert after.history[-1].winner is None


def test_the_winner_may_open_instead_when_the_game_says_so():
    state = position(table=[("s1", "PE09")], hands={"s1": ["PE10"]},
                     passed=["s2", "s3", "s4"], opener_after_win="winner")
    assert turn(state, s1="pass").state.trick.opener == "s1"


def test_running_majority_counts_the_score_sheet():
    state = position(table=[("s1", "PE10"), ("s2", "PE12")], hands={"s1": ["PE09"]},
                     passed=["s2", "s3", "s4"], majority_basis="running")
    sheet = {seat: dict(state.scores[seat]) for seat in state.seats}
    sheet["s2"]["demokraten"] = 5
    state = state.with_(scores=sheet)
    after = turn(state, s1="pass").state  # 4 (s1) against 3 + 5 (s2): s2 holds the majority
    assert after.history[-1].winner == "s2" and after.scores["s2"]["demokraten"] == 5 + 7


def test_lola_montez_takes_a_person_and_even_a_heerfuehrer_out_of_the_game():
    state = position(table=[("s2", "PE35"), ("s2", "Z29")],
                     hands={"s1": ["Z20", "PE09"], "s2": ["PE19"]})
    result = turn(state, s1="Lola Montez auf Windischgrätz")
    after = result.state
    assert "PE35" in after.out and "PE35" not in [p.card for p in after.table]
    assert next(p for p in after.table if p.card == "Z29").commander is None


def test_zusatzkarten_never_act_on_a_heerfuehrer_except_the_two_named():
    state = position(table=[("s2", "PE35")], hands={"s1": ["Z04"], "s2": ["PE19"]})
    result = turn(state, s1="Z04 auf PE35")
    assert [e.code for e in result.events][:2] == ["invalid_pass", "pass"]
    assert result.state.hands["s1"] == ("Z04",) and result.state.trick.passed == ("s1",)


def test_pairs_that_meet_and_army_cards_leave_the_game_after_the_trick():
    state = position(table=[("s1", "PE01"), ("s2", "Z10", {"side": "s1"}),
                            ("s3", "Z11", {"side": "s1"}), ("s4", "Z29")],
                     hands={"s1": ["PE02"]}, passed=["s2", "s3", "s4"])
    after = turn(state, s1="pass").state
    assert {"Z10", "Z11", "Z29"} <= set(after.out)
    assert after.scores["s1"]["republikaner"] == 6  # the pair cancelled each other


def test_refill_draws_two_of_each_up_to_six_and_leaves_odd_choices_to_the_player():
    hands = {"s1": ["PE10"],  # 1 card: draws 2 + 2
             "s2": ["PE11", "PE12", "Z04"],  # 3 cards: one of each, then a choice
             "s3": ["PE13", "PE14", "Z09", "Z12"],  # 4 cards: one of each
             "s4": ["PE15", "PE16", "PE17", "Z14", "Z16"]}  # 5 cards: a choice
    state = position(table=[("s1", "PE09")], hands=hands, passed=["s2", "s3", "s4"])
    state = state.with_(hands={**state.hands, "s1": ("PE10",)})
    result = turn(state, s1="pass")
    after = result.state
    assert after.stage == "refill" and set(after.refill) == {"s2", "s4"}
    assert len(after.hands["s1"]) == 5 and len(after.hands["s3"]) == 6
    assert len(after.hands["s2"]) == 5 and len(after.hands["s4"]) == 5
    result = turn(after, s2="Zusatzkarte", s4="Person")
    after = result.state
    assert after.stage == "play" and all(len(after.hands[s]) == 6 for s in ("s2", "s3", "s4"))
    kinds = [after.cards[c].deck for c in after.hands["s2"]]
    assert kinds.count("extras") == 3


def test_a_missing_refill_choice_draws_the_kind_held_fewer():
    state = position(hands={"s1": ["PE10", "PE11", "PE12", "Z04", "Z05"]})
    state = state.with_(stage="refill", refill={"s1": ("persons", "extras")})
    assert default_choice(state, "s1") == "extras"
    assert isinstance(read_action(state, "s1", "Personenkarte"), Draw)


def test_the_game_ends_at_once_with_four_ablaufkarten_and_victory_points():
    state = position(table=[("s1", "PE09")], hands={"s1": ["PE10"]}, passed=["s2", "s3", "s4"])
    state = state.with_(won={**state.won, "s1": ("A02", "A03", "A04")},
                        decks={**state.decks, "sequence": state.decks["sequence"][3:]})
    after = turn(state, s1="pass").state
    assert after.stage == "over" and after.end_reason == "target"
    assert after.victory == {"s1": 5, "s2": 0, "s3": 0, "s4": 0}


def test_idle_tricks_in_a_row_with_full_hands_end_the_game():
    hands = {s: [f"PE{n:02d}" for n in range(i * 6 + 1, i * 6 + 7)]
             for i, s in enumerate(("s1", "s2", "s3", "s4"))}
    state = position(hands=hands)
    for _ in range(4 * 4):
        if state.stage == "over":
            break
        state = resolve_turn(state, {}).state
    assert state.stage == "over" and state.end_reason == "stall"
    assert sum(1 for r in state.history) == 4


def test_victory_points_absolute_majority_and_ranks():
    def sheet(**parties):
        base = dict.fromkeys(("republikaner", "demokraten", "liberale", "reaktionaere"), 0)
        return {**base, **parties}

    majority = {"s1": sheet(liberale=20), "s2": sheet(liberale=20, demokraten=5),
                "s3": sheet(republikaner=10)}
    assert victory_points(majority) == {"s1": 5, "s2": 5, "s3": 0}  # ties share
    ranks = {"s1": sheet(liberale=12, demokraten=1), "s2": sheet(demokraten=9),
             "s3": sheet(republikaner=7, reaktionaere=-2), "s4": sheet(reaktionaere=3)}
    # Liberale 12 (4), Demokraten 10 (3), Republikaner 7 (2), Reaktionäre 1 (1)
    assert victory_points(ranks) == {"s1": 4, "s2": 3, "s3": 2, "s4": 1}
    nothing = {"s1": sheet(reaktionaere=-3), "s2": sheet(liberale=2), "s3": sheet(liberale=2)}
    assert victory_points(nothing)["s1"] == 0


def test_exactly_half_is_no_absolute_majority_and_tied_parties_share_a_rank():
    """D24's two open cases (issue 24): a party with exactly as much as all others together
    has no absolute majority ("mehr ... als alle anderen zusammen"); parties with equal points
    share the better rank and the next rank is skipped (4, 4, 2, 1)."""
    base = dict.fromkeys(("republikaner", "demokraten", "liberale", "reaktionaere"), 0)
    half = {"s1": {**base, "liberale": 10}, "s2": {**base, "demokraten": 6},
            "s3": {**base, "republikaner": 4}}
    # Liberale 10 == 6 + 4: ranks, not 5 points.
    assert victory_points(half) == {"s1": 4, "s2": 3, "s3": 2}
    tied = {"s1": {**base, "liberale": 8}, "s2": {**base, "demokraten": 8},
            "s3": {**base, "republikaner": 5}, "s4": {**base, "reaktionaere": 2}}
    # Liberale 8 and Demokraten 8 share rank 1 (4 each); Republikaner rank 3 (2), Reaktionäre 1.
    assert victory_points(tied) == {"s1": 4, "s2": 4, "s3": 2, "s4": 1}


def test_victory_points_at_the_edges_of_the_text():
    """Mutation survivors of victory.py (issue 24), each a sentence of "Und so wird
    abgerechnet!" or D24."""
    base = dict.fromkeys(("republikaner", "demokraten", "liberale", "reaktionaere"), 0)
    # A party at 0 never has the majority, even when all the others are negative.
    zero = {"s1": {**base, "liberale": 0}, "s2": {**base, "reaktionaere": -3}}
    assert victory_points(zero) == {"s1": 0, "s2": 0}
    # One point more than all others together is a majority.
    one = {"s1": {**base, "liberale": 1}, "s2": {**base}}
    assert victory_points(one) == {"s1": 5, "s2": 0}
    # A party at 0 early in the order stops no later party from ranking.
    later = {"s1": {**base, "demokraten": 5}, "s2": {**base, "liberale": 4},
             "s3": {**base, "reaktionaere": 3}}
    assert victory_points(later) == {"s1": 4, "s2": 3, "s3": 2}
    # A player on top of two parties scores both ranks.
    both = {"s1": {**base, "demokraten": 5, "liberale": 4}, "s2": {**base, "reaktionaere": 3},
            "s3": {**base, "republikaner": 2}}
    assert victory_points(both) == {"s1": 4 + 3, "s2": 2, "s3": 1}


def test_the_most_victory_points_win_and_a_tie_is_shared():
    assert winners({"s1": 5, "s2": 3, "s3": 0}) == ["s1"]
    assert winners({"s1": 4, "s2": 4, "s3": 2}) == ["s1", "s2"]


def test_a_negative_party_lowers_what_all_others_hold_together():
    # „Hat eine der Parteien allein mehr Stimmen als alle anderen zusammen (absolute
    # Mehrheit)“: the others' sum counts a negative party as it stands (D24).
    base = dict.fromkeys(("republikaner", "demokraten", "liberale", "reaktionaere"), 0)
    scores = {"s1": {**base, "liberale": 10}, "s2": {**base, "demokraten": 7},
              "s3": {**base, "republikaner": 4}, "s4": {**base, "reaktionaere": -3}}
    # Liberale 10 > 7 + 4 - 3 = 8: an absolute majority. (Counting the Reaktionäre as 0,
    # 10 < 11 would rank the parties instead: s1 4, s2 3, s3 2.)
    assert victory_points(scores) == {"s1": 5, "s2": 0, "s3": 0, "s4": 0}


def test_every_card_stays_in_exactly_one_place_through_a_trick():
    state = new_game(shipped_card_set("practice"), 3, 11)
    for _ in range(30):
        state = resolve_turn(state, {}).state
        assert all(len(where) == 1 for where in card_places(state).values())


def test_actions_read_in_german_and_english():
    state = position(table=[("s2", "PE26")], hands={"s1": ["PE09", "Z03", "Z05", "Z29"]})
    assert read_action(state, "s1", "spiele Robert Blum") == Play("PE09")
    assert read_action(state, "s1", "pe9") == Play("PE09")
    assert read_action(state, "s1", "Z3 auf Simson") == Play("Z03", on="PE26")
    assert read_action(state, "s1", "Z05 on player 2") == Play("Z05", side="s2")
    assert read_action(state, "s1", "Z29 an s3") == Play("Z29", choice="s3")
    assert read_action(state, "s1", "ich passe") == Pass()
    assert read_action(state, "s1", "push PE09") == Push("PE09")
    assert read_action(state, "s1", "PE09 unter den Stapel") == Push("PE09")
    assert read_action(state, "s1", "Blücher").key == "unknown_card"


def test_help_answers_with_the_forms_and_the_hand_not_with_an_unknown_card():
    """Issue 23: "help" in the box was answered "“help” is no card in your hand"."""
    from adjudication.game1848.feedback import read_lines

    state = position(hands={"s1": ["PE09", "Z05"]})
    for line, lang, form in [("help", "en", "“push PE09”"), ("Hilfe", "de", "„schiebe PE09“"),
                             ("?", "en", "“pass”")]:
        (reading,) = read_lines(state, "s1", line, lang)
        assert reading.reading is None and form in reading.error, reading
        names = [state.cards[c].name for c in state.hands["s1"]]
        assert all(name in reading.suggestion for name in names), reading.suggestion
    assert read_action(state, "s1", "PE09 hilfe").key != "help"  # a card first: a play


def test_a_seat_not_on_turn_is_refused():
    state = position(hands={"s1": ["PE09"], "s2": ["PE19"]})
    result = turn(state, s2="PE19")  # only s1's line counts; s1 sent nothing
    assert codes(result)[0] == "nmr_pass" and result.state.hands["s2"] == ("PE19",)
    assert replace(state.trick).on_turn == "s1"


def test_a_heerfuehrer_counts_with_his_political_value_when_no_army_decides():
    from adjudication.game1848.political import political_score

    state = position(table=[("s1", "PE35"), ("s2", "PE33")])  # Windischgrätz 3, Radowitz 3
    score = political_score(state)
    assert score.totals["reaktionaere"] == 6 and score.winner is None  # 3 against 3: Patt


def test_a_missed_turn_is_told_once_saying_the_deadline_passed():
    """Issue 23, item 9: "Spieler 3 sent no action and passes." was followed by "Spieler 3
    passes."; one line now says the deadline passed without an action (D26: no action is a
    pass)."""
    from adjudication.game1848.words import describe

    state = position(hands={"s1": ["PE09"], "s2": ["PE19"]})
    result = turn(state)  # s1 is on turn and sent nothing
    mine = [e for e in result.events if e.data.get("seat") == "s1"]
    assert [e.code for e in mine] == ["nmr_pass"]
    names = {"s1": "Spieler 1"}
    assert [describe(e, state.cards, "en", names) for e in mine] == [
        "The deadline passed without an action from Spieler 1: Spieler 1 passes."]
    assert [describe(e, state.cards, "de", names) for e in mine] == [
        "Die Frist verstrich ohne Aktion von Spieler 1: Spieler 1 passt."]


def test_a_refused_line_passes_once_in_public():
    state = position(table=[("s2", "PE35")], hands={"s1": ["Z04"], "s2": ["PE19"]})
    result = turn(state, s1="Z04 auf PE35")
    public = [e.code for e in result.events if not e.private and e.data.get("seat") == "s1"]
    assert public == ["pass"]
