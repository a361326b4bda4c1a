"""Settings, read from the environment (django-environ).

Every default is chosen so that a fresh checkout runs with no server at all: SQLite under
``var/``, a Celery broker on the kombu filesystem transport under ``var/``, mail written to files
under ``var/outbox/``. Production sets ``DATABASE_URL`` (PostgreSQL via psycopg 3),
``CELERY_BROKER_URL`` (Redis) and ``EMAIL_URL`` (SMTP). Combinations that cannot work are
reported by the system checks in ``gamemaster/checks.py``.
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import environ
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(environ.Env().str("GAMEMASTER_VAR_DIR", default=str(BASE_DIR / "var")))
VAR_DIR.mkdir(parents=True, exist_ok=True)

# The one placeholder key; checks.py refuses it when DEBUG is off.
DEFAULT_SECRET_KEY = "dev-only-insecure-secret-key-change-me"

env = environ.Env(
    DEBUG=(bool, True),
    SECRET_KEY=(str, DEFAULT_SECRET_KEY),
    ALLOWED_HOSTS=(list, ["127.0.0.1", "localhost", "testserver"]),
    CSRF_TRUSTED_ORIGINS=(list, []),
    TIME_ZONE=(str, "Europe/Berlin"),
    WEB_CONCURRENCY=(int, 1),
)

DEBUG: bool = env("DEBUG")
SECRET_KEY: str = env("SECRET_KEY")
ALLOWED_HOSTS: list[str] = env("ALLOWED_HOSTS")
CSRF_TRUSTED_ORIGINS: list[str] = env("CSRF_TRUSTED_ORIGINS")
# How many web processes serve requests; checks.py warns when SQLite is asked to serve several.
WEB_CONCURRENCY: int = env("WEB_CONCURRENCY")
# DEBUG only: Django's own 404 page with the URL list instead of the site's (games.middleware).
GAMEMASTER_DEBUG_404: bool = env.bool("GAMEMASTER_DEBUG_404", default=False)

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "axes",
    "post_office",
    "gamemaster.apps.GamemasterConfig",
    "games",
]

# Django's database sessions, their one read written once as SQL (games/sessions.py).
SESSION_ENGINE = "games.sessions"

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Sessions, users and messages: Django's, skipped by an API request with a token and no
    # session cookie (games.middleware).
    "games.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    # The demo (DEBUG on) answers a missing page with the site's 404, not Django's URL list.
    "games.middleware.SiteNotFoundMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "games.middleware.AuthenticationMiddleware",
    "games.middleware.UserTimeZoneMiddleware",
    "games.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Last: turns a log-in refused by the lock-out into its 429 page (games.login_throttle).
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "gamemaster.urls"
WSGI_APPLICATION = "gamemaster.wsgi.application"
ASGI_APPLICATION = "gamemaster.asgi.application"

# A game is one folder (docs/architecture.md, "Adding a game"): after the project's and the
# apps' templates, each registered game's own (games.template_loaders). Cached unless DEBUG,
# as Django's default loaders are.
_TEMPLATE_LOADERS = [
    "django.template.loaders.filesystem.Loader",
    "django.template.loaders.app_directories.Loader",
    "games.template_loaders.GameTemplates",
]
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "OPTIONS": {
            "loaders": _TEMPLATE_LOADERS if DEBUG else [
                ("django.template.loaders.cached.Loader", _TEMPLATE_LOADERS)],
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": env.db("DATABASE_URL", default=f"sqlite:///{VAR_DIR / 'gamemaster.sqlite3'}"),
}
DATABASES["default"].setdefault("ATOMIC_REQUESTS", False)
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # A worker, beat and the web server share one file: wait for locks instead of failing.
    # SQLite applies the busy timeout only to a transaction that asks for the write lock at its
    # start: a deferred one that read first and then writes is refused at once ("database is
    # locked") when another process writes. IMMEDIATE takes the lock at BEGIN, so every atomic
    # block waits its turn; WAL lets readers outside a transaction go on while one writes
    # (docs/operations.md "The embedded default under load").
    sqlite_options = DATABASES["default"].setdefault("OPTIONS", {})
    sqlite_options.setdefault("timeout", 20)
    sqlite_options.setdefault("transaction_mode", "IMMEDIATE")
    sqlite_options.setdefault("init_command", "PRAGMA journal_mode=WAL;")
else:
    DATABASES["default"].setdefault("CONN_MAX_AGE", env.int("CONN_MAX_AGE", default=60))
    # Prepared statements: Django switches them off (prepare_threshold None, for poolers in
    # transaction mode); the order submission's few statements ask for them one by one
    # (games.sql_rows.cursor), which psycopg allows only when this is a number. Never
    # reached by the ORM's own queries, which bind their values on the client.
    DATABASES["default"].setdefault("OPTIONS", {}).setdefault("prepare_threshold",
                                                              2**31 - 1)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
AUTHENTICATION_BACKENDS = [
    "games.login_throttle.LoginThrottleBackend",  # refuses a locked-out log-in first
    "django.contrib.auth.backends.ModelBackend",
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "/"
LOGOUT_REDIRECT_URL = "/"

# The map pictures' cache (games/views/map_cache.py): a page's SVG per phase and viewer class,
# drawn once. Its key is a digest of everything the picture is drawn from, so an entry never
# goes stale and is never handed to a viewer who may not see it; the timeout only bounds memory.
# Local memory per web process by default; GAMEMASTER_MAP_CACHE_URL=redis://host:6379/1 shares
# one among all processes (docker-compose.yml). docs/operations.md "The map cache".
GAMEMASTER_MAP_CACHE_URL: str = env.str("GAMEMASTER_MAP_CACHE_URL", default="")
GAMEMASTER_MAP_CACHE_SECONDS: int = env.int("GAMEMASTER_MAP_CACHE_SECONDS", default=7 * 24 * 3600)
CACHES: dict = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
    "maps": (
        {"BACKEND": "django.core.cache.backends.redis.RedisCache",
         "LOCATION": GAMEMASTER_MAP_CACHE_URL, "KEY_PREFIX": "gamemaster",
         "TIMEOUT": GAMEMASTER_MAP_CACHE_SECONDS}
        if GAMEMASTER_MAP_CACHE_URL.startswith(("redis://", "rediss://", "unix://")) else
        {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "maps",
         "TIMEOUT": GAMEMASTER_MAP_CACHE_SECONDS,
         # A standard map is 60-200 KB: 500 entries stay under 100 MB per process.
         "OPTIONS": {"MAX_ENTRIES": env.int("GAMEMASTER_MAP_CACHE_ENTRIES", default=500)}}
    ),
}

# Internationalisation: German and English, chosen per request by LocaleMiddleware and per
# e-mail by the recipient's profile.
LANGUAGE_CODE = "en"
LANGUAGES = [("de", _("German")), ("en", _("English"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE: str = env("TIME_ZONE")
USE_I18N = True
USE_TZ = True
# One way per kind to show a day and a moment, per language: gamemaster/formats/<lang>/.
FORMAT_MODULE_PATH = ["gamemaster.formats"]

# Static files: collected into staticfiles/ and served by whitenoise (no separate web server).
STATIC_URL = "static/"
STATIC_ROOT = Path(env.str("STATIC_ROOT", default=str(BASE_DIR / "staticfiles")))
STATICFILES_DIRS = [BASE_DIR / "static"]
# Development serves static/ through the finders, re-read per request, so no collectstatic is
# needed; production serves the collected STATIC_ROOT. Tied to the configured DEBUG because
# the test runner turns settings.DEBUG off before the middleware starts: whitenoise's own
# default would then look for a STATIC_ROOT nobody collected ("No directory at ...").
WHITENOISE_AUTOREFRESH = DEBUG
WHITENOISE_USE_FINDERS = DEBUG
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        ),
    },
}

# E-mail: files under var/outbox/ by default; EMAIL_URL=smtp://host:1025 (or smtp+tls://...)
# in production.
_email = env.email_url("EMAIL_URL", default="filemail://")
EMAIL_BACKEND: str = _email["EMAIL_BACKEND"]
EMAIL_HOST: str = _email["EMAIL_HOST"] or "localhost"
EMAIL_PORT: int = _email["EMAIL_PORT"] or 25
EMAIL_HOST_USER: str = _email["EMAIL_HOST_USER"] or ""
EMAIL_HOST_PASSWORD: str = _email["EMAIL_HOST_PASSWORD"] or ""
EMAIL_USE_TLS: bool = bool(_email.get("EMAIL_USE_TLS", False))
EMAIL_USE_SSL: bool = bool(_email.get("EMAIL_USE_SSL", False))
EMAIL_FILE_PATH = env.str("EMAIL_FILE_PATH", default=str(VAR_DIR / "outbox"))
DEFAULT_FROM_EMAIL: str = env.str("DEFAULT_FROM_EMAIL", default="gamemaster@localhost")
SERVER_EMAIL = DEFAULT_FROM_EMAIL
# The site's public address, the one setting every link in a mail starts with (invitations,
# reports, reminders): scheme, host and port, no trailing slash. `scripts/run` sets it from
# GAMEMASTER_ADDR; production sets SITE_URL=https://your.host (a check warns when it is unset
# with DEBUG off). docs/operations.md "The site's public address".
SITE_URL_SET = "SITE_URL" in os.environ
SITE_URL: str = env.str("SITE_URL", default="http://127.0.0.1:8000").rstrip("/")

# The mail queue (django-post-office; docs/operations.md "The mail queue"): every mail is a
# database row written in the transaction of the change that causes it, then sent by the Celery
# task games.tasks.mail_deliver_task (queued on commit, with retries) and by the beat sweep
# games.tasks.mail_queue_sweep_task (anything still queued after MAIL_QUEUE_SWEEP_AFTER
# seconds: a task that was lost). MAIL_QUEUE_SEND_AT_ONCE sends inside the enqueueing call
# instead (the unit tests switch it on, tests/conftest.py; never in production).
# LOG_LEVEL 1: a post_office Log row for a failed try only (the error the game master's mail
# page shows); a sent mail's row says "sent" and when by itself, so a Log row per sent mail
# would be one more committed statement a mail and storage nobody reads (issue 26, item 5).
POST_OFFICE = {"CELERY_ENABLED": False, "LOG_LEVEL": 1, "MAX_RETRIES": 0}
MAIL_QUEUE_SEND_AT_ONCE: bool = env.bool("MAIL_QUEUE_SEND_AT_ONCE", default=False)
MAIL_QUEUE_SWEEP_AFTER: int = env.int("MAIL_QUEUE_SWEEP_AFTER", default=120)
MAIL_QUEUE_MAX_ATTEMPTS: int = env.int("MAIL_QUEUE_MAX_ATTEMPTS", default=6)
# Delivered mails (their rows: recipient, subject, state, Message-ID; bodies that render again
# are dropped on delivery) are deleted this many days after they were sent, by the beat's
# games.tasks.mail_retention_task (hourly), with the inline pictures no mail refers to.
MAIL_KEEP_DELIVERED_DAYS: int = env.int("MAIL_KEEP_DELIVERED_DAYS", default=400)
# Receipts (mails rendered on delivery) are sent by delivery runs, at most one published per
# window of MAIL_DELIVERY_WINDOW seconds (so a receipt leaves that much later); a Redis key in
# the broker's Redis says a run is due (expires after MAIL_DELIVERY_DUE_TTL seconds, should
# the run be lost). No Redis broker: one run per commit. games/emails/outbox.py.
MAIL_DELIVERY_WINDOW: float = env.float("MAIL_DELIVERY_WINDOW", default=1.0)
MAIL_DELIVERY_DUE_TTL: float = env.float("MAIL_DELIVERY_DUE_TTL", default=30.0)
MAIL_DELIVERY_DUE_KEY: str = env.str("MAIL_DELIVERY_DUE_KEY", default="gamemaster:mail-run-due")

# Mail intake (docs/mail.md): seat addresses g<game>-<seat>-<token>@GAMEMASTER_MAIL_DOMAIN
# (default: the domain of DEFAULT_FROM_EMAIL; empty switches addresses off). The inbox is a
# Maildir under var/ by default, or imap[s]://user:password@host[:port]/FOLDER; "" reads none
# (an MTA pipes into `manage.py receive_mail` instead).
GAMEMASTER_MAIL_DOMAIN: str = env.str(
    "GAMEMASTER_MAIL_DOMAIN", default=DEFAULT_FROM_EMAIL.rpartition("@")[2]
)
GAMEMASTER_MAIL_INBOX: str = env.str(
    "GAMEMASTER_MAIL_INBOX", default=f"maildir://{VAR_DIR / 'mail' / 'inbox'}"
)
GAMEMASTER_MAIL_MAX_BYTES: int = env.int("GAMEMASTER_MAIL_MAX_BYTES", default=256 * 1024)
# Inbound mails kept for the audit (the oldest beyond this are deleted by the inbox sweep).
GAMEMASTER_MAIL_KEEP: int = env.int("GAMEMASTER_MAIL_KEEP", default=5000)
# Days the message as received is kept beside its audit row (the GM's "what the player sent");
# older ones are deleted by beat's hourly mail_prune_task, the audit row stays.
GAMEMASTER_MAIL_RAW_DAYS: int = env.int("GAMEMASTER_MAIL_RAW_DAYS", default=90)

# Celery: the kombu filesystem transport needs no server and is safe for one worker and beat on
# one machine; production uses Redis (CELERY_BROKER_URL=redis://...).
BROKER_DIR = VAR_DIR / "broker"
CELERY_BROKER_URL: str = env.str("CELERY_BROKER_URL", default="filesystem://")
CELERY_BROKER_TRANSPORT_OPTIONS: dict = {}
if CELERY_BROKER_URL.startswith("filesystem"):
    for sub in ("queue", "processed", "control"):
        (BROKER_DIR / sub).mkdir(parents=True, exist_ok=True)
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(BROKER_DIR / "queue"),
        "data_folder_out": str(BROKER_DIR / "queue"),
        "processed_folder": str(BROKER_DIR / "processed"),
        # Without it kombu writes broadcast (remote control) files to ./control in the cwd.
        "control_folder": str(BROKER_DIR / "control"),
        "store_processed": False,
    }
MAIL_DELIVERY_DUE_URL: str = env.str(
    "MAIL_DELIVERY_DUE_URL",
    default=CELERY_BROKER_URL if CELERY_BROKER_URL.startswith(("redis://", "rediss://")) else "")
CELERY_TASK_ALWAYS_EAGER: bool = env.bool("CELERY_TASK_ALWAYS_EAGER", default=False)
CELERY_BEAT_SCHEDULE_FILENAME = str(VAR_DIR / "celerybeat-schedule")

# Game platform
GAMEMASTER_RULESETS: dict[str, str] = {
    "diplomacy": "games.rulesets.diplomacy.DiplomacyRuleSet",
    "rather_silly": "games.rulesets.rather_silly.RatherSillyRuleSet",
    "game1848": "games.rulesets.game1848.Game1848RuleSet",
    "europa1815": "games.rulesets.europa1815.Europa1815RuleSet",
}
# A phase left in 'processing' longer than this (a worker died) is claimed again by the sweep.
GAMEMASTER_PROCESSING_TIMEOUT_SECONDS: int = env.int(
    "GAMEMASTER_PROCESSING_TIMEOUT_SECONDS", default=600
)
# Multi-account hints for game masters (games.models.access_marks): on by default; marks are
# kept this many days (and never after the game): docs/operations.md, "Multi-account hints".
ACCESS_HINTS: bool = env.bool("ACCESS_HINTS", default=True)
ACCESS_HINTS_WINDOW_DAYS: int = env.int("ACCESS_HINTS_WINDOW_DAYS", default=14)
# Hours before the ZAT at which seats with missing orders get a reminder (each sent once).
GAMEMASTER_REMINDER_HOURS: list[int] = [
    int(h) for h in env.list("GAMEMASTER_REMINDER_HOURS", default=["24", "2"])
]

# Repeated failed log-ins (page, admin, API token): django-axes, see games/login_throttle.py.
# LOGIN_FAILURE_LIMIT failures in a row for one user name from one address lock that pair out
# for LOGIN_COOLOFF_MINUTES; each try meanwhile restarts the wait.
AXES_FAILURE_LIMIT: int = env.int("LOGIN_FAILURE_LIMIT", default=5)
AXES_COOLOFF_TIME = dt.timedelta(minutes=env.int("LOGIN_COOLOFF_MINUTES", default=15))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_HTTP_RESPONSE_CODE = 429
AXES_LOCKOUT_CALLABLE = "games.views.accounts.lockout_response"
AXES_CLIENT_IP_CALLABLE = "games.login_throttle.client_ip"
AXES_USERNAME_CALLABLE = "games.login_throttle.recorded_username"
AXES_DISABLE_ACCESS_LOG = True  # count failures only; no record of every successful log-in
AXES_VERBOSE = False  # no banner on every start; each failure and lock-out is still logged
# A request.META key (e.g. HTTP_X_REAL_IP) that a reverse proxy in front of the app overwrites
# with the client's address; empty: REMOTE_ADDR.
LOGIN_CLIENT_IP_HEADER: str = env.str("LOGIN_CLIENT_IP_HEADER", default="")

# Accounts (issue 14): anyone may sign up (confirming the e-mail address with a mailed link
# valid for this many days), unless an operator closes sign-up; invitations work either way.
GAMEMASTER_SIGNUP_OPEN: bool = env.bool("GAMEMASTER_SIGNUP_OPEN", default=True)
GAMEMASTER_SIGNUP_CONFIRM_DAYS: int = env.int("GAMEMASTER_SIGNUP_CONFIRM_DAYS", default=3)
PASSWORD_RESET_TIMEOUT = GAMEMASTER_SIGNUP_CONFIRM_DAYS * 24 * 3600

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
        "rest_framework.authentication.TokenAuthentication",
    ],
    "EXCEPTION_HANDLER": "games.api.exceptions.exception_handler",
    # JSON only, with a nesting-depth and size limit (a deep body is a 400, not a 500).
    "DEFAULT_PARSER_CLASSES": ["games.api.parsers.SafeJSONParser"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
}
SPECTACULAR_SETTINGS = {
    "TITLE": "gamemaster API",
    "DESCRIPTION": "Play-by-e-mail games run by a game master.",
    "VERSION": "0.1.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
}

if not DEBUG:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SESSION_COOKIE_SECURE = env.bool("SESSION_COOKIE_SECURE", default=True)
    CSRF_COOKIE_SECURE = env.bool("CSRF_COOKIE_SECURE", default=True)

# LOG_FORMAT=json: one JSON object a line (python-json-logger), for a log collector.
LOG_FORMAT = env.str("LOG_FORMAT", default="text")
if LOG_FORMAT not in {"text", "json"}:
    raise ImproperlyConfigured(f"LOG_FORMAT must be 'text' or 'json', not {LOG_FORMAT!r}")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"refusals": {"()": "gamemaster.logging_filters.RefusalsInOneLine"}},
    "formatters": {
        "text": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"},
        "json": {"()": "pythonjsonlogger.json.JsonFormatter",
                 "fmt": "%(asctime)s %(levelname)s %(name)s %(message)s"},
    },
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": LOG_FORMAT}},
    "root": {"handlers": ["console"], "level": env.str("LOG_LEVEL", default="INFO")},
    "loggers": {
        # Django's own console handler (DEBUG only) would print each record a second time.
        "django": {"handlers": []},
        # django-axes narrates every failed log-in at INFO; failures and lock-outs are WARNINGs.
        "axes": {"level": "WARNING"},
        # A refused request (403, 404, 429, 400) is one line; tracebacks only for real errors.
        "django.request": {"filters": ["refusals"]},
        "django.security": {"filters": ["refusals"]},
    },
}
