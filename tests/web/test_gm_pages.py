"""Game-master pages: every action needs a reason, lands in the audit log, and is refused to
players and to game masters of other games."""

from __future__ import annotations

import pytest
from django.urls import reverse

from games.models import Game, GmAction, Phase


def test_creating_a_game_makes_me_its_game_master(gm, client_for, db):
    response = client_for(gm).post(reverse("gm-game-create"), {
        "name": "Herbst 1901", "ruleset": "diplomacy", "zat_time": "20:00",
        "zat_time_zone": "Europe/Berlin", "zat_weekdays": ["0", "3"], "grace_minutes": "0",
        "max_extension_hours": "48", "review_before_publish": "on", "nmr_policy": "hold",
        "civil_disorder_after": "2", "hours_M": "72", "hours_R": "24", "hours_A": "24",
    })
    game = Game.objects.get(name="Herbst 1901")
    assert response.status_code == 302
    assert list(game.game_masters.all()) == [gm]
    assert game.zat_weekdays == [0, 3]
    assert game.seats.count() == 7


def test_a_rule_set_gets_lengths_for_its_own_phase_types_only(gm, client_for, db):
    response = client_for(gm).post(reverse("gm-game-create"), {
        "name": "Silly", "ruleset": "rather_silly", "zat_time": "20:00",
        "zat_time_zone": "Europe/Berlin", "zat_weekdays": ["5"], "grace_minutes": "0",
        "max_extension_hours": "48", "nmr_policy": "hold", "civil_disorder_after": "2",
        "hours_M": "12",
    })
    game = Game.objects.get(name="Silly")
    assert response.status_code == 302
    assert set(game.phase_hours) == {"setup", "spring", "fall"}


def test_a_game_without_a_name_is_refused_naming_the_field(gm, client_for, db):
    response = client_for(gm).post(reverse("gm-game-create"), {"ruleset": "diplomacy"})
    assert response.status_code == 400
    assert "name" in response.context["form"].errors
    assert not Game.objects.exists()


def test_the_control_page_is_for_game_masters_only(running_game, gm, players, outsider,
                                                   client_for):
    url = reverse("gm-game", args=[running_game.pk])
    assert client_for(gm).get(url).status_code == 200
    assert client_for(players["italy"]).get(url).status_code == 403
    assert client_for(outsider).get(url).status_code == 404


@pytest.mark.parametrize("name", ["gm-pause", "gm-process", "gm-zat-extend", "gm-announce"])
def test_every_action_form_requires_a_reason(running_game, gm, client_for, name):
    data = {"hours": "2", "subject": "Hallo", "body": "Text"}
    response = client_for(gm).post(reverse(name, args=[running_game.pk]), data)
    assert response.status_code == 400
    assert "reason" in response.context["form"].errors
    assert not GmAction.objects.filter(game=running_game).exclude(
        action__in=["game_create", "seat_assign", "game_start"]).exists()


def test_pausing_with_a_reason_is_logged(running_game, gm, client_for):
    response = client_for(gm).post(reverse("gm-pause", args=[running_game.pk]),
                                   {"reason": "Urlaub des Spielleiters"})
    running_game.refresh_from_db()
    assert response.status_code == 302
    assert running_game.status == "paused"
    audit = client_for(gm).get(reverse("gm-audit", args=[running_game.pk])).content.decode()
    assert "Urlaub des Spielleiters" in audit


def test_a_refused_action_shows_the_services_message(running_game, gm, client_for):
    # Resuming a running game is a conflict: 409 and the message on the form.
    response = client_for(gm).post(reverse("gm-resume", args=[running_game.pk]),
                                   {"reason": "test"})
    assert response.status_code == 409
    assert response.context["form"].non_field_errors()


def test_players_cannot_use_game_master_actions(running_game, players, client_for):
    response = client_for(players["france"]).post(reverse("gm-pause", args=[running_game.pk]),
                                                  {"reason": "coup"})
    running_game.refresh_from_db()
    assert response.status_code == 403
    assert running_game.status == "running"


def test_another_game_masters_game_is_not_found(running_game, django_user_model, client_for):
    other_gm = django_user_model.objects.create_user("hugo", password="x")
    response = client_for(other_gm).post(reverse("gm-pause", args=[running_game.pk]),
                                         {"reason": "mine now"})
    assert response.status_code == 404


def test_process_now_then_publish(running_game, gm, players, client_for, phase):
    running_game.review_before_publish = True
    running_game.save()
    client_for(players["france"]).post(reverse("orders-submit", args=[running_game.pk]),
                                       {"orders": "A Par - Bur", "action": "submit"})
    client = client_for(gm)
    response = client.post(reverse("gm-process", args=[running_game.pk]),
                           {"reason": "alle Befehle da"})
    assert response.status_code == 302
    phase.refresh_from_db()
    assert phase.status == Phase.Status.AWAITING_REVIEW
    assert client.get(reverse("gm-publish", args=[running_game.pk])).status_code == 200
    response = client.post(reverse("gm-publish", args=[running_game.pk]), {"reason": "geprüft"})
    phase.refresh_from_db()
    assert response.status_code == 302
    assert phase.status == Phase.Status.PUBLISHED
    actions = set(GmAction.objects.filter(game=running_game).values_list("action", flat=True))
    assert {"phase_process_now", "phase_publish"} <= actions


