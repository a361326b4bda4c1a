from gamemaster import checks


def test_debug_off_with_the_placeholder_secret_key_is_an_error(settings):
    settings.DEBUG = False
    settings.SECRET_KEY = settings.DEFAULT_SECRET_KEY
    assert [e.id for e in checks.check_secret_key(None)] == ["gamemaster.E001"]
    settings.SECRET_KEY = "a-real-secret-" * 4
    assert checks.check_secret_key(None) == []


def test_sqlite_with_several_web_processes_is_a_warning(settings):
    settings.WEB_CONCURRENCY = 4
    expected = ["gamemaster.W001"] if settings.DATABASES["default"]["ENGINE"].endswith(
        "sqlite3") else []
    assert [e.id for e in checks.check_sqlite_with_many_processes(None)] == expected


def test_production_without_redis_or_smtp_is_warned_about(settings):
    settings.DEBUG = False
    settings.CELERY_BROKER_URL = "filesystem://"
    settings.EMAIL_BACKEND = "django.core.mail.backends.filebased.EmailBackend"
    ids = [w.id for w in checks.check_production_services(None)]
    assert ids == ["gamemaster.W002", "gamemaster.W003"]


def test_a_rule_set_path_that_does_not_import_is_an_error(settings):
    settings.GAMEMASTER_RULESETS = {"chess": "games.rulesets.chess.ChessRuleSet"}
    assert [e.id for e in checks.check_rulesets(None)] == ["gamemaster.E003"]
    settings.GAMEMASTER_RULESETS = {}
    assert [e.id for e in checks.check_rulesets(None)] == ["gamemaster.E002"]


def test_production_without_a_site_url_is_warned_about(settings):
    settings.DEBUG = False
    settings.SITE_URL_SET = False
    assert [w.id for w in checks.check_site_url(None)] == ["gamemaster.W004"]
    settings.SITE_URL_SET = True
    assert checks.check_site_url(None) == []
    settings.DEBUG, settings.SITE_URL_SET = True, False
    assert checks.check_site_url(None) == []


def test_links_in_mails_start_with_the_site_url(running_game, gm, settings):
    from django.core import mail

    from games import services

    settings.SITE_URL = "https://games.example.net:8443"
    mail.outbox.clear()
    services.announcement_send(game=running_game, actor=gm, subject="News", body="Hi")
    assert mail.outbox
    for message in mail.outbox:
        html = message.alternatives[0][0]
        assert "https://games.example.net:8443/" in message.body + html
        assert "127.0.0.1:8000" not in message.body + html


def test_a_stale_compiled_engine_build_is_an_error(monkeypatch, tmp_path):
    from importlib.machinery import EXTENSION_SUFFIXES

    from tools import compiled_engine

    assert checks.check_engine_build(None) == []  # this tree: no build, or a current one
    source = tmp_path / compiled_engine.MODULES[0]
    source.parent.mkdir(parents=True)
    source.write_text("# edited after the build\n")
    source.with_name(source.stem + EXTENSION_SUFFIXES[0]).write_bytes(b"")
    monkeypatch.setattr(compiled_engine, "ROOT", tmp_path)
    assert [e.id for e in checks.check_engine_build(None)] == ["gamemaster.E004"]
