"""Armies change sides only when a Heerführer is played, and the Heerführer's player chooses
the army (rules: "So wechselt eine Armee die Seite"; docs/rules/1848.md D15).

„Eine Armeekarte kann von einem anderen Spieler übernommen werden, wenn dieser einen
geeigneteren Heerführer ausspielt.“ — „Der stärkste Heerführer hat das Recht, sich als erster
eine Armee auszusuchen.“
"""

from __future__ import annotations

from adjudication.game1848.actions import Play, canonical, read_action
from adjudication.game1848.armies import assign
from adjudication.game1848.card_reading import card_set_from_json
from adjudication.game1848.feedback import read_lines
from adjudication.game1848.moves import refusal, take
from tests.engine.game1848_positions import PRACTICE, position

# Practice set: PE35 Windischgrätz AT 3, PE36 Schwarzenberg AT 2, PE37 Radetzky AT 4,
# PE38 Haynau AT 2, PE40 Prinz Wilhelm PR 2, PE41 Wrangel PR 3; Z28 AT 12, Z29 AT 17,
# Z30 PR 11, Z32 PR 13, Z33 PR 15; Z15 Kroatien (+5 to an Austrian group).


def commander(state, army):
    group = assign(state)[army]
    return (group.seat, group.leaders) if group else None


def issue_cards():
    """The practice set with Z30 as the issue's example has it: Österreich 9."""
    data = PRACTICE.to_json()
    for card in data["cards"]:
        if card["id"] == "Z30":
            card.update(flag="oesterreich", strength=9)
    return card_set_from_json(data)


def test_a_new_army_card_does_not_pull_windischgraetz_away_from_the_army_he_leads():
    # The issue's example: Windischgrätz leads Z30 (Österreich 9); Z29 (Österreich 17) is
    # played. Nobody played a Heerführer, so he stays with Z30 and Z29 lies without a leader.
    state = position(table=[("s3", "PE35"), ("s1", "Z30")], hands={"s2": ["Z29"]},
                     on_turn="s2", cards=issue_cards())
    assert commander(state, "Z30") == ("s3", ("PE35",))
    after, events = take(state, "s2", Play("Z29"))
    assert commander(after, "Z30") == ("s3", ("PE35",))
    assert commander(after, "Z29") is None
    assert not [e for e in events if e.code == "army"]


def test_a_new_army_card_takes_a_free_leader_even_a_weaker_one():
    # Windischgrätz (3) is busy with Z30; Schwarzenberg (2) at s4 is free: Z29 takes him.
    state = position(table=[("s3", "PE35"), ("s1", "Z30"), ("s4", "PE36")],
                     hands={"s2": ["Z29"]}, on_turn="s2", cards=issue_cards())
    after, _ = take(state, "s2", Play("Z29"))
    assert commander(after, "Z29") == ("s4", ("PE36",))
    assert commander(after, "Z30") == ("s3", ("PE35",))


def test_a_new_army_card_takes_a_free_leader_of_its_own_flag_first():
    state = position(table=[("s1", "PE37"), ("s2", "PE40")], hands={"s3": ["Z33"]},
                     on_turn="s3")
    after, _ = take(state, "s3", Play("Z33"))
    assert commander(after, "Z33") == ("s2", ("PE40",))  # Prussian 2 before Austrian 4


def test_an_own_flag_heerfuehrer_played_takes_the_army_from_a_stronger_foreign_one():
    state = position(table=[("s1", "PE37"), ("s3", "Z33")], hands={"s2": ["PE40"]},
                     on_turn="s2")
    assert commander(state, "Z33") == ("s1", ("PE37",))  # no Prussian leader was free
    after, _ = take(state, "s2", Play("PE40"))
    assert commander(after, "Z33") == ("s2", ("PE40",))


def test_a_stronger_foreign_heerfuehrer_does_not_take_an_army_from_its_own_flag():
    state = position(table=[("s2", "PE40"), ("s3", "Z33")], hands={"s1": ["PE37"]})
    after, _ = take(state, "s1", Play("PE37"))
    assert commander(after, "Z33") == ("s2", ("PE40",))
    assert refusal(state, "s1", Play("PE37", army="Z33")).key == "leads_not_suitable"


def test_kroatien_strengthens_but_moves_no_army_until_a_heerfuehrer_is_played():
    state = position(table=[("s1", "PE37"), ("s3", "Z29"), ("s2", "PE36"),
                            ("s4", "Z15", {"side": "s2"})], hands={"s2": ["PE38"]},
                     on_turn="s2")
    assert commander(state, "Z29") == ("s1", ("PE37",))  # 2 + 5 > 4, but no Heerführer came
    after, _ = take(state, "s2", Play("PE38"))
    assert commander(after, "Z29") == ("s2", ("PE36", "PE38"))  # 2 + 2 + 5 = 9 > 4