def test_process_now_on_a_paused_game_is_refused_with_a_clear_message(running_game, gm,
                                                                      client_for, phase):
    client = client_for(gm)
    client.post(reverse("gm-pause", args=[running_game.pk]), {"reason": "Urlaub"})
    response = client.post(reverse("gm-process", args=[running_game.pk]), {"reason": "jetzt"})
    assert response.status_code == 409
    assert "is paused, so its phase cannot be processed now. Resume the game first" in (
        response.content.decode())
    phase.refresh_from_db()
    assert (phase.status, phase.attempt) == (Phase.Status.OPEN, 0)
    assert not GmAction.objects.filter(action="phase_process_now").exists()


def test_overrule_preview_shows_the_diff_without_saving(running_game, gm, client_for, phase):
    running_game.review_before_publish = True
    running_game.save()
    client = client_for(gm)
    client.post(reverse("gm-process", args=[running_game.pk]), {"reason": "ZAT"})
    phase.refresh_from_db()
    before = phase.result
    form = client.get(reverse("gm-overrule", args=[running_game.pk])).context["form"]
    units = form["units"].value()
    assert "france A par" in units
    changed = units.replace("france A par", "france A bur")
    response = client.post(reverse("gm-overrule", args=[running_game.pk]), {
        "units": changed, "dislodged": "", "supply_centers": form["supply_centers"].value(),
        "expected_version": phase.version, "reason": "", "action": "preview",
    })
    html = response.content.decode()
    assert response.status_code == 200
    assert "diff-removed" in html and "france A par" in html and "france A bur" in html
    phase.refresh_from_db()
    assert phase.result == before
    response = client.post(reverse("gm-overrule", args=[running_game.pk]), {
        "units": changed, "dislodged": "", "supply_centers": form["supply_centers"].value(),
        "expected_version": phase.version, "reason": "Befehl falsch gelesen",
        "action": "apply",
    })
    phase.refresh_from_db()
    assert response.status_code == 302
    assert {"power": "france", "type": "A", "at": "bur"} in phase.result["units"]


def test_rollback_reopens_an_earlier_phase(running_game, gm, client_for, phase):
    client = client_for(gm)
    client.post(reverse("gm-process", args=[running_game.pk]), {"reason": "ZAT"})
    response = client.post(reverse("gm-rollback", args=[running_game.pk]),
                           {"to_phase": phase.pk, "reason": "Fehler in der Auswertung"})
    assert response.status_code == 302
    phase.refresh_from_db()
    assert phase.status == Phase.Status.SUPERSEDED
    assert running_game.phases.filter(label=phase.label, status="open").exists()


def test_seat_replacement_by_user_name(running_game, gm, outsider, client_for):
    response = client_for(gm).post(reverse("gm-seat-replace", args=[running_game.pk]), {
        "seat": "italy", "player": outsider.username, "reason": "Ida hat aufgehört",
    })
    assert response.status_code == 302
    assert running_game.seats.get(key="italy").player == outsider


def test_an_unknown_user_name_is_a_field_error(running_game, gm, client_for):
    response = client_for(gm).post(reverse("gm-seat-replace", args=[running_game.pk]), {
        "seat": "italy", "player": "nobody", "reason": "x",
    })
    assert response.status_code == 400
    assert "player" in response.context["form"].errors


def test_overruling_the_centres_leaves_the_rest_of_the_result_untouched(
    running_game, gm, client_for, phase
):
    running_game.review_before_publish = True
    running_game.save()
    client = client_for(gm)
    client.post(reverse("gm-process", args=[running_game.pk]), {"reason": "ZAT"})
    phase.refresh_from_db()
    before = phase.result
    form = client.get(reverse("gm-overrule", args=[running_game.pk])).context["form"]
    centers = form["supply_centers"].value().replace("france: bre, mar, par",
                                                     "france: bre, mar, par, spa")
    response = client.post(reverse("gm-overrule", args=[running_game.pk]), {
        "units": form["units"].value(), "dislodged": form["dislodged"].value(),
        "supply_centers": centers, "expected_version": phase.version,
        "reason": "Spanien war schon besetzt", "action": "apply",
    })
    phase.refresh_from_db()
    assert response.status_code == 302
    assert phase.result["supply_centers"]["france"] == ["bre", "mar", "par", "spa"]
    assert phase.result["units"] == before["units"]
    assert phase.result["dislodged"] == before["dislodged"]


def test_invite_and_assign_on_a_seats_row_open_their_form_set_to_that_seat(gm, client_for, db):
    from games import services

    game = services.game_create(creator=gm, name="Empty", ruleset="rather_silly", seed=7)
    page = client_for(gm).get(reverse("gm-game", args=[game.pk])).content.decode()
    invite = reverse("gm-invite", args=[game.pk]) + "?seat=narr"
    assign = reverse("gm-seat-assign", args=[game.pk]) + "?seat=narr"
    assert invite in page and assign in page
    for url in (invite, assign):
        form = client_for(gm).get(url).content.decode()
        assert '<option value="narr" selected>' in form
        assert '<option value="austria" selected>' not in form
