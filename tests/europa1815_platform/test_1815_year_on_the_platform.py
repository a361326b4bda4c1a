"""A year of Europa 1815 (2vs2) played by four players and a Spielleiter through the pages
(issue 12, "Done when"): winter, summer with the 1½ turn, the SP distribution; team actions,
a refused attack on an ally, a battle the GM enters with the position editor, team A reaching
13 SP; every turn mailed to every seat; the secret queued lines seen only by their player."""

from __future__ import annotations

import json

from django.core import mail
from django.urls import reverse

from games.models import Game, GmAction, Phase


def units(position, land):
    return position["lands"][land]["units"]


def reports(subject_part: str = "Results of") -> list:
    return [m for m in mail.outbox if subject_part in m.subject]


def test_a_year_of_2vs2_in_the_browser_pages(table):
    # Winter 1815: Frankreich moves, supplies and gives a marker to its ally
    mail.outbox.clear()
    table.send("fra", "1: Verlegung nach Paris: 2 Inf aus Lyon\n"
                      "2: Nachschub in Paris: 2 Inf 2 Kav\n"
                      "Team: Erfolgsmarker übergeben")
    position = table.position()
    assert units(position, "par") == {"inf": 8, "cav": 4, "art": 1}
    assert position["players"]["aut"]["markers"] == 2
    assert position["turn"]["player"] == "gbr"
    turn_mails = reports()
    assert len(turn_mails) == 5  # four seats and the Spielleiter
    # each in the recipient's language (the personas read English)
    assert all("France, 2nd action: Supply Paris: 2 inf 2 cav" in m.body for m in turn_mails)

    table.send("gbr", "1: move to London: 2 inf from Edinburgh\n2: pass", lang="en")
    assert units(table.position(), "lon")["inf"] == 4  # 2 EP Verschleiß paid, 2 arrived

    # Österreich attacks its ally's Lyon: refused at once, the rule quoted, nothing stored
    before = table.phase()
    answer = table.send("aut", "1: Angriff auf Lyon: 2 Inf aus Tirol", status=400)
    page = answer.content.decode()
    assert "in keiner (!) Spielsituation angreifen" in page
    assert table.phase().pk == before.pk and not before.submissions.exists()

    # Österreich attacks Bayern: the turn waits for the GM; the lines after it are secret
    mail.outbox.clear()
    table.send("aut", "1: Angriff auf Bayern: 2 Inf aus Prag\n"
                      "2: Nachschub Wien: 2 Inf 1 Kav 1 Art\n"
                      "Team: Truppen übergeben nach Marseille: 1 Inf aus Mailand")
    waiting = table.phase()
    assert waiting.status == Phase.Status.AWAITING_REVIEW
    assert not reports()  # nothing is published before the GM's ruling
    assert "Nachschub Wien" in table.page("aut")
    editor = table.gm_client.get(reverse("gm-europa-position", args=[table.game.pk]))
    assert "Nachschub Wien" in editor.content.decode()
    for seat in ("fra", "gbr", "pru"):
        assert "Nachschub Wien" not in table.page(seat)

    # The GM enters the battle: preview shows the diff, apply logs it and publishes the turn
    patch = json.dumps({"lands": {"bay": {"owner": "aut", "units": {"inf": 1}},
                                  "pra": {"units": {"inf": "-2"}}}})
    preview = table.gm_post("resolve", patch, "Schlacht in Bayern: Österreich siegt",
                            action="preview", status=200).content.decode()
    assert "lands.bay.owner" in preview and table.phase().result["gm"] == []
    table.gm_post("resolve", patch, "Schlacht in Bayern: Österreich siegt, verliert 1 Inf")
    position = table.position()
    assert position["lands"]["bay"]["owner"] == "aut"
    assert units(position, "wie") == {"inf": 6, "cav": 3, "art": 2}
    assert units(position, "mar")["inf"] == 2
    assert position["turn"]["player"] == "pru"
    audit = GmAction.objects.get(game=table.game, action="europa_resolve")
    assert audit.after["lands.bay.owner"] == "aut" and audit.before["lands.bay.owner"] is None
    assert audit.reason.startswith("Schlacht in Bayern")
    turn_mails = reports()
    assert len(turn_mails) == 5
    assert all("Schlacht in Bayern" in m.body for m in turn_mails)
    assert all("Austria, 2nd action: Supply Vienna" in m.body for m in turn_mails)

    # Preußen: diplomacy for the GM, then the team action after the ruling
    table.send("pru", "1: Verlegung nach Berlin: 1 Inf aus Königsberg\n"
                      "2: Diplomatie gegen Sachsen: Bündnisangebot")
    table.gm_post("resolve", "{}", "Sachsen lehnt ab")
    assert table.position()["turn"]["player"] == "pru"
    table.send("pru", "Team: Land abgeben Köln")
    position = table.position()
    assert position["lands"]["kol"]["owner"] == "gbr"
    assert (position["season"], position["turn"]["player"]) == ("summer", "fra")

    # Summer 1815, with the last player's 1½ turn
    table.send("fra", "1: Angriff auf Belgien: 2 Inf 1 Kav aus Calais\n2: Passen")
    table.gm_post("resolve", json.dumps({"lands": {
        "bel": {"owner": "fra", "units": {"inf": 1, "cav": 1}},
        "cal": {"units": {"inf": 0, "cav": "-1"}}}}), "Belgien erobert")
    table.send("gbr", "1: Passen\n2: Passen")
    table.send("aut", "1: pass\n2: pass", lang="en")
    table.send("pru", "1: Passen\n2: Passen\nTeam: Erfolgsmarker übergeben\n"
                      "½: Nachschub Berlin")
    position = table.position()
    assert position["season"] == "sp" and position["turn"] is None
    assert table.phase().status == Phase.Status.AWAITING_REVIEW

    # The SP distribution: the GM enters it; team A reaches 13 and wins
    mail.outbox.clear()
    table.gm_post("close_sp", json.dumps({"players": {
        "fra": {"sp": "+7"}, "aut": {"sp": "+6"}, "gbr": {"sp": "+5"}, "pru": {"sp": "+4"}}}),
        "SP-Verteilung 1815 nach der Tabelle")
    game = Game.objects.get(pk=table.game.pk)
    assert game.status == Game.Status.FINISHED and game.winner == "fra,aut"
    final = reports()
    assert len(final) == 5
    assert all("team A 13 SP, team B 9 SP" in m.body and "Team A (France & Austria) wins with "
               "13 SP." in m.body for m in final)
    assert GmAction.objects.filter(game=game, action="europa_close_sp").exists()
