"""The Spielleiter's Europa 1815 pages and hostile input: the map import (upload or paste;
every fault with its line, a 4xx and nothing saved), the example labelled as an example, the
seating refused unless allies never follow each other, garbage turns and patches refused with
a 4xx saying what is wrong; never a 5xx."""

from __future__ import annotations

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from games import services
from games.errors import Conflict
from games.models import Game, GmAction
from games.rulesets.europa1815 import services as europa1815_services
from games.rulesets.europa1815.settings import example_text

SETUP = "gm-europa-setup"


def _post(client, game, **data):
    fields = {"reason": "setting up", "team_a": "", "team_b": "", "seating": "", **data}
    return client.post(reverse(SETUP, args=[game.pk]), fields)


@pytest.fixture
def draft(db, gm, frozen):
    return services.game_create(creator=gm, name="1815 draft", ruleset="europa1815")


def test_a_new_game_has_the_example_map_labelled_as_an_example_and_four_seats(draft, gm,
                                                                                client_for):
    assert [s.key for s in draft.seats.order_by("pk")] == ["fra", "gbr", "aut", "pru"]
    page = client_for(gm).get(reverse(SETUP, args=[draft.pk])).content.decode()
    assert 'id="example-map"' in page and "not the real 1815 map" in page
    assert "land par = Paris" in page  # the example file to copy from


def test_an_uploaded_map_with_teams_and_seating_is_taken(draft, gm, client_for):
    text = example_text().replace("svg = example.svg\n", "").replace(
        "land bel = Belgien / Belgium", "land bel = Flandern / Flanders")
    upload = SimpleUploadedFile("mine.map", text.encode(), content_type="text/plain")
    answer = client_for(gm).post(reverse(SETUP, args=[draft.pk]), {
        "map_file": upload, "team_a": "fra pru", "team_b": "gbr aut",
        "seating": "fra gbr pru aut", "start_phase": "on", "reason": "our own map"})
    assert answer.status_code == 302, answer.content.decode()[:2000]
    draft.refresh_from_db()
    assert draft.settings["map"]["name"] == "mine.map" and "Flandern" in draft.settings["map"][
        "text"]
    assert draft.settings["teams"] == {"A": ["fra", "pru"], "B": ["gbr", "aut"]}
    assert [s.key for s in draft.seats.order_by("pk")] == ["fra", "gbr", "aut", "pru"]
    assert GmAction.objects.get(game=draft, action="europa_setup").reason == "our own map"
    assert draft.settings["map"]["svg"] is None  # without an SVG: the table only


@pytest.mark.parametrize(("change", "line_text", "message"), [
    (("neighbours: cal, par, hol, kol", "neighbours: cal, par, hol, koln"),
     "land bel = ", "unknown neighbour"),
    (("land kon = Königsberg; neighbours: ber;", "land kon = Königsberg; neighbours: ber, mag;"),
     "land kon = ", "mag"),
    (("land ung = Ungarn / Hungary; neighbours: wie; owner: aut",
      "land ung = Ungarn / Hungary; neighbours: wie; owner: rus"),
     "land ung = ", "rus"),
    (("svg = example.svg", "svg = /etc/passwd"), "svg = ", "upload the SVG"),
])
def test_a_faulty_map_is_refused_with_its_line_and_nothing_is_saved(draft, gm, client_for,
                                                                    change, line_text,
                                                                    message):
    text = example_text().replace(*change)
    assert text != example_text()
    line = next(n for n, row in enumerate(text.splitlines(), 1) if row.startswith(line_text))
    answer = _post(client_for(gm), draft, map_text=text)
    assert answer.status_code == 400
    page = answer.content.decode()
    assert f"line {line}: " in page and message in page
    assert "root:" not in page  # /etc/passwd was never read
    draft.refresh_from_db()
    assert draft.settings["map"] == {"example": True}


def test_a_map_file_that_is_not_text_is_refused(draft, gm, client_for):
    upload = SimpleUploadedFile("x.map", b"\xff\xfe\x00garbage", content_type="text/plain")
    answer = client_for(gm).post(reverse(SETUP, args=[draft.pk]),
                                 {"map_file": upload, "reason": "oops"})
    assert answer.status_code == 400 and "not UTF-8 text" in answer.content.decode()


