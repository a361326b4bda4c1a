"""A scripted year on the example map (issue 12, "Done when"): start phase, winter, summer
with the 1½ turn, the SP distribution; team actions of all three kinds, one refused attack on
an ally, GM-entered battles, and a team reaching 13 SP. Every step goes through the face, as
the platform will call it."""

from adjudication.europa1815 import (
    apply,
    describe,
    gm_close_sp,
    gm_resolve,
    new_game,
    position_from_json,
    position_to_json,
)
from tests.engine.europa1815_support import MAP, SEATING, TEAMS, supply, units


class Table:
    """The game as the platform keeps it: the position as JSON between every step, and the
    turn reports."""

    def __init__(self) -> None:
        self.stored = position_to_json(new_game(MAP, TEAMS, SEATING))
        self.reports: list[str] = []

    @property
    def position(self):
        return position_from_json(self.stored, MAP)

    def send(self, player: str, text: str) -> None:
        outcome = apply(self.position, MAP, player, text)
        assert outcome.ok, [line.to_json(MAP) for line in outcome.lines]
        self.keep(outcome.position, outcome.events)

    def refused(self, player: str, text: str) -> str:
        outcome = apply(self.position, MAP, player, text)
        assert not outcome.ok and outcome.position == self.position
        return next(line.to_json(MAP)["error"] for line in outcome.lines if line.error)

    def rule(self, patch: dict, reason: str) -> None:
        result = gm_resolve(self.position, MAP, patch, reason)
        assert all(line.ok for line in result.lines)
        self.keep(result.position, result.events)

    def keep(self, position, events) -> None:
        self.stored = position_to_json(position)
        self.reports += describe(events, MAP)


def test_a_year_of_2vs2():
    table = Table()

    # Start phase: a note for the GM, or nothing
    table.send("fra", "Startaufstellung: 1 Kav mehr nach Calais")
    table.rule({"lands": {"cal": {"units": {"cav": "+1"}}},
                "players": {"fra": {"supply": {"cav": "-1"}}}}, "Startphase")
    for player in ("gbr", "aut", "pru"):
        table.send(player, "passen")
    assert (table.position.season, table.position.year) == ("winter", 1815)

    # Winter 1815
    table.send("fra", "1: Verlegung nach Paris: 2 Inf aus Lyon\n"
                      "2: Nachschub in Paris: 2 Inf 2 Kav\n"
                      "Team: Erfolgsmarker übergeben")
    position = table.position
    assert units(position, "par") == {"inf": 8, "cav": 4, "art": 1}
    assert position.players["aut"].markers == 2 and position.players["fra"].markers == 0

    table.send("gbr", "1: Verlegung nach London: 2 Inf aus Edinburgh\n2: Passen")
    assert units(table.position, "lon")["inf"] == 4  # 2 EP Verschleiß paid, 2 arrived

    # Austria tries to take Lyon from its ally: refused, quoting the rule; nothing changes
    error = table.refused("aut", "1: Angriff auf Lyon: 2 Inf aus Tirol")
    assert error.startswith("Abgelehnt: Lyon gehört Ihrem Verbündeten Frankreich.")
    assert "in keiner (!) Spielsituation angreifen" in error

    table.send("aut", "1: Angriff auf Bayern: 2 Inf aus Prag\n"
                      "2: Nachschub Wien: 2 Inf 1 Kav 1 Art\n"
                      "Team: Truppen übergeben nach Marseille: 1 Inf aus Mailand")
    assert table.position.turn.awaiting_gm.kind == "attack"
    table.rule({"lands": {"bay": {"owner": "aut", "units": {"inf": 1}},
                          "pra": {"units": {"inf": "-2"}}}},
               "Schlacht in Bayern: Österreich siegt, verliert 1 Inf")
    position = table.position
    assert position.owner("bay") == "aut"
    assert units(position, "wie") == {"inf": 6, "cav": 3, "art": 2}
    assert units(position, "mar")["inf"] == 2 and supply(position, "fra")["inf"] == 9
    assert position.turn.player == "pru"

    table.send("pru", "1: Verlegung nach Berlin: 1 Inf aus Königsberg\n"
                      "2: Diplomatie gegen Sachsen: Bündnisangebot")
    table.rule({}, "Sachsen lehnt ab")
    assert table.position.turn.player == "pru"  # the team action is still open
    table.send("pru", "Team: Land abgeben Köln")
    position = table.position
    assert position.owner("kol") == "gbr" and units(position, "kol")["inf"] == 1
    assert (position.season, position.turn.player) == ("summer", "fra")

    # Summer 1815
    table.send("fra", "1: Angriff auf Belgien: 2 Inf 1 Kav aus Calais\n2: Passen")
    table.rule({"lands": {"bel": {"owner": "fra", "units": {"inf": 1, "cav": 1}},
                          "cal": {"units": {"inf": 0, "cav": "-1"}}}},
               "Belgien erobert")
    table.send("gbr", "1: Passen\n2: Passen")
    table.send("aut", "1: Passen\n2: Passen")
    assert table.position.turn.steps == ("action1", "action2", "team", "half", "team_end")
    table.send("pru", "1: Passen\n2: Passen\nTeam: Erfolgsmarker übergeben\n"
                      "½: Nachschub Berlin")
    position = table.position
    assert position.players["gbr"].markers == 2
    assert units(position, "ber")["inf"] == 5 + 4
    assert position.season == "sp" and position.turn is None

    # SP distribution: the GM enters it; team A reaches 13
    result = gm_close_sp(position, MAP, {"players": {"fra": {"sp": "+7"}, "aut": {"sp": "+6"},
                                                     "gbr": {"sp": "+5"}, "pru": {"sp": "+4"}}},
                         "SP-Verteilung 1815 nach der Tabelle für 4 Spieler")
    table.keep(result.position, result.events)
    assert table.position.winner == "A"

    assert table.reports[-2:] == ["SP-Verteilung: Team A 13 SP, Team B 9 SP.",
                                  "Team A (Frankreich & Österreich) gewinnt mit 13 SP."]
    for line in ("Frankreich, 2. Aktion: Nachschub in Paris: 2 Inf 2 Kav",
                 "Großbritannien zahlt Verschleiß: 2 Inf in London zurück in den Vorrat.",
                 "Der Spielleiter entschied: Schlacht in Bayern: Österreich siegt, verliert 1 "
                 "Inf",
                 "Österreich übergibt Truppen an Frankreich: 1 Inf in Marseille aufgestellt.",
                 "Preußen gibt Köln an Großbritannien ab; 2 Inf 1 Kav gehen in den Vorrat.",
                 "Sommer 1815 beginnt.", "SP-Verteilung 1815 beginnt."):
        assert line in table.reports
