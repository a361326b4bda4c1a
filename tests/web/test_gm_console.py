"""The game master's console: every submission with its secrets, who is missing, the draft
result's review flags with confirm and overrule, changing one box and adjudicating again."""

from __future__ import annotations

import pytest
from django.urls import reverse

from games import services
from games.models import GmAction
from tests.web.conftest import silly_send


@pytest.fixture
def under_review(silly_spring, gm):
    """Spring 1901 with some boxes sent, adjudicated and waiting for the GM's review."""
    game = silly_spring
    game.review_before_publish = True
    game.save()
    silly_send(game, "england", "wormhole_vote", "lon - mos")
    silly_send(game, "austria", "orders", "A vie - gal")
    phase = game.phases.open().get()
    services.phase_process_now(phase=phase, actor=gm, reason="now")
    phase.refresh_from_db()
    return phase


def _missing(client, game) -> str:
    page = client.get(reverse("gm-console", args=[game.pk])).content.decode()
    return page.split('id="console-missing"')[1].split("</section>")[0]


def test_the_console_shows_every_secret_and_who_is_missing(silly_spring, client_for, gm):
    silly_send(silly_spring, "england", "wormhole_vote", "edi - con")
    page = client_for(gm).get(reverse("gm-console", args=[silly_spring.pk])).content.decode()
    assert "edi - con" in page
    assert "Wahrsager" in _missing(client_for(gm), silly_spring)
    silly_send(silly_spring, "wahrsager", "wahrsager_prediction", "gal")
    assert "Wahrsager" not in _missing(client_for(gm), silly_spring)


def test_players_cannot_open_the_console(silly_spring, client_for):
    england = silly_spring.seats.get(key="england").player
    assert client_for(england).get(
        reverse("gm-console", args=[silly_spring.pk])).status_code == 403


def test_every_review_flag_is_listed_with_section_message_default_and_actions(
        under_review, client_for, gm):
    flags = under_review.result["review_flags"]
    assert flags
    page = client_for(gm).get(reverse("gm-console", args=[under_review.game.pk])).content.decode()
    for i, flag in enumerate(flags):
        assert f'data-flag="{i}"' in page
        assert flag["section"] in page and flag["code"] in page
    assert reverse("gm-review-flag", args=[under_review.game.pk, 0]) in page


def test_overruling_a_flag_opens_the_editor_with_the_option_in_the_reason(
        under_review, client_for, gm):
    game = under_review.game
    result = dict(under_review.result)
    result["review_flags"] = [{"section": "§7", "code": "wormhole_tie", "message": "tie",
                               "default": ["lon", "mos"],
                               "options": [["lon", "mos"], ["edi", "con"]]}]
    under_review.result = result
    under_review.save(update_fields=["result"])
    url = reverse("gm-overrule", args=[game.pk]) + "?flag=0&option=1"
    page = client_for(gm).get(url).content.decode()
    assert 'id="flag-option"' in page
    assert "wormhole_tie" in page and "[&quot;edi&quot;, &quot;con&quot;]" in page


def test_changing_one_box_readjudicates_and_lands_in_the_audit_log(
        under_review, client_for, gm):
    game = under_review.game
    url = (reverse("gm-overrule-submission", args=[game.pk])
           + "?seat=austria&kind=orders")
    page = client_for(gm).get(url).content.decode()
    assert "A vie - gal" in page  # the current text is pre-filled
    response = client_for(gm).post(url, {"text": "A vie - boh", "reason": "typo fixed",
                                         "expected_version": under_review.version})
    assert response.status_code == 302, response.content.decode()[:500]
    under_review.refresh_from_db()
    orders = [o["order"] for o in under_review.result["orders"] if o["power"] == "austria"]
    assert "A vie - boh" in orders
    logged = GmAction.objects.filter(game=game, action="phase_overrule").get()
    assert logged.reason == "typo fixed"
    assert "A vie - boh" in str(logged.after)


def test_a_player_cannot_change_a_box_as_the_gm(under_review, client_for):
    game = under_review.game
    england = game.seats.get(key="england").player
    url = reverse("gm-overrule-submission", args=[game.pk]) + "?seat=austria&kind=orders"
    assert client_for(england).post(url, {"text": "A vie H", "reason": "x"}).status_code == 403


def _with_flags(phase, flags):
    phase.result = {**phase.result, "review_flags": flags}
    phase.save(update_fields=["result"])


