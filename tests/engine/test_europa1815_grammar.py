"""What players write, German and English: every form reads, wrong lines say why and suggest
the corrected line, and every reading reads back as itself."""

import pytest

from adjudication.europa1815 import read_lines
from adjudication.europa1815.actions import (
    Attack,
    Diplomacy,
    GiveLand,
    GiveMarker,
    HandOverTroops,
    Nachschub,
    Other,
    Pass,
    Source,
    Verlegung,
    ZEffect,
    action_text,
)
from adjudication.europa1815.grammar import read_line
from adjudication.europa1815.messages import render
from adjudication.europa1815.troops import Troops
from tests.engine.europa1815_support import MAP

GENERALS = {"ney": "Ney", "bluecher": "Blücher"}


def read(line):
    result = read_line(line, MAP, generals=GENERALS)
    assert result.error is None, render(result.error, MAP, "en")
    return result.step, result.action


def error(line, lang="en"):
    result = read_line(line, MAP, generals=GENERALS, lang=lang)
    assert result.action is None
    return render(result.error, MAP, lang), result.suggestion


@pytest.mark.parametrize("line, step", [
    ("1: Passen", "action1"), ("2. pass", "action2"), ("Team: keine", "team"),
    ("½: passen", "half"), ("1/2: pass", "half"), ("Halbzug: passen", "half"),
    ("Aktion 2) nichts", "action2"), ("T: none", "team"), ("passen", None),
])
def test_steps_are_named_in_both_languages(line, step):
    assert read(line) == (step, Pass())


def test_a_verlegung_in_german_with_two_z_effects_and_wear():
    step, action = read("1: Verlegung nach Paris: 2 Inf, 1 Kav aus Lyon und alle aus Calais; "
                        "nach Lyon: General Ney aus Paris; Verschleiß 1 Inf 1 Art")
    assert step == "action1"
    assert action == Verlegung((
        ZEffect("par", (Source("lyo", Troops(2, 1, 0)), Source("cal", everything=True))),
        ZEffect("lyo", (Source("par", generals=("ney",)),)),
    ), Troops(inf=1, art=1))


def test_a_verlegung_in_english_with_long_kind_names():
    assert read("move to Paris: 2 infantry 1 cavalry from Lyon, 1 artillery from Brest")[1] \
        == Verlegung((ZEffect("par", (Source("lyo", Troops(2, 1, 0)),
                                      Source("bre", Troops(art=1)))),))


def test_z_effects_may_be_separated_by_a_comma_before_the_next_target():
    assert len(read("Verlegung nach Paris: 1 Inf aus Lyon, nach Lyon: 1 Inf aus Marseille")[1]
               .effects) == 2


@pytest.mark.parametrize("line, action", [
    ("Nachschub in Paris: 2 Inf 2 Kav", Nachschub("par", Troops(2, 2, 0))),
    ("supply Paris", Nachschub("par", Troops())),
    ("Angriff auf Belgien: 2 Inf aus Calais", Attack("bel", (Source("cal", Troops(2)),))),
    ("attack Belgium with 3 inf from Paris", Attack("bel", (Source("par", Troops(3)),))),
    # the troops straight after the land, as a Verlegung takes them (issue 23)
    ("attack Belgium 2 inf 1 cav from Calais", Attack("bel", (Source("cal", Troops(2, 1)),))),
    ("Angriff auf Belgien alle aus Paris", Attack("bel", (Source("par", everything=True),))),
    ("attack Belgium General Ney from Paris", Attack("bel", (Source("par",
                                                                    generals=("ney",)),))),
    ("Angriff auf Belgien", Attack("bel")),
    ("Diplomatie gegen Großbritannien: Handelsvertrag", Diplomacy(None, "gbr",
                                                                  "Handelsvertrag")),
    ("diplomacy against Holland", Diplomacy("hol", None, "")),
    ("Sonstiges: Festung bauen in Lyon", Other(None, None, "Festung bauen in Lyon")),
    ("other against Prussia: spy", Other(None, "pru", "spy")),
    ("Land abgeben Marseille", GiveLand("mar")),
    ("give land Lyon", GiveLand("lyo")),
    ("Truppen übergeben nach Mailand: 1 Inf aus Marseille",
     HandOverTroops(ZEffect("mai", (Source("mar", Troops(1)),)))),
    ("hand over troops to Milan: all from Marseille",
     HandOverTroops(ZEffect("mai", (Source("mar", everything=True),)))),
    ("Erfolgsmarker übergeben", GiveMarker()),
    ("Erfolgsmarker an Österreich", GiveMarker("aut")),
    ("give marker to Austria", GiveMarker("aut")),
    # read whole, so that the rule (not the grammar) refuses them (issue 22)
    ("Nachschub in Paris: 2 Inf; in Lyon: 1 Kav", Nachschub("par", Troops(2), (
        ("lyo", Troops(cav=1)),))),
    ("Nachschub Paris und Lyon", Nachschub("par", Troops(), (("lyo", Troops()),))),
    ("Truppen übergeben nach Mailand: 1 Inf aus Marseille; nach Tirol: alle aus Bayern",
     HandOverTroops(ZEffect("mai", (Source("mar", Troops(1)),)),
                    (ZEffect("tir", (Source("bay", everything=True),)),))),
    ("2 Erfolgsmarker übergeben", GiveMarker(count=2)),
    ("Erfolgsmarker übergeben: 3 an Österreich", GiveMarker("aut", 3)),
    ("give 2 markers", GiveMarker(count=2)),
    ("Land abgeben Lyon an Österreich", GiveLand("lyo", "aut")),
    ("give land Lyon to Prussia", GiveLand("lyo", "pru")),
])
def test_every_action_reads(line, action):
    assert read(line)[1] == action


