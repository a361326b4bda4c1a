"""Pages show times in the viewer's profile time zone (games.middleware.UserTimeZoneMiddleware)."""

from __future__ import annotations

import pytest
from django.conf import settings as django_settings
from django.urls import reverse

from games import services

MIDDLEWARE = "games.middleware.UserTimeZoneMiddleware"


@pytest.fixture
def with_time_zone_middleware(settings):
    # The wiring itself lives in gamemaster/settings.py; this makes the test independent of it.
    if MIDDLEWARE not in django_settings.MIDDLEWARE:
        auth = settings.MIDDLEWARE.index(
            "django.contrib.auth.middleware.AuthenticationMiddleware")
        settings.MIDDLEWARE = [*settings.MIDDLEWARE[: auth + 1], MIDDLEWARE,
                               *settings.MIDDLEWARE[auth + 1:]]


def test_the_zat_is_shown_in_the_players_time_zone(with_time_zone_middleware, running_game,
                                                   players, client_for):
    services.profile_update(user=players["russia"], time_zone="America/New_York")
    html = client_for(players["russia"]).get(
        reverse("game-detail", args=[running_game.pk])).content.decode()
    # The fixture's first ZAT is Wednesday 20:00 in Berlin = 14:00 in New York.
    assert "14:00 EST" in html


def test_without_a_profile_time_zone_the_site_default_is_used(with_time_zone_middleware,
                                                              running_game, players,
                                                              client_for):
    html = client_for(players["austria"]).get(
        reverse("game-detail", args=[running_game.pk])).content.decode()
    assert "20:00 CET" in html
