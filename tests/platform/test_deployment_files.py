"""docker-compose.yml and the Dockerfile, checked without a Docker daemon.

The compose file is read with PyYAML (merge keys included, as Compose reads them); its
environment is then handed to the real settings in a child process, so a variable the settings
do not understand (or read differently) fails here rather than in the first deployment.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import warnings
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import yaml

pytestmark = pytest.mark.once  # reads the deployment files

ROOT = Path(__file__).resolve().parents[2]
APP_SERVICES = ("web", "worker", "beat")


@pytest.fixture(scope="module")
def compose() -> dict:
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


@pytest.fixture(scope="module")
def services(compose) -> dict:
    return compose["services"]


@pytest.fixture(scope="module")
def dockerfile() -> str:
    # Continuation lines joined, so each instruction is one line.
    return (ROOT / "Dockerfile").read_text().replace("\\\n", " ")


def _command(service: dict) -> str:
    command = service["command"]
    return " ".join(command) if isinstance(command, list) else " ".join(command.split())


def _environment(service: dict) -> dict[str, str]:
    env = service.get("environment", {})
    if isinstance(env, list):
        env = dict(item.split("=", 1) for item in env)
    # Compose substitutes ${NAME:-default}; the defaults are what a bare `up` runs with.
    return {k: re.sub(r"\$\{\w+:-([^}]*)\}", r"\1", str(v)) for k, v in env.items()}


def _clean_env(**extra: str) -> dict[str, str]:
    """A child's environment as a container has it: no variables leaked from this test run
    (DATABASE_URL from CI, DJANGO_ALLOW_ASYNC_UNSAFE set by browser tests, ...)."""
    keep = {k: os.environ[k] for k in ("PATH", "HOME", "LANG", "TMPDIR") if k in os.environ}
    return {**keep, **extra}


def _smtp_port_of(mail_service: dict) -> int:
    # Mailpit and MailHog both listen for SMTP on 1025 unless told otherwise.
    env = _environment(mail_service)
    listen = env.get("MP_SMTP_BIND_ADDR", ":1025")
    return int(listen.rsplit(":", 1)[1])


def test_it_declares_every_service_of_the_deployment(services):
    assert {"postgres", "redis", "web", "worker", "beat", "mailpit"} <= set(services)
    assert services["postgres"]["image"].startswith("postgres:")
    assert services["redis"]["image"].startswith("redis:")
    assert "mailpit" in services["mailpit"]["image"]


def test_the_web_service_migrates_then_serves_with_gunicorn(services):
    command = _command(services["web"])
    assert "manage.py migrate --no-input" in command
    assert "gunicorn gamemaster.wsgi" in command
    assert command.index("migrate") < command.index("gunicorn")
    assert "8000:8000" in services["web"]["ports"]


def test_worker_and_beat_run_celery_on_the_project_app(services):
    assert re.search(r"celery -A gamemaster worker\b", _command(services["worker"]))
    assert re.search(r"celery -A gamemaster beat\b", _command(services["beat"]))
    # Only one beat may exist, or every sweep would run twice.
    beats = [name for name, s in services.items()
             if "command" in s and re.search(r"\bbeat\b", _command(s))]
    assert beats == ["beat"]


def test_the_workers_consume_the_default_and_the_mail_queue(services):
    """Every queue the app routes to (gamemaster.celery: "celery", "mail") is consumed by some
    worker service: a worker without -Q takes all of them, one with -Q the ones named."""
    from gamemaster.celery import app

    consumed: set[str] = set()
    for service in services.values():
        command = _command(service) if "command" in service else ""
        if not re.search(r"celery -A gamemaster worker\b", command):
            continue
        named = re.search(r"(?:-Q|--queues)[ =](\S+)", command)
        consumed |= set(named.group(1).split(",")) if named else set(app.amqp.queues)
    assert consumed >= set(app.amqp.queues) == {"celery", "mail"}


@pytest.mark.parametrize("name", APP_SERVICES)
def test_app_services_reach_postgres_redis_and_the_mail_catcher(services, name):
    service = services[name]
    env = _environment(service)
    database = urlsplit(env["DATABASE_URL"])
    assert database.scheme in {"postgres", "postgresql"}
    assert database.hostname == "postgres"
    postgres_env = services["postgres"]["environment"]
    assert database.username == postgres_env["POSTGRES_USER"]
    assert database.password == postgres_env["POSTGRES_PASSWORD"]
    assert database.path.lstrip("/") == postgres_env["POSTGRES_DB"]
    broker = urlsplit(env["CELERY_BROKER_URL"])
    assert (broker.scheme, broker.hostname) == ("redis", "redis")
    mail = urlsplit(env["EMAIL_URL"])
    assert (mail.scheme, mail.hostname) == ("smtp", "mailpit")
    assert mail.port == _smtp_port_of(services["mailpit"])
    assert env["DEBUG"] == "false"
    assert set(service["depends_on"]) >= {"postgres", "redis", "mailpit"}
    assert service["depends_on"]["postgres"]["condition"] == "service_healthy"
    assert service["depends_on"]["redis"]["condition"] == "service_healthy"


def test_databases_and_queues_have_health_checks_and_volumes(compose, services):
    for name in ("postgres", "redis"):
        assert services[name]["healthcheck"]["test"]
        volume = services[name]["volumes"][0].split(":")[0]
        assert volume in compose["volumes"]


def test_the_settings_read_the_compose_environment_as_meant(services, tmp_path):
    env = _clean_env(**_environment(services["web"]), GAMEMASTER_VAR_DIR=str(tmp_path / "var"))
    probe = (
        "import django; django.setup()\n"
        "from django.conf import settings as s\n"
        "print(s.DEBUG, s.DATABASES['default']['ENGINE'], s.DATABASES['default']['HOST'],"
        " s.CELERY_BROKER_URL, s.EMAIL_BACKEND, s.EMAIL_HOST, s.EMAIL_PORT,"
        " s.WEB_CONCURRENCY)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True,
        env={**env, "DJANGO_SETTINGS_MODULE": "gamemaster.settings"},
    ).stdout.split()
    assert out == ["False", "django.db.backends.postgresql", "postgres", "redis://redis:6379/0",
                   "django.core.mail.backends.smtp.EmailBackend", "mailpit", "1025", "3"]
    # The start-up checks (ours and Django's deploy checks) find no error in that set-up.
    checked = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "ERROR"],
        cwd=ROOT, capture_output=True, text=True, env=env,
    )
    assert checked.returncode == 0, checked.stderr


def test_the_dockerfile_installs_the_pinned_requirements_and_collects_static(dockerfile):
    lines = [line.strip() for line in dockerfile.splitlines()]
    assert any(re.match(r"FROM python:3\.11", line) for line in lines)
    copy_req = next(i for i, line in enumerate(lines) if line == "COPY requirements.txt .")
    install = next(i for i, line in enumerate(lines)
                   if re.match(r"RUN pip install .*-r requirements\.txt", line))
    collect = next(i for i, line in enumerate(lines)
                   if line.startswith("RUN") and "manage.py collectstatic --no-input" in line)
    copy_all = lines.index("COPY . .")
    assert copy_req < install < copy_all < collect
    assert "DEBUG=false" in lines[collect]
    assert any(line.startswith("USER ") and line != "USER root" for line in lines)


def test_collectstatic_as_the_image_runs_it_succeeds(tmp_path):
    # DEBUG off selects whitenoise's compressed manifest storage, which refuses a stylesheet
    # pointing at a missing file: the build would fail exactly like this.
    env = _clean_env(DEBUG="false", SECRET_KEY="collectstatic-only",
                     GAMEMASTER_VAR_DIR=str(tmp_path / "var"), STATIC_ROOT=str(tmp_path / "static"))
    done = subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--no-input", "-v", "0"],
        cwd=ROOT, capture_output=True, text=True, env=env,
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "static" / "staticfiles.json").exists()
    assert (tmp_path / "static" / "css" / "site.css").exists()


@pytest.mark.django_db
def test_development_serves_static_files_without_collectstatic(client):
    # The test run, like ./scripts/run, has no collected STATIC_ROOT: whitenoise must serve
    # static/ through the finders and not warn about the missing directory.
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        from whitenoise.middleware import WhiteNoiseMiddleware

        WhiteNoiseMiddleware(get_response=lambda request: None)
    response = client.get("/static/css/site.css")
    assert response.status_code == 200


def test_the_image_compiles_the_engine_and_runs_the_build_it_checked(dockerfile):
    # The optional mypyc build (scripts/compile-engines) is made in the full Debian image
    # (gcc, Python's headers) and only adjudication/ comes over, after the source, so the
    # extensions sit beside the .py files they were built from; the final image checks that
    # its interpreter imports them.
    lines = [line.strip() for line in dockerfile.splitlines()]
    stage = lines.index("FROM python:3.11-bookworm AS engine")
    build = next(i for i, line in enumerate(lines)
                 if line.startswith("RUN") and "scripts/compile-engines" in line)
    final = lines.index("FROM python:3.11-slim-bookworm")
    copy_all = lines.index("COPY . .")
    copy_engine = lines.index("COPY --from=engine /src/adjudication/ adjudication/")
    check = lines.index("RUN python tools/compiled_engine.py status --expect compiled")
    assert stage < build < final < copy_all < copy_engine < check
    # A local build is for the local interpreter: it never enters the build context.
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert {"**/*.so", "**/compiled__mypyc.json", ".venv-compile", "build"} <= set(ignored)
