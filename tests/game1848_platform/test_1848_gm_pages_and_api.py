"""The Spielleiter's 1848 pages and API: the card set (import, edit, shipped sets; every fault
with its line, 4xx and never 5xx, nothing saved), the turn page, the feedback endpoint."""

from __future__ import annotations

import json

from django.urls import reverse

from adjudication.game1848 import shipped_card_set_json
from games.rulesets.game1848.settings import card_set_as_text


def practice_text_with(line_no_value: str) -> tuple[str, int]:
    text = card_set_as_text(shipped_card_set_json("practice"))
    lines = text.splitlines()
    index = next(i for i, line in enumerate(lines) if '"id": "PE09"' in line)
    lines[index] = lines[index].replace('"value": 8', line_no_value)
    return "\n".join(lines) + "\n", index + 1


def test_the_card_set_page_shows_the_set_and_imports_an_edited_one(g1848, gm, client_for):
    client = client_for(gm)
    page = client.get(reverse("gm-card-set", args=[g1848.pk]))
    assert page.status_code == 200 and 'id="start-ok"' in page.content.decode()
    text, _line = practice_text_with('"value": 7')
    answer = client.post(reverse("gm-card-set", args=[g1848.pk]), {
        "text": text, "majority_basis": "running", "opener_after_win": "winner",
        "reason": "our copy says 7"})
    assert answer.status_code == 302
    g1848.refresh_from_db()
    blum = next(c for c in g1848.settings["cards"]["cards"] if c["id"] == "PE09")
    assert blum["value"] == 7 and g1848.settings["majority_basis"] == "running"
    assert g1848.gm_actions.filter(action="card_set_import").exists()


def test_a_faulty_card_set_is_refused_with_its_line_and_nothing_is_saved(g1848, gm, client_for):
    client = client_for(gm)
    text, line = practice_text_with('"value": "acht"')
    answer = client.post(reverse("gm-card-set", args=[g1848.pk]), {
        "text": text, "majority_basis": "trick", "opener_after_win": "left_of_first_passer",
        "reason": "typo"})
    assert answer.status_code == 400
    page = answer.content.decode()
    assert f"Line {line}: <span class=\"mono\">cards.34.value</span>" in page
    g1848.refresh_from_db()
    assert next(c for c in g1848.settings["cards"]["cards"] if c["id"] == "PE09")["value"] == 8


def test_the_known_set_is_loaded_and_blocks_the_start(g1848, gm, client_for):
    client = client_for(gm)
    client.post(reverse("gm-card-set", args=[g1848.pk]), {
        "shipped": "known", "majority_basis": "trick",
        "opener_after_win": "left_of_first_passer", "reason": "real cards"})
    page = client.get(reverse("gm-card-set", args=[g1848.pk])).content.decode()
    assert 'id="start-problems"' in page
    answer = client.post(reverse("gm-start", args=[g1848.pk]), {"reason": "go"})
    assert answer.status_code == 409 and "unknown" in answer.content.decode()


def test_the_card_set_api_reports_lines_and_refuses_changes_once_started(g1848, gm, api_for):
    client = api_for(gm)
    url = f"/api/games/{g1848.pk}/cards/"
    assert client.get(url).json()["editable"] is True
    text, line = practice_text_with('"value": null, "colour": "red"')
    answer = client.put(url, {"text": text, "reason": "x"}, format="json")
    assert answer.status_code == 400
    message = answer.json()["text"][0]
    assert f"line {line}: cards.34.colour: unknown field" in message
    assert client.put(url, {"text": "{not json", "reason": "x"}, format="json").status_code == 400
    assert client.put(url, {"shipped": "known", "reason": "x"}, format="json").json()[
        "start_problems"]
    client.put(url, {"shipped": "practice", "reason": "x"}, format="json")
    client.post(f"/api/games/{g1848.pk}/start/", {"reason": "go"}, format="json")
    late = client.put(url, {"shipped": "known", "reason": "x"}, format="json")
    assert late.status_code == 409


def test_players_may_not_touch_the_card_set(g1848, four, api_for):
    player = api_for(four["s1"])
    assert player.get(f"/api/games/{g1848.pk}/cards/").status_code == 403
    assert player.put(f"/api/games/{g1848.pk}/cards/", {"shipped": "known", "reason": "x"},
                           format="json").status_code == 403


def test_the_turn_page_shows_the_hand_the_table_and_the_action_box(table, client_for):
    (seat,) = table.on_turn()
    page = client_for(table.users[seat]).get(reverse("game-detail", args=[table.game.pk]))
    text = page.content.decode()
    assert 'class="your-turn"' in text and 'id="my-hand"' in text
    for card in table.hand(seat):
        assert f'data-card="{card}"' in text
    assert 'class="table-1848"' in text and 'name="wait"' not in text
    other = next(s for s in table.users if s != seat)
    text = client_for(table.users[other]).get(reverse("game-detail", args=[table.game.pk])) \
        .content.decode()
    assert 'class="your-turn"' not in text and 'id="nothing-to-order"' in text


def test_the_feedback_endpoint_reads_an_action_in_german(table, client_for):
    (seat,) = table.on_turn()
    client = client_for(table.users[seat])
    answer = client.post(reverse("orders-check", args=[table.game.pk]),
                         {"kind": "action", "orders": "spiele Blücher"},
                         HTTP_ACCEPT_LANGUAGE="de")
    data = json.loads(answer.content)
    assert data["ok"] is False and data["lines"][0]["suggestion"]
