"""Web-test helpers on top of the shared personas in tests/conftest.py: logged-in clients, API
clients with a token, and a started Rather Silly game (``silly_game``) with a player per seat."""

from __future__ import annotations

import pytest
from django.test import Client
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from games import services


@pytest.fixture
def client_for(db):
    """A page client logged in as the given user."""

    def make(user) -> Client:
        client = Client()
        client.force_login(user)
        return client

    return make


@pytest.fixture
def api_for(db):
    """An API client authenticated with the user's token (the token-auth path)."""

    def make(user) -> APIClient:
        token, _ = Token.objects.get_or_create(user=user)
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
        return client

    return make


@pytest.fixture
def phase(running_game):
    return running_game.phases.get()


@pytest.fixture
def silly_game(db, gm, django_user_model, frozen):
    game = services.game_create(creator=gm, name="Silly", ruleset="rather_silly", seed=42)
    for seat in game.seats.all():
        player = django_user_model.objects.create_user(f"p-{seat.key}", password="x")
        services.seat_assign(seat=seat, player=player, actor=gm)
    services.game_start(game=game, actor=gm)
    return game
