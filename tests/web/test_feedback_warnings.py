"""Per-line feedback shows the rule set's warnings and the adjudicator's verdicts (issue 10),
not only readings and parse errors."""

from __future__ import annotations

from django.urls import reverse


def test_a_line_for_a_unit_i_do_not_have_is_flagged_on_the_page(running_game, client_for,
                                                                   players):
    response = client_for(players["italy"]).post(
        reverse("orders-submit", args=[running_game.pk]),
        {"kind": "orders", "orders": "A mun - ber\nA ruh - bur", "action": "check"})
    assert response.status_code == 200
    page = response.content.decode()
    # Germany's army: the adjudicator voids the order, and the page says whose unit it is.
    assert 'data-verdict="invalid"' in page
    assert "The unit in Munich belongs to Germany" in page
    assert "Your units: A rom, A ven, F nap" in page
    # An empty province: the parser's warning and the verdict.
    assert "⚠" in page and 'class="warning"' in page
    assert "There is no unit in Ruhr" in page


def test_the_feedback_endpoint_hands_the_warnings_and_verdicts_to_the_script(
        running_game, client_for, players):
    response = client_for(players["italy"]).post(
        reverse("orders-check", args=[running_game.pk]),
        {"kind": "orders", "orders": "A ruh - bur\nA ven H\nA ven - tyr"})
    answer = response.json()
    lines = answer["lines"]
    assert lines[0]["warnings"] and not lines[1]["warnings"]
    assert [line["verdict"] for line in lines] == ["invalid", "replaced", None]
    assert "Line 3 gives this unit another order" in lines[1]["error"]
    assert answer["ok"] is False


def _retreat_phase(game):
    phase = game.phases.open().get()
    phase.phase_type = "R"
    phase.label = "F1901R"
    phase.state = {**phase.state, "phase": "F1901R",
                   "dislodged": [{"power": "russia", "type": "A", "at": "gal",
                                  "attacker_from": "bud", "retreats": ["ukr"]}]}
    phase.save()
    return phase


def test_in_a_retreat_phase_only_the_dislodged_power_gets_a_box(running_game, client_for,
                                                                 players):
    _retreat_phase(running_game)
    url = reverse("game-detail", args=[running_game.pk])
    france = client_for(players["france"]).get(url).content.decode()
    assert 'id="nothing-to-order"' in france and "<textarea" not in france
    assert "nothing to order" in france  # the badge of seats without a dislodged unit
    russia = client_for(players["russia"]).get(url).content.decode()
    assert "<textarea" in russia and 'id="nothing-to-order"' not in russia
