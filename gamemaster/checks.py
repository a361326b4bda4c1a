"""System checks for settings that do not fit together (run by ``manage.py check`` and at start).

Each check reads settings only (but E004, which reads the engine's optional mypyc build); IDs
are ``gamemaster.E00x`` for errors that stop the server and ``gamemaster.W00x`` for
combinations that run but will hurt.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.checks import Error, Tags, Warning, register
from django.utils.module_loading import import_string


@register(Tags.security, deploy=False)
def check_secret_key(app_configs: Any, **kwargs: Any) -> list:
    if not settings.DEBUG and settings.SECRET_KEY == settings.DEFAULT_SECRET_KEY:
        return [
            Error(
                "DEBUG is off but SECRET_KEY is the development placeholder.",
                hint="Set the SECRET_KEY environment variable to a long random string.",
                id="gamemaster.E001",
            )
        ]
    return []


@register(Tags.database)
def check_sqlite_with_many_processes(app_configs: Any, **kwargs: Any) -> list:
    engine = settings.DATABASES["default"]["ENGINE"]
    if engine.endswith("sqlite3") and settings.WEB_CONCURRENCY > 1:
        return [
            Warning(
                f"SQLite with WEB_CONCURRENCY={settings.WEB_CONCURRENCY}: concurrent writers "
                "will wait on one file lock and may time out.",
                hint="Use PostgreSQL (DATABASE_URL=postgres://...) for more than one web process.",
                id="gamemaster.W001",
            )
        ]
    return []


@register()
def check_production_services(app_configs: Any, **kwargs: Any) -> list:
    if settings.DEBUG:
        return []
    problems = []
    if settings.CELERY_BROKER_URL.startswith("filesystem"):
        problems.append(
            Warning(
                "DEBUG is off but Celery uses the filesystem broker.",
                hint="Set CELERY_BROKER_URL=redis://host:6379/0 in production.",
                id="gamemaster.W002",
            )
        )
    if settings.EMAIL_BACKEND.endswith(("filebased.EmailBackend", "console.EmailBackend")):
        problems.append(
            Warning(
                "DEBUG is off but e-mail is written to files or the console, not sent.",
                hint="Set EMAIL_URL=smtp://user:password@host:587 (or smtp+tls://...).",
                id="gamemaster.W003",
            )
        )
    return problems


@register()
def check_rulesets(app_configs: Any, **kwargs: Any) -> list:
    errors = []
    rulesets = getattr(settings, "GAMEMASTER_RULESETS", {})
    if not rulesets:
        errors.append(
            Error(
                "GAMEMASTER_RULESETS is empty: no game can be created.",
                hint="Register at least one, e.g. games.rulesets.diplomacy.DiplomacyRuleSet.",
                id="gamemaster.E002",
            )
        )
    for key, dotted in rulesets.items():
        try:
            import_string(dotted)
        except ImportError as exc:
            errors.append(
                Error(
                    f"Rule set {key!r} cannot be imported from {dotted!r}: {exc}",
                    hint="Fix the dotted path in GAMEMASTER_RULESETS.",
                    id="gamemaster.E003",
                )
            )
    return errors


@register()
def check_site_url(app_configs: Any, **kwargs: Any) -> list:
    """Links in mails start with SITE_URL; its default only fits a site on this machine."""
    if settings.DEBUG or getattr(settings, "SITE_URL_SET", True):
        return []
    return [
        Warning(
            f"DEBUG is off but SITE_URL is not set: links in mails point to {settings.SITE_URL}.",
            hint="Set SITE_URL to the site's public address, e.g. https://games.example.org.",
            id="gamemaster.W004",
        )
    ]


@register()
def check_engine_build(app_configs: Any, **kwargs: Any) -> list:
    """A mypyc build of the engine (scripts/compile-engines) made from an older version of a
    module would run in place of its .py: refuse to start (``migrate`` runs this check too)."""
    from tools import compiled_engine

    stale = [name for name, state in compiled_engine.status(compiled_engine.ROOT).items()
             if state == "stale"]
    if not stale:
        return []
    return [
        Error(
            f"The engine's compiled build is stale: {', '.join(stale)} changed since it was "
            "built, and the old build would run in its place.",
            hint="Run scripts/compile-engines (build again) or scripts/compile-engines --clean "
                 "(pure Python).",
            id="gamemaster.E004",
        )
    ]
