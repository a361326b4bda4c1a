"""Adding a game is one folder and one settings line (docs/architecture.md, "Adding a game"):
the tiny game of ``tests/tiny_game/`` is registered by one line in
``GAMEMASTER_RULESETS``, and its rule set, its page, its link on the game master's page, its
templates and its demo all work, with no edit anywhere else."""

from __future__ import annotations

import importlib

import pytest
from django.core import mail
from django.urls import NoReverseMatch, clear_url_caches, reverse

from games import services
from games.rulesets import available_rulesets, game_demos

TINY = "tests.tiny_game.TinyRuleSet"


def _reload_urls() -> None:
    import gamemaster.urls
    import games.api.urls
    import games.urls

    for module in (games.urls, games.api.urls, gamemaster.urls):
        importlib.reload(module)
    clear_url_caches()


@pytest.fixture
def tiny_registered(settings):
    settings.GAMEMASTER_RULESETS = {**settings.GAMEMASTER_RULESETS, "tiny": TINY}
    _reload_urls()
    yield
    settings.GAMEMASTER_RULESETS = {k: v for k, v in settings.GAMEMASTER_RULESETS.items()
                                    if k != "tiny"}
    _reload_urls()


def test_a_game_in_one_folder_is_played_after_one_settings_line(
        tiny_registered, gm, players, client_for, frozen, django_capture_on_commit_callbacks):
    assert "tiny" in available_rulesets()
    game = services.game_create(creator=gm, name="Tiny 1", ruleset="tiny", seed=3,
                                schedule={"review_before_publish": False})
    red, blue = game.seats.order_by("pk")
    services.seat_assign(seat=red, player=players["france"], actor=gm)
    services.seat_assign(seat=blue, player=players["italy"], actor=gm)
    services.game_start(game=game, actor=gm)
    game.refresh_from_db()
    services.orders_submit(seat=red, user=players["france"], text="4")
    services.orders_submit(seat=blue, user=players["italy"], text="9")
    phase = game.phases.get()
    with django_capture_on_commit_callbacks(execute=True):
        services.phase_process_now(phase=phase, actor=gm, reason="both in")
    game.refresh_from_db()
    assert (game.status, game.winner) == ("finished", "blue")
    # Its turn mail's body, from its own templates/ folder.
    (report,) = [m for m in mail.outbox
                 if m.to == [players["italy"].email] and "R1" in m.subject and "Won by" in m.body]
    assert "red: 4" in report.body and "blue: 9" in report.body

    # Its page, from its own urls.py and its own templates/ folder.
    rules = reverse("gm-tiny-rules", args=[game.pk])
    page = client_for(gm).get(rules)
    assert page.status_code == 200 and 'id="tiny-rules"' in page.content.decode()
    # Its link on the core's game-master page (gm_page_links).
    control = client_for(gm).get(reverse("gm-game", args=[game.pk])).content.decode()
    assert f'href="{rules}" id="tiny-rules-link"' in control


def test_its_demo_is_part_of_load_demo(tiny_registered, gm) -> None:
    said: list[str] = []
    for load in game_demos():
        if load.__module__ == "tests.tiny_game.demo":
            load(gm, {}, said.append)
    assert said == ["Created “Demo: Tiny”."]


def test_without_its_settings_line_the_game_is_nowhere(settings) -> None:
    assert "tiny" not in settings.GAMEMASTER_RULESETS
    with pytest.raises(NoReverseMatch):
        reverse("gm-tiny-rules", args=[1])
    assert not any(load.__module__.startswith("tests.tiny_game") for load in game_demos())
