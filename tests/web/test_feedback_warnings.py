"""Per-line feedback shows the rule set's warnings too, not only readings and errors."""

from __future__ import annotations

from django.urls import reverse


def test_a_line_for_a_unit_i_do_not_have_is_flagged_on_the_page(running_game, client_for,
                                                                   players):
    response = client_for(players["italy"]).post(
        reverse("orders-submit", args=[running_game.pk]),
        {"kind": "orders", "orders": "A mun - ber", "action": "check"})
    assert response.status_code == 200
    assert "⚠" in response.content.decode()
    assert 'class="warning"' in response.content.decode()


def test_the_feedback_endpoint_hands_the_warnings_to_the_script(running_game, client_for,
                                                                 players):
    response = client_for(players["italy"]).post(
        reverse("orders-check", args=[running_game.pk]),
        {"kind": "orders", "orders": "A mun - ber\nA ven H"})
    lines = response.json()["lines"]
    assert lines[0]["warnings"] and not lines[1]["warnings"]


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