TIE = {"section": "§7", "code": "wormhole_tie", "message": "2 links tied",
       "default": ["lon", "mos"], "options": [["lon", "mos"], ["edi", "con"]]}


def test_deciding_a_wormhole_tie_opens_the_other_link_next_season(
        under_review, client_for, gm):
    game = under_review.game
    _with_flags(under_review, [TIE])
    url = reverse("gm-review-flag-decide", args=[game.pk, 0, 1])
    assert 'id="flag-option"' in client_for(gm).get(url).content.decode()
    response = client_for(gm).post(url, {"reason": "the lot was drawn at the table"})
    assert response.status_code == 302
    under_review.refresh_from_db()
    assert under_review.result["wormhole_next"] == ["edi", "con"]
    assert under_review.result["review_flags"][0]["decided"] == ["edi", "con"]
    logged = GmAction.objects.get(game=game, action="review_flag_decide")
    assert logged.after == {"flag": 0, "decided": ["edi", "con"]}
    services.phase_publish(phase=under_review, actor=gm, reason="ok")
    following = game.phases.open().get()
    assert following.state["engine"]["wormhole"] == ["edi", "con"]


def test_a_flag_that_moves_units_is_sent_to_the_outcome_editor(under_review, client_for, gm):
    game = under_review.game
    _with_flags(under_review, [{"section": "§11", "code": "special_fleet_attack",
                                "message": "m", "default": {"attacker": "x"},
                                "options": [{"attacker": "x"}, {"attacker": "y"}]}])
    response = client_for(gm).post(reverse("gm-review-flag-decide", args=[game.pk, 0, 1]),
                                   {"reason": "r"})
    assert response.status_code == 400
    assert "outcome or order editor" in response.content.decode()
    page = client_for(gm).get(reverse("gm-console", args=[game.pk])).content.decode()
    assert reverse("gm-overrule", args=[game.pk]) + "?flag=0&amp;option=1" in page


UNITS = {"section": "§11", "code": "special_fleet_attack", "message": "m",
         "default": {"attacker": "x"}, "options": [{"attacker": "x"}, {"attacker": "y"}]}


@pytest.mark.parametrize("page_name", ["gm-console", "gm-publish"])
def test_only_a_flag_the_rule_set_decides_gets_decide_links(
        under_review, client_for, gm, page_name):
    game = under_review.game
    _with_flags(under_review, [TIE, UNITS])
    page = client_for(gm).get(reverse(page_name, args=[game.pk])).content.decode()
    decide = reverse("gm-review-flag-decide", args=[game.pk, 0, 1])
    overrule = reverse("gm-overrule", args=[game.pk])
    assert decide in page and f"{overrule}?flag=0&amp;option=1" not in page
    assert reverse("gm-review-flag-decide", args=[game.pk, 1, 1]) not in page
    assert f"{overrule}?flag=1&amp;option=1" in page


def test_a_rule_set_without_decide_flag_refuses_even_a_wormhole_tie(
        running_game, client_for, gm):
    """Diplomacy has no ``decide_flag``: the core knows no flag code of its own, so a flag
    named like Rather Silly's is overruled in the editor, never decided."""
    running_game.review_before_publish = True
    running_game.save()
    phase = running_game.phases.open().get()
    services.phase_process_now(phase=phase, actor=gm, reason="now")
    phase.refresh_from_db()
    _with_flags(phase, [TIE])
    before = dict(phase.result)
    page = client_for(gm).get(reverse("gm-console", args=[running_game.pk])).content.decode()
    assert reverse("gm-review-flag-decide", args=[running_game.pk, 0, 1]) not in page
    assert reverse("gm-overrule", args=[running_game.pk]) + "?flag=0&amp;option=1" in page
    response = client_for(gm).post(
        reverse("gm-review-flag-decide", args=[running_game.pk, 0, 1]), {"reason": "r"})
    assert response.status_code == 400
    assert "outcome or order editor" in response.content.decode()
    phase.refresh_from_db()
    assert phase.result == before and "wormhole_next" not in phase.result
    assert not GmAction.objects.filter(game=running_game, action="review_flag_decide").exists()


def test_a_player_cannot_decide_a_flag(under_review, client_for):
    game = under_review.game
    _with_flags(under_review, [TIE])
    england = game.seats.get(key="england").player
    response = client_for(england).post(
        reverse("gm-review-flag-decide", args=[game.pk, 0, 1]), {"reason": "mine"})
    assert response.status_code == 403


