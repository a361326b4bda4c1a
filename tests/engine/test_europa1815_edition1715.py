"""2vs2, "Zu 1715 2vs2": on the 1715 map "darf kein Spieler den Indianderhäuptling wählen und
in den Verstärkungszügen sind Sandwich-Territorien nicht relevant"; the 1815 edition is not
touched."""

import pytest

from adjudication.europa1815 import Rules, new_game
from tests.engine.europa1815_support import MAP, SEATING, TEAMS, ok, refused, start

CHIEF = ("1715: kein Spieler darf den Indianerhäuptling wählen: „jedoch darf kein Spieler den "
         "Indianderhäuptling wählen“ (2vs2, Zu 1715 2vs2).")
SANDWICH = ("1715: Sandwich-Territorien zählen in Verstärkungszügen nicht: „in den "
            "Verstärkungszügen sind Sandwich-Territorien nicht relevant“ (2vs2, Zu 1715 2vs2).")


def _start_phase(edition):
    return new_game(MAP, TEAMS, SEATING, rules=Rules(edition=edition))


@pytest.mark.parametrize("line", [
    "Startaufstellung: ich wähle den Indianerhäuptling",
    "Notiz: Indianderhäuptling",  # the text's own spelling
    "Notiz: Indianer-Häuptling für Frankreich",
    "note: I choose the Indian chief",
])
def test_in_1715_no_player_may_choose_the_indianerhaeuptling(line):
    position = _start_phase("1715")
    assert refused(position, "fra", f"Startaufstellung: 2 Inf nach Paris\n{line}") == CHIEF
    # the same note in the 1815 edition goes to the GM
    assert ok(_start_phase("1815"), "fra", line).position.turn.awaiting_gm.kind == "note"


def test_in_1715_the_indianerhaeuptling_is_refused_in_a_turn_too():
    assert refused(start("winter", edition="1715"), "fra",
                   "1: Sonstiges: Indianerhäuptling wählen") == CHIEF
    assert "'jedoch darf kein Spieler den Indianderhäuptling wählen'" in refused(
        start("winter", edition="1715"), "fra", "1: other: choose the Indian chief", "en")


def test_in_1715_sandwich_territories_do_not_count_in_reinforcement_turns():
    line = "Verstärkung: 2 Inf nach Lyon, Sandwich-Territorium zwischen Paris und Marseille"
    assert refused(start("reinforcement", edition="1715"), "fra", line) == SANDWICH
    assert ok(start("reinforcement", edition="1815"), "fra", line).ok
    # outside the reinforcement turns the 2vs2 text says nothing about them
    assert ok(start("winter", edition="1715"), "fra",
              "1: Sonstiges: Sandwich-Territorium Lyon prüfen").ok
