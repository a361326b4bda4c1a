"""Web-test helpers on top of the shared personas in tests/conftest.py: logged-in clients and
API clients with a token."""

from __future__ import annotations

import pytest
from django.test import Client
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient


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