def test_the_api_decides_a_wormhole_tie(under_review, api_for, gm):
    _with_flags(under_review, [TIE])
    game = under_review.game
    url = f"/api/games/{game.pk}/review-flags/0/decide/"
    assert api_for(gm).post(url, {"option": 5, "reason": "r"}, format="json").status_code == 400
    response = api_for(gm).post(url, {"option": 1, "reason": "r"}, format="json")
    assert response.status_code == 200, response.content
    under_review.refresh_from_db()
    assert under_review.result["wormhole_next"] == ["edi", "con"]


def test_a_flag_decision_arrives_from_the_page_s_url_and_the_api_s_body(
        under_review, client_for, api_for, gm):
    """One declared action, two channels: the page's URL names flag and option, the API's
    names the flag and its body the option; both land on the flag named, with the reason
    in the audit log."""
    game = under_review.game
    other = {**TIE, "default": ["bre", "par"], "options": [["kie", "ber"], ["bre", "par"]]}
    _with_flags(under_review, [TIE, other])
    page = client_for(gm).post(reverse("gm-review-flag-decide", args=[game.pk, 1, 0]),
                               {"reason": "per Seite"})
    assert page.status_code == 302
    under_review.refresh_from_db()
    flags = under_review.result["review_flags"]
    assert flags[1]["decided"] == ["kie", "ber"] and "decided" not in flags[0]
    assert under_review.result["wormhole_next"] == ["kie", "ber"]
    url = reverse("api-review-flag-decide", args=[game.pk, 0])
    api = api_for(gm)
    assert api.post(url, {"reason": "ohne Option"}, format="json").status_code == 400
    answer = api.post(url, {"option": 1, "index": 1, "reason": "per API"}, format="json")
    assert answer.status_code == 200 and answer.json()["id"] == under_review.pk
    under_review.refresh_from_db()
    flags = under_review.result["review_flags"]
    assert flags[0]["decided"] == ["edi", "con"] and flags[1]["decided"] == ["kie", "ber"]
    assert under_review.result["wormhole_next"] == ["edi", "con"]
    logged = GmAction.objects.filter(game=game, action="review_flag_decide").order_by("pk")
    assert [(a.reason, a.after) for a in logged] == [
        ("per Seite", {"flag": 1, "decided": ["kie", "ber"]}),
        ("per API", {"flag": 0, "decided": ["edi", "con"]})]


def test_the_api_overrules_any_kind_of_box(under_review, api_for, gm):
    game = under_review.game
    response = api_for(gm).post(f"/api/games/{game.pk}/overrule/", {
        "reason": "vote typed wrongly", "submissions": {"england": {"wormhole_vote": "edi - con"}},
    }, format="json")
    assert response.status_code == 200, response.content
    logged = GmAction.objects.get(game=game, action="phase_overrule")
    assert "edi - con" in str(logged.after)


def test_the_publish_page_offers_the_flag_decisions_too(under_review, client_for, gm):
    _with_flags(under_review, [TIE])
    page = client_for(gm).get(reverse("gm-publish", args=[under_review.game.pk])).content
    assert reverse("gm-review-flag-decide", args=[under_review.game.pk, 0, 1]) in page.decode()


def test_odd_phase_ids_in_the_console_query_never_crash(silly_spring, client_for, gm):
    url = reverse("gm-console", args=[silly_spring.pk])
    for odd in ("²", "abc", "9" * 40, "999999"):
        assert client_for(gm).get(url, {"phase": odd}).status_code in (200, 404), odd


def test_odd_box_names_are_not_found(under_review, client_for, gm):
    url = reverse("gm-overrule-submission", args=[under_review.game.pk])
    for odd in ("a\x00b", "Orders!", "x" * 80):
        assert client_for(gm).get(url, {"seat": "austria", "kind": odd}).status_code == 404


def test_each_seat_shows_its_unreadable_lines_at_a_glance(silly_spring, client_for, gm):
    silly_send(silly_spring, "germany", "orders", "A mun - bur\nF kie - xyz\nA ber H")
    page = client_for(gm).get(reverse("gm-console", args=[silly_spring.pk])).content.decode()
    germany = page.split("<strong>Germany</strong>")[1].split("</details>")[0]
    summary = germany.split("</summary>")[0]
    assert 'data-errors="1"' in summary and "1 unreadable line" in summary
    errors = germany.split('class="feedback console-errors"')[1].split("</ul>")[0]
    assert "Line 2: F kie - xyz" in errors and errors.count("<li") == 1
    assert 'data-errors' not in page.split("<strong>Austria</strong>")[1].split("</summary>")[0]