def test_a_seating_where_allies_follow_each_other_is_refused_quoting_the_rule(draft, gm,
                                                                              client_for):
    answer = _post(client_for(gm), draft, team_a="fra aut", team_b="gbr pru",
                   seating="fra aut gbr pru")
    assert answer.status_code == 400
    page = answer.content.decode()
    assert "seating refused: the allies fra and aut would follow each other" in page
    assert "keine verbündeten Spieler hintereinander am Zug sind" in page
    draft.refresh_from_db()
    assert draft.settings["seating"] == ["fra", "gbr", "aut", "pru"]


def test_teams_must_be_two_pairs_of_the_maps_players(draft, gm, client_for):
    answer = _post(client_for(gm), draft, team_a="fra xyz", team_b="gbr pru",
                   seating="fra gbr xyz pru")
    assert answer.status_code == 400 and "unknown player" in answer.content.decode()


def test_the_setup_is_fixed_once_the_game_runs(e1815_running, gm):
    with pytest.raises(Conflict):
        europa1815_services.europa_setup(game=e1815_running, actor=gm, reason="late", example=True)


def test_only_the_gm_opens_the_gm_pages(e1815_running, four, client_for):
    client = client_for(four["fra"])
    assert client.get(reverse(SETUP, args=[e1815_running.pk])).status_code == 403
    assert client.get(reverse("gm-europa-position",
                              args=[e1815_running.pk])).status_code == 403


def test_a_game_of_another_rule_set_has_no_map_page(running_game, gm, client_for):
    assert client_for(gm).get(reverse(SETUP, args=[running_game.pk])).status_code == 404


@pytest.mark.parametrize(("text", "says"), [
    ("xyzzy plugh", "xyzzy"),
    ("1: Verlegung nach Atlantis: 2 Inf aus Lyon", "Atlantis"),
    ("1: Nachschub in Paris: 99 Inf", "99"),
    ("\x00\x01 Team: " + "A" * 500, "Team"),
])
def test_garbage_turns_get_a_400_with_feedback_and_nothing_is_stored(table, text, says):
    phase = table.phase()
    answer = table.send("fra", text, status=400)
    page = answer.content.decode()
    assert 'class="feedback' in page or "error" in page
    assert says in page
    assert not phase.submissions.exists() and table.phase().pk == phase.pk


def test_a_turn_out_of_turn_is_refused(table):
    # The service's own answer (turn_check), as the API and the mail channel give it.
    answer = table.send("gbr", "1: Passen\n2: Passen", lang="en", status=409)
    page = answer.content.decode()
    assert 'id="turn-errors"' in page
    assert "It is not your turn: nothing was sent. On turn: " in page
    assert "Select a valid choice" not in page
    assert not table.phase().submissions.exists()


def test_the_feedback_endpoint_reads_each_line_in_german_and_english(table):
    client = table.clients["fra"]
    url = reverse("orders-check", args=[table.game.pk])
    answer = client.post(url, {"kind": "turn", "orders": "1: move to Paris: 2 inf from Lyon\n"
                                                         "2: Nachschub in Paris: 2 Inf 2 Kav"},
                         HTTP_ACCEPT_LANGUAGE="en")
    lines = answer.json()["lines"]
    assert answer.status_code == 200 and [line["error"] for line in lines] == [None, None]
    assert lines[0]["reading"] == "Move to Paris: 2 inf from Lyon"
    assert lines[1]["reading"] == "Supply Paris: 2 inf 2 cav"


@pytest.mark.parametrize(("op", "patch", "says"), [
    ("edit", "{not json", "line 1, column 2"),
    ("edit", "[1, 2]", "JSON object"),
    ("edit", '{"lands": {"atlantis": {"owner": "fra"}}}', "atlantis"),
    ("edit", '{"players": {"fra": {"markers": 9}}}', "markers"),
    ("resolve", "{}", "no action is waiting"),
    ("close_sp", '{"players": {"fra": {"sp": "+3"}}}', "SP distribution"),
    ("decide_tie", "", "no tie"),
])
def test_a_bad_gm_entry_is_refused_with_a_400_and_nothing_changes(table, op, patch, says):
    before = table.position()
    answer = table.gm_post(op, patch, "trying", status=400)
    assert says in answer.content.decode()
    assert table.position() == before
    assert not GmAction.objects.filter(game=table.game, action=f"europa_{op}").exists()


