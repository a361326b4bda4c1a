"""The Europa 1815 ruling as a form (issue 23, item 6): the waiting attack with its lines and
the lands involved, fields for the outcome, the patch written for the Spielleiter and applied
through the same preview and apply path as a hand-written one; land ids beside the names; the
console and the publish page say what waits and lead to the form.

Example map (adjudication/europa1815/data/example.map), no start phase: fra and aut are team
A, gbr and pru team B, seated fra gbr aut pru; France is on turn first. Calais (cal, French)
holds 2 Inf 1 Kav, Belgien (bel) is neutral with 1 Inf, General Ney stands in Paris (par).
The oracle of "the form does what the hand-written patch does" is the engine applying the
patch a GM would type (docs/rules/europa-1815.md, "The ruling form")."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from games.models import Phase
from games.rulesets.base import RuleSetInputError
from games.rulesets.europa1815.gm import gm_apply
from games.rulesets.europa1815.ruling import pending_ruling, ruling_patch
from tests.seated_games import started_1815

ATTACK = "1: Angriff auf Belgien: 2 Inf 1 Kav aus Calais, General Ney aus Paris\n2: Passen"
# What the GM rules: France takes Belgien (its 1 Inf lost), Calais loses 1 Inf, 1 Inf and
# 1 Kav move on into Belgien, Ney follows them there, France wins 2 SP.
ANSWERS = {"owner__bel": "fra", "loss__bel__inf": 1, "loss__cal__inf": 1,
           "move__cal__inf": 1, "move__cal__cav": 1, "general__ney": "to:bel", "sp__fra": 2}
BY_HAND = {"lands": {"bel": {"owner": "fra", "units": {"inf": 1, "cav": 1}},
                     "cal": {"units": {"inf": "-2", "cav": "-1"}}},
           "generals": {"ney": {"land": "bel"}}, "players": {"fra": {"sp": "+2"}}}


@pytest.fixture
def game(db, gm, players, frozen):
    return started_1815(gm, players, "1815 Ruling")


def current(game) -> Phase:
    return game.phases.live().order_by("-index").first()


@pytest.fixture
def waiting(game, players, client_for, django_capture_on_commit_callbacks):
    """France's attack on Belgien, waiting for the Spielleiter."""
    with django_capture_on_commit_callbacks(execute=True):
        answer = client_for(players["france"]).post(
            reverse("orders-submit", args=[game.pk]), {"kind": "turn", "orders": ATTACK})
    assert answer.status_code == 302, answer.content.decode()[:2000]
    phase = current(game)
    assert phase.status == Phase.Status.AWAITING_REVIEW
    assert phase.result["state"]["position"]["turn"]["awaiting_gm"]["kind"] == "attack"
    return phase


def post(client, game, capture, status, **fields):
    data = {"op": "resolve", "patch": "", "reason": "Schlacht um Belgien", "action": "apply",
            "publish": "on", **{k: str(v) for k, v in fields.items()}}
    with capture(execute=True):
        answer = client.post(reverse("gm-europa-position", args=[game.pk]), data)
    assert answer.status_code == status, answer.content.decode()[:3000]
    return answer.content.decode()


def test_the_waiting_attack_is_described_with_its_lands_troops_and_generals(waiting):
    ruling = pending_ruling(waiting.result["state"], "de")
    assert (ruling["player"], ruling["kind"], ruling["target"]) == ("fra", "attack", "bel")
    assert ruling["lines"][0] == ATTACK.splitlines()[0].split(": ", 1)[1]
    rows = {row["land"]: row for row in ruling["lands"]}
    assert list(rows) == ["bel", "cal", "par"]
    position = waiting.result["state"]["position"]
    for land in rows:
        assert rows[land]["units"] == position["lands"][land]["units"]
    assert rows["bel"]["role"] == "target" and rows["cal"]["role"] == "source"
    assert [g["id"] for g in rows["par"]["generals"]] == ["ney"]
    assert pending_ruling(current_state_without_wait(waiting)) is None


def current_state_without_wait(phase):
    state = json.loads(json.dumps(phase.result["state"]))
    state["position"]["turn"]["awaiting_gm"] = None
    return state


def test_the_form_writes_the_patch_the_engine_applies_as_the_hand_written_one(waiting):
    ruling = pending_ruling(waiting.result["state"])
    by_form = gm_apply(waiting.result, "resolve", ruling_patch(ruling, ANSWERS), "r")
    by_hand = gm_apply(waiting.result, "resolve", BY_HAND, "r")
    assert by_form["state"]["position"] == by_hand["state"]["position"]
    assert by_form["gm"][-1]["changes"] == by_hand["gm"][-1]["changes"]
    assert ruling_patch(ruling, {}) == {}  # nothing entered: nothing changes


