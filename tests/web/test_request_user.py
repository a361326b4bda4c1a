"""The request's user read with its profile in one statement (games/request_user.py) keeps
what Django's own ``get_user`` guarantees: a session whose password hash no longer matches is
logged out, an inactive user is nobody, and the copy is of the Django it was written for."""

from __future__ import annotations

import django
import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_the_copy_of_get_user_is_of_this_django():
    # games/request_user.get_user follows django.contrib.auth.get_user of Django 5.2 step by
    # step; on another Django, compare the two again before moving this line.
    assert django.VERSION[:2] == (5, 2)


def test_a_password_changed_elsewhere_ends_the_other_sessions(running_game, players,
                                                               client_for):
    anna = players["austria"]
    client = client_for(anna)
    page = reverse("game-detail", args=[running_game.pk])
    assert client.get(page).status_code == 200
    anna.set_password("a new secret 1848")
    anna.save()
    answer = client.get(page)
    assert answer.status_code == 302 and reverse("login") in answer["Location"]


def test_an_inactive_user_is_nobody(running_game, players, client_for):
    anna = players["austria"]
    client = client_for(anna)
    anna.is_active = False
    anna.save()
    answer = client.get(reverse("game-detail", args=[running_game.pk]))
    assert answer.status_code == 302 and reverse("login") in answer["Location"]


def test_the_user_comes_with_the_profile(running_game, players, client_for,
                                        django_assert_num_queries):
    from games import services

    anna = players["austria"]
    services.profile_update(user=anna, time_zone="Europe/Berlin")
    client = client_for(anna)
    answer = client.get(reverse("profile"))
    assert answer.status_code == 200
    assert answer.wsgi_request.user.pk == anna.pk
    with django_assert_num_queries(0):
        assert answer.wsgi_request.user.profile.time_zone == "Europe/Berlin"