def test_every_gm_entry_needs_a_reason(table):
    answer = table.gm_post("edit", '{"players": {"fra": {"sp": 3}}}', "", status=400)
    assert "This field is required" in answer.content.decode()
    assert table.position()["players"]["fra"]["sp"] == 0


def test_a_tie_is_flagged_with_both_strongest_players_figures_and_the_gm_decides(table):
    table.gm_post("edit", '{"season": "sp"}', "straight to the SP distribution (test)")
    assert table.phase().status == "awaiting_review"  # the SP distribution waits for the GM
    table.gm_post("close_sp", json.dumps({"players": {
        "fra": {"sp": 7}, "aut": {"sp": 6}, "gbr": {"sp": 8}, "pru": {"sp": 5}}}),
        "SP-Verteilung")
    tie = table.position()["tie"]
    assert tie["teams"]["A"]["strongest"] == ["fra"] and tie["teams"]["B"]["strongest"] == [
        "gbr"]
    editor = table.gm_client.get(reverse("gm-europa-position", args=[table.game.pk]))
    page = editor.content.decode()
    assert 'id="tie"' in page and 'data-player="fra"' in page and 'data-player="gbr"' in page
    assert table.phase().status == "awaiting_review"
    table.gm_post("decide_tie", "", "Basisspiel: mehr Länder", team="B")
    game = Game.objects.get(pk=table.game.pk)
    assert game.status == Game.Status.FINISHED and game.winner == "gbr,pru"


def test_the_api_sets_the_map_and_names_every_fault_with_its_line(draft, gm, api_for):
    api = api_for(gm)
    url = reverse("api-europa-setup", args=[draft.pk])
    bad = example_text().replace("neighbours: cal, par, hol, kol", "neighbours: cal, par, hol")
    answer = api.put(url, {"map_text": bad, "reason": "mine"}, format="json")
    assert answer.status_code == 400
    line = next(n for n, row in enumerate(bad.splitlines(), 1) if row.startswith("land kol"))
    assert f"map:{line}: " in answer.json()["map"][0]
    answer = api.put(url, {"teams": {"A": ["fra", "aut"], "B": ["gbr", "pru"]},
                           "seating": ["fra", "gbr", "pru", "aut"], "reason": "x"},
                     format="json")
    assert answer.status_code == 400 and "follow each other" in str(answer.json())
    answer = api.put(url, {"example": True, "start_phase": False, "reason": "example"},
                     format="json")
    assert answer.status_code == 200 and answer.json()["map"]["example"] is True
    assert api.get(url).json()["start_phase"] is False


def test_the_api_position_editor_previews_applies_and_refuses(table, api_for):
    api = api_for(table.gm)
    url = reverse("api-europa-position", args=[table.game.pk])
    patch = {"players": {"fra": {"sp": "+2"}}}
    answer = api.post(url, {"op": "edit", "patch": patch, "reason": "Korrektur",
                            "preview": True}, format="json")
    assert answer.status_code == 200 and answer.json()["saved"] is False
    assert answer.json()["changes"] == [{"path": "players.fra.sp", "before": 0, "after": 2}]
    assert table.position()["players"]["fra"]["sp"] == 0
    answer = api.post(url, {"op": "edit", "patch": {"lands": {"nowhere": {}}},
                            "reason": "x"}, format="json")
    assert answer.status_code == 400 and "nowhere" in str(answer.json())
    answer = api.post(url, {"op": "edit", "patch": patch, "reason": "Korrektur"},
                      format="json")
    assert answer.status_code == 200 and answer.json()["saved"] is True
    assert table.position()["players"]["fra"]["sp"] == 2
    player = api_for(table.users["fra"]).post(url, {"op": "edit", "patch": patch,
                                                    "reason": "me"}, format="json")
    assert player.status_code == 403
