"""The Europa 1815 map as an action pad (issue 22): its data is in the page of the seat on
turn only, while that seat may send; never in another seat's, an observer's or the
Spielleiter's page, never while the turn waits for the Spielleiter. What it offers comes from
the position and the map file (the example map's text is the oracle here), and every line
form the pad writes reads in the engine as the action it stands for.

Example map (adjudication/europa1815/data/example.map): fra and aut are team A, gbr and pru
team B, seated fra gbr aut pru; the first turn is France's (winter 1815, no start phase)."""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse

from games import services
from games.rulesets import get_ruleset
from games.rulesets.europa1815 import services as europa1815_services
from games.rulesets.europa1815.pad import WORDS

PAD = re.compile(r'<script id="pad-1815-data" type="application/json">(.*?)</script>', re.S)
SEATS = {"fra": "france", "gbr": "england", "aut": "austria", "pru": "germany"}


@pytest.fixture
def game(db, gm, players, frozen):
    game = services.game_create(creator=gm, name="1815 Pad", ruleset="europa1815", seed=1815)
    europa1815_services.europa_setup(game=game, actor=gm, reason="example map", example=True,
                          start_phase=False)
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[SEATS[seat.key]], actor=gm)
    services.game_start(game=game, actor=gm)
    game.refresh_from_db()
    return game


def page(client, game) -> str:
    response = client.get(reverse("game-detail", args=[game.pk]))
    assert response.status_code == 200, response.content[:300]
    return response.content.decode()


def pad_of(client, game) -> dict | None:
    found = PAD.search(page(client, game))
    return json.loads(found.group(1)) if found else None


def test_only_the_seat_on_turn_gets_the_pad(game, client_for, players, gm, outsider):
    mine = pad_of(client_for(players["france"]), game)
    assert mine is not None and mine["seat"] == "fra" and mine["ally"] == "aut"
    assert mine["mode"] == "actions" and mine["actions"] == ["1:", "2:"]
    assert mine["team"] == "Team:"
    for other in ("england", "austria", "germany"):  # not on turn: no pad, no pad script
        text = page(client_for(players[other]), game)
        assert "pad-1815-data" not in text and "pad_1815.js" not in text
    assert pad_of(client_for(gm), game) is None  # the Spielleiter holds no seat
    # Anybody else (no seat, not the Spielleiter) gets no game page at all.
    response = client_for(outsider).get(reverse("game-detail", args=[game.pk]))
    assert response.status_code == 404 and b"pad-1815" not in response.content
    assert "pad_1815.js" in page(client_for(players["france"]), game)
    # The rule set itself gives nobody but the seat on turn a pad, in any box.
    state, ruleset = game.phases.open().get().state, get_ruleset("europa1815")
    assert [ruleset.order_pad(state, seat, "turn") is None for seat in SEATS] == [
        False, True, True, True]
    assert ruleset.order_pad(state, "fra", "orders") is None


def test_what_the_pad_offers_follows_the_map_file(game, client_for, players):
    pad = pad_of(client_for(players["france"]), game)
    # "land lyo = Lyon; neighbours: par, mar, sch": the own bordering lands (sch is neutral)
    assert pad["verlegung"]["lyo"] == ["mar", "par"]
    # Nachschub: own lands with an own general or any fortress: Paris (grey, Ney), Brest
    # (plain); Calais, Lyon, Marseille have neither.
    assert sorted(pad["nachschub"]) == ["bre", "par"]
    # Land abgeben: "ein eigenes Land außer seiner Hauptstadt"
    assert sorted(pad["give_land"]) == ["bre", "cal", "lyo", "mar"]
    # Truppen übergeben: Mailand (Austria's) borders Marseille (France's, 1 inf)
    assert pad["hand_over"] == {"mai": ["mar"]}
    assert pad["attack_from"]["bel"] == ["cal", "par"] and pad["attack_from"]["hol"] == []
    assert pad["marker"] is True  # one own marker, the ally has 1 of at most 5
    assert pad["lands"]["par"]["generals"] == ["Ney"] and pad["lands"]["par"]["capital"]
    assert pad["lands"]["mai"]["relation"] == "ally"
    assert pad["lands"]["lon"]["generals"] == []  # only the seat's own generals are offered


