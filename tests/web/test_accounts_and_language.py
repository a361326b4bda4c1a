"""Login, profile, invitations by link, and both languages."""

from __future__ import annotations

from django.core import mail
from django.urls import reverse

from games import services
from games.models import Game

PASSWORD = "correct-horse-battery"


def test_the_login_page_has_labelled_fields(client, db):
    html = client.get(reverse("login")).content.decode()
    assert 'for="id_username"' in html and 'for="id_password"' in html


def test_logging_in_switches_to_the_profiles_language(client, players):
    anna = players["austria"]
    services.profile_update(user=anna, language="de")
    response = client.post(reverse("login"), {"username": "anna", "password": PASSWORD})
    assert response.status_code == 302
    assert response.cookies["django_language"].value == "de"
    page = client.get(reverse("home")).content.decode()
    assert "Meine Spiele" in page


def test_the_language_switcher_shows_german_and_remembers_it(players, client_for):
    client = client_for(players["england"])
    response = client.post(reverse("language-switch"),
                           {"language": "de", "next": reverse("home")})
    assert response.status_code == 302
    page = client.get(reverse("home")).content.decode()
    assert 'lang="de"' in page and "Meine Spiele" in page
    assert services.profile_for(players["england"]).language == "de"


def test_german_terms_stay_in_english_pages(running_game, gm, client_for):
    page = client_for(gm).get(reverse("gm-game", args=[running_game.pk])).content.decode()
    assert "Spielleiter" in page and "ZAT" in page


def test_the_profile_saves_preferences(players, client_for):
    client = client_for(players["turkey"])
    response = client.post(reverse("profile"), {
        "language": "de", "time_zone": "Europe/Istanbul", "email_reports": "on",
    })
    profile = services.profile_for(players["turkey"])
    assert response.status_code == 302
    assert (profile.language, profile.time_zone) == ("de", "Europe/Istanbul")
    assert (profile.email_receipts, profile.email_reports) == (False, True)


def test_an_unknown_time_zone_is_refused(players, client_for):
    response = client_for(players["turkey"]).post(reverse("profile"), {
        "language": "en", "time_zone": "Mars/Olympus",
    })
    assert response.status_code == 400
    assert "time_zone" in response.context["form"].errors


def _invite(gm, db_email="neu@example.org"):
    game = services.game_create(creator=gm, name="Einladung", seed=1)
    seat = game.seats.get(key="italy")
    return services.invitation_create(seat=seat, email=db_email, actor=gm, reason="neu"), seat


def test_a_new_player_signs_up_from_the_invitation_and_takes_the_seat(gm, client, db):
    invitation, seat = _invite(gm)
    page = client.get(reverse("invitation-accept", args=[invitation.token]))
    assert page.status_code == 200 and "Italy" in page.content.decode()
    response = client.post(reverse("invitation-signup", args=[invitation.token]), {
        "username": "nina", "email": "neu@example.org",
        "password1": "a-long-Passphrase-77", "password2": "a-long-Passphrase-77",
    })
    seat.refresh_from_db()
    assert response.status_code == 302
    assert seat.player.username == "nina"


def test_a_logged_in_player_accepts_the_invitation(gm, outsider, client_for, db):
    invitation, seat = _invite(gm)
    response = client_for(outsider).post(reverse("invitation-accept", args=[invitation.token]))
    seat.refresh_from_db()
    assert response.status_code == 302 and seat.player == outsider
    again = client_for(outsider).post(reverse("invitation-accept", args=[invitation.token]))
    assert again.status_code == 409


def test_an_unknown_invitation_link_is_404(client, db):
    assert client.get(reverse("invitation-accept", args=["nope"])).status_code == 404


def test_the_gm_invites_by_email_through_the_page(
    gm, client_for, db, django_capture_on_commit_callbacks
):
    game = services.game_create(creator=gm, name="Mail", seed=2)
    with django_capture_on_commit_callbacks(execute=True):
        response = client_for(gm).post(reverse("gm-invite", args=[game.pk]), {
            "seat": "england", "email": "emma@example.org", "reason": "Freundin",
        })
    assert response.status_code == 302
    assert Game.objects.get(pk=game.pk).seats.get(key="england").invitations.count() == 1
    assert any("emma@example.org" in m.to for m in mail.outbox)