def test_the_deposed_heerfuehrer_stays_free_and_takes_the_next_army_played():
    state = position(table=[("s2", "PE37"), ("s3", "Z29"), ("s1", "PE36")],
                     hands={"s1": ["PE35"], "s4": ["Z28"]})
    after, _ = take(state, "s1", Play("PE35"))  # 3 + 2 = 5 > Radetzky 4
    assert commander(after, "Z29") == ("s1", ("PE35", "PE36"))
    assert [p.lies_at for p in after.table if p.card == "PE37"] == ["s2"]
    after, _ = take(after, "s4", Play("Z28"))
    assert commander(after, "Z28") == ("s2", ("PE37",))


def test_the_heerfuehrers_player_chooses_the_army():
    # Z33 (PR 15) and Z32 (PR 13) lie without a leader; Prinz Wilhelm takes one of them.
    state = position(table=[("s2", "Z33"), ("s3", "Z32")], hands={"s1": ["PE40", "PE40"]})
    default, _ = take(state, "s1", Play("PE40"))
    assert commander(default, "Z33") == ("s1", ("PE40",))  # no choice: the stronger army
    assert commander(default, "Z32") is None
    chosen, events = take(state, "s1", Play("PE40", army="Z32"))
    assert commander(chosen, "Z32") == ("s1", ("PE40",))
    assert commander(chosen, "Z33") is None
    assert [(e.data["army"], e.data["seat"]) for e in events if e.code == "army"] == [
        ("Z32", "s1")]


def test_a_group_leading_an_army_keeps_it_unless_its_player_names_another():
    state = position(table=[("s1", "PE35"), ("s2", "Z28"), ("s3", "Z29", {"choice": "s1"})],
                     hands={"s1": ["PE36", "PE36"]})
    # Z28 took Windischgrätz when it came; Z29 came later and found nobody free.
    assert commander(state, "Z28") == ("s1", ("PE35",)) and commander(state, "Z29") is None
    kept, _ = take(state, "s1", Play("PE36"))
    assert commander(kept, "Z28") == ("s1", ("PE35", "PE36"))
    moved, _ = take(state, "s1", Play("PE36", army="Z29"))
    assert commander(moved, "Z29") == ("s1", ("PE35", "PE36"))
    assert commander(moved, "Z28") is None


def test_the_choice_is_read_in_german_and_english_and_written_back_the_same():
    state = position(table=[("s2", "Z33"), ("s3", "Z32")], hands={"s1": ["PE40"]})
    for line in ("PE40 führt Z32", "PE40 leads Z32", "spiele Prinz Wilhelm, führt Z32",
                 "Prinz Wilhelm fuehrt z32"):
        assert read_action(state, "s1", line) == Play("PE40", army="Z32"), line
    assert read_action(state, "s1", canonical(Play("PE40", army="Z32"))) == Play("PE40",
                                                                                army="Z32")


def test_a_choice_that_the_rule_does_not_allow_is_refused_quoting_it():
    state = position(table=[("s2", "PE41"), ("s2", "Z33"), ("s3", "Z32")],
                     hands={"s1": ["PE40", "PE09"]})
    (line,) = read_lines(state, "s1", "PE40 führt Z33", "de")
    assert "Z33 führen PE41 (s2, Preußen 3); Ihre Heerführer (Preußen 2)" in line.error
    assert "„Eine Armeekarte kann von einem anderen Spieler übernommen werden, wenn dieser " \
           "einen geeigneteren Heerführer ausspielt.“" in line.error
    assert "Wählbar: Z32." in line.error
    (line,) = read_lines(state, "s1", "PE09 leads Z32")
    assert line.error.startswith("PE09 is no Heerführer")
    (line,) = read_lines(state, "s1", "PE40 leads Z30")
    assert line.error == "Z30 is no army card on the table."


def test_the_reading_names_the_default_army_and_the_others():
    state = position(table=[("s2", "Z33"), ("s3", "Z32")], hands={"s1": ["PE40"]})
    (line,) = read_lines(state, "s1", "PE40")
    assert line.reading == ("plays PE40 Prinz Wilhelm; he leads Z33 (the default; you may "
                            "choose Z32, e.g. “PE40 leads Z32”)")
    (line,) = read_lines(state, "s1", "PE40 führt Z32", "de")
    assert line.error is None and "er führt" in line.reading