def test_no_pad_while_the_turn_waits_for_the_spielleiter(game, client_for, players,
                                                        django_capture_on_commit_callbacks):
    france = game.seats.get(key="fra")
    with django_capture_on_commit_callbacks(execute=True):  # the turn is processed
        services.orders_submit(seat=france, user=players["france"], kind="turn",
                               text="1: Angriff auf Belgien: 2 Inf aus Calais\n2: Passen")
    waiting = game.phases.live().order_by("-index").first()
    assert waiting.result["state"]["position"]["turn"]["awaiting_gm"]["kind"] == "attack"
    assert get_ruleset("europa1815").order_pad(waiting.result["state"], "fra", "turn") is None
    assert pad_of(client_for(players["france"]), game) is None
    for other in ("england", "austria", "germany"):
        assert pad_of(client_for(players[other]), game) is None


def lines_of(pad: dict) -> list[str]:
    """One line of each form the pad's script writes, built from the pad's data and words
    exactly as static/js/pad_1815.js joins them."""
    w, lands, ally = WORDS, pad["lands"], pad["players"][pad["ally"]]
    kinds = w["kinds"]
    return [
        f"1: {w['verlegung']} {lands['par']['line']}: 2 {kinds['inf']} {w['from']} "
        f"{lands['lyo']['line']}",
        f"1: {w['verlegung']} {lands['lyo']['line']}: 1 {kinds['inf']} 1 {kinds['cav']} "
        f"{w['general']} Ney {w['from']} {lands['par']['line']}",
        f"1: {w['nachschub']} {lands['par']['line']}",
        f"1: {w['nachschub']} {lands['bre']['line']}: 2 {kinds['inf']} 1 {kinds['art']}",
        f"1: {w['attack']} {lands['bel']['line']}: 2 {kinds['inf']} 1 {kinds['cav']} "
        f"{w['from']} {lands['cal']['line']}",
        f"1: {w['attack']} {lands['hol']['line']}",
        f"1: {w['diplomacy']} {lands['lon']['line']}",
        f"1: {w['pass']}\n2: {w['pass']}",
        f"1: {w['pass']}\n2: {w['pass']}\nTeam: {w['give_land']} {lands['lyo']['line']} "
        f"{w['to_player']} {ally}",
        f"1: {w['pass']}\n2: {w['pass']}\nTeam: {w['hand_over']} {lands['mai']['line']}: "
        f"1 {kinds['inf']} {w['from']} {lands['mar']['line']}",
        f"1: {w['pass']}\n2: {w['pass']}\nTeam: {w['marker']} {w['to_player']} {ally}",
    ]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_line_the_pad_writes_reads_in_the_engine(game, lang):
    phase = game.phases.open().get()
    ruleset = get_ruleset("europa1815")
    pad = ruleset.order_pad(phase.state, "fra", "turn", lang=lang)
    for text in lines_of(pad):
        answer = ruleset.validate_submission(phase.state, "fra", "turn", text, lang=lang)
        assert [line.error for line in answer.lines] == [None] * len(text.splitlines()), text


def test_the_box_help_shows_the_team_line_naming_the_ally(game, client_for, players):
    text = page(client_for(players["france"]), game)
    help_text = re.search(r'<p class="muted box-help" id="box-help">(.*?)</p>', text, re.S)
    assert help_text is not None and "Team: give land Lyon to Austria" in help_text.group(1)
    # ... and the example is a line the engine takes in both languages (France may give Lyon
    # to Austria).
    phase = game.phases.open().get()
    for team_line in ("Team: give land Lyon to Austria", "Team: Land abgeben Lyon an Österreich"):
        answer = get_ruleset("europa1815").validate_submission(
            phase.state, "fra", "turn", f"1: Passen\n2: Passen\n{team_line}")
        assert [line.error for line in answer.lines] == [None, None, None], team_line
