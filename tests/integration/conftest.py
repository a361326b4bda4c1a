"""Integration tests run against real PostgreSQL, Redis and Celery worker processes.

They are skipped (with the reason) when DATABASE_URL is not PostgreSQL or CELERY_BROKER_URL is not
a reachable Redis. ``.ci/run`` provides both and sets GAMEMASTER_REQUIRE_INTEGRATION=1, which turns
any such skip into a failure so CI can never pass without running them.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

ROOT = Path(__file__).resolve().parents[2]


def _missing_services() -> str | None:
    if settings.DATABASES["default"]["ENGINE"] != "django.db.backends.postgresql":
        return "needs PostgreSQL: set DATABASE_URL=postgres://user:password@host/db"
    broker = settings.CELERY_BROKER_URL
    if not broker.startswith("redis"):
        return "needs Redis: set CELERY_BROKER_URL=redis://host:6379/15"
    import redis

    try:
        redis.Redis.from_url(broker, socket_connect_timeout=2).ping()
    except redis.RedisError as error:
        return f"Redis at {broker} is not reachable: {error}"
    return None


@pytest.fixture
def real_services():
    reason = _missing_services()
    if reason:
        if os.environ.get("GAMEMASTER_REQUIRE_INTEGRATION") == "1":
            pytest.fail(f"integration services required but missing: {reason}")
        pytest.skip(reason)


def wait_for(condition, what: str, timeout: float = 60.0, interval: float = 0.25):
    """Poll another process's progress (a worker is real time, it cannot be frozen)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


@pytest.fixture(name="wait_for")
def wait_for_fixture():
    return wait_for


@pytest.fixture
def outbox(tmp_path) -> Path:
    path = tmp_path / "outbox"
    path.mkdir()
    return path


def celery_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """The environment of a celery process on the test database and the test's Redis."""
    db = connection.settings_dict
    database_url = (
        f"postgres://{db['USER']}:{db['PASSWORD']}@{db['HOST'] or 'localhost'}:"
        f"{db['PORT'] or 5432}/{db['NAME']}"
    )
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "gamemaster.settings",
        "DATABASE_URL": database_url,
        "CELERY_BROKER_URL": settings.CELERY_BROKER_URL,
        "GAMEMASTER_VAR_DIR": str(tmp_path / "var"),
        **extra,
    }


@pytest.fixture
def celery_worker_process(real_services, transactional_db, tmp_path, outbox, settings):
    """A real ``celery worker`` subprocess on the test database, mailing into ``outbox``."""
    settings.CELERY_TASK_ALWAYS_EAGER = False  # publish to Redis for the worker
    env = celery_env(tmp_path, EMAIL_URL="filemail://", EMAIL_FILE_PATH=str(outbox))
    log = (tmp_path / "worker.log").open("w")
    name = f"integration-{uuid.uuid4().hex[:8]}@%h"
    process = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "gamemaster", "worker", "--loglevel=INFO",
         "--concurrency=2", "--without-gossip", "--without-mingle", "-n", name],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
    )
    from gamemaster.celery import app

    try:
        wait_for(lambda: process.poll() is not None or app.control.ping(timeout=0.5),
                 "the Celery worker to answer a ping")
        if process.poll() is not None:
            raise AssertionError("worker exited:\n" + (tmp_path / "worker.log").read_text())
        yield process
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()
        # The worker's connections must be gone before pytest-django flushes the database.
        connection.close()
