"""Four players and a Spielleiter play a whole game of 1848 through the pages, from creating
and dealing it to the final victory points, every turn reported to everybody by mail.

The players follow a simple plan so that the game stays short: Anna (Spieler 1) plays the
strongest person of her hand whenever she is on turn and has none on the table yet, and passes
otherwise; the others always pass and draw a person when asked. She reads her hand off the
game page, as a player would."""

from __future__ import annotations

import re

from django.core import mail
from django.urls import reverse

from games.models import Game, Phase

TILE = re.compile(r'<li class="tile tile-(?P<kind>\w+)[^"]*" data-card="(?P<id>\w+)">'
                  r'.*?<span class="tile-value">(?P<value>-?\d+)</span>', re.S)


def strongest_person(page: str) -> str | None:
    hand = page.split('id="my-hand"', 1)[1].split("</ul>", 1)[0]
    persons = [(int(m["value"]), m["id"]) for m in TILE.finditer(hand) if m["kind"] == "person"]
    return max(persons)[1] if persons else None


def test_four_players_and_a_spielleiter_play_a_whole_game(db, gm, players, client_for, frozen,
                                                           django_capture_on_commit_callbacks):
    four = {"s1": players["austria"], "s2": players["england"], "s3": players["france"],
            "s4": players["germany"]}
    spielleiter = client_for(gm)
    page = spielleiter.post(reverse("gm-game-create"), {
        "name": "1848 im Browser", "ruleset": "game1848", "seed": "7", "players": "4",
        "zat_time": "20:00", "zat_time_zone": "Europe/Berlin",
        "zat_weekdays": [str(d) for d in range(7)], "grace_minutes": "0",
        "max_extension_hours": "72", "nmr_policy": "hold", "civil_disorder_after": "2",
        "hours_play": "48", "hours_refill": "48"})
    assert page.status_code == 302
    game = Game.objects.get(name="1848 im Browser")
    assert game.ruleset == "game1848" and game.phase_hours == {"play": 48, "refill": 48}
    assert "Übungssatz" in spielleiter.get(reverse("gm-card-set", args=[game.pk])).content \
        .decode()
    for seat, user in four.items():
        answer = spielleiter.post(reverse("gm-seat-assign", args=[game.pk]),
                                  {"seat": seat, "player": user.username, "reason": "seated"})
        assert answer.status_code == 302, answer.content.decode()[:500]
    assert spielleiter.post(reverse("gm-start", args=[game.pk]),
                            {"reason": "los geht's"}).status_code == 302
    clients = {seat: client_for(user) for seat, user in four.items()}
    mail.outbox.clear()

    turns = 0
    while True:
        game.refresh_from_db()
        if game.status == Game.Status.FINISHED:
            break
        phase = game.phases.get(status=Phase.Status.OPEN)
        on_turn = [s for s in clients if s == phase.state["trick"]["on_turn"]
                   or s in phase.state["refill"]]
        for seat in on_turn:
            page = clients[seat].get(reverse("game-detail", args=[game.pk])).content.decode()
            assert 'class="your-turn"' in page
            if phase.state["stage"] == "refill":
                text = "Person"
            elif seat == "s1" and not any(p["by"] == "s1" for p in phase.state["table"]):
                text = strongest_person(page) or "passe"
            else:
                text = "passe"
            with django_capture_on_commit_callbacks(execute=True):
                answer = clients[seat].post(reverse("orders-submit", args=[game.pk]),
                                            {"kind": "action", "orders": text,
                                             "action": "submit"})
            assert answer.status_code == 302
        turns += 1
        assert turns < 200

    published = game.phases.filter(status=Phase.Status.PUBLISHED).count()
    assert published == turns
    reports = [m for m in mail.outbox if "] Results of T" in m.subject]
    assert len(reports) == 5 * turns  # every turn to all four players and the Spielleiter
    assert game.winner == "s1"
    final = clients["s2"].get(reverse("game-detail", args=[game.pk])).content.decode()
    assert "The game is over." in final and 'id="score-sheet"' in final
    sheet = final.split('id="score-sheet"', 1)[1]
    row = sheet.split('data-seat="s1"', 1)[1].split("</tr>", 1)[0]
    assert 'class="victory-points"><strong>5</strong>' in row  # the final victory points
    last = game.phases.order_by("-index").first()
    assert last.result["victory"]["s1"] == 5  # Reaktionäre or another party, all hers
