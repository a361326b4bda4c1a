"""Logs an operator can read (issue 26): a refused request (403, 404, 429, 400) is one line in
the log; a traceback stands only beside a real error, and ``LOG_FORMAT=json`` writes one JSON
object a line. The probe sends every endpoint of the URL conf a GET and an empty POST as a
stranger and as a seated player of another game's seat, as a curious player would; the
oracle is each log record's own status."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.test import Client

from gamemaster.logging_filters import RefusalsInOneLine
from games.models import Seat
from tools.attack_surface import all_endpoints

ROOT = Path(__file__).resolve().parents[2]


def _record(status: int | None) -> logging.LogRecord:
    try:
        raise PermissionError("nope")
    except PermissionError:
        exc_info = sys.exc_info()
    record = logging.LogRecord("django.request", logging.WARNING, __file__, 1,
                               "Forbidden (Permission denied): %s", ("/x/",), exc_info)
    if status is not None:
        record.status_code = status
    return record


@pytest.mark.parametrize("status", [400, 403, 404, 429, 499])
def test_a_refusal_keeps_its_line_and_loses_its_traceback(status):
    record = _record(status)
    assert RefusalsInOneLine().filter(record) is True
    assert record.exc_info is None
    assert "\n" not in logging.Formatter().format(record)


@pytest.mark.parametrize("status", [500, 503, None])
def test_a_real_error_and_a_record_without_status_keep_their_traceback(status):
    record = _record(status)
    assert RefusalsInOneLine().filter(record) is True
    assert record.exc_info is not None
    assert "Traceback" in logging.Formatter().format(record)


@pytest.mark.django_db
def test_a_probe_of_every_endpoint_leaves_no_traceback_of_a_refusal(running_game, caplog):
    seat = Seat.objects.filter(game=running_game).exclude(player=None).first()
    player = Client()
    player.force_login(seat.player)
    values = {"game_id": running_game.pk, "seat_id": seat.pk}
    statuses: list[int] = []
    with caplog.at_level(logging.INFO):
        for endpoint in all_endpoints():
            path = endpoint.path(values)
            for client in (Client(), player):
                statuses.append(client.get(path).status_code)
                statuses.append(client.post(path, {}).status_code)
    refusals = [r for r in caplog.records if 400 <= getattr(r, "status_code", 0) < 500]
    # The probe did provoke refusals of each kind the filter is for, and the log has them.
    assert {403, 404} <= set(statuses)
    assert {403, 404} <= {r.status_code for r in refusals}
    assert [r.getMessage() for r in refusals if r.exc_info or r.exc_text] == []


def test_log_format_json_writes_one_json_object_a_line():
    env = {**os.environ, "LOG_FORMAT": "json", "DJANGO_SETTINGS_MODULE": "gamemaster.settings"}
    code = ("import django, logging; django.setup(); "
            "logging.getLogger('django.request').warning('Forbidden: %s', '/gm/', "
            "extra={'status_code': 403})")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120, check=True)
    rows = [json.loads(line) for line in done.stderr.splitlines() if line.strip()]
    assert [(row["levelname"], row["name"], row["message"]) for row in rows] == [
        ("WARNING", "django.request", "Forbidden: /gm/")]


def test_an_unknown_log_format_is_refused_with_the_values_that_work():
    env = {**os.environ, "LOG_FORMAT": "xml", "DJANGO_SETTINGS_MODULE": "gamemaster.settings"}
    done = subprocess.run([sys.executable, "-c", "import django; django.setup()"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    assert "LOG_FORMAT must be 'text' or 'json', not 'xml'" in done.stderr
