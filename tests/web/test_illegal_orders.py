"""Orders the adjudicator would not carry out (issue 10): flagged on arrival on the page and in
the API; the game master's setting ``illegal_orders`` decides whether they are saved with a
warning (the default: players may bluff) or the submission is refused, listing the lines."""

from __future__ import annotations

from django.urls import reverse

from games.models import GmAction, Submission

ILLEGAL = "A war - ber\nA mos - stp\nA mos - ukr"  # unreachable; Moscow ordered twice


def _schedule_form(**extra):
    return {"zat_time": "20:00", "zat_time_zone": "Europe/Berlin",
            "zat_weekdays": [str(d) for d in range(7)], "grace_minutes": "0",
            "max_extension_hours": "72", "nmr_policy": "hold", "civil_disorder_after": "2",
            "reason": "house rules", **extra}


def test_by_default_illegal_orders_are_saved_each_flagged_on_its_line(running_game, players,
                                                                      api_for):
    response = api_for(players["russia"]).post(
        reverse("api-submissions", args=[running_game.pk]), {"text": ILLEGAL}, format="json")
    assert response.status_code == 201
    submission = Submission.objects.get(seat__key="russia")
    assert not submission.is_valid
    lines = submission.parsed["lines"]
    assert [line["verdict"] for line in lines] == ["invalid", "replaced", None]
    assert lines[0]["error"].startswith("A war cannot reach Berlin")
    assert "sil" in lines[0]["error"]  # where it could go
    assert "Line 3 gives this unit another order" in lines[1]["error"]


def test_the_game_master_sets_refuse_on_the_schedule_page(running_game, gm, client_for,
                                                          players):
    assert running_game.illegal_orders == "warn"
    page = client_for(gm).get(reverse("gm-schedule", args=[running_game.pk])).content.decode()
    assert 'name="illegal_orders"' in page
    response = client_for(gm).post(reverse("gm-schedule", args=[running_game.pk]),
                                   _schedule_form(illegal_orders="refuse"))
    assert response.status_code == 302
    running_game.refresh_from_db()
    assert running_game.illegal_orders == "refuse"
    change = GmAction.objects.get(game=running_game, action="game_schedule_update")
    assert (change.before["illegal_orders"], change.after["illegal_orders"]) == ("warn",
                                                                                 "refuse")
    # Refused on the page: 400, the lines listed with their verdicts, nothing saved.
    response = client_for(players["russia"]).post(
        reverse("orders-submit", args=[running_game.pk]), {"kind": "orders", "orders": ILLEGAL})
    assert response.status_code == 400
    text = response.content.decode()
    assert "Not saved" in text and "line 1 “A war - ber”" in text
    assert 'data-verdict="replaced"' in text
    assert not Submission.objects.filter(seat__key="russia").exists()
    # A sheet the adjudicator will carry out is saved as ever.
    response = client_for(players["russia"]).post(
        reverse("orders-submit", args=[running_game.pk]),
        {"kind": "orders", "orders": "A war - gal\nA mos - ukr"})
    assert response.status_code == 302
    assert Submission.objects.get(seat__key="russia").is_valid


def test_the_api_sets_refuse_and_a_refused_submission_is_a_400_listing_the_lines(
        running_game, gm, players, api_for):
    url = reverse("api-schedule", args=[running_game.pk])
    wrong = api_for(gm).post(url, {"reason": "x", "illegal_orders": "sometimes"}, format="json")
    assert wrong.status_code == 400 and "illegal_orders" in wrong.json()
    assert api_for(gm).post(url, {"reason": "x", "illegal_orders": "refuse"},
                            format="json").status_code == 200
    game = api_for(gm).get(reverse("api-game", args=[running_game.pk])).json()
    assert game["illegal_orders"] == "refuse"
    response = api_for(players["russia"]).post(
        reverse("api-submissions", args=[running_game.pk]), {"text": ILLEGAL}, format="json")
    assert response.status_code == 400
    body = response.json()
    assert "line 1 “A war - ber”" in body["text"][0]
    assert [line["verdict"] for line in body["lines"]] == ["invalid", "replaced", None]
    assert not Submission.objects.filter(seat__key="russia").exists()


def test_the_verdict_reads_in_the_players_language():
    from games.rulesets import get_ruleset

    rules = get_ruleset("diplomacy")
    state = rules.initial_phase({}).state
    found = rules.check_submission(state, "france", "orders", "A mun H\nF bre - mun", lang="de")
    first, second = found.lines
    assert first.verdict == "invalid"
    assert first.error == ("Die Einheit in München gehört Deutschland, nicht Ihnen: der Befehl "
                           "ist ungültig. Ihre Einheiten: A par, A mar, F bre.")
    assert second.error.startswith("F bre kann nicht nach München ziehen")
    english = rules.check_submission(state, "france", "orders", "A mun H", lang="en").lines[0]
    assert english.error.startswith("The unit in Munich belongs to Germany")
