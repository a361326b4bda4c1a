"""The Rather Silly orders page shows the adjudicator's verdict on each line on arrival
(issue 10): a move the unit cannot make, a support of a move the sheet does not order, in the
reader's language; a move that only another seat's bird could carry is warned, saved, and
never refused (not even with the game master's ``illegal_orders = refuse``)."""

from __future__ import annotations

from django.urls import reverse

from games.models import Submission

FRANCE = "A par - lon\nA mar S A par - gas\nF bre - mao"


def _check(client, game, text, **headers):
    return client.post(reverse("orders-submit", args=[game.pk]),
                       {"kind": "orders", "orders": text, "action": "check"}, **headers)


def test_the_orders_page_flags_a_move_out_of_reach_and_a_void_support(rs_spring, client_for):
    response = _check(client_for(rs_spring.users["france"]), rs_spring.game, FRANCE)
    assert response.status_code == 200
    page = response.content.decode()
    assert page.count('data-verdict="invalid"') == 1
    assert "A par cannot reach London" in page and "It reaches: bre, bur, gas, pic" in page
    assert page.count('data-verdict="void"') == 1
    assert "Your A par is not ordered to move to Gascony (line 1)" in page


def test_the_verdicts_read_in_german(rs_spring, client_for):
    response = _check(client_for(rs_spring.users["france"]), rs_spring.game, FRANCE,
                      HTTP_ACCEPT_LANGUAGE="de")
    page = response.content.decode()
    assert "A par erreicht London nicht" in page
    assert "Ihre A par hat keinen Befehl, nach Gascogne zu ziehen (Zeile 1)" in page


def test_a_move_only_another_seats_bird_could_carry_is_warned_and_saved(rs_spring, client_for):
    game = rs_spring.game
    phase = game.phases.open().get()
    phase.state["engine"]["units"].append(
        {"id": "rus-v-lvp", "power": "russia", "type": "V", "at": "lvp"})
    phase.save()
    game.illegal_orders = "refuse"
    game.save()
    england = client_for(rs_spring.users["england"])
    page = _check(england, game, "A lvp - iri\nF lon - nth").content.decode()
    assert 'data-verdict="' not in page
    assert "A lvp cannot reach Irish Sea by itself: this may fail unless carried by V lvp" \
        in page
    response = england.post(reverse("orders-submit", args=[game.pk]),
                            {"kind": "orders", "orders": "A lvp - iri\nF lon - nth"})
    assert response.status_code == 302
    saved = Submission.objects.get(phase=phase, seat__key="england", kind="orders")
    assert saved.raw_text == "A lvp - iri\nF lon - nth"
    assert saved.parsed["lines"][0]["warnings"] and saved.parsed["lines"][0]["error"] is None
    # Without the bird the same move is void, and "refuse" refuses it.
    response = england.post(reverse("orders-submit", args=[game.pk]),
                            {"kind": "orders", "orders": "A lvp - iri"})
    assert response.status_code == 302  # the bird still stands there
    phase.state["engine"]["units"].pop()
    phase.save()
    response = england.post(reverse("orders-submit", args=[game.pk]),
                            {"kind": "orders", "orders": "A lvp - iri"})
    assert response.status_code == 400
    assert 'data-verdict="invalid"' in response.content.decode()


def test_builds_and_retreats_sent_ahead_get_their_verdicts_in_both_languages():
    import json
    from pathlib import Path

    from games.rulesets.rather_silly import RatherSillyRuleSet

    example = json.loads((Path(__file__).parents[2] / "docs" / "examples" /
                          "rather-silly-phase.json").read_text(encoding="utf-8"))
    state = {"season": "fall", "engine": {k: v for k, v in example.items() if k != "orders"}}
    rules = RatherSillyRuleSet()
    found = rules.check_submission(state, "russia", "adjustments", "BUILD A mun\nBUILD A mos",
                                   lang="de")
    home, fine = found.lines
    assert home.verdict == "void"
    assert home.error.startswith("München ist kein Heimatversorgungszentrum von Ihnen")
    assert fine.error is None and fine.verdict is None
    retreat, = rules.check_submission(state, "france", "retreats",
                                      "IF dislodged(A par) THEN A par R lon").lines
    assert retreat.verdict == "void"
    assert retreat.error.startswith("A par can never retreat to London")


def test_the_soul_sale_box_is_judged_on_arrival_in_both_languages(rs_spring, client_for):
    game = rs_spring.game
    france = client_for(rs_spring.users["france"])
    text = "A par TEUFEL\nA par TEUFEL\nDA gas TEUFEL\nA mun TEUFEL"
    response = france.post(reverse("orders-submit", args=[game.pk]),
                           {"kind": "soul_sales", "orders": text, "action": "check"})
    assert response.status_code == 200
    page = response.content.decode()
    assert page.count('data-verdict="void"') == 2
    assert "Line 1 already sells the soul of A par" in page
    assert "DA gas can never sell its soul: only conventional armies and fleets may" in page
    assert "A mun in Munich belongs to Germany: this sale counts only if" in page
    german = france.post(reverse("orders-submit", args=[game.pk]),
                         {"kind": "soul_sales", "orders": text, "action": "check"},
                         HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert "Zeile 1 verkauft die Seele von A par bereits" in german
    assert "DA gas kann ihre Seele nie verkaufen" in german
    # Saved with the verdicts (the game's default: warn, never refuse).
    response = france.post(reverse("orders-submit", args=[game.pk]),
                           {"kind": "soul_sales", "orders": text})
    assert response.status_code == 302
    saved = Submission.objects.get(phase=game.phases.open().get(), seat__key="france",
                                   kind="soul_sales")
    assert saved.raw_text == text
