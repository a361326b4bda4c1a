"""Property-based API test: schemathesis generates requests from our OpenAPI schema (valid and
malformed) and every answer must be below 500. Requests are sent in-process to the WSGI app with
a game master's token; path ids are pointed at a real running game so the generated bodies reach
the services instead of stopping at a 404."""

from __future__ import annotations

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from hypothesis import HealthCheck, settings
from rest_framework.authtoken.models import Token
from schemathesis.checks import not_a_server_error
from schemathesis.config import SchemathesisConfig

# The coverage phase enumerates every boundary value of every field (thousands of requests);
# random generation with a few examples per operation keeps the run well under two minutes.
CONFIG = SchemathesisConfig.from_dict({
    "phases": {"coverage": {"enabled": False}, "stateful": {"enabled": False}},
    "generation": {"max-examples": 4},
})


@pytest.fixture
def keep_test_connection():
    """Django's WSGI handler closes "old" database connections around each request, which on
    PostgreSQL (CONN_MAX_AGE set) would end the test's transaction; Django's own test client
    switches that off the same way."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def api_schema(db, keep_test_connection):
    return schemathesis.openapi.from_wsgi(
        "/api/schema/?format=json", get_wsgi_application(), config=CONFIG
    )


schema = schemathesis.pytest.from_fixture("api_schema")


@pytest.fixture
def gm_token(running_game, gm) -> str:
    return Token.objects.get_or_create(user=gm)[0].key


@schema.parametrize()
@settings(max_examples=4, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
def test_the_api_never_answers_with_a_server_error(case, gm_token, running_game):
    if "game_id" in (case.path_parameters or {}):
        case.path_parameters["game_id"] = running_game.pk
    if "phase_id" in (case.path_parameters or {}):
        case.path_parameters["phase_id"] = running_game.phases.order_by("index").first().pk
    response = case.call(headers={"Authorization": f"Token {gm_token}"})
    case.validate_response(response, checks=[not_a_server_error])