@pytest.mark.parametrize(("answers", "field_name", "words"), [
    ({"loss__cal__inf": 3}, "loss__cal__inf", "more than the 2"),
    ({"loss__cal__inf": 2, "move__cal__inf": 1, "owner__bel": "fra", "loss__bel__inf": 1},
     "loss__cal__inf",
     "more than the 2"),
    ({"owner__bel": "xyz"}, "owner__bel", "unknown seat"),
    ({"owner__bel": "fra"}, "loss__bel__inf", "changes owner while 1 inf"),
    ({"move__cal__inf": 1}, "move__cal__inf", "only when it becomes"),
    ({"general__ney": "captured"}, "general__ney", "neutral"),
])
def test_a_bad_answer_names_its_field(waiting, answers, field_name, words):
    ruling = pending_ruling(waiting.result["state"])
    with pytest.raises(RuleSetInputError) as error:
        ruling_patch(ruling, answers)
    assert error.value.field == field_name and words in str(error.value)


def test_the_form_on_the_page_previews_and_applies_like_the_hand_written_patch(
        game, gm, waiting, client_for, django_capture_on_commit_callbacks):
    client = client_for(gm)
    page = client.get(reverse("gm-europa-position", args=[game.pk])).content.decode()
    assert 'id="ruling"' in page and "Angriff auf Belgien" in page
    assert 'name="owner__bel"' in page and 'name="move__cal__cav"' in page
    assert '<span class="mono land-id">(bel)</span>' in page  # the id in the position table
    expected = gm_apply(waiting.result, "resolve", BY_HAND, "Schlacht um Belgien")
    capture = django_capture_on_commit_callbacks
    preview = post(client, game, capture, 200, action="preview", **ANSWERS)
    assert "lands.bel.owner" in preview and 'id="written-patch"' in preview
    assert current(game).result["gm"] == []  # a preview saves nothing
    post(client, game, capture, 302, **ANSWERS)
    ruled = game.phases.get(pk=waiting.pk)
    assert ruled.status == Phase.Status.PUBLISHED
    assert ruled.result["state"]["position"] == expected["state"]["position"]


def test_the_json_patch_wins_when_filled(game, gm, waiting, client_for,
                                         django_capture_on_commit_callbacks):
    post(client_for(gm), game, django_capture_on_commit_callbacks, 302, patch="{}",
         **ANSWERS)
    position = game.phases.get(pk=waiting.pk).result["state"]["position"]
    assert position["lands"]["bel"]["owner"] is None
    assert position["players"]["fra"]["sp"] == waiting.result["state"]["position"][
        "players"]["fra"]["sp"]


@pytest.mark.parametrize(("fields", "words"), [
    ({"loss__cal__inf": 5}, "more than the 2"),
    ({"owner__bel": "xyz"}, "xyz"),
    ({"sp__fra": -50}, "players.fra.sp"),
])
def test_a_bad_field_on_the_page_is_a_400_naming_it_and_keeps_what_was_typed(
        game, gm, waiting, client_for, django_capture_on_commit_callbacks, fields, words):
    page = post(client_for(gm), game, django_capture_on_commit_callbacks, 400,
                **{**fields, "loss__bel__inf": 1})
    assert words in page
    assert 'name="loss__bel__inf" value="1"' in page
    assert game.phases.get(pk=waiting.pk).result["gm"] == []


def test_a_player_may_neither_open_nor_post_the_ruling_form(
        game, players, waiting, client_for, django_capture_on_commit_callbacks):
    client = client_for(players["france"])
    url = reverse("gm-europa-position", args=[game.pk])
    assert client.get(url).status_code == 403
    post(client, game, django_capture_on_commit_callbacks, 403, **ANSWERS)
    assert game.phases.get(pk=waiting.pk).result["gm"] == []


def test_the_console_and_the_publish_page_lead_to_the_ruling_only_while_it_waits(
        game, gm, players, client_for, django_capture_on_commit_callbacks):
    client = client_for(gm)
    editor = reverse("gm-europa-position", args=[game.pk])

    def console() -> str:
        return client.get(reverse("gm-console", args=[game.pk])).content.decode()

    assert f'href="{editor}"' not in console()
    with django_capture_on_commit_callbacks(execute=True):
        client_for(players["france"]).post(reverse("orders-submit", args=[game.pk]),
                                           {"kind": "turn", "orders": ATTACK})
    page = console()
    assert f'href="{editor}"' in page and "Angriff auf Belgien" in page
    assert "The engine raised no review flag." not in page
    publish = client.get(reverse("gm-publish", args=[game.pk])).content.decode()
    assert f'href="{editor}"' in publish and "Enter the ruling" in publish
    post(client, game, django_capture_on_commit_callbacks, 302, **ANSWERS)
    assert current(game).status == Phase.Status.OPEN
    assert f'href="{editor}"' not in console()