@pytest.mark.parametrize("line, message", [
    ("1: Verlegung nach Lyon: 1 Festung aus Paris", "A fortress never moves"),
    ("Verlegung nach Lyon: Hauptstadt aus Paris", "A capital never moves"),
    ("Verlegung nach Paris: 2 Inf", "Say where the troops come from"),
    ("Verlegung nach Paris: Inf aus Lyon", "How many 'inf'?"),
    ("Verlegung nach Paris: 2 Husaren aus Lyon", "Unknown kind of unit 'husaren'"),
    ("Nachschub in Paris: 2 Inf General Ney", "Generals cannot be placed"),
    ("Angriff auf Atlantis", "Unknown land 'atlantis'"),
    ("Verlegung nach Paris: General Napoleon aus Lyon", "Unknown general 'napoleon'"),
    ("Sonstiges:", "Write what the GM should do"),
    ("Land abgeben Lyon bitte", "Did not understand 'bitte'"),
    ("Nachschub in Paris bitte", "Did not understand 'bitte'"),
    # a line astray names its action's whole form (issue 23)
    ("attack Belgium 2 inf from Calais now", "Did not understand 'now' after 'attack belgium "
     "2 inf from calais'. The form: attack <land>: 2 inf 1 cav from <land>"),
    ("Nachschub in Paris sofort", "Did not understand 'sofort' after 'nachschub in paris'. "
     "The form: supply <land>: 2 inf"),
    ("passen bitte", "Did not understand 'bitte' after 'passen'. The form: pass"),
    ("Land abgeben Lyon an Atlantis", "Unknown player 'atlantis'"),
    ("Festung bauen", "Unknown action 'festung'"),
])
def test_wrong_lines_say_why(line, message):
    assert error(line)[0].startswith(message)


def test_a_misspelt_land_and_keyword_get_the_corrected_line_as_suggestion():
    assert error("1: Verlgung nach Pari: 2 Inf aus Lyn", "de") == (
        "Unbekannte Aktion 'verlgung'. Aktionen: Verlegung, Nachschub, Angriff, Diplomatie, "
        "Sonstiges, Passen; Team: Land abgeben, Truppen übergeben, Erfolgsmarker übergeben.",
        "1: Verlegung nach Paris: 2 Inf aus Lyon")
    assert error("attack Belgum: 2 inf from Calais")[1] == \
        "Attack Belgium: 2 inf from Calais"
    assert error("Verlegung nach Paris: General Nei aus Lyon", "de")[1] == \
        "Verlegung nach Paris: General Ney aus Lyon"


@pytest.mark.parametrize("line", [
    "Verlegung nach Paris: 2 Inf 1 Kav aus Lyon, alle aus Calais; nach Lyon: General Ney aus "
    "Paris; Verschleiß 2 Inf",
    "Nachschub in Köln: 1 Inf 1 Kav 2 Art", "Angriff auf Sachsen: 2 Inf aus Magdeburg",
    "Diplomatie gegen Preußen: Frieden", "Sonstiges gegen Bayern: Spionage", "Passen",
    "Land abgeben Tirol", "Truppen übergeben nach Wien: 1 Inf aus Prag",
    "Erfolgsmarker übergeben an Österreich", "2 Erfolgsmarker übergeben an Österreich",
    "Land abgeben Tirol an Österreich", "Nachschub in Köln: 1 Inf; in Paris: 2 Art; in Lyon",
    "Truppen übergeben nach Wien: 1 Inf aus Prag; nach Tirol: 1 Kav aus Bayern",
])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_reading_reads_back_as_the_same_action(line, lang):
    action = read(line)[1]
    assert read(action_text(action, MAP, lang, GENERALS))[1] == action


def test_read_lines_skips_empty_lines_and_comments():
    lines = read_lines("# my turn\n\n1: Passen\n// nothing else\n2: Passen\n", MAP)
    assert [line.step for line in lines] == ["action1", "action2"]


def test_the_form_is_named_in_german_too():
    text, _ = error("Angriff auf Belgien: 2 Inf aus Calais sofort", lang="de")
    assert text.endswith("So geht es: Angriff auf <Land>: 2 Inf 1 Kav aus <Land>")
