"""The README's default set-up under its own processes (issue 23): SQLite, the file broker and
mail to files, with the web server, a Celery worker and Celery beat started as ``scripts/run``
starts them. All seven players send their orders through the web at the same moment; the turn
is adjudicated early by the worker, and every receipt and turn report leaves on its first
attempt, with no lock error in any log.

SQLite refuses a transaction that read and then wants to write while another process writes
("database is locked", no waiting): without IMMEDIATE transactions this test fails on the
submissions themselves (gamemaster/settings.py, docs/operations.md)."""

from __future__ import annotations

import email
import json
import os
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
HELPER = Path(__file__).with_name("embedded_site.py")
SEATS = 7

pytestmark = pytest.mark.once  # SQLite's own behaviour: the PostgreSQL run has nothing to add


def wait_for(condition: Callable[[], Any], what: str, timeout: float = 240.0) -> Any:
    """Poll the other processes' progress (they run in real time; nothing can be frozen)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.3)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def site(tmp_path: Path) -> Iterator[dict[str, Any]]:
    var = tmp_path / "var"
    env = {key: value for key, value in os.environ.items()
           if key not in ("DATABASE_URL", "EMAIL_FILE_PATH", "CELERY_TASK_ALWAYS_EAGER",
                          "MAIL_QUEUE_SEND_AT_ONCE")}
    env.update(DJANGO_SETTINGS_MODULE="gamemaster.settings", GAMEMASTER_VAR_DIR=str(var),
               DATABASE_URL=f"sqlite:///{var / 'gamemaster.sqlite3'}",
               CELERY_BROKER_URL="filesystem://", EMAIL_URL="filemail://",
               ZAT_SWEEP_EVERY="2", MAIL_QUEUE_SWEEP_EVERY="2", PYTHONUNBUFFERED="1")
    python = sys.executable
    subprocess.run([python, "manage.py", "migrate", "--no-input", "-v", "0"], cwd=ROOT, env=env,
                   check=True)
    made = json.loads(subprocess.run([python, str(HELPER), "setup"], cwd=ROOT, env=env,
                                     check=True, capture_output=True, text=True).stdout)
    port = free_port()
    commands = {
        "web": [python, "manage.py", "runserver", f"127.0.0.1:{port}", "--noreload"],
        "worker": [python, "-m", "celery", "-A", "gamemaster", "worker", "--loglevel=INFO",
                   "--concurrency=2"],
        "beat": [python, "-m", "celery", "-A", "gamemaster", "beat", "--loglevel=INFO",
                 "--pidfile=", "-s", str(var / "celerybeat-schedule")],
    }
    logs = {name: tmp_path / f"{name}.log" for name in commands}
    processes = []
    try:
        for name, command in commands.items():
            with logs[name].open("w") as log:
                processes.append(subprocess.Popen(command, cwd=ROOT, env=env, stdout=log,
                                                  stderr=subprocess.STDOUT))
        url = f"http://127.0.0.1:{port}"
        wait_for(lambda: _answers(url) and "ready." in logs["worker"].read_text(),
                 "the web server and the worker to be ready")
        yield {"url": url, "var": var, "logs": logs, **made}
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/", timeout=5):
            return True
    except OSError:
        return False


def rows(var: Path, sql: str) -> list[tuple]:
    with sqlite3.connect(var / "gamemaster.sqlite3", timeout=30) as db:
        return db.execute(sql).fetchall()


def mails_in(outbox: Path) -> list[email.message.Message]:
    found = []
    for path in sorted(outbox.glob("*")):
        for chunk in path.read_text().split("-" * 79):
            if chunk.strip():
                found.append(email.message_from_string(chunk.strip()))
    return found


def test_all_players_at_once_under_a_real_worker_and_beat(site: dict[str, Any]) -> None:
    var = site["var"]
    sent = subprocess.run(
        [sys.executable, str(HELPER), "submit", site["url"], str(site["game"]),
         json.dumps(site["tokens"])], cwd=ROOT, check=True, capture_output=True, text=True)
    assert json.loads(sent.stdout) == {seat: "201" for seat in site["tokens"]}

    wait_for(lambda: rows(var, "SELECT status FROM games_phase WHERE label = 'S1901M'")
             == [("published",)], "the worker to adjudicate and publish S1901M early")
    # Every player and the game master get a turn report; every player a receipt.
    expected = {"receipt": SEATS, "turn_report": SEATS + 1}

    def all_sent() -> bool:
        counts = dict(rows(var, "SELECT q.kind, COUNT(*) FROM games_queuedmail q JOIN "
                                "post_office_email e ON e.id = q.email_id WHERE e.status = 0 "
                                "GROUP BY q.kind"))
        return all(counts.get(kind, 0) >= n for kind, n in expected.items())

    wait_for(all_sent, "every receipt and turn report to be sent")
    attempts = rows(var, "SELECT kind, attempts FROM games_queuedmail")
    assert sorted(kind for kind, _ in attempts) == sorted(
        kind for kind, n in expected.items() for _ in range(n))
    assert {n for _, n in attempts} == {1}, attempts  # each sent on its first attempt
    recipients = [m["To"] for m in mails_in(var / "outbox")
                  if "Results of S1901M" in str(m["Subject"])]
    assert len(recipients) == len(set(recipients)) == SEATS + 1

    for name, log in site["logs"].items():
        text = log.read_text()
        assert "database is locked" not in text, f"{name}: {text[-3000:]}"
        assert "Traceback" not in text, f"{name}: {text[-3000:]}"
